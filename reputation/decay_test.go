package reputation

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// TestDecayFactorSpotValues pins F(k) at values that can be worked out by hand (docs/design.md §2).
func TestDecayFactorSpotValues(t *testing.T) {
	for _, tc := range []struct {
		k    uint64
		want uint64
	}{
		{0, 1_000_000_000_000_000_000},
		{1, 925_000_000_000_000_000},
		{2, 855_625_000_000_000_000},
		{3, 791_453_125_000_000_000},
		{96, 0},
		{97, 0},
		{1 << 40, 0},
	} {
		if got := DecayFactor(tc.k); got != tc.want {
			t.Errorf("F(%d) = %d, want %d", tc.k, got, tc.want)
		}
	}
}

// TestDecayFactorMatchesRational recomputes F(k) = floor(1e18 · (37/40)^k) with exact rationals,
// a different route from the table's integer powers, and checks every k below the horizon.
func TestDecayFactorMatchesRational(t *testing.T) {
	ratio := big.NewRat(37, 40) // 9250 / 10000 in lowest terms
	r := new(big.Rat).SetInt64(FactorOne)
	for k := uint64(0); k < HorizonEpochs; k++ {
		floor := new(big.Int).Quo(r.Num(), r.Denom())
		if got := DecayFactor(k); floor.Cmp(new(big.Int).SetUint64(got)) != 0 {
			t.Fatalf("F(%d) = %d, exact floor is %s", k, got, floor)
		}
		if k > 0 && DecayFactor(k) >= DecayFactor(k-1) {
			t.Fatalf("F(%d) = %d does not fall below F(%d) = %d", k, DecayFactor(k), k-1, DecayFactor(k-1))
		}
		r.Mul(r, ratio)
	}
	if DecayFactor(HorizonEpochs-1) == 0 {
		t.Fatal("F(95) must still be positive: evidence is forgotten at 96 epochs, not before")
	}
}

// TestDecayMatchesBigInt checks Decay, whose 64-bit values take a shortcut, against
// floor(v · F(k) / 1e18) in math/big, for values of every size and every k up to the horizon.
func TestDecayMatchesBigInt(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 5))
	one := big.NewInt(FactorOne)
	for i := 0; i < 20_000; i++ {
		v := uint256.Int{rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64()}
		v.Rsh(&v, uint(rng.IntN(256)))
		k := rng.Uint64N(HorizonEpochs + 2)
		var got uint256.Int
		Decay(&got, &v, k)
		want := new(big.Int).Mul(v.ToBig(), new(big.Int).SetUint64(DecayFactor(k)))
		want.Quo(want, one)
		if k == 0 {
			want = v.ToBig()
		}
		if got.ToBig().Cmp(want) != 0 {
			t.Fatalf("Decay(%s, %d) = %s, want %s", &v, k, &got, want)
		}
	}
}
