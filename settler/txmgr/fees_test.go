package txmgr

import (
	"math/big"
	"testing"
)

func TestBump(t *testing.T) {
	cases := []struct {
		x    int64
		pct  uint64
		want int64
	}{
		{0, 10, 1},     // at least +1 wei
		{1, 10, 2},     // ceil(1.1) = 2
		{5, 10, 6},     // ceil(5.5)
		{9, 10, 10},    // ceil(9.9)
		{10, 10, 11},   // exact
		{11, 10, 13},   // ceil(12.1)
		{100, 10, 110}, // exact
		{101, 10, 112}, // ceil(111.1)
		{1000, 25, 1250},
		{1001, 25, 1252}, // ceil(1251.25)
		{1_000_000_007, 10, 1_100_000_008},
	}
	for _, tc := range cases {
		if got := bump(big.NewInt(tc.x), tc.pct); got.Int64() != tc.want {
			t.Errorf("bump(%d, %d) = %v, want %d", tc.x, tc.pct, got, tc.want)
		}
	}
}

func TestInitialFees(t *testing.T) {
	mk := func(base, tip int64) market { return market{baseFee: big.NewInt(base), tip: big.NewInt(tip)} }
	cases := []struct {
		name        string
		m           market
		max         int64
		ok          bool
		tip, feeCap int64
	}{
		{"room", mk(100, 7), 1000, true, 7, 207},
		{"exactly 2b+tip", mk(100, 7), 207, true, 7, 207},
		{"capped", mk(100, 7), 150, true, 7, 150},
		{"capped to base+1", mk(100, 7), 101, true, 7, 101},
		{"tip capped to fee cap", mk(0, 500), 300, true, 300, 300},
		{"max equals base fee", mk(100, 7), 100, false, 0, 0},
		{"max below base fee", mk(100, 7), 99, false, 0, 0},
	}
	for _, tc := range cases {
		f, ok := initialFees(tc.m, big.NewInt(tc.max))
		if ok != tc.ok {
			t.Fatalf("%s: ok = %v", tc.name, ok)
		}
		if ok && (f.tip.Int64() != tc.tip || f.feeCap.Int64() != tc.feeCap) {
			t.Errorf("%s: tip %v feeCap %v, want %d %d", tc.name, f.tip, f.feeCap, tc.tip, tc.feeCap)
		}
	}
}

func TestBumpFees(t *testing.T) {
	old := fees{tip: big.NewInt(100), feeCap: big.NewInt(1000)}
	mk := func(base, tip int64) *market { return &market{baseFee: big.NewInt(base), tip: big.NewInt(tip)} }
	cases := []struct {
		name        string
		m           *market
		pct         uint64
		max         int64
		ok          bool
		tip, feeCap int64
	}{
		{"percent only", nil, 10, 10_000, true, 110, 1100},
		{"25 percent", nil, 25, 10_000, true, 125, 1250},
		{"market lower than bump", mk(100, 50), 10, 10_000, true, 110, 1100},
		{"market tip higher", mk(100, 300), 10, 10_000, true, 300, 1100},
		{"market base fee higher", mk(2000, 50), 10, 10_000, true, 110, 4110},
		{"capped but enough", mk(2000, 50), 10, 1200, true, 110, 1200},
		{"capped exactly at bump", nil, 10, 1100, true, 110, 1100},
		{"cap below bump", nil, 10, 1099, false, 110, 1099},
		{"at cap already", nil, 10, 1000, false, 110, 1000},
	}
	for _, tc := range cases {
		f, ok := bumpFees(old, tc.m, tc.pct, big.NewInt(tc.max))
		if ok != tc.ok || f.tip.Int64() != tc.tip || f.feeCap.Int64() != tc.feeCap {
			t.Errorf("%s: tip %v feeCap %v ok %v, want %d %d %v", tc.name, f.tip, f.feeCap, ok, tc.tip, tc.feeCap, tc.ok)
		}
		if f.feeCap.Int64() > tc.max || f.tip.Cmp(f.feeCap) > 0 {
			t.Errorf("%s: fees %v/%v break the ceiling %d", tc.name, f.tip, f.feeCap, tc.max)
		}
	}
	// The tip never exceeds the fee cap, even when the cap cuts both.
	f, ok := bumpFees(fees{tip: big.NewInt(1000), feeCap: big.NewInt(1000)}, nil, 10, big.NewInt(1050))
	if ok || f.tip.Int64() != 1050 || f.feeCap.Int64() != 1050 {
		t.Errorf("tip %v feeCap %v ok %v", f.tip, f.feeCap, ok)
	}
}
