package reputation

import (
	"testing"

	"github.com/holiman/uint256"
)

// docs/design.md §12, the clamp: 1 base unit at 100 decays to floor(10000·0.925) = 9250 of sumW but
// floor(0.925) = 0 of weight; ledger/v1 kept sumW 9250 over weight 0, v2 clamps it to 0.
func TestStateClampAfterDecay(t *testing.T) {
	var s State
	if err := s.Apply(10, 100, u(1), KindDispute); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(10, 100, u(3), KindAuto); err != nil {
		t.Fatal(err)
	}
	// One epoch on: sumW floor(40000·0.925) = 37000, weight floor(4·0.925) = 3: 37000 > 30000.
	// Disputed floor(1·0.925) = 0.
	at := s.At(11)
	if at.SumW.Uint64() != 30_000 || at.Weight.Uint64() != 3 || at.Disputed.Uint64() != 0 || at.AvgBps() != 10_000 {
		t.Fatalf("read one epoch later: sumW %s weight %s disputed %s avg %d; want 30000, 3, 0, 10000",
			&at.SumW, &at.Weight, &at.Disputed, at.AvgBps())
	}
	// A write that decays clamps the same way before adding.
	if err := s.Apply(11, 0, u(1), KindAuto); err != nil {
		t.Fatal(err)
	}
	if s.SumW.Uint64() != 30_000 || s.Weight.Uint64() != 4 || s.AvgBps() != 7500 {
		t.Fatalf("after a write one epoch later: sumW %s weight %s", &s.SumW, &s.Weight)
	}
	// Disputed stays within weight: 2 base units, both disputed, decay to 1 and 1.
	var d State
	if err := d.Apply(0, 50, u(2), KindDispute); err != nil {
		t.Fatal(err)
	}
	if got := d.At(1); got.Weight.Uint64() != 1 || got.Disputed.Uint64() != 1 || got.DisputeRateBps() != 10_000 {
		t.Fatalf("disputed state one epoch later: weight %s disputed %s", &got.Weight, &got.Disputed)
	}
}

// docs/design.md §12, a late rating: it is decayed by the epochs it missed and added; LastEpoch stays.
func TestStateLateRating(t *testing.T) {
	var s State
	if err := s.Apply(1000, 95, u(5_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	// A rating of 20, weight 12e6, whose job completed two epochs before the state's last:
	// + floor(24e9 · 0.855625) = 20_535_000_000 of sumW, + floor(12e6 · 0.855625) = 10_267_500.
	if err := s.Apply(998, 20, u(12_000_000), KindDispute); err != nil {
		t.Fatal(err)
	}
	if s.SumW.Uint64() != 47_500_000_000+20_535_000_000 || s.Weight.Uint64() != 15_267_500 ||
		s.Disputed.Uint64() != 10_267_500 || s.LastEpoch != 1000 || s.Count != 2 {
		t.Fatalf("after a late rating: sumW %s weight %s disputed %s last %d count %d",
			&s.SumW, &s.Weight, &s.Disputed, s.LastEpoch, s.Count)
	}
	// Had it arrived first, the state would be the same up to rounding: here exactly.
	var timely State
	if err := timely.Apply(998, 20, u(12_000_000), KindDispute); err != nil {
		t.Fatal(err)
	}
	if err := timely.Apply(1000, 95, u(5_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	if timely.SumW != s.SumW || timely.Weight != s.Weight || timely.Disputed != s.Disputed {
		t.Fatalf("timely %+v, late %+v", timely, s)
	}
}

// A rating 96 or more epochs late adds nothing but is still counted.
func TestStateForgottenLateRatingIsCounted(t *testing.T) {
	var s State
	if err := s.Apply(500, 80, u(1_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	before := s
	if err := s.Apply(500-HorizonEpochs, 100, u(12_000_000), KindDispute); err != nil {
		t.Fatal(err)
	}
	if s.SumW != before.SumW || s.Weight != before.Weight || s.Disputed != before.Disputed ||
		s.LastEpoch != 500 || s.Count != 2 {
		t.Fatalf("a forgotten rating changed the state: %+v → %+v", before, s)
	}
	// 95 epochs late it still carries floor(12e6 · F(95) / 1e18) = floor(7288.6…) = 7288 base units.
	if err := s.Apply(500-95, 100, u(12_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	if got := s.Weight.Uint64() - before.Weight.Uint64(); got != 7288 || s.Count != 3 {
		t.Fatalf("95 epochs late: added weight %d, count %d", got, s.Count)
	}
}

// The late path clamps again: 1 base unit at 100 one epoch late adds floor(10000·0.925) = 9250
// of sumW and 0 of weight; a state already at 10000 bps cannot hold it.
func TestStateLateRatingClamps(t *testing.T) {
	var s State
	if err := s.Apply(7, 100, u(2), KindAuto); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(6, 100, u(1), KindDispute); err != nil {
		t.Fatal(err)
	}
	if s.SumW.Uint64() != 20_000 || s.Weight.Uint64() != 2 || s.Disputed.Uint64() != 0 || s.Count != 2 {
		t.Fatalf("late rating onto a perfect state: sumW %s weight %s disputed %s", &s.SumW, &s.Weight, &s.Disputed)
	}
	// Below 10000 bps the rounding can land: sumW 2·5000 + 9250 = 19250 ≤ 10000·2.
	var t2 State
	_ = t2.Apply(7, 50, u(2), KindAuto)
	_ = t2.Apply(6, 100, u(1), KindAuto)
	if t2.SumW.Uint64() != 19_250 || t2.Weight.Uint64() != 2 {
		t.Fatalf("late rating onto a 5000 bps state: sumW %s weight %s", &t2.SumW, &t2.Weight)
	}
}

func TestApplyLateRejectsLikeTimely(t *testing.T) {
	var s State
	if err := s.Apply(9, 50, u(1), KindAuto); err != nil {
		t.Fatal(err)
	}
	before := s
	if s.Apply(3, 101, u(1), KindAuto) == nil || s.Apply(3, 50, u(0), KindAuto) == nil ||
		s.Apply(3, 50, u(1), 7) == nil || s != before {
		t.Fatalf("late ratings must be checked as timely ones are: %+v", s)
	}
	big := new(uint256.Int).SetAllOne()
	if s.Apply(3, 1, big, KindAuto) == nil || s != before {
		t.Fatal("a late rating whose w·bps overflows must be refused")
	}
}
