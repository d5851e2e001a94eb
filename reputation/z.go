package reputation

import (
	"errors"
	"fmt"
	"strings"
)

// ErrZSyntax is returned by ParseZ for text that is not a plain decimal number.
var ErrZSyntax = errors.New("z must be a decimal number with at most 4 decimals, like 1, 1.5 or 1.9600")

// ParseZ reads a Wilson z written in decimal ("1", "1.96", "0.5", "2.5758") exactly, as the
// integer Z = z·10^4 the decision uses. It refuses more than 4 decimals (even trailing zeros:
// the rule is on what is written, so no digit is ever silently dropped), signs, exponents,
// spaces, and values outside 0.0001..10 (ErrZRange).
func ParseZ(text string) (uint64, error) {
	whole, frac, dotted := strings.Cut(text, ".")
	switch {
	case whole == "" || !allDigits(whole) || !allDigits(frac) || (dotted && frac == ""):
		return 0, fmt.Errorf("%q: %w", text, ErrZSyntax)
	case len(frac) > 4:
		return 0, fmt.Errorf("%q has %d decimals: %w", text, len(frac), ErrZSyntax)
	}
	whole = strings.TrimLeft(whole, "0")
	if len(whole) > 2 { // z ≤ 10: more digits can only be out of range, and would overflow below
		return 0, fmt.Errorf("%q: %w", text, ErrZRange)
	}
	var z uint64
	for _, c := range whole + frac + strings.Repeat("0", 4-len(frac)) {
		z = z*10 + uint64(c-'0')
	}
	if z < 1 || z > MaxZ {
		return 0, fmt.Errorf("%q: %w", text, ErrZRange)
	}
	return z, nil
}

// FormatZ writes Z = z·10^4 back as the shortest decimal: 10000 → "1", 19600 → "1.96".
func FormatZ(z uint64) string {
	s := fmt.Sprintf("%d.%04d", z/ZScale, z%ZScale)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

func allDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
