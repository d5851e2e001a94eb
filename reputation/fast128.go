package reputation

import (
	"math/bits"

	"github.com/holiman/uint256"
)

// The decision's integers fit 128 bits whenever m·U fits 64 bits: for a 6-decimals asset, up to
// 1.8·10^7 units of mass, every realistic case. wilsonLowerBps128 computes docs/design.md §13 there with math/bits, and says when it
// cannot, so that the 256-bit path takes over: both give the same integers (tested against
// each other and against the §B transcription in math/big).

// wilsonLowerBps128 is wilsonLowerBps when m·U, Z·U and R fit its 128-bit arithmetic; ok is
// false otherwise.
func wilsonLowerBps128(s uint64, m *uint256.Int, unit, z uint64) (lower uint64, ok bool) {
	if !m.IsUint64() {
		return 0, false
	}
	mm := m.Uint64()
	muHi, mu := bits.Mul64(mm, unit)
	zuHi, zu := bits.Mul64(z, unit)
	if muHi != 0 || zuHi != 0 {
		return 0, false
	}
	// R = 4·s·(10000 − s)·m·U + (Z·U)², kept under 2^127 for sqrtFloor127.
	rh, rl := bits.Mul64(4*s*(MaxBps-s), mu)
	qh, ql := bits.Mul64(zu, zu)
	var carry uint64
	rl, carry = bits.Add64(rl, ql, 0)
	rh, carry = bits.Add64(rh, qh, carry)
	if carry != 0 || rh >= 1<<63 {
		return 0, false
	}
	r := sqrtFloor127(rh, rl)
	if sh, sl := bits.Mul64(r, r); sh < rh || (sh == rh && sl < rl) {
		r++ // ⌈√R⌉: r < 2^63.5, so this cannot wrap
	}
	// N = 2·10^4·s·m + Z²·U − Z·r, with 2·10^4·s ≤ 2·10^8 and Z ≤ 10^5: every product fits.
	z2h, z2l := bits.Mul64(z, zu)
	ph, pl := bits.Mul64(2*MaxBps*s, mm)
	pl, carry = bits.Add64(pl, z2l, 0)
	ph, carry = bits.Add64(ph, z2h, carry)
	if carry != 0 {
		return 0, false
	}
	qh, ql = bits.Mul64(z, r)
	if ph < qh || (ph == qh && pl <= ql) {
		return 0, true // N ≤ 0
	}
	var borrow uint64
	nl, borrow := bits.Sub64(pl, ql, 0)
	nh, _ := bits.Sub64(ph, qh, borrow)
	// 10^4·N and D = 2·(10^8·m + Z²·U).
	hiHi, nh := bits.Mul64(nh, MaxBps)
	carryHi, nl := bits.Mul64(nl, MaxBps)
	nh, carry = bits.Add64(nh, carryHi, 0)
	dh, dl := bits.Mul64(MaxBps*MaxBps, mm)
	dl, c2 := bits.Add64(dl, z2l, 0)
	dh, c3 := bits.Add64(dh, z2h, c2)
	if hiHi != 0 || carry != 0 || c3 != 0 || dh >= 1<<63 {
		return 0, false
	}
	dh, dl = dh<<1|dl>>63, dl<<1
	q, ok := quoSmall128(nh, nl, dh, dl)
	if !ok {
		return 0, false
	}
	return min(s, q), true
}

// quoSmall128 is floor((nh·2^64 + nl) / (dh·2^64 + dl)) for a divisor above zero, exact, when
// the quotient is below 2^32; ok is false for a larger quotient. A 64-bit divisor takes one
// hardware division. A wider one takes a float64 estimate of the ratio, off by far less than 1
// at this size, corrected by one exact 192-bit comparison each way.
func quoSmall128(nh, nl, dh, dl uint64) (q uint64, ok bool) {
	if dh == 0 {
		if nh >= dl {
			return 0, false // the quotient needs more than 64 bits
		}
		q, _ = bits.Div64(nh, nl, dl)
		return q, q < 1<<32
	}
	est := (float64(nh)*0x1p64 + float64(nl)) / (float64(dh)*0x1p64 + float64(dl))
	if !(est < 0x1p32) {
		return 0, false
	}
	q = uint64(est)
	// n − q·d, in 192 bits: negative means q is one too many.
	h1, l := bits.Mul64(q, dl)
	h2, m := bits.Mul64(q, dh)
	m, c := bits.Add64(m, h1, 0)
	top := h2 + c
	rl, b := bits.Sub64(nl, l, 0)
	rh, b := bits.Sub64(nh, m, b)
	if _, b = bits.Sub64(0, top, b); b != 0 {
		return q - 1, true
	}
	if rh > dh || (rh == dh && rl >= dl) {
		q++
	}
	return q, true
}

// mulU64 sets z = x·y mod 2^256 for a 64-bit y and returns z: four word products where
// uint256's Mul takes ten. Callers know the product fits.
func mulU64(z, x *uint256.Int, y uint64) *uint256.Int {
	mulSmallOverflow(z, x, y)
	return z
}

// sqr128 sets z = x² for x < 2^128 (its two high words zero) and returns z: four word
// products where uint256's Mul takes ten.
func sqr128(z, x *uint256.Int) *uint256.Int {
	x0, x1 := x[0], x[1]
	h00, l00 := bits.Mul64(x0, x0)
	h01, l01 := bits.Mul64(x0, x1)
	h11, l11 := bits.Mul64(x1, x1)
	// x² = l00 + 2^64·(h00 + 2·l01) + 2^128·(2·h01 + l11) + 2^192·h11, carries propagated.
	var c1, c2, c3 uint64
	w1, c1 := bits.Add64(h00, l01, 0)
	w1, c2 = bits.Add64(w1, l01, 0)
	w2, c3 := bits.Add64(l11, h01, c1)
	w2, c1 = bits.Add64(w2, h01, c2)
	w3 := h11 + c3 + c1
	z[0], z[1], z[2], z[3] = l00, w1, w2, w3
	return z
}

// f256 is x as a float64, within about 2^-52 of it: for estimates only, never for a result.
func f256(x *uint256.Int) float64 {
	return ((float64(x[3])*0x1p64+float64(x[2]))*0x1p64+float64(x[1]))*0x1p64 + float64(x[0])
}

// mulSmallOverflow sets z = x·y for a 64-bit y and reports whether the product overflowed.
func mulSmallOverflow(z, x *uint256.Int, y uint64) bool {
	if x[2]|x[3] == 0 { // the usual case here: two words in, three out, no overflow possible
		h0, l0 := bits.Mul64(x[0], y)
		h1, l1 := bits.Mul64(x[1], y)
		var c uint64
		z[0] = l0
		z[1], c = bits.Add64(l1, h0, 0)
		z[2], z[3] = h1+c, 0
		return false
	}
	var c1, c2, c3 uint64
	h0, l0 := bits.Mul64(x[0], y)
	h1, l1 := bits.Mul64(x[1], y)
	h2, l2 := bits.Mul64(x[2], y)
	h3, l3 := bits.Mul64(x[3], y)
	z[0] = l0
	z[1], c1 = bits.Add64(l1, h0, 0)
	z[2], c2 = bits.Add64(l2, h1, c1)
	z[3], c3 = bits.Add64(l3, h2, c2)
	return h3 != 0 || c3 != 0
}
