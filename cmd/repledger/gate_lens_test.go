package main

import (
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// gate and rank --trust-anchors decide through the reader's trust lens: an agent the anchor paid
// is decided from the evidence it paid for, with the anchor named as its trusted payer; an agent
// it never paid has no evidence in the lens and reads the prior, said in words, never "not
// routable"; an anchor file the lens cannot read is a usage error naming the flag.
func TestGateThroughTrustAnchors(t *testing.T) {
	tn, err := testnet.Serve(t.Context(), testnet.ServeConfig{EpochLength: 3600})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	dev := testnet.DevAccounts()
	// dev 3 pays dev 5 for a crash; dev 4, whom the reader does not trust, pays dev 6 for one.
	ids, err := tn.RunJobs(t.Context(), []testnet.Job{
		{Client: dev[3], Provider: dev[5], Budget: big.NewInt(8_000_000), Outcome: testnet.Outcome{NoOutput: true}},
		{Client: dev[4], Provider: dev[6], Budget: big.NewInt(8_000_000), Outcome: testnet.Outcome{NoOutput: true}}})
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
	dir := t.TempDir()
	manifest := filepath.Join(dir, "deployment.json")
	if err := deployment.WriteManifest(manifest, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	anchors := filepath.Join(dir, "anchors.txt")
	if err := os.WriteFile(anchors, []byte("# our client wallet\n"+dev[3].Address.Hex()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runCLI(t, "gate", "--deployment", manifest, "--timeout", "1m", dev[5].Address.Hex(), dev[6].Address.Hex(),
		"--trust-anchors", anchors, "--json")
	if err != nil {
		t.Fatal(err)
	}
	var ds []decisionJSON
	if err := json.Unmarshal([]byte(out), &ds); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	if len(ds) != 2 || ds[0].Source != "lens" || ds[0].Lens == nil || ds[0].Lens.NoEvidence || ds[0].Routable ||
		ds[0].EvidenceWeightBaseUnits.Int64() != 8_000_000 || len(ds[0].Lens.TrustedPayers) != 1 || ds[0].Lens.TrustedPayers[0].Payer != dev[3].Address {
		t.Fatalf("the anchor's own agent: %s", out)
	}
	if ds[1].Lens == nil || !ds[1].Lens.NoEvidence || !ds[1].Routable || ds[1].EvidenceWeightBaseUnits.Sign() != 0 {
		t.Fatalf("an agent only a stranger paid should have no evidence in the lens, routable at the prior: %s", out)
	}
	text, err := runCLI(t, "rank", "--deployment", manifest, "--timeout", "1m", "--trust-anchors", anchors, dev[6].Address.Hex())
	if err != nil || !strings.Contains(text, "no evidence in the lens") || !strings.Contains(text, "source lens") {
		t.Fatalf("rank's text through the lens: %q %v", text, err)
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("vitalik.eth\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.txt")
	if err := os.WriteFile(empty, []byte("# nobody yet\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"--trust-anchors", bad}, {"--trust-anchors", filepath.Join(dir, "missing.txt")}, {"--trust-anchors", empty},
		{"--trust-anchors", anchors, "--signals"}} {
		_, err := runCLI(t, append([]string{"gate", "--deployment", manifest, dev[5].Address.Hex()}, args...)...)
		if err == nil || !strings.Contains(err.Error(), "--trust-anchors") || !isUsage(err) {
			t.Errorf("%v: %v, want a usage error naming --trust-anchors", args, err)
		}
	}
}
