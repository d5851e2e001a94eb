package follow

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
)

// Rewind describes a reorg the cursor met: it had done blocks up to From, and now up to To,
// the newest block it remembered that is still canonical.
type Rewind struct {
	From, To uint64
	// Deep is set when no block of the dense window was canonical any more and the cursor fell
	// back on its sparse anchors or on its anchor.
	Deep bool
}

// Reconcile checks the newest block the cursor recorded. When a reorg has replaced it, Reconcile
// rewinds the cursor to the newest remembered block that is still canonical (the dense window
// first, then the sparse anchors, then back to before the anchor, the first block ever read) and
// says so; the blocks after it must be read
// again. It returns nil when the cursor is still on the canonical chain. A replaced anchor means
// the cursor's whole history is gone: ErrOtherChain.
func (c *Cursor) Reconcile(ctx context.Context, r HeaderReader) (*Rewind, error) {
	if len(c.Recent) == 0 {
		return nil, nil // nothing recorded beyond the anchor, which CheckChain verified
	}
	newest := c.Recent[len(c.Recent)-1]
	ok, err := canonical(ctx, r, newest)
	if err != nil || ok {
		return nil, err
	}
	rw := &Rewind{From: c.Block}
	if i, err := newestCanonical(ctx, r, c.Recent); err != nil {
		return nil, err
	} else if i >= 0 {
		c.Block, c.Recent = c.Recent[i].Number, c.Recent[:i+1]
		rw.To = c.Block
		return rw, nil
	}
	rw.Deep = true
	c.Recent = nil
	if i, err := newestCanonical(ctx, r, c.Sparse); err != nil {
		return nil, err
	} else if i >= 0 {
		c.Block, c.Recent, c.Sparse = c.Sparse[i].Number, []BlockRef{c.Sparse[i]}, c.Sparse[:i]
		rw.To = c.Block
		return rw, nil
	}
	c.Sparse = nil
	if ok, err := canonical(ctx, r, c.Anchor); err != nil {
		return nil, err
	} else if !ok {
		return nil, fmt.Errorf("%w: even its anchor block %d was replaced", ErrOtherChain, c.Anchor.Number)
	}
	c.Block = beforeAnchor(c.Anchor.Number)
	rw.To = c.Block
	return rw, nil
}

// newestCanonical is the index of the newest ref still on the canonical chain, or -1.
func newestCanonical(ctx context.Context, r HeaderReader, refs []BlockRef) (int, error) {
	for i := len(refs) - 1; i >= 0; i-- {
		ok, err := canonical(ctx, r, refs[i])
		if err != nil {
			return 0, err
		}
		if ok {
			return i, nil
		}
	}
	return -1, nil
}

// canonical reports whether the node's block at ref's height is ref. A height the node does not
// have (the chain got shorter) is not canonical.
func canonical(ctx context.Context, r HeaderReader, ref BlockRef) (bool, error) {
	h, err := r.HeaderByNumber(ctx, new(big.Int).SetUint64(ref.Number))
	if errors.Is(err, ethereum.NotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("read block %d: %w", ref.Number, err)
	}
	return h.Hash() == ref.Hash, nil
}

// Canonical reports whether ref is still the node's block at its height.
func Canonical(ctx context.Context, r HeaderReader, ref BlockRef) (bool, error) {
	return canonical(ctx, r, ref)
}
