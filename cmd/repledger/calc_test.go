package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/repledger/repledger/reputation"
)

func TestCalc(t *testing.T) {
	ratings := filepath.Join(t.TempDir(), "ratings.txt")
	// A clean shipped step paid 5 U completed now and was rated first; a crash paid 12 U that
	// completed two epochs ago was rated after it, late: it counts decayed by the two epochs.
	// sumW = 47.5e9 + floor(24e9 · 0.855625) = 68_035_000_000, weight = 5e6 + 10_267_500,
	// repBps = (84e9 + 68.035e9) / 27_267_500 = 5575.7… → 5575.
	if err := os.WriteFile(ratings, []byte("# rating weight age\n95, 5, 0\n20 12 2  # a crash, rated late\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Order matters only through rounding, as on the ledger. Two ratings of 1 U that completed 8
	// epochs ago, then one now: in time order both decay together, floor(2e6 · F(8)) = 1_071_923
	// (F(8) = 0.535961…); submitted after the newer one they are late and decay one by one,
	// 2 · floor(1e6 · F(8)) = 1_071_922. Plus 1e6 for the rating now, either way.
	inOrder, late := filepath.Join(t.TempDir(), "in-order.txt"), filepath.Join(t.TempDir(), "late.txt")
	if err := os.WriteFile(inOrder, []byte("100 1 8\n100 1 8\n50 1 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(late, []byte("50 1 0\n100 1 8\n100 1 8\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]int64{inOrder: 2_071_923, late: 2_071_922} {
		out, err := runCLI(t, "calc", "--json", "--ratings", file)
		if err != nil {
			t.Fatal(err)
		}
		var got calcResult
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		if got.EvidenceWeightBaseUnits.Int64() != want || got.Ratings != 3 {
			t.Errorf("%s: evidence %s base units from %d ratings, want %d from 3", filepath.Base(file), got.EvidenceWeightBaseUnits, got.Ratings, want)
		}
	}
	for _, tc := range []struct {
		name     string
		args     []string
		smoothed uint64
		lower    uint64
		routable bool
	}{
		{"prior alone (docs/design.md §4)", nil, 7000, 5565, true},
		{"one poor rating drops a newcomer", []string{"--weight", "5", "--mean-bps", "2000"}, 5529, 4327, false},
		{"ratings file through the state machine", []string{"--ratings", ratings}, 5575, 4620, false},
		// Wilson bounds below checked against an independent Python computation of docs/design.md §4.
		{"strong evidence", []string{"--weight", "120", "--mean-bps", "9500"}, 9272, 9012, true},
		{"stricter floor", []string{"--floor-bps", "5600"}, 7000, 5565, false},
		{"wider z", []string{"--z", "2"}, 7000, 4154, false},
		// z = 0.5 with the prior alone: (0.7 + 0.25/24 − 0.5·√(0.21/12 + 0.25/576)) / (1 + 0.25/12)
		// = 0.63032… (independent Python computation, 50 digits), floored to 6303.
		{"narrower z, decimal", []string{"--z", "0.5"}, 7000, 6303, true},
		{"seed calculator: 32 U at 84/100", []string{"--weight", "32", "--mean-bps", "8400"}, 8018, 7352, true},
		// At the calculator's bound (reputation.CalcMaxUnits) evidence swamps the prior:
		// (7000·12 + 9000·10^9) / (10^9 + 12) = 8999.99976 → 8999, and the bound from it
		// 0.8999 − √(0.8999·0.1001 / (10^9 + 12)) = 0.89989051 → 8998.
		{"evidence at the bound", []string{"--weight", fmt.Sprint(reputation.CalcMaxUnits), "--mean-bps", "9000"}, 8999, 8998, true},
		// The prior alone at the bound: 0.7 − √(0.21 / 10^9) = 0.69998551 → 6999.
		{"prior weight at the bound", []string{"--prior-weight", fmt.Sprint(reputation.CalcMaxUnits)}, 7000, 6999, true},
	} {
		out, err := runCLI(t, append([]string{"calc", "--json"}, tc.args...)...)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got calcResult
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%s: %q: %v", tc.name, out, err)
		}
		if got.SmoothedBps != tc.smoothed || got.LowerBps != tc.lower || got.Routable != tc.routable {
			t.Errorf("%s: got smoothed %d lower %d routable %v, want %d %d %v", tc.name,
				got.SmoothedBps, got.LowerBps, got.Routable, tc.smoothed, tc.lower, tc.routable)
		}
	}
}

func TestCalcRejectsBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		args []string
		want string // the error must name this
	}{
		{[]string{"--prior-bps", "10001"}, "--prior-bps"},
		{[]string{"--floor-bps", "20000"}, "--floor-bps"},
		{[]string{"--z", "0"}, "--z"},
		{[]string{"--z", "-1"}, "--z"},
		{[]string{"--z", "1.23456"}, "--z"},
		{[]string{"--z", "11"}, "--z"},
		{[]string{"--z", "1e0"}, "--z"},
		{[]string{"--weight", "-2", "--mean-bps", "5000"}, "--weight"},
		{[]string{"--weight", "lots", "--mean-bps", "5000"}, "weight"},
		{[]string{"--weight", "2", "--mean-bps", "12000"}, "--mean-bps"},
		{[]string{"--weight", "2"}, "--mean-bps"},
		{[]string{"--prior-weight", "-1"}, "--prior-weight"},
		// The calculator's bound is reputation.CalcMaxUnits, the one /v1/calc and its OpenAPI document state.
		{[]string{"--weight", fmt.Sprint(reputation.CalcMaxUnits + 1), "--mean-bps", "5000"}, "--weight"},
		{[]string{"--prior-weight", fmt.Sprint(reputation.CalcMaxUnits + 1)}, "--prior-weight"},
		{[]string{"--ratings", write("a", "95 5 0\n101 1 0\n")}, "line 2"},
		{[]string{"--ratings", write("b", "95 -5 0\n")}, "line 1"},
		{[]string{"--ratings", write("c", "95 5\n")}, "line 1"},
		{[]string{"--ratings", write("d", "95 0 3\n")}, "line 1"},
		{[]string{"--ratings", write("e", "95 5 soon\n")}, "line 1"},
		{[]string{"--ratings", filepath.Join(dir, "missing")}, "--ratings"},
		{[]string{"--ratings", write("f", "95 5 0\n"), "--weight", "1", "--mean-bps", "1"}, "--ratings"},
	} {
		_, err := runCLI(t, append([]string{"calc"}, tc.args...)...)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("calc %v: error %v, want one line naming %q", tc.args, err, tc.want)
		}
	}
}

func TestRubric(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		rating uint8
		rule   string
	}{
		{[]string{"--no-output", "--baked", "--shipped"}, 20, "no-output"},
		{[]string{"--baked", "--critic", "--violations", "4"}, 95, "baked"},
		{[]string{"--shipped", "--critic"}, 95, "free-form"},
		{[]string{"--shipped", "--critic", "--violations", "2"}, 79, "free-form"},
		{[]string{"--critic", "--violations", "40"}, 40, "free-form"},
		{nil, 70, "free-form"},
	} {
		out, err := runCLI(t, append([]string{"rubric", "--json"}, tc.args...)...)
		if err != nil {
			t.Fatalf("rubric %v: %v", tc.args, err)
		}
		var got struct {
			Rating uint8  `json:"rating"`
			Rule   string `json:"rule"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || got.Rating != tc.rating || got.Rule != tc.rule {
			t.Errorf("rubric %v = %q (%v), want rating %d by %s", tc.args, out, err, tc.rating, tc.rule)
		}
	}
	for _, args := range [][]string{{"--violations", "-1", "--critic"}, {"--violations", "3"}, {"--violations", "x"}} {
		if _, err := runCLI(t, append([]string{"rubric"}, args...)...); err == nil || !strings.Contains(err.Error(), "violations") {
			t.Errorf("rubric %v: error %v, want one naming --violations", args, err)
		}
	}
}
