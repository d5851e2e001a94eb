package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// `escrow register` lets a foreign ERC-8183 escrow feed a served testnet's ledger through its
// rating hook and lists it in the manifest; `verify` then checks its registration, `escrow list`
// reads it back from the hook, and `escrow stop` and `resume` by its address switch the hook's
// recording of it off and on. Every refusal names the fix and sends nothing.
func TestEscrowRegisterCommands(t *testing.T) {
	tn, manifest := servedTestnet(t)
	ctx := t.Context()
	dir := t.TempDir()
	dev := testnet.DevAccounts()
	adminKey, adminPw := writeKeystoreFor(t, dir, dev[0])
	admin := []string{"--deployment", manifest, "--keystore", adminKey, "--password-file", adminPw}
	stale := filepath.Join(dir, "stale.json")
	copyFile(t, manifest, stale)
	noHook := filepath.Join(dir, "no-hook.json")
	writeWithoutHook(t, manifest, noHook)

	foreign, err := tn.DeployJobStub(ctx, dev[9])
	if err != nil {
		t.Fatal(err)
	}
	other, err := tn.DeployJobStub(ctx, dev[9])
	if err != nil {
		t.Fatal(err)
	}
	hook, _ := tn.Manifest.RatingHook()
	oracle, err := bind.Call(tn.Ledger, &bind.CallOpts{Context: ctx}, tn.LedgerABI.PackOracle(), tn.LedgerABI.UnpackOracle)
	if err != nil {
		t.Fatal(err)
	}

	out, err := runCLI(t, append([]string{"escrow", "register"}, append(admin, foreign.Hex())...)...)
	if err != nil || !strings.Contains(out, "Foreign escrow 1") || !strings.Contains(out, hook.Address.Hex()) ||
		!strings.Contains(out, "setHookWhitelist") {
		t.Fatalf("escrow register: %v\n%s", err, out)
	}
	m, err := deployment.ReadManifest(manifest)
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := m.RatingHook(); len(h.ForeignEscrows) != 1 || h.ForeignEscrows[0].Address != foreign || h.ForeignEscrows[0].Ordinal != 1 ||
		h.ForeignEscrows[0].Block == 0 {
		t.Fatalf("manifest hook after register: %+v", h)
	}
	out, err = runCLI(t, "verify", "--deployment", manifest)
	if err != nil || !strings.Contains(out, "checks passed") || !strings.Contains(out, "foreign escrow 1: registered") {
		t.Fatalf("verify after escrow register: %v\n%s", err, out)
	}

	rows := listEscrows(t, manifest)
	f := rows[len(rows)-1]
	if f.Kind != foreignKind || f.Index != 1 || f.Address != foreign || f.Hook == nil || *f.Hook != hook.Address || f.Stopped || !f.InManifest {
		t.Fatalf("escrow list: the foreign escrow is %+v", f)
	}
	if out, _ := runCLI(t, "escrow", "list", "--deployment", manifest); !strings.Contains(out, "foreign ERC-8183 escrows on the rating hook") ||
		!strings.Contains(out, foreign.Hex()) {
		t.Errorf("escrow list does not show the foreign escrow:\n%s", out)
	}
	if out, err := runCLI(t, append([]string{"escrow", "stop"}, append(admin, foreign.Hex())...)...); err != nil ||
		!strings.Contains(out, "foreign escrow 1") || !strings.Contains(out, "no longer recorded") {
		t.Fatalf("escrow stop ADDRESS: %v\n%s", err, out)
	}
	if rows := listEscrows(t, manifest); !rows[len(rows)-1].Stopped || rows[1].Stopped {
		t.Fatalf("after stopping the foreign escrow: %+v", rows)
	}
	if _, err := runCLI(t, append([]string{"escrow", "resume"}, append(admin, foreign.Hex())...)...); err != nil {
		t.Fatal(err)
	}
	if rows := listEscrows(t, manifest); rows[len(rows)-1].Stopped {
		t.Fatalf("still stopped after resume: %+v", rows[len(rows)-1])
	}
	// The stale copy lists no foreign escrow: list flags it.
	if rows := listEscrows(t, stale); rows[len(rows)-1].InManifest {
		t.Fatalf("escrow list against a stale manifest: %+v", rows[len(rows)-1])
	}

	scorerKey, scorerPw := writeKeystoreFor(t, t.TempDir(), dev[1])
	register := func(manifest string, args ...string) []string {
		return append([]string{"escrow", "register", "--deployment", manifest, "--keystore", adminKey, "--password-file", adminPw}, args...)
	}
	for _, tc := range []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"escrow", "register", "--deployment", manifest, "--keystore", scorerKey, "--password-file", scorerPw, other.Hex()},
			1, []string{"not the ledger's admin"}},
		{register(manifest, oracle.Hex()), 1, []string{"getJob", "ERC-8183 reference", oracle.Hex()}},
		{register(manifest, tn.Manifest.Asset.Hex()), 1, []string{"ledger, factory or asset"}},
		{register(manifest, dev[4].Address.Hex()), 1, []string{"no contract at the address"}},
		{register(manifest, tn.Manifest.Escrow().Hex()), 1, []string{"the ledger's own escrow 0", "twice"}},
		{register(manifest, hook.Address.Hex()), 1, []string{"erc8183-hook source"}},
		{register(manifest, foreign.Hex()), 1, []string{"already registered, as foreign escrow 1"}},
		{register(stale, foreign.Hex()), 1, []string{"already registered on the rating hook, as foreign escrow 1", "does not list it"}},
		{register(stale, other.Hex()), 1, []string{"lists 0 foreign escrows", "has 1", "nothing was sent"}},
		{register(noHook, other.Hex()), 1, []string{"lists no rating hook", "always deploys one"}},
		{register(manifest), 2, []string{"ADDRESS"}},
		{register(manifest, "0x123"), 2, []string{`ADDRESS "0x123"`}},
		{register(manifest, other.Hex(), foreign.Hex()), 2, []string{"one too many"}},
		{[]string{"escrow", "register", other.Hex()}, 2, []string{"--deployment", "--keystore"}},
		{append(append([]string{"escrow", "stop"}, admin...), other.Hex()), 1, []string{"not registered on the rating hook"}},
	} {
		code, _, msg := runCode(t, tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d (%s), want %d", tc.args, code, msg, tc.code)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%v: %q does not name %q", tc.args, msg, w)
			}
		}
	}
	if rows := listEscrows(t, manifest); rows[len(rows)-1].Address != foreign || rows[len(rows)-2].Kind != deployment.SourceKindRatingHook {
		t.Fatalf("a refused register changed the hook: %+v", rows)
	}
}

// writeWithoutHook writes a copy of the manifest at `from` without its rating hook, as a manifest
// made before the hook existed, or edited, would be.
func writeWithoutHook(t *testing.T, from, to string) {
	t.Helper()
	raw, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	var m deployment.Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	kept := m.Sources[:0]
	for _, s := range m.Sources {
		if s.Kind != deployment.SourceKindRatingHook {
			kept = append(kept, s)
		}
	}
	m.Sources = kept
	if err := deployment.WriteManifest(to, &m); err != nil {
		t.Fatal(err)
	}
}
