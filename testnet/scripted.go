package testnet

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/scripted"
	"github.com/repledger/repledger/deployment"
)

// DeployScripted deploys the TestToken (when p.Asset is zero) and ScriptedSettlements, a ledger
// whose escrow 0 is itself and whose job ids carry their own terms, all paid by `payer`: TEST
// CHAINS ONLY, for the differential and load tests. Deployment.Ledger is the double, and its only
// escrow (index 0) the double too.
func DeployScripted(ctx context.Context, backend deployment.Backend, opts *bind.TransactOpts, p deployment.Params, payer common.Address, mine func()) (*deployment.Deployment, error) {
	if err := p.CheckLedger(); err != nil {
		return nil, err
	}
	d := &deployment.Deployment{Token: p.Asset}
	if d.Token == (common.Address{}) {
		var err error
		if d.Token, d.Block, err = deployment.DeployContract(ctx, backend, opts, "TestToken", bindings.TestTokenMetaData.Bin, nil, mine); err != nil {
			return nil, err
		}
		d.DeployedTestToken = true
	}
	args := scripted.NewScriptedSettlements().PackConstructor(p.Admin, p.Scorer, d.Token,
		new(big.Int).SetUint64(p.EpochLength), p.WeightCap, payer)
	var err error
	if d.Ledger, d.Block, err = deployment.DeployContract(ctx, backend, opts, "ScriptedSettlements", scripted.ScriptedSettlementsMetaData.Bin, args, mine); err != nil {
		return nil, err
	}
	d.Escrows = []deployment.EscrowInfo{{Index: 0, Address: d.Ledger, Block: d.Block}}
	return d, nil
}
