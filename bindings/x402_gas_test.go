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

// Issue 19's x402 budgets, whole-transaction. A repeat payer's settlement reuses its receipt
// lane's slot (X402Source.LANES, docs/design.md §16); a payment whose lane still waits for an
// outcome takes a new slot and has a budget of its own.
const (
	maxX402SettleGas        = 80_000  // settle through the source, the lane's slot recycled (issue 19)
	maxX402SettleNewSlotGas = 102_000 // settle through the source into a new slot
	maxX402RatingGas        = 30_000  // rateBatch of 50 agents with evidence, per rating (issue 19)
	maxX402RatedPaymentGas  = 110_000 // recycled settle + its rating in a batch of 50 (issue 19)
)

// TestX402GasFigures measures the x402 source's paths on the simulated backend as TestGasFigures
// does the escrows' (`make gas`): settlements to agents that hold the token, from a payer that has
// paid before — the cheapest of the second round found its lane's receipt rated and recycled its
// slot, the dearest found the lane waiting and took a new slot — and the payer's outcomes relayed
// 50 to a batch for agents with evidence.
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
		r, err := x402.ReceiptOf(context.Background(), c.client, rc, src.Address)
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
	settleGas, newSlotGas := uint64(1<<63), uint64(0)
	for i, a := range agents[:batchSize] {
		var g uint64
		measured[i], g = settle(a)
		settleGas, newSlotGas = min(settleGas, g), max(newSlotGas, g)
	}
	if newSlotGas < settleGas+15_000 {
		t.Fatalf("settlements cost %d to %d: want both a recycled slot and a new one among 50 payments of one payer", settleGas, newSlotGas)
	}
	perRating := rateAll(measured) / batchSize
	for _, r := range measured {
		rated, err := bind.Call(source, &bind.CallOpts{Context: ctx}, srcABI.PackReceiptState(r.ID), srcABI.UnpackReceiptState)
		if err != nil || !rated.Rated {
			t.Fatalf("receipt %s not rated after the batch: %+v %v", r.ID, rated, err)
		}
	}
	rows := []gasRow{
		{what: "x402 settle through the source, its lane's slot recycled (payee holds the asset)", gas: settleGas, budget: maxX402SettleGas},
		{what: "x402 settle through the source, a new slot (the lane's receipt still waits)", gas: newSlotGas, budget: maxX402SettleNewSlotGas},
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
}
