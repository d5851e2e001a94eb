package reputation

import (
	"testing"

	"github.com/holiman/uint256"
)

// BenchmarkDecide is one routing decision from a state already in memory: smoothing, integer
// Wilson bound and floor, in a 6-decimals asset (budget: 100 ns, 0 allocations).
func BenchmarkDecide(b *testing.B) {
	benchmarkDecide(b, 6)
}

// BenchmarkDecide18 is the same evidence in an 18-decimals asset, where m·U no longer fits 64
// bits and the 256-bit path runs.
func BenchmarkDecide18(b *testing.B) {
	benchmarkDecide(b, 18)
}

func benchmarkDecide(b *testing.B, decimals uint8) {
	p := DefaultPolicy(decimals)
	scale := uint256.NewInt(p.Unit / 1_000_000)
	var s State
	for e := uint64(0); e < 20; e++ {
		w := uint256.NewInt(3_000_000 + e*100_000)
		if err := s.Apply(e, uint8(60+e), w.Mul(w, scale), KindAuto); err != nil {
			b.Fatal(err)
		}
	}
	now := s.At(25)
	if d, err := p.Decide(&now); err != nil || d.LowerBps == 0 {
		b.Fatalf("benchmark state: %+v, %v", d, err)
	}
	b.ReportAllocs()
	var sink Decision
	for b.Loop() {
		sink, _ = p.Decide(&now)
	}
	_ = sink
}

// BenchmarkApply is applying one rating to the state machine, decay and clamp included
// (budget: 200 ns).
func BenchmarkApply(b *testing.B) {
	w := uint256.NewInt(7_500_000)
	var s State
	if err := s.Apply(0, 80, w, KindAuto); err != nil {
		b.Fatal(err)
	}
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

// BenchmarkApplyLate is applying a rating whose job completed 3 epochs before the state's last.
func BenchmarkApplyLate(b *testing.B) {
	w := uint256.NewInt(7_500_000)
	var s State
	if err := s.Apply(100, 80, w, KindAuto); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if err := s.Apply(97, uint8(i%101), w, Kind(i%3)); err != nil {
			b.Fatal(err)
		}
	}
}
