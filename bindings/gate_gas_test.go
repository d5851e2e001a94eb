package bindings_test

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
)

// gateFigures deploys a ReputationGate over the ledger's own oracle (floor 5500, guarding
// hiring, fund and submit), allow-lists it on escrow e, and measures a guarded setProvider, a
// guarded fund and the provider's guarded submit for `provider`, an agent with evidence, then a
// createJob naming it (issue 18: hiring at creation is guarded). The fund is measured as the
// lifecycle's is (the client approving exactly the budget and holding more, the escrow holding
// other jobs' money), so it compares with the lifecycle's unhooked fund; the fund records its
// floor for submit in a fresh slot (the job is the first gated one of its 16 ids).
func (c *chain) gateFigures(e *escrow, provider *account) (setProvider, fund, submit, createJob uint64) {
	c.t.Helper()
	ctx := context.Background()
	oracle, err := bind.Call(c.ledger, &bind.CallOpts{Context: ctx}, c.ledgerABI.PackOracle(), c.ledgerABI.UnpackOracle)
	if err != nil {
		c.t.Fatalf("ledger.oracle(): %v", err)
	}
	gateABI := bindings.NewReputationGate()
	addr, tx, err := bind.DeployContract(c.admin.txOpts(3_000_000), common.FromHex(bindings.ReputationGateMetaData.Bin), c.client,
		gateABI.PackConstructor(c.admin.addr, oracle, big.NewInt(5500), 7))
	if err != nil {
		c.t.Fatalf("deploy ReputationGate: %v", err)
	}
	c.commit()
	c.mustSucceed(tx)
	c.mustSucceed(c.send(c.admin, e.c, c.escrowABI.PackSetHookWhitelist(addr, true)))
	c.commit()

	budget := big.NewInt(lifecycleBudget)
	c.mint(c.client0.addr, lifecycleBudget+unit)
	c.mustSucceed(c.send(c.client0, c.token, c.tokenABI.PackApprove(e.addr, budget)))
	e.jobs++
	id := big.NewInt(e.jobs)
	expiry := new(big.Int).SetUint64(c.head().Time + 7*24*3600)
	c.mustSucceed(c.send(c.client0, e.c, c.escrowABI.PackCreateJob(common.Address{}, c.evaluator.addr, expiry, "step", addr, new(big.Int), nil)))
	c.commit()
	setProvider = c.gasOf(c.client0, e.c, c.escrowABI.PackSetProvider(id, provider.addr, new(big.Int), nil))
	c.mustSucceed(c.send(provider, e.c, c.escrowABI.PackSetBudget(id, c.tokenAddr, budget, nil)))
	c.commit()
	fund = c.gasOf(c.client0, e.c, c.escrowABI.PackFund(id, c.tokenAddr, budget, nil))
	submit = c.gasOf(provider, e.c, c.escrowABI.PackSubmit(id, [32]byte{1}, nil))
	e.jobs++
	createJob = c.gasOf(c.client0, e.c, c.escrowABI.PackCreateJob(provider.addr, c.evaluator.addr, expiry, "step", addr, new(big.Int), nil))
	// Restore the client's unlimited approval for the other helpers.
	c.mustSucceed(c.send(c.client0, c.token, c.tokenABI.PackApprove(e.addr, new(big.Int).Lsh(big.NewInt(1), 255))))
	c.commit()
	return setProvider, fund, submit, createJob
}
