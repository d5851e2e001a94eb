package deployment

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings"
)

// Defaults of docs/design.md §2.
const (
	// DefaultEpochLength is one week, in seconds.
	DefaultEpochLength = 604_800
	// MinEpochLength is the shortest epoch the ledger accepts (docs/design.md §12).
	MinEpochLength = 60
	// DefaultCapUnits is the weight cap in whole units of the asset.
	DefaultCapUnits = 12
	// TestTokenDecimals is the TestToken's decimals.
	TestTokenDecimals = 6
	// TestTokenSymbol is the TestToken's symbol.
	TestTokenSymbol = "tUSD"
	// MaxPlatformFeeBps is the highest platform fee an escrow accepts (10 %).
	MaxPlatformFeeBps = 1000
)

// Params says what to deploy: a ledger and its first escrow. A zero Asset deploys the TestToken
// and uses it.
type Params struct {
	Admin            common.Address // the ledger's admin: creates and stops escrows, changes the scorer
	Scorer           common.Address // may submit ratings
	IdentityRegistry common.Address // ERC-8004 identity registry; zero disables agent ids
	Asset            common.Address // the ledger's ERC-20; zero deploys the TestToken
	EpochLength      uint64         // seconds, at least MinEpochLength
	WeightCap        *big.Int       // base units of the asset
	Escrow           EscrowParams   // the first marketplace
	// X402OutcomeWindow, when not 0, deploys and registers an x402 rating source whose payers'
	// outcomes are taken this long after each settlement (DefaultOutcomeWindow is a day).
	X402OutcomeWindow time.Duration
}

// EscrowParams says how a marketplace's escrow is run.
type EscrowParams struct {
	Owner          common.Address // sets the fee and treasury, rotates the arbiter, keeps the allow-lists
	Arbiter        common.Address // resolves disputes
	Treasury       common.Address // receives the platform fee
	PlatformFeeBps uint16         // 0..MaxPlatformFeeBps
}

// EscrowInfo is a deployed escrow.
type EscrowInfo struct {
	Index   uint32
	Address common.Address
	Block   uint64 // the block it was created in
	EscrowParams
}

// Deployment is where the contracts live.
type Deployment struct {
	Token, Ledger, Factory common.Address
	Escrows                []EscrowInfo
	Sources                []SourceInfo // registered rating sources (the x402 source, the rating hook)
	DeployedTestToken      bool
	Block                  uint64 // the block of the last deployment transaction
}

// Escrow is the first escrow's address.
func (d *Deployment) Escrow() common.Address { return d.Escrows[0].Address }

// ErrBadParams is returned for deployment parameters the contracts would reject.
var ErrBadParams = errors.New("invalid deployment parameters")

// Backend is what Deploy needs from a node: send transactions and read receipts.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
}

// Deploy sends the deployment transactions from `opts` (the TestToken when p.Asset is zero, the
// ReputationLedger, which deploys its escrow factory in the same transaction, the ERC-8183 rating
// hook with the ledger's setRatingHook, the first escrow through the ledger's factory, the x402
// source when asked for, with its registration, and the hook's registration as a source) and waits for each to be mined. `mine` is called after
// each send when the backend only mines on request (the simulated backend's Commit); pass nil for
// a real node. opts.From must be p.Admin: only the admin creates escrows.
func Deploy(ctx context.Context, backend Backend, opts *bind.TransactOpts, p Params, mine func()) (*Deployment, error) {
	if err := p.check(opts.From); err != nil {
		return nil, err
	}
	d := &Deployment{Token: p.Asset}
	dep := deployer{ctx: ctx, backend: backend, opts: opts, mine: mine, d: d}
	if d.Token == (common.Address{}) {
		var err error
		if d.Token, err = dep.contract("TestToken", bindings.TestTokenMetaData.Bin, nil); err != nil {
			return nil, err
		}
		d.DeployedTestToken = true
	}
	ledgerABI := bindings.NewReputationLedger()
	args := ledgerABI.PackConstructor(p.Admin, p.Scorer, d.Token, p.IdentityRegistry, new(big.Int).SetUint64(p.EpochLength), p.WeightCap)
	var err error
	if d.Ledger, err = dep.contract("ReputationLedger", bindings.ReputationLedgerMetaData.Bin, args); err != nil {
		return nil, err
	}
	ledger := ledgerABI.Instance(backend, d.Ledger)
	if d.Factory, err = bind.Call(ledger, &bind.CallOpts{Context: ctx}, ledgerABI.PackFactory(), ledgerABI.UnpackFactory); err != nil {
		return nil, fmt.Errorf("read the ledger's factory: %w", err)
	}
	// The rating hook comes before the first escrow: every factory escrow calls it after its
	// verdicts (it is immutable in the escrow), and createEscrow refuses until the ledger has it.
	hook, err := DeployLedgerHook(ctx, backend, opts, d.Ledger, mine)
	if err != nil {
		return nil, err
	}
	e, err := CreateEscrow(ctx, backend, opts, d.Ledger, p.Escrow, mine)
	if err != nil {
		return nil, err
	}
	d.Escrows = []EscrowInfo{e}
	d.Block = e.Block
	if p.X402OutcomeWindow != 0 {
		src, err := DeployX402Source(ctx, backend, opts, d.Ledger, p.X402OutcomeWindow, mine)
		if err != nil {
			return nil, err
		}
		d.Sources = append(d.Sources, src)
		d.Block = src.Block
	}
	// The hook is registered last, so the x402 source keeps the first source index.
	src, err := RegisterSource(ctx, backend, opts, d.Ledger, hook, mine)
	if err != nil {
		return nil, err
	}
	src.Kind = SourceKindRatingHook
	d.Sources = append(d.Sources, src)
	d.Block = src.Block
	return d, nil
}

// CreateEscrow creates another marketplace's escrow through the ledger's factory, from `opts`
// (the ledger's admin), and returns it once mined.
func CreateEscrow(ctx context.Context, backend Backend, opts *bind.TransactOpts, ledgerAddr common.Address, p EscrowParams, mine func()) (EscrowInfo, error) {
	if err := p.check(); err != nil {
		return EscrowInfo{}, err
	}
	ledgerABI := bindings.NewReputationLedger()
	receipt, err := transact(ctx, backend, opts, ledgerABI.Instance(backend, ledgerAddr),
		ledgerABI.PackCreateEscrow(p.Owner, p.Arbiter, p.Treasury, p.PlatformFeeBps), mine, "create escrow", "is the sender the ledger's admin?")
	if err != nil {
		return EscrowInfo{}, err
	}
	for _, l := range receipt.Logs {
		if ev, err := ledgerABI.UnpackEscrowCreatedEvent(l); err == nil {
			return EscrowInfo{Index: uint32(ev.Index.Uint64()), Address: ev.Escrow, Block: receipt.BlockNumber.Uint64(), EscrowParams: p}, nil
		}
	}
	return EscrowInfo{}, fmt.Errorf("create escrow: transaction %s emitted no EscrowCreated", receipt.TxHash)
}

// transact sends one call from `opts`, calls `mine` when it is not nil, waits for the receipt and
// returns it once the call succeeded. `what` says what the call does; `whyReverted` what a revert
// most likely means, for the error.
func transact(ctx context.Context, backend Backend, opts *bind.TransactOpts, c *bind.BoundContract, data []byte, mine func(),
	what, whyReverted string) (*types.Receipt, error) {
	o := *opts
	o.Context = ctx
	tx, err := bind.Transact(c, &o, data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if mine != nil {
		mine()
	}
	receipt, err := bind.WaitMined(ctx, backend, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("%s: wait for %s: %w", what, tx.Hash(), err)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		return nil, fmt.Errorf("%s: transaction %s reverted (%s)", what, tx.Hash(), whyReverted)
	}
	return receipt, nil
}

// deployer sends contract creations one by one and waits for each.
type deployer struct {
	ctx     context.Context
	backend Backend
	opts    *bind.TransactOpts
	mine    func()
	d       *Deployment
}

func (dep *deployer) contract(what, bin string, args []byte) (common.Address, error) {
	addr, block, err := DeployContract(dep.ctx, dep.backend, dep.opts, what, bin, args, dep.mine)
	if err != nil {
		return common.Address{}, err
	}
	dep.d.Block = block
	return addr, nil
}

// DeployContract sends one contract creation (`bin` is the artifact's hex init code, `args` its
// packed constructor arguments), calls `mine` when it is not nil, and waits for the receipt. It
// returns the address and the block it was mined in; `what` names the contract in errors.
func DeployContract(ctx context.Context, backend Backend, opts *bind.TransactOpts, what, bin string, args []byte, mine func()) (common.Address, uint64, error) {
	o := *opts
	o.Context = ctx
	addr, tx, err := bind.DeployContract(&o, common.FromHex(bin), backend, args)
	if err != nil {
		return common.Address{}, 0, fmt.Errorf("deploy %s: %w", what, err)
	}
	if mine != nil {
		mine()
	}
	receipt, err := bind.WaitMined(ctx, backend, tx.Hash())
	if err != nil {
		return common.Address{}, 0, fmt.Errorf("deploy %s: wait for %s: %w", what, tx.Hash(), err)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		return common.Address{}, 0, fmt.Errorf("deploy %s: transaction %s reverted", what, tx.Hash())
	}
	return addr, receipt.BlockNumber.Uint64(), nil
}

func (p Params) check(from common.Address) error {
	if err := p.CheckLedger(); err != nil {
		return err
	}
	if from != p.Admin {
		return fmt.Errorf("%w: the deployer %s is not the admin %s; only the admin creates escrows", ErrBadParams, from.Hex(), p.Admin.Hex())
	}
	if p.X402OutcomeWindow != 0 {
		if err := CheckOutcomeWindow(p.X402OutcomeWindow); err != nil {
			return err
		}
	}
	return p.Escrow.check()
}

// CheckLedger checks the ledger's own parameters (roles, epoch length, weight cap), not the
// first escrow's.
func (p Params) CheckLedger() error {
	for _, f := range []struct {
		name string
		addr common.Address
	}{{"admin", p.Admin}, {"scorer", p.Scorer}} {
		if f.addr == (common.Address{}) {
			return fmt.Errorf("%w: %s address is zero; set it to the account that should hold the role", ErrBadParams, f.name)
		}
	}
	if p.EpochLength < MinEpochLength {
		return fmt.Errorf("%w: epoch length %d s is under %d s; the ledger refuses shorter epochs (604800 is one week)", ErrBadParams, p.EpochLength, MinEpochLength)
	}
	if p.WeightCap == nil || p.WeightCap.Sign() <= 0 || p.WeightCap.BitLen() > 64 {
		return fmt.Errorf("%w: weight cap %v is outside 1..2^64-1 base units", ErrBadParams, p.WeightCap)
	}
	return nil
}

func (p EscrowParams) check() error {
	for _, f := range []struct {
		name string
		addr common.Address
	}{{"escrow owner", p.Owner}, {"arbiter", p.Arbiter}, {"treasury", p.Treasury}} {
		if f.addr == (common.Address{}) {
			return fmt.Errorf("%w: %s address is zero; set it to the account that should hold the role", ErrBadParams, f.name)
		}
	}
	if p.PlatformFeeBps > MaxPlatformFeeBps {
		return fmt.Errorf("%w: platform fee %d bps is above the %d bps (10 %%) an escrow accepts", ErrBadParams, p.PlatformFeeBps, MaxPlatformFeeBps)
	}
	return nil
}
