package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"sort"
	"text/tabwriter"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
)

const unit = 1_000_000 // one TestToken (6 decimals)

func demoCommand() *cli.Command {
	return &cli.Command{
		Name:  "demo",
		Usage: "run jobs for agents of different quality through the escrow on an embedded chain, rate them, and print the leaderboard",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "epochs", Value: 4, Usage: "weekly epochs of work to simulate (1..96)"},
			&cli.IntFlag{Name: "jobs", Value: 8, Usage: "jobs per working agent per epoch (1..200)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the workload's randomness"},
			&cli.BoolFlag{Name: "json", Usage: "print the leaderboard as JSON"},
		},
		Action: func(c *cli.Context) error {
			epochs, jobs := c.Int("epochs"), c.Int("jobs")
			if epochs < 1 || epochs > 96 {
				return fmt.Errorf("--epochs %d: must be between 1 and 96", epochs)
			}
			if jobs < 1 || jobs > 200 {
				return fmt.Errorf("--jobs %d: must be between 1 and 200", jobs)
			}
			board, err := runDemo(c, epochs, jobs, c.Uint64("seed"))
			if err != nil {
				return err
			}
			if c.Bool("json") {
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", "  ")
				return enc.Encode(board)
			}
			printBoard(c.App.Writer, board)
			return nil
		},
	}
}

// profile is how an agent tends to perform.
type profile struct {
	name string
	job  func(r *rand.Rand) (reputation.Outcome, *testnet.Dispute)
}

var profiles = []profile{
	{"excellent", func(r *rand.Rand) (reputation.Outcome, *testnet.Dispute) {
		if r.IntN(4) == 0 {
			return reputation.Outcome{Baked: true}, nil
		}
		return reputation.Outcome{Shipped: true, CriticRan: true}, nil
	}},
	{"solid", func(r *rand.Rand) (reputation.Outcome, *testnet.Dispute) {
		return reputation.Outcome{Shipped: true, CriticRan: true, Violations: uint8(1 + r.IntN(3))}, nil
	}},
	{"sloppy", func(r *rand.Rand) (reputation.Outcome, *testnet.Dispute) {
		return reputation.Outcome{CriticRan: true, Violations: uint8(6 + r.IntN(8))}, nil
	}},
	{"crashing", func(r *rand.Rand) (reputation.Outcome, *testnet.Dispute) {
		if r.IntN(10) < 7 {
			return reputation.Outcome{NoOutput: true}, nil
		}
		return reputation.Outcome{}, nil
	}},
	{"disputed", func(r *rand.Rand) (reputation.Outcome, *testnet.Dispute) {
		if r.IntN(10) < 7 {
			return reputation.Outcome{}, &testnet.Dispute{Pay: true, Rating: uint8(10 + r.IntN(25))}
		}
		return reputation.Outcome{Shipped: true}, nil
	}},
	{"newcomer", nil}, // no history: scored by the prior alone
}

// row is one agent on the leaderboard.
type row struct {
	Rank         int     `json:"rank"`
	Agent        string  `json:"agent"`
	Profile      string  `json:"profile"`
	Ratings      uint64  `json:"ratings"`
	WeightUnits  float64 `json:"evidence_weight_units"`
	SmoothedBps  uint64  `json:"smoothed_bps"`
	LowerBps     uint64  `json:"lower_bps"`
	DisputeBps   uint64  `json:"dispute_rate_bps"`
	Routable     bool    `json:"routable"`
	SmoothedStar float64 `json:"smoothed_stars"`
	LowerStar    float64 `json:"lower_stars"`
}

func runDemo(c *cli.Context, epochs, jobsPerEpoch int, seed uint64) ([]row, error) {
	ctx := c.Context
	const epochLength = testnet.DefaultEpochLength
	sim, err := testnet.StartSim(ctx, testnet.SimConfig{EpochLength: epochLength})
	if err != nil {
		return nil, fmt.Errorf("start embedded chain: %w", err)
	}
	defer sim.Close()
	dev := testnet.DevAccounts()
	client, agents := dev[3], dev[4:4+len(profiles)]
	r := rand.New(rand.NewPCG(seed, 0x5265704c))
	log := c.App.ErrWriter

	for e := 0; e < epochs; e++ {
		var batch []testnet.Job
		for i, p := range profiles {
			if p.job == nil {
				continue
			}
			for range jobsPerEpoch {
				o, dispute := p.job(r)
				// Realistic prices: mostly 0.5–8 units, now and then far above the 12-unit cap.
				budget := int64(unit/2 + r.IntN(15*unit/2))
				if r.IntN(8) == 0 {
					budget = int64(20+r.IntN(80)) * unit
				}
				batch = append(batch, testnet.Job{
					Client: client, Provider: agents[i], Budget: big.NewInt(budget),
					Outcome: bindings.EscrowOutcome{NoOutput: o.NoOutput, Baked: o.Baked, Shipped: o.Shipped,
						CriticRan: o.CriticRan, Violations: o.Violations},
					Dispute: dispute,
				})
			}
		}
		ids, err := sim.RunJobs(ctx, batch)
		if err != nil {
			return nil, fmt.Errorf("epoch %d: run jobs: %w", e, err)
		}
		if err := rateJobs(c, sim, ids); err != nil {
			return nil, fmt.Errorf("epoch %d: rate jobs: %w", e, err)
		}
		fmt.Fprintf(log, "epoch %d/%d: %d jobs settled and rated\n", e+1, epochs, len(ids))
		if e < epochs-1 {
			if err := sim.AdvanceEpochs(1); err != nil {
				return nil, err
			}
		}
	}
	return leaderboard(c, sim, agents)
}

// rateJobs plays the settler's part for now: it reads each settled job back from the chain,
// derives its rating (rubric, buyer or arbiter) and submits them in batches.
func rateJobs(c *cli.Context, sim *testnet.Sim, ids []*big.Int) error {
	ctx := c.Context
	weightCap := big.NewInt(testnet.DefaultCapUnits * unit)
	var items []bindings.ReputationLedgerRating
	for _, id := range ids {
		terms, err := bind.Call(sim.Escrow, &bind.CallOpts{Context: ctx}, sim.EscrowABI.PackRatingTerms(id), sim.EscrowABI.UnpackRatingTerms)
		if err != nil {
			return err
		}
		if !terms.Completed || terms.Amount.Sign() == 0 {
			continue // no payment, no opinion
		}
		rating := terms.ExplicitRating
		if terms.Kind == 0 {
			out, err := bind.Call(sim.Escrow, &bind.CallOpts{Context: ctx}, sim.EscrowABI.PackOutcomeOf(id), sim.EscrowABI.UnpackOutcomeOf)
			if err != nil {
				return err
			}
			rating, _ = reputation.Rate(reputation.Outcome{NoOutput: out.O.NoOutput, Baked: out.O.Baked,
				Shipped: out.O.Shipped, CriticRan: out.O.CriticRan, Violations: out.O.Violations})
		}
		weight := terms.Amount
		if weight.Cmp(weightCap) > 0 {
			weight = weightCap
		}
		items = append(items, bindings.ReputationLedgerRating{AgentId: terms.AgentId, JobId: id, Weight: weight,
			Payer: terms.Client, Rating: rating, Kind: terms.Kind})
	}
	var txs = make([]*types.Transaction, 0, len(items)/50+1)
	for lo := 0; lo < len(items); lo += 50 {
		tx, err := sim.Send(sim.Scorer, sim.Ledger, sim.LedgerABI.PackSubmitBatch(items[lo:min(lo+50, len(items))]))
		if err != nil {
			return err
		}
		txs = append(txs, tx)
	}
	if err := sim.Mine(ctx); err != nil {
		return err
	}
	return sim.Succeeded(ctx, txs)
}

func leaderboard(c *cli.Context, sim *testnet.Sim, agents []testnet.DevAccount) ([]row, error) {
	opts := &bind.CallOpts{Context: c.Context}
	ids := make([]*big.Int, len(agents))
	for i, a := range agents {
		ids[i] = new(big.Int).SetBytes(a.Address.Bytes())
	}
	states, err := bind.Call(sim.Ledger, opts, sim.LedgerABI.PackRepStates(ids), sim.LedgerABI.UnpackRepStates)
	if err != nil {
		return nil, err
	}
	priorWeight := big.NewInt(reputation.PriorWeightUnit * unit)
	rows := make([]row, len(agents))
	for i, s := range states {
		smoothed, err := bind.Call(sim.Ledger, opts,
			sim.LedgerABI.PackRepBps(ids[i], big.NewInt(reputation.PriorBps), priorWeight), sim.LedgerABI.UnpackRepBps)
		if err != nil {
			return nil, err
		}
		mass := float64(reputation.PriorWeightUnit) + float64(s.Weight.Uint64())/unit
		d := reputation.Decide(smoothed.Uint64(), mass, reputation.DefaultZ, reputation.FloorBps)
		var dispute uint64
		if s.Weight.Sign() > 0 {
			dispute = s.Disputed.Uint64() * reputation.MaxBps / s.Weight.Uint64()
		}
		rows[i] = row{Agent: agents[i].Address.Hex(), Profile: profiles[i].name, Ratings: s.Count.Uint64(),
			WeightUnits: float64(s.Weight.Uint64()) / unit, SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps,
			DisputeBps: dispute, Routable: d.Routable,
			SmoothedStar: reputation.Stars(d.SmoothedBps), LowerStar: reputation.Stars(d.LowerBps)}
	}
	sort.SliceStable(rows, func(a, b int) bool { return rows[a].LowerBps > rows[b].LowerBps })
	for i := range rows {
		rows[i].Rank = i + 1
	}
	return rows, nil
}

func printBoard(w io.Writer, rows []row) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tagent\tprofile\tsmoothed\twilson\tweight (U)\tratings\tdisputes\troutable")
	for _, r := range rows {
		routable := "no"
		if r.Routable {
			routable = "yes"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%.2f★\t%.2f★\t%.1f\t%d\t%.1f%%\t%s\n", r.Rank, r.Agent[:10]+"…", r.Profile,
			r.SmoothedStar, r.LowerStar, r.WeightUnits, r.Ratings, float64(r.DisputeBps)/100, routable)
	}
	tw.Flush()
	fmt.Fprintf(w, "\nprior %.2f★ with weight %d U; hire needs a Wilson lower bound (z = 1) of at least %.2f★\n",
		reputation.Stars(reputation.PriorBps), reputation.PriorWeightUnit, reputation.Stars(reputation.FloorBps))
}
