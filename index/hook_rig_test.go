package index

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// deployer deploys the foreign escrows: a dev account the embedded chain's Sim sends nothing from.
func deployer() testnet.DevAccount { return testnet.DevAccounts()[9] }

// foreignJobs is what the rig's foreign escrows' jobs are: whose, and for how much.
type foreignJobs struct {
	provider testnet.DevAccount
	budget   int64
}

// hookIndex is the rating hook's index at the ledger (its SourceRegistered index).
func (g *rig) hookIndex() uint32 {
	g.t.Helper()
	for _, s := range g.sim.Deployment.Sources {
		if s.Kind == deployment.SourceKindRatingHook {
			return s.Index
		}
	}
	g.t.Fatal("the embedded chain registered no rating hook")
	return 0
}

// foreignEscrow deploys a test foreign ERC-8183 escrow (contracts/src/TestForeignEscrow.sol)
// whose jobs the rig runs for `provider`, paid `budget` by client dev 3 (its own evaluator), and
// registers it on the rating hook; it returns the escrow and its ordinal.
func (g *rig) foreignEscrow(provider testnet.DevAccount, budget int64) deployment.ForeignEscrow {
	g.t.Helper()
	addr, err := g.sim.DeployForeignEscrow(g.ctx, deployer())
	if err != nil {
		g.t.Fatal(err)
	}
	e, err := g.sim.RegisterForeignEscrow(g.ctx, addr)
	if err != nil {
		g.t.Fatal(err)
	}
	if g.foreign == nil {
		g.foreign = map[common.Address]foreignJobs{}
	}
	g.foreign[addr] = foreignJobs{provider: provider, budget: budget}
	return e
}

// hookRatings runs n jobs through the foreign escrow e with the rating hook attached (bound at
// fund, recorded at complete, free-form outcome: 70, kind auto) and has the scorer rate each
// through the ledger's submit, as the settler will; it returns the keys, (ordinal << 192) | id.
func (g *rig) hookRatings(e deployment.ForeignEscrow, n int) []*big.Int {
	g.t.Helper()
	fj := g.foreign[e.Address]
	jobs := make([]testnet.ForeignJob, n)
	for i := range jobs {
		jobs[i] = testnet.ForeignJob{Client: testnet.DevAccounts()[3], Provider: fj.provider, Budget: big.NewInt(fj.budget), OptParams: []byte{}}
	}
	recs, err := g.sim.RunForeignJobsOn(g.ctx, e.Address, g.hook(), jobs)
	if err != nil {
		g.t.Fatal(err)
	}
	keys := make([]*big.Int, n)
	var txs []*types.Transaction
	for i, r := range recs {
		if !r.Recorded || !r.Rateable {
			g.t.Fatalf("foreign job %s: recorded %v, rateable %v", r.JobID, r.Recorded, r.Rateable)
		}
		keys[i] = r.Key
		tx, err := g.sim.Send(g.sim.Scorer, g.sim.Ledger, g.sim.LedgerABI.PackSubmit(g.hookIndex(), r.Key))
		if err != nil {
			g.t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	g.mine()
	g.succeeded(txs, "submit a hook rating", func(rc *types.Receipt) bool {
		for _, l := range rc.Logs {
			if _, err := g.sim.LedgerABI.UnpackRatedEvent(l); err == nil {
				return true
			}
		}
		return false
	})
	return keys
}

// succeeded fails the test unless every transaction succeeded and `ok` holds for its receipt.
func (g *rig) succeeded(txs []*types.Transaction, what string, ok func(*types.Receipt) bool) {
	g.t.Helper()
	for _, tx := range txs {
		rc, err := testnet.WaitReceipt(g.ctx, g.sim.Client, tx.Hash())
		if err != nil || rc.Status != types.ReceiptStatusSuccessful || !ok(rc) {
			g.t.Fatalf("%s: %v (receipt %+v)", what, err, rc)
		}
	}
}
