package reputation

import (
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// fast128Zs are the z values the table tries: the smallest, the default, 1.96 and the largest,
// and 13 to 18 (z = 0.0013..0.0018), where an 18-decimals asset's (Z·U)² crosses 2^127, the
// most the fast path's square root takes.
var fast128Zs = []uint64{1, 2, 13, 14, 15, 18, DefaultZ, 19_600, MaxZ}

// The 128-bit Wilson bound equals the 256-bit one wherever it answers, in assets of 0 to 18
// decimals and over small masses, where the rounded-up root matters most (issue 22: with the
// root rounded down instead, thousands of small masses in a 0-decimals asset came out wrong).
// A table first (every mass 1..100 base units and masses around whole units), then a sweep
// with a fixed seed over the masses the fast path takes.
func TestFast128EqualsWidePath(t *testing.T) {
	scores := []uint64{0, 1, 50, 2500, 5000, 5565, 7000, 9999, MaxBps}
	answered := 0
	check := func(s, mass, unit, z uint64) {
		m := uint256.NewInt(mass)
		fast, ok := wilsonLowerBps128(s, m, unit, z)
		if !ok {
			return
		}
		answered++
		if wide := wilsonLowerBps256(s, m, unit, z); fast != wide {
			t.Fatalf("s=%d bps, m=%d base units, U=%d, Z=%d: the 128-bit path gives %d bps, the 256-bit one %d",
				s, mass, unit, z, fast, wide)
		}
	}
	for decimals := uint8(0); decimals <= MaxDecimals; decimals++ {
		unit := pow10(decimals)
		for _, z := range fast128Zs {
			for _, s := range scores {
				for mass := uint64(1); mass <= 100; mass++ {
					check(s, mass, unit, z)
				}
				for units := uint64(1); units <= 16; units++ { // whole units of the asset, ± one base unit
					if mass, carry := units*unit, unit > ^uint64(0)/units; !carry {
						check(s, mass-1, unit, z)
						check(s, mass, unit, z)
						check(s, mass+1, unit, z)
					}
				}
			}
		}
	}

	rng := rand.New(rand.NewPCG(22, 128))
	for range 20_000 {
		unit := pow10(uint8(rng.IntN(MaxDecimals + 1)))
		// m·U must fit 64 bits for the fast path: masses up to 2^64/U, small ones as often as
		// large ones (a random bit length first).
		limit := ^uint64(0) / unit
		mass := rng.Uint64N(limit)>>uint(rng.IntN(64)) + 1
		z := fast128Zs[rng.IntN(len(fast128Zs))]
		if rng.IntN(2) == 0 {
			z = rng.Uint64N(MaxZ) + 1
		}
		check(rng.Uint64N(MaxBps+1), mass, unit, z)
	}
	if answered < 100_000 {
		t.Fatalf("the 128-bit path answered only %d cases: the sweep no longer exercises it", answered)
	}
}

// BenchmarkFastLowerBound128 and BenchmarkFastLowerBound256 price the two paths of the Wilson
// bound on one realistic input (6 decimals, 44 units of mass, 8018 bps), to say whether the
// 128-bit path still earns its place.
func BenchmarkFastLowerBound128(b *testing.B) {
	m := uint256.NewInt(44_000_000)
	var sink uint64
	for b.Loop() {
		sink, _ = wilsonLowerBps128(8018, m, 1_000_000, DefaultZ)
	}
	_ = sink
}

func BenchmarkFastLowerBound256(b *testing.B) {
	m := uint256.NewInt(44_000_000)
	var sink uint64
	for b.Loop() {
		sink = wilsonLowerBps256(8018, m, 1_000_000, DefaultZ)
	}
	_ = sink
}
