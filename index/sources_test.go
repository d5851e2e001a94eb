package index

import (
	"context"
	"encoding/json"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/testnet"
)

// wantBySource is what the board should count for each agent: escrow ratings and x402 ratings.
type wantBySource map[string]SourceCounts

func (w wantBySource) add(escrow map[string]uint64, x402 map[common.Address]uint64) {
	for k, n := range escrow {
		c := w[k]
		c[0] += n
		w[k] = c
	}
	w.addKind(SourceX402, x402)
}

// addKind adds ratings of kind to each agent's.
func (w wantBySource) addKind(kind string, by map[common.Address]uint64) {
	i, _ := SourceKindIndex(kind)
	for a, n := range by {
		c := w[agentKey(a)]
		c[i] += n
		w[agentKey(a)] = c
	}
}

// checkBySource compares the board's rows, and each agent's detail, with want.
func checkBySource(t *testing.T, ix *Indexer, want wantBySource) {
	t.Helper()
	rows := ix.Leaderboard()
	seen := 0
	for _, r := range rows {
		w := want[r.AgentID]
		if r.BySource != w || r.BySource.Total() != r.Ratings {
			t.Errorf("agent %s: the board counts %v (%d ratings), want %v", r.Agent, r.BySource, r.Ratings, w)
		}
		if w.Total() > 0 {
			seen++
		}
		id, _ := new(big.Int).SetString(r.AgentID, 10)
		d, err := ix.Agent(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		var listed SourceCounts
		for _, rt := range d.RatingsList {
			i, ok := SourceKindIndex(rt.Source)
			if !ok {
				t.Fatalf("agent %s: a rating of source kind %q", r.Agent, rt.Source)
			}
			listed[i]++
		}
		if d.BySource != w || listed != w {
			t.Errorf("agent %s: the detail counts %v and lists %v, want %v", r.Agent, d.BySource, listed, w)
		}
	}
	if seen != len(want) {
		t.Errorf("the board has %d agents with ratings, want %d", seen, len(want))
	}
}

// The index learns the x402 source from SourceRegistered, names it by its code, and counts every
// agent's ratings by source — escrow or x402 — on the board and in each agent's detail, also
// after a restart from its file (the counts stored with the agents' states) and with ratings
// arriving after the restart; the audit still finds every rebuilt state equal to the ledger's.
func TestIndexCountsRatingsBySource(t *testing.T) {
	g := newRig(t)
	p := providers()
	want := wantBySource{}
	want.add(g.escrowRatings(g.settleAndRate(12)), nil)
	g.x402Ratings(3, p[0].Address, p[1].Address)
	g.x402Ratings(2, p[0].Address)
	want.add(nil, map[common.Address]uint64{p[0].Address: 5, p[1].Address: 3})
	dir := t.TempDir()
	ix, st := g.open(dir, 0)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	checkBySource(t, ix, want)
	snap := ix.Snapshot()
	if len(snap.Sources) != 2 || snap.Sources[0].Address != g.x402Source() || snap.Sources[0].Kind != SourceX402 ||
		snap.Sources[0].Index != 1<<31 || snap.Sources[1].Address != g.hook() || snap.Sources[1].Kind != SourceHook ||
		!slices.Equal(snap.SourceKinds, []string{SourceEscrow, SourceX402, SourceHook}) {
		t.Fatalf("the index knows sources %+v of kinds %v; want the x402 source at %d and the rating hook", snap.Sources, snap.SourceKinds, 1<<31)
	}
	if res, err := ix.Audit(g.ctx); err != nil || len(res.Diffs) != 0 {
		t.Fatalf("audit with x402 ratings: %v %+v", err, res)
	}
	// Through a trust lens the counts are still the agent's whole record.
	lb, err := ix.LensBoard(g.ctx, lens.Anchors{Payers: []common.Address{x402Payer().Address}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range lb.Rows {
		if r.BySource != want[r.AgentID] {
			t.Errorf("agent %s through the x402 payer's lens: %v, want %v", r.Agent, r.BySource, want[r.AgentID])
		}
	}
	// The JSON the demo and the API read.
	raw, _ := json.Marshal(ix.Leaderboard()[0])
	var row struct {
		BySource map[string]uint64 `json:"ratings_by_source"`
	}
	if err := json.Unmarshal(raw, &row); err != nil || len(row.BySource) == 0 || row.BySource[SourceEscrow] == 0 && row.BySource[SourceX402] == 0 {
		t.Fatalf("a row in JSON: %s", raw)
	}

	_ = st.Close()
	ix2, st2 := g.open(dir, 0)
	defer st2.Close()
	checkBySource(t, ix2, want) // from the stored states, nothing read from the chain yet
	checkStoredStates(t, st2)
	want.add(g.escrowRatings(g.settleAndRate(4)), nil)
	g.x402Ratings(1, p[1].Address, p[2].Address)
	want.add(nil, map[common.Address]uint64{p[1].Address: 1, p[2].Address: 1})
	if err := ix2.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	checkBySource(t, ix2, want)
	checkStoredStates(t, st2)
}

// A reorg that removes an x402 rating, and a source's registration, takes both off the index:
// the rating from its agent's counts, the source from the sources it knows; the counts stay right
// after a restart.
func TestIndexRollsBackSourceRatings(t *testing.T) {
	g := newRig(t)
	p := providers()
	want := wantBySource{}
	want.add(g.escrowRatings(g.settleAndRate(8)), nil)
	g.x402Ratings(2, p[0].Address)
	want.add(nil, map[common.Address]uint64{p[0].Address: 2})
	dir := t.TempDir()
	ix, st := g.open(dir, 0)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	checkBySource(t, ix, want)

	// One more x402 rating, and the token registered as a rating source: a contract whose code
	// is no source this build knows, named "source".
	receipts := g.payX402(p[0].Address)
	reg, err := g.sim.Send(g.sim.Admin, g.sim.Ledger, g.sim.LedgerABI.PackRegisterSource(g.sim.Deployment.Token))
	if err != nil {
		t.Fatal(err)
	}
	ratedAt := g.rateX402(receipts)
	rc, err := testnet.WaitReceipt(g.ctx, g.sim.Client, reg.Hash())
	if err != nil || rc.Status != 1 {
		t.Fatalf("register the token as a source: %v %+v", err, rc)
	}
	from := min(ratedAt, rc.BlockNumber.Uint64())
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if c := rowOf(t, ix, p[0].Address).BySource; c.Of(SourceX402) != 3 {
		t.Fatalf("before the reorg: %v, want 3 x402 ratings", c)
	}
	snap := ix.Snapshot()
	if len(snap.Sources) != 3 || snap.Sources[2].Kind != SourceOther || !slices.Equal(snap.SourceKinds, []string{SourceEscrow, SourceX402, SourceHook, SourceOther}) {
		t.Fatalf("after a second registration: sources %+v, kinds %v", snap.Sources, snap.SourceKinds)
	}

	head, err := g.sim.Client.BlockNumber(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	dropped, err := g.sim.ReorgDropping(g.ctx, head-from+1)
	if err != nil {
		t.Fatal(err)
	}
	if len(dropped) == 0 {
		t.Fatal("the reorg dropped no transaction")
	}
	g.sim.Commit()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if got := promtest.ToFloat64(ix.Metrics.Reorgs); got != 1 {
		t.Fatalf("reorg rollbacks counted: %v, want 1", got)
	}
	checkBySource(t, ix, want)
	snap = ix.Snapshot()
	if len(snap.Sources) != 2 || !slices.Equal(snap.SourceKinds, []string{SourceEscrow, SourceX402, SourceHook}) {
		t.Fatalf("after the reorg: sources %+v, kinds %v; want the x402 source and the rating hook alone", snap.Sources, snap.SourceKinds)
	}
	if srcs, err := st.Sources(g.ctx); err != nil || len(srcs) != 2 {
		t.Fatalf("after the reorg the store holds sources %+v (%v), want two", srcs, err)
	}
	if res, err := ix.Audit(g.ctx); err != nil || len(res.Diffs) != 0 {
		t.Fatalf("audit after the reorg: %v %+v", err, res)
	}
	checkStoredStates(t, st)
	_ = st.Close()
	ix2, st2 := g.open(dir, 0)
	defer st2.Close()
	checkBySource(t, ix2, want)
}

func rowOf(t *testing.T, ix *Indexer, a common.Address) Row {
	t.Helper()
	for _, r := range ix.Leaderboard() {
		if r.AgentID == agentKey(a) {
			return r
		}
	}
	t.Fatalf("no row for %s", a.Hex())
	return Row{}
}

// plainCode is a node that answers other code for some contracts: there, no source's code is the
// X402Source or the RatingHook this build compiles.
type plainCode struct {
	simulated.Client
	hide []common.Address
}

func (n plainCode) CodeAt(ctx context.Context, a common.Address, block *big.Int) ([]byte, error) {
	if slices.Contains(n.hide, a) {
		return []byte{0x00}, nil
	}
	return n.Client.CodeAt(ctx, a, block)
}

// A registered source is named by the deployment manifest's kind when the index is given it, by
// its code when not (the x402 source's and the rating hook's), and "source" when neither names
// it; a kind this build does not know is refused, and the manifest's rating hook is not.
func TestSourceKindNames(t *testing.T) {
	g := newRig(t)
	g.x402Ratings(1, providers()[0].Address)
	src, hook := g.x402Source(), g.hook()
	for _, tc := range []struct {
		name           string
		node           Node
		kinds          map[common.Address]string
		want, wantHook string
	}{
		{"by its code", g.sim.Client, nil, SourceX402, SourceHook},
		{"neither", plainCode{g.sim.Client, []common.Address{src, hook}}, nil, SourceOther, SourceOther},
		{"by the manifest", plainCode{g.sim.Client, []common.Address{src, hook}},
			map[common.Address]string{src: SourceX402, hook: SourceHook}, SourceX402, SourceHook},
		{"the manifest names the hook alone", plainCode{g.sim.Client, []common.Address{src}},
			map[common.Address]string{hook: SourceHook}, SourceOther, SourceHook},
	} {
		st, err := Open(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		ix, err := New(g.ctx, Config{Ledger: g.sim.Deployment.Ledger, StartBlock: g.start(), SourceKinds: tc.kinds},
			tc.node, st, zerolog.Nop())
		if err == nil {
			err = ix.CatchUp(g.ctx)
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		snap := ix.Snapshot()
		if len(snap.Sources) != 2 || snap.Sources[0].Kind != tc.want || snap.Sources[1].Kind != tc.wantHook ||
			rowOf(t, ix, providers()[0].Address).BySource.Of(tc.want) != 1 {
			t.Errorf("%s: sources %+v, row %+v; want the sources named %q and %q and the x402 rating counted so", tc.name, snap.Sources,
				rowOf(t, ix, providers()[0].Address), tc.want, tc.wantHook)
		}
		_ = st.Close()
	}
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, k := range []string{SourceEscrow, "erc8183", "hook", ""} {
		_, err := New(g.ctx, Config{Ledger: g.sim.Deployment.Ledger, StartBlock: g.start(),
			SourceKinds: map[common.Address]string{src: k}}, g.sim.Client, st, zerolog.Nop())
		if err == nil {
			t.Errorf("source kind %q accepted", k)
		}
	}
}
