package index

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/testnet"
)

// rig is an embedded chain with the contracts, and helpers to settle and rate jobs on it.
type rig struct {
	t   testing.TB
	ctx context.Context
	sim *testnet.Sim
	r   *rand.Rand
	// foreign is what the jobs of each foreign escrow deployed by foreignEscrow are.
	foreign map[common.Address]foreignJobs
}

func newRig(t testing.TB) *rig {
	t.Helper()
	ctx := context.Background()
	sim, err := testnet.StartSim(ctx, testnet.SimConfig{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sim.Close() })
	return &rig{t: t, ctx: ctx, sim: sim, r: rand.New(rand.NewPCG(7, 13))}
}

// providers are dev accounts 5..8: four agents, named by their addresses.
func providers() []testnet.DevAccount { return testnet.DevAccounts()[5:9] }

// settleAndRate settles n random jobs of client dev 3 for the providers and has the scorer rate
// them all in one submitBatch; it mines until every transaction is in.
func (g *rig) settleAndRate(n int) *types.Receipt {
	g.t.Helper()
	jobs, _ := testnet.RandomJobs(g.r, n, testnet.DevAccounts()[3], providers(), 12_000_000)
	ids, err := g.sim.RunJobs(g.ctx, jobs)
	if err != nil {
		g.t.Fatal(err)
	}
	keys := make([]*big.Int, len(ids))
	for i, id := range ids {
		keys[i] = new(big.Int).Or(new(big.Int).Lsh(big.NewInt(int64(jobs[i].Escrow)), 224), id)
	}
	tx, err := g.sim.Send(g.sim.Scorer, g.sim.Ledger, g.sim.LedgerABI.PackSubmitBatch(keys))
	if err != nil {
		g.t.Fatal(err)
	}
	g.mine()
	rc, err := testnet.WaitReceipt(g.ctx, g.sim.Client, tx.Hash())
	if err != nil || rc.Status != 1 {
		g.t.Fatalf("submitBatch: %v %+v", err, rc)
	}
	return rc
}

// start is the block the index reads from: the first escrow's, as the manifest's deployment_block
// is (the deployment's Block is its last transaction's, after the sources' registrations).
func (g *rig) start() uint64 { return g.sim.Deployment.Escrows[0].Block }

func (g *rig) mine() {
	g.t.Helper()
	if err := g.sim.Mine(g.ctx); err != nil {
		g.t.Fatal(err)
	}
}

// open opens an indexer on dir with no confirmations.
func (g *rig) open(dir string, confirmations uint64) (*Indexer, *Store) {
	g.t.Helper()
	st, err := Open(dir)
	if err != nil {
		g.t.Fatal(err)
	}
	ix, err := New(g.ctx, Config{Ledger: g.sim.Deployment.Ledger, StartBlock: g.start(), Confirmations: confirmations},
		g.sim.Client, st, zerolog.Nop())
	if err != nil {
		_ = st.Close()
		g.t.Fatal(err)
	}
	return ix, st
}
