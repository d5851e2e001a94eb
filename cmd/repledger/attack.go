package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/attack"
)

var attackScenarioFlag = cli.StringFlag{Name: "scenario", Usage: "play only the attack called `NAME` (" + strings.Join(attack.Names(), ", ") + ")"}

func attackCommand() *cli.Command {
	return &cli.Command{
		Name:  "attack",
		Usage: "the attack lab: play every known way to game the score on an embedded chain and print what each costs and gets",
		Description: "Each attack runs on an embedded chain of its own with the real contracts (one marketplace with a " +
			"2.5 % fee, a one-week epoch), the real settler stepping in-process and the real router: self-dealing, " +
			"wash rings of 2, 5 and 20 payers, a Sybil newcomer, a whale paying far above the cap, a hostile buyer, a " +
			"hostile evaluator, a stolen scorer key, agent-id borrowing and a dispute storm; and through the ledger's " +
			"x402 source, which takes no fee: self-payment, a ring of fresh payer wallets, a replayed and a front-run " +
			"authorization, an outcome its payer did not sign and one relayed after its window. Each row: what the " +
			"attacker spent that does not come back (tUSD, from balances), the gas of its own transactions (receipts), " +
			"its identities, epochs and jobs (payments over x402), and the outcome, or the contract's reason for " +
			"refusing. The whole table takes about 20 s here.\n\n" +
			"JSON: an array of rows with scenario, attack, spend, spend_base_units, gas, identities, epochs, jobs, " +
			"outcome, refused, bounded, bound, lower_bps_before, lower_bps_after, routable_after, policies, formulas, lenses.",
		Flags: []cli.Flag{fresh(&attackScenarioFlag), fresh(&jsonFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			var names []string
			if name := attackScenarioFlag.Get(c); name != "" {
				if _, err := attack.Find(name); err != nil {
					return usagef("--scenario: %v", err)
				}
				names = append(names, name)
			}
			rows, err := attack.Run(c.Context, names...)
			if err != nil {
				return err
			}
			if jsonFlag.Get(c) {
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			}
			w := c.App.Writer
			if err := attack.WriteTable(w, rows); err != nil {
				return err
			}
			fmt.Fprintf(w, "\nunder the router's policies, each alone (attack jobs until the goal: routable for a buying attack, under the floor for one against a good agent):\n\n")
			if err := attack.WritePolicyTable(w, rows); err != nil {
				return err
			}
			fmt.Fprintf(w, "\nthe target under the peer formulas, before the attack and at its outcome:\n\n")
			if err := attack.WriteFormulaTable(w, rows); err != nil {
				return err
			}
			fmt.Fprintf(w, "\nthe target through a trust lens anchored at the honest buyers (gate --trust-anchors), beside the default score:\n\n")
			if err := attack.WriteLensTable(w, rows); err != nil {
				return err
			}
			_, err = fmt.Fprintln(w)
			return err
		},
	}
}
