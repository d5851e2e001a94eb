package main

import (
	"context"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// A malformed configuration stops the daemon with one line per bad field before any call to
// the node: the listener standing in for the node must see no connection at all.
func TestSettlerBadConfigTouchesNoNode(t *testing.T) {
	rpc, connections := nodeListener(t)
	dir := t.TempDir()
	keyFile, passwordFile := writeKeystore(t, dir)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--rpc", rpc, "--ledger",
			"0x0000000000000000000000000000000000000002", "--keystore", keyFile, "--password-file", passwordFile,
			"--batch-size", "0", "--poll-interval", "0s", "--log-format", "xml"}, []string{"--batch-size", "--poll-interval", "--log-format"}},
		{[]string{"--rpc", rpc, "--ledger", "nope", "--keystore", keyFile, "--password-file", passwordFile}, []string{"--ledger"}},
		{[]string{"--rpc", rpc, "--ledger", "0x0000000000000000000000000000000000000002", "--keystore", keyFile,
			"--password-file", passwordFile, "--erc8004-reputation", "0x12"}, []string{"--erc8004-reputation"}},
		{[]string{"--rpc", rpc, "--keystore", keyFile, "--password-file", passwordFile}, []string{"--ledger"}},
		{[]string{"--rpc", rpc, "--ledger", "0x2"}, []string{"--keystore", "--password-file"}},
		{[]string{"--deployment", filepath.Join(dir, "missing.json"), "--keystore", keyFile, "--password-file", passwordFile}, []string{"--deployment"}},
		{[]string{"--rpc", rpc, "--ledger",
			"0x0000000000000000000000000000000000000002", "--keystore", keyFile, "--password-file", passwordFile,
			"--checkpoint", "/nonexistent/dir/cp.json"}, []string{"--checkpoint", "/nonexistent/dir"}},
		{[]string{"--rpc", rpc, "--ledger",
			"0x0000000000000000000000000000000000000002", "--keystore", keyFile, "--password-file", keyFile}, []string{"--keystore"}},
		{[]string{"--rpc", rpc, "--ledger", "0x0000000000000000000000000000000000000002", "--keystore", keyFile,
			"--password-file", passwordFile, "--outcomes-listen", "127.0.0.1:4030"}, []string{"--x402-outbox", "--outcomes-listen"}},
		{[]string{"--rpc", rpc, "--ledger", "0x0000000000000000000000000000000000000002", "--keystore", keyFile,
			"--password-file", passwordFile, "--x402-source", "0x0000000000000000000000000000000000000003"}, []string{"--x402-outbox", "--x402-source"}},
		{[]string{"--rpc", rpc, "--ledger", "0x0000000000000000000000000000000000000002", "--keystore", keyFile,
			"--password-file", passwordFile, "--x402-outbox", filepath.Join(dir, "outbox.jsonl"), "--outcomes-listen", "nope"}, []string{"--outcomes-listen"}},
	} {
		_, err := runCLI(t, append([]string{"settler", "run"}, tc.args...)...)
		for _, want := range tc.want {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("settler run %v: error %v, want it to name %s", tc.args, err, want)
			}
		}
	}
	if n := connections.Load(); n != 0 {
		t.Fatalf("a bad configuration reached the node %d times", n)
	}
}

// `repledger settler run --deployment FILE` rates what settles on a served testnet and stops
// cleanly when its context ends (as on SIGTERM).
func TestSettlerRunCommand(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond, IdleBlockPeriod: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	dir := t.TempDir()
	manifest := filepath.Join(dir, "deployment.json")
	if err := deployment.WriteManifest(manifest, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	keyFile, passwordFile := writeKeystoreFor(t, dir, testnet.DevAccounts()[1]) // the scorer
	dev := testnet.DevAccounts()
	ids, err := tn.RunJobs(ctx, []testnet.Job{
		{Client: dev[3], Provider: dev[4], Budget: big.NewInt(5_000_000), Outcome: testnet.Outcome{Shipped: true, CriticRan: true}},
		{Client: dev[3], Provider: dev[5], Budget: big.NewInt(20_000_000), Outcome: testnet.Outcome{NoOutput: true}},
	})
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	app := newApp()
	logs := &syncBuffer{}
	app.Writer, app.ErrWriter = &syncBuffer{}, logs
	go func() {
		done <- app.RunContext(runCtx, []string{"repledger", "settler", "run", "--deployment", manifest,
			"--keystore", keyFile, "--password-file", passwordFile, "--checkpoint", filepath.Join(dir, "cp.json"),
			"--confirmations", "1", "--poll-interval", "50ms"})
	}()
	// The ledger's isRated turns true a moment before the settler has the receipt; its log
	// line comes after. Wait for the log line of each job.
	ledger := bindings.NewReputationLedger()
	for _, id := range ids {
		for !strings.Contains(logs.String(), `"job_id":"`+id.String()+`"`) {
			select {
			case <-ctx.Done():
				t.Fatalf("job %s not rated; settler log:\n%s", id, logs.String())
			case <-time.After(20 * time.Millisecond):
			}
		}
		rated, err := bind.Call(tn.Ledger, &bind.CallOpts{Context: ctx}, ledger.PackIsRated(0, id), ledger.UnpackIsRated)
		if err != nil || !rated {
			t.Fatalf("the settler logged job %s as rated, the ledger says %v (%v)", id, rated, err)
		}
	}
	stop()
	if err := <-done; err != nil {
		t.Fatalf("settler stopped with %v", err)
	}
	out := logs.String()
	// The agent is logged as the job named it: these jobs carry no ERC-8004 id, so the
	// provider's address, beside the ledger's key in decimal.
	agentLog := `"agent_id":"` + new(big.Int).SetBytes(dev[4].Address.Bytes()).String() + `","agent":"` + dev[4].Address.Hex() + `"`
	for _, want := range []string{`"message":"rated"`, `"job_id":"1"`, `"tx_hash":"0x`, "checkpoint is consistent", agentLog} {
		if !strings.Contains(out, want) {
			t.Errorf("settler log lacks %s:\n%s", want, out)
		}
	}
	if strings.Contains(out, "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d") {
		t.Fatal("the scorer's key appeared in the log")
	}
}
