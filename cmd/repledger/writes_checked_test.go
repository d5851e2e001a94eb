package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/repledger/repledger/testnet"
)

// Every command that sends transactions checks every input first: on a bad one it sends
// nothing, which the sender's nonce shows (deploy --out /nonexistent-dir/x.json once sent three
// transactions and then failed). The good commands at the end show the nonce does move.
func TestWritesCheckEveryInputFirst(t *testing.T) {
	tn, manifest := servedTestnet(t)
	dir := t.TempDir()
	admin := testnet.DevAccounts()[0]
	keyFile, pwFile := writeKeystoreFor(t, dir, admin)
	nonce := func() uint64 {
		n, err := tn.Client.PendingNonceAt(context.Background(), admin.Address)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	key := []string{"--keystore", keyFile, "--password-file", pwFile}
	deploy := func(extra ...string) []string {
		return append(append([]string{"deploy", "--rpc", tn.HTTPURL}, key...), extra...)
	}
	escrow := func(sub string, extra ...string) []string {
		return append(append([]string{"escrow", sub, "--deployment", manifest}, key...), extra...)
	}
	good := filepath.Join(dir, "deployment.json")
	cases := []struct {
		args []string
		code int
		want string
	}{
		{deploy("--out", "/nonexistent-dir/x.json"), 2, "the folder /nonexistent-dir does not exist"},
		{deploy("--out", dir), 2, "a folder"},
		{deploy("--out", good, "--fee-bps", "1001"), 2, "--fee-bps 1001"},
		{deploy("--out", good, "--scorer", "0x12"), 2, "--scorer"},
		{deploy("--out", good, "--epoch-length", "-5"), 2, `--epoch-length "-5"`},
		{escrow("create", "--fee-bps", "1001"), 2, "--fee-bps 1001"},
		{escrow("create", "--treasury", "0xZZ"), 2, "--treasury"},
		{escrow("stop", "7"), 1, "has 1 escrows"},
		{escrow("stop", "-5"), 2, `INDEX "-5"`},
		{escrow("resume", "x"), 2, `INDEX "x"`},
	}
	if os.Geteuid() != 0 { // root writes anywhere
		ro := filepath.Join(dir, "read-only")
		if err := os.Mkdir(ro, 0o500); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, struct {
			args []string
			code int
			want string
		}{deploy("--out", filepath.Join(ro, "x.json")), 2, "cannot write in"})
	}
	before := nonce()
	for _, tc := range cases {
		code, _, msg := runCode(t, tc.args...)
		if code != tc.code || !strings.Contains(msg, tc.want) {
			t.Errorf("%v: exit %d, %q: want %d naming %q", tc.args, code, msg, tc.code, tc.want)
		}
		if n := nonce(); n != before {
			t.Fatalf("%v sent %d transactions before it failed", tc.args, n-before)
		}
	}
	if _, err := runCLI(t, escrow("stop", "0")...); err != nil {
		t.Fatal(err)
	}
	if _, err := runCLI(t, deploy("--out", good)...); err != nil {
		t.Fatal(err)
	}
	if n := nonce(); n < before+4 {
		t.Fatalf("escrow stop and deploy moved the nonce by %d, want at least 4", n-before)
	}
}
