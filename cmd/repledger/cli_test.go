package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

// runCode runs the CLI in-process and returns what main would exit with, and its one-line
// message.
func runCode(t *testing.T, args ...string) (code int, stdout, msg string) {
	t.Helper()
	out, err := runCLI(t, args...)
	if err != nil {
		msg = err.Error()
	}
	return exitCode(context.Background(), err), out, msg
}

// Usage errors exit 2 with one line naming the argument and what is valid; failures exit 1.
func TestUsageErrorsExitTwoInOneLine(t *testing.T) {
	t.Setenv("ETH_RPC_URL", "") // a shell set up for cast would give gate a node
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	const ledger = "0x00000000000000000000000000000000000000aa"
	for _, tc := range []struct {
		args []string
		code int
		want []string // the message names each
	}{
		{[]string{"bogus"}, 2, []string{`unknown command "bogus"`, "the closest is"}},
		{[]string{"gaet", "7"}, 2, []string{`"gaet"`, "'repledger gate'"}},
		{[]string{"settler", "runn"}, 2, []string{`"runn"`, "'repledger settler run'"}},
		{[]string{"account", "lsit"}, 2, []string{"'repledger account list'"}},
		{[]string{"help", "bogus"}, 2, []string{`"bogus"`}},
		{[]string{"calc", "extra", "args"}, 2, []string{"calc takes no arguments", `"extra"`}},
		{[]string{"calc", "--json", "extra"}, 2, []string{`"extra"`}},
		{[]string{"calc", "extra", "--json"}, 2, []string{"calc takes no arguments", `"extra"`}},
		{[]string{"calc", "--", "--json"}, 2, []string{"calc takes no arguments", `"--json"`}},
		{[]string{"calc", "--weight", "1.5", "--mean-bps", "5000"}, 2, []string{`--weight "1.5"`, "whole number"}},
		{[]string{"calc", "--weight", "abc"}, 2, []string{`--weight "abc"`, "whole number"}},
		{[]string{"calc", "--z", "abc"}, 2, []string{`--z "abc"`, "a number"}},
		{[]string{"gate", "--timeout", "5", "7"}, 2, []string{`--timeout "5"`, "duration"}},
		{[]string{"calc", "--wieght", "2"}, 2, []string{"--wieght", "the closest is --weight"}},
		{[]string{"calc", "--prior-weight", "0"}, 2, []string{"--prior-weight 0"}},
		{[]string{"calc", "--ratings", write("cap", "95 13 0\n")}, 1, []string{"cap line 1", `weight "13"`, "1 to 12"}},
		{[]string{"calc", "--ratings", write("frac", "# header\n95 1.5 0\n")}, 1, []string{"frac line 2", `weight "1.5"`}},
		{[]string{"calc", "--ratings", write("high", "101 5 0\n")}, 1, []string{"high line 1", `rating "101"`, "0 to 100"}},
		{[]string{"gate", "--rpc", "http://127.0.0.1:1", "--ledger", ledger, "0x123"}, 2, []string{`"0x123"`, "40 hex digits", "decimal"}},
		{[]string{"gate", "--rpc", "http://127.0.0.1:1", "--ledger", ledger, "7", "-5"}, 2, []string{"argument 2", `"-5"`, "decimal"}},
		{[]string{"gate", "--rpc", "http://127.0.0.1:1", "--ledger", ledger, "0xZZ"}, 2, []string{`"0xZZ"`}},
		{[]string{"gate", "--rpc", "http://127.0.0.1:1", "--ledger", "0x12", "7"}, 2, []string{`--ledger "0x12"`, "40 hex digits"}},
		{[]string{"gate", "--rpc", "127.0.0.1:8545", "--ledger", ledger, "7"}, 2, []string{"no scheme", "http://127.0.0.1:8545"}},
		{[]string{"gate", "--ledger", ledger, "7"}, 2, []string{"--rpc", "--deployment FILE"}},
		{[]string{"rank", "--rpc", "http://127.0.0.1:1", "--ledger", ledger}, 2, []string{"give at least one AGENT"}},
		{[]string{"verify"}, 2, []string{"--deployment"}},
		{[]string{"demo", "--epochs", "0"}, 2, []string{"--epochs 0", "1 to 96"}},
		{[]string{"rubric", "--violations", "3"}, 2, []string{"--violations 3 needs --critic"}},
		{[]string{"account", "import"}, 2, []string{"KEYFILE"}},
		{[]string{"version", "now"}, 2, []string{`"now"`}},
		{[]string{"account", "new", "--keystore-dir", filepath.Join(write("plain", "x"), "ks"), "--password-file", write("pw", "pw\n")}, 2,
			[]string{"--keystore-dir", "is not a folder"}},
		{[]string{"testnet", "--http-port", "0", "--ws-port", "0", "--out", "/nonexistent-dir/x.json"}, 2,
			[]string{"--out", "/nonexistent-dir does not exist"}},
		{[]string{"score", "x.json"}, 2, []string{`--formula ""`, "qed/v0 or duami/v1"}},
		{[]string{"score", "--formula", "qed/v0"}, 2, []string{"give the FILE"}},
		{[]string{"score", "--formula", "qed/v0", "a.json", "b.json"}, 2, []string{`"b.json" is one too many`}},
		{[]string{"score", "--formula", "qed/v0", write("bad.json", `{"as_of": 5}`)}, 1, []string{"bad.json"}},
	} {
		code, _, msg := runCode(t, tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d (%s), want %d", tc.args, code, msg, tc.code)
		}
		if strings.Contains(msg, "\n") {
			t.Errorf("%v: more than one line: %q", tc.args, msg)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%v: %q does not name %q", tc.args, msg, w)
			}
		}
	}
}

// Several bad flags are listed at once, one a line, still exit 2.
func TestEveryBadFlagListed(t *testing.T) {
	code, _, msg := runCode(t, "demo", "--epochs", "0", "--jobs", "0", "--agents", "9")
	if code != 2 || strings.Count(msg, "\n") != 2 {
		t.Errorf("exit %d, %q: want the three bad flags on three lines", code, msg)
	}
}

// An interrupted run exits 130 whatever error it came back with; a list of usage errors is a
// usage error, one mixed with a failure is a failure.
func TestExitCode(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	usage := usagef("--x: bad")
	for _, tc := range []struct {
		ctx  context.Context
		err  error
		want int
	}{
		{context.Background(), nil, 0},
		{context.Background(), usage, 2},
		{context.Background(), fmt.Errorf("wrapped: %w", usage), 2},
		{context.Background(), errors.Join(usage, usagef("--y: bad")), 2},
		{context.Background(), fmt.Errorf("bad flags:\n%w", errors.Join(usage, errors.New("file missing"))), 1},
		{context.Background(), errors.New("node down"), 1},
		{cancelled, errors.New("epoch 2: context canceled"), 130},
		{cancelled, nil, 0}, // testnet and settler run end cleanly on a signal
	} {
		if got := exitCode(tc.ctx, tc.err); got != tc.want {
			t.Errorf("exitCode(%v) = %d, want %d", tc.err, got, tc.want)
		}
	}
}

// --version and `version` print the version, the commit and the formula id; the commit comes
// from the build's VCS stamp, "unknown" without one.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"-v"}, {"version"}} {
		out, err := runCLI(t, args...)
		if err != nil || !strings.Contains(out, "repledger ") || !strings.Contains(out, "commit ") ||
			!strings.Contains(out, "formula  ledger/v2") {
			t.Errorf("%v: %v\n%s", args, err, out)
		}
	}
	v := versionFrom(&debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "57ca1b7e"}, {Key: "vcs.time", Value: "2026-12-01T08:00:00Z"}, {Key: "vcs.modified", Value: "true"}}}, true)
	if v.Version != "v1.2.3" || v.Commit != "57ca1b7e" || !v.Modified || v.Formula != "ledger/v2" {
		t.Errorf("versionFrom with a VCS stamp = %+v", v)
	}
	if v := versionFrom(&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true); v.Commit != "unknown" || v.Version != "devel" {
		t.Errorf("versionFrom without a VCS stamp = %+v", v)
	}
	out, err := runCLI(t, "version", "--json")
	if err != nil || !strings.Contains(out, `"formula":"ledger/v2"`) || !strings.Contains(out, `"commit":`) {
		t.Errorf("version --json: %v %s", err, out)
	}
}

// --rpc-url is --rpc, as cast users type it; $ETH_RPC_URL is read when neither --rpc nor a
// manifest gives the node, and never overrides a manifest.
func TestCastSpellingsOfTheNode(t *testing.T) {
	const ledger = "0x00000000000000000000000000000000000000aa"
	_, _, msg := runCode(t, "gate", "--rpc-url", "localhost:8545", "--ledger", ledger, "7")
	if !strings.Contains(msg, "http://localhost:8545") {
		t.Errorf("--rpc-url was not read as --rpc: %s", msg)
	}
	t.Setenv("ETH_RPC_URL", "localhost:8546")
	_, _, msg = runCode(t, "gate", "--ledger", ledger, "7")
	if !strings.Contains(msg, "$ETH_RPC_URL") || !strings.Contains(msg, "http://localhost:8546") {
		t.Errorf("$ETH_RPC_URL was not read: %s", msg)
	}
	_, _, msg = runCode(t, "gate", "--rpc", "localhost:8547", "--ledger", ledger, "7")
	if !strings.Contains(msg, "http://localhost:8547") {
		t.Errorf("--rpc did not win over $ETH_RPC_URL: %s", msg)
	}
	_, manifest := servedTestnet(t)
	t.Setenv("ETH_RPC_URL", "http://127.0.0.1:1")
	if out, err := runCLI(t, "verify", "--deployment", manifest); err != nil {
		t.Errorf("$ETH_RPC_URL overrode the manifest's node: %v\n%s", err, out)
	}
}

// Flags are read from their REPLEDGER_ variable, named by envVar.
func TestFlagsReadTheirEnvironment(t *testing.T) {
	t.Setenv("REPLEDGER_RPC", "localhost:8545")
	_, _, msg := runCode(t, "gate", "--ledger", "0x00000000000000000000000000000000000000aa", "7")
	if !strings.Contains(msg, "http://localhost:8545") {
		t.Errorf("REPLEDGER_RPC was not read as --rpc: %s", msg)
	}
	if got := envVar("password-file")[0]; got != "REPLEDGER_PASSWORD_FILE" {
		t.Errorf("envVar(password-file) = %s", got)
	}
}
