package qed

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
)

var asOf = time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)

func ago(days float64) time.Time { return asOf.Add(-time.Duration(days * float64(24*time.Hour))) }

func rec(id string, daysAgo float64, action, target string, v Verdict) Receipt {
	return Receipt{ID: id, Time: ago(daysAgo), Action: action, Target: target, Verdict: v}
}

func score(t *testing.T, rs ...Receipt) *Result {
	t.Helper()
	res, err := Score(&Input{AsOf: asOf, Receipts: rs})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// With no receipts the prior alone decides: 100·2.5/5 = 50, provisional.
func TestNoReceipts(t *testing.T) {
	if res := score(t); res.Score != 50 || !res.Provisional || res.CountedCount != 0 {
		t.Fatalf("no receipts: %+v", res)
	}
}

// A worked example: three receipts on (audit, t1) 60, 30 and 0 days old take places 1, 2, 3;
// one on (audit, t2) 30 days old; one exactly 90 days old is out; an unverifiable one and one
// after as_of are not counted.
//
//	w: 0.25/√1 = 0.25 (verified), 0.5/√2 = 0.353553 (failed), 1/√3 = 0.577350 (verified),
//	   0.5/√1 = 0.5 (verified)
//	Σw = 1.680904, Σw·p = 1.327350, 100·(1.327350 + 2.5)/(1.680904 + 5) = 57.29 → 57
func TestWorkedExample(t *testing.T) {
	res := score(t,
		rec("c", 0, "audit", "t1", Verified),
		rec("a", 60, "audit", "t1", Verified),
		rec("b", 30, "audit", "t1", Failed),
		rec("d", 30, "audit", "t2", Verified),
		rec("e", 90, "audit", "t3", Verified),
		rec("f", 10, "audit", "t3", Unverifiable),
		Receipt{ID: "g", Time: asOf.Add(time.Hour), Action: "audit", Target: "t3", Verdict: Verified},
	)
	if res.Score != 57 || !res.Provisional || res.CountedCount != 4 || res.Targets != 2 ||
		res.OutsideWindow != 1 || res.Unverifiable != 1 || res.Future != 1 {
		t.Fatalf("worked example: %+v", res)
	}
	if math.Abs(res.SumW-1.6809036597829) > 1e-12 || math.Abs(res.SumWP-1.3273502691896) > 1e-12 {
		t.Fatalf("Σw %v, Σw·p %v", res.SumW, res.SumWP)
	}
	places := map[string]int{}
	for _, c := range res.Receipts {
		places[c.ID] = c.K
	}
	if places["a"] != 1 || places["b"] != 2 || places["c"] != 3 || places["d"] != 1 {
		t.Fatalf("places %v: want a 1, b 2, c 3 (time order on audit/t1), d 1", places)
	}
}

// Round half up, exactly: 34 receipts of weight 1 (20 verified) and 2 of weight 0.5 (one
// verified) give (20.5 + 2.5)/(35 + 5) = 23/40, so 57.5 rounds to 58 — where the float64
// quotient 23/40·100 = 57.49999999999999 would give 57.
func TestRoundsHalfUpExactly(t *testing.T) {
	var rs []Receipt
	for i := range 34 {
		v := Failed
		if i < 20 {
			v = Verified
		}
		rs = append(rs, rec(fmt.Sprint("r", i), 0, "audit", fmt.Sprint("t", i), v))
	}
	rs = append(rs, rec("h1", 30, "audit", "h1", Verified), rec("h2", 30, "audit", "h2", Failed))
	res := score(t, rs...)
	if res.SumW != 35 || res.SumWP != 20.5 || res.Score != 58 || res.Provisional {
		t.Fatalf("Σw %v Σw·p %v score %d provisional %v; want 35, 20.5, 58, not provisional", res.SumW, res.SumWP, res.Score, res.Provisional)
	}
}

// Repeats of one action on one target weigh 1/√k; receipts outside the window or unverifiable
// take no place.
func TestRepeatDiscount(t *testing.T) {
	var rs []Receipt
	for i := range 4 {
		rs = append(rs, rec(fmt.Sprint("r", i), 0, "audit", "same", Verified))
	}
	res := score(t, rs...)
	want := 1 + 1/math.Sqrt(2) + 1/math.Sqrt(3) + 0.5
	if math.Abs(res.SumW-want) > 1e-12 {
		t.Fatalf("Σw of four repeats = %v, want %v", res.SumW, want)
	}
	res = score(t, rec("old", 100, "audit", "same", Verified), rec("unv", 5, "audit", "same", Unverifiable),
		rec("new", 1, "audit", "same", Verified))
	if len(res.Receipts) != 1 || res.Receipts[0].K != 1 {
		t.Fatalf("only the counted receipt takes a place: %+v", res.Receipts)
	}
	// Another action on the same target, or the same action on another target, is not a repeat.
	res = score(t, rec("x", 0, "audit", "t", Verified), rec("y", 0, "review", "t", Verified), rec("z", 0, "audit", "u", Verified))
	for _, c := range res.Receipts {
		if c.K != 1 {
			t.Fatalf("%s has place %d", c.ID, c.K)
		}
	}
}

// A correction takes its receipt's place: the verdict changes, the age does not.
func TestCorrections(t *testing.T) {
	orig := rec("a", 40, "audit", "t1", Failed)
	fix := Receipt{ID: "b", Time: ago(1), Supersedes: "a", Verdict: Verified}
	res := score(t, orig, fix)
	if res.CountedCount != 1 || res.Corrected != 1 || res.SumWP != res.SumW ||
		res.Receipts[0].ID != "a" || res.Receipts[0].Correction != "b" || math.Abs(res.Receipts[0].AgeDays-40) > 1e-9 {
		t.Fatalf("corrected receipt: %+v", res.Receipts)
	}
	// Chains resolve to the last correction: here an unverifiable one, so nothing counts.
	res = score(t, orig, fix, Receipt{ID: "c", Time: ago(0.5), Supersedes: "b", Verdict: Unverifiable})
	if res.CountedCount != 0 || res.Unverifiable != 1 {
		t.Fatalf("chain ending unverifiable: %+v", res)
	}
	// A correction issued after as_of does not exist yet: the original stands.
	late := Receipt{ID: "d", Time: asOf.Add(time.Minute), Supersedes: "a", Verdict: Verified}
	res = score(t, orig, late)
	if res.CountedCount != 1 || res.SumWP != 0 || res.Future != 1 {
		t.Fatalf("future correction: %+v", res)
	}
}

func TestProvisional(t *testing.T) {
	build := func(n, targets int) []Receipt {
		var rs []Receipt
		for i := range n {
			rs = append(rs, rec(fmt.Sprint("r", i), float64(i), fmt.Sprint("act", i), fmt.Sprint("t", i%targets), Verified))
		}
		return rs
	}
	for _, tc := range []struct {
		n, targets  int
		provisional bool
	}{{30, 3, false}, {29, 3, true}, {30, 2, true}, {60, 10, false}} {
		if res := score(t, build(tc.n, tc.targets)...); res.Provisional != tc.provisional {
			t.Errorf("%d receipts on %d targets: provisional %v", tc.n, tc.targets, res.Provisional)
		}
	}
}

func TestRejects(t *testing.T) {
	ok := rec("a", 1, "audit", "t", Verified)
	for _, tc := range []struct {
		name string
		in   Input
		want string
	}{
		{"no as_of", Input{Receipts: []Receipt{ok}}, "as_of"},
		{"no id", Input{AsOf: asOf, Receipts: []Receipt{rec("", 1, "a", "t", Verified)}}, "id is missing"},
		{"duplicate id", Input{AsOf: asOf, Receipts: []Receipt{ok, ok}}, "twice"},
		{"no time", Input{AsOf: asOf, Receipts: []Receipt{{ID: "x", Action: "a", Target: "t", Verdict: Verified}}}, "time"},
		{"unknown verdict", Input{AsOf: asOf, Receipts: []Receipt{rec("x", 1, "a", "t", "partial")}}, "verdict"},
		{"no target", Input{AsOf: asOf, Receipts: []Receipt{rec("x", 1, "a", "", Verified)}}, "target"},
		{"corrects a missing receipt", Input{AsOf: asOf, Receipts: []Receipt{{ID: "x", Time: ago(1), Supersedes: "zz", Verdict: Failed}}}, "not in the input"},
		{"corrected twice", Input{AsOf: asOf, Receipts: []Receipt{ok, {ID: "x", Time: ago(1), Supersedes: "a", Verdict: Failed},
			{ID: "y", Time: ago(1), Supersedes: "a", Verdict: Failed}}}, "corrected twice"},
		{"correction moves the receipt", Input{AsOf: asOf, Receipts: []Receipt{ok, {ID: "x", Time: ago(1), Supersedes: "a", Target: "other", Verdict: Failed}}}, "keeps its receipt's place"},
		{"cycle", Input{AsOf: asOf, Receipts: []Receipt{{ID: "x", Time: ago(1), Supersedes: "y", Verdict: Failed},
			{ID: "y", Time: ago(1), Supersedes: "x", Verdict: Failed}}}, "cycle"},
	} {
		_, err := Score(&tc.in)
		if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an input error naming %q", tc.name, err, tc.want)
		}
	}
}

func TestDecode(t *testing.T) {
	in, err := Decode(strings.NewReader(`{"formula": "qed/v0", "as_of": "2026-06-01T00:00:00Z",
		"receipts": [{"id": "a", "time": "2026-05-31T00:00:00Z", "action": "audit", "target": "t", "verdict": "verified"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if res, err := Score(in); err != nil || res.Score != 58 { // 100·(0.5^(1/30) + 2.5)/(0.5^(1/30) + 5) = 58.17
		t.Fatalf("decoded input: %+v, %v", res, err)
	}
	for _, bad := range []string{
		`{"formula": "duami/v1", "as_of": "2026-06-01T00:00:00Z", "receipts": []}`,
		`{"as_of": "2026-06-01T00:00:00Z", "receipts": [{"id": "a", "supersede": "b"}]}`,
		`{"as_of": "yesterday"}`,
	} {
		if _, err := Decode(strings.NewReader(bad)); !errors.Is(err, ErrInput) {
			t.Errorf("Decode(%s): %v", bad, err)
		}
	}
}
