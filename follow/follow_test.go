package follow

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// fakeChain is a chain of headers whose blocks can be replaced (a reorg) by changing their fork
// tag, and a log source that refuses spans above maxSpan and holds logsPerBlock logs per block.
type fakeChain struct {
	fork         map[uint64]string
	head         uint64
	maxSpan      uint64
	logsPerBlock int
	queries      [][2]uint64
}

func newFakeChain(head uint64) *fakeChain {
	return &fakeChain{fork: map[uint64]string{}, head: head, maxSpan: 1 << 62}
}

func (f *fakeChain) header(n uint64) *types.Header {
	return &types.Header{Number: new(big.Int).SetUint64(n), Extra: []byte(f.fork[n])}
}

func (f *fakeChain) ref(n uint64) BlockRef { return BlockRef{Number: n, Hash: f.header(n).Hash()} }

// reorg replaces blocks from..head.
func (f *fakeChain) reorg(from uint64, tag string) {
	for n := from; n <= f.head; n++ {
		f.fork[n] = tag
	}
}

func (f *fakeChain) BlockNumber(context.Context) (uint64, error) { return f.head, nil }

func (f *fakeChain) HeaderByNumber(_ context.Context, n *big.Int) (*types.Header, error) {
	if n.Uint64() > f.head {
		return nil, ethereum.NotFound
	}
	return f.header(n.Uint64()), nil
}

func (f *fakeChain) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	from, to := q.FromBlock.Uint64(), q.ToBlock.Uint64()
	f.queries = append(f.queries, [2]uint64{from, to})
	if to-from+1 > f.maxSpan {
		return nil, errors.New("query exceeds max block range 1000")
	}
	var logs []types.Log
	for n := from; n <= to; n++ {
		for range f.logsPerBlock {
			logs = append(logs, types.Log{BlockNumber: n})
		}
	}
	return logs, nil
}

func TestStartAndCheckChain(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain(100)
	c, err := Start(ctx, f, 31337, 10)
	if err != nil {
		t.Fatal(err)
	}
	if c.Anchor != f.ref(10) || c.Block != 9 || c.Next() != 10 {
		t.Fatalf("cursor %+v: want anchored at block 10, next 10", c)
	}
	if zero, _ := Start(ctx, f, 31337, 0); zero.Next() != 1 || zero.Anchor.Number != 0 {
		t.Fatalf("a start at the genesis: %+v, want anchored at 0, next 1", zero)
	}
	if err := c.CheckChain(ctx, f, 31337); err != nil {
		t.Fatalf("same chain: %v", err)
	}
	if err := c.CheckChain(ctx, f, 1); !errors.Is(err, ErrOtherChain) {
		t.Fatalf("another chain id: %v", err)
	}
	other := newFakeChain(100)
	other.reorg(0, "another chain")
	if err := c.CheckChain(ctx, other, 31337); !errors.Is(err, ErrOtherChain) {
		t.Fatalf("same id, another anchor hash: %v", err)
	}
	ahead := c.Clone()
	ahead.Advance(f.ref(100))
	f.head = 50
	if err := ahead.CheckChain(ctx, f, 31337); !errors.Is(err, ErrAheadOfHead) {
		t.Fatalf("a cursor at 100 on a chain at 50: %v", err)
	}
	if err := (&Cursor{Block: 5}).CheckChain(ctx, f, 31337); !errors.Is(err, ErrUnbound) {
		t.Fatalf("an unbound cursor: %v", err)
	}
}

func TestAdvanceKeepsABoundedLogSpacedMemory(t *testing.T) {
	f := newFakeChain(100_000)
	c := &Cursor{ChainID: 1, Anchor: f.ref(0)}
	for n := uint64(10); n <= 100_000; n += 10 {
		c.Advance(f.ref(n))
	}
	if c.Block != 100_000 || len(c.Recent) != RecentBlocks || len(c.Sparse) != SparseBlocks {
		t.Fatalf("block %d, %d recent, %d sparse; want 100000, %d, %d", c.Block, len(c.Recent), len(c.Sparse), RecentBlocks, SparseBlocks)
	}
	if c.Sparse[0].Number != 10 {
		t.Fatalf("the oldest anchor is %d, want the first block recorded (10): it is the deepest safe point", c.Sparse[0].Number)
	}
	// Gaps grow towards the past: the newest sparse gap is far smaller than the oldest.
	newest := c.Sparse[len(c.Sparse)-1].Number - c.Sparse[len(c.Sparse)-2].Number
	oldest := c.Sparse[1].Number - c.Sparse[0].Number
	if newest*10 > oldest {
		t.Fatalf("sparse gaps %d (newest) and %d (oldest): want log spacing; anchors %v", newest, oldest, c.Sparse)
	}
	for i := 1; i < len(c.Sparse); i++ {
		if c.Sparse[i].Number <= c.Sparse[i-1].Number {
			t.Fatalf("sparse anchors out of order: %v", c.Sparse)
		}
	}
}

func TestReconcile(t *testing.T) {
	ctx := context.Background()
	build := func() (*fakeChain, *Cursor) {
		f := newFakeChain(2000)
		c := &Cursor{ChainID: 1, Anchor: f.ref(0)}
		for n := uint64(1); n <= 2000; n++ {
			c.Advance(f.ref(n))
		}
		return f, c
	}

	f, c := build()
	if rw, err := c.Reconcile(ctx, f); err != nil || rw != nil || c.Block != 2000 {
		t.Fatalf("no reorg: %+v %v, block %d", rw, err, c.Block)
	}

	f.reorg(1990, "fork")
	rw, err := c.Reconcile(ctx, f)
	if err != nil || rw == nil || rw.From != 2000 || rw.To != 1989 || rw.Deep || c.Block != 1989 || c.Recent[len(c.Recent)-1] != f.ref(1989) {
		t.Fatalf("a shallow reorg: %+v %v; cursor at %d", rw, err, c.Block)
	}

	f, c = build()
	f.reorg(1500, "deep")
	rw, err = c.Reconcile(ctx, f)
	if err != nil || rw == nil || !rw.Deep || c.Block >= 1500 || c.Block < 1000 {
		t.Fatalf("a reorg deeper than the window: %+v %v; cursor at %d, want a sparse anchor below 1500 and not far below", rw, err, c.Block)
	}
	if ok, _ := Canonical(ctx, f, c.Recent[len(c.Recent)-1]); !ok {
		t.Fatalf("after the rewind the cursor's newest block %v is not canonical", c.Recent)
	}
	// The rewound cursor keeps working: advancing again and reconciling finds nothing.
	c.Advance(f.ref(c.Block + 1))
	if rw, err := c.Reconcile(ctx, f); err != nil || rw != nil {
		t.Fatalf("after advancing again: %+v %v", rw, err)
	}

	f, c = build()
	f.reorg(1, "everything")
	if rw, err = c.Reconcile(ctx, f); err != nil || rw == nil || c.Block != 0 {
		t.Fatalf("every recorded block replaced: %+v %v, cursor at %d, want back before the anchor (0)", rw, err, c.Block)
	}
	// A cursor anchored at its start block 500 rewinds to 499 when everything it recorded went.
	f = newFakeChain(2000)
	c, _ = Start(ctx, f, 1, 500)
	for n := uint64(500); n <= 2000; n++ {
		c.Advance(f.ref(n))
	}
	f.reorg(600, "deep")
	c.Sparse = nil // as if it had remembered nothing older than the window
	if rw, err = c.Reconcile(ctx, f); err != nil || rw == nil || c.Block != 499 {
		t.Fatalf("a reorg beyond everything remembered: %+v %v, cursor at %d, want 499 (the start block is read again)", rw, err, c.Block)
	}

	f, c = build()
	f.reorg(0, "another genesis")
	if _, err := c.Reconcile(ctx, f); !errors.Is(err, ErrOtherChain) {
		t.Fatalf("the anchor replaced: %v", err)
	}

	f, c = build()
	f.head = 1995 // the new chain is shorter than the cursor
	if rw, err = c.Reconcile(ctx, f); err != nil || rw == nil || c.Block != 1995 {
		t.Fatalf("a shorter chain: %+v %v, cursor at %d", rw, err, c.Block)
	}
}

func TestFetchHalvesARefusedRange(t *testing.T) {
	f := newFakeChain(10_000)
	f.maxSpan, f.logsPerBlock = 300, 0
	span := NewSpan(2000, 0)
	logs, end, err := Fetch(context.Background(), f, Query{}, span, 1, 5000)
	if err != nil {
		t.Fatal(err)
	}
	// 2000 → 1000 → 500 → 250: the first span the node accepts, then it grows back by a quarter.
	if end != 250 || len(logs) != 0 || len(f.queries) != 4 || span.Blocks() != 312 {
		t.Fatalf("end %d, %d queries %v, next span %d", end, len(f.queries), f.queries, span.Blocks())
	}
	f.maxSpan = 0
	if _, _, err := Fetch(context.Background(), f, Query{}, NewSpan(8, 0), 1, 10); err == nil {
		t.Fatal("a node that refuses even one block must surface an error")
	}
}

func TestFetchAdaptsToLogDensity(t *testing.T) {
	f := newFakeChain(100_000)
	f.logsPerBlock = 0
	span := NewSpan(2000, 1000)
	if span.Blocks() != initialSpan {
		t.Fatalf("a span with a log target starts at %d blocks, want %d", span.Blocks(), initialSpan)
	}
	from, queries := uint64(1), 0
	for span.Blocks() < 2000 && queries < 20 {
		_, end, err := Fetch(context.Background(), f, Query{}, span, from, 100_000)
		if err != nil {
			t.Fatal(err)
		}
		from, queries = end+1, queries+1
	}
	if span.Blocks() != 2000 || queries != 11 {
		t.Fatalf("a quiet chain: span %d after %d queries, want doubling up to the maximum, 2000, in 11", span.Blocks(), queries)
	}
	// The chain gets busy: 400 logs a block. The next query returns far too many; after it the
	// span holds about the target.
	f.logsPerBlock = 400
	logs, _, err := Fetch(context.Background(), f, Query{}, span, from, 100_000)
	if err != nil {
		t.Fatal(err)
	}
	if len(logs) != 2000*400 || span.Blocks() != 2 {
		t.Fatalf("%d logs, next span %d; want 800000 and 2 blocks (about 1000 logs)", len(logs), span.Blocks())
	}
	if logs, _, err = Fetch(context.Background(), f, Query{}, span, from, 100_000); err != nil {
		t.Fatal(err)
	}
	if len(logs) > 1000 {
		t.Fatalf("after adapting, a query returned %d logs, want at most the target 1000", len(logs))
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
		if got := RangeTooLarge(errors.New(msg)); got != want {
			t.Errorf("RangeTooLarge(%q) = %v, want %v", msg, got, want)
		}
	}
}

var _ HeaderReader = (*fakeChain)(nil)
var _ LogReader = (*fakeChain)(nil)
var _ = common.Hash{}
