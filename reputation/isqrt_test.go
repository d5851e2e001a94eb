package reputation

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// wantSqrtCeil is ⌈√x⌉ by math/big: ⌊√x⌋, plus one unless x is a perfect square.
func wantSqrtCeil(x *uint256.Int) *big.Int {
	b := x.ToBig()
	r := new(big.Int).Sqrt(b)
	if new(big.Int).Mul(r, r).Cmp(b) < 0 {
		r.Add(r, big.NewInt(1))
	}
	return r
}

func checkSqrtCeil(t *testing.T, x *uint256.Int) {
	t.Helper()
	var got uint256.Int
	sqrtCeil(&got, x)
	if want := wantSqrtCeil(x); got.ToBig().Cmp(want) != 0 {
		t.Fatalf("sqrtCeil(%s) = %s, want %s", x, &got, want)
	}
}

// Every value up to 2^17, and the squares around every power of two and around the largest
// roots of each size: where a float estimate or a 128-bit shortcut would slip.
func TestSqrtCeilEdges(t *testing.T) {
	for v := uint64(0); v <= 1<<17; v++ {
		checkSqrtCeil(t, uint256.NewInt(v))
	}
	one := uint256.NewInt(1)
	for bitsLen := uint(1); bitsLen <= 128; bitsLen++ {
		var root, sq, x uint256.Int
		for _, r := range []*uint256.Int{
			new(uint256.Int).Lsh(one, bitsLen-1),                            // 2^(b−1)
			new(uint256.Int).Sub(new(uint256.Int).Lsh(one, bitsLen), one),   // 2^b − 1
			new(uint256.Int).Add(new(uint256.Int).Lsh(one, bitsLen-1), one), // 2^(b−1) + 1
		} {
			root.Set(r)
			sq.Mul(&root, &root)
			checkSqrtCeil(t, &sq)
			checkSqrtCeil(t, x.AddUint64(&sq, 1))
			if !sq.IsZero() {
				checkSqrtCeil(t, x.SubUint64(&sq, 1))
			}
		}
		// Powers of two themselves, up to 2^255, and one below each.
		for _, shift := range []uint{2*bitsLen - 2, 2*bitsLen - 1} {
			p := new(uint256.Int).Lsh(one, shift)
			checkSqrtCeil(t, p)
			checkSqrtCeil(t, x.SubUint64(p, 1))
		}
	}
	checkSqrtCeil(t, new(uint256.Int).SetAllOne()) // 2^256 − 1
}

// Random values of every bit length, drawn with a fixed seed so a failure can be replayed.
func TestSqrtCeilRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 15))
	for i := 0; i < 50_000; i++ {
		x := uint256.Int{rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64()}
		x.Rsh(&x, uint(rng.IntN(256)))
		checkSqrtCeil(t, &x)
	}
}

func FuzzSqrtCeil(f *testing.F) {
	f.Add(uint64(0), uint64(0), uint64(0), uint64(0))
	f.Add(^uint64(0), ^uint64(0), uint64(0), uint64(0))
	f.Add(^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0))
	f.Add(uint64(1), uint64(0), uint64(1<<62), uint64(0))
	f.Fuzz(func(t *testing.T, a, b, c, d uint64) {
		checkSqrtCeil(t, &uint256.Int{a, b, c, d})
	})
}
