package testnet

import (
	"context"
	"fmt"
	"math/big"
	"time"
)

// Reorg replaces the newest `depth` blocks with depth+1 empty ones. Like geth (and unlike
// anvil_reorg), the node takes the replaced blocks' transactions back into its pool, so they
// may be mined again. Nonces Send tracks are read from the chain again.
func (s *Sim) Reorg(ctx context.Context, depth uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	if depth == 0 || depth > head.Number.Uint64() {
		return fmt.Errorf("reorg depth %d: want 1..%d", depth, head.Number.Uint64())
	}
	parent, err := s.Client.HeaderByNumber(ctx, new(big.Int).Sub(head.Number, new(big.Int).SetUint64(depth)))
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	// Fork refuses while the pool lists transactions, and the pool drops mined ones in the
	// background after each block: retry, as AdjustTime does.
	for {
		if err = s.Backend.Fork(parent.Hash()); err == nil {
			break
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("fork at block %d: %w", parent.Number, err)
		case <-time.After(5 * time.Millisecond):
		}
	}
	for range depth + 1 {
		s.Backend.Commit()
	}
	s.unmined = nil
	for addr := range s.nonces {
		n, err := s.Client.NonceAt(ctx, addr, nil)
		if err != nil {
			return err
		}
		s.nonces[addr] = n
	}
	return nil
}
