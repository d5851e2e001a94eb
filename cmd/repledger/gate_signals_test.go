package main

import (
	"encoding/json"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// gate --signals shows each agent's independence signals beside its score, and the policy flags
// refuse on them: one agent paid three times by one buyer, another once by each of two.
func TestGateSignalsAndPolicies(t *testing.T) {
	tn, err := testnet.Serve(t.Context(), testnet.ServeConfig{EpochLength: 3600})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	dev := testnet.DevAccounts()
	job := func(client, provider testnet.DevAccount) testnet.Job {
		return testnet.Job{Client: client, Provider: provider, Budget: big.NewInt(12_000_000), Outcome: testnet.Outcome{Baked: true}}
	}
	ids, err := tn.RunJobs(t.Context(), []testnet.Job{job(dev[3], dev[5]), job(dev[3], dev[5]), job(dev[3], dev[5]),
		job(dev[3], dev[6]), job(dev[4], dev[6])})
	if err != nil {
		t.Fatal(err)
	}
	tx, err := tn.Send(tn.Scorer, tn.Ledger, tn.LedgerABI.PackSubmitBatch(ids))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bind.WaitMined(t.Context(), tn.Client, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	manifest := filepath.Join(t.TempDir(), "deployment.json")
	if err := deployment.WriteManifest(manifest, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	gate := func(flags ...string) []decisionJSON {
		t.Helper()
		out, err := runCLI(t, append(append([]string{"gate", "--deployment", manifest, "--timeout", "1m", "--json"}, flags...), dev[5].Address.Hex(), dev[6].Address.Hex())...)
		if err != nil {
			t.Fatal(err)
		}
		var ds []decisionJSON
		if err := json.Unmarshal([]byte(out), &ds); err != nil || len(ds) != 2 {
			t.Fatalf("%q: %v", out, err)
		}
		return ds
	}
	ds := gate("--signals")
	one, two := ds[0].Signals, ds[1].Signals
	if one == nil || two == nil || one.DistinctPayers != 1 || one.TopPayerShareBps != 10_000 || one.TopPayer != dev[3].Address ||
		two.DistinctPayers != 2 || two.TopPayerShareBps != 5000 || len(one.Payers) != 1 || one.Payers[0].Ratings != 3 ||
		one.Payers[0].DistinctProviders != 2 || one.DiscountedLowerBps >= ds[0].LowerBps {
		t.Fatalf("signals: %+v / %+v", one, two)
	}
	if !ds[0].Routable || ds[0].RefusedBy != "" {
		t.Fatalf("signals alone changed a verdict: %+v", ds[0])
	}
	ds = gate("--min-payers", "2")
	if ds[0].Routable || !strings.Contains(ds[0].RefusedBy, "1 distinct payers") || !ds[1].Routable {
		t.Fatalf("--min-payers 2: %+v", ds)
	}
	ds = gate("--max-top-payer-share", "6000")
	if ds[0].Routable || !ds[1].Routable {
		t.Fatalf("--max-top-payer-share 6000: %+v", ds)
	}
	text, err := runCLI(t, "gate", "--deployment", manifest, "--timeout", "1m", "--signals", dev[5].Address.Hex())
	if err != nil || !strings.Contains(text, "top payer") || !strings.Contains(text, "100.0%") {
		t.Fatalf("gate --signals as text: %v\n%s", err, text)
	}
	if _, err := runCLI(t, "gate", "--deployment", manifest, "--max-dispute-rate", "20000", "7"); err == nil {
		t.Fatal("--max-dispute-rate 20000 accepted")
	}
}
