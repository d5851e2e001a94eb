package contracts

import "testing"

func TestLoadAndMatch(t *testing.T) {
	for _, name := range []string{"Escrow", "EscrowFactory", "ReputationLedger", "TestToken", "ScriptedSettlements"} {
		a, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(a.Bin) == 0 || len(a.BinRuntime) == 0 || len(a.ABI) == 0 {
			t.Fatalf("%s: empty artifact", name)
		}
		if ok, why := a.MatchesRuntime(a.BinRuntime); !ok {
			t.Fatalf("%s does not match itself: %s", name, why)
		}
	}
	ledger, _ := Load("ReputationLedger")
	if len(ledger.Immutables) == 0 {
		t.Fatal("the ledger has immutables (factory, asset, epoch length, cap, ...)")
	}
	for _, name := range []string{"Escrow", "EscrowFactory"} {
		if a, _ := Load(name); len(a.Immutables) == 0 {
			t.Fatalf("%s has immutables (its ledger): verify must mask them", name)
		}
	}
	// Immutable bytes may differ; any other byte may not.
	code := append([]byte(nil), ledger.BinRuntime...)
	code[ledger.Immutables[0].Start] ^= 0xff
	if ok, why := ledger.MatchesRuntime(code); !ok {
		t.Fatalf("a different immutable value must still match: %s", why)
	}
	code[0] ^= 0xff
	if ok, _ := ledger.MatchesRuntime(code); ok {
		t.Fatal("a changed opcode must not match")
	}
	if ok, _ := ledger.MatchesRuntime(code[:10]); ok {
		t.Fatal("truncated code must not match")
	}
	if ok, why := ledger.MatchesRuntime(nil); ok || why != "no code at the address" {
		t.Fatalf("empty code: %v %q", ok, why)
	}
	if _, err := Load("Nope"); err == nil {
		t.Fatal("unknown contract must be an error")
	}
}
