package reputation

import (
	"math/big"
	"testing"
)

// Two references for the integer decision, written from the texts, not from wilson.go:
//
//   - specLowerBps is docs/design.md §13 transcribed into math/big integers (unbounded, so it says what
//     the formula means without any 256-bit shortcut): the fast code must equal it exactly.
//   - wilsonRefBps is docs/design.md §4's real-valued bound, 10^4·lower with p = s/10^4 and n = m/U, in
//     512-bit floating point: the integer bound must be ≤ floor of it and ≥ floor of it − 1.

func specLowerBps(s uint64, m *big.Int, unit, z uint64) uint64 {
	if m.Sign() == 0 {
		return 0
	}
	bs, bu, bz := new(big.Int).SetUint64(s), new(big.Int).SetUint64(unit), new(big.Int).SetUint64(z)
	mul := func(xs ...*big.Int) *big.Int {
		out := big.NewInt(1)
		for _, x := range xs {
			out.Mul(out, x)
		}
		return out
	}
	z2u := mul(bz, bz, bu)
	// R = 4·s·(10000 − s)·m·U + Z²·U²
	rr := mul(big.NewInt(4), bs, new(big.Int).Sub(big.NewInt(10_000), bs), m, bu)
	rr.Add(rr, mul(bz, bz, bu, bu))
	r := new(big.Int).Sqrt(rr)
	if mul(r, r).Cmp(rr) < 0 {
		r.Add(r, big.NewInt(1))
	}
	n := mul(big.NewInt(20_000), bs, m)
	n.Add(n, z2u).Sub(n, mul(bz, r))
	if n.Sign() <= 0 {
		return 0
	}
	d := mul(big.NewInt(100_000_000), m)
	d.Add(d, z2u).Lsh(d, 1)
	q := new(big.Int).Quo(mul(big.NewInt(10_000), n), d)
	return min(s, q.Uint64())
}

const refPrec = 512

func wilsonRefBps(s uint64, m *big.Int, unit, z uint64) *big.Float {
	f := func() *big.Float { return new(big.Float).SetPrec(refPrec) }
	p := f().Quo(f().SetUint64(s), f().SetUint64(10_000))
	n := f().Quo(f().SetInt(m), f().SetUint64(unit))
	zz := f().Quo(f().SetUint64(z), f().SetUint64(10_000))
	z2 := f().Mul(zz, zz)
	// lower = (p + z²/(2n) − z·√(p(1−p)/n + z²/(4n²))) / (1 + z²/n)
	centre := f().Add(p, f().Quo(z2, f().Mul(f().SetUint64(2), n)))
	variance := f().Quo(f().Mul(p, f().Sub(f().SetUint64(1), p)), n)
	variance.Add(variance, f().Quo(z2, f().Mul(f().SetUint64(4), f().Mul(n, n))))
	margin := f().Mul(zz, f().Sqrt(variance))
	lower := f().Quo(f().Sub(centre, margin), f().Add(f().SetUint64(1), f().Quo(z2, n)))
	return lower.Mul(lower, f().SetUint64(10_000))
}

// refSlack absorbs the reference's own rounding (hundreds of bits below the comparisons made).
var refSlack = new(big.Float).SetMantExp(big.NewFloat(1), -300)

// checkAgainstReference asserts got ≤ floor(x) and got ≥ floor(x) − 1 for x = wilsonRefBps,
// that is got ≤ x and x < got + 2, each up to refSlack.
func checkAgainstReference(t *testing.T, got, s uint64, m *big.Int, unit, z uint64) {
	t.Helper()
	if m.Sign() == 0 {
		if got != 0 {
			t.Fatalf("no mass: lower bound %d, want 0", got)
		}
		return
	}
	x := wilsonRefBps(s, m, unit, z)
	g := new(big.Float).SetPrec(refPrec).SetUint64(got)
	if g.Cmp(new(big.Float).SetPrec(refPrec).Add(x, refSlack)) > 0 {
		t.Fatalf("s=%d m=%s U=%d Z=%d: integer bound %d above the exact bound %s", s, m, unit, z, got, x.Text('f', 12))
	}
	if x.Cmp(new(big.Float).SetPrec(refPrec).Add(g.Add(g, big.NewFloat(2)), refSlack)) >= 0 {
		t.Fatalf("s=%d m=%s U=%d Z=%d: integer bound %d more than 1 bps under floor(%s)", s, m, unit, z, got, x.Text('f', 12))
	}
}
