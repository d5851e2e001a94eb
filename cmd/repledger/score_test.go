package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The QED worked example of reputation/qed's tests, as a file: score 57, provisional.
const qedInput = `{"formula": "qed/v0", "agent": "0xabc", "as_of": "2026-06-01T00:00:00Z", "receipts": [
  {"id": "c", "time": "2026-06-01T00:00:00Z", "action": "audit", "target": "t1", "verdict": "verified"},
  {"id": "a", "time": "2026-04-02T00:00:00Z", "action": "audit", "target": "t1", "verdict": "verified"},
  {"id": "b", "time": "2026-05-02T00:00:00Z", "action": "audit", "target": "t1", "verdict": "failed"},
  {"id": "d", "time": "2026-05-02T00:00:00Z", "action": "audit", "target": "t2", "verdict": "verified"},
  {"id": "e", "time": "2026-03-03T00:00:00Z", "action": "audit", "target": "t3", "verdict": "verified"},
  {"id": "f", "time": "2026-05-22T00:00:00Z", "action": "audit", "target": "t3", "verdict": "unverifiable"}]}`

// A Duami agent registered on 1 May, seen on 29–31 May (one MCP check-in lists it), with an
// intent and deals fulfilled with two independent partners, one of them rating it 5 stars:
//
//	U = 0 (no heartbeat), R = 0, L = 3/30, T = log₂ 3/log₂ 11 = 0.458157,
//	Q = ((9 + 5)/4 − 1)/4 × 1/5 = 0.125; score = 100 × (0.01 + 0.137447 + 0.025) = 17.24; A4.
const duamiInput = `{"formula": "duami/v1", "as_of": "2026-06-01T00:00:00Z",
  "agent": {"id": "a", "registered": "2026-05-01T00:00:00Z"},
  "check_ins": ["2026-05-29T08:00:00Z"], "activity": ["2026-05-30T08:00:00Z", "2026-05-31T08:00:00Z"],
  "intents": ["2026-05-20T08:00:00Z"],
  "deals": [{"partner": "b", "accepted_at": "2026-05-20T00:00:00Z", "fulfilled_at": "2026-05-21T00:00:00Z"},
            {"partner": "c", "accepted_at": "2026-05-22T00:00:00Z", "fulfilled_at": "2026-05-23T00:00:00Z"}],
  "ratings": [{"rater": "b", "stars": 5, "at": "2026-05-21T01:00:00Z"}],
  "agents": {"b": {"created": "2026-01-01T00:00:00Z", "active": true, "seen": ["2026-01-02T00:00:00Z", "2026-01-03T00:00:00Z", "2026-01-04T00:00:00Z"]},
             "c": {"created": "2026-01-01T00:00:00Z", "active": true, "seen": ["2026-01-02T00:00:00Z", "2026-01-03T00:00:00Z", "2026-01-04T00:00:00Z"]}}}`

func writeFile(t *testing.T, name, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestScoreQED(t *testing.T) {
	file := writeFile(t, "qed.json", qedInput)
	out, err := runCLI(t, "score", "--formula", "qed/v0", file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"formula   qed/v0, agent 0xabc", "score     57 provisional", "4 counted on 2 targets", "1 unverifiable, 1 outside 90 days"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
	out, err = runCLI(t, "score", "--formula", "qed/v0", "--json", file)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Formula     string  `json:"formula"`
		Score       int     `json:"score"`
		Provisional bool    `json:"provisional"`
		SumW        float64 `json:"sum_w"`
		Receipts    []struct {
			ID string `json:"id"`
			K  int    `json:"k"`
		} `json:"receipts"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	places := map[string]int{}
	for _, r := range got.Receipts {
		places[r.ID] = r.K
	}
	if got.Formula != "qed/v0" || got.Score != 57 || !got.Provisional || math.Abs(got.SumW-1.6809036597829) > 1e-12 ||
		len(got.Receipts) != 4 || places["a"] != 1 || places["b"] != 2 || places["c"] != 3 || places["d"] != 1 {
		t.Errorf("JSON: %+v", got)
	}
}

func TestScoreDuami(t *testing.T) {
	file := writeFile(t, "duami.json", duamiInput)
	out, err := runCLI(t, "score", "--formula", "duami/v1", file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"score     17.24", "level     A4", "0 of 168 tracked hours online", "3 of 30 tracked days seen",
		"2 independent partners", "1 independent raters, Bayesian mean 3.50★", "A1 yes, A2 no, A3 yes, A4 yes, A5 no"} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
	out, err = runCLI(t, "score", "--json", "--formula", "duami/v1", file)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Score float64 `json:"score"`
		Level string  `json:"level"`
		Parts struct {
			T struct {
				Value    float64 `json:"value"`
				Partners int     `json:"partners"`
			} `json:"trade"`
			Q struct {
				Value float64 `json:"value"`
			} `json:"ratings"`
		} `json:"parts"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	want := 100 * (0.1*0.1 + 0.3*math.Log2(3)/math.Log2(11) + 0.2*0.125)
	if math.Abs(got.Score-want) > 1e-9 || got.Level != "A4" || got.Parts.T.Partners != 2 || got.Parts.Q.Value != 0.125 {
		t.Errorf("JSON: %+v, want score %v", got, want)
	}
}

func TestScoreRejects(t *testing.T) {
	good := writeFile(t, "qed.json", qedInput)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{good}, "--formula"},
		{[]string{"--formula", "ledger/v2", good}, "--formula"},
		{[]string{"--formula", "qed/v0"}, "give the FILE"},
		{[]string{"--formula", "qed/v0", good, good}, "is one too many"},
		{[]string{"--formula", "qed/v0", filepath.Join(t.TempDir(), "missing.json")}, "missing.json"},
		{[]string{"--formula", "duami/v1", good}, "qed/v0"}, // the file says which formula it is for
		{[]string{"--formula", "qed/v0", writeFile(t, "bad.json", `{"as_of": "2026-06-01T00:00:00Z", "receipts": [{"id": "a"}]}`)}, "time"},
		{[]string{"--formula", "duami/v1", writeFile(t, "bad2.json", `{"as_of": "2026-06-01T00:00:00Z", "agent": {"id": "a"}}`)}, "agent.registered"},
	} {
		_, err := runCLI(t, append([]string{"score"}, tc.args...)...)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("score %v: %v, want one line naming %q", tc.args, err, tc.want)
		}
	}
}
