package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// writeKeystore encrypts anvil's first dev key (cheap scrypt: a test) and writes its password.
func writeKeystore(t *testing.T, dir string) (keyFile, passwordFile string) {
	return writeKeystoreFor(t, dir, testnet.DevAccounts()[0])
}

func writeKeystoreFor(t *testing.T, dir string, dev testnet.DevAccount) (keyFile, passwordFile string) {
	t.Helper()
	id, err := uuid.NewRandom()
	if err != nil {
		t.Fatal(err)
	}
	blob, err := keystore.EncryptKey(&keystore.Key{Id: id, Address: dev.Address, PrivateKey: dev.Key},
		"correct horse", keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	keyFile, passwordFile = filepath.Join(dir, dev.Address.Hex()+".json"), filepath.Join(dir, "password")
	if err := os.WriteFile(keyFile, blob, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(passwordFile, []byte("correct horse\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return keyFile, passwordFile
}

// Deploy with `repledger deploy` against anvil (a ledger and its first escrow, with the escrow
// flags), then `verify` passes; `escrow create` adds a second marketplace and `verify` checks both;
// a tampered manifest fails `verify` with a clear message.
func TestDeployAndVerifyAgainstAnvil(t *testing.T) {
	url := startAnvil(t)
	dir := t.TempDir()
	keyFile, passwordFile := writeKeystore(t, dir)
	manifest := filepath.Join(dir, "deployment.json")
	dev := testnet.DevAccounts()

	out, err := runCLI(t, "deploy", "--rpc", url, "--keystore", keyFile, "--password-file", passwordFile,
		"--epoch-length", "60", "--scorer", dev[1].Address.Hex(), "--arbiter", dev[2].Address.Hex(),
		"--treasury", dev[9].Address.Hex(), "--fee-bps", "100", "--out", manifest)
	if err != nil {
		t.Fatalf("deploy: %v", err)
	}
	if !strings.Contains(out, "ReputationLedger") || !strings.Contains(out, "EscrowFactory") || !strings.Contains(out, "fee 100 bps") ||
		!strings.Contains(out, "X402Source") || !strings.Contains(out, "outcome window 24h0m0s") {
		t.Fatalf("deploy printed %q", out)
	}
	m, err := deployment.ReadManifest(manifest)
	if err != nil {
		t.Fatal(err)
	}
	e := m.Escrows[0]
	if m.ChainID != 31337 || !m.AssetIsTestTok || m.EpochLength != 60 || m.WeightCap != "12000000" || m.RPCHTTP != url ||
		m.Admin != dev[0].Address || m.Scorer != dev[1].Address || len(m.Escrows) != 1 || e.Owner != dev[0].Address ||
		e.Arbiter != dev[2].Address || e.Treasury != dev[9].Address || e.PlatformFeeBps != 100 || m.Factory == (common.Address{}) {
		t.Fatalf("manifest = %+v", m)
	}
	if src, ok := m.X402(); !ok || src.Index != deployment.SourceBase || src.OutcomeWindowSeconds != 86400 || len(m.Sources) != 2 {
		t.Fatalf("manifest sources = %+v: want the x402 source at %d, a day's window, and the rating hook", m.Sources, deployment.SourceBase)
	}
	if hook, ok := m.RatingHook(); !ok || hook.Index != deployment.SourceBase+1 || len(hook.ForeignEscrows) != 0 || !strings.Contains(out, "RatingHook") {
		t.Fatalf("manifest sources = %+v, deploy printed %q: want the rating hook at %d", m.Sources, out, deployment.SourceBase+1)
	}

	out, err = runCLI(t, "verify", "--deployment", manifest)
	if err != nil || !strings.Contains(out, "all 38 checks passed") {
		t.Fatalf("verify of a fresh deployment: %v\n%s", err, out)
	}
	out, err = runCLI(t, "escrow", "create", "--deployment", manifest, "--keystore", keyFile, "--password-file", passwordFile,
		"--owner", dev[6].Address.Hex(), "--fee-bps", "250")
	if err != nil || !strings.Contains(out, "Escrow 1") {
		t.Fatalf("escrow create: %v\n%s", err, out)
	}
	out, err = runCLI(t, "verify", "--deployment", manifest)
	if err != nil || !strings.Contains(out, "all 47 checks passed") || !strings.Contains(out, "escrow 1: escrow → ledger") {
		t.Fatalf("verify of two escrows: %v\n%s", err, out)
	}

	for _, tc := range []struct {
		name, want string
		spoil      func(m map[string]any)
	}{
		{"swapped ledger and escrow", "FAIL  ledger code", func(m map[string]any) {
			e := m["escrows"].([]any)[0].(map[string]any)
			m["ledger"], e["address"] = e["address"], m["ledger"]
		}},
		{"another chain id", "FAIL  chain id: node is chain 31337, manifest says 1", func(m map[string]any) { m["chain_id"] = 1 }},
		{"wrong scorer", "FAIL  ledger scorer", func(m map[string]any) { m["scorer"] = "0x000000000000000000000000000000000000dEaD" }},
		{"wrong fee", "FAIL  escrow 1: platform fee: contract says 250, manifest says 0", func(m map[string]any) {
			m["escrows"].([]any)[1].(map[string]any)["platform_fee_bps"] = 0
		}},
		{"an escrow left out", "FAIL  escrow 1: in the manifest", func(m map[string]any) { m["escrows"] = m["escrows"].([]any)[:1] }},
	} {
		tampered := tamper(t, manifest, tc.spoil)
		out, err := runCLI(t, "verify", "--deployment", tampered)
		if !errors.Is(err, errVerifyFailed) || !strings.Contains(out, tc.want) {
			t.Errorf("%s: verify said %v\n%s\nwant a failure with %q", tc.name, err, out, tc.want)
		}
	}
}

func tamper(t *testing.T, path string, spoil func(map[string]any)) string {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	spoil(m)
	raw, _ = json.Marshal(m)
	out := filepath.Join(t.TempDir(), "tampered.json")
	if err := os.WriteFile(out, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

// Every bad input gets one clear error naming what and where, and no deployment.
func TestDeployAndVerifyRejectBadInput(t *testing.T) {
	dir := t.TempDir()
	keyFile, passwordFile := writeKeystore(t, dir)
	wrongPassword := filepath.Join(dir, "wrong")
	if err := os.WriteFile(wrongPassword, []byte("battery staple"), 0o600); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := fmt.Sprintf("http://%s", l.Addr())
	l.Close() // nothing listens here any more
	malformed := filepath.Join(dir, "malformed.json")
	if err := os.WriteFile(malformed, []byte(`{"formula": "ledger/v1", "chain_id": "x"`), 0o644); err != nil {
		t.Fatal(err)
	}
	deploy := func(extra ...string) []string {
		return append([]string{"deploy", "--rpc", closed, "--keystore", keyFile, "--password-file", passwordFile,
			"--out", filepath.Join(dir, "never.json")}, extra...)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{deploy(), closed + " (--rpc)"},
		{deploy("--scorer", "0x1234"), "--scorer"},
		{deploy("--asset", "0x0000000000000000000000000000000000000000"), "--asset"},
		{deploy("--weight-cap", "0"), "--weight-cap"},
		{deploy("--epoch-length", "0"), "--epoch-length"},
		{deploy("--fee-bps", "1001"), "--fee-bps"},
		{deploy("--arbiter", "0x0000000000000000000000000000000000000000"), "--arbiter"},
		{deploy("--identity-registry", "nope"), "--identity-registry"},
		{[]string{"deploy", "--rpc", closed, "--keystore", keyFile, "--password-file", wrongPassword}, "--keystore"},
		{[]string{"deploy", "--rpc", closed, "--keystore", filepath.Join(dir, "none"), "--password-file", passwordFile}, "--keystore"},
		{[]string{"verify", "--deployment", malformed}, "malformed.json"},
		{[]string{"verify", "--deployment", filepath.Join(dir, "none.json")}, "--deployment"},
	} {
		_, err := runCLI(t, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one naming %q", tc.args[1:], err, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "never.json")); !errors.Is(err, os.ErrNotExist) {
		t.Error("a failed deploy wrote a manifest")
	}
}
