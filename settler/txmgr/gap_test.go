package txmgr

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// A reorg drops a mined transaction of ours and the node does not return it to its pool (as
// anvil does): the chain's nonce falls below the manager's. The next Send, with nothing else
// waiting, takes the chain's nonce again instead of leaving a gap that nothing would fill.
func TestNonceMovesDownAfterAReorgDropsOurTransaction(t *testing.T) {
	c := newChain(t)
	cfg := testConfig(c)
	var resyncs [][2]uint64
	cfg.OnNonceResync = func(from, to uint64) { resyncs = append(resyncs, [2]uint64{from, to}) }
	m := newManager(t, c.client, cfg)
	ctx := ctxT(t)

	first := c.mustMine(t, sendAsync(ctx, m, transfer()))
	parent, err := c.client.HeaderByNumber(ctx, new(big.Int).Sub(first.BlockNumber, common.Big1))
	if err != nil {
		t.Fatal(err)
	}
	// The reorg: back to the parent; the dropped transaction is cleared from the pool.
	if err := c.backend.Fork(parent.Hash()); err != nil {
		t.Fatal(err)
	}
	c.backend.Rollback()
	c.backend.Commit()
	c.settlePool(t)
	if n, err := c.client.NonceAt(ctx, c.addr, nil); err != nil || n != 0 {
		t.Fatalf("after the reorg the chain's nonce is %d (%v), want 0", n, err)
	}

	rcpt := c.mustMine(t, sendAsync(ctx, m, transfer()))
	if got := c.txByHash(t, rcpt.TxHash).Nonce(); got != 0 {
		t.Fatalf("the Send after the reorg used nonce %d, want 0 (the one the reorg freed)", got)
	}
	if len(resyncs) != 1 || resyncs[0] != [2]uint64{1, 0} {
		t.Fatalf("OnNonceResync calls %v, want one from 1 to 0", resyncs)
	}
}

// A Send waits at nonce 1 while the transaction at nonce 0 is gone for good (its Send gave up,
// and the node never had it): the chain's nonce stays at 0. The waiting Send notices the gap
// and goes out again under nonce 0 instead of stalling behind it.
func TestWaitingSendFillsAGapBelowIt(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	var mu sync.Mutex
	swallowed := 0
	s.beforeSend = func(tx *types.Transaction) error {
		mu.Lock()
		defer mu.Unlock()
		if tx.Nonce() == 0 && swallowed == 0 {
			swallowed++
			return errSwallowed // reported to the manager as accepted below
		}
		return nil
	}
	s.afterSend = func(_ *types.Transaction, err error) error {
		if errors.Is(err, errSwallowed) {
			return nil // the node "accepted" it, yet never saw it
		}
		return err
	}
	cfg := testConfig(c)
	cfg.GapCheckInterval = 20 * time.Millisecond
	m := newManager(t, s, cfg)
	ctx := ctxT(t)

	lostCtx, giveUp := context.WithCancel(ctx)
	lost := sendAsync(lostCtx, m, transfer()) // nonce 0: swallowed
	if ev := s.next(t); ev.tx.Nonce() != 0 {
		t.Fatalf("first Send used nonce %d, want 0", ev.tx.Nonce())
	}
	stuck := sendAsync(ctx, m, transfer()) // nonce 1: queued behind the gap
	if ev := s.next(t); ev.tx.Nonce() != 1 || ev.err != nil {
		t.Fatalf("second Send: nonce %d, %v; want 1 accepted", ev.tx.Nonce(), ev.err)
	}
	giveUp()
	if r := await(t, lost); r.err == nil {
		t.Fatal("the Send whose context ended returned no error")
	}
	// The waiting Send re-sends under nonce 0; once that is mined, its queued nonce-1
	// transaction may be mined too: either receipt ends the Send.
	ev := s.nextAccepted(t)
	for ev.tx.Nonce() != 0 {
		ev = s.nextAccepted(t)
	}
	r := c.mine(t, stuck)
	if r.err != nil || r.rcpt == nil || r.rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("the Send behind the gap: %+v %v", r.rcpt, r.err)
	}
	if got := c.txByHash(t, r.rcpt.TxHash).Nonce(); got != 0 {
		t.Fatalf("the Send behind the gap was mined with nonce %d, want 0", got)
	}
}

var errSwallowed = errors.New("swallowed by the test")

// The node says it took the transaction, then forgets it (a reorg dropped its block, or the pool
// evicted it). The waiting Send notices that the node knows nothing of it and hands it over
// again at once, long before the resubmission period (an hour here).
func TestForgottenTransactionIsSentAgain(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	var mu sync.Mutex
	swallowed := false
	s.beforeSend = func(*types.Transaction) error {
		mu.Lock()
		defer mu.Unlock()
		if !swallowed {
			swallowed = true
			return errSwallowed
		}
		return nil
	}
	s.afterSend = func(_ *types.Transaction, err error) error {
		if errors.Is(err, errSwallowed) {
			return nil
		}
		return err
	}
	cfg := testConfig(c)
	cfg.GapCheckInterval = 20 * time.Millisecond
	resent := make(chan uint64, 4)
	cfg.OnResubmit = func(nonce uint64) { resent <- nonce }
	// The simulated backend answers transaction lookups with "indexing in progress"; a real node
	// answers "not found" for a transaction it never got, as this one does until it gets it.
	m := newManager(t, &forgetfulNode{spy: s, swallowed: func() bool { mu.Lock(); defer mu.Unlock(); return swallowed }}, cfg)
	ch := sendAsync(ctxT(t), m, transfer())
	first := s.next(t)
	again := s.next(t)
	if again.tx.Hash() != first.tx.Hash() || again.err != nil {
		t.Fatalf("the second hand-off is %s (%v), want the same transaction %s accepted", again.tx.Hash(), again.err, first.tx.Hash())
	}
	if n := <-resent; n != 0 {
		t.Fatalf("OnResubmit(%d), want nonce 0", n)
	}
	if rcpt := c.mustMine(t, ch); rcpt.TxHash != first.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, first.tx.Hash())
	}
}

// forgetfulNode answers "not found" for every transaction lookup until a swallowed transaction
// has been handed over again (the spy's second SendTransaction).
type forgetfulNode struct {
	*spy
	swallowed func() bool
}

func (f *forgetfulNode) TransactionByHash(ctx context.Context, h common.Hash) (*types.Transaction, bool, error) {
	if f.swallowed() && len(f.events()) < 2 {
		return nil, false, ethereum.NotFound
	}
	return f.spy.TransactionByHash(ctx, h)
}
