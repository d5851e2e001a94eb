package reputation

import (
	"errors"
	"testing"
)

func TestParseZ(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want uint64
	}{
		{"1", 10_000}, {"1.0", 10_000}, {"1.96", 19_600}, {"2.5758", 25_758}, {"0.5", 5000},
		{"0.0001", 1}, {"10", MaxZ}, {"10.0000", MaxZ}, {"007.5", 75_000}, {"3.1", 31_000},
	} {
		got, err := ParseZ(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseZ(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct {
		in   string
		want error
	}{
		{"1.23456", ErrZSyntax}, {"1.00000", ErrZSyntax}, // more than 4 decimals, even zeros
		{"", ErrZSyntax}, {".5", ErrZSyntax}, {"1.", ErrZSyntax}, {"-1", ErrZSyntax}, {"+1", ErrZSyntax},
		{"1e0", ErrZSyntax}, {" 1", ErrZSyntax}, {"1,5", ErrZSyntax}, {"1.2.3", ErrZSyntax}, {"NaN", ErrZSyntax},
		{"0", ErrZRange}, {"0.0000", ErrZRange}, {"10.0001", ErrZRange}, {"11", ErrZRange},
		{"99999999999999999999999", ErrZRange},
	} {
		if got, err := ParseZ(tc.in); !errors.Is(err, tc.want) {
			t.Errorf("ParseZ(%q) = %d, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestFormatZRoundTrips(t *testing.T) {
	for _, tc := range []struct {
		z    uint64
		want string
	}{{10_000, "1"}, {19_600, "1.96"}, {1, "0.0001"}, {MaxZ, "10"}, {25_758, "2.5758"}, {5000, "0.5"}} {
		if got := FormatZ(tc.z); got != tc.want {
			t.Errorf("FormatZ(%d) = %q, want %q", tc.z, got, tc.want)
		}
	}
	for z := uint64(1); z <= MaxZ; z += 7 {
		if back, err := ParseZ(FormatZ(z)); err != nil || back != z {
			t.Fatalf("ParseZ(FormatZ(%d)) = %d, %v", z, back, err)
		}
	}
}
