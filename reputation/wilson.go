package reputation

import "math"

// Router defaults (SPEC §2, §4).
const (
	PriorBps        = 7000 // 3.50★
	PriorWeightUnit = 12   // the prior's weight, in whole units of the asset
	FloorBps        = 5500 // 2.75★: the Wilson lower bound a hire needs
	DefaultZ        = 1.0
	MaxBps          = 10_000
	bpsPerStar      = 2000
)

// Stars converts basis points to the display scale: 7000 bps = 3.50★.
func Stars(bps uint64) float64 { return float64(bps) / bpsPerStar }

// StarsToBps converts stars back to basis points, rounding to the nearest.
func StarsToBps(stars float64) uint64 { return uint64(math.Round(stars * bpsPerStar)) }

// WilsonLowerBound is the lower end of the Wilson score interval for a proportion p observed
// with evidence mass n (SPEC §4). n must be positive.
func WilsonLowerBound(p, n, z float64) float64 {
	z2 := z * z
	centre := p + z2/(2*n)
	margin := z * math.Sqrt(p*(1-p)/n+z2/(4*n*n))
	return (centre - margin) / (1 + z2/n)
}

// Decision is the routing verdict for one agent.
type Decision struct {
	SmoothedBps uint64 // the ledger's repBps: evidence blended with the prior
	LowerBps    uint64 // floor(Wilson lower bound · 10000)
	Routable    bool   // LowerBps ≥ the floor
}

// Decide applies SPEC §4 to a smoothed score. massUnits is (priorWeight + weight) / U, the
// evidence mass in whole asset units (12 for the prior alone).
func Decide(smoothedBps uint64, massUnits, z float64, floorBps uint64) Decision {
	lower := WilsonLowerBound(float64(smoothedBps)/MaxBps, massUnits, z)
	lowerBps := uint64(math.Floor(max(0, lower) * MaxBps))
	return Decision{SmoothedBps: smoothedBps, LowerBps: lowerBps, Routable: lowerBps >= floorBps}
}
