package settler

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// fakeChain refuses log queries spanning more than maxSpan blocks, as many RPC providers do.
type fakeChain struct {
	maxSpan uint64
	queries [][2]uint64
	headers map[uint64]*types.Header
}

func (f *fakeChain) BlockNumber(context.Context) (uint64, error) { return 0, nil }
func (f *fakeChain) HeaderByNumber(_ context.Context, n *big.Int) (*types.Header, error) {
	return f.headers[n.Uint64()], nil
}
func (f *fakeChain) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	from, to := q.FromBlock.Uint64(), q.ToBlock.Uint64()
	f.queries = append(f.queries, [2]uint64{from, to})
	if to-from+1 > f.maxSpan {
		return nil, errors.New("query exceeds max block range 1000")
	}
	return []types.Log{{BlockNumber: from}}, nil
}

func TestFetchLogsHalvesTheRange(t *testing.T) {
	f := &fakeChain{maxSpan: 300}
	logs, end, span, err := fetchLogs(context.Background(), f, common.Address{}, common.Hash{}, 1, 5000, 2000)
	if err != nil {
		t.Fatal(err)
	}
	// 2000 → 1000 → 500 → 250: the first span the node accepts.
	if span != 250 || end != 250 || len(logs) != 1 || len(f.queries) != 4 {
		t.Fatalf("span %d end %d logs %d after %d queries %v", span, end, len(logs), len(f.queries), f.queries)
	}
	f = &fakeChain{maxSpan: 0}
	if _, _, _, err := fetchLogs(context.Background(), f, common.Address{}, common.Hash{}, 1, 10, 8); err == nil {
		t.Fatal("a node that refuses even one block must surface an error")
	}
}

func TestCommonAncestor(t *testing.T) {
	canon := map[uint64]*types.Header{}
	var recent []BlockRef
	for n := uint64(10); n <= 15; n++ {
		canon[n] = &types.Header{Number: new(big.Int).SetUint64(n), Extra: []byte("canonical")}
		recent = append(recent, BlockRef{Number: n, Hash: canon[n].Hash()})
	}
	// Blocks 13..15 were replaced by a reorg.
	for n := uint64(13); n <= 15; n++ {
		canon[n] = &types.Header{Number: new(big.Int).SetUint64(n), Extra: []byte("fork")}
	}
	anc, err := commonAncestor(context.Background(), &fakeChain{headers: canon}, recent)
	if err != nil || anc.Number != 12 {
		t.Fatalf("ancestor %d, %v; want 12", anc.Number, err)
	}
	for n := uint64(10); n <= 12; n++ {
		canon[n] = &types.Header{Number: new(big.Int).SetUint64(n), Extra: []byte("fork")}
	}
	if _, err := commonAncestor(context.Background(), &fakeChain{headers: canon}, recent); !errors.Is(err, ErrReorgTooDeep) {
		t.Fatalf("all remembered blocks replaced: %v", err)
	}
}

func TestRangeTooLargeIsNotARateLimit(t *testing.T) {
	for msg, want := range map[string]bool{
		"query returned more than 10000 results":      true,
		"exceed maximum block range: 5000":            true,
		"Log response size exceeded":                  true,
		"rate limit exceeded":                         false,
		"429 Too Many Requests: too many requests":    false,
		"dial tcp 127.0.0.1:8545: connection refused": false,
	} {
		if got := rangeTooLarge(errors.New(msg)); got != want {
			t.Errorf("rangeTooLarge(%q) = %v, want %v", msg, got, want)
		}
	}
}
