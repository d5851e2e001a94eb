package txmgr

import (
	"context"
	"fmt"
	"sync"
)

// nonces hands out the account's nonces in order. The lock is a one-slot channel rather than a
// sync.Mutex so that waiting for it selects on the caller's context. Whoever holds it keeps it
// through signing and the first hand-off to the node, so transactions reach the node in nonce
// order and a nonce is only consumed once the node has taken (or at least seen) its transaction.
type nonces struct {
	lock  chan struct{}
	next  uint64 // the next nonce to hand out; valid when known
	known bool   // false until the first Send reads the chain's nonce

	mu       sync.Mutex
	inflight map[uint64]int // nonces whose Sends are waiting for a receipt, with how many wait on each
}

func newNonces() *nonces { return &nonces{lock: make(chan struct{}, 1), inflight: map[uint64]int{}} }

// acquire takes the lock, or gives up when ctx ends.
func (n *nonces) acquire(ctx context.Context) error {
	select {
	case n.lock <- struct{}{}:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("wait for nonce lock: %w", ctx.Err())
	}
}

func (n *nonces) release() { <-n.lock }

// track marks a nonce as waited on (up) or no longer (down).
func (n *nonces) track(nonce uint64, up bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if up {
		n.inflight[nonce]++
		return
	}
	if n.inflight[nonce]--; n.inflight[nonce] <= 0 {
		delete(n.inflight, nonce)
	}
}

// waiting is how many Sends wait for a receipt.
func (n *nonces) waiting() int {
	n.mu.Lock()
	defer n.mu.Unlock()
	total := 0
	for _, c := range n.inflight {
		total += c
	}
	return total
}

// anyInflight reports whether a nonce in [lo, hi) is waited on.
func (n *nonces) anyInflight(lo, hi uint64) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	for nonce := range n.inflight {
		if nonce >= lo && nonce < hi {
			return true
		}
	}
	return false
}

// skipInflight moves next past nonces other Sends are waiting on, so that a nonce is never
// handed out twice while its first transaction may still be mined. Lock held.
func (n *nonces) skipInflight() {
	n.mu.Lock()
	defer n.mu.Unlock()
	for n.inflight[n.next] > 0 {
		n.next++
	}
}

// syncNonce sets the next nonce from the chain, under the lock, in one of three ways:
//
//   - resyncNone (no Send waits): from the node's pending nonce (never below its latest one),
//     which counts our transactions still in its pool (a Send that gave up leaves its transaction there). It moves down as well
//     as up: a reorg that drops mined transactions of ours, which the node does not return to its
//     pool (anvil never does; geth may not), leaves the pending nonce below the local counter,
//     and the next transaction must fill that gap.
//   - resyncUp (a nonce turned out used): from the latest nonce, only upwards.
//   - resyncToGap (a waiting Send found a gap below it, see Manager.gapBelow): down to the latest
//     nonce, which no Send waits on.
//
// A nonce another Send waits on is never handed out again.
func (m *Manager) syncNonce(ctx context.Context, mode resync) error {
	var (
		chain uint64
		err   error
	)
	chain, err = m.client.NonceAt(ctx, m.from, nil)
	if err == nil && mode == resyncNone {
		// A pool lagging behind the chain may answer a pending nonce below the latest one, which
		// is never right: take the larger.
		var pending uint64
		if pending, err = m.client.PendingNonceAt(ctx, m.from); err == nil {
			chain = max(chain, pending)
		}
	}
	if err != nil {
		return fmt.Errorf("nonce of %s: %w", m.from.Hex(), err)
	}
	switch {
	case !m.nonces.known:
		m.nonces.next, m.nonces.known = chain, true
	case chain > m.nonces.next:
		m.nonces.next = chain
	case chain < m.nonces.next && mode != resyncUp && !m.nonces.anyInflight(chain, chain+1):
		from := m.nonces.next
		m.nonces.next = chain
		if m.cfg.OnNonceResync != nil {
			m.cfg.OnNonceResync(from, chain)
		}
	}
	m.nonces.skipInflight()
	return nil
}
