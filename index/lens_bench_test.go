package index

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/reputation"
)

// BenchmarkLens1M is a trust lens over the scale store's 1,000,000 ratings and 100,000 agents:
// the graph's first load from the store (once per index), then each computation of a new anchor
// set's leaderboard (goal ≤ 2 s), then serving a computed one.
func BenchmarkLens1M(b *testing.B) {
	dir := scaleStore(b)
	st, err := Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	board, err := LoadBoard(ctx, st)
	if err != nil {
		b.Fatal(err)
	}
	policy := reputation.DefaultPolicy(6)
	if err := board.Rank(60, &policy); err != nil {
		b.Fatal(err)
	}
	ix := &Indexer{cfg: Config{Ledger: common.HexToAddress("0x1ed9e7")}, store: st, log: zerolog.Nop(), board: board,
		policy: policy, epoch: 60, version: 1, lenses: newLensIndex()}
	t0 := time.Now()
	ix.lenses.mu.Lock()
	err = ix.lenses.syncGraph(ctx, st)
	ix.lenses.mu.Unlock()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(time.Since(t0).Seconds(), "s/graph-load")
	b.ResetTimer()
	for i := range b.N {
		anchors := lens.Anchors{Payers: []common.Address{common.BigToAddress(big.NewInt(1)), common.BigToAddress(big.NewInt(int64(2 + i%5)))}}
		t1 := time.Now()
		lb, err := ix.computeLens(ctx, anchors, AnchorsKey(anchors))
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(time.Since(t1).Seconds(), "s/lens")
		if len(lb.Rows) != 100_000 {
			b.Fatalf("%d rows", len(lb.Rows))
		}
	}
}
