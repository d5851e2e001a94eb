package reputation

import (
	"math"
	"math/bits"

	"github.com/holiman/uint256"
)

// sqrtCeil sets z to ⌈√x⌉, the least r with r² ≥ x, and returns z. The decision's rounding rule
// needs the root rounded up (docs/design.md §13); any exact method gives the same integer, so this one
// is chosen for speed: a float64 estimate, one Newton step in 128-bit arithmetic where the value
// allows it, and an exact correction. z must not alias x.
func sqrtCeil(z, x *uint256.Int) *uint256.Int {
	sqrtFloor(z, x)
	var sq uint256.Int
	if sqr128(&sq, z); sq.Lt(x) { // z = ⌊√x⌋ < 2^128: its square fits
		z.AddUint64(z, 1)
	}
	return z
}

// sqrtFloor sets z to ⌊√x⌋ and returns z. z must not alias x.
func sqrtFloor(z, x *uint256.Int) *uint256.Int {
	if x[2] == 0 && x[3] == 0 && x[1] < 1<<63 {
		return z.SetUint64(sqrtFloor127(x[1], x[0]))
	}
	return sqrtFloorWide(z, x)
}

// sqrtFloor127 is ⌊√(hi·2^64 + lo)⌋ for hi < 2^63: the root is below 2^63.5, and more than
// √2 times hi, so the 128-by-64-bit division of the Newton step cannot overflow.
func sqrtFloor127(hi, lo uint64) uint64 {
	r := uint64(math.Sqrt(float64(hi)*0x1p64 + float64(lo)))
	// The estimate is within about 2^-52 of the root: within 1 while the root is below 2^52
	// (x below 2^104), else up to 2^12 off, and one Newton step from there lands within 1.
	if hi >= 1<<40 {
		q, _ := bits.Div64(hi, lo, r)
		r = r>>1 + q>>1 + (r & q & 1)
	}
	// Exact correction: r² ≤ x < (r+1)², compared in 128 bits.
	for {
		h, l := bits.Mul64(r, r)
		if h < hi || (h == hi && l <= lo) {
			break
		}
		r--
	}
	for {
		h, l := bits.Mul64(r+1, r+1)
		if h > hi || (h == hi && l > lo) {
			break
		}
		r++
	}
	return r
}

// sqrtFloorWide is ⌊√x⌋ for any x (used from 2^127 on). From the float64 root, each step adds
// the Newton correction (x − z²)/(2z), computed in float64 from the exact 256-bit residual;
// it stops when the residual proves z = ⌊√x⌋. The float64 root is off by at most about 2^-52
// of the root, so in the decision's domain (x < 2^184) one step lands within 1 and the next
// residual ends it; over 2^256 two steps do.
func sqrtFloorWide(z, x *uint256.Int) *uint256.Int {
	var sq, e, twoZ, step uint256.Int
	setFloat(z, math.Sqrt(f256(x)))
	if z.BitLen() > 128 {
		z.SetAllOne().Rsh(z, 128) // ⌊√x⌋ < 2^128 for any 256-bit x
	}
	for {
		sqr128(&sq, z) // z < 2^128: no overflow
		twoZ.Add(z, z)
		if sq.Gt(x) {
			// z too large: (z−1)² = z² − 2z + 1 ≤ x exactly when z² − x < 2z.
			if e.Sub(&sq, x); e.Lt(&twoZ) {
				return z.SubUint64(z, 1)
			}
			setFloat(&step, f256(&e)/f256(&twoZ))
			if step.IsZero() {
				step.SetOne()
			}
			z.Sub(z, &step)
			continue
		}
		// z small enough: (z+1)² = z² + 2z + 1 > x exactly when x − z² ≤ 2z.
		if e.Sub(x, &sq); !e.Gt(&twoZ) {
			return z
		}
		setFloat(&step, f256(&e)/f256(&twoZ))
		if step.IsZero() {
			step.SetOne()
		}
		if z.Add(z, &step); z.BitLen() > 128 {
			z.SetAllOne().Rsh(z, 128)
		}
	}
}

// setFloat sets z to ⌊f⌋ for a finite f ≥ 0 below 2^256, straight from the float's bits:
// f = mantissa·2^exp with a 53-bit integer mantissa.
func setFloat(z *uint256.Int, f float64) *uint256.Int {
	if f < 0x1p64 {
		return z.SetUint64(uint64(f))
	}
	b := math.Float64bits(f)
	exp := uint(b>>52&0x7ff) - 1075 // f ≥ 2^64: exp ≥ 12
	z.SetUint64(b&(1<<52-1) | 1<<52)
	return z.Lsh(z, exp)
}
