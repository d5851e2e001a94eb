package main

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/testnet"
)

// servedTestnet serves the embedded chain with the contracts deployed and writes its manifest.
func servedTestnet(t *testing.T) (*testnet.Testnet, string) {
	t.Helper()
	tn, err := testnet.Serve(t.Context(), testnet.ServeConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	manifest := filepath.Join(t.TempDir(), "deployment.json")
	if err := deployment.WriteManifest(manifest, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	return tn, manifest
}

// An address with no contract, or a contract that is not a ReputationLedger, is named as the
// cause, with exit 1, by gate, rank and the settler; a node that cannot be reached still gets
// decisions from the prior (gate) and a message naming the URL (settler).
func TestWrongContractIsNamed(t *testing.T) {
	tn, _ := servedTestnet(t)
	dir := t.TempDir()
	keyFile, pwFile := writeKeystoreFor(t, dir, testnet.DevAccounts()[1])
	empty := common.HexToAddress("0x000000000000000000000000000000000000dEaD").Hex()
	escrow, ledger := tn.Manifest.Escrow().Hex(), tn.Manifest.Ledger.Hex()
	settle := func(rpc, ledger string) []string {
		return []string{"settler", "run", "--rpc", rpc, "--ledger", ledger, "--keystore", keyFile,
			"--password-file", pwFile, "--checkpoint", filepath.Join(dir, "cp.json")}
	}
	closed := testutil.ClosedURL(t, "http")
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"gate", "--rpc", tn.HTTPURL, "--ledger", empty, "7"}, []string{"--ledger " + empty, "no contract code", tn.HTTPURL}},
		{[]string{"rank", "--rpc", tn.WSURL, "--ledger", empty, "7", "8"}, []string{"no contract code"}},
		{[]string{"gate", "--rpc", tn.HTTPURL, "--ledger", escrow, "7"}, []string{"--ledger " + escrow, "not a ReputationLedger"}},
		{settle(tn.HTTPURL, empty), []string{"ledger " + empty, "(--ledger)", "no contract code"}},
		{settle(tn.HTTPURL, escrow), []string{"not a ReputationLedger"}},
		{settle(closed, ledger), []string{closed, "(--rpc)", "is it running"}},
		{[]string{"escrow", "list", "--rpc", tn.HTTPURL, "--ledger", escrow}, []string{"ledger " + escrow, "(--ledger)", "not a ReputationLedger"}},
	} {
		code, out, msg := runCode(t, tc.args...)
		if code != 1 || out != "" {
			t.Errorf("%v: exit %d, printed %q (%s), want exit 1 and nothing printed", tc.args, code, out, msg)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%v: %q does not name %q", tc.args, msg, w)
			}
		}
		if strings.Contains(msg, "is it a ReputationLedger") {
			t.Errorf("%v: an unreachable node blamed on the contract: %s", tc.args, msg)
		}
	}
}

// verify names the URL it used: the --rpc given, not the manifest's.
func TestVerifyNamesTheURLUsed(t *testing.T) {
	tn, manifest := servedTestnet(t)
	closed := testutil.ClosedURL(t, "http")
	code, _, msg := runCode(t, "verify", "--deployment", manifest, "--rpc", closed)
	if code != 1 || !strings.Contains(msg, closed) || strings.Contains(msg, tn.Manifest.RPCHTTP) {
		t.Errorf("verify --rpc %s: exit %d, %s", closed, code, msg)
	}
	// A manifest for another chain (the contracts are not there): one cause, not 22 failures.
	other := tamper(t, manifest, func(m map[string]any) {
		m["ledger"] = "0x000000000000000000000000000000000000dEaD"
		m["escrows"].([]any)[0].(map[string]any)["address"] = "0x000000000000000000000000000000000000bEEF"
	})
	code, out, msg := runCode(t, "verify", "--deployment", other)
	if code != 1 || !strings.Contains(msg, "no contract code") || !strings.Contains(msg, "deploy again") || out != "" {
		t.Errorf("verify of contracts that are not there: exit %d, %s\n%s", code, msg, out)
	}
}

// deploy checks every flag first and lists every bad one; then an account without funds is
// told what it holds and roughly what it needs, before anything is sent.
func TestDeployChecksFlagsAndFunds(t *testing.T) {
	tn, _ := servedTestnet(t)
	dir := t.TempDir()
	code, _, msg := runCode(t, "deploy", "--rpc", "127.0.0.1:8545", "--scorer", "0x1234", "--owner",
		"0x0000000000000000000000000000000000000000", "--epoch-length", "59", "--weight-cap", "0", "--fee-bps", "1001",
		"--identity-registry", "registry", "--treasury", "0xZZ")
	for _, w := range []string{"no scheme", "--keystore", "--password-file", "--scorer", "--owner", "--epoch-length 59",
		"--weight-cap", "--fee-bps 1001", "--identity-registry", "--treasury"} {
		if !strings.Contains(msg, w) {
			t.Errorf("deploy with many bad flags: %q does not name %s", msg, w)
		}
	}
	if code != 2 {
		t.Errorf("deploy with bad flags: exit %d, want 2", code)
	}
	pauper := testnet.ExtraAccount("an account nobody funded")
	keyFile, pwFile := writeKeystoreFor(t, dir, pauper)
	out := filepath.Join(dir, "never.json")
	code, _, msg = runCode(t, "deploy", "--rpc", tn.HTTPURL, "--keystore", keyFile, "--password-file", pwFile, "--out", out)
	if code != 1 || !strings.Contains(msg, pauper.Address.Hex()) || !strings.Contains(msg, "holds 0 ETH") ||
		!strings.Contains(msg, "needs about") || strings.Contains(msg, "gas required exceeds") {
		t.Errorf("deploy from an unfunded account: exit %d, %s", code, msg)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused deploy wrote a manifest")
	}
}

// deployGas, the funds check's estimate, stays within a factor of two of what a deployment
// really costs.
func TestDeployGasEstimateHolds(t *testing.T) {
	tn, _ := servedTestnet(t)
	dir := t.TempDir()
	deployer := testnet.DevAccounts()[7]
	keyFile, pwFile := writeKeystoreFor(t, dir, deployer)
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	before, err := tn.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := runCLI(t, "deploy", "--rpc", tn.HTTPURL, "--keystore", keyFile, "--password-file", pwFile,
		"--out", filepath.Join(dir, "d.json")); err != nil {
		t.Fatal(err)
	}
	after, err := tn.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var used uint64
	for n := before + 1; n <= after; n++ {
		block, err := tn.Client.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		used += block.GasUsed()
	}
	if used == 0 || used > deployGas || used < deployGas/2 {
		t.Fatalf("a deployment used %d gas; deployGas is %d: update the estimate", used, deployGas)
	}
	t.Logf("a deployment used %d gas (estimate %d)", used, deployGas)
}
