package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// `attack --scenario self-dealing --json` plays one attack and prints its row: refused by the
// contract, nothing but gas spent.
func TestAttackOneScenarioJSON(t *testing.T) {
	code, out, msg := runCode(t, "attack", "--scenario", "self-dealing", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, msg)
	}
	var rows []struct {
		Scenario string  `json:"scenario"`
		Spend    float64 `json:"spend"`
		Gas      uint64  `json:"gas"`
		Refused  string  `json:"refused"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if len(rows) != 1 || rows[0].Scenario != "self-dealing" || rows[0].Spend != 0 || rows[0].Gas == 0 ||
		!strings.Contains(rows[0].Refused, "ClientCannotBeProvider") {
		t.Fatalf("rows %+v: want the one self-dealing row, refused with ClientCannotBeProvider", rows)
	}
}

// An unknown scenario is a usage error naming the ones there are.
func TestAttackUnknownScenario(t *testing.T) {
	code, _, msg := runCode(t, "attack", "--scenario", "nope")
	if code != 2 || !strings.Contains(msg, "wash-ring-5") {
		t.Fatalf("exit %d, %q: want 2 and the list of scenarios", code, msg)
	}
}

// The text output ends with the target through the honest buyers' trust lens: a wash ring moves
// the default score and leaves the lens where it was.
func TestAttackPrintsTheLens(t *testing.T) {
	code, out, msg := runCode(t, "attack", "--scenario", "wash-ring-2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, msg)
	}
	if !strings.Contains(out, "through a trust lens anchored at the honest buyers") ||
		!strings.Contains(out, "| wash-ring-2 | 2099 → 5529 bps, routable | 2099 → 2099 bps, not routable") {
		t.Fatalf("no lens table with the ring unmoved in:\n%s", out)
	}
}
