package main

import (
	"encoding/json"
	"math/big"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// gate and rank read real evidence from a served testnet, and still answer from the prior,
// within the timeout, when the node is unreachable.
func TestGateAndRankCommands(t *testing.T) {
	// Blocks only with transactions, an hour an epoch: no epoch passes during the test.
	tn, err := testnet.Serve(t.Context(), testnet.ServeConfig{EpochLength: 3600})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	dev := testnet.DevAccounts()
	ids, err := tn.RunJobs(t.Context(), []testnet.Job{{Client: dev[3], Provider: dev[5], Budget: big.NewInt(8_000_000),
		Outcome: testnet.Outcome{NoOutput: true}}})
	if err != nil {
		t.Fatal(err)
	}
	// The job ran on the first escrow (index 0): its key is its id; the ledger derives the rest.
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
	// A minute's timeout: these calls expect the chain's answer, and a loaded machine under -race
	// can take longer than the default 500 ms (the fallback has its own tests below).
	out, err := runCLI(t, "rank", "--deployment", manifest, "--timeout", "1m", "--json", strings.ToLower(dev[5].Address.Hex()), "12345")
	if err != nil {
		t.Fatal(err)
	}
	var ranked []decisionJSON
	if err := json.Unmarshal([]byte(out), &ranked); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	// The newcomer (prior alone, routable) ranks above the agent with one crash (under the floor).
	// Each agent comes back as it was given (the address checksummed), the evidence in whole
	// units with the symbol and in base units under the field that says so.
	if len(ranked) != 2 || ranked[0].Agent != "12345" || !ranked[0].Routable || ranked[1].Routable ||
		ranked[1].Ratings != 1 || ranked[1].Source != "chain" || ranked[1].Agent != dev[5].Address.Hex() ||
		ranked[1].EvidenceWeight != 8 || ranked[1].EvidenceWeightBaseUnits.Int64() != 8_000_000 || ranked[1].AssetSymbol != "tUSD" ||
		ranked[0].Provisional == nil || !*ranked[0].Provisional || ranked[1].Provisional == nil || !*ranked[1].Provisional {
		t.Fatalf("rank: %+v", ranked)
	}

	// --onchain: the ledger's own oracle computes the same decision on chain, for both agents.
	out, err = runCLI(t, "rank", "--deployment", manifest, "--timeout", "1m", "--onchain", "--json", dev[5].Address.Hex(), "12345")
	if err != nil {
		t.Fatal(err)
	}
	var both []decisionJSON
	if err := json.Unmarshal([]byte(out), &both); err != nil || len(both) != 2 {
		t.Fatalf("rank --onchain: %q: %v", out, err)
	}
	for _, d := range both {
		if o := d.Onchain; o == nil || !o.Agrees || o.SmoothedBps != d.SmoothedBps || o.LowerBps != d.LowerBps || o.Routable != d.Routable {
			t.Errorf("rank --onchain, %s: Go %d / %d / %v, on chain %+v", d.Agent, d.SmoothedBps, d.LowerBps, d.Routable, o)
		}
	}
	if both[0].Onchain.LowerBps != 5565 || both[1].Onchain.Routable {
		t.Errorf("rank --onchain: %+v, %+v", both[0].Onchain, both[1].Onchain)
	}
	if text, err := runCLI(t, "gate", "--deployment", manifest, "--timeout", "1m", "--onchain", dev[5].Address.Hex(), "12345"); err != nil ||
		strings.Count(text, "agrees") != 2 || !strings.Contains(text, "on chain") {
		t.Errorf("gate --onchain as text: %v\n%s", err, text)
	}

	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + l.Addr().String()
	l.Close()
	start := time.Now()
	out, err = runCLI(t, "gate", "--rpc", closed, "--ledger", tn.Manifest.Ledger.Hex(), "--timeout", "300ms", "--json", "7")
	if err != nil || time.Since(start) > 5*time.Second {
		t.Fatalf("gate with the node down: %v after %s", err, time.Since(start))
	}
	var gated []decisionJSON
	if err := json.Unmarshal([]byte(out), &gated); err != nil || len(gated) != 1 || gated[0].Source != "prior" ||
		gated[0].SmoothedBps != 7000 || gated[0].LowerBps != 5565 {
		t.Fatalf("gate from the prior: %q %v", out, err)
	}
	text, err := runCLI(t, "gate", "--deployment", manifest, "--timeout", "1m", dev[5].Address.Hex(), "12345")
	if err != nil || !strings.Contains(text, dev[5].Address.Hex()+"  ") || !strings.Contains(text, "8 tUSD") ||
		!strings.Contains(text, "not routable (under the floor)") || !strings.Contains(text, "7000 bps 3.50★") ||
		!strings.Contains(text, "1 provisional") || !strings.Contains(text, "0 provisional") {
		t.Fatalf("gate as text: %v\n%s", err, text)
	}
	for _, args := range [][]string{{"gate", "--deployment", manifest}, {"gate", "--deployment", manifest, "-5"},
		{"rank", "--rpc", closed, "7"}, {"gate", "--deployment", manifest, "--timeout", "0s", "7"},
		{"gate", "--rpc", closed, "--ledger", tn.Manifest.Ledger.Hex(), "--timeout", "300ms", "--onchain", "7"}} {
		if _, err := runCLI(t, args...); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: error %v, want one line", args, err)
		}
	}
}
