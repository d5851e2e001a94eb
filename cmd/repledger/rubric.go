package main

import (
	"encoding/json"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/reputation"
)

func rubricCommand() *cli.Command {
	return &cli.Command{
		Name:  "rubric",
		Usage: "rate one workflow step's outcome with the settler's rubric (docs/design.md §5)",
		Description: "No output rates 20 and wins over everything; a baked kit artifact rates 95; otherwise 70, +15 when " +
			"an artifact shipped, +10 when a critic found no violation, -3 a violation (the first 10 counted).\n\n" +
			"JSON fields: rating (0-100), bps (100 x rating), rule (the rule that decided it).",
		Flags: []cli.Flag{fresh(&noOutputFlag), fresh(&bakedFlag), fresh(&shippedFlag), fresh(&criticFlag),
			fresh(&violationsFlag), fresh(&jsonFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			v := violationsFlag.Get(c)
			if v < 0 || v > 255 {
				return usagef("--violations %d: want a count from 0 to 255", v)
			}
			if v > 0 && !criticFlag.Get(c) {
				return usagef("--violations %d needs --critic: violations are what a critic run found", v)
			}
			rating, rule := reputation.Rate(reputation.Outcome{NoOutput: noOutputFlag.Get(c), Baked: bakedFlag.Get(c),
				Shipped: shippedFlag.Get(c), CriticRan: criticFlag.Get(c), Violations: uint8(v)})
			if jsonFlag.Get(c) {
				return json.NewEncoder(c.App.Writer).Encode(struct {
					Rating uint8           `json:"rating"`
					Bps    uint64          `json:"bps"`
					Rule   reputation.Rule `json:"rule"`
				}{rating, uint64(rating) * 100, rule})
			}
			_, err := fmt.Fprintf(c.App.Writer, "rating %d (%s), decided by rule %s\n", rating, bpsStars(uint64(rating)*100), rule)
			return err
		},
	}
}
