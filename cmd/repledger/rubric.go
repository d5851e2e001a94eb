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
		Usage: "rate one workflow step's outcome with the settler's rubric (SPEC §5)",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "no-output", Usage: "the step produced no output (timeout or crash)"},
			&cli.BoolFlag{Name: "baked", Usage: "the artifact is a baked kit artifact"},
			&cli.BoolFlag{Name: "shipped", Usage: "an artifact was shipped"},
			&cli.BoolFlag{Name: "critic", Usage: "a critic ran"},
			&cli.IntFlag{Name: "violations", Usage: "violations the critic found (needs --critic)"},
			&cli.BoolFlag{Name: "json", Usage: "print {\"rating\", \"rule\"} as JSON"},
		},
		Action: func(c *cli.Context) error {
			v := c.Int("violations")
			if v < 0 || v > 255 {
				return fmt.Errorf("--violations %d: must be a count from 0 to 255", v)
			}
			if v > 0 && !c.Bool("critic") {
				return fmt.Errorf("--violations %d needs --critic: violations are what a critic run found", v)
			}
			rating, rule := reputation.Rate(reputation.Outcome{NoOutput: c.Bool("no-output"), Baked: c.Bool("baked"),
				Shipped: c.Bool("shipped"), CriticRan: c.Bool("critic"), Violations: uint8(v)})
			if c.Bool("json") {
				return json.NewEncoder(c.App.Writer).Encode(struct {
					Rating uint8           `json:"rating"`
					Bps    uint64          `json:"bps"`
					Rule   reputation.Rule `json:"rule"`
				}{rating, uint64(rating) * 100, rule})
			}
			_, err := fmt.Fprintf(c.App.Writer, "rating %d (%d bps), decided by rule %s\n", rating, uint64(rating)*100, rule)
			return err
		},
	}
}
