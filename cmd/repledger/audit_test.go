package main

import (
	"context"
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/bindings"
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
	checkEveryFieldNamed(t, c, out, providers)
}

// checkEveryFieldNamed checks an audit of the rated providers against an empty ledger: every
// field the audit compares that the rated ledger holds above zero at the audited block is a
// DIFF line with both values, and a field at zero on both is not (issue 22: an audit comparing
// the rebuilt weight with itself left the weight out and still said the states matched).
func checkEveryFieldNamed(t *testing.T, c *servedChain, out string, providers []testnet.DevAccount) {
	t.Helper()
	head := auditHeader.FindStringSubmatch(out)
	if head == nil {
		t.Fatalf("audit output has no header naming the block:\n%s", out)
	}
	block, _ := new(big.Int).SetString(head[1], 10)
	ids := make([]*big.Int, len(providers))
	for i, p := range providers {
		ids[i] = new(big.Int).SetBytes(p.Address.Bytes())
	}
	abi := bindings.NewReputationLedger()
	raw, err := c.tn.Client.CallContract(context.Background(),
		ethereum.CallMsg{To: &c.tn.Deployment.Ledger, Data: abi.PackRepStates(ids)}, block)
	if err != nil {
		t.Fatal(err)
	}
	states, err := abi.UnpackRepStates(raw)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range providers {
		st := states[i]
		for _, f := range []struct {
			name  string
			value *big.Int
		}{{"sumW", st.SumW}, {"weight", st.Weight}, {"count", st.Count}, {"disputed", st.Disputed}} {
			line := fmt.Sprintf("DIFF  %s: %s rebuilt %s, ledger 0\n", p.Address.Hex(), f.name, f.value)
			named := strings.Contains(out, "DIFF  "+p.Address.Hex()+": "+f.name+" ")
			switch {
			case f.value.Sign() > 0 && !strings.Contains(out, line):
				t.Errorf("audit output lacks %q:\n%s", line, out)
			case f.value.Sign() == 0 && named:
				t.Errorf("audit output names %s's %s, zero in both ledgers:\n%s", p.Address.Hex(), f.name, out)
			}
		}
	}
}

// auditHeader is the first line of audit's output; it names the block compared.
var auditHeader = regexp.MustCompile(`(?m)^ledger .* at block (\d+), epoch \d+: \d+ agents$`)
