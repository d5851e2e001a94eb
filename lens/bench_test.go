package lens

import (
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// benchGraph is the scale: 100,000 agents, 1,000,000 ratings from 20,000 payers, a
// quarter of them by agents that hire agents.
func benchGraph(b *testing.B) (*Graph, Anchors, []uint256.Int) {
	b.Helper()
	rng := rand.New(rand.NewPCG(3, 4))
	const agents, payers, ratings = 100_000, 20_000, 1_000_000
	m := honestMarket(rng, payers, agents, ratings)
	return graphOf(m.ratings), m.anchors, m.agents
}

// BenchmarkCompute builds the lens of three anchors over the whole graph (goal: ≤ 2 s).
func BenchmarkCompute(b *testing.B) {
	g, anchors, _ := benchGraph(b)
	b.ResetTimer()
	for b.Loop() {
		if _, err := Compute(g, anchors, nil, policy(), 3); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAgent reads one agent's view from a warm lens, as Gate does (goal: ≤ 1 µs, 0 allocs).
func BenchmarkAgent(b *testing.B) {
	g, anchors, agents := benchGraph(b)
	l, err := Compute(g, anchors, nil, policy(), 3)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for b.Loop() {
		_, _ = l.Agent(&agents[i%len(agents)])
		i++
	}
}
