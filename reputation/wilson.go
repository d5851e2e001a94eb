package reputation

import (
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/holiman/uint256"
)

// Router defaults (docs/design.md §2, §4; docs/design.md §13).
const (
	PriorBps        = 7000 // 3.50★
	PriorWeightUnit = 12   // the prior's weight, in whole units of the asset
	FloorBps        = 5500 // 2.75★: the Wilson lower bound a hire needs
	MaxBps          = 10_000
	bpsPerStar      = 2000
)

// The Wilson z is an integer Z = z·ZScale: z carries at most four decimals (ParseZ).
const (
	ZScale   = 10_000  // Z of z = 1.0
	DefaultZ = ZScale  // z = 1, docs/design.md §4
	MaxZ     = 100_000 // z = 10: with MaxMassBits and MaxUnit, the largest Z whose arithmetic fits 256 bits
)

// Domain of the integer decision (docs/design.md §13): inside it no intermediate exceeds 192 bits, so
// the contract's checked 256-bit arithmetic can never revert on it.
const (
	MaxDecimals = 18
	MaxUnit     = 1_000_000_000_000_000_000 // 10^MaxDecimals
	MaxMassBits = 96                        // the mass priorWeight + weight must stay below 2^96
	// MaxPriorWeightUnits is the largest prior weight, in whole units, that stays below 2^96
	// base units in every asset of up to 18 decimals: ⌊(2^96 − 1) / 10^18⌋.
	MaxPriorWeightUnits = 79_228_162_514
)

// Errors of the decision's inputs.
var (
	ErrFloorRange    = errors.New("floor bps above 10000")
	ErrZRange        = errors.New("z out of range: it must be between 0.0001 and 10 (Z from 1 to 100000)")
	ErrUnitRange     = errors.New("unit out of range: it must be 10^decimals with at most 18 decimals (1 to 10^18)")
	ErrMassRange     = errors.New("prior weight plus evidence weight must be below 2^96 base units")
	ErrEvidenceRange = errors.New("evidence above 10000 bps: sumW exceeds 10000 · weight")
)

// Stars converts basis points to the display scale: 7000 bps = 3.50★. Display only: no decision
// is taken on a float.
func Stars(bps uint64) float64 { return float64(bps) / bpsPerStar }

// StarsToBps converts stars back to basis points, rounding to the nearest.
func StarsToBps(stars float64) uint64 { return uint64(math.Round(stars * bpsPerStar)) }

// Decision is the routing verdict for one agent.
type Decision struct {
	SmoothedBps uint64 // the ledger's repBps: evidence blended with the prior
	LowerBps    uint64 // the integer Wilson lower bound, in bps
	Routable    bool   // LowerBps ≥ the floor
}

// Decide is the routing decision of docs/design.md §13 over an agent's decayed, clamped evidence
// (sumW, weight), a prior (priorBps weighing priorWeight base units), the asset's unit
// U = 10^decimals, z as Z = z·10^4 and the floor. The ledger's views compute the same integers:
//
//	m = priorWeight + weight
//	s = priorBps                                 if m = 0
//	    floor((priorBps·priorWeight + sumW) / m)   otherwise
//	lowerBps = 0                                 if m = 0, else
//	    R = 4·s·(10000 − s)·m·U + Z²·U²,  r = ⌈√R⌉ (the least r with r² ≥ R)
//	    N = 2·10^4·s·m + Z²·U − Z·r,      D = 2·(10^8·m + Z²·U)
//	    lowerBps = 0 if N ≤ 0, else min(s, floor(10^4·N / D))
//	routable = lowerBps ≥ floorBps
//
// That is docs/design.md §4's Wilson bound with p = s/10^4 and n = m/U multiplied through by 2·10^4·m·U,
// so that only the square root and the last division round: the root up and the quotient
// down. Hence lowerBps is never above floor(10^4 · the exact bound), and, because the rounded-up
// root adds less than Z to Z·r while D ≥ 2·10^8 (m ≥ 1), at most 1 bps below it.
//
// Errors name the input out of the domain (priorBps or floorBps above 10000, Z outside
// 1..MaxZ, U outside 1..MaxUnit, m ≥ 2^96, sumW > 10000·weight). A ledger/v2 state is
// clamped, so only a policy outside its domain (Policy.Validate) or a mass of 2^96 can fail.
func Decide(sumW, weight *uint256.Int, priorBps uint64, priorWeight *uint256.Int, unit, z, floorBps uint64) (Decision, error) {
	if err := checkDecisionParams(priorBps, unit, z, floorBps); err != nil {
		return Decision{}, err
	}
	var m uint256.Int
	if _, overflow := m.AddOverflow(priorWeight, weight); overflow || m.BitLen() > MaxMassBits {
		return Decision{}, ErrMassRange
	}
	if m.IsZero() {
		return Decision{SmoothedBps: priorBps, Routable: floorBps == 0}, nil
	}
	var num uint256.Int
	num.SetUint64(priorBps)
	num.Mul(&num, priorWeight) // < 2^110: priorWeight < 2^96
	if _, overflow := num.AddOverflow(&num, sumW); overflow {
		return Decision{}, ErrEvidenceRange
	}
	smoothed, ok := uint64(0), false
	if num[2]|num[3]|m[2]|m[3] == 0 {
		smoothed, ok = quoSmall128(num[1], num[0], m[1], m[0])
	}
	if !ok {
		num.Div(&num, &m)
		smoothed = num.Uint64()
		ok = num.IsUint64()
	}
	if !ok || smoothed > MaxBps {
		return Decision{}, ErrEvidenceRange
	}
	d := Decision{SmoothedBps: smoothed}
	d.LowerBps = wilsonLowerBps(d.SmoothedBps, &m, unit, z)
	d.Routable = d.LowerBps >= floorBps
	return d, nil
}

// LowerBoundBps is the integer Wilson lower bound alone: the smoothed score s in bps observed
// with mass m base units, as in Decide (0 when m = 0).
func LowerBoundBps(smoothedBps uint64, mass *uint256.Int, unit, z uint64) (uint64, error) {
	if err := checkDecisionParams(0, unit, z, 0); err != nil {
		return 0, err
	}
	switch {
	case smoothedBps > MaxBps:
		return 0, fmt.Errorf("%w (smoothed score %d bps)", ErrEvidenceRange, smoothedBps)
	case mass.BitLen() > MaxMassBits:
		return 0, ErrMassRange
	case mass.IsZero():
		return 0, nil
	}
	return wilsonLowerBps(smoothedBps, mass, unit, z), nil
}

func checkDecisionParams(priorBps, unit, z, floorBps uint64) error {
	switch {
	case priorBps > MaxBps:
		return fmt.Errorf("%w: %d", ErrPriorRange, priorBps)
	case floorBps > MaxBps:
		return fmt.Errorf("%w: %d", ErrFloorRange, floorBps)
	case z < 1 || z > MaxZ:
		return fmt.Errorf("%w: Z = %d", ErrZRange, z)
	case unit < 1 || unit > MaxUnit:
		return fmt.Errorf("%w: %d", ErrUnitRange, unit)
	}
	return nil
}

// wilsonLowerBps computes docs/design.md §13's lowerBps for 1 ≤ m < 2^96, s ≤ 10^4, U ≤ 10^18 and
// Z ≤ 10^5: in 128-bit arithmetic when the values allow, else in 256 bits.
func wilsonLowerBps(s uint64, m *uint256.Int, unit, z uint64) uint64 {
	if lower, ok := wilsonLowerBps128(s, m, unit, z); ok {
		return lower
	}
	return wilsonLowerBps256(s, m, unit, z)
}

// wilsonLowerBps256 is wilsonLowerBps over the whole domain. Bounds of the intermediates:
// R < 2^184, r < 2^93, N < 2^124, 10^4·N < 2^138, D < 2^125: no operation can overflow 256 bits.
func wilsonLowerBps256(s uint64, m *uint256.Int, unit, z uint64) uint64 {
	var zu, z2u, rr, r, num, den, t uint256.Int
	zu[1], zu[0] = bits.Mul64(z, unit) // Z·U < 2^77
	mulU64(&z2u, &zu, z)               // Z²·U < 2^94

	// R = 4·s·(10000 − s)·m·U + (Z·U)²
	mulU64(&rr, m, unit)
	mulU64(&rr, &rr, 4*s*(MaxBps-s))
	sqr128(&t, &zu)
	rr.Add(&rr, &t)
	sqrtCeil(&r, &rr)

	// N = 2·10^4·s·m + Z²·U − Z·r, refused (0) when not positive.
	mulU64(&num, m, 2*MaxBps*s)
	num.Add(&num, &z2u)
	mulU64(&t, &r, z)
	if !num.Gt(&t) {
		return 0
	}
	num.Sub(&num, &t)

	// lowerBps = min(s, floor(10^4·N / D)), D = 2·(10^8·m + Z²·U).
	mulU64(&den, m, MaxBps*MaxBps)
	den.Add(&den, &z2u)
	den.Add(&den, &den)
	mulU64(&num, &num, MaxBps)
	if num[2]|num[3]|den[2]|den[3] == 0 {
		if q, ok := quoSmall128(num[1], num[0], den[1], den[0]); ok {
			return min(s, q)
		}
	}
	num.Div(&num, &den)
	return min(s, num.Uint64()) // the quotient is at most 10^4: N ≤ 10^4·D/10^4 by the bound
}

// Policy is a reader's routing choice: the prior, z (as Z = z·10^4) and the floor (docs/design.md §2, §4;
// docs/design.md §13). Every field is an integer: the decision never touches a float.
type Policy struct {
	PriorBps    uint64
	PriorWeight uint256.Int // base units of the asset
	Unit        uint64      // base units in one whole unit of the asset: 10^decimals
	Z           uint64      // z·10^4: 10000 is z = 1 (ParseZ reads "1.96" as 19600)
	FloorBps    uint64
}

// DefaultPolicy is docs/design.md §2's: a 7000 bps prior weighing 12 units, z = 1, floor 5500 bps.
// decimals above 18 are outside the decision's domain (Validate says so).
func DefaultPolicy(decimals uint8) Policy {
	unit := uint64(1)
	for range min(decimals, 19) {
		unit *= 10
	}
	p := Policy{PriorBps: PriorBps, Unit: unit, Z: DefaultZ, FloorBps: FloorBps}
	var units, base uint256.Int
	p.PriorWeight.Mul(units.SetUint64(PriorWeightUnit), base.SetUint64(unit))
	return p
}

// Validate reports the first field out of the decision's domain; Decide would refuse it too.
func (p *Policy) Validate() error {
	if err := checkDecisionParams(p.PriorBps, p.Unit, p.Z, p.FloorBps); err != nil {
		return err
	}
	if p.PriorWeight.BitLen() > MaxMassBits {
		return fmt.Errorf("%w: the prior weight alone is %s", ErrMassRange, &p.PriorWeight)
	}
	return nil
}

// Decide makes the routing decision for an agent whose state is already decayed to now.
func (p *Policy) Decide(s *State) (Decision, error) {
	return Decide(&s.SumW, &s.Weight, p.PriorBps, &p.PriorWeight, p.Unit, p.Z, p.FloorBps)
}
