package index

import (
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// freshManifest is the manifest of the embedded chain's deployment, as `repledger testnet` writes
// it: it lists the x402 source and the rating hook.
func (g *rig) freshManifest() *deployment.Manifest {
	return deployment.ManifestFor(g.sim.Deployment, g.sim.Params(testnet.SimConfig{}), testnet.SimulatedChainID, "", "", 6, "USDC")
}

// An index given a fresh deployment's manifest (it lists the rating hook, kind erc8183-hook)
// starts — `serve --deployment` refused it before this kind existed — and counts the ratings of
// foreign ERC-8183 escrows through the hook under erc8183-hook, beside the escrow and x402 ones,
// on the board, in each agent's detail (the hook as escrow, its key as job, the foreign escrow
// named), after a restart from its file, and audited equal to the ledger.
func TestIndexCountsHookRatings(t *testing.T) {
	g := newRig(t)
	p := providers()
	m := g.freshManifest()
	if h, ok := m.RatingHook(); !ok || h.Address != g.hook() {
		t.Fatalf("the fresh manifest lists no rating hook: %+v", m.Sources)
	}
	want := wantBySource{}
	want.add(g.escrowRatings(g.settleAndRate(6)), nil)
	g.x402Ratings(1, p[0].Address)
	want.add(nil, map[common.Address]uint64{p[0].Address: 1})
	e1 := g.foreignEscrow(p[1], 5_000_000)
	e2 := g.foreignEscrow(p[2], 3_000_000)
	keys := g.hookRatings(e1, 3)
	g.hookRatings(e2, 1)
	want.addKind(SourceHook, map[common.Address]uint64{p[1].Address: 3, p[2].Address: 1})

	dir := t.TempDir()
	open := func() (*Indexer, *Store) {
		st, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		ix, err := New(g.ctx, Config{Ledger: m.Ledger, StartBlock: m.DeploymentBlock, SourceKinds: SourceKindsOf(m)},
			g.sim.Client, st, zerolog.Nop())
		if err != nil {
			_ = st.Close()
			t.Fatalf("an index of a fresh deployment's manifest: %v", err)
		}
		return ix, st
	}
	ix, st := open()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	checkBySource(t, ix, want)
	snap := ix.Snapshot()
	if !slices.Equal(snap.SourceKinds, []string{SourceEscrow, SourceX402, SourceHook}) || len(snap.Sources) != 2 ||
		snap.Sources[1].Kind != SourceHook || snap.Sources[1].Address != g.hook() {
		t.Fatalf("sources %+v of kinds %v; want the x402 source and the rating hook", snap.Sources, snap.SourceKinds)
	}
	if res, err := ix.Audit(g.ctx); err != nil || len(res.Diffs) != 0 {
		t.Fatalf("audit with hook ratings: %v %+v", err, res)
	}
	checkHookRatings(t, ix, p[1].Address, g.hook(), e1, keys)

	_ = st.Close()
	ix2, st2 := open()
	defer st2.Close()
	checkBySource(t, ix2, want) // from the stored states
	checkStoredStates(t, st2)
	g.hookRatings(e1, 1)
	want.addKind(SourceHook, map[common.Address]uint64{p[1].Address: 1})
	if err := ix2.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	checkBySource(t, ix2, want)
}

// checkHookRatings checks the hook ratings in an agent's detail: source erc8183-hook, the hook as
// escrow, the hook's key as job, and the foreign escrow the key's ordinal names.
func checkHookRatings(t *testing.T, ix *Indexer, agent, hook common.Address, e deployment.ForeignEscrow, keys []*big.Int) {
	t.Helper()
	d, err := ix.Agent(t.Context(), new(big.Int).SetBytes(agent.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	var jobs []string
	for _, r := range d.RatingsList {
		if r.Source != SourceHook && r.Escrow != hook.Hex() {
			if r.ForeignEscrow != "" {
				t.Errorf("a %s rating names foreign escrow %s", r.Source, r.ForeignEscrow)
			}
			continue
		}
		if r.Source != SourceHook || r.Escrow != hook.Hex() || r.ForeignEscrow != e.Address.Hex() {
			t.Errorf("a hook rating reads source %q, escrow %s, foreign escrow %q; want %s, %s, %s", r.Source, r.Escrow,
				r.ForeignEscrow, SourceHook, hook.Hex(), e.Address.Hex())
		}
		jobs = append(jobs, r.Job)
	}
	for _, k := range keys {
		if !slices.Contains(jobs, k.String()) {
			t.Errorf("no rating of job %s (ordinal %d, job %d) among %v", k, e.Ordinal, new(big.Int).And(k, big.NewInt(1<<62-1)), jobs)
		}
	}
	if len(jobs) != len(keys) {
		t.Errorf("%d hook ratings listed, want %d", len(jobs), len(keys))
	}
}

// A reorg that replaces a foreign escrow's registration on the rating hook, another escrow
// registered under the same ordinal on the new chain and rated, has the agent's detail name the
// new escrow: the index does not keep the escrow it read for that ordinal before the reorg.
func TestIndexRenamesAForeignEscrowAfterAReorg(t *testing.T) {
	g := newRig(t)
	p := providers()
	before, err := g.sim.Client.BlockNumber(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	e1 := g.foreignEscrow(p[1], 5_000_000)
	keys := g.hookRatings(e1, 1)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	checkHookRatings(t, ix, p[1].Address, g.hook(), e1, keys) // the ordinal's escrow read, and kept

	head, err := g.sim.Client.BlockNumber(g.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.sim.ReorgDropping(g.ctx, head-before); err != nil {
		t.Fatal(err)
	}
	// The deployer's nonce is back where it was: its first deployment lands at e1's address
	// again, its second elsewhere; that one takes the ordinal.
	var addr common.Address
	for range 2 {
		if addr, err = g.sim.DeployForeignEscrow(g.ctx, deployer()); err != nil {
			t.Fatal(err)
		}
	}
	e2, err := g.sim.RegisterForeignEscrow(g.ctx, addr)
	if err != nil {
		t.Fatal(err)
	}
	if e2.Address == e1.Address || e2.Ordinal != e1.Ordinal {
		t.Fatalf("escrow %s under ordinal %d after the reorg, was %s under %d: the test proves nothing", e2.Address, e2.Ordinal, e1.Address, e1.Ordinal)
	}
	g.foreign[e2.Address] = g.foreign[e1.Address]
	keys = g.hookRatings(e2, 1)
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	if got := promtest.ToFloat64(ix.Metrics.Reorgs); got != 1 {
		t.Fatalf("reorg rollbacks counted: %v, want 1", got)
	}
	checkHookRatings(t, ix, p[1].Address, g.hook(), e2, keys)
}
