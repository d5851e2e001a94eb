package bindings_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/bindings"
)

// TestWholeJob runs one job end to end through the bindings on the simulated backend (create,
// fund, submit, complete with signals, rate) and checks the ledger's reads against docs/design.md §3,
// by numbers computed by hand. A second job two epochs later checks decay.
func TestWholeJob(t *testing.T) {
	c, providers := newChain(t, 1)
	provider := providers[0]
	agent := agentID(provider)

	// The step shipped an artifact and a critic found no violations: 70 + 15 + 10 = 95 (docs/design.md §5).
	ids := c.completeJobs(providers, []int64{5 * unit}, outcome{Shipped: true, CriticRan: true})

	terms, err := bind.Call(c.escrow, nil, c.escrowABI.PackRatingTerms(ids[0]), c.escrowABI.UnpackRatingTerms)
	if err != nil {
		t.Fatal(err)
	}
	if !terms.Completed || terms.AgentId.Cmp(agent) != 0 || terms.Client != c.client0.addr ||
		terms.Token != c.tokenAddr || terms.Amount.Int64() != 5*unit || terms.Kind != 0 {
		t.Fatalf("rating terms after completion = %+v", terms)
	}
	o, err := bind.Call(c.escrow, nil, c.escrowABI.PackOutcomeOf(ids[0]), c.escrowABI.UnpackOutcomeOf)
	if err != nil {
		t.Fatal(err)
	}
	if !o.O.Shipped || !o.O.CriticRan || o.O.NoOutput || o.O.Baked || o.O.Violations != 0 {
		t.Fatalf("recorded outcome = %+v", o.O)
	}

	tx := c.sendEstimated(c.scorer, c.ledger,
		c.ledgerABI.PackSubmit(agent, ids[0], 95, big.NewInt(5*unit), c.client0.addr, 0))
	c.commit()
	c.mustSucceed(tx)

	// sumW = w·bps = 5e6 · 9500; weight = 5e6; one rating; nothing disputed.
	checkState(t, c.repState(agent), 47_500_000_000, 5_000_000, 1, 0)
	// repBps with the 7000 bps prior of weight 12 U:
	// (7000·12e6 + 47.5e9) / (12e6 + 5e6) = 131.5e9 / 17e6 = 7735.29… → 7735.
	if got := c.callBig(c.ledgerABI.PackRepBps(agent, big.NewInt(7000), big.NewInt(weightCap)), c.ledgerABI.UnpackRepBps); got.Int64() != 7735 {
		t.Fatalf("repBps = %d, want 7735", got)
	}
	if got := c.callBig(c.ledgerABI.PackAvgBps(agent), c.ledgerABI.UnpackAvgBps); got.Int64() != 9500 {
		t.Fatalf("avgBps = %d, want 9500", got)
	}
	rated, err := bind.Call(c.ledger, nil, c.ledgerABI.PackIsRated(agent, ids[0]), c.ledgerABI.UnpackIsRated)
	if err != nil || !rated {
		t.Fatalf("isRated = %v, %v; want true", rated, err)
	}

	// Two epochs later, a job paid 20 U (above the 12 U cap) that crashed: rating 20, weight 12 U.
	c.adjustTime(2 * epochSeconds)
	ids = c.completeJobs(providers, []int64{20 * unit}, outcome{NoOutput: true})
	tx = c.sendEstimated(c.scorer, c.ledger,
		c.ledgerABI.PackSubmit(agent, ids[0], 20, big.NewInt(weightCap), c.client0.addr, 0))
	c.commit()
	c.mustSucceed(tx)

	// F(2) = floor(1e18 · 0.925²) = 855625000000000000.
	// sumW = floor(47.5e9 · 0.855625) + 12e6 · 2000 = 40_642_187_500 + 24_000_000_000
	// weight = floor(5e6 · 0.855625) + 12e6 = 4_278_125 + 12_000_000
	checkState(t, c.repState(agent), 64_642_187_500, 16_278_125, 2, 0)
	// repBps = (84e9 + 64_642_187_500) / (12e6 + 16_278_125) = 148_642_187_500 / 28_278_125 = 5256.43… → 5256
	if got := c.callBig(c.ledgerABI.PackRepBps(agent, big.NewInt(7000), big.NewInt(weightCap)), c.ledgerABI.UnpackRepBps); got.Int64() != 5256 {
		t.Fatalf("repBps after decay = %d, want 5256", got)
	}

	// One more epoch, with no new rating: reads decay without writing.
	// F(1) = 925e15: sumW = floor(64_642_187_500 · 0.925) = 59_794_023_437; weight = floor(16_278_125 · 0.925) = 15_057_265
	c.adjustTime(epochSeconds)
	checkState(t, c.repState(agent), 59_794_023_437, 15_057_265, 2, 0)
}

func checkState(t *testing.T, s bindings.RepStateOutput, sumW, weight, count, disputed int64) {
	t.Helper()
	if s.SumW.Int64() != sumW || s.Weight.Int64() != weight || s.Count.Int64() != count || s.Disputed.Int64() != disputed {
		t.Fatalf("repState = (sumW %s, weight %s, count %s, disputed %s), want (%d, %d, %d, %d)",
			s.SumW, s.Weight, s.Count, s.Disputed, sumW, weight, count, disputed)
	}
}
