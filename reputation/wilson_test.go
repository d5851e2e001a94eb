package reputation

import "testing"

// docs/design.md §4: a newcomer scored by the prior alone has 7000 bps with a lower bound of 5565: routable.
func TestDecidePriorAlone(t *testing.T) {
	d := Decide(PriorBps, PriorWeightUnit, DefaultZ, FloorBps)
	if d.SmoothedBps != 7000 || d.LowerBps != 5565 || !d.Routable {
		t.Fatalf("prior alone: %+v, want smoothed 7000, lower 5565, routable", d)
	}
}

// docs/design.md §4: one poor rating drops a newcomer under the floor. A crash (rating 20) paid 5 U:
// repBps = (7000·12 + 2000·5) / 17 = 5529, n = 17.
func TestDecideOnePoorRating(t *testing.T) {
	d := Decide(5529, 17, DefaultZ, FloorBps)
	if d.Routable || d.LowerBps >= FloorBps {
		t.Fatalf("after one poor rating: %+v, want under the %d floor", d, FloorBps)
	}
}

func TestDecideMoreEvidenceNarrowsTheBound(t *testing.T) {
	few, many := Decide(9000, 12, DefaultZ, FloorBps), Decide(9000, 120, DefaultZ, FloorBps)
	if many.LowerBps <= few.LowerBps {
		t.Fatalf("lower bound with n=120 (%d) not above n=12 (%d)", many.LowerBps, few.LowerBps)
	}
}

func TestStars(t *testing.T) {
	if Stars(7000) != 3.5 || Stars(5500) != 2.75 || StarsToBps(3.5) != 7000 || StarsToBps(2.75) != 5500 {
		t.Fatal("stars and bps do not convert as docs/design.md §2 says (7000 bps = 3.50★, 5500 bps = 2.75★)")
	}
}
