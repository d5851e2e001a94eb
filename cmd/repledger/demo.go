package main

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/attack"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

const unit = 1_000_000 // one TestToken (6 decimals)

func demoCommand() *cli.Command {
	return &cli.Command{
		Name: "demo",
		Usage: "the whole system on an embedded chain: jobs settle in two marketplaces' escrows and calls are paid per call " +
			"over x402 in a third, the settler rates them on one ledger, the router decides whom to hire; prints the leaderboard",
		Description: "Three marketplaces share one ledger: A (escrow 0, no fee), B (escrow 1, a 2.5 % platform " +
			"fee) and C, paid per call over x402 (a facilitator settling through the ledger's x402 source, a resource server " +
			"behind the x402 middleware, buyers paying with the x402 client and signing each step's outcome for the settler " +
			"to relay; all over loopback HTTP), each with three buyers. Eight agent profiles (excellent, baked-kit, solid, " +
			"over-cap, sloppy, crashing, disputed and a newcomer with no history) take work in all three for realistic prices " +
			"over weekly epochs; the settler runs in-process, follows both escrows and relays C's outcomes; the router then " +
			"ranks everyone from the ledger, where each agent's ratings from A, B and C make one record. Amounts are in tUSD, " +
			"the TestToken (6 decimals). A progress bar shows on a terminal, plain lines elsewhere, nothing with --json.\n\n" +
			"JSON: jobs, epochs, asset_symbol, marketplaces (name, kind, index, address, platform_fee_bps, jobs, paid, " +
			"fees_collected), leaderboard (rank, agent, profile, smoothed_bps, smoothed_stars, lower_bps, lower_stars, " +
			"routable, source, evidence_weight, evidence_weight_base_units, capped_paid, paid, ratings, " +
			"ratings_by_marketplace, ratings_by_source, dispute_rate_bps), sample_step, hire, hire_profile, refused.",
		Flags: []cli.Flag{fresh(&demoAgentsFlag), fresh(&demoJobsFlag), fresh(&demoEpochsFlag), fresh(&demoSeedFlag), fresh(&jsonFlag),
			fresh(&demoServeFlag), fresh(&demoListenFlag), fresh(&demoDeploymentOutFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			agents, jobs, epochs := demoAgentsFlag.Get(c), demoJobsFlag.Get(c), demoEpochsFlag.Get(c)
			var errs []error
			if agents < 1 || agents > 5 {
				errs = append(errs, usagef("--agents %d: want 1 to 5", agents))
			}
			if jobs < 1 || jobs > 100 {
				errs = append(errs, usagef("--jobs %d: want 1 to 100", jobs))
			}
			if epochs < 1 || epochs > 96 {
				errs = append(errs, usagef("--epochs %d: want 1 to 96", epochs))
			}
			// --serve's listener and manifest path are checked, and the port taken, before the run.
			setup, serveErrs := checkDemoServe(c)
			errs = append(errs, serveErrs...)
			if len(errs) > 0 {
				return joinUsage(errs)
			}
			bar := newProgress(c.App.ErrWriter, progressModeFor(c.App.ErrWriter, jsonFlag.Get(c)), epochs)
			var after func(*testnet.Testnet, *demoResult) error
			if setup != nil {
				defer setup.ln.Close() // when the run fails before serving
				after = func(tn *testnet.Testnet, res *demoResult) error {
					bar.end()
					printDemo(c, res)
					return serveDemo(c, tn, setup, res)
				}
			}
			res, err := runDemo(c.Context, bar, agents, jobs, epochs, demoSeedFlag.Get(c), after)
			bar.end() // also when interrupted: "interrupted" then starts a line of its own
			if err != nil || after != nil {
				return err
			}
			printDemo(c, res)
			return nil
		},
	}
}

// profile is how an agent tends to perform and what it is paid.
type profile struct {
	name string
	job  func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) // outcome, dispute, budget
}

// price is a realistic step price: mostly half a unit to eight units, now and then far above
// the 12-unit cap, now and then tiny — but never under the rating hook's dust minimum, a cent
// (0.01 unit), under which a job is paid and never rated.
func price(r *rand.Rand) int64 {
	switch r.IntN(10) {
	case 0:
		return int64(20+r.IntN(60)) * unit
	case 1:
		return int64(unit/100 + r.IntN(unit/10))
	}
	return int64(unit/2 + r.IntN(15*unit/2))
}

var profiles = []profile{
	{"excellent", func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) {
		return testnet.Outcome{Shipped: true, CriticRan: true}, nil, price(r)
	}},
	{"baked-kit", func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) {
		if r.IntN(10) == 0 {
			return testnet.Outcome{Shipped: true}, nil, price(r)
		}
		return testnet.Outcome{Baked: true}, nil, price(r)
	}},
	{"solid", func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) {
		return testnet.Outcome{Shipped: true, CriticRan: true, Violations: uint8(1 + r.IntN(3))}, nil, price(r)
	}},
	{"over-cap", func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) {
		return testnet.Outcome{Shipped: true, CriticRan: true, Violations: uint8(r.IntN(2))}, nil, int64(40+r.IntN(160)) * unit
	}},
	{"sloppy", func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) {
		return testnet.Outcome{CriticRan: true, Violations: uint8(6 + r.IntN(8))}, nil, price(r)
	}},
	{"crashing", func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) {
		if r.IntN(10) < 7 {
			return testnet.Outcome{NoOutput: true}, nil, price(r)
		}
		return testnet.Outcome{}, nil, price(r)
	}},
	{"disputed", func(r *rand.Rand) (testnet.Outcome, *testnet.Dispute, int64) {
		if r.IntN(10) < 7 {
			return testnet.Outcome{}, &testnet.Dispute{Pay: true, Rating: uint8(10 + r.IntN(25))}, price(r)
		}
		return testnet.Outcome{Shipped: true}, nil, price(r)
	}},
	{"newcomer", nil}, // no history: judged by the prior alone
}

// row is one agent on the leaderboard: gate's fields, with the profile and what was paid.
type row struct {
	Rank            int      `json:"rank"`
	Agent           string   `json:"agent"`
	Profile         string   `json:"profile"`
	SmoothedBps     uint64   `json:"smoothed_bps"`
	SmoothedStars   float64  `json:"smoothed_stars"`
	LowerBps        uint64   `json:"lower_bps"`
	LowerStars      float64  `json:"lower_stars"`
	Routable        bool     `json:"routable"`
	Source          string   `json:"source"`
	WeightUnits     float64  `json:"evidence_weight"` // decayed, capped evidence, whole units
	WeightBaseUnits *big.Int `json:"evidence_weight_base_units"`
	CappedUnits     float64  `json:"capped_paid"` // Σ min(paid, cap), before decay
	PaidUnits       float64  `json:"paid"`        // Σ paid
	Ratings         uint64   `json:"ratings"`
	RatingsBy       []uint64 `json:"ratings_by_marketplace"` // the ledger's Rated events from each marketplace, in order
	// The same ratings by source kind: "escrow" (A and B) and "x402" (C).
	RatingsBySource map[string]uint64 `json:"ratings_by_source"`
	DisputeRateBps  uint64            `json:"dispute_rate_bps"`
	// The ledger's own decision, computed on chain by its ReputationOracle, beside the router's.
	Onchain *onchainJSON `json:"onchain"`
}

type demoResult struct {
	Jobs         int      `json:"jobs"`
	Epochs       int      `json:"epochs"`
	AssetSymbol  string   `json:"asset_symbol"`
	Marketplaces []market `json:"marketplaces"`
	Leaderboard  []row    `json:"leaderboard"`
	Step         string   `json:"sample_step"`
	Hire         string   `json:"hire"`
	HireProfile  string   `json:"hire_profile"`
	Refused      int      `json:"refused"` // candidates under the floor
	// What each router policy of the attack lab (off by default) would change on this market.
	Policies []policyCost `json:"policies"`
	// The same market through a trust lens anchored at the demo's own buyers.
	Lens lensCost `json:"lens"`
}

// lensCost is the demo's market through a trust lens anchored at its real buyers: who keeps
// the default verdict, who changes, who has no evidence in the lens (it reads the prior).
type lensCost struct {
	Anchors    int      `json:"anchors"`
	Kept       int      `json:"kept"`
	Changed    []string `json:"changed"`
	NoEvidence []string `json:"no_evidence"`
}

// policyCost is one policy switched on alone over the demo's ledger: who it refuses that the
// default routes (lost) and who it routes that the default refuses (gained), by profile.
type policyCost struct {
	Policy   string   `json:"policy"`
	Routable int      `json:"routable"`
	Lost     []string `json:"lost"`
	Gained   []string `json:"gained"`
}

type demoAgent struct {
	account testnet.DevAccount
	profile profile
	paid    *big.Int
	capped  *big.Int
}

// runDemo runs the workload; after, when given, runs with the chain still up (demo --serve).
func runDemo(ctx context.Context, bar *progress, perProfile, jobsPerEpoch, epochs int, seed uint64,
	after func(*testnet.Testnet, *demoResult) error) (*demoResult, error) {
	var agents []*demoAgent
	var extra []testnet.DevAccount
	for _, p := range profiles {
		for i := range perProfile {
			a := testnet.ExtraAccount(fmt.Sprintf("demo %s %d", p.name, i))
			extra = append(extra, a)
			agents = append(agents, &demoAgent{account: a, profile: p, paid: new(big.Int), capped: new(big.Int)})
		}
	}
	extra = append(extra, allDemoClients()...)
	extra = append(extra, demoFacilitator())
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{EpochLength: deployment.DefaultEpochLength, Extra: extra,
		BlockPeriod: 50 * time.Millisecond})
	if err != nil {
		return nil, fmt.Errorf("start the embedded chain: %w", err)
	}
	defer tn.Close()
	markets, err := openMarkets(ctx, tn)
	if err != nil {
		return nil, err
	}

	// The settler runs in-process, as an operator would run it beside the chain: one settler
	// for the ledger, following every escrow the ledger has.
	dir, err := os.MkdirTemp("", "repledger-demo-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	svc, err := settler.NewService(ctx, settler.Config{RPC: tn.WSURL, Ledger: tn.Deployment.Ledger,
		Confirmations: 1, CheckpointPath: filepath.Join(dir, "checkpoint.json"), BatchSize: 100,
		PollInterval: 25 * time.Millisecond, OutboxPath: filepath.Join(dir, "x402-outbox.jsonl")}, tn.Client, tn.Scorer.Key, zerolog.Nop())
	if err != nil {
		return nil, fmt.Errorf("start the settler: %w", err)
	}
	defer svc.Close()
	settleCtx, stopSettler := context.WithCancel(ctx)
	defer stopSettler()
	go func() { _ = svc.Run(settleCtx) }()
	// Marketplace C: agents paid per call over x402, rated by their buyers through the settler.
	ppc, err := openPayPerCall(ctx, tn, svc)
	if err != nil {
		return nil, fmt.Errorf("open the pay-per-call marketplace: %w", err)
	}
	defer ppc.close()
	src := tn.Deployment.Sources[0]
	markets = append(markets, market{Name: payPerCallName, Kind: kindX402, Index: src.Index, Address: src.Address.Hex(),
		clients: demoClients(payPerCallName), paid: new(big.Int)})

	r := rand.New(rand.NewPCG(seed, 0x5265704c))
	weightCap := big.NewInt(deployment.DefaultCapUnits * unit)
	total := 0
	for e := range epochs {
		var batch []testnet.Job
		var calls []x402Call
		for _, a := range agents {
			if a.profile.job == nil {
				continue
			}
			for range jobsPerEpoch {
				o, dispute, budget := a.profile.job(r)
				m := &markets[r.IntN(len(markets))] // agents take work wherever it is offered
				b := big.NewInt(budget)
				a.paid.Add(a.paid, b)
				a.capped.Add(a.capped, bigMin(b, weightCap))
				m.Jobs++
				m.paid.Add(m.paid, b)
				client := m.clients[(m.Jobs-1)%len(m.clients)] // in turn: no draw, so the workload is the seed's
				if m.Kind == kindX402 {
					calls = append(calls, x402Call{buyer: client, agent: a.account.Address, price: b, outcome: x402Outcome(o, dispute)})
					continue
				}
				batch = append(batch, testnet.Job{Client: client, Provider: a.account, Escrow: int(m.Index), Budget: b,
					Outcome: o, Dispute: dispute})
			}
		}
		if _, err := tn.RunJobs(ctx, batch); err != nil {
			return nil, fmt.Errorf("epoch %d: settle jobs: %w", e+1, err)
		}
		if err := ppc.run(ctx, calls); err != nil {
			return nil, fmt.Errorf("epoch %d: %w", e+1, err)
		}
		total += len(batch) + len(calls)
		if err := waitSettled(ctx, tn, svc, total); err != nil {
			return nil, fmt.Errorf("epoch %d: %w", e+1, err)
		}
		bar.step(fmt.Sprintf("epoch %d/%d: %d jobs and paid calls settled in %d marketplaces and rated", e+1, epochs, total, len(markets)))
		// A week passes, so the older evidence fades by 7.5 % per epoch.
		if err := tn.AdvanceEpochs(1); err != nil {
			return nil, err
		}
	}
	res, err := decideAll(ctx, tn, agents, total, epochs)
	if err != nil {
		return nil, err
	}
	if err := closeMarkets(ctx, tn, markets, res); err != nil {
		return nil, err
	}
	if after != nil {
		return res, after(tn, res)
	}
	return res, nil
}

// waitSettled waits until the settler has rated (or skipped) every job settled so far. The
// settler rates a completion once a block buries it, and the idle chain seals one a second
// (testnet.IdleBlockInterval): the demo seals them itself rather than wait.
func waitSettled(ctx context.Context, tn *testnet.Testnet, svc *settler.Service, jobs int) error {
	deadline := time.After(2 * time.Minute)
	for {
		done := svc.Rated()
		if done >= uint64(jobs) {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-deadline:
			return fmt.Errorf("the settler rated %d of %d jobs in 2 minutes", done, jobs)
		case <-time.After(20 * time.Millisecond):
			tn.Commit()
		}
	}
}

// decideAll ranks every agent through the router, as an orchestrator would before a hire.
func decideAll(ctx context.Context, tn *testnet.Testnet, agents []*demoAgent, jobs, epochs int) (*demoResult, error) {
	rt, err := router.New(tn.Client, tn.Deployment.Ledger)
	if err != nil {
		return nil, err
	}
	ids := make([]*big.Int, len(agents))
	byID := map[string]*demoAgent{}
	for i, a := range agents {
		ids[i] = new(big.Int).SetBytes(a.account.Address.Bytes())
		byID[ids[i].String()] = a
	}
	ranked, err := rt.Rank(ctx, ids)
	if err != nil {
		return nil, err
	}
	rankedIDs := make([]*big.Int, len(ranked))
	for i, d := range ranked {
		rankedIDs[i] = d.Agent
	}
	onchain, err := onchainDecisions(ctx, tn.Client, tn.Deployment.Ledger, rankedIDs)
	if err != nil {
		return nil, err
	}
	res := &demoResult{Jobs: jobs, Epochs: epochs, AssetSymbol: tn.Manifest.AssetSymbol, Step: "summarise the quarterly report"}
	units := func(v *big.Int) float64 { return unitsFloat(v, deployment.TestTokenDecimals) }
	for i, d := range ranked {
		a := byID[d.Agent.String()]
		res.Leaderboard = append(res.Leaderboard, row{Rank: i + 1, Agent: a.account.Address.Hex(), Profile: a.profile.name,
			SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps, SmoothedStars: d.SmoothedStars(), LowerStars: d.LowerStars(),
			WeightUnits: units(d.EvidenceWeight), WeightBaseUnits: d.EvidenceWeight, CappedUnits: units(a.capped),
			PaidUnits: units(a.paid), Ratings: d.Ratings,
			DisputeRateBps: d.DisputeRateBps, Routable: d.Routable, Source: string(d.Source),
			Onchain: onchainBeside(onchain[i], d.SmoothedBps, d.LowerBps, d.Routable)})
		if !d.Routable {
			res.Refused++
		}
	}
	if top := ranked[0]; top.Routable {
		res.Hire, res.HireProfile = common.BigToAddress(top.Agent).Hex(), byID[top.Agent.String()].profile.name
	}
	routable := map[string]bool{}
	for _, d := range ranked {
		routable[d.Agent.String()] = d.Routable
	}
	// One read with the independence signals (its first read scans every Rated event of the run:
	// time enough, even under -race); each policy is then applied to it as a router with that
	// policy on applies it.
	srt, err := router.New(tn.Client, tn.Deployment.Ledger, router.WithSignals(tn.Client, tn.Deployment.Block, 0),
		router.WithTimeout(time.Minute))
	if err != nil {
		return nil, err
	}
	signals, err := srt.Rank(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, p := range attack.LabPolicies() {
		c := policyCost{Policy: p.String(), Lost: []string{}, Gained: []string{}}
		for _, d := range signals {
			if d.Source == router.SourcePrior {
				return nil, fmt.Errorf("the ledger's events could not be read for the policies")
			}
			p.Apply(&d, reputation.FloorBps)
			name := byID[d.Agent.String()].profile.name
			switch was := routable[d.Agent.String()]; {
			case d.Routable:
				c.Routable++
				if !was {
					c.Gained = append(c.Gained, name)
				}
			case was:
				c.Lost = append(c.Lost, name)
			}
		}
		res.Policies = append(res.Policies, c)
	}
	lc, err := lensOfBuyers(ctx, tn, ids, byID, routable)
	if err != nil {
		return nil, err
	}
	res.Lens = lc
	return res, nil
}

// lensOfBuyers decides every agent through the trust lens of the demo's own buyers, as an
// orchestrator that trusts its clients would, and compares each verdict with the default's.
func lensOfBuyers(ctx context.Context, tn *testnet.Testnet, ids []*big.Int, byID map[string]*demoAgent, routable map[string]bool) (lensCost, error) {
	var anchors lens.Anchors
	for _, c := range allDemoClients() {
		anchors.Payers = append(anchors.Payers, c.Address)
	}
	lc := lensCost{Anchors: len(anchors.Payers), Changed: []string{}, NoEvidence: []string{}}
	rt, err := router.New(tn.Client, tn.Deployment.Ledger, router.WithLens(tn.Client, tn.Deployment.Block, anchors, nil),
		router.WithTimeout(time.Minute))
	if err != nil {
		return lc, err
	}
	ds, err := rt.Rank(ctx, ids)
	if err != nil {
		return lc, err
	}
	for _, d := range ds {
		if d.Source != router.SourceLens {
			return lc, fmt.Errorf("the ledger's events could not be read for the trust lens")
		}
		name := byID[d.Agent.String()].profile.name
		if d.Lens.NoEvidence {
			lc.NoEvidence = append(lc.NoEvidence, name)
		}
		if d.Routable == routable[d.Agent.String()] {
			lc.Kept++
		} else {
			lc.Changed = append(lc.Changed, name)
		}
	}
	return lc, nil
}

func bigMin(a, b *big.Int) *big.Int {
	if a.Cmp(b) < 0 {
		return a
	}
	return b
}
