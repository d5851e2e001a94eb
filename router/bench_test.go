package router_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/router"
)

// BenchmarkGateWarm is a Gate served from the cache (budget: 200 ns, 0 allocations).
func BenchmarkGateWarm(b *testing.B) {
	sim, good, _, _ := chainWithEvidence(b)
	r, err := router.New(sim.Client, sim.Deployment.Ledger, router.WithCacheTTL(time.Hour))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	if _, err := r.Gate(ctx, good); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if d, _ := r.Gate(ctx, good); d.Source != router.SourceCache {
			b.Fatal("not served from the cache")
		}
	}
}

// BenchmarkRankCold1000 ranks 1,000 agents with an empty cache on the simulated backend: one
// eth_call per chunk (budget: 50 ms).
func BenchmarkRankCold1000(b *testing.B) {
	sim, _, _, _ := chainWithEvidence(b)
	agents := make([]*big.Int, 1000)
	for i := range agents {
		agents[i] = big.NewInt(int64(i + 1))
	}
	ctx := context.Background()
	warm, _ := router.New(sim.Client, sim.Deployment.Ledger)
	params, _ := warm.Params(ctx)
	_ = params
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		r, err := router.New(sim.Client, sim.Deployment.Ledger, router.WithCacheTTL(0))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Params(ctx); err != nil { // parameters are read once per router, not per rank
			b.Fatal(err)
		}
		b.StartTimer()
		if _, err := r.Rank(ctx, agents); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFallbackHanging is the time to a prior decision when the node accepts connections
// and never answers, with a 50 ms timeout (budget: the timeout plus 10 ms).
func BenchmarkFallbackHanging(b *testing.B) {
	c, err := router.Dial(testutil.SilentURL(b, "http"))
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	r, err := router.New(c, [20]byte{1}, router.WithTimeout(50*time.Millisecond), router.WithCacheTTL(0))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	for b.Loop() {
		if d, _ := r.Gate(ctx, big.NewInt(42)); d.Source != router.SourcePrior {
			b.Fatal("not a prior decision")
		}
	}
}
