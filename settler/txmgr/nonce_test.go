package txmgr

import (
	"math/big"
	"slices"
	"testing"

	"github.com/repledger/repledger/internal/testutil"
)

// With no Send waiting, the nonce comes from the node's pending state (PendingNonceAt, so it
// counts a transaction still in the pool, and never below NonceAt latest); while Sends wait, the
// manager counts on its own, and Sends in a row get consecutive nonces without waiting for each
// other's receipts.
func TestNoncesFirstFromChainThenLocal(t *testing.T) {
	c := newChain(t)
	// Another sender used nonces 0 and 1 (mined) and 2 (still pending).
	c.direct(t, 0, c.tip(t), c.marketFeeCap(t))
	c.direct(t, 1, c.tip(t), c.marketFeeCap(t))
	c.mineNonce(t, 2)
	c.direct(t, 2, c.tip(t), c.marketFeeCap(t))
	// The pool counts a new transaction in its pending nonce on a background goroutine.
	testutil.Eventually(t, testTimeout, "pending nonce 3", testutil.Holds(func() bool {
		n, err := c.client.PendingNonceAt(ctxT(t), c.addr)
		return err == nil && n == 3
	}))

	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	ctx := ctxT(t)

	const n = 5
	var results []<-chan result
	for i := range n {
		// Each Send is started only once the one before it has handed its transaction to the
		// node, and no block is mined in between: none of them waits for a receipt.
		results = append(results, sendAsync(ctx, m, transfer()))
		ev := s.next(t)
		if ev.err != nil {
			t.Fatalf("send %d: %v", i, ev.err)
		}
		if got, want := ev.tx.Nonce(), uint64(3+i); got != want {
			t.Fatalf("send %d: nonce %d, want %d", i, got, want)
		}
	}
	testutil.Eventually(t, testTimeout, "5 pending", testutil.Holds(func() bool { return m.Pending() == n }))
	for i, ch := range results {
		rcpt := c.mustMine(t, ch)
		if got := c.txByHash(t, rcpt.TxHash).Nonce(); got != uint64(3+i) {
			t.Fatalf("Send %d mined nonce %d, want %d", i, got, 3+i)
		}
	}
	if pn, na := s.counts(); pn != 1 || na != 1 {
		t.Fatalf("PendingNonceAt called %d times, NonceAt %d: want 1 and 1 (only the first Send found nothing waiting)", pn, na)
	}
	if m.Pending() != 0 {
		t.Fatalf("Pending() = %d after all mined", m.Pending())
	}
	// Idle again: one more Send reads the chain again and carries on from it.
	ch := sendAsync(ctx, m, transfer())
	if ev := s.next(t); ev.tx.Nonce() != 3+n {
		t.Fatalf("next nonce %d, want %d", ev.tx.Nonce(), 3+n)
	}
	if pn, _ := s.counts(); pn != 2 {
		t.Fatalf("PendingNonceAt called %d times, want 2", pn)
	}
	c.mustMine(t, ch)
}

// Many concurrent Sends get distinct, consecutive nonces and are all in flight at once.
func TestConcurrentSendsGetConsecutiveNonces(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	ctx := ctxT(t)

	const n = 20
	var results []<-chan result
	for range n {
		results = append(results, sendAsync(ctx, m, Candidate{To: recipient, Value: big.NewInt(1)})) // estimated gas
	}
	for range n {
		if ev := s.next(t); ev.err != nil {
			t.Fatal(ev.err)
		}
	}
	// All n are in flight at once, before any block is mined.
	testutil.Eventually(t, testTimeout, "all pending", testutil.Holds(func() bool { return m.Pending() == n }))

	var nonces []uint64
	for _, ch := range results {
		rcpt := c.mustMine(t, ch)
		nonces = append(nonces, c.txByHash(t, rcpt.TxHash).Nonce())
	}
	slices.Sort(nonces)
	for i, nonce := range nonces {
		if nonce != uint64(i) {
			t.Fatalf("nonces %v, want 0..%d", nonces, n-1)
		}
	}
	if pn, _ := s.counts(); pn != 1 {
		t.Fatalf("PendingNonceAt called %d times, want 1", pn)
	}
	if len(s.events()) != n {
		t.Fatalf("%d SendTransaction calls, want %d", len(s.events()), n)
	}
}
