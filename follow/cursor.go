package follow

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// HeaderReader is the slice of a node that checks blocks by hash.
type HeaderReader interface {
	BlockNumber(ctx context.Context) (uint64, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// BlockRef names a block by number and hash.
type BlockRef struct {
	Number uint64      `json:"number"`
	Hash   common.Hash `json:"hash"`
}

// Sizes of the cursor's memory of past blocks: the dense window of the newest blocks it
// recorded, and the log-spaced anchors kept further back, so that a reorg deeper than the dense
// window still rewinds to a block known to be canonical instead of all the way to the start.
const (
	RecentBlocks = 64
	SparseBlocks = 24
)

// Cursor is a reader's durable position on one chain. Every block up to and including Block is
// done (what "done" means is the caller's). ChainID and Anchor bind it to one chain: a node whose
// chain id or anchor block hash differs is another chain (or the same chain reset), and the
// cursor must not be used there.
type Cursor struct {
	ChainID uint64     `json:"chain_id"`
	Anchor  BlockRef   `json:"anchor"` // the first block read: its hash binds the cursor to one chain
	Block   uint64     `json:"block"`
	Recent  []BlockRef `json:"recent"`           // newest last; the last is Block's own
	Sparse  []BlockRef `json:"sparse,omitempty"` // older remembered blocks, oldest first, log-spaced
}

// Errors of CheckChain and Reconcile.
var (
	// ErrOtherChain: the node is not the chain the cursor was written on.
	ErrOtherChain = errors.New("the node is another chain than the one the cursor was written on")
	// ErrAheadOfHead: the cursor says blocks are done that the node does not have.
	ErrAheadOfHead = errors.New("the cursor is ahead of the node's head")
	// ErrUnbound: the cursor has no chain id or anchor (written by an older version).
	ErrUnbound = errors.New("the cursor is not bound to a chain")
)

// Start makes a cursor for a reader that begins at block `start` on the node's chain. The anchor
// is block start itself (its hash, with the chain id, names the chain), and the blocks before it
// count as done. Block 0 (the genesis) holds no logs, so a start of 0 anchors at the genesis with
// nothing left to read in it.
func Start(ctx context.Context, r HeaderReader, chainID, start uint64) (*Cursor, error) {
	h, err := r.HeaderByNumber(ctx, new(big.Int).SetUint64(start))
	if err != nil {
		return nil, fmt.Errorf("read start block %d: %w", start, err)
	}
	return &Cursor{ChainID: chainID, Anchor: BlockRef{Number: start, Hash: h.Hash()}, Block: beforeAnchor(start)}, nil
}

// beforeAnchor is the block a cursor anchored at `anchor` has done before reading anything: the
// one before it, or the genesis itself.
func beforeAnchor(anchor uint64) uint64 { return max(anchor, 1) - 1 }

// Next is the first block not yet done.
func (c *Cursor) Next() uint64 { return c.Block + 1 }

// CheckChain verifies that the node is the chain the cursor was written on and that the cursor
// is not ahead of its head. It reads the chain id from the caller (already known) and the anchor
// block and the head from the node.
func (c *Cursor) CheckChain(ctx context.Context, r HeaderReader, chainID uint64) error {
	if c.ChainID == 0 || c.Anchor.Hash == (common.Hash{}) {
		return ErrUnbound
	}
	if c.ChainID != chainID {
		return fmt.Errorf("%w: the cursor is for chain id %d, the node is chain id %d", ErrOtherChain, c.ChainID, chainID)
	}
	head, err := r.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("read head: %w", err)
	}
	if c.Anchor.Number > head || c.Block > head {
		return fmt.Errorf("%w: the cursor has done blocks up to %d, the node's head is %d", ErrAheadOfHead, c.Block, head)
	}
	h, err := r.HeaderByNumber(ctx, new(big.Int).SetUint64(c.Anchor.Number))
	if err != nil {
		return fmt.Errorf("read anchor block %d: %w", c.Anchor.Number, err)
	}
	if h.Hash() != c.Anchor.Hash {
		return fmt.Errorf("%w: its block %d is %s, the node's is %s", ErrOtherChain, c.Anchor.Number, c.Anchor.Hash.Hex(), h.Hash().Hex())
	}
	return nil
}

// Advance records that every block up to `to` is done.
func (c *Cursor) Advance(to BlockRef) {
	c.Block = to.Number
	c.Recent = append(c.Recent, to)
	if over := len(c.Recent) - RecentBlocks; over > 0 {
		c.Sparse = append(c.Sparse, c.Recent[:over]...)
		c.Recent = append([]BlockRef(nil), c.Recent[over:]...)
		c.thinSparse()
	}
}

// thinSparse drops anchors until SparseBlocks are left, each time the one whose removal leaves
// the smallest gap relative to its age: the anchors end up spaced roughly geometrically, dense
// near the window and sparse far back.
func (c *Cursor) thinSparse() {
	for len(c.Sparse) > SparseBlocks {
		drop, best := 1, -1.0
		// Never the oldest: it is the deepest safe point the cursor knows.
		for i := 1; i < len(c.Sparse); i++ {
			gap := float64(c.Sparse[i].Number - c.Sparse[i-1].Number)
			age := float64(c.Block-c.Sparse[i].Number) + 1
			if score := gap / age; best < 0 || score < best {
				drop, best = i, score
			}
		}
		c.Sparse = append(c.Sparse[:drop], c.Sparse[drop+1:]...)
	}
}

// Clone is a deep copy, so a caller can prepare the next cursor and swap it in once saved.
func (c *Cursor) Clone() *Cursor {
	out := *c
	out.Recent = append([]BlockRef(nil), c.Recent...)
	out.Sparse = append([]BlockRef(nil), c.Sparse...)
	return &out
}
