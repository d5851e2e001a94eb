package index

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/testnet"
)

// Through the lens of the only client (dev 3), every agent's lens row equals its leaderboard row
// (the client paid for all the evidence); through the lens of a stranger nothing counts, and every
// agent says so. New ratings reach a computed lens: the next call after they are indexed (and a
// background recomputation) has them.
func TestLensBoardFollowsTheIndex(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(12)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	client := lens.Anchors{Payers: []common.Address{testnet.DevAccounts()[3].Address}}
	b, err := ix.LensBoard(g.ctx, client)
	if err != nil {
		t.Fatal(err)
	}
	board := ix.Leaderboard()
	if len(b.Rows) != len(board) || len(board) == 0 {
		t.Fatalf("lens has %d rows, board %d", len(b.Rows), len(board))
	}
	for i, row := range board {
		lr := b.Rows[i]
		if lr.AgentID != row.AgentID || lr.SmoothedBps != row.SmoothedBps || lr.LowerBps != row.LowerBps ||
			lr.Rank != row.Rank || lr.CountedWeight.Cmp(lr.TotalWeight) != 0 || lr.NoEvidence != !row.HasEvidence {
			t.Fatalf("row %d: lens %+v, board %+v", i, lr, row)
		}
	}
	stranger, err := ix.LensBoard(g.ctx, lens.Anchors{Payers: []common.Address{common.HexToAddress("0x5752")}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range stranger.Rows {
		if !r.NoEvidence || r.CountedWeight.Sign() != 0 || !r.Routable {
			t.Fatalf("a stranger's lens counts %+v", r)
		}
	}
	before := b.Rows[0]
	g.settleAndRate(6)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := ix.LensBoard(g.ctx, client); err != nil { // serves the last, recomputes behind
		t.Fatal(err)
	}
	var after *LensBoard
	testutil.Eventually(t, 30*time.Second, "the lens recomputed behind the index", func() (bool, error) {
		after, err = ix.LensBoard(g.ctx, client)
		return err == nil && after.Version == ix.Snapshot().Version, err
	})
	if r, _ := after.Agent(before.AgentID); r.Ratings <= before.Ratings {
		t.Fatalf("agent %s: %d ratings in the lens after 6 more jobs, %d before", before.AgentID, r.Ratings, before.Ratings)
	}
	if _, ok := after.Agent("77"); ok {
		t.Fatal("an agent the index never saw has a row in the lens")
	}
}

// The index keeps at most MaxLenses anchor sets, dropping the one used least recently.
func TestLensBoardsAreBounded(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(2)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	for i := range MaxLenses + 5 {
		if _, err := ix.LensBoard(g.ctx, lens.Anchors{Payers: []common.Address{common.BigToAddress(big.NewInt(int64(i + 1)))}}); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(ix.lenses.boards); n != MaxLenses {
		t.Fatalf("%d boards kept, want %d", n, MaxLenses)
	}
	if _, ok := ix.lenses.boards[AnchorsKey(lens.Anchors{Payers: []common.Address{common.BigToAddress(big.NewInt(1))}})]; ok {
		t.Fatal("the least recently used anchor set is still kept")
	}
}

// While one new anchor set is being computed, a request for another is told to come back
// (ErrLensBusy) instead of queueing behind it; a computed one is still served.
func TestNewLensWhileAnotherComputesIsBusy(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(2)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	known := lens.Anchors{Payers: []common.Address{testnet.DevAccounts()[3].Address}}
	if _, err := ix.LensBoard(g.ctx, known); err != nil {
		t.Fatal(err)
	}
	ix.lenses.mu.Lock() // as a running computation holds it
	_, err := ix.LensBoard(g.ctx, lens.Anchors{Payers: []common.Address{common.HexToAddress("0x5752")}})
	_, knownErr := ix.LensBoard(g.ctx, known)
	ix.lenses.mu.Unlock()
	if !errors.Is(err, ErrLensBusy) {
		t.Fatalf("a new anchor set while another computes: %v, want ErrLensBusy", err)
	}
	if knownErr != nil {
		t.Fatalf("a computed anchor set while another computes: %v", knownErr)
	}
}
