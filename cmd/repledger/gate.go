package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

func routerFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "deployment", Usage: "deployment manifest `FILE` (gives --rpc and --ledger)", EnvVars: env("DEPLOYMENT")},
		&cli.StringFlag{Name: "rpc", Usage: "node `URL`", EnvVars: env("RPC")},
		&cli.StringFlag{Name: "ledger", Usage: "ledger `ADDR`", EnvVars: env("LEDGER")},
		&cli.DurationFlag{Name: "timeout", Value: router.DefaultTimeout, Usage: "per-read timeout; past it the prior decides", EnvVars: env("TIMEOUT")},
		&cli.BoolFlag{Name: "json", Usage: "print an array of decisions as JSON"},
	}
}

func gateCommand() *cli.Command {
	return &cli.Command{Name: "gate", Usage: "may these agents be hired? one decision per agent id, in the order given",
		ArgsUsage: "AGENT...", Flags: routerFlags(), Action: func(c *cli.Context) error { return runRouter(c, false) }}
}

func rankCommand() *cli.Command {
	return &cli.Command{Name: "rank", Usage: "rank a candidate set by Wilson lower bound with one batch read, marking who is under the floor",
		ArgsUsage: "AGENT...", Flags: routerFlags(), Action: func(c *cli.Context) error { return runRouter(c, true) }}
}

// parseAgent reads an agent id: a decimal ERC-8004 id, or a 0x provider address / hex number.
func parseAgent(s string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(s, 0)
	if strings.HasPrefix(s, "0x") && common.IsHexAddress(s) {
		v, ok = new(big.Int).SetBytes(common.HexToAddress(s).Bytes()), true
	}
	if !ok || v.Sign() < 0 || v.BitLen() > 256 {
		return nil, fmt.Errorf("agent %q: want a decimal agent id or a 0x address", s)
	}
	return v, nil
}

func runRouter(c *cli.Context, rank bool) error {
	if c.NArg() == 0 {
		return fmt.Errorf("%s: give at least one agent id", c.Command.Name)
	}
	agents := make([]*big.Int, c.NArg())
	for i, a := range c.Args().Slice() {
		v, err := parseAgent(a)
		if err != nil {
			return err
		}
		agents[i] = v
	}
	rpc, ledger := c.String("rpc"), c.String("ledger")
	if path := c.String("deployment"); path != "" {
		m, err := testnet.ReadManifest(path)
		if err != nil {
			return fmt.Errorf("--deployment: %w", err)
		}
		if rpc == "" {
			rpc = m.RPCHTTP
		}
		if ledger == "" {
			ledger = m.Ledger.Hex()
		}
	}
	if rpc == "" || !common.IsHexAddress(ledger) {
		return fmt.Errorf("give --deployment FILE, or --rpc URL with --ledger ADDR (got rpc %q, ledger %q)", rpc, ledger)
	}
	if c.Duration("timeout") <= 0 {
		return fmt.Errorf("--timeout %s: must be positive", c.Duration("timeout"))
	}
	// The router dials on first use, within its timeout: a node that refuses the connection or
	// hangs on the WebSocket handshake gets decisions from the prior, like one that is down.
	client, err := router.Dial(rpc)
	if err != nil {
		return fmt.Errorf("--rpc: %w", err)
	}
	defer client.Close()
	r, err := router.New(client, common.HexToAddress(ledger), router.WithTimeout(c.Duration("timeout")),
		router.WithLogger(newLogger(c.App.ErrWriter, "console", "warn", "router")))
	if err != nil {
		return err
	}
	var ds []router.Decision
	if rank {
		if ds, err = r.Rank(c.Context, agents); err != nil {
			return err
		}
	} else {
		for _, a := range agents {
			d, err := r.Gate(c.Context, a)
			if err != nil {
				return err
			}
			ds = append(ds, d)
		}
	}
	if err := c.Context.Err(); err != nil {
		return err // interrupted: the decisions are the prior's, not worth printing
	}
	if c.Bool("json") {
		return printDecisionsJSON(c.App.Writer, ds)
	}
	printDecisions(c.App.Writer, ds)
	return nil
}

type decisionJSON struct {
	Agent          string  `json:"agent"`
	SmoothedBps    uint64  `json:"smoothed_bps"`
	LowerBps       uint64  `json:"lower_bps"`
	Routable       bool    `json:"routable"`
	Source         string  `json:"source"`
	Stale          bool    `json:"stale,omitempty"`
	SmoothedStars  float64 `json:"smoothed_stars"`
	LowerStars     float64 `json:"lower_stars"`
	EvidenceWeight string  `json:"evidence_weight"`
	Ratings        uint64  `json:"ratings"`
	DisputeRateBps uint64  `json:"dispute_rate_bps"`
}

func printDecisionsJSON(w io.Writer, ds []router.Decision) error {
	out := make([]decisionJSON, len(ds))
	for i, d := range ds {
		out[i] = decisionJSON{Agent: d.Agent.String(), SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps, Routable: d.Routable,
			Source: string(d.Source), Stale: d.Stale, SmoothedStars: d.SmoothedStars(), LowerStars: d.LowerStars(),
			EvidenceWeight: d.EvidenceWeight.String(), Ratings: d.Ratings, DisputeRateBps: d.DisputeRateBps}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func printDecisions(w io.Writer, ds []router.Decision) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "agent\tsmoothed\twilson\troutable\tsource\tweight (base units)\tratings\tdisputes")
	for _, d := range ds {
		routable := "yes"
		if !d.Routable {
			routable = "NO (under the floor)"
		}
		agent := d.Agent.String()
		if d.Agent.BitLen() <= 160 && d.Agent.BitLen() > 64 {
			agent = common.BigToAddress(d.Agent).Hex()
		}
		src := string(d.Source)
		if d.Stale {
			src += " (stale)"
		}
		fmt.Fprintf(tw, "%s\t%.2f★\t%.2f★\t%s\t%s\t%s\t%d\t%.1f%%\n", agent, d.SmoothedStars(), d.LowerStars(), routable, src,
			d.EvidenceWeight, d.Ratings, float64(d.DisputeRateBps)/100)
	}
	tw.Flush()
	fmt.Fprintf(w, "hire needs a Wilson lower bound of at least %.2f★\n", reputation.Stars(reputation.FloorBps))
}
