package reputation

import "math/big"

const (
	// RetentionBps is the share of evidence kept per elapsed epoch: 9250/10000, a 7.5 % fade.
	RetentionBps = 9250
	// HorizonEpochs is the age at which evidence is forgotten entirely.
	HorizonEpochs = 96
	// FactorOne is 1.0 in the 1e18 fixed point of the decay factors.
	FactorOne = 1_000_000_000_000_000_000
)

// decayFactors[k] = F(k) = floor(1e18 · 9250^k / 10000^k), computed exactly with big integers
// once, so no table is ever typed in by hand.
var decayFactors = computeDecayFactors()

func computeDecayFactors() [HorizonEpochs]uint64 {
	var out [HorizonEpochs]uint64
	num := new(big.Int).SetUint64(FactorOne)
	den := big.NewInt(1)
	retention, base := big.NewInt(RetentionBps), big.NewInt(10000)
	q := new(big.Int)
	for k := range out {
		q.Quo(num, den) // both positive, so Quo is the floor
		out[k] = q.Uint64()
		num.Mul(num, retention)
		den.Mul(den, base)
	}
	return out
}

// DecayFactor returns F(k) in 1e18 fixed point: exact for k < HorizonEpochs, 0 from then on.
func DecayFactor(k uint64) uint64 {
	if k >= HorizonEpochs {
		return 0
	}
	return decayFactors[k]
}
