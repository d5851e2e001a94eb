package bindings_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/repledger/repledger/bindings"
)

// TestWholeJob runs jobs end to end through the bindings on the simulated backend, in two
// marketplaces of one ledger (the second takes a 2.5 % fee), and checks the escrow's record and
// the ledger's reads against docs/design.md §3 and §12 by numbers computed by hand: a rating
// the ledger derives from the escrow alone, the replay guard, decay, reputation following the
// agent across marketplaces, the weight taken from the full budget before the fee, a late
// rating decayed by the epochs it missed, and a stopped escrow.
func TestWholeJob(t *testing.T) {
	c, providers := newChain(t, 1)
	provider := providers[0]
	agent := agentID(provider)
	first := c.escrows[0]
	feeMarket := c.addEscrow(250)

	// The step shipped an artifact and a critic found no violations: 70 + 15 + 10 = 95 (docs/design.md §5).
	ids := c.completeJobs(first, providers, []int64{5 * unit}, outcome{Shipped: true, CriticRan: true})
	e0 := c.epoch()
	// The escrow told the ledger's rating hook of the completion; the hook decided the rating and
	// keeps its record in the job's own words at the escrow.
	escrowABI := bindings.NewEscrow()
	terms, err := bind.Call(escrowABI.Instance(c.client, first.addr), nil, escrowABI.PackRatingTerms(ids[0]),
		escrowABI.UnpackRatingTerms)
	if err != nil {
		t.Fatal(err)
	}
	if !terms.Completed || !terms.Rateable || terms.Rated || terms.AgentId.Cmp(agent) != 0 || terms.Client != c.client0.addr ||
		terms.Budget.Int64() != 5*unit || terms.Kind != 0 || terms.Rating != 95 || terms.CompletedAt.Uint64()/epochSeconds != e0 {
		t.Fatalf("rating terms after completion = %+v (epoch %d)", terms, e0)
	}

	// The scorer names only the escrow and the job; the ledger reads the rest from the hook's
	// record in the escrow's job.
	tx := c.sendEstimated(c.scorer, c.ledger, c.ledgerABI.PackSubmit(first.index, ids[0]))
	c.mustSucceed(tx)
	rated := c.ratedEvents(tx)
	if len(rated) != 1 || rated[0].AgentId.Cmp(agent) != 0 || rated[0].Escrow != first.addr || rated[0].Rating != 95 ||
		rated[0].Weight.Int64() != 5*unit || rated[0].Payer != c.client0.addr || rated[0].CompletionEpoch.Uint64() != e0 {
		t.Fatalf("Rated events = %+v", rated)
	}
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
	if got := c.callBig(c.ledgerABI.PackLastEpochOf(agent), c.ledgerABI.UnpackLastEpochOf); got.Uint64() != e0 {
		t.Fatalf("lastEpochOf = %d, want the completion epoch %d", got, e0)
	}
	if isRated, err := bind.Call(c.ledger, nil, c.ledgerABI.PackIsRated(first.index, ids[0]), c.ledgerABI.UnpackIsRated); err != nil || !isRated {
		t.Fatalf("isRated = %v, %v; want true", isRated, err)
	}
	// The replay guard: submit refuses a second rating; a batch skips it and applies nothing.
	if _, ok := c.revert(c.scorer, c.ledgerAddr, c.ledgerABI.PackSubmit(first.index, ids[0])).(*bindings.ReputationLedgerAlreadyRated); !ok {
		t.Fatal("a second submit of the same job was not refused with AlreadyRated")
	}
	applied := c.callFrom(c.scorer, c.ledgerABI.PackSubmitBatch(keys(first, ids)), c.ledgerABI.UnpackSubmitBatch)
	if applied.Sign() != 0 {
		t.Fatalf("a replayed batch applied %s ratings", applied)
	}
	// Nobody but the scorer rates.
	if _, ok := c.revert(c.admin, c.ledgerAddr, c.ledgerABI.PackSubmit(first.index, ids[0])).(*bindings.ReputationLedgerNotScorer); !ok {
		t.Fatal("the admin's submit was not refused with NotScorer")
	}

	// Two epochs later, in the other marketplace, a job paid 20 U (above the 12 U cap) that
	// crashed: rating 20, weight 12 U, taken from the full budget; the provider is paid 20 U less
	// the 2.5 % fee, which goes to the treasury.
	c.adjustTime(2 * epochSeconds)
	before, treasuryBefore := c.balance(provider.addr), c.balance(c.treasury.addr)
	ids = c.completeJobs(feeMarket, providers, []int64{20 * unit}, outcome{NoOutput: true})
	if got := new(big.Int).Sub(c.balance(provider.addr), before); got.Int64() != 19_500_000 {
		t.Fatalf("provider paid %s base units, want 19.5 U (20 U less 2.5 %%)", got)
	}
	if got := new(big.Int).Sub(c.balance(c.treasury.addr), treasuryBefore); got.Int64() != 500_000 {
		t.Fatalf("treasury got %s base units, want 0.5 U", got)
	}
	c.mustSucceed(c.sendEstimated(c.scorer, c.ledger, c.ledgerABI.PackSubmitBatch(keys(feeMarket, ids))))
	// One agent, one state, whichever marketplace paid it. F(2) = 855625000000000000:
	// sumW = floor(47.5e9 · 0.855625) + 12e6 · 2000 = 40_642_187_500 + 24_000_000_000
	// weight = floor(5e6 · 0.855625) + 12e6 = 4_278_125 + 12_000_000
	checkState(t, c.repState(agent), 64_642_187_500, 16_278_125, 2, 0)
	// repBps = (84e9 + 64_642_187_500) / (12e6 + 16_278_125) = 148_642_187_500 / 28_278_125 = 5256.43… → 5256
	if got := c.callBig(c.ledgerABI.PackRepBps(agent, big.NewInt(7000), big.NewInt(weightCap)), c.ledgerABI.UnpackRepBps); got.Int64() != 5256 {
		t.Fatalf("repBps after decay = %d, want 5256", got)
	}

	// A late rating. Job A (shipped, no critic: 85, 2 U) completes an epoch later and is held
	// back; job B (baked: 95, 4 U) completes the epoch after and is rated first.
	c.adjustTime(epochSeconds)
	late := c.completeJobs(first, providers, []int64{2 * unit}, outcome{Shipped: true})
	c.adjustTime(epochSeconds)
	onTime := c.completeJobs(first, providers, []int64{4 * unit}, outcome{Baked: true})
	c.mustSucceed(c.sendEstimated(c.scorer, c.ledger, c.ledgerABI.PackSubmit(first.index, onTime[0])))
	// B decays the state by two epochs: sumW = floor(64_642_187_500 · 0.855625) + 4e6 · 9500
	// = 55_309_471_679 + 38e9; weight = floor(16_278_125 · 0.855625) + 4e6 = 13_927_970 + 4e6.
	checkState(t, c.repState(agent), 93_309_471_679, 17_927_970, 3, 0)
	tx = c.sendEstimated(c.scorer, c.ledger, c.ledgerABI.PackSubmit(first.index, late[0]))
	c.mustSucceed(tx)
	// A arrives one epoch late and counts what it would have kept: 2e6 · 8500 · 0.925 =
	// 15_725_000_000 and 2e6 · 0.925 = 1_850_000, added to a state that stays at B's epoch.
	checkState(t, c.repState(agent), 109_034_471_679, 19_777_970, 4, 0)
	if ev := c.ratedEvents(tx); len(ev) != 1 || ev[0].CompletionEpoch.Uint64()+1 != ev[0].AppliedEpoch.Uint64() {
		t.Fatalf("late Rated event = %+v, want applied one epoch after its completion", ev)
	}

	// The admin stops the fee marketplace: its next job cannot be rated, and what it rated stays.
	c.mustSucceed(c.sendEstimated(c.admin, c.ledger, c.ledgerABI.PackSetEscrowStopped(feeMarket.index, true)))
	ids = c.completeJobs(feeMarket, providers, []int64{unit}, outcome{})
	if _, ok := c.revert(c.scorer, c.ledgerAddr, c.ledgerABI.PackSubmit(feeMarket.index, ids[0])).(*bindings.ReputationLedgerEscrowIsStopped); !ok {
		t.Fatal("a job of a stopped escrow was not refused with EscrowIsStopped")
	}
	checkState(t, c.repState(agent), 109_034_471_679, 19_777_970, 4, 0)
	if _, ok := c.revert(c.scorer, c.ledgerAddr, c.ledgerABI.PackSetEscrowStopped(first.index, true)).(*bindings.ReputationLedgerNotAdmin); !ok {
		t.Fatal("the scorer stopped an escrow")
	}

	// One more epoch, with no new rating: reads decay without writing.
	// F(1) = 925e15: sumW = floor(109_034_471_679 · 0.925) = 100_856_886_303; weight = floor(19_777_970 · 0.925) = 18_294_622
	c.adjustTime(epochSeconds)
	checkState(t, c.repState(agent), 100_856_886_303, 18_294_622, 4, 0)
}

func checkState(t *testing.T, s bindings.RepStateOutput, sumW, weight, count, disputed int64) {
	t.Helper()
	if s.SumW.Int64() != sumW || s.Weight.Int64() != weight || s.Count.Int64() != count || s.Disputed.Int64() != disputed {
		t.Fatalf("repState = (sumW %s, weight %s, count %s, disputed %s), want (%d, %d, %d, %d)",
			s.SumW, s.Weight, s.Count, s.Disputed, sumW, weight, count, disputed)
	}
}

// ratedEvents are the ledger's Rated events in a mined transaction.
func (c *chain) ratedEvents(tx interface{ Hash() common.Hash }) []*bindings.ReputationLedgerRated {
	c.t.Helper()
	r, err := c.client.TransactionReceipt(context.Background(), tx.Hash())
	if err != nil {
		c.t.Fatal(err)
	}
	var out []*bindings.ReputationLedgerRated
	for _, l := range r.Logs {
		if ev, err := c.ledgerABI.UnpackRatedEvent(l); err == nil {
			out = append(out, ev)
		}
	}
	return out
}

// callFrom runs a ledger call from an account without sending it.
func (c *chain) callFrom(from *account, data []byte, unpack func([]byte) (*big.Int, error)) *big.Int {
	c.t.Helper()
	out, err := c.client.CallContract(context.Background(), ethereum.CallMsg{From: from.addr, To: &c.ledgerAddr, Data: data}, nil)
	if err != nil {
		c.t.Fatal(err)
	}
	v, err := unpack(out)
	if err != nil {
		c.t.Fatal(err)
	}
	return v
}

// revert runs a call that must revert and returns the ledger's custom error it reverted with
// (nil when it did not revert, or with something the ledger's ABI does not know).
func (c *chain) revert(from *account, to common.Address, data []byte) any {
	c.t.Helper()
	_, err := c.client.CallContract(context.Background(), ethereum.CallMsg{From: from.addr, To: &to, Data: data}, nil)
	var de rpc.DataError
	if !errors.As(err, &de) {
		c.t.Logf("call did not revert with data: %v", err)
		return nil
	}
	hex, _ := de.ErrorData().(string)
	v, err := c.ledgerABI.UnpackError(common.FromHex(hex))
	if err != nil {
		c.t.Logf("revert data %s: %v", hex, err)
		return nil
	}
	return v
}
