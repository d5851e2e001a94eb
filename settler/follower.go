package settler

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// ChainReader is the slice of a node the follower reads.
type ChainReader interface {
	BlockNumber(ctx context.Context) (uint64, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// rangeTooLarge recognises the ways nodes refuse a log query for spanning too much. A rate
// limit ("rate limit exceeded", HTTP 429 "too many requests") is not one: shrinking the span
// would not help it.
func rangeTooLarge(err error) bool {
	msg := strings.ToLower(err.Error())
	for _, s := range []string{"rate limit", "too many requests", "429"} {
		if strings.Contains(msg, s) {
			return false
		}
	}
	for _, s := range []string{"block range", "range too large", "too large", "exceed", "query returned more than",
		"response size", "max results", "limit"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// fetchLogs returns the logs of `topic` emitted by `address` in [from, to], halving the span
// whenever the node says it is too large. It returns the last block it covered, which is `to`
// unless the span had to shrink, and the span to use next time.
func fetchLogs(ctx context.Context, c ChainReader, address common.Address, topic common.Hash, from, to, span uint64) ([]types.Log, uint64, uint64, error) {
	for {
		end := min(to, from+span-1)
		logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(end),
			Addresses: []common.Address{address}, Topics: [][]common.Hash{{topic}},
		})
		if err == nil {
			return logs, end, span, nil
		}
		if !rangeTooLarge(err) || span == 1 {
			return nil, 0, span, fmt.Errorf("get logs of blocks %d..%d: %w", from, end, err)
		}
		span = max(1, span/2)
	}
}

// ErrReorgTooDeep is returned when none of the checkpoint's recent blocks is canonical any more.
var ErrReorgTooDeep = errors.New("reorg deeper than the checkpoint remembers")

// commonAncestor walks the checkpoint's recent blocks from the newest and returns the newest one
// still on the canonical chain: processing resumes right after it.
func commonAncestor(ctx context.Context, c ChainReader, recent []BlockRef) (BlockRef, error) {
	for i := len(recent) - 1; i >= 0; i-- {
		h, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(recent[i].Number))
		if err != nil {
			return BlockRef{}, fmt.Errorf("read block %d: %w", recent[i].Number, err)
		}
		if h.Hash() == recent[i].Hash {
			return recent[i], nil
		}
	}
	return BlockRef{}, ErrReorgTooDeep
}
