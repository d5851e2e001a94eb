package testnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/bindings"
)

// Defaults of docs/design.md §2.
const (
	// DefaultEpochLength is one week, in seconds.
	DefaultEpochLength = 604_800
	// DefaultCapUnits is the weight cap in whole units of the asset.
	DefaultCapUnits = 12
	// TestTokenDecimals is the TestToken's decimals.
	TestTokenDecimals = 6
)

// Params says what to deploy. A zero Asset deploys the TestToken and uses it.
type Params struct {
	Admin            common.Address // may change the scorer
	Scorer           common.Address // may submit ratings
	Arbiter          common.Address // resolves escrow disputes
	IdentityRegistry common.Address // ERC-8004 identity registry; zero disables agent ids
	Asset            common.Address // the ledger's ERC-20; zero deploys the TestToken
	EpochLength      uint64         // seconds
	WeightCap        *big.Int       // base units of the asset
}

// Deployment is where the contracts live.
type Deployment struct {
	Token, Escrow, Ledger common.Address
	DeployedTestToken     bool
	Block                 uint64 // the block of the last deployment transaction
}

// ErrBadParams is returned for deployment parameters the contracts would reject.
var ErrBadParams = errors.New("invalid deployment parameters")

// Backend is what Deploy needs from a node: send transactions and read receipts.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
}

// Deploy sends the deployment transactions from `opts` (TestToken when p.Asset is zero, then
// ReputationLedger, then the Escrow bound to it) and waits for them to be mined. The escrow
// keeps the ledger's replay guard, so each must know the other: the ledger is deployed first
// with the address the escrow will get from the deploying account's next nonce, and the escrow's
// constructor refuses a ledger that does not name it. Nothing else may send from that account
// while Deploy runs. `mine` is called after each send when the backend only mines on request
// (the simulated backend's Commit); pass nil for a real node.
func Deploy(ctx context.Context, backend Backend, opts *bind.TransactOpts, p Params, mine func()) (*Deployment, error) {
	return deploy(ctx, backend, opts, p, mine, "Escrow", bindings.EscrowMetaData.Bin, func(_, ledger common.Address) []byte {
		return bindings.NewEscrow().PackConstructor(p.Arbiter, p.IdentityRegistry, ledger)
	})
}

// DeployScripted is Deploy with ScriptedSettlements in the escrow's place (Deployment.Escrow is
// the double), whose jobs were all paid by `payer`: TEST CHAINS ONLY, for the differential and
// load tests. The arbiter and identity registry of p are not used.
func DeployScripted(ctx context.Context, backend Backend, opts *bind.TransactOpts, p Params, payer common.Address, mine func()) (*Deployment, error) {
	return deploy(ctx, backend, opts, p, mine, "ScriptedSettlements", bindings.ScriptedSettlementsMetaData.Bin,
		func(token, ledger common.Address) []byte {
			return bindings.NewScriptedSettlements().PackConstructor(payer, token, ledger)
		})
}

// deploy deploys the token (when p.Asset is zero), the ledger, and then the settlements contract
// bound to it, whose constructor arguments settlementsArgs packs from the token and the ledger.
func deploy(ctx context.Context, backend Backend, opts *bind.TransactOpts, p Params, mine func(),
	settlements, settlementsBin string, settlementsArgs func(token, ledger common.Address) []byte) (*Deployment, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	d := &Deployment{Token: p.Asset}
	step := func(opts *bind.TransactOpts, what string, bin string, args []byte) (common.Address, error) {
		o := *opts
		o.Context = ctx
		addr, tx, err := bind.DeployContract(&o, common.FromHex(bin), backend, args)
		if err != nil {
			return common.Address{}, fmt.Errorf("deploy %s: %w", what, err)
		}
		if mine != nil {
			mine()
		}
		receipt, err := bind.WaitMined(ctx, backend, tx.Hash())
		if err != nil {
			return common.Address{}, fmt.Errorf("deploy %s: wait for %s: %w", what, tx.Hash(), err)
		}
		if receipt.Status != types.ReceiptStatusSuccessful {
			return common.Address{}, fmt.Errorf("deploy %s: transaction %s reverted", what, tx.Hash())
		}
		d.Block = receipt.BlockNumber.Uint64()
		return addr, nil
	}
	var err error
	if d.Token == (common.Address{}) {
		if d.Token, err = step(opts, "TestToken", bindings.TestTokenMetaData.Bin, nil); err != nil {
			return nil, err
		}
		d.DeployedTestToken = true
	}
	nonce, err := backend.PendingNonceAt(ctx, opts.From)
	if err != nil {
		return nil, fmt.Errorf("deploy ReputationLedger: read the nonce of %s: %w", opts.From, err)
	}
	if opts.Nonce != nil && opts.Nonce.Uint64() > nonce {
		nonce = opts.Nonce.Uint64()
	}
	futureEscrow := crypto.CreateAddress(opts.From, nonce+1)
	ledgerOpts := *opts
	ledgerOpts.Nonce = new(big.Int).SetUint64(nonce)
	ledgerArgs := bindings.NewReputationLedger().PackConstructor(
		p.Admin, p.Scorer, futureEscrow, d.Token, new(big.Int).SetUint64(p.EpochLength), p.WeightCap)
	if d.Ledger, err = step(&ledgerOpts, "ReputationLedger", bindings.ReputationLedgerMetaData.Bin, ledgerArgs); err != nil {
		return nil, err
	}
	// Should another transaction take the escrow's nonce, the escrow lands elsewhere and its
	// constructor reverts: the ledger does not name it.
	escrowOpts := *opts
	escrowOpts.Nonce = new(big.Int).SetUint64(nonce + 1)
	if d.Escrow, err = step(&escrowOpts, settlements, settlementsBin, settlementsArgs(d.Token, d.Ledger)); err != nil {
		return nil, err
	}
	return d, nil
}

func (p Params) check() error {
	for _, f := range []struct {
		name string
		addr common.Address
	}{{"admin", p.Admin}, {"scorer", p.Scorer}, {"arbiter", p.Arbiter}} {
		if f.addr == (common.Address{}) {
			return fmt.Errorf("%w: %s address is zero; set it to the account that should hold the role", ErrBadParams, f.name)
		}
	}
	if p.EpochLength == 0 {
		return fmt.Errorf("%w: epoch length is 0; use a positive number of seconds (604800 is one week)", ErrBadParams)
	}
	if p.WeightCap == nil || p.WeightCap.Sign() <= 0 || p.WeightCap.BitLen() > 64 {
		return fmt.Errorf("%w: weight cap %v is outside 1..2^64-1 base units", ErrBadParams, p.WeightCap)
	}
	return nil
}
