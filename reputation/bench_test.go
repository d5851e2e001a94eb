package reputation

import (
	"testing"

	"github.com/holiman/uint256"
)

// BenchmarkDecide is one routing decision from a state already in memory: smoothing, Wilson
// bound and floor (budget: 100 ns, 0 allocations).
func BenchmarkDecide(b *testing.B) {
	p := DefaultPolicy(6)
	var s State
	for e := uint64(0); e < 20; e++ {
		_ = s.Apply(e, uint8(60+e), uint256.NewInt(3_000_000+e*100_000), KindAuto)
	}
	now := s.At(25)
	b.ReportAllocs()
	var sink Decision
	for b.Loop() {
		sink, _ = p.Decide(&now)
	}
	_ = sink
}

// BenchmarkApply is applying one rating to the state machine, decay included (budget: 200 ns).
func BenchmarkApply(b *testing.B) {
	w := uint256.NewInt(7_500_000)
	var s State
	_ = s.Apply(0, 80, w, KindAuto)
	b.ReportAllocs()
	epoch := uint64(0)
	for i := 0; b.Loop(); i++ {
		if i%4 == 0 {
			epoch++ // every fourth rating lands in a new epoch, so decay runs too
		}
		if err := s.Apply(epoch, uint8(i%101), w, Kind(i%3)); err != nil {
			b.Fatal(err)
		}
	}
}
