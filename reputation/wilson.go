package reputation

import (
	"math"

	"github.com/holiman/uint256"
)

// Router defaults (docs/design.md §2, §4).
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
// with evidence mass n (docs/design.md §4). n must be positive.
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

// Decide applies docs/design.md §4 to a smoothed score. massUnits is (priorWeight + weight) / U, the
// evidence mass in whole asset units (12 for the prior alone).
// With no mass at all there is nothing to bound: the lower bound is 0.
func Decide(smoothedBps uint64, massUnits, z float64, floorBps uint64) Decision {
	var lowerBps uint64
	if massUnits > 0 {
		lower := WilsonLowerBound(float64(smoothedBps)/MaxBps, massUnits, z)
		lowerBps = uint64(math.Floor(min(1, max(0, lower)) * MaxBps))
	}
	return Decision{SmoothedBps: smoothedBps, LowerBps: lowerBps, Routable: lowerBps >= floorBps}
}

// Policy is a reader's routing choice: the prior, the Wilson z and the floor (docs/design.md §2, §4).
type Policy struct {
	PriorBps    uint64
	PriorWeight uint256.Int // base units of the asset
	Unit        uint64      // base units in one whole unit of the asset: 10^decimals
	Z           float64
	FloorBps    uint64
}

// DefaultPolicy is docs/design.md §2's: a 7000 bps prior weighing 12 units, z = 1, floor 5500 bps.
func DefaultPolicy(decimals uint8) Policy {
	unit := uint64(1)
	for range decimals {
		unit *= 10
	}
	p := Policy{PriorBps: PriorBps, Unit: unit, Z: DefaultZ, FloorBps: FloorBps}
	p.PriorWeight.SetUint64(PriorWeightUnit * unit)
	return p
}

// Decide makes the routing decision for an agent whose state is already decayed to now.
func (p *Policy) Decide(s *State) (Decision, error) {
	smoothed, err := s.RepBps(p.PriorBps, &p.PriorWeight)
	if err != nil {
		return Decision{}, err
	}
	var mass uint256.Int
	mass.Add(&p.PriorWeight, &s.Weight) // RepBps has checked it does not overflow
	return Decide(smoothed, mass.Float64()/float64(p.Unit), p.Z, p.FloorBps), nil
}
