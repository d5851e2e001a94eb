package main

import (
	"bytes"
	"encoding/json"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// gate and rank mark provisional by the one rule the page and the API use, index.IsProvisional,
// with the agent's real distinct payers, also without --signals: an agent with few ratings from
// many payers and one with many ratings from one payer are each marked as the API marks them
// (gate once knew payers only with --signals and disagreed with the API on one or the other).
func TestGateProvisionalIsTheAPIsRule(t *testing.T) {
	tn, err := testnet.Serve(t.Context(), testnet.ServeConfig{EpochLength: 3600})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	dev := testnet.DevAccounts()
	many, one := dev[5], dev[6] // rated by three payers three times; by one payer 30 times
	var jobs []testnet.Job
	for _, c := range []testnet.DevAccount{dev[2], dev[3], dev[4]} {
		jobs = append(jobs, testnet.Job{Client: c, Provider: many, Budget: big.NewInt(1_000_000), Outcome: testnet.Outcome{Shipped: true}})
	}
	for range index.ProvisionalRatings {
		jobs = append(jobs, testnet.Job{Client: dev[3], Provider: one, Budget: big.NewInt(1_000_000), Outcome: testnet.Outcome{Shipped: true}})
	}
	ids, err := tn.RunJobs(t.Context(), jobs)
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
	want := map[string]bool{ // as the API marks them: the rule, with the payers each really has
		many.Address.Hex(): index.IsProvisional(3, 3),
		one.Address.Hex():  index.IsProvisional(uint64(index.ProvisionalRatings), 1),
		"12345":            index.IsProvisional(0, 0),
	}
	for _, args := range [][]string{{"rank"}, {"gate"}, {"rank", "--signals"}} {
		out, err := runCLI(t, append(args, "--deployment", manifest, "--timeout", "1m", "--json", many.Address.Hex(), one.Address.Hex(), "12345")...)
		if err != nil {
			t.Fatal(err)
		}
		var ds []decisionJSON
		if err := json.Unmarshal([]byte(out), &ds); err != nil || len(ds) != 3 {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		for _, d := range ds {
			if d.Provisional == nil || *d.Provisional != want[d.Agent] {
				t.Errorf("%v: %s (%d ratings) provisional %v, the API says %v", args, d.Agent, d.Ratings, d.Provisional, want[d.Agent])
			}
		}
	}
}

// Without the payers, a mark that depends on them is unknown (null, "provisional?"), never
// "not provisional"; one they cannot change is given.
func TestProvisionalUnknownWithoutPayers(t *testing.T) {
	for _, ratings := range []uint64{0, 1, uint64(index.ProvisionalRatings) - 1, uint64(index.ProvisionalRatings), 1000} {
		got := provisionalFor(ratings, -1)
		few, lots := index.IsProvisional(ratings, 0), index.IsProvisional(ratings, 1<<20)
		switch {
		case few != lots && got != nil:
			t.Errorf("%d ratings, payers unknown: %v, want unknown (the payers decide)", ratings, *got)
		case few == lots && (got == nil || *got != few):
			t.Errorf("%d ratings, payers unknown: %v, want %v", ratings, got, few)
		}
		for _, payers := range []int{0, 2, 3, 10} {
			if p := provisionalFor(ratings, payers); p == nil || *p != index.IsProvisional(ratings, payers) {
				t.Errorf("%d ratings, %d payers: %v", ratings, payers, p)
			}
		}
	}
	var b bytes.Buffer
	printDecisions(&b, false, []decisionJSON{{Agent: "7", Source: string(router.SourceChain), EvidenceWeightBaseUnits: new(big.Int)}},
		assetInfo{decimals: 6, symbol: "tUSD"}, false, false)
	if !strings.Contains(b.String(), "0 provisional?") || !strings.Contains(b.String(), "could not be read") {
		t.Errorf("an unknown mark in text:\n%s", b.String())
	}
	out, _ := json.Marshal(decisionJSON{})
	if !strings.Contains(string(out), `"provisional":null`) {
		t.Errorf("an unknown mark in JSON: %s", out)
	}
}
