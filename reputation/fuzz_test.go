package reputation

import (
	"testing"

	"github.com/holiman/uint256"
)

// Fuzz targets: run one with `go test ./reputation -run '^$' -fuzz '^FuzzDecay$' -fuzztime 60s`.
// Without -fuzz they replay their seed corpus as ordinary tests.

func FuzzRate(f *testing.F) {
	f.Add(false, false, true, true, uint8(0))
	f.Add(true, true, true, true, uint8(3))
	f.Add(false, false, false, true, uint8(255))
	f.Fuzz(func(t *testing.T, noOutput, baked, shipped, criticRan bool, violations uint8) {
		o := Outcome{NoOutput: noOutput, Baked: baked, Shipped: shipped, CriticRan: criticRan, Violations: violations}
		r, rule := Rate(o)
		if r > MaxRating {
			t.Fatalf("Rate(%+v) = %d, above 100", o, r)
		}
		switch {
		case noOutput && (r != RatingNoOutput || rule != RuleNoOutput):
			t.Fatalf("no output must rate 20: %d %s", r, rule)
		case !noOutput && baked && (r != RatingBaked || rule != RuleBaked):
			t.Fatalf("baked must rate 95: %d %s", r, rule)
		case !noOutput && !baked && (rule != RuleFreeForm || r < 40 || r > 95):
			t.Fatalf("free-form rating %d (%s) outside 40..95", r, rule)
		}
		// One more violation never raises a free-form rating.
		if !noOutput && !baked && violations < 255 {
			o.Violations++
			if r2, _ := Rate(o); r2 > r {
				t.Fatalf("one more violation raised the rating from %d to %d", r, r2)
			}
		}
	})
}

func FuzzDecay(f *testing.F) {
	f.Add(uint64(1), uint64(0), uint64(0), uint64(0), uint64(1), uint64(1))
	f.Add(^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), uint64(95), uint64(1))
	f.Add(uint64(12_000_000), uint64(0), uint64(0), uint64(0), uint64(96), uint64(0))
	f.Fuzz(func(t *testing.T, a, b, c, d, k, extra uint64) {
		v := uint256.Int{a, b, c, d}
		var once, later, step uint256.Int
		Decay(&once, &v, k)
		if once.Gt(&v) {
			t.Fatalf("decay(%s, %d) = %s raised the value", &v, k, &once)
		}
		if k >= HorizonEpochs && !once.IsZero() {
			t.Fatalf("decay(%s, %d) = %s: evidence this old must be forgotten", &v, k, &once)
		}
		// More time never raises a decayed value, in one step or in two.
		Decay(&later, &v, k+extra%200)
		if later.Gt(&once) {
			t.Fatalf("decay over %d epochs (%s) above decay over %d (%s)", k+extra%200, &later, k, &once)
		}
		if Decay(&step, &once, extra%200); step.Gt(&once) {
			t.Fatalf("decaying a decayed value raised it: %s → %s", &once, &step)
		}
	})
}

func FuzzSmoothing(f *testing.F) {
	f.Add(uint8(95), uint64(5_000_000), uint8(20), uint64(12_000_000), uint8(2), uint64(3), uint64(7000), uint64(12_000_000))
	f.Add(uint8(0), uint64(1), uint8(100), uint64(1<<60), uint8(1), uint64(96), uint64(0), uint64(0))
	f.Fuzz(func(t *testing.T, r1 uint8, w1 uint64, r2 uint8, w2 uint64, kind uint8, gap uint64, priorBps, priorWeight uint64) {
		r1, r2, kind, gap, priorBps = r1%101, r2%101, kind%3, gap%130, priorBps%10_001
		if w1 == 0 || w2 == 0 {
			t.Skip()
		}
		var s State
		if err := s.Apply(100, r1, uint256.NewInt(w1), Kind(kind)); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(100+gap, r2, uint256.NewInt(w2), KindAuto); err != nil {
			t.Fatal(err)
		}
		now := s.At(100 + gap + gap%7)
		avg := now.AvgBps()
		rep, err := now.RepBps(priorBps, uint256.NewInt(priorWeight))
		if err != nil {
			t.Fatal(err)
		}
		if avg > MaxBps || rep > MaxBps || now.DisputeRateBps() > MaxBps {
			t.Fatalf("reads out of range: avg %d rep %d dispute %d", avg, rep, now.DisputeRateBps())
		}
		if now.Weight.IsZero() {
			return
		}
		// The blend lies between the prior and the evidence's own average (floors allowed for).
		lo, hi := min(priorBps, avg), max(priorBps, avg+1)
		if priorWeight == 0 {
			lo, hi = avg, avg+1
		}
		if rep < lo || rep > hi {
			t.Fatalf("repBps %d outside [%d, %d] (prior %d, avg %d)", rep, lo, hi, priorBps, avg)
		}
	})
}

func FuzzWilson(f *testing.F) {
	f.Add(uint8(70), uint64(5_000_000), uint64(2), uint64(12_000_000))
	f.Add(uint8(0), uint64(1), uint64(0), uint64(0))
	f.Add(uint8(100), uint64(1<<40), uint64(95), uint64(1))
	f.Fuzz(func(t *testing.T, r uint8, w uint64, gap uint64, w2 uint64) {
		r, gap = r%101, gap%130
		if w == 0 || w2 == 0 {
			t.Skip()
		}
		p := DefaultPolicy(6)
		var s State
		if err := s.Apply(10, r, uint256.NewInt(w), KindAuto); err != nil {
			t.Fatal(err)
		}
		now := s.At(10 + gap)
		before, err := p.Decide(&now)
		if err != nil {
			t.Fatal(err)
		}
		if before.LowerBps > before.SmoothedBps || before.LowerBps > MaxBps {
			t.Fatalf("lower bound %d above the smoothed score %d", before.LowerBps, before.SmoothedBps)
		}
		// One more rating at 10000 bps never lowers the Wilson bound.
		if err := now.Apply(10+gap, MaxRating, uint256.NewInt(w2), KindAuto); err != nil {
			t.Fatal(err)
		}
		after, err := p.Decide(&now)
		if err != nil {
			t.Fatal(err)
		}
		if after.LowerBps < before.LowerBps {
			t.Fatalf("a perfect rating lowered the bound: %d → %d (smoothed %d → %d)",
				before.LowerBps, after.LowerBps, before.SmoothedBps, after.SmoothedBps)
		}
	})
}
