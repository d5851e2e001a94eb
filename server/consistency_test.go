package server

import (
	"bytes"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
)

// One agent is described the same way by every endpoint: provisional by the one rule (fewer
// than 30 ratings OR fewer than 3 payers) at its boundaries, the verdict in the same words,
// the evidence weight in the same unit under the same names.
func TestEveryEndpointSaysTheSame(t *testing.T) {
	s, _, _ := newStubServer(t)
	var board Board
	if err := json.Unmarshal(do(s, "GET", "/v1/leaderboard").Body.Bytes(), &board); err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(fixture))
	for i, a := range fixture {
		ids[i] = a.id.String()
	}
	var ds []Decision
	if err := json.Unmarshal(do(s, "GET", "/v1/decisions?agents="+strings.Join(ids, ",")).Body.Bytes(), &ds); err != nil {
		t.Fatal(err)
	}
	for i, a := range fixture {
		var ag Agent
		if err := json.Unmarshal(do(s, "GET", "/v1/agents/"+a.id.String()).Body.Bytes(), &ag); err != nil {
			t.Fatal(err)
		}
		row, d := board.Agents[i], ds[i]
		wantVerdict := "not routable (under the floor)"
		if a.routable {
			wantVerdict = "routable"
		}
		for name, got := range map[string]struct {
			prov          bool
			verdict, w, b string
			id            string
		}{
			"leaderboard": {row.Provisional, row.Verdict, row.EvidenceWeight, row.EvidenceWeightBaseUnits, row.AgentID},
			"agent":       {ag.Provisional, ag.Verdict, ag.EvidenceWeight, ag.EvidenceWeightBaseUnits, ag.AgentID},
			"decisions":   {d.Provisional, d.Verdict, d.EvidenceWeight, d.EvidenceWeightBaseUnits, d.AgentID},
		} {
			if got.prov != a.provisional {
				t.Errorf("%s: agent with %d ratings from %d payers: provisional %v, want %v", name, a.ratings, a.payers, got.prov, a.provisional)
			}
			if got.verdict != wantVerdict || got.b != a.weight.String() || got.w != wholeUnits(a.weight, 6) || got.id != a.id.String() {
				t.Errorf("%s: agent %s: %+v, want verdict %q, weight %s base units", name, a.id, got, wantVerdict, a.weight)
			}
		}
	}
	// The filter uses the same rule.
	var settled Board
	_ = json.Unmarshal(do(s, "GET", "/v1/leaderboard?provisional=false").Body.Bytes(), &settled)
	for _, r := range settled.Agents {
		if r.Ratings < 30 || r.Payers < 3 {
			t.Errorf("provisional=false lists %s with %d ratings from %d payers", r.Agent, r.Ratings, r.Payers)
		}
	}
	if settled.Total != 2 {
		t.Errorf("provisional=false: %d agents, want the 2 with ≥ 30 ratings and ≥ 3 payers", settled.Total)
	}
}

// No JSON number in any response could lose digits in JavaScript: ids and amounts are strings,
// exact, and a 200-bit id keeps every digit.
func TestNoNumberLosesDigitsInJavaScript(t *testing.T) {
	s, _, _ := newStubServer(t)
	limit := new(big.Int).Lsh(big.NewInt(1), 53)
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				walk(path+"."+k, e)
			}
		case []any:
			for _, e := range x {
				walk(path+"[]", e)
			}
		case json.Number:
			if n, ok := new(big.Int).SetString(x.String(), 10); ok && n.CmpAbs(limit) > 0 {
				t.Errorf("%s = %s: a JSON number past 2^53", path, x)
			}
		}
	}
	ids := []string{addrA, "42", idWide.String()}
	for _, target := range []string{"/v1/params", "/v1/leaderboard", "/v1/calc?weight=1000000000&mean_bps=9000",
		"/v1/decisions?agents=" + strings.Join(ids, ","), "/v1/agents/" + idWide.String(), "/v1/agents/" + addrA} {
		w := do(s, "GET", target)
		dec := json.NewDecoder(bytes.NewReader(w.Body.Bytes()))
		dec.UseNumber()
		var v any
		if w.Code != 200 || dec.Decode(&v) != nil {
			t.Fatalf("%s: %d %s", target, w.Code, w.Body)
		}
		walk(target, v)
	}
	var ag map[string]any
	_ = json.Unmarshal(do(s, "GET", "/v1/agents/"+idWide.String()).Body.Bytes(), &ag)
	if ag["agent_id"] != idWide.String() || ag["agent"] != idWide.String() || ag["evidence_weight_base_units"] != bigMass.String() ||
		ag["evidence_weight"] != "9007199254.740993" {
		t.Errorf("a 200-bit agent with 2^53 + 1 base units: %v", ag)
	}
	var ds []map[string]any
	_ = json.Unmarshal(do(s, "GET", "/v1/decisions?agents="+addrA).Body.Bytes(), &ds)
	if len(ds) != 1 || ds[0]["agent_id"] != idA.String() || ds[0]["agent"] != addrA {
		t.Errorf("decision for %s: %v", addrA, ds)
	}
}

// /favicon.ico is an ICO holding a 32×32 PNG.
func TestFavicon(t *testing.T) {
	s, _, _ := newStubServer(t)
	w := do(s, "GET", "/favicon.ico")
	b := w.Body.Bytes()
	if w.Code != 200 || w.Header().Get("Content-Type") != "image/x-icon" || len(b) < 22+8 ||
		!bytes.Equal(b[:6], []byte{0, 0, 1, 0, 1, 0}) || b[6] != 32 || b[7] != 32 || !bytes.HasPrefix(b[22:], []byte("\x89PNG\r\n\x1a\n")) {
		t.Fatalf("favicon: %d %s, %d bytes % x", w.Code, w.Header().Get("Content-Type"), len(b), b[:min(len(b), 30)])
	}
}
