package main

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (stdout string, err error) {
	t.Helper()
	app := newApp()
	var out, errs bytes.Buffer
	app.Writer, app.ErrWriter = &out, &errs
	err = runApp(context.Background(), app, append([]string{"repledger"}, args...))
	return out.String(), err
}

// The demo's leaderboard shows what the design promises, read back from the chain through the
// router after the settler rated every job: the excellent agent on top, the crashing and the
// disputed agents under the floor, the newcomer routable at the prior, the over-cap agent's
// weight capped, older evidence faded.
func TestDemoLeaderboard(t *testing.T) {
	out, err := runCLI(t, "demo", "--epochs", "3", "--jobs", "6", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var res demoResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("demo --json printed %q: %v", out, err)
	}
	by := map[string]row{}
	for _, r := range res.Leaderboard {
		by[r.Profile] = r
	}
	if top := res.Leaderboard[0].Profile; top != "excellent" && top != "baked-kit" && top != "over-cap" {
		t.Errorf("top agent is %q, want one of the excellent ones", top)
	}
	if by["excellent"].LowerBps <= by["solid"].LowerBps || by["solid"].LowerBps <= by["sloppy"].LowerBps {
		t.Errorf("excellent > solid > sloppy does not hold: %+v", res.Leaderboard)
	}
	if n := by["newcomer"]; n.SmoothedBps != 7000 || n.LowerBps != 5565 || !n.Routable || n.Ratings != 0 {
		t.Errorf("newcomer = %+v, want the prior alone: 7000 / 5565, routable", n)
	}
	for _, p := range []string{"crashing", "disputed", "sloppy"} {
		if by[p].Routable {
			t.Errorf("%s agent is routable: %+v", p, by[p])
		}
	}
	if d := by["disputed"]; d.DisputeRateBps == 0 {
		t.Errorf("disputed agent shows no dispute rate: %+v", d)
	}
	for p, r := range by {
		if p == "newcomer" {
			continue
		}
		if r.Ratings != 18 {
			t.Errorf("%s: %d ratings, want 3 epochs × 6 jobs", p, r.Ratings)
		}
		// Older evidence faded: the decayed weight is below what was paid, capped.
		if !(r.WeightUnits < r.CappedUnits) || r.CappedUnits > r.PaidUnits {
			t.Errorf("%s: evidence %.2f U, capped paid %.2f U, paid %.2f U", p, r.WeightUnits, r.CappedUnits, r.PaidUnits)
		}
	}
	if o := by["over-cap"]; o.CappedUnits != 12*18 || o.PaidUnits < 4*o.CappedUnits/1.2 {
		t.Errorf("over-cap agent: capped %.1f U of %.1f U paid, want 12 U a job", o.CappedUnits, o.PaidUnits)
	}
	// Three marketplaces, one ledger: escrows A and B, and C paid per call over x402 (through the
	// facilitator, the middleware and the x402 source; each call rated by its buyer through the
	// settler's intake). Every working agent was rated from all three, and its one record holds
	// them all (the ledger's Rated events name each rating's escrow or source).
	if len(res.Marketplaces) != 3 || res.Marketplaces[0].FeeBps != 0 || res.Marketplaces[1].FeeBps != 250 ||
		res.Marketplaces[0].Jobs+res.Marketplaces[1].Jobs+res.Marketplaces[2].Jobs != res.Jobs ||
		res.Marketplaces[0].Address == res.Marketplaces[1].Address || res.Marketplaces[2].Kind != "x402" ||
		res.Marketplaces[2].Index != 1<<31 || res.Marketplaces[2].Fees != 0 || res.Marketplaces[2].Jobs == 0 {
		t.Errorf("marketplaces = %+v", res.Marketplaces)
	}
	for p, r := range by {
		if len(r.RatingsBy) != 3 || r.RatingsBy[0]+r.RatingsBy[1]+r.RatingsBy[2] != r.Ratings ||
			p != "newcomer" && (r.RatingsBy[0] == 0 || r.RatingsBy[1] == 0 || r.RatingsBy[2] == 0) {
			t.Errorf("%s: %d ratings, by marketplace %v: want ratings from all three, adding up", p, r.Ratings, r.RatingsBy)
		}
		if r.RatingsBySource["escrow"] != r.RatingsBy[0]+r.RatingsBy[1] || r.RatingsBySource["x402"] != r.RatingsBy[2] {
			t.Errorf("%s: ratings by source %v, by marketplace %v", p, r.RatingsBySource, r.RatingsBy)
		}
	}
	// Marketplace B's treasury holds its 2.5 % of every budget, each fee rounded down; A charges nothing.
	if b := res.Marketplaces[1]; b.Fees > b.Paid*0.025+1e-6 || b.Fees < b.Paid*0.025-float64(b.Jobs)/1e6 || res.Marketplaces[0].Fees != 0 {
		t.Errorf("fees: %+v", res.Marketplaces)
	}
	// The ledger's own decision, computed on chain, is the router's for every agent.
	for _, r := range res.Leaderboard {
		if o := r.Onchain; o == nil || !o.Agrees || o.SmoothedBps != r.SmoothedBps || o.LowerBps != r.LowerBps || o.Routable != r.Routable {
			t.Errorf("%s: on chain %+v, router %d / %d / %v", r.Profile, o, r.SmoothedBps, r.LowerBps, r.Routable)
		}
	}
	if res.Hire == "" || res.Refused < 3 {
		t.Errorf("hire %q with %d refused", res.Hire, res.Refused)
	}
	// On this nine-buyer market (three per marketplace, in turn) every agent with evidence has at
	// least three payers: the minimum-payers, dispute and repeat policies refuse no honest agent;
	// the top-payer cap may refuse agents whose weight leans on one buyer; none routes anyone the
	// default refuses, and the newcomer keeps the prior's verdict under all.
	if len(res.Policies) != 4 {
		t.Fatalf("policies: %+v", res.Policies)
	}
	for i, p := range res.Policies {
		topPayer := i == 1
		if !topPayer && len(p.Lost) != 0 || len(p.Gained) != 0 || slices.Contains(p.Lost, "newcomer") {
			t.Errorf("policy %s: routable %d, lost %v, gained %v", p.Policy, p.Routable, p.Lost, p.Gained)
		}
	}
	// Through a trust lens anchored at the demo's own buyers (issue 20): at least 7 of the 8 keep
	// their verdict, and the newcomer has no evidence in the lens, reading the prior, routable.
	if l := res.Lens; l.Anchors != 9 || l.Kept < 7 || !slices.Equal(l.NoEvidence, []string{"newcomer"}) {
		t.Errorf("lens: %+v", l)
	}
	for _, r := range res.Leaderboard {
		if r.Profile == "newcomer" && (!r.Routable || slices.Contains(res.Lens.Changed, "newcomer")) {
			t.Errorf("the newcomer should stay routable at the prior through the lens: %+v", res.Lens)
		}
	}
}

func TestDemoRejectsBadFlags(t *testing.T) {
	for _, args := range [][]string{{"demo", "--epochs", "0"}, {"demo", "--jobs", "1000"}, {"demo", "--agents", "9"}} {
		_, err := runCLI(t, args...)
		if err == nil || !strings.Contains(err.Error(), args[1]) {
			t.Errorf("%v: error %v, want one naming %s", args, err, args[1])
		}
	}
}
