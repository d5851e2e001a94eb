package index

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// The indexer stores every Rated event, rebuilds the states the ledger holds (the audit finds
// no difference), ranks them as the router does, and resumes after a restart without reading
// anything twice.
func TestIndexRebuildsLedgerStatesAndResumes(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(24)
	dir := t.TempDir()
	ix, st := g.open(dir, 0)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	rated, _, err := st.Counts(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rated != 24 {
		t.Fatalf("stored %d ratings, want 24", rated)
	}
	res, err := ix.Audit(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diffs) != 0 || res.Matched != len(providers()) {
		t.Fatalf("audit: %d agents match of %d, differences %+v", res.Matched, len(res.Agents), res.Diffs)
	}
	checkRankLikeRouter(t, g, ix)

	synced := ix.Synced()
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	g.settleAndRate(10)
	ix2, st2 := g.open(dir, 0)
	defer st2.Close()
	if got := ix2.Synced(); got != synced {
		t.Fatalf("after a restart the indexer resumes at block %d, want %d", got, synced)
	}
	if s, _ := ix2.States(); len(s) != len(providers()) {
		t.Fatalf("restart rebuilt %d agents from the store, want %d", len(s), len(providers()))
	}
	if err := ix2.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if rated, _, _ = st2.Counts(g.ctx); rated != 34 {
		t.Fatalf("after the restart the store holds %d ratings, want 34 (none twice, none missed)", rated)
	}
	if res, err := ix2.Audit(g.ctx); err != nil || len(res.Diffs) != 0 {
		t.Fatalf("audit after restart: %v %+v", err, res)
	}
	checkStoredStates(t, st2)
}

// checkStoredStates compares the agent states a restart loads with a replay of every event.
func checkStoredStates(t *testing.T, st *Store) {
	t.Helper()
	ctx := context.Background()
	loaded, err := LoadBoard(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := ReplayBoard(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Len() != replayed.Len() {
		t.Fatalf("stored states of %d agents, replay %d", loaded.Len(), replayed.Len())
	}
	for _, k := range replayed.Keys() {
		a, _ := loaded.State(k)
		b, _ := replayed.State(k)
		if a != b || loaded.agents[k].nPayer != replayed.agents[k].nPayer || !slices.Equal(loaded.agents[k].bySlot, replayed.agents[k].bySlot) {
			t.Fatalf("agent %s: stored %+v, replayed %+v", k, a, b)
		}
	}
}

// checkRankLikeRouter compares the board with router.Rank over the same agents.
func checkRankLikeRouter(t *testing.T, g *rig, ix *Indexer) {
	t.Helper()
	rt, err := router.New(g.sim.Client, g.sim.Deployment.Ledger)
	if err != nil {
		t.Fatal(err)
	}
	board := ix.Leaderboard()
	for _, row := range board {
		id, _ := new(big.Int).SetString(row.AgentID, 10)
		d, err := rt.Gate(g.ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if d.Source != router.SourceChain || d.SmoothedBps != row.SmoothedBps || d.LowerBps != row.LowerBps || d.Routable != row.Routable || d.Ratings != row.Ratings {
			t.Fatalf("agent %s: board %+v, router %+v", row.Agent, row, d)
		}
	}
	for i := 1; i < len(board); i++ {
		if board[i].SmoothedBps > board[i-1].SmoothedBps {
			t.Fatalf("board not ranked by smoothed score: %+v", board)
		}
	}
}

// A reorg that replaces stored blocks rolls the store and the board back; the ratings the
// reorg took off the chain are stored again where the new chain holds them.
func TestIndexRollsBackAReorg(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(8)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	rc := g.settleAndRate(6)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := st.Counts(g.ctx); n != 14 {
		t.Fatalf("stored %d ratings before the reorg, want 14", n)
	}
	head, err := g.sim.Client.BlockNumber(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	// Replace the rating's block and those after it; the node mines the rating again later.
	if err := g.sim.Reorg(g.ctx, head-rc.BlockNumber.Uint64()+1); err != nil {
		t.Fatal(err)
	}
	g.mine()
	again, err := testnet.WaitReceipt(g.ctx, g.sim.Client, rc.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	if again.BlockHash == rc.BlockHash {
		t.Fatal("the reorg left the rating's block in place")
	}
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if got := promtest.ToFloat64(ix.Metrics.Reorgs); got != 1 {
		t.Fatalf("reorg rollbacks counted: %v, want 1", got)
	}
	if n, _, _ := st.Counts(g.ctx); n != 14 {
		t.Fatalf("after the reorg the store holds %d ratings, want 14 (none twice)", n)
	}
	ev, err := g.sim.LedgerABI.UnpackRatedEvent(again.Logs[0])
	if err != nil {
		t.Fatal(err)
	}
	rows, err := st.RatedOf(g.ctx, ev.AgentId.String())
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range rows {
		if r.TxHash == rc.TxHash {
			found = true
			if r.Block != again.BlockNumber.Uint64() {
				t.Fatalf("rating stored at block %d, the chain now holds it at %d (the old block was %d)", r.Block, again.BlockNumber, rc.BlockNumber)
			}
		}
	}
	if !found {
		t.Fatal("the re-mined rating was not stored again")
	}
	if res, err := ix.Audit(g.ctx); err != nil || len(res.Diffs) != 0 {
		t.Fatalf("audit after the reorg: %v %+v", err, res)
	}
	checkStoredStates(t, st)
}

// A data directory written for one chain is refused on another, with a message naming both.
func TestIndexRefusesAnotherChainsDataDir(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(2)
	dir := t.TempDir()
	ix, st := g.open(dir, 0)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	_ = st.Close()
	other := newRig(t)
	other.sim.Commit() // another history: the deployment block's hash differs
	st2, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	_, err = New(g.ctx, Config{Ledger: other.sim.Deployment.Ledger, StartBlock: other.start()}, other.sim.Client, st2, ix.log)
	if !errors.Is(err, ErrOtherChain) {
		t.Fatalf("another chain's node on this data directory: %v, want ErrOtherChain", err)
	}
	t.Log(err)
}

// The audit reports every field that differs, agent by agent: here against a tampered state.
func TestAuditReportsDifferences(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(12)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	states, block := ix.States()
	var tampered string
	for k, s := range states {
		s.Count++
		states[k] = s
		tampered = k
		break
	}
	res, err := Compare(g.ctx, g.sim.Client, g.sim.Deployment.Ledger, states, block)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := new(big.Int).SetString(tampered, 10)
	if len(res.Diffs) != 1 || res.Diffs[0].Field != "count" || res.Diffs[0].Agent != Display(id) {
		t.Fatalf("differences %+v, want one: count of %s", res.Diffs, Display(id))
	}
	if res.Matched != len(states)-1 || len(res.Agents) != len(states) {
		t.Fatalf("checked %d agents, %d matched; want %d and %d", len(res.Agents), res.Matched, len(states), len(states)-1)
	}
}

// The continuous audit turns a difference into the mismatch gauge and an error log line per
// field: here the board is tampered with, as a bug in the rebuild would.
func TestContinuousAuditReportsMismatch(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(6)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	var logs strings.Builder
	ix.log = zerolog.New(&logs)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if got := promtest.ToFloat64(ix.Metrics.Audits); got != 1 {
		t.Fatalf("audits run while catching up and at the head: %v, want 1 (at the head only)", got)
	}
	if got := promtest.ToFloat64(ix.Metrics.Mismatches); got != 0 {
		t.Fatalf("mismatches after a faithful rebuild: %v", got)
	}
	ix.mu.Lock()
	for _, a := range ix.board.agents {
		a.state.Disputed.AddUint64(&a.state.Disputed, 1)
		break
	}
	ix.mu.Unlock()
	ix.AuditNow(g.ctx)
	if got := promtest.ToFloat64(ix.Metrics.Mismatches); got != 1 {
		t.Fatalf("mismatch gauge %v, want 1", got)
	}
	if !strings.Contains(logs.String(), `"level":"error"`) || !strings.Contains(logs.String(), `"field":"disputed"`) {
		t.Fatalf("no error log naming the field:\n%s", logs.String())
	}
}

// An agent's history has a point for every epoch from its first rating to now, in order: the
// epochs without ratings show the evidence fading toward the prior.
func TestAgentHistoryEveryEpoch(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(12)
	if err := g.sim.AdvanceEpochs(4); err != nil {
		t.Fatal(err)
	}
	g.settleAndRate(12)
	if err := g.sim.AdvanceEpochs(2); err != nil {
		t.Fatal(err)
	}
	g.sim.Commit()
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	top := ix.Leaderboard()[0]
	id, _ := new(big.Int).SetString(top.AgentID, 10)
	d, err := ix.Agent(g.ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	h := d.History
	if len(h) < 7 || h[len(h)-1].Epoch != d.Epoch || h[len(h)-1].SmoothedBps != top.SmoothedBps {
		t.Fatalf("history %+v: want every epoch up to %d, ending at the board's score %d", h, d.Epoch, top.SmoothedBps)
	}
	for i := 1; i < len(h); i++ {
		if h[i].Epoch != h[i-1].Epoch+1 {
			t.Fatalf("history skips from epoch %d to %d: %+v", h[i-1].Epoch, h[i].Epoch, h)
		}
	}
	if d.Ratings == 0 || len(d.RatingsList) != int(d.Ratings) || d.Payers != 1 || d.TopPayerShare != 1 {
		t.Fatalf("agent detail: %d ratings listed of %d, %d payers, top share %v", len(d.RatingsList), d.Ratings, d.Payers, d.TopPayerShare)
	}
}

// Events are stored only once buried under the confirmation depth.
func TestIndexWaitsForConfirmations(t *testing.T) {
	g := newRig(t)
	ix, st := g.open(t.TempDir(), 6)
	defer st.Close()
	rc := g.settleAndRate(5)
	head, err := g.sim.Client.BlockNumber(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if head >= rc.BlockNumber.Uint64()+6 {
		t.Fatalf("setup: the chain is already %d blocks past the rating", head-rc.BlockNumber.Uint64())
	}
	for head < rc.BlockNumber.Uint64()+5 { // the rating is under 5 blocks: one short
		g.sim.Commit()
		head++
	}
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := st.Counts(g.ctx); n != 0 || ix.Synced() >= rc.BlockNumber.Uint64() {
		t.Fatalf("with the rating under 5 of 6 confirmations: %d stored, synced to %d (rating at %d)", n, ix.Synced(), rc.BlockNumber)
	}
	g.sim.Commit()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := st.Counts(g.ctx); n != 5 {
		t.Fatalf("with the rating under 6 confirmations: %d stored, want 5", n)
	}
}

// callFailer is the embedded chain's client, whose contract calls fail while fail is set.
type callFailer struct {
	simulated.Client
	fail atomic.Bool
}

func (n *callFailer) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	if n.fail.Load() {
		return nil, errors.New("injected: the node does not answer")
	}
	return n.Client.CallContract(ctx, msg, block)
}

// A rollback whose rebuild of the board fails (the node does not answer then) is rebuilt at the
// next step: the board does not keep the ratings the reorg took away.
func TestIndexRebuildsTheBoardAfterAFailedRebuild(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(6)
	node := &callFailer{Client: g.sim.Client}
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ix, err := New(g.ctx, Config{Ledger: g.sim.Deployment.Ledger, StartBlock: g.start()}, node, st, zerolog.Nop())
	if err != nil {
		t.Fatal(err)
	}
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	total := func() (n uint64) {
		for _, r := range ix.Snapshot().Rows {
			n += r.Ratings
		}
		return n
	}
	before := total()
	rc := g.settleAndRate(4)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if total() != before+4 {
		t.Fatalf("%d ratings on the board, want %d", total(), before+4)
	}
	head, err := g.sim.Client.BlockNumber(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.sim.ReorgDropping(g.ctx, head-rc.BlockNumber.Uint64()+1); err != nil { // the 4 ratings gone for good
		t.Fatal(err)
	}
	node.fail.Store(true)
	if _, err := ix.Step(g.ctx); err == nil {
		t.Fatal("a step whose rebuild could not read the ledger reported no error")
	}
	node.fail.Store(false)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if got := total(); got != before {
		t.Fatalf("after the reorg and a failed rebuild the board holds %d ratings, want %d", got, before)
	}
}
