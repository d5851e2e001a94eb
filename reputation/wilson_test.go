package reputation

import (
	"errors"
	"math/big"
	"testing"

	"github.com/holiman/uint256"
)

// The seed's calculator (ledger page): 32 units of evidence at 84/100 with the default prior.
// s = (7000·12 + 8400·32) / 44 = 352800 / 44 = 8018.18… → 8018 (4.01★); the Wilson bound with
// n = 44, z = 1 is 0.73528… → 7352 (3.68★), over the 5500 floor.
func TestDecideSeedExample(t *testing.T) {
	p := DefaultPolicy(6)
	var s State
	if err := s.Apply(3, 84, u(32_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	d, err := p.Decide(&s)
	if err != nil || d.SmoothedBps != 8018 || d.LowerBps != 7352 || !d.Routable {
		t.Fatalf("seed example: %+v, %v; want 8018, 7352, routable", d, err)
	}
	if got := [2]string{fmtStars(d.SmoothedBps), fmtStars(d.LowerBps)}; got != [2]string{"4.01", "3.68"} {
		t.Fatalf("seed example in stars: %v, want 4.01★ and 3.68★", got)
	}
}

// docs/design.md §4: a newcomer scored by the prior alone has 7000 bps with a lower bound of 5565: routable.
func TestDecidePriorAlone(t *testing.T) {
	p := DefaultPolicy(6)
	var newcomer State
	d, err := p.Decide(&newcomer)
	if err != nil || d.SmoothedBps != 7000 || d.LowerBps != 5565 || !d.Routable {
		t.Fatalf("prior alone: %+v, %v; want smoothed 7000, lower 5565, routable", d, err)
	}
	// The same in an 18-decimals asset and in a 0-decimals one: only n = m/U matters.
	for _, decimals := range []uint8{0, 18} {
		q := DefaultPolicy(decimals)
		if d2, err := q.Decide(&newcomer); err != nil || d2 != d {
			t.Fatalf("prior alone with %d decimals: %+v, %v", decimals, d2, err)
		}
	}
}

// docs/design.md §4: one poor rating drops a newcomer under the floor. A crash (rating 20) paid 5 U:
// repBps = (7000·12 + 2000·5) / 17 = 5529.
func TestDecideOnePoorRating(t *testing.T) {
	p := DefaultPolicy(6)
	var crashed State
	if err := crashed.Apply(1, 20, u(5_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	d, err := p.Decide(&crashed)
	if err != nil || d.SmoothedBps != 5529 || d.Routable || d.LowerBps >= FloorBps {
		t.Fatalf("after one poor rating: %+v, %v; want smoothed 5529 under the %d floor", d, err, FloorBps)
	}
	checkAgainstReference(t, d.LowerBps, 5529, big.NewInt(17_000_000), 1_000_000, DefaultZ)
}

func TestDecideMoreEvidenceNarrowsTheBound(t *testing.T) {
	few, _ := LowerBoundBps(9000, u(12_000_000), 1_000_000, DefaultZ)
	many, _ := LowerBoundBps(9000, u(120_000_000), 1_000_000, DefaultZ)
	wide, _ := LowerBoundBps(9000, u(120_000_000), 1_000_000, 2*DefaultZ)
	if many <= few || wide >= many {
		t.Fatalf("n=12: %d, n=120: %d, n=120 with z=2: %d; want more evidence to raise it, a wider z to lower it", few, many, wide)
	}
}

// Decide's smoothed score is the ledger's repBps, to the integer.
func TestDecideSmoothedIsRepBps(t *testing.T) {
	var s State
	if err := s.Apply(10, 95, u(5_000_000), KindAuto); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(12, 20, u(12_000_000), KindDispute); err != nil {
		t.Fatal(err)
	}
	now := s.At(15)
	for _, prior := range []struct{ bps, weight uint64 }{{7000, 12_000_000}, {0, 1}, {10_000, 0}, {3333, 1 << 40}} {
		rep, err := now.RepBps(prior.bps, u(prior.weight))
		if err != nil {
			t.Fatal(err)
		}
		d, err := Decide(&now.SumW, &now.Weight, prior.bps, u(prior.weight), 1_000_000, DefaultZ, FloorBps)
		if err != nil || d.SmoothedBps != rep {
			t.Fatalf("prior %+v: smoothed %d (%v), repBps %d", prior, d.SmoothedBps, err, rep)
		}
	}
}

// Edges of the domain: each case is checked against the §B transcription (exactly) and the
// real-valued bound (within 1 bps below); the cases with a hand-worked value also against that.
func TestDecideEdges(t *testing.T) {
	huge := new(uint256.Int).Sub(new(uint256.Int).Lsh(u(1), MaxMassBits), u(1)) // 2^96 − 1
	for _, tc := range []struct {
		name                 string
		sumW, weight, priorW *uint256.Int
		priorBps             uint64
		unit, z              uint64
		wantSmoothed         uint64
		wantLower            int64 // −1: no hand-worked value, the references decide
		wantRoutable         bool
	}{
		// No mass at all: nothing to bound. The prior's score is shown, the bound is 0.
		{"m = 0", u(0), u(0), u(0), 7000, 1_000_000, DefaultZ, 7000, 0, false},
		// s = 0: R = (Z·U)², r = Z·U exactly, N = Z²U − Z·ZU = 0.
		{"s = 0", u(0), u(5_000_000), u(7_000_000), 0, 1_000_000, DefaultZ, 0, 0, false},
		// s = 10000, n = 12: the bound is 1/(1 + z²/n) = 12/13 = 0.923076… → 9230.
		{"s = 10000", u(12_000_000 * 10_000), u(12_000_000), u(0), 0, 1_000_000, DefaultZ, 10_000, 9230, true},
		// s = 10000, n = 12, z = 2: 1/(1 + 4/12) = 0.75 exactly: the root is exact, so is 7500.
		{"s = 10000, z = 2, exact quotient", u(12 * 10_000), u(12), u(0), 0, 1, 2 * DefaultZ, 10_000, 7500, true},
		// s = 5000, n = 1, z = 1: (0.5 + 0.5 − √(0.25 + 0.25)) / 2 = 0.14644… → 1464.
		{"s = 5000, n = 1, U = 1", u(5000), u(1), u(0), 0, 1, DefaultZ, 5000, 1464, false},
		{"U = 1, prior alone", u(0), u(0), u(12), 7000, 1, DefaultZ, 7000, 5565, true},
		{"U = 10^18, prior alone", u(0), u(0), new(uint256.Int).Mul(u(12), u(MaxUnit)), 7000, MaxUnit, DefaultZ, 7000, 5565, true},
		{"U = 10^18, a million units at 99", new(uint256.Int).Mul(new(uint256.Int).Mul(u(1_000_000), u(MaxUnit)), u(9900)),
			new(uint256.Int).Mul(u(1_000_000), u(MaxUnit)), u(0), 0, MaxUnit, DefaultZ, 9900, -1, true},
		{"huge m, U = 1: n = 2^96 − 1", new(uint256.Int).Mul(huge, u(8400)), huge, u(0), 0, 1, DefaultZ, 8400, 8399, true},
		{"huge m, U = 10^18, z = 10", new(uint256.Int).Mul(huge, u(8400)), huge, u(0), 0, MaxUnit, MaxZ, 8400, -1, true},
		{"huge m, s = 10000, U = 1", new(uint256.Int).Mul(huge, u(10_000)), huge, u(0), 0, 1, DefaultZ, 10_000, 9999, true},
		{"Z = 1 (z = 0.0001)", u(0), u(0), u(12_000_000), 7000, 1_000_000, 1, 7000, 6999, true},
	} {
		d, err := Decide(tc.sumW, tc.weight, tc.priorBps, tc.priorW, tc.unit, tc.z, FloorBps)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var m uint256.Int
		m.Add(tc.priorW, tc.weight)
		want := specLowerBps(d.SmoothedBps, m.ToBig(), tc.unit, tc.z)
		if d.SmoothedBps != tc.wantSmoothed || d.LowerBps != want || d.Routable != tc.wantRoutable ||
			(tc.wantLower >= 0 && d.LowerBps != uint64(tc.wantLower)) {
			t.Fatalf("%s: %+v; want smoothed %d, lower %d (by §B: %d), routable %v",
				tc.name, d, tc.wantSmoothed, tc.wantLower, want, tc.wantRoutable)
		}
		checkAgainstReference(t, d.LowerBps, d.SmoothedBps, m.ToBig(), tc.unit, tc.z)
	}
}

// A floor of 0 admits everyone, even with no mass; a floor of 10000 only a perfect bound.
func TestDecideFloorEdges(t *testing.T) {
	if d, _ := Decide(u(0), u(0), 7000, u(0), 1, DefaultZ, 0); !d.Routable {
		t.Fatalf("floor 0 with no mass: %+v", d)
	}
	if d, _ := Decide(u(10_000), u(1), 10_000, u(0), 1, DefaultZ, MaxBps); d.Routable {
		t.Fatalf("floor 10000 reached by a bound under 10000: %+v", d)
	}
}

func TestDecideRejects(t *testing.T) {
	over := new(uint256.Int).Lsh(u(1), MaxMassBits)
	for _, tc := range []struct {
		name                 string
		sumW, weight, priorW *uint256.Int
		priorBps, unit, z    uint64
		floor                uint64
		want                 error
	}{
		{"prior above 10000", u(0), u(1), u(1), 10_001, 1, DefaultZ, FloorBps, ErrPriorRange},
		{"floor above 10000", u(0), u(1), u(1), 7000, 1, DefaultZ, 10_001, ErrFloorRange},
		{"z = 0", u(0), u(1), u(1), 7000, 1, 0, FloorBps, ErrZRange},
		{"z above 10", u(0), u(1), u(1), 7000, 1, MaxZ + 1, FloorBps, ErrZRange},
		{"unit 0", u(0), u(1), u(1), 7000, 0, DefaultZ, FloorBps, ErrUnitRange},
		{"unit above 10^18", u(0), u(1), u(1), 7000, MaxUnit + 1, DefaultZ, FloorBps, ErrUnitRange},
		{"mass 2^96", u(0), over, u(0), 7000, 1, DefaultZ, FloorBps, ErrMassRange},
		{"mass overflows", u(0), new(uint256.Int).SetAllOne(), u(1), 7000, 1, DefaultZ, FloorBps, ErrMassRange},
		{"average above 10000 bps", u(10_001), u(1), u(0), 7000, 1, DefaultZ, FloorBps, ErrEvidenceRange},
		{"sumW overflows", new(uint256.Int).SetAllOne(), u(1), u(1), 7000, 1, DefaultZ, FloorBps, ErrEvidenceRange},
	} {
		if _, err := Decide(tc.sumW, tc.weight, tc.priorBps, tc.priorW, tc.unit, tc.z, tc.floor); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if _, err := LowerBoundBps(10_001, u(1), 1, DefaultZ); !errors.Is(err, ErrEvidenceRange) {
		t.Errorf("LowerBoundBps above 10000 bps: %v", err)
	}
	if _, err := LowerBoundBps(5000, over, 1, DefaultZ); !errors.Is(err, ErrMassRange) {
		t.Errorf("LowerBoundBps with mass 2^96: %v", err)
	}
	bad := DefaultPolicy(19)
	if err := bad.Validate(); !errors.Is(err, ErrUnitRange) {
		t.Errorf("a 19-decimals policy: %v, want %v", err, ErrUnitRange)
	}
	if good := DefaultPolicy(18); good.Validate() != nil {
		t.Errorf("an 18-decimals policy: %v", good.Validate())
	}
}

func TestMaxPriorWeightUnits(t *testing.T) {
	limit := new(big.Int).Lsh(big.NewInt(1), MaxMassBits)
	limit.Sub(limit, big.NewInt(1)).Quo(limit, new(big.Int).SetUint64(MaxUnit))
	if limit.Uint64() != MaxPriorWeightUnits || pow10(MaxDecimals) != MaxUnit {
		t.Fatalf("⌊(2^96 − 1) / 10^18⌋ = %s, constant %d", limit, uint64(MaxPriorWeightUnits))
	}
	p := DefaultPolicy(MaxDecimals)
	p.PriorWeight.Mul(u(MaxPriorWeightUnits), u(MaxUnit))
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	p.PriorWeight.Add(&p.PriorWeight, u(MaxUnit))
	if err := p.Validate(); !errors.Is(err, ErrMassRange) {
		t.Fatalf("one unit more: %v", err)
	}
}

func TestStars(t *testing.T) {
	if Stars(7000) != 3.5 || Stars(5500) != 2.75 || StarsToBps(3.5) != 7000 || StarsToBps(2.75) != 5500 {
		t.Fatal("stars and bps do not convert as docs/design.md §2 says (7000 bps = 3.50★, 5500 bps = 2.75★)")
	}
}

func fmtStars(bps uint64) string { return big.NewFloat(Stars(bps)).Text('f', 2) }

// A lower bound exactly on the floor is routable: the floor is the lowest bound that may be
// hired (docs/design.md §4), so 5500 passes a 5500 floor and fails a 5501 one.
func TestLowerBoundOnTheFloorIsRoutable(t *testing.T) {
	p := DefaultPolicy(6)
	for units := uint64(1); units <= 400; units++ {
		weight := uint256.NewInt(units * p.Unit)
		for mean := uint64(0); mean <= MaxBps; mean += 7 {
			sumW := new(uint256.Int).Mul(weight, uint256.NewInt(mean))
			d, err := Decide(sumW, weight, p.PriorBps, &p.PriorWeight, p.Unit, p.Z, FloorBps)
			if err != nil {
				t.Fatal(err)
			}
			if d.LowerBps != FloorBps {
				continue
			}
			if !d.Routable {
				t.Fatalf("%d units at %d bps: lower bound %d, exactly the floor, and not routable", units, mean, d.LowerBps)
			}
			above, err := Decide(sumW, weight, p.PriorBps, &p.PriorWeight, p.Unit, p.Z, FloorBps+1)
			if err != nil || above.Routable {
				t.Fatalf("%d units at %d bps: lower bound %d is routable under a floor of %d (%v)", units, mean, d.LowerBps, FloorBps+1, err)
			}
			return
		}
	}
	t.Fatal("no evidence landed exactly on the floor: widen the search")
}
