package index

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/reputation"
)

// ratedLogs makes n Rated logs over `agents` agents and 5 payers, as a node returns them.
func ratedLogs(b testing.TB, ledger common.Address, n, agents int) []types.Log {
	abi := bindings.NewReputationLedger()
	ev := abi.GetABI().Events["Rated"]
	logs := make([]types.Log, n)
	for i := range logs {
		data, err := ev.Inputs.NonIndexed().Pack(common.BigToAddress(big.NewInt(int64(i%5+1))), uint8(60+i%40), uint8(0),
			big.NewInt(int64(1_000_000+i%11_000_000)), big.NewInt(int64(i/50_000)), big.NewInt(int64(i/50_000)))
		if err != nil {
			b.Fatal(err)
		}
		logs[i] = types.Log{Address: ledger, BlockNumber: uint64(i/100 + 1), Index: uint(i % 100), Data: data,
			Topics: []common.Hash{ev.ID, common.BigToHash(big.NewInt(int64(i%agents + 1))),
				common.BigToHash(big.NewInt(0xe5c0)), common.BigToHash(big.NewInt(int64(i)))}}
	}
	return logs
}

func benchIndexer(b testing.TB, st *Store) *Indexer {
	ix := &Indexer{cfg: Config{Ledger: common.HexToAddress("0x1ed9e7")}, store: st, log: zerolog.Nop(),
		ledgerABI: bindings.NewReputationLedger(), escrowABI: bindings.NewEscrow(), escrows: map[common.Address]uint32{},
		Metrics: NewMetrics(), board: NewBoard(), policy: reputation.DefaultPolicy(6)}
	return ix
}

// BenchmarkIngest decodes stored Rated logs, applies them to the agents' state machines and
// stores them with the changed agents' states and the cursor (batches of 5,000, one transaction
// each): the indexer catching up.
func BenchmarkIngest(b *testing.B) {
	const batch = 5000
	st, err := Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	ix := benchIndexer(b, st)
	logs := ratedLogs(b, ix.cfg.Ledger, batch*4, 1000)
	cur := &follow.Cursor{ChainID: 1}
	ctx := context.Background()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		part := logs[(i%4)*batch : (i%4+1)*batch]
		for j := range part {
			part[j].BlockNumber += uint64(batch) // fresh keys each round
		}
		bt := ix.decode(part)
		cur.Advance(follow.BlockRef{Number: part[len(part)-1].BlockNumber})
		seen := map[string]bool{}
		var touched []*agent
		for k := range bt.Rated {
			if err := ix.board.Apply(&bt.Rated[k]); err != nil {
				b.Fatal(err)
			}
			if key := bt.Rated[k].Agent; !seen[key] {
				seen[key] = true
				touched = append(touched, ix.board.agents[key])
			}
		}
		if err := st.append(ctx, bt, cur, ix.board, touched); err != nil {
			b.Fatal(err)
		}
		n += len(bt.Rated)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "events/s")
}

// BenchmarkRank100k ranks 100,000 agents (done once per batch or epoch, not per request).
func BenchmarkRank100k(b *testing.B) {
	bd := NewBoard()
	ix := benchIndexer(b, nil)
	for i := range 100_000 {
		r := Rated{Agent: big.NewInt(int64(i + 1)).String(), Rating: uint8(50 + i%50), Weight: "5000000", Payer: common.BigToAddress(big.NewInt(int64(i % 7)))}
		if err := bd.Apply(&r); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for range b.N {
		if err := bd.Rank(3, &ix.policy); err != nil {
			b.Fatal(err)
		}
	}
}
