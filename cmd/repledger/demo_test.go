package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (stdout string, err error) {
	t.Helper()
	app := newApp()
	var out, errs bytes.Buffer
	app.Writer, app.ErrWriter = &out, &errs
	err = app.Run(append([]string{"repledger"}, args...))
	return out.String(), err
}

// The demo's leaderboard shows what the design promises, read back from the embedded chain.
func TestDemoLeaderboard(t *testing.T) {
	out, err := runCLI(t, "demo", "--epochs", "2", "--jobs", "6", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []row
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("demo --json printed %q: %v", out, err)
	}
	by := map[string]row{}
	for _, r := range rows {
		by[r.Profile] = r
	}
	if rows[0].Profile != "excellent" {
		t.Errorf("top agent is %q, want the excellent one", rows[0].Profile)
	}
	if n := by["newcomer"]; n.SmoothedBps != 7000 || n.LowerBps != 5565 || !n.Routable || n.Ratings != 0 {
		t.Errorf("newcomer = %+v, want the prior alone: 7000 / 5565, routable", n)
	}
	for _, p := range []string{"crashing", "disputed", "sloppy"} {
		if by[p].Routable {
			t.Errorf("%s agent is routable: %+v", p, by[p])
		}
	}
	if d := by["disputed"]; d.DisputeBps == 0 {
		t.Errorf("disputed agent shows no dispute rate: %+v", d)
	}
	if e := by["excellent"]; e.Ratings != 12 {
		t.Errorf("excellent agent has %d ratings, want 2 epochs × 6 jobs", e.Ratings)
	}
}

func TestDemoRejectsBadFlags(t *testing.T) {
	for _, args := range [][]string{{"demo", "--epochs", "0"}, {"demo", "--jobs", "1000"}} {
		_, err := runCLI(t, args...)
		if err == nil || !strings.Contains(err.Error(), args[1]) {
			t.Errorf("%v: error %v, want one naming %s", args, err, args[1])
		}
	}
}
