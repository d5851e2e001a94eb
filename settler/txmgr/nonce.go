package txmgr

import (
	"context"
	"fmt"
)

// nonces hands out the account's nonces in order. The lock is a one-slot channel rather than a
// sync.Mutex so that waiting for it selects on the caller's context. Whoever holds it keeps it
// through signing and the first hand-off to the node, so transactions reach the node in nonce
// order and a nonce is only consumed once the node has taken (or at least seen) its transaction.
type nonces struct {
	lock  chan struct{}
	next  uint64 // the next nonce to hand out; valid when known
	known bool   // false until the first Send reads PendingNonceAt
}

func newNonces() *nonces { return &nonces{lock: make(chan struct{}, 1)} }

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

// loadNonce reads the first nonce from the node's pending state, once. Lock held.
func (m *Manager) loadNonce(ctx context.Context) error {
	if m.nonces.known {
		return nil
	}
	next, err := m.client.PendingNonceAt(ctx, m.from)
	if err != nil {
		return fmt.Errorf("pending nonce: %w", err)
	}
	m.nonces.next, m.nonces.known = next, true
	return nil
}

// resyncNonce moves the next nonce up to the account's nonce at the latest block, after a nonce
// turned out to be used by someone else. It never moves it down: nonces below the local counter
// may belong to this manager's transactions still in flight. Lock held.
func (m *Manager) resyncNonce(ctx context.Context) error {
	latest, err := m.client.NonceAt(ctx, m.from, nil)
	if err != nil {
		return fmt.Errorf("latest nonce: %w", err)
	}
	if latest > m.nonces.next {
		m.nonces.next = latest
	}
	return nil
}
