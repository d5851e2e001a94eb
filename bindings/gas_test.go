package bindings_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"

	"github.com/repledger/repledger/bindings"
)

// Gas budgets of the contracts issue, whole-transaction (receipt gasUsed, 21,000 base included).
const (
	maxSubmitGas         = 60_000
	maxBatchGasPerRating = 35_000
	maxBatchReadGas      = 1_000_000
	batchSize            = 50
	batchReadAgents      = 100
)

// TestGasFigures measures the gas of the ledger's hot paths on the simulated backend (current
// EVM rules) and holds them to the budgets. `make gas` prints the table.
func TestGasFigures(t *testing.T) {
	c, accounts := newChain(t, batchReadAgents+batchSize)
	providers, fresh := accounts[:batchReadAgents], accounts[batchReadAgents:]
	good := outcome{Shipped: true, CriticRan: true}

	// Every provider gets one rating first, so the measured ratings land on agents with evidence.
	budgets := make([]int64, len(providers))
	for i := range budgets {
		budgets[i] = int64(3+i%20) * unit
	}
	first := c.completeJobs(providers, budgets, good)
	c.rateAll(providers, first, budgets)

	// 1. submit, agent with evidence, same epoch.
	ids := c.completeJobs(providers[:3], budgets[:3], good)
	sameEpoch := c.submitOne(providers[0], ids[0], budgets[0], 95, 0)

	// 2. submit, agent with evidence, one epoch later (its evidence decays on write).
	c.adjustTime(epochSeconds)
	nextEpoch := c.submitOne(providers[1], ids[1], budgets[1], 95, 0)

	// 3. The costliest submit: a dispute-kind rating one epoch later for an agent that already has
	// disputed evidence, so both of its slots decay and are rewritten.
	disputed := c.disputedJobs(providers[2:3], budgets[2:3], 40)
	c.submitOne(providers[2], disputed[0], budgets[2], 40, 2)
	disputed = c.disputedJobs(providers[2:3], budgets[2:3], 30)
	c.adjustTime(epochSeconds)
	worst := c.submitOne(providers[2], disputed[0], budgets[2], 30, 2)

	// 4. submitBatch of 50 ratings for 50 jobs of 50 different agents that have evidence.
	ids = c.completeJobs(providers[:batchSize], budgets[:batchSize], good)
	withEvidence := c.submitBatch(providers[:batchSize], ids, budgets[:batchSize])

	// 5. submitBatch of 50 ratings for 50 agents rated for the first time (fresh state slots).
	ids = c.completeJobs(fresh, budgets[:batchSize], good)
	firstRatings := c.submitBatch(fresh, ids, budgets[:batchSize])

	// 6. One batch read of 100 agents with evidence, as one eth_call would run it.
	agents := make([]*big.Int, batchReadAgents)
	for i, p := range providers {
		agents[i] = agentID(p)
	}
	read, err := c.client.EstimateGas(context.Background(), ethereum.CallMsg{
		From: c.admin.addr, To: &c.ledgerAddr, Data: c.ledgerABI.PackRepStates(agents),
	})
	if err != nil {
		t.Fatal(err)
	}

	t.Logf("whole-transaction gas on the simulated backend (current EVM rules):")
	t.Logf("  submit, agent with evidence, same epoch            %7d  (budget %d)", sameEpoch, maxSubmitGas)
	t.Logf("  submit, agent with evidence, next epoch            %7d  (budget %d)", nextEpoch, maxSubmitGas)
	t.Logf("  submit, dispute, disputed agent, next epoch        %7d  (budget %d)", worst, maxSubmitGas)
	t.Logf("  submitBatch(50), agents with evidence, per rating  %7d  (budget %d)", withEvidence/batchSize, maxBatchGasPerRating)
	t.Logf("  submitBatch(50), first-time agents, per rating     %7d  (a fresh state slot each)", firstRatings/batchSize)
	t.Logf("  repStates(100 agents), one eth_call                %7d  (budget < %d)", read, maxBatchReadGas)

	if max(sameEpoch, nextEpoch, worst) > maxSubmitGas {
		t.Errorf("submit used %d / %d / %d gas, budget %d", sameEpoch, nextEpoch, worst, maxSubmitGas)
	}
	if withEvidence/batchSize > maxBatchGasPerRating {
		t.Errorf("submitBatch used %d gas per rating, budget %d", withEvidence/batchSize, maxBatchGasPerRating)
	}
	if read >= maxBatchReadGas {
		t.Errorf("repStates of %d agents costs %d gas, budget < %d", batchReadAgents, read, maxBatchReadGas)
	}
}

// submitOne rates one job and returns the receipt's gasUsed.
func (c *chain) submitOne(p *account, job *big.Int, budget int64, rating, kind uint8) uint64 {
	c.t.Helper()
	tx := c.sendEstimated(c.scorer, c.ledger,
		c.ledgerABI.PackSubmit(agentID(p), job, rating, big.NewInt(min(budget, weightCap)), c.client0.addr, kind))
	c.commit()
	c.mustSucceed(tx)
	return c.receipt(tx).GasUsed
}

// submitBatch rates jobs[i] for providers[i] in one submitBatch and returns its gasUsed.
func (c *chain) submitBatch(providers []*account, jobs []*big.Int, budgets []int64) uint64 {
	c.t.Helper()
	items := make([]bindings.ReputationLedgerRating, len(jobs))
	for i := range jobs {
		items[i] = bindings.ReputationLedgerRating{
			AgentId: agentID(providers[i]), JobId: jobs[i], Weight: big.NewInt(min(budgets[i], weightCap)),
			Payer: c.client0.addr, Rating: 95, Kind: 0,
		}
	}
	tx := c.sendEstimated(c.scorer, c.ledger, c.ledgerABI.PackSubmitBatch(items))
	c.commit()
	c.mustSucceed(tx)
	return c.receipt(tx).GasUsed
}

// rateAll gives every provider one rating, in batches.
func (c *chain) rateAll(providers []*account, jobs []*big.Int, budgets []int64) {
	c.t.Helper()
	for lo := 0; lo < len(jobs); lo += batchSize {
		hi := min(lo+batchSize, len(jobs))
		c.submitBatch(providers[lo:hi], jobs[lo:hi], budgets[lo:hi])
	}
}
