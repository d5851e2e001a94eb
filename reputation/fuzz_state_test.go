package reputation

import (
	"testing"

	"github.com/holiman/uint256"
)

// Fuzz properties of the ledger/v2 state machine (docs/design.md §12). Run one with
// `go test ./reputation -run '^$' -fuzz '^FuzzStateInvariants$' -fuzztime 60s`.

// ratingsFrom turns fuzz bytes into ratings: 8 bytes each — rating, kind, a weight of up to
// 2^32 base units (or the 12-unit cap), and a completion epoch that may run backwards.
type fuzzRating struct {
	epoch  uint64
	rating uint8
	weight *uint256.Int
	kind   Kind
}

func ratingsFrom(data []byte, start uint64) []fuzzRating {
	var out []fuzzRating
	epoch := start
	for ; len(data) >= 8 && len(out) < 64; data = data[8:] {
		w := uint64(data[2]) | uint64(data[3])<<8 | uint64(data[4])<<16 | uint64(data[5])<<24
		switch {
		case w == 0:
			w = 1
		case data[6]&0x80 != 0:
			w = 12_000_000
		}
		// Mostly forward in small steps, sometimes backwards (a late submission), sometimes far.
		step := uint64(data[7] & 0x3f)
		switch {
		case data[6]&0x40 != 0 && epoch >= step:
			epoch -= step
		case data[6]&0x20 != 0:
			epoch += step * 4
		default:
			epoch += step % 4
		}
		out = append(out, fuzzRating{epoch: epoch, rating: data[0] % 101, weight: uint256.NewInt(w), kind: Kind(data[1] % 3)})
	}
	return out
}

func checkRelations(t *testing.T, where string, s *State) {
	t.Helper()
	var ceiling uint256.Int
	ceiling.Mul(&s.Weight, uint256.NewInt(MaxBps))
	if s.SumW.Gt(&ceiling) || s.Disputed.Gt(&s.Weight) || s.AvgBps() > MaxBps || s.DisputeRateBps() > MaxBps {
		t.Fatalf("%s: sumW %s weight %s disputed %s: avg %d, dispute rate %d", where, &s.SumW, &s.Weight, &s.Disputed,
			s.AvgBps(), s.DisputeRateBps())
	}
}

// FuzzStateInvariants: after every rating, timely or late, the average is at most 10000 bps
// and disputed at most weight; every rating is counted; LastEpoch never goes back; and reading
// later never raises sumW, weight or disputed (decay is monotone, clamp included).
func FuzzStateInvariants(f *testing.F) {
	f.Add([]byte{100, 0, 1, 0, 0, 0, 0, 0, 100, 2, 1, 0, 0, 0, 0, 1}, uint8(5))
	f.Add([]byte{100, 1, 1, 0, 0, 0, 0x40, 3, 0, 0, 9, 0, 0, 0, 0x20, 63}, uint8(200))
	f.Add([]byte{77, 2, 0, 0, 0, 0, 0x80, 2, 13, 0, 255, 255, 255, 255, 0x40, 60}, uint8(96))
	f.Fuzz(func(t *testing.T, data []byte, readGap uint8) {
		var s State
		for i, r := range ratingsFrom(data, 1000) {
			before := s
			if err := s.Apply(r.epoch, r.rating, r.weight, r.kind); err != nil {
				t.Fatalf("rating %d: %v", i, err)
			}
			checkRelations(t, "after a rating", &s)
			if s.Count != before.Count+1 || s.LastEpoch != max(before.LastEpoch, r.epoch) {
				t.Fatalf("rating %d at epoch %d: count %d → %d, last epoch %d → %d", i, r.epoch,
					before.Count, s.Count, before.LastEpoch, s.LastEpoch)
			}
		}
		near, far := s.At(s.LastEpoch+uint64(readGap)%8), s.At(s.LastEpoch+uint64(readGap))
		checkRelations(t, "read", &near)
		checkRelations(t, "read later", &far)
		if far.SumW.Gt(&near.SumW) || far.Weight.Gt(&near.Weight) || far.Disputed.Gt(&near.Disputed) ||
			near.SumW.Gt(&s.SumW) || near.Weight.Gt(&s.Weight) || near.Disputed.Gt(&s.Disputed) {
			t.Fatalf("decay raised a value: %+v → %+v → %+v", s, near, far)
		}
		if s.LastEpoch+uint64(readGap) >= s.LastEpoch+HorizonEpochs && (!far.Weight.IsZero() || !far.SumW.IsZero()) {
			t.Fatalf("evidence %d epochs old must be forgotten: %+v", readGap, far)
		}
	})
}

// FuzzLateRating: a rating submitted after later evidence never counts more than the same
// rating submitted on time. Base evidence ends at epoch e; rating X completed at e; rating Y
// completed at e2 > e. On time, X is applied before Y; late, after. Then, read at e2 and
// later: late weight ≤ timely weight, late disputed ≤ timely disputed, and late sumW below
// timely sumW + 10000 — the one rounding the design allows: X's own decayed w·bps and w floor
// separately, which is worth less than one base unit of weight at 10000 bps.
func FuzzLateRating(f *testing.F) {
	f.Add([]byte{90, 0, 0, 1, 0, 0, 0, 0}, uint8(100), uint64(1), uint8(2), uint8(1), uint64(5_000_000), uint8(80), uint8(3))
	f.Add([]byte{}, uint8(100), uint64(1), uint8(0), uint8(50), uint64(1), uint8(0), uint8(0))
	f.Add([]byte{0, 2, 255, 255, 255, 255, 0x80, 9}, uint8(100), uint64(12_000_000), uint8(2), uint8(95), uint64(3), uint8(1), uint8(90))
	f.Fuzz(func(t *testing.T, base []byte, xRating uint8, xWeight uint64, xKind uint8, gap uint8, yWeight uint64, yRating uint8, readGap uint8) {
		const e = 1000
		var s State
		for _, r := range ratingsFrom(base, e-40) {
			if err := s.Apply(min(r.epoch, e), r.rating, r.weight, r.kind); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Apply(e, 50, uint256.NewInt(1), KindAuto); err != nil { // the base ends at exactly e
			t.Fatal(err)
		}
		x := fuzzRating{epoch: e, rating: xRating % 101, weight: uint256.NewInt(max(1, xWeight)), kind: Kind(xKind % 3)}
		y := fuzzRating{epoch: e + 1 + uint64(gap)%120, rating: yRating % 101, weight: uint256.NewInt(max(1, yWeight)), kind: KindAuto}

		timely, late := s, s
		for _, r := range []fuzzRating{x, y} {
			if err := timely.Apply(r.epoch, r.rating, r.weight, r.kind); err != nil {
				t.Fatal(err)
			}
		}
		for _, r := range []fuzzRating{y, x} {
			if err := late.Apply(r.epoch, r.rating, r.weight, r.kind); err != nil {
				t.Fatal(err)
			}
		}
		if late.Count != timely.Count || late.LastEpoch != timely.LastEpoch {
			t.Fatalf("count or last epoch differ: late %+v, timely %+v", late, timely)
		}
		for _, at := range []uint64{y.epoch, y.epoch + uint64(readGap)} {
			l, tm := late.At(at), timely.At(at)
			var slack uint256.Int
			slack.AddUint64(&tm.SumW, MaxBps)
			if l.Weight.Gt(&tm.Weight) || l.Disputed.Gt(&tm.Disputed) || !l.SumW.Lt(&slack) {
				t.Fatalf("epoch %d: late (sumW %s, weight %s, disputed %s) counts more than timely (%s, %s, %s)",
					at, &l.SumW, &l.Weight, &l.Disputed, &tm.SumW, &tm.Weight, &tm.Disputed)
			}
		}
	})
}
