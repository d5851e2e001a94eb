package reputation

import (
	"math/big"
	"testing"

	"github.com/holiman/uint256"
)

// FuzzLowerBound compares the integer Wilson bound with both references over the whole domain
// (s ≤ 10^4, 1 ≤ m < 2^96, U = 10^0..10^18, 1 ≤ Z ≤ 10^5): equal to the §B transcription,
// never above floor(10^4 · the real-valued bound), at most 1 bps below it; and the 128-bit
// and 256-bit paths agree wherever the first applies.
func FuzzLowerBound(f *testing.F) {
	f.Add(uint16(8018), uint64(44_000_000), uint32(0), uint8(6), uint32(DefaultZ))
	f.Add(uint16(7000), uint64(12_000_000), uint32(0), uint8(6), uint32(DefaultZ))
	f.Add(uint16(0), uint64(1), uint32(0), uint8(0), uint32(1))
	f.Add(uint16(10_000), ^uint64(0), ^uint32(0), uint8(18), uint32(MaxZ))
	f.Add(uint16(5000), uint64(1), uint32(0), uint8(18), uint32(MaxZ))
	f.Add(uint16(9999), uint64(1<<40), uint32(3), uint8(12), uint32(19_600))
	f.Fuzz(func(t *testing.T, s16 uint16, mLo uint64, mHi uint32, decimals uint8, z32 uint32) {
		s := uint64(s16) % (MaxBps + 1)
		m := uint256.Int{mLo, uint64(mHi), 0, 0} // < 2^96
		if m.IsZero() {
			m.SetOne()
		}
		unit := pow10(decimals % 19)
		z := uint64(z32)%MaxZ + 1
		got, err := LowerBoundBps(s, &m, unit, z)
		if err != nil {
			t.Fatal(err)
		}
		if want := specLowerBps(s, m.ToBig(), unit, z); got != want {
			t.Fatalf("s=%d m=%s U=%d Z=%d: %d, docs/design.md §13 says %d", s, &m, unit, z, got, want)
		}
		if fast, ok := wilsonLowerBps128(s, &m, unit, z); ok && fast != wilsonLowerBps256(s, &m, unit, z) {
			t.Fatalf("s=%d m=%s U=%d Z=%d: the 128-bit path gives %d, the 256-bit one %d",
				s, &m, unit, z, fast, wilsonLowerBps256(s, &m, unit, z))
		}
		checkAgainstReference(t, got, s, m.ToBig(), unit, z)
	})
}

// FuzzDecideSmoothing checks Decide's smoothed score against exact big-integer division and
// its verdict against its bound, for any evidence a v2 state can hold.
func FuzzDecideSmoothing(f *testing.F) {
	f.Add(uint64(32_000_000), uint64(0), uint16(8400), uint16(7000), uint64(12_000_000), uint8(6), uint16(5500))
	f.Add(uint64(0), uint64(0), uint16(0), uint16(0), uint64(0), uint8(0), uint16(0))
	f.Add(^uint64(0), uint64(1<<31), uint16(10_000), uint16(10_000), ^uint64(0), uint8(18), uint16(10_000))
	f.Fuzz(func(t *testing.T, wLo, wHi uint64, avg, prior uint16, priorW uint64, decimals uint8, floor uint16) {
		weight := uint256.Int{wLo, wHi % (1 << 31), 0, 0} // with priorW < 2^64: m < 2^96
		avgBps, priorBps, floorBps := uint64(avg)%(MaxBps+1), uint64(prior)%(MaxBps+1), uint64(floor)%(MaxBps+1)
		var sumW uint256.Int
		mulU64(&sumW, &weight, avgBps)
		unit := pow10(decimals % 19)
		d, err := Decide(&sumW, &weight, priorBps, uint256.NewInt(priorW), unit, DefaultZ, floorBps)
		if err != nil {
			t.Fatal(err)
		}
		m := new(big.Int).Add(weight.ToBig(), new(big.Int).SetUint64(priorW))
		want := priorBps
		if m.Sign() > 0 {
			num := new(big.Int).Mul(new(big.Int).SetUint64(priorBps), new(big.Int).SetUint64(priorW))
			want = num.Add(num, sumW.ToBig()).Quo(num, m).Uint64()
		}
		lower := specLowerBps(want, m, unit, DefaultZ)
		if d.SmoothedBps != want || d.LowerBps != lower || d.Routable != (lower >= floorBps) {
			t.Fatalf("Decide = %+v; want smoothed %d, lower %d, routable %v", d, want, lower, lower >= floorBps)
		}
	})
}

func pow10(n uint8) uint64 {
	u := uint64(1)
	for range n {
		u *= 10
	}
	return u
}
