package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/testnet"
)

// Flags move before the arguments, each with its value (booleans take none); the command path
// stays in front; `--` ends the flags; a negative number is an argument; a group or an unknown
// command is left as typed.
func TestFlagsFirst(t *testing.T) {
	app := newApp()
	for _, tc := range []struct{ in, want string }{
		{"account import ./dev.key --password-file ./dev.password",
			"account import --password-file ./dev.password ./dev.key"},
		{"account import ./dev.key --light-kdf --keystore-dir d",
			"account import --light-kdf --keystore-dir d ./dev.key"},
		{"rank --deployment m.json 41 42 --json", "rank --deployment m.json --json 41 42"},
		{"gate 7 --timeout=2s --signals", "gate --timeout=2s --signals 7"},
		{"gate 7 -5", "gate -- 7 -5"},
		{"escrow stop 1 --deployment m.json", "escrow stop --deployment m.json 1"},
		{"escrow create --deployment m.json --fee-bps 250", "escrow create --deployment m.json --fee-bps 250"},
		{"score f.jsonl --json", "score --json f.jsonl"},
		{"calc extra --json", "calc --json extra"},
		{"calc -- --json", "calc -- --json"},
		{"calc x -- --json", "calc -- x --json"},
		{"demo --bogus 3", "demo --bogus 3"}, // unknown: stays a flag, its value an argument
		{"help escrow create", "help escrow create"},
		{"settler runn --deployment m.json", "settler runn --deployment m.json"},
		{"bogus --json", "bogus --json"},
		{"--version", "--version"},
		{"gate 7 --rpc", "gate --rpc 7"}, // no value left: urfave says it needs one
	} {
		got := flagsFirst(app, append([]string{"repledger"}, strings.Fields(tc.in)...))[1:]
		if want := strings.Fields(tc.want); !slices.Equal(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.in, got, want)
		}
	}
}

// Through the entry point, flags after arguments work as the README writes them; a negative
// number is a bad number, not an unknown flag.
func TestFlagsAfterArguments(t *testing.T) {
	dir := t.TempDir()
	pw := filepath.Join(dir, "dev.password")
	key := filepath.Join(dir, "dev.key")
	dev := testnet.DevAccounts()[5]
	if err := os.WriteFile(pw, []byte("pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(key, []byte(hexutil.Encode(crypto.FromECDSA(dev.Key))), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := runCLI(t, "account", "import", key, "--password-file", pw, "--keystore-dir", filepath.Join(dir, "ks"), "--light-kdf")
	if err != nil || !strings.Contains(out, dev.Address.Hex()) {
		t.Fatalf("account import KEYFILE --password-file …: %v\n%s", err, out)
	}
	out, err = runCLI(t, "account", "list", "--keystore-dir", filepath.Join(dir, "ks"), "--json")
	if err != nil || !strings.Contains(out, dev.Address.Hex()) {
		t.Fatalf("account list --json: %v\n%s", err, out)
	}
	const ledger = "0x00000000000000000000000000000000000000aa"
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"escrow", "stop", "-5", "--deployment", "m.json"}, []string{`INDEX "-5"`, "whole number"}},
		{[]string{"rank", "--rpc", "http://127.0.0.1:1", "--ledger", ledger, "42", "-5", "--json"}, []string{`"-5"`, "decimal"}},
		{[]string{"demo", "--jobs", "-5"}, []string{"--jobs -5", "1 to 100"}},
		{[]string{"calc", "--weight", "-5", "--mean-bps", "5000"}, []string{`--weight "-5"`, "no sign"}},
	} {
		code, _, msg := runCode(t, tc.args...)
		if code != exitUsage || strings.Contains(msg, "no flag") {
			t.Errorf("%v: exit %d, %q: want 2 and a bad number", tc.args, code, msg)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%v: %q does not name %q", tc.args, msg, w)
			}
		}
	}
}
