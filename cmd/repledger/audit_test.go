package main

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// audit prints ok for every agent whose rebuilt state is the ledger's, and exits 1 naming each
// field that differs when compared with another ledger (one with other ratings).
func TestAuditMatchesAndReportsDifferences(t *testing.T) {
	deployer := testnet.ExtraAccount("audit test: second ledger")
	c := startServedChain(t, deployer)
	providers := testnet.DevAccounts()[5:8]
	c.rate(15, providers)

	code, out, msg := runCode(t, "audit", "--deployment", c.manifest)
	if code != 0 {
		t.Fatalf("audit of a consistent ledger: exit %d, %s\n%s", code, msg, out)
	}
	for _, p := range providers {
		if !strings.Contains(out, "ok    "+p.Address.Hex()) {
			t.Errorf("audit output does not show %s checked ok:\n%s", p.Address.Hex(), out)
		}
	}

	// A second ledger on the same chain with no ratings: every rated agent differs from it.
	ctx := context.Background()
	p := c.tn.Params(testnet.SimConfig{EpochLength: c.tn.EpochLength, WeightCap: c.tn.WeightCap})
	p.Admin, p.Scorer = deployer.Address, deployer.Address
	p.Escrow.Owner, p.Escrow.Treasury = deployer.Address, deployer.Address
	p.Asset = c.tn.Deployment.Token
	second, err := deployment.Deploy(ctx, c.tn.Client, bind.NewKeyedTransactor(deployer.Key, big.NewInt(testnet.SimulatedChainID)), p, nil)
	if err != nil {
		t.Fatal(err)
	}
	code, out, msg = runCode(t, "audit", "--deployment", c.manifest, "--compare-ledger", second.Ledger.Hex())
	if code != 1 || !strings.Contains(msg, "differ") {
		t.Fatalf("audit against another ledger: exit %d, %q, want 1 naming the differences\n%s", code, msg, out)
	}
	for _, p := range providers {
		if !strings.Contains(out, "DIFF  "+p.Address.Hex()+": count rebuilt ") {
			t.Errorf("audit output does not name %s's count:\n%s", p.Address.Hex(), out)
		}
	}
}
