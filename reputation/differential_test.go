package reputation_test

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
)

// The differential test runs random rating histories against the deployed ReputationLedger on
// the simulated backend and against the Go state machine, and requires every read to agree to
// the last integer after every step. The ledger is paired with ScriptedSettlements, whose job
// ids carry their own settlement terms, so any rating can be submitted without settling a job
// first: this test is about the arithmetic; the escrow check has its own tests.
//
// Short run: part of `go test ./...`. Long run:
//
//	REPLEDGER_DIFF_HISTORIES=10000 go test ./reputation -run TestDifferential -v -timeout 60m
//
// REPLEDGER_DIFF_SEED picks the seed (default 1); a failure names the seed and the history.

const (
	diffEpochLength = 60 // seconds, as on the testnet: time moves in whole epochs either way
	diffCap         = 12_000_000
	diffGroupSize   = 100 // histories sharing one timeline of epoch gaps
	diffShortRun    = 30
)

// history is several agents rated over one timeline, read against one prior.
type history struct {
	id          int
	agents      []uint64
	priorBps    uint64
	priorWeight *uint256.Int
}

type diffRun struct {
	t         *testing.T
	ctx       context.Context
	sim       *testnet.Sim
	ledger    *bind.BoundContract
	ledgerABI *bindings.ReputationLedger
	payer     common.Address
	asset     common.Address
	rng       *rand.Rand
	seed      uint64

	models      map[uint64]*reputation.State
	lastJob     map[uint64]*big.Int
	nextAgent   uint64
	nonce       uint64
	ratings     int
	comparisons atomic.Int64
}

func TestDifferential(t *testing.T) {
	// The Go state machine is ledger/v2 (docs/design.md §12: the clamp after every decay, ratings at
	// their completion epoch); the contracts deployed here are still ledger/v1, whose decay does
	// not clamp, so the two differ by design as soon as sumW decays above 10000·weight. This test
	// runs again once the v2 contracts land, comparing completion-epoch histories.
	t.Skip("contracts v2 pending: the Go state machine is ledger/v2, the deployed ReputationLedger still ledger/v1")
	histories := envInt(t, "REPLEDGER_DIFF_HISTORIES", diffShortRun)
	seed := uint64(envInt(t, "REPLEDGER_DIFF_SEED", 1))
	r := newDiffRun(t, seed)
	start := time.Now()
	for done, group := 0, 0; done < histories; group++ {
		n := min(diffGroupSize, histories-done)
		r.runGroup(group, done, n)
		done += n
	}
	msg := fmt.Sprintf("differential: %d histories, %d ratings, %d comparisons, all equal (seed %d, %s)",
		histories, r.ratings, r.comparisons.Load(), seed, time.Since(start).Round(time.Second))
	t.Log(msg)
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
	r := &diffRun{t: t, ctx: ctx, sim: sim, ledgerABI: bindings.NewReputationLedger(), payer: sim.Admin.Address,
		asset: sim.Deployment.Token, rng: rand.New(rand.NewPCG(seed, 0xd1ff)), seed: seed,
		models: map[uint64]*reputation.State{}, lastJob: map[uint64]*big.Int{}, nextAgent: 1}

	// A second ledger over ScriptedSettlements, sharing the deployed TestToken as its asset.
	d, err := testnet.DeployScripted(ctx, sim.Client, bind.NewKeyedTransactor(sim.Admin.Key, big.NewInt(testnet.SimulatedChainID)),
		testnet.Params{Admin: sim.Admin.Address, Scorer: sim.Scorer.Address, Arbiter: sim.Arbiter.Address, Asset: r.asset,
			EpochLength: diffEpochLength, WeightCap: big.NewInt(diffCap)}, r.payer, sim.Commit)
	if err != nil {
		t.Fatal(err)
	}
	r.ledger = r.ledgerABI.Instance(sim.Client, d.Ledger)
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
		r.rateRound(hs)
		r.compare(hs, fmt.Sprintf("group %d round %d (gap %d)", group, round, gap))
	}
}

type pending struct {
	agent  uint64
	job    *big.Int
	rating uint8
	weight *uint256.Int
	kind   reputation.Kind
}

// rateRound submits 0..3 ratings per history in batches and applies each to the model at the
// epoch of the block it was mined in.
func (r *diffRun) rateRound(hs []history) {
	var items []pending
	for _, h := range hs {
		for range r.rng.IntN(4) {
			p := pending{agent: h.agents[r.rng.IntN(len(h.agents))], rating: uint8(r.rng.IntN(101)),
				kind: reputation.Kind(r.rng.IntN(3))}
			amount := r.amount()
			p.weight = reputation.Weight(uint256.NewInt(amount), uint256.NewInt(diffCap))
			explicit := uint64(0)
			if p.kind != reputation.KindAuto {
				explicit = uint64(p.rating)
			}
			r.nonce++
			p.job = new(big.Int).SetUint64(amount)
			p.job.Or(p.job, new(big.Int).Lsh(new(big.Int).SetUint64(uint64(p.kind)), 96))
			p.job.Or(p.job, new(big.Int).Lsh(new(big.Int).SetUint64(explicit), 104))
			p.job.Or(p.job, new(big.Int).Lsh(new(big.Int).SetUint64(p.agent), 112))
			p.job.Or(p.job, new(big.Int).Lsh(new(big.Int).SetUint64(r.nonce), 176))
			items = append(items, p)
		}
	}
	type sent struct {
		tx    *types.Transaction
		items []pending
	}
	var txs []sent
	for lo := 0; lo < len(items); lo += 20 { // 20 first-time agents fit the sim's 2M gas limit
		chunk := items[lo:min(lo+20, len(items))]
		batch := make([]bindings.ReputationLedgerRating, len(chunk))
		for i, p := range chunk {
			batch[i] = bindings.ReputationLedgerRating{AgentId: new(big.Int).SetUint64(p.agent), JobId: p.job,
				Weight: p.weight.ToBig(), Payer: r.payer, Rating: p.rating, Kind: uint8(p.kind)}
		}
		tx, err := r.sim.Send(r.sim.Scorer, r.ledger, r.ledgerABI.PackSubmitBatch(batch))
		if err != nil {
			r.t.Fatal(err)
		}
		txs = append(txs, sent{tx, chunk})
	}
	if err := r.sim.Mine(r.ctx); err != nil {
		r.t.Fatal(err)
	}
	for _, s := range txs {
		receipt, err := testnet.WaitReceipt(r.ctx, r.sim.Client, s.tx.Hash())
		if err != nil || receipt.Status != types.ReceiptStatusSuccessful {
			r.t.Fatalf("seed %d: batch %s failed: %v", r.seed, s.tx.Hash(), err)
		}
		header, err := r.sim.Client.HeaderByNumber(r.ctx, receipt.BlockNumber)
		if err != nil {
			r.t.Fatal(err)
		}
		epoch := header.Time / diffEpochLength
		for _, p := range s.items {
			if err := r.models[p.agent].Apply(epoch, p.rating, p.weight, p.kind); err != nil {
				r.t.Fatalf("seed %d: model rejected a rating the ledger took: %v", r.seed, err)
			}
			r.lastJob[p.agent] = p.job
			r.ratings++
		}
	}
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

// compare reads every agent of the group from the chain and checks each read against the model.
func (r *diffRun) compare(hs []history, where string) {
	header, err := r.sim.Client.HeaderByNumber(r.ctx, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	epoch := header.Time / diffEpochLength
	call := func(data []byte, unpack func([]byte) (*big.Int, error)) *big.Int {
		v, err := bind.Call(r.ledger, &bind.CallOpts{Context: r.ctx}, data, unpack)
		if err != nil {
			r.t.Errorf("%s: call: %v", where, err)
			return new(big.Int)
		}
		return v
	}
	sem := make(chan struct{}, 8)
	var wg sync.WaitGroup
	for _, h := range hs {
		ids := make([]*big.Int, len(h.agents))
		for i, a := range h.agents {
			ids[i] = new(big.Int).SetUint64(a)
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			states, err := bind.Call(r.ledger, &bind.CallOpts{Context: r.ctx}, r.ledgerABI.PackRepStates(ids), r.ledgerABI.UnpackRepStates)
			if err != nil {
				r.t.Errorf("%s: repStates: %v", where, err)
				return
			}
			for i, agent := range h.agents {
				want := r.models[agent].At(epoch)
				rep, err := want.RepBps(h.priorBps, h.priorWeight)
				if err != nil {
					r.t.Errorf("%s: model repBps: %v", where, err)
					return
				}
				got := []*big.Int{states[i].SumW, states[i].Weight, states[i].Count, states[i].Disputed,
					call(r.ledgerABI.PackAvgBps(ids[i]), r.ledgerABI.UnpackAvgBps),
					call(r.ledgerABI.PackRepBps(ids[i], new(big.Int).SetUint64(h.priorBps), h.priorWeight.ToBig()), r.ledgerABI.UnpackRepBps),
					call(r.ledgerABI.PackDisputeRateBps(ids[i]), r.ledgerABI.UnpackDisputeRateBps),
					call(r.ledgerABI.PackLastEpochOf(ids[i]), r.ledgerABI.UnpackLastEpochOf)}
				exp := []*big.Int{want.SumW.ToBig(), want.Weight.ToBig(), new(big.Int).SetUint64(want.Count),
					want.Disputed.ToBig(), new(big.Int).SetUint64(want.AvgBps()), new(big.Int).SetUint64(rep),
					new(big.Int).SetUint64(want.DisputeRateBps()), new(big.Int).SetUint64(r.models[agent].LastEpoch)}
				names := []string{"sumW", "weight", "count", "disputed", "avgBps", "repBps", "disputeRateBps", "lastEpoch"}
				for j := range got {
					if got[j].Cmp(exp[j]) != 0 {
						r.t.Errorf("seed %d, %s, history %d, agent %d, epoch %d: %s on chain %s, in Go %s",
							r.seed, where, h.id, agent, epoch, names[j], got[j], exp[j])
					}
				}
				r.comparisons.Add(int64(len(got)))
				if job := r.lastJob[agent]; job != nil {
					rated, err := bind.Call(r.ledger, &bind.CallOpts{Context: r.ctx}, r.ledgerABI.PackIsRated(ids[i], job), r.ledgerABI.UnpackIsRated)
					if err != nil || !rated {
						r.t.Errorf("%s: isRated(%d, last job) = %v, %v", where, agent, rated, err)
					}
					r.comparisons.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if r.t.Failed() {
		r.t.FailNow()
	}
}
