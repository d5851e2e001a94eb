package bindings_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// Issue 19's x402 budgets, whole-transaction. The settlement's 80,000 cannot be met with a
// receipt of its own (docs/design.md §16: the token's own transfer is 67,964 in the forge
// snapshot); maxX402SettleGas holds what the design costs, with room for the receipt's
// refund-free figure under Osaka.
const (
	maxX402SettleGas        = 100_000 // settle through the source; issue 19 asks 80,000
	maxX402RatingGas        = 30_000  // rateBatch of 50 agents with evidence, per rating
	maxX402RatedPaymentGas  = 128_000 // settle + its rating in a batch of 50; issue 19 asks 110,000
	x402IssueSettleBudget   = 80_000
	x402IssueRatedPayBudget = 110_000
)

// TestX402GasFigures measures the x402 source's paths on the simulated backend as TestGasFigures
// does the escrows' (`make gas`): a settlement to an agent that holds the token, from a payer
// that has paid before, and the payer's outcomes relayed 50 to a batch for agents with evidence.
func TestX402GasFigures(t *testing.T) {
	c, accounts := newChain(t, batchSize+1)
	payer, agents := accounts[0], accounts[1:]
	ctx := context.Background()
	src, err := deployment.DeployX402Source(ctx, c.client, c.admin.opts, c.ledgerAddr, deployment.DefaultOutcomeWindow, func() { c.backend.Commit() })
	if err != nil {
		t.Fatal(err)
	}
	c.admin.nonce += 2 // the source and its registration
	srcABI := x402source.NewX402Source()
	source := srcABI.Instance(c.client, src.Address)
	chainID := big.NewInt(testnet.SimulatedChainID)
	tokenDomain, outcomeDomain := x402.TestTokenDomain(chainID, c.tokenAddr), x402.SourceDomain(chainID, src.Address)
	c.mint(payer.addr, 1000*unit)
	for _, a := range agents {
		c.mint(a.addr, unit) // running agents hold the asset
	}

	// settle pays one unit from the payer to the agent through the source, sent by the
	// facilitator (the scorer's account here), and returns its receipt and gas.
	settle := func(agent *account) (*x402.Receipt, uint64) {
		nonce, err := x402.NewNonce()
		if err != nil {
			t.Fatal(err)
		}
		now := c.head().Time
		a := x402.Authorization{From: payer.addr, To: agent.addr, Value: big.NewInt(unit), ValidAfter: new(big.Int),
			ValidBefore: new(big.Int).SetUint64(now + 3600), Nonce: nonce}
		sig, err := a.SignTransfer(tokenDomain, payer.key)
		if err != nil {
			t.Fatal(err)
		}
		tx := c.sendEstimated(c.scorer, source, srcABI.PackSettle(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, new(big.Int), sig))
		c.commit()
		c.mustSucceed(tx)
		rc := c.receipt(tx)
		r, err := x402.ReceiptOf(rc, src.Address)
		if err != nil {
			t.Fatal(err)
		}
		return r, rc.GasUsed
	}
	rateAll := func(rs []*x402.Receipt) uint64 {
		batch := make([]x402source.X402SourceSignedOutcome, len(rs))
		for i, r := range rs {
			s, err := r.SignOutcome(outcomeDomain, reputation.Outcome{Shipped: true, CriticRan: true, Violations: 1}, payer.key)
			if err != nil {
				t.Fatal(err)
			}
			batch[i] = s.Binding()
		}
		return c.gasOf(c.scorer, source, srcABI.PackRateBatch(batch))
	}

	// Every agent is paid and rated once first, so the measured ratings land on agents with evidence.
	first := make([]*x402.Receipt, len(agents))
	for i, a := range agents[:batchSize] {
		first[i], _ = settle(a)
	}
	rateAll(first[:batchSize])
	measured := make([]*x402.Receipt, batchSize)
	var settleGas uint64
	for i, a := range agents[:batchSize] {
		var g uint64
		measured[i], g = settle(a)
		settleGas = max(settleGas, g)
	}
	perRating := rateAll(measured) / batchSize
	for _, r := range measured {
		rated, err := bind.Call(source, &bind.CallOpts{Context: ctx}, srcABI.PackReceiptState(r.ID), srcABI.UnpackReceiptState)
		if err != nil || !rated.Rated {
			t.Fatalf("receipt %s not rated after the batch: %+v %v", r.ID, rated, err)
		}
	}
	rows := []gasRow{
		{what: "x402 settle through the source (payee holds the asset; the most of 50)", gas: settleGas, budget: maxX402SettleGas},
		{what: "x402 rateBatch of 50 agents with evidence, per rating (payer's signature checked)", gas: perRating, budget: maxX402RatingGas},
		{what: "x402 rated payment: settle + its rating in a batch of 50", gas: settleGas + perRating, budget: maxX402RatedPaymentGas},
	}
	t.Logf("x402 gas, whole transactions (receipt gasUsed), %s:", time.Now().Format("2006-01-02"))
	for _, r := range rows {
		t.Logf("  %-82s %7d (budget %d)", r.what, r.gas, r.budget)
		if r.gas > r.budget {
			t.Errorf("%s: %d gas, over the budget of %d", r.what, r.gas, r.budget)
		}
	}
	t.Logf("  issue 19 asks %d for a settlement and %d for a rated payment: not met, see docs/design.md §16 and docs/gas.md",
		x402IssueSettleBudget, x402IssueRatedPayBudget)
}
