package follow

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// LogReader is the slice of a node that reads logs.
type LogReader interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Query selects logs: emitted by any of Addresses, with the first topic any of Topics[0], and so on
// (ethereum.FilterQuery's Addresses and Topics).
type Query struct {
	Addresses []common.Address
	Topics    [][]common.Hash
}

// Span chooses how many blocks one log query covers. It halves when the node refuses a range as
// too large, and, when TargetLogs is set, adapts to how many logs a range holds, so that a reader
// far behind a busy chain reads in chunks of bounded size instead of whole ranges at once.
type Span struct {
	max    uint64
	target int
	cur    uint64
}

// initialSpan is where a span with a log target starts: small, so that the first query on a
// busy chain stays small too, and doubling up to the maximum within a few queries while the
// chain is quiet.
const initialSpan = 1

// NewSpan makes a span of at most maxBlocks blocks per query, aiming at about targetLogs logs per
// query (0: no aim, every query covers maxBlocks unless the node refuses).
func NewSpan(maxBlocks uint64, targetLogs int) *Span {
	s := &Span{max: max(1, maxBlocks), target: targetLogs, cur: max(1, maxBlocks)}
	if targetLogs > 0 {
		s.cur = min(s.max, initialSpan)
	}
	return s
}

// Blocks is the span the next query will cover.
func (s *Span) Blocks() uint64 { return s.cur }

// observe adapts the span after a query over `blocks` blocks returned n logs.
func (s *Span) observe(blocks uint64, n int) {
	switch {
	case s.target == 0:
		// A node that refused a span once may accept it again (a busy moment): grow back slowly.
		s.cur = min(s.max, s.cur+max(1, s.cur/4))
	case n > s.target:
		s.cur = max(1, min(s.cur, blocks*uint64(s.target)/uint64(n)))
	case n < s.target/2 && blocks == s.cur:
		s.cur = min(s.max, 2*s.cur)
	}
}

// Fetch returns the logs q selects in blocks from..to, or in a prefix of them: it covers the
// blocks the span allows, halving it whenever the node says the range is too large. It returns
// the last block it covered.
func Fetch(ctx context.Context, r LogReader, q Query, span *Span, from, to uint64) ([]types.Log, uint64, error) {
	for {
		end := min(to, from+span.cur-1)
		logs, err := r.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(end),
			Addresses: q.Addresses, Topics: q.Topics,
		})
		if err == nil {
			span.observe(end-from+1, len(logs))
			return logs, end, nil
		}
		if !RangeTooLarge(err) || span.cur == 1 {
			return nil, 0, fmt.Errorf("get logs of blocks %d..%d: %w", from, end, err)
		}
		span.cur = max(1, span.cur/2)
	}
}

// RangeTooLarge recognises the ways nodes refuse a log query for spanning too much. A rate
// limit ("rate limit exceeded", HTTP 429 "too many requests") is not one: shrinking the span
// would not help it.
func RangeTooLarge(err error) bool {
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
