package testnet

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Reorg replaces the newest `depth` blocks with depth+1 empty ones. Like geth (and unlike
// anvil_reorg), the node takes the replaced blocks' transactions back into its pool, so they
// may be mined again. Nonces Send tracks are read from the chain again.
func (s *Sim) Reorg(ctx context.Context, depth uint64) error {
	_, err := s.reorg(ctx, depth, false)
	return err
}

// reorg is Reorg and ReorgDropping (drop.go): it replaces the newest `depth` blocks with depth+1
// empty ones and, when drop is set, empties the pool of their transactions, whose hashes it
// returns.
func (s *Sim) reorg(ctx context.Context, depth uint64, drop bool) ([]common.Hash, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read the head: %w", err)
	}
	if depth == 0 || depth > head.Number.Uint64() {
		return nil, fmt.Errorf("reorg depth %d: want 1..%d", depth, head.Number.Uint64())
	}
	top := head.Number.Uint64()
	var dropped []common.Hash
	for n := top - depth + 1; drop && n <= top; n++ {
		b, err := s.Client.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			return nil, fmt.Errorf("read block %d: %w", n, err)
		}
		for _, tx := range b.Transactions() {
			dropped = append(dropped, tx.Hash())
		}
	}
	parent, err := s.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(top-depth))
	if err != nil {
		return nil, fmt.Errorf("read block %d: %w", top-depth, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := s.forkAt(ctx, parent.Hash(), parent.Number); err != nil {
		return nil, err
	}
	if drop {
		// The fork made the parent the head, and the pool takes the replaced blocks'
		// transactions back on that head change. Rollback clears the pool only once that reset
		// is done (it syncs the pool first), so what it clears includes them.
		s.Backend.Rollback()
	}
	for range depth + 1 {
		s.Backend.Commit()
	}
	s.unmined = nil
	for addr := range s.nonces {
		n, err := s.Client.NonceAt(ctx, addr, nil)
		if err != nil {
			return nil, fmt.Errorf("read the nonce of %s: %w", addr, err)
		}
		s.nonces[addr] = n
	}
	return dropped, nil
}

// forkAt makes block `parent` the head. The backend's Fork refuses while the pool lists
// transactions, and the pool drops mined ones in the background after each block: it is retried
// until ctx ends.
func (s *Sim) forkAt(ctx context.Context, parent common.Hash, number *big.Int) error {
	for {
		err := s.Backend.Fork(parent)
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("fork at block %d: %w", number, err)
		case <-time.After(5 * time.Millisecond):
		}
	}
}
