package reputation_test

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/bindings/scripted"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
)

// The differential test runs random rating histories against the deployed ReputationLedger on
// the simulated backend and against the Go state machine (docs/design.md §12), and requires every
// read to agree to the last integer after every round. The ledger is ScriptedSettlements, whose
// escrow 0 is itself and whose job ids carry their own terms (amount, kind, rating, agent,
// completion epoch, nonce: `jobIdOf`), so any rating at any completion epoch can be submitted
// without settling a job first: this test is about the arithmetic; the escrow has its own
// tests. The arithmetic, reads and events are the production ledger's, inherited. The routing
// decision is compared too: the ledger's own ReputationOracle and three random policies deployed
// beside it against reputation.Decide (differential_decision_test.go).
//
// Short run: part of `go test ./...`. Long run (`make differential`):
//
//	REPLEDGER_DIFF_HISTORIES=10000 go test ./reputation -run TestDifferential -v -timeout 60m
//
// REPLEDGER_DIFF_SEED picks the seed (default 1); a failure names the seed and the history.

const (
	diffEpochLength = 60 // seconds, as on the testnet: time moves in whole epochs either way
	diffCap         = 12_000_000
	diffGroupSize   = 100 // histories sharing one timeline of epoch gaps
	diffShortRun    = 30
	diffBatch       = 40 // ratings per submitBatch: 40 first-time agents fit the sim's 2M gas limit
	// diffMaxLate is how many epochs before the present a rating's completion may lie: past the
	// 96-epoch horizon, so that late ratings too old to weigh anything occur.
	diffMaxLate = 130
)

// history is several agents rated over one timeline, read against one prior.
type history struct {
	id          int
	agents      []uint64
	priorBps    uint64
	priorWeight *uint256.Int
}

// diffRun is one differential run: the chain, the ledger and the Go models of its agents.
type diffRun struct {
	t      *testing.T
	ctx    context.Context
	sim    *testnet.Sim
	ledger *bind.BoundContract
	abi    *scripted.ScriptedSettlements
	rng    *rand.Rand
	seed   uint64

	oracles   []diffOracle // the ledger's own policy first
	models    map[uint64]*reputation.State
	lastJob   map[uint64]*big.Int
	nextAgent uint64
	nonce     uint64
	stats     diffStats
}

// diffStats are the run's figures, printed at the end.
type diffStats struct {
	ratings, late, forgotten, mixedBatches, comparisons int
}

func TestDifferential(t *testing.T) {
	histories := envInt(t, "REPLEDGER_DIFF_HISTORIES", diffShortRun)
	seed := uint64(envInt(t, "REPLEDGER_DIFF_SEED", 1))
	r := newDiffRun(t, seed)
	start := time.Now()
	for done, group := 0, 0; done < histories; group++ {
		n := min(diffGroupSize, histories-done)
		r.runGroup(group, done, n)
		done += n
	}
	s := r.stats
	msg := fmt.Sprintf("differential: %d histories, %d ratings (%d late, %d of them past the horizon; %d batches mixing "+
		"completion epochs), %d comparisons, all equal (seed %d, %s)", histories, s.ratings, s.late, s.forgotten,
		s.mixedBatches, s.comparisons, seed, time.Since(start).Round(time.Second))
	t.Log(msg)
	if s.late == 0 || s.forgotten == 0 || s.mixedBatches == 0 {
		t.Errorf("the run lacks a case it must cover: %+v", s)
	}
	if histories > diffShortRun {
		fmt.Println(msg) // the long run's counts, printed even without -v
	}
}

func envInt(t *testing.T, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a positive whole number", name, v)
	}
	return n
}

func newDiffRun(t *testing.T, seed uint64) *diffRun {
	ctx := context.Background()
	sim, err := testnet.StartSim(ctx, testnet.SimConfig{EpochLength: diffEpochLength})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sim.Close() })
	r := &diffRun{t: t, ctx: ctx, sim: sim, abi: scripted.NewScriptedSettlements(), rng: rand.New(rand.NewPCG(seed, 0xd1ff)),
		seed: seed, models: map[uint64]*reputation.State{}, lastJob: map[uint64]*big.Int{}, nextAgent: 1}

	// ScriptedSettlements beside the deployed ledger, sharing its TestToken as the asset. Dev 5
	// sends the deployment, so the nonces Sim tracks for the admin stay right.
	deployer := testnet.DevAccounts()[5]
	opts := bind.NewKeyedTransactor(deployer.Key, big.NewInt(testnet.SimulatedChainID))
	d, err := testnet.DeployScripted(ctx, sim.Client, opts,
		deployment.Params{Admin: sim.Admin.Address, Scorer: sim.Scorer.Address, Asset: sim.Deployment.Token,
			EpochLength: diffEpochLength, WeightCap: big.NewInt(diffCap)}, sim.Admin.Address, sim.Commit)
	if err != nil {
		t.Fatal(err)
	}
	r.ledger = r.abi.Instance(sim.Client, d.Ledger)
	r.deployOracles(opts)
	return r
}

// runGroup runs n histories on one timeline of 6 to 10 rounds whose epoch gaps are random in
// 0..120 and always include 95, 96 and 97.
func (r *diffRun) runGroup(group, first, n int) {
	hs := make([]history, n)
	for i := range hs {
		h := history{id: first + i, priorBps: r.rng.Uint64N(10_001), priorWeight: uint256.NewInt(r.amount())}
		if r.rng.IntN(8) == 0 {
			h.priorWeight.Clear() // a reader with no prior at all
		}
		for range 1 + r.rng.IntN(4) {
			h.agents = append(h.agents, r.nextAgent)
			r.models[r.nextAgent] = new(reputation.State)
			r.nextAgent++
		}
		hs[i] = h
	}
	rounds := 6 + r.rng.IntN(5)
	gaps := make([]uint64, rounds)
	for i := range gaps {
		gaps[i] = r.rng.Uint64N(121)
	}
	for i, at := range r.rng.Perm(rounds)[:3] {
		gaps[at] = uint64(95 + i)
	}
	for round, gap := range gaps {
		if gap > 0 {
			if err := r.sim.AdvanceEpochs(int(gap)); err != nil {
				r.t.Fatal(err)
			}
		}
		jobs := r.rateRound(hs)
		r.compare(hs, jobs, fmt.Sprintf("group %d round %d (gap %d)", group, round, gap))
	}
}

// item is one rating: a scripted job and what the Go model is told about it.
type item struct {
	agent      uint64
	job        *big.Int
	rating     uint8
	weight     *uint256.Int
	kind       reputation.Kind
	completion uint64 // epoch
}

// jobIDOf is ScriptedSettlements.jobIdOf: amount (64 bits), kind (8), rating (8), agent (64),
// completion epoch (32) and nonce (48), low bits first.
func jobIDOf(amount uint64, kind reputation.Kind, rating uint8, agent uint64, completion uint32, nonce uint64) *big.Int {
	id := new(big.Int).SetUint64(amount)
	for _, f := range []struct {
		v     uint64
		shift uint
	}{{uint64(kind), 64}, {uint64(rating), 72}, {agent, 80}, {uint64(completion), 144}, {nonce, 176}} {
		id.Or(id, new(big.Int).Lsh(new(big.Int).SetUint64(f.v), f.shift))
	}
	return id
}

// rateRound submits 0..3 ratings per history, in batches, each at a completion epoch from the
// present back to diffMaxLate epochs ago (half of them now), and applies each to its model in
// the order the ledger takes them. (jobIDOf needs no check of its own: an id the contract read
// otherwise would rate other terms, and the comparison with the model would fail.)
func (r *diffRun) rateRound(hs []history) []*big.Int {
	head, err := r.sim.Client.HeaderByNumber(r.ctx, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	now := head.Time / diffEpochLength // the ledger's epoch at the next block is at least this
	var items []item
	for _, h := range hs {
		for range r.rng.IntN(4) {
			it := item{agent: h.agents[r.rng.IntN(len(h.agents))], rating: uint8(r.rng.IntN(101)),
				kind: reputation.Kind(r.rng.IntN(3)), completion: now}
			if r.rng.IntN(2) == 0 {
				it.completion -= r.rng.Uint64N(diffMaxLate + 1)
			}
			amount := r.amount()
			it.weight = reputation.Weight(uint256.NewInt(amount), uint256.NewInt(diffCap))
			r.nonce++
			it.job = jobIDOf(amount, it.kind, it.rating, it.agent, uint32(it.completion), r.nonce)
			items = append(items, it)
		}
	}
	var txs []*types.Transaction
	for lo := 0; lo < len(items); lo += diffBatch {
		chunk := items[lo:min(lo+diffBatch, len(items))]
		keys := make([]*big.Int, len(chunk))
		epochs := map[uint64]bool{}
		for i, it := range chunk {
			keys[i] = it.job // escrow 0: the key is the job id
			epochs[it.completion] = true
		}
		if len(epochs) > 1 {
			r.stats.mixedBatches++
		}
		tx, err := r.sim.Send(r.sim.Scorer, r.ledger, r.abi.PackSubmitBatch(keys))
		if err != nil {
			r.t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	if err := r.sim.Mine(r.ctx); err != nil {
		r.t.Fatal(err)
	}
	if err := r.sim.Succeeded(r.ctx, txs); err != nil {
		r.t.Fatalf("seed %d: %v", r.seed, err)
	}
	// One sender, so the batches ran in the order sent, and their items in order.
	jobs := make([]*big.Int, len(items))
	for i, it := range items {
		m := r.models[it.agent]
		if it.completion < m.LastEpoch {
			r.stats.late++
			if m.LastEpoch-it.completion >= reputation.HorizonEpochs {
				r.stats.forgotten++
			}
		}
		if err := m.Apply(it.completion, it.rating, it.weight, it.kind); err != nil {
			r.t.Fatalf("seed %d: model rejected a rating the ledger took: %v", r.seed, err)
		}
		r.lastJob[it.agent] = it.job
		jobs[i] = it.job
	}
	r.stats.ratings += len(items)
	return jobs
}

// amount is a settled amount from 1 base unit to about 100 times the cap, log-uniform, so
// tiny, ordinary and capped weights all occur.
func (r *diffRun) amount() uint64 {
	switch r.rng.IntN(10) {
	case 0:
		return 1
	case 1:
		return diffCap
	}
	return 1 + uint64(float64(100*diffCap)*math.Pow(10, -9*r.rng.Float64()))
}
