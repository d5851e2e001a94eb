package server

import (
	"context"
	"math/big"
	"net/http/httptest"
	"sort"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/router"
)

// fakeSource serves a fixed snapshot.
type fakeSource struct{ snap index.Snapshot }

func (f *fakeSource) Snapshot() index.Snapshot { return f.snap }
func (f *fakeSource) Agent(context.Context, *big.Int) (*index.AgentDetail, error) {
	return nil, index.ErrUnknownAgent
}
func (f *fakeSource) Decisions([]*big.Int) ([]router.Decision, error) { return nil, nil }

// BenchmarkLeaderboardFirstPage100k serves /v1/leaderboard (the first 50 of 100,000 ranked
// agents) from a warm server and reports the 99th percentile.
func BenchmarkLeaderboardFirstPage100k(b *testing.B) {
	rows := make([]index.Row, 100_000)
	for i := range rows {
		rows[i] = index.Row{Rank: i + 1, Agent: big.NewInt(int64(i + 1)).String(), AgentID: big.NewInt(int64(i + 1)).String(),
			SmoothedBps: uint64(10000 - i/10), LowerBps: uint64(9000 - i/12), Routable: i%3 > 0, Ratings: uint64(i % 90), Payers: i % 5, Weight: big.NewInt(int64(i))}
	}
	src := &fakeSource{snap: index.Snapshot{Rows: rows, Params: &router.Params{WeightCap: big.NewInt(1)}}}
	s := New(src, prometheus.NewRegistry(), func() error { return nil })
	for _, q := range []string{"", "?routable=true", "?provisional=false"} {
		b.Run("query="+q, func(b *testing.B) {
			lat := make([]time.Duration, 0, b.N)
			for range b.N {
				t0 := time.Now()
				w := httptest.NewRecorder()
				s.ServeHTTP(w, httptest.NewRequest("GET", "/v1/leaderboard"+q, nil))
				if w.Code != 200 {
					b.Fatal(w.Code)
				}
				lat = append(lat, time.Since(t0))
			}
			sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
			b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
		})
	}
}

// lensBenchSource serves one lens board computed in advance, as the index does for an anchor
// set already asked for.
type lensBenchSource struct {
	fakeSource
	board *index.LensBoard
}

func (l *lensBenchSource) LensBoard(context.Context, lens.Anchors) (*index.LensBoard, error) {
	return l.board, nil
}

// BenchmarkLensLeaderboardFirstPage100k serves /v1/leaderboard through a trust lens whose board
// over 100,000 agents is already computed (goal: p99 ≤ 50 ms).
func BenchmarkLensLeaderboardFirstPage100k(b *testing.B) {
	rows := make([]index.LensRow, 100_000)
	for i := range rows {
		id := big.NewInt(int64(i + 1)).String()
		w := big.NewInt(int64(i))
		rows[i] = index.LensRow{Row: index.Row{Rank: i + 1, Agent: id, AgentID: id, SmoothedBps: uint64(10000 - i/10),
			LowerBps: uint64(9000 - i/12), Routable: i%3 > 0, Ratings: uint64(i % 90), Payers: i % 5, Weight: w},
			CountedWeight: w, TotalWeight: new(big.Int).Lsh(w, 1), TrustedPayers: []router.LensPayer{{Trust: 1, Counted: w}}}
	}
	anchors := "0x90F79bf6EB2c4f870365E785982E1f101E93b906"
	a, err := lens.ParseAnchorList(anchors)
	if err != nil {
		b.Fatal(err)
	}
	src := &lensBenchSource{fakeSource: fakeSource{snap: index.Snapshot{Params: &router.Params{WeightCap: big.NewInt(1)}}},
		board: index.NewLensBoard(a, 1, 1, rows)}
	s := New(src, prometheus.NewRegistry(), func() error { return nil })
	for _, q := range []string{"", "&routable=true", "&provisional=false"} {
		b.Run("query="+q, func(b *testing.B) {
			lat := make([]time.Duration, 0, b.N)
			for range b.N {
				t0 := time.Now()
				w := httptest.NewRecorder()
				s.ServeHTTP(w, httptest.NewRequest("GET", "/v1/leaderboard?anchors="+anchors+q, nil))
				if w.Code != 200 {
					b.Fatal(w.Code, w.Body)
				}
				lat = append(lat, time.Since(t0))
			}
			sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
			b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
		})
	}
}
