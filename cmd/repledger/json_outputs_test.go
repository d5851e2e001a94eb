package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// verify --json prints every check as JSON, also when one fails (exit 1); audit --json gives
// empty lists as [], not null, on a ledger nobody has rated yet.
func TestVerifyAndAuditJSON(t *testing.T) {
	_, manifest := servedTestnet(t)
	out, err := runCLI(t, "verify", "--deployment", manifest, "--json")
	var v verifyJSON
	if err != nil || json.Unmarshal([]byte(out), &v) != nil || v.Failed != 0 || v.Passed < 20 || len(v.Checks) != v.Passed ||
		v.RPC == "" || !v.Checks[0].OK || v.Checks[0].Name == "" {
		t.Fatalf("verify --json: %v %+v\n%s", err, v, out)
	}
	spoilt := tamper(t, manifest, func(m map[string]any) { m["epoch_length"] = 61 })
	code, out, _ := runCode(t, "verify", "--deployment", spoilt, "--json")
	v = verifyJSON{}
	if code != exitFailure || json.Unmarshal([]byte(out), &v) != nil || v.Failed == 0 {
		t.Fatalf("verify --json of a spoilt manifest: exit %d, %+v\n%s", code, v, out)
	}
	for _, c := range v.Checks {
		if !c.OK && c.Detail == "" {
			t.Errorf("a failed check without its detail: %+v", c)
		}
	}

	out, err = runCLI(t, "audit", "--deployment", manifest, "--json")
	if err != nil {
		t.Fatal(err)
	}
	var a map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("audit --json: %v\n%s", err, out)
	}
	for _, list := range []string{"agents", "differences"} {
		if got := strings.TrimSpace(string(a[list])); got != "[]" {
			t.Errorf("audit --json %s = %s, want []", list, got)
		}
	}
}
