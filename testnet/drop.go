package testnet

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
)

// ReorgDropping replaces the newest `depth` blocks with depth+1 empty ones and drops their
// transactions for good, as anvil_reorg does: a node restarted with an empty pool, or a
// transaction that lost to a conflicting one elsewhere, behaves so in the field. (Reorg keeps
// them, as geth does: the embedded chain takes them back into its pool and mines them again by
// itself, so code that must notice the loss and send again is never exercised by it.) It
// returns the hashes of the dropped transactions. A transaction sent while the reorg runs may be
// dropped with them (a client that noticed the reorg early must send it again); like Reorg, it
// waits for the pool to be empty before it forks. Nonces Send tracks are read from the chain
// again.
func (s *Sim) ReorgDropping(ctx context.Context, depth uint64) ([]common.Hash, error) {
	return s.reorg(ctx, depth, true)
}
