package reputation

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// The word-level helpers against uint256 and math/big, for operands of every size.
func TestWordHelpers(t *testing.T) {
	rng := rand.New(rand.NewPCG(128, 256))
	word := func() uint64 { return rng.Uint64() >> uint(rng.IntN(64)) }
	for i := 0; i < 100_000; i++ {
		x := uint256.Int{word(), word(), word(), word()}
		x.Rsh(&x, uint(rng.IntN(256)))
		y := word()

		var got, want uint256.Int
		overflow := mulSmallOverflow(&got, &x, y)
		_, wantOverflow := want.MulOverflow(&x, uint256.NewInt(y))
		if got != want || overflow != wantOverflow {
			t.Fatalf("mulSmallOverflow(%s, %d) = %s, %v; want %s, %v", &x, y, &got, overflow, &want, wantOverflow)
		}

		h := uint256.Int{x[0], x[1], 0, 0}
		if sqr128(&got, &h); got != *want.Mul(&h, &h) {
			t.Fatalf("sqr128(%s) = %s, want %s", &h, &got, &want)
		}

		n, d := uint256.Int{word(), word(), 0, 0}, uint256.Int{word(), word() >> uint(rng.IntN(64)), 0, 0}
		if d.IsZero() {
			continue
		}
		q, ok := quoSmall128(n[1], n[0], d[1], d[0])
		exact := new(big.Int).Quo(n.ToBig(), d.ToBig())
		switch {
		case exact.BitLen() <= 31 && (!ok || exact.Uint64() != q):
			t.Fatalf("quoSmall128(%s / %s) = %d, %v; want %s", &n, &d, q, ok, exact)
		case ok && exact.Uint64() != q:
			t.Fatalf("quoSmall128(%s / %s) = %d claimed exact; want %s", &n, &d, q, exact)
		}
	}
}
