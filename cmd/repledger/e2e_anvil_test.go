package main

import (
	"context"
	"encoding/json"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// End to end against anvil as a separate process, through the CLI as an operator would use it:
// deploy, add a second marketplace (a 2.5 % fee), verify both, create and complete jobs in both,
// the settler rates them all onto the one ledger, the router ranks the agents from it.
func TestEndToEndOnAnvil(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	url := startAnvil(t)
	dir := t.TempDir()
	dev := testnet.DevAccounts()
	deployerKey, deployerPassword := writeKeystoreFor(t, dir, dev[0])
	scorerKey, scorerPassword := writeKeystoreFor(t, dir, dev[1])
	manifest := filepath.Join(dir, "deployment.json")

	if _, err := runCLI(t, "deploy", "--rpc", url, "--keystore", deployerKey, "--password-file", deployerPassword,
		"--scorer", dev[1].Address.Hex(), "--arbiter", dev[2].Address.Hex(), "--epoch-length", "60", "--out", manifest); err != nil {
		t.Fatalf("deploy: %v", err)
	}
	if out, err := runCLI(t, "escrow", "create", "--deployment", manifest, "--keystore", deployerKey, "--password-file", deployerPassword,
		"--arbiter", dev[2].Address.Hex(), "--treasury", dev[9].Address.Hex(), "--fee-bps", "250"); err != nil {
		t.Fatalf("escrow create: %v\n%s", err, out)
	}
	if out, err := runCLI(t, "verify", "--deployment", manifest); err != nil || !strings.Contains(out, "all 47 checks passed") {
		t.Fatalf("verify: %v\n%s", err, out)
	}

	m, err := deployment.ReadManifest(manifest)
	if err != nil {
		t.Fatal(err)
	}
	client, err := ethclient.DialContext(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	remote, err := testnet.NewRemote(ctx, client, m)
	if err != nil {
		t.Fatal(err)
	}
	good, crashing := dev[4], dev[5]
	var jobs []testnet.Job
	for range 5 {
		jobs = append(jobs,
			testnet.Job{Client: dev[3], Provider: good, Budget: big.NewInt(6_000_000), Outcome: testnet.Outcome{Shipped: true, CriticRan: true}},
			testnet.Job{Client: dev[3], Provider: crashing, Budget: big.NewInt(30_000_000), Outcome: testnet.Outcome{NoOutput: true}})
	}
	if _, err := remote.RunJobs(ctx, alsoInSecondMarket(jobs, dev[6])); err != nil {
		t.Fatal(err)
	}

	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	app := newApp()
	logs := &syncBuffer{}
	app.Writer, app.ErrWriter = &syncBuffer{}, logs
	go func() {
		done <- app.RunContext(runCtx, []string{"repledger", "settler", "run", "--deployment", manifest,
			"--keystore", scorerKey, "--password-file", scorerPassword, "--checkpoint", filepath.Join(dir, "cp.json"),
			"--confirmations", "0", "--poll-interval", "50ms"})
	}()
	rated := 2 * len(jobs) // each job ran in both marketplaces
	for strings.Count(logs.String(), `"message":"rated"`) < rated {
		select {
		case <-ctx.Done():
			t.Fatalf("settler did not rate all %d jobs; log:\n%s", rated, logs.String())
		case err := <-done:
			t.Fatalf("settler stopped early: %v\n%s", err, logs.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	stop()
	if err := <-done; err != nil {
		t.Fatalf("settler: %v", err)
	}

	out, err := runCLI(t, "rank", "--deployment", manifest, "--timeout", "1m", "--json", crashing.Address.Hex(), good.Address.Hex(), "999")
	if err != nil {
		t.Fatal(err)
	}
	var ranked []decisionJSON
	if err := json.Unmarshal([]byte(out), &ranked); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	// Agents come back as they were given: the addresses checksummed, the ERC-8004 id in decimal.
	// One record per agent across both marketplaces, weighed on full budgets (the fee aside):
	// (7000·12 + 9500·60) / 72 = 9083 for the good agent; the crashing one, paid 30 U a job, is
	// capped at 12 U a job: 10 jobs, 120 U of evidence.
	if len(ranked) != 3 || ranked[0].Agent != good.Address.Hex() || ranked[0].SmoothedBps != 9083 || !ranked[0].Routable ||
		ranked[1].Agent != "999" || !ranked[1].Routable || ranked[2].Agent != crashing.Address.Hex() || ranked[2].Routable ||
		ranked[2].EvidenceWeight != 120 || ranked[2].EvidenceWeightBaseUnits.Int64() != 120_000_000 || ranked[2].Ratings != 10 ||
		ranked[2].AssetSymbol != "tUSD" || ranked[0].Source != "chain" {
		t.Fatalf("rank after settlement: %+v", ranked)
	}
}

// alsoInSecondMarket adds, for each job, the same work in the second marketplace (escrow 1),
// paid by another client.
func alsoInSecondMarket(jobs []testnet.Job, client testnet.DevAccount) []testnet.Job {
	out := append([]testnet.Job(nil), jobs...)
	for _, j := range jobs {
		j.Client, j.Escrow = client, 1
		out = append(out, j)
	}
	return out
}
