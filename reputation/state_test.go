package reputation

import (
	"errors"
	"testing"

	"github.com/holiman/uint256"
)

func u(v uint64) *uint256.Int { return uint256.NewInt(v) }

// The same two ratings as the contract's Go and Foundry tests, by hand (docs/design.md §3):
// 95 with weight 5e6, then 20 with weight 12e6 two epochs later.
func TestStateHandComputed(t *testing.T) {
	var s State
	if err := s.Apply(1000, 95, u(5_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	if s.SumW.Uint64() != 47_500_000_000 || s.Weight.Uint64() != 5_000_000 || s.Count != 1 {
		t.Fatalf("after one rating: %+v", s)
	}
	if err := s.Apply(1002, 20, u(12_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	// F(2) = 0.855625: 47.5e9 → 40_642_187_500, 5e6 → 4_278_125.
	if s.SumW.Uint64() != 64_642_187_500 || s.Weight.Uint64() != 16_278_125 || s.Count != 2 || s.LastEpoch != 1002 {
		t.Fatalf("after decay and a second rating: sumW %s weight %s count %d", &s.SumW, &s.Weight, s.Count)
	}
	if got, _ := s.RepBps(7000, u(12_000_000)); got != 5256 {
		t.Fatalf("repBps = %d, want 5256", got)
	}
	if got := s.AvgBps(); got != 64_642_187_500/16_278_125 {
		t.Fatalf("avgBps = %d", got)
	}
	later := s.At(1003) // reads decay without writing
	if later.SumW.Uint64() != 59_794_023_437 || later.Weight.Uint64() != 15_057_265 || s.LastEpoch != 1002 {
		t.Fatalf("read one epoch later: sumW %s weight %s", &later.SumW, &later.Weight)
	}
}

func TestStateDisputesAndHorizon(t *testing.T) {
	var s State
	if err := s.Apply(10, 30, u(4), KindDispute); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(10, 90, u(4), KindBuyer); err != nil {
		t.Fatal(err)
	}
	if s.DisputeRateBps() != 5000 || s.Disputed.Uint64() != 4 {
		t.Fatalf("dispute rate %d, disputed %s", s.DisputeRateBps(), &s.Disputed)
	}
	var big State
	if err := big.Apply(10, 50, u(1e12), KindAuto); err != nil {
		t.Fatal(err)
	}
	// 1e12 · F(95) / 1e18, with F(95) = 607385766191181 (0.925^95 ≈ 6.07e-4).
	if b := big.At(10 + 95); b.Weight.Uint64() != 607385766 || DecayFactor(95) != 607385766191181 {
		t.Fatalf("evidence 95 epochs old must be decayed, not forgotten: %s", &b.Weight)
	}
	if b := big.At(10 + 96); !b.Weight.IsZero() {
		t.Fatalf("evidence 96 epochs old must be forgotten: %s", &b.Weight)
	}
	at := s.At(10 + 96)
	if !at.SumW.IsZero() || !at.Weight.IsZero() || !at.Disputed.IsZero() || at.Count != 2 {
		t.Fatalf("96 epochs later everything but the count is forgotten: %+v", at)
	}
	if at.AvgBps() != 0 || at.DisputeRateBps() != 0 {
		t.Fatal("reads of an empty state must be 0")
	}
	if got, _ := at.RepBps(7000, u(0)); got != 7000 {
		t.Fatalf("repBps with no weight at all = %d, want the prior 7000", got)
	}
}

func TestApplyRejects(t *testing.T) {
	var s State
	if err := s.Apply(5, 50, u(1), KindAuto); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		epoch  uint64
		rating uint8
		weight uint64
		kind   Kind
		want   error
	}{
		{"rating above 100", 5, 101, 1, KindAuto, ErrRatingRange},
		{"zero weight", 5, 50, 0, KindAuto, ErrZeroWeight},
		{"unknown kind", 5, 50, 1, 3, ErrUnknownKind},
	} {
		before := s
		if err := s.Apply(tc.epoch, tc.rating, u(tc.weight), tc.kind); !errors.Is(err, tc.want) {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.want)
		}
		if s != before {
			t.Errorf("%s: a rejected rating changed the state", tc.name)
		}
	}
	if _, err := s.RepBps(10_001, u(1)); !errors.Is(err, ErrPriorRange) {
		t.Errorf("prior above 10000 bps: %v", err)
	}
}

func TestWeightIsCapped(t *testing.T) {
	if w := Weight(u(20_000_000), u(12_000_000)); w.Uint64() != 12_000_000 {
		t.Fatalf("weight of 20 U under a 12 U cap = %s", w)
	}
	if w := Weight(u(1), u(12_000_000)); w.Uint64() != 1 {
		t.Fatalf("weight of 1 base unit = %s", w)
	}
}

func TestPolicyDecide(t *testing.T) {
	p := DefaultPolicy(6)
	var newcomer State
	d, err := p.Decide(&newcomer)
	if err != nil || d.SmoothedBps != 7000 || d.LowerBps != 5565 || !d.Routable {
		t.Fatalf("newcomer: %+v %v", d, err)
	}
	var crashed State
	if err := crashed.Apply(1, 20, u(5_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	if d, _ := p.Decide(&crashed); d.Routable {
		t.Fatalf("one crash must drop a newcomer under the floor: %+v", d)
	}
}

func TestParseKind(t *testing.T) {
	for _, k := range []Kind{KindAuto, KindBuyer, KindDispute} {
		if got, err := ParseKind(k.String()); err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v", k, got, err)
		}
	}
	if _, err := ParseKind("arbiter"); !errors.Is(err, ErrUnknownKind) {
		t.Errorf("ParseKind(arbiter): %v", err)
	}
}
