package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// `escrow create` adds a marketplace to a served testnet's ledger and to its manifest, `verify`
// then checks both escrows, `escrow list` reads them back from the chain, and `escrow stop` and
// `resume` switch the ledger's ratings from one off and on.
func TestEscrowCommands(t *testing.T) {
	_, manifest := servedTestnet(t)
	dir := t.TempDir()
	dev := testnet.DevAccounts()
	adminKey, adminPw := writeKeystoreFor(t, dir, dev[0])
	stale := filepath.Join(dir, "stale.json")
	copyFile(t, manifest, stale)
	admin := []string{"--deployment", manifest, "--keystore", adminKey, "--password-file", adminPw}

	out, err := runCLI(t, append([]string{"escrow", "create", "--owner", dev[6].Address.Hex(), "--arbiter", dev[7].Address.Hex(),
		"--treasury", dev[8].Address.Hex(), "--fee-bps", "250"}, admin...)...)
	if err != nil || !strings.Contains(out, "Escrow 1") || !strings.Contains(out, "fee 250 bps") {
		t.Fatalf("escrow create: %v\n%s", err, out)
	}
	m, err := deployment.ReadManifest(manifest)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Escrows) != 2 || m.Escrows[1].Index != 1 || m.Escrows[1].Owner != dev[6].Address || m.Escrows[1].Arbiter != dev[7].Address ||
		m.Escrows[1].Treasury != dev[8].Address || m.Escrows[1].PlatformFeeBps != 250 || m.Escrows[1].Block == 0 {
		t.Fatalf("manifest escrows after create: %+v", m.Escrows)
	}
	if out, err := runCLI(t, "verify", "--deployment", manifest); err != nil || !strings.Contains(out, "all 47 checks passed") {
		t.Fatalf("verify after escrow create: %v\n%s", err, out)
	}
	// Defaults: owner and arbiter the sender, treasury the owner, no fee.
	if _, err := runCLI(t, append([]string{"escrow", "create"}, admin...)...); err != nil {
		t.Fatal(err)
	}

	if _, err := runCLI(t, append(append([]string{"escrow", "stop"}, admin...), "1")...); err != nil {
		t.Fatal(err)
	}
	rows := listEscrows(t, manifest)
	if len(rows) != 5 || rows[3].Kind != "x402" || rows[4].Kind != deployment.SourceKindRatingHook || rows[4].Index != deployment.SourceBase+1 ||
		!rows[4].InManifest || rows[3].Index != deployment.SourceBase || rows[3].OutcomeWindow != 86400 ||
		!rows[3].InManifest || rows[0].Kind != "escrow" || !rows[1].Stopped || rows[0].Stopped || rows[1].PlatformFeeBps != 250 || !rows[2].InManifest ||
		rows[2].Owner != dev[0].Address || rows[2].Arbiter != dev[0].Address || rows[2].Treasury != dev[0].Address ||
		rows[1].Address != m.Escrows[1].Address {
		t.Fatalf("escrow list after stop: %+v", rows)
	}
	if _, err := runCLI(t, append(append([]string{"escrow", "resume"}, admin...), "1")...); err != nil {
		t.Fatal(err)
	}
	if rows := listEscrows(t, manifest); rows[1].Stopped {
		t.Fatalf("escrow 1 still stopped after resume: %+v", rows[1])
	}
	// The x402 source stops and resumes by its index as an escrow does.
	source := strconv.FormatUint(uint64(deployment.SourceBase), 10)
	if out, err := runCLI(t, append(append([]string{"escrow", "stop"}, admin...), source)...); err != nil || !strings.Contains(out, "source "+source) {
		t.Fatalf("escrow stop %s: %v\n%s", source, err, out)
	}
	if rows := listEscrows(t, manifest); !rows[3].Stopped || rows[1].Stopped {
		t.Fatalf("after stopping the source: %+v", rows)
	}
	if out, _ := runCLI(t, "escrow", "list", "--deployment", manifest); !strings.Contains(out, "registered rating sources") ||
		!strings.Contains(out, "x402") || !strings.Contains(out, "24h0m0s") {
		t.Errorf("escrow list does not show the x402 source:\n%s", out)
	}
	if _, err := runCLI(t, append(append([]string{"escrow", "resume"}, admin...), source)...); err != nil {
		t.Fatal(err)
	}
	// The stale copy lists one escrow of three: list says so, and create refuses to guess an index.
	if rows := listEscrows(t, stale); rows[1].InManifest || !rows[0].InManifest {
		t.Fatalf("escrow list against a stale manifest: %+v", rows)
	}
	out, _ = runCLI(t, "escrow", "list", "--deployment", stale)
	if !strings.Contains(out, "NOT LISTED") {
		t.Errorf("escrow list does not flag the escrows a stale manifest lacks:\n%s", out)
	}

	scorerKey, scorerPw := writeKeystoreFor(t, t.TempDir(), dev[1])
	for _, tc := range []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"escrow", "create", "--deployment", manifest, "--keystore", scorerKey, "--password-file", scorerPw},
			1, []string{dev[1].Address.Hex(), "not the ledger's admin", dev[0].Address.Hex()}},
		{[]string{"escrow", "create", "--deployment", stale, "--keystore", adminKey, "--password-file", adminPw},
			1, []string{"lists 1 escrows", "has 3", "nothing was sent"}},
		{append(append([]string{"escrow", "stop"}, admin...), "7"), 1, []string{"escrow 7", "has 3 escrows (0 to 2)"}},
		{append(append([]string{"escrow", "stop"}, admin...), "2147483650"), 1, []string{"source 2147483650", "has 2 registered sources"}},
		{append([]string{"escrow", "stop"}, admin...), 2, []string{"INDEX"}},
		{append(append([]string{"escrow", "resume"}, admin...), "one"), 2, []string{`INDEX "one"`}},
		{append([]string{"escrow", "create", "--fee-bps", "1001", "--owner", "0x0000000000000000000000000000000000000000"}, admin...),
			2, []string{"--fee-bps 1001", "--owner"}},
		{[]string{"escrow", "create", "--keystore", adminKey, "--password-file", adminPw}, 2, []string{"--deployment"}},
		{[]string{"escrow", "stop", "--deployment", manifest, "1"}, 2, []string{"--keystore", "--password-file"}},
		{append(append([]string{"escrow", "stop"}, admin...), "1", "2"), 2, []string{`"2" is one too many`}},
		{[]string{"escrow", "bogus"}, 2, []string{`"bogus"`}},
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
	if m, err := deployment.ReadManifest(stale); err != nil || len(m.Escrows) != 1 {
		t.Errorf("a refused escrow create rewrote the manifest: %v %+v", err, m)
	}
}

func listEscrows(t *testing.T, manifest string) []escrowRow {
	t.Helper()
	out, err := runCLI(t, "escrow", "list", "--deployment", manifest, "--json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []escrowRow
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("escrow list --json printed %q: %v", out, err)
	}
	return rows
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	raw, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, raw, 0o644); err != nil {
		t.Fatal(err)
	}
}
