package router_test

import (
	"context"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// ringJobs has a ring of two fresh wallets (dev 6 and 7) pay agent B (dev 5) for nine jobs at the
// cap, each rated well, and submits their ratings.
func ringJobs(t testing.TB, sim *testnet.Sim) {
	t.Helper()
	ctx := context.Background()
	dev := testnet.DevAccounts()
	var jobs []testnet.Job
	for i := range 9 {
		jobs = append(jobs, testnet.Job{Client: dev[6+i%2], Provider: dev[5], Budget: big.NewInt(12_000_000),
			Outcome: testnet.Outcome{Shipped: true, CriticRan: true}})
	}
	ids, err := sim.RunJobs(ctx, jobs)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := sim.Send(sim.Scorer, sim.Ledger, sim.LedgerABI.PackSubmitBatch(ids))
	if err != nil {
		t.Fatal(err)
	}
	if err := sim.Mine(ctx); err != nil {
		t.Fatal(err)
	}
	if err := sim.Succeeded(ctx, []*types.Transaction{tx}); err != nil {
		t.Fatal(err)
	}
}

// Through the lens of the client that paid for the evidence (dev 3), the router decides as the
// global score does for the agents that client paid; a ring that lifts agent B in the global score
// moves nothing in the lens; an agent the anchors never paid has no evidence in the lens and is
// decided from the prior, marked so, never "not routable".
func TestGateThroughTheLens(t *testing.T) {
	ctx := context.Background()
	sim, good, crashed, newcomer := chainWithEvidence(t)
	dev := testnet.DevAccounts()
	anchors := lens.Anchors{Payers: []common.Address{dev[3].Address}}
	global, err := router.New(sim.Client, sim.Deployment.Ledger, router.WithTimeout(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	withLens := func() *router.Router {
		r, err := router.New(sim.Client, sim.Deployment.Ledger, router.WithTimeout(time.Minute),
			router.WithLens(sim.Client, 0, anchors, nil))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	r := withLens()
	for _, a := range []*big.Int{good, crashed} {
		g, _ := global.Gate(ctx, a)
		l, err := r.Gate(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		if l.Source != router.SourceLens || l.Lens == nil || l.Lens.NoEvidence || l.Lens.Anchors != 1 {
			t.Fatalf("agent %s: %+v, want a lens decision with evidence", a, l)
		}
		if l.SmoothedBps != g.SmoothedBps || l.LowerBps != g.LowerBps || l.Routable != g.Routable ||
			l.EvidenceWeight.Cmp(g.EvidenceWeight) != 0 || l.Lens.CountedWeight.Cmp(l.Lens.TotalWeight) != 0 {
			t.Fatalf("agent %s: the anchor paid for all of its evidence, yet lens %+v differs from global %+v", a, l, g)
		}
		if len(l.Lens.TrustedPayers) != 1 || l.Lens.TrustedPayers[0].Payer != dev[3].Address || l.Lens.TrustedPayers[0].Trust != 1 {
			t.Fatalf("agent %s: trusted payers %+v, want the anchor at trust 1", a, l.Lens.TrustedPayers)
		}
	}
	before, _ := r.Gate(ctx, crashed)
	if before.Routable {
		t.Fatalf("the crashed agent should start under the floor: %+v", before)
	}
	n, err := r.Gate(ctx, newcomer)
	if err != nil || n.Source != router.SourceLens || !n.Lens.NoEvidence || !n.Routable {
		t.Fatalf("newcomer: %+v %v, want no evidence in the lens, routable at the prior", n, err)
	}

	ringJobs(t, sim)
	g, _ := router.New(sim.Client, sim.Deployment.Ledger, router.WithTimeout(time.Minute))
	if d, _ := g.Gate(ctx, crashed); !d.Routable {
		t.Fatalf("the ring should buy a routable global score: %+v", d)
	}
	after, _ := withLens().Gate(ctx, crashed)
	if after.SmoothedBps != before.SmoothedBps || after.LowerBps != before.LowerBps || after.Routable ||
		after.Lens.CountedWeight.Cmp(before.Lens.CountedWeight) != 0 || after.Lens.TotalWeight.Cmp(before.Lens.TotalWeight) <= 0 {
		t.Fatalf("the ring moved the lens: before %+v %+v, after %+v %+v", before, before.Lens, after, after.Lens)
	}
	ranked, err := withLens().Rank(ctx, []*big.Int{crashed, newcomer, good})
	if err != nil || ranked[0].Agent != good || ranked[2].Agent != crashed {
		t.Fatalf("rank through the lens: %+v %v", ranked, err)
	}
}

// A lens whose chain cannot be read falls back to the prior and says so.
func TestLensFallsBackToThePrior(t *testing.T) {
	sim, good, _, _ := chainWithEvidence(t)
	r, err := router.New(sim.Client, sim.Deployment.Ledger, router.WithTimeout(50*time.Millisecond),
		router.WithLens(unreadable{sim.Client}, 0, lens.Anchors{}, nil))
	if err != nil {
		t.Fatal(err)
	}
	d, err := r.Gate(context.Background(), good)
	if err != nil || d.Source != router.SourcePrior || d.Lens != nil {
		t.Fatalf("%+v %v, want the prior's decision", d, err)
	}
}

type unreadable struct{ router.LensReader }

func (unreadable) HeaderByNumber(context.Context, *big.Int) (*types.Header, error) {
	return nil, context.DeadlineExceeded
}

// BenchmarkGateLensWarm is a Gate through a warm lens (budget: 1 µs, 0 allocations).
func BenchmarkGateLensWarm(b *testing.B) {
	sim, good, _, _ := chainWithEvidence(b)
	r, err := router.New(sim.Client, sim.Deployment.Ledger, router.WithCacheTTL(time.Hour), router.WithTimeout(time.Minute),
		router.WithLens(sim.Client, 0, lens.Anchors{Payers: []common.Address{testnet.DevAccounts()[3].Address}}, nil))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	if d, _ := r.Gate(ctx, good); d.Source != router.SourceLens {
		b.Fatalf("not through the lens: %+v", d)
	}
	b.ReportAllocs()
	for b.Loop() {
		if d, _ := r.Gate(ctx, good); d.Source != router.SourceLens {
			b.Fatal("not through the lens")
		}
	}
}

// switchable reads the chain until told to fail.
type switchable struct {
	router.LensReader
	failing atomic.Bool
}

func (s *switchable) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	if s.failing.Load() {
		return nil, context.DeadlineExceeded
	}
	return s.LensReader.HeaderByNumber(ctx, n)
}

// A lens whose refreshes keep failing is still served, but its decisions say they are stale once
// it is older than twice the TTL (at least 10 s); fresh ones do not.
func TestStaleLensSaysSo(t *testing.T) {
	sim, good, _, _ := chainWithEvidence(t)
	clock := &fakeClock{now: time.Now()}
	reader := &switchable{LensReader: sim.Client}
	r, err := router.New(sim.Client, sim.Deployment.Ledger, router.WithTimeout(time.Minute), router.WithCacheTTL(time.Second),
		router.WithClock(clock), router.WithLens(reader, 0, lens.Anchors{Payers: []common.Address{testnet.DevAccounts()[3].Address}}, nil))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if d, _ := r.Gate(ctx, good); d.Source != router.SourceLens || d.Stale {
		t.Fatalf("a fresh lens: %+v", d)
	}
	reader.failing.Store(true)
	clock.Add(11 * time.Second)
	if d, _ := r.Gate(ctx, good); d.Source != router.SourceLens || !d.Stale {
		t.Fatalf("a lens 11 s old whose refresh fails: %+v, want it served and marked stale", d)
	}
}
