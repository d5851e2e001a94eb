package index

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/reputation"
)

// scaleDir holds a store of 1,000,000 ratings over 100,000 agents, built once per machine
// (in the temporary directory) because building it takes longer than what is measured.
func scaleStore(b *testing.B) string {
	dir := filepath.Join(os.TempDir(), "repledger-bench-1m-v2")
	if _, err := os.Stat(filepath.Join(dir, "complete")); err == nil {
		return dir
	}
	_ = os.RemoveAll(dir)
	st, err := Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	cur := &follow.Cursor{ChainID: 1}
	const total, agents, batch = 1_000_000, 100_000, 20_000
	for lo := 0; lo < total; lo += batch {
		bt := &Batch{Rated: make([]Rated, batch)}
		for i := range batch {
			n := lo + i
			bt.Rated[i] = Rated{Block: uint64(n/100 + 1), LogIndex: uint(n % 100), Agent: strconv.Itoa(n%agents + 1),
				Escrow: common.HexToAddress("0xe5c0"), Job: strconv.Itoa(n), Payer: common.BigToAddress(big.NewInt(int64(n%7 + 1))),
				Rating: uint8(40 + n%60), Kind: uint8(n % 13 / 12 * 2), Weight: strconv.Itoa(500_000 + n%11_500_000),
				Completion: uint64(n / 20_000), Applied: uint64(n / 20_000)}
		}
		cur.Advance(follow.BlockRef{Number: bt.Rated[batch-1].Block})
		if err := st.Append(ctx, bt, cur); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := LoadBoard(ctx, st); err != nil { // replays once and stores the agent states
		b.Fatal(err)
	}
	_ = st.Close()
	if err := os.WriteFile(filepath.Join(dir, "complete"), nil, 0o644); err != nil {
		b.Fatal(err)
	}
	return dir
}

// rssMB is the process's resident memory now.
func rssMB() float64 {
	raw, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			kb, _ := strconv.ParseFloat(strings.Fields(line)[1], 64)
			return kb / 1024
		}
	}
	return 0
}

// BenchmarkColdStart1M is a restart on 1,000,000 stored ratings over 100,000 agents: open the
// database, rebuild every agent with the state machine and rank the board. It reports the time
// and the memory the rebuilt board holds (Go heap in use, and the process's resident memory
// after the rebuild, the database's page cache included).
func BenchmarkColdStart1M(b *testing.B) {
	dir := scaleStore(b)
	runtime.GC()
	debug.FreeOSMemory()
	before := rssMB()
	policy := reputation.DefaultPolicy(6)
	var keep *Board
	b.ResetTimer()
	for range b.N {
		t0 := time.Now()
		st, err := Open(dir)
		if err != nil {
			b.Fatal(err)
		}
		bd, err := LoadBoard(context.Background(), st)
		if err != nil {
			b.Fatal(err)
		}
		if err := bd.Rank(60, &policy); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(time.Since(t0).Seconds(), "s/start")
		if bd.Len() != 100_000 {
			b.Fatalf("rebuilt %d agents, want 100000", bd.Len())
		}
		keep = bd
		defer st.Close()
	}
	b.StopTimer()
	runtime.GC()
	debug.FreeOSMemory()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapInuse)/(1<<20), "heap-MB")
	b.ReportMetric(rssMB(), "rss-MB")
	b.ReportMetric(before, "rss-before-MB")
	runtime.KeepAlive(keep)
}
