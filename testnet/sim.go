package testnet

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
)

// Sim is an embedded chain with the contracts deployed: dev account 0 is the admin and
// deployer, 1 the scorer, 2 the escrow's arbiter. It sends transactions with its own nonce
// tracking, so many can go into one block, and mines on request.
type Sim struct {
	Backend    *simulated.Backend
	Client     simulated.Client
	Deployment *deployment.Deployment
	Admin      DevAccount
	Scorer     DevAccount
	Arbiter    DevAccount

	Token, Escrow, Ledger *bind.BoundContract // Escrow is the first escrow
	TokenABI              *bindings.TestToken
	EscrowABI             *bindings.Escrow
	LedgerABI             *bindings.ReputationLedger

	EpochLength uint64         // seconds
	WeightCap   *big.Int       // base units
	Identity    common.Address // the test ERC-8004 identity registry (SimConfig.TestIdentity); zero: none

	mu      sync.Mutex    // one block producer at a time: Commit, Mine, AdvanceEpochs, a miner loop
	unmined []common.Hash // sent by Send and not yet seen in a block
	nonces  map[common.Address]uint64
	plan    *planner
}

// setupGasLimit is the fixed gas limit of Sim's transactions: they are sent in bulk before any
// is mined, so estimating each against a state without the ones before it would fail.
const setupGasLimit = 2_000_000

// SimConfig shapes an embedded chain.
type SimConfig struct {
	EpochLength    uint64       // seconds per epoch; DefaultEpochLength when 0
	WeightCap      *big.Int     // base units; 12 TestToken units when nil
	RPC            RPC          // JSON-RPC on loopback; none when zero
	Extra          []DevAccount // more funded accounts
	PlatformFeeBps uint16       // the first escrow's platform fee
	// TestIdentity deploys an ERC8004TestIdentity (from IdentityDeployer) before the ledger and
	// makes it the ledger's identity registry, so jobs may carry ERC-8004 agent ids (Job.AgentID).
	TestIdentity bool
}

// IdentityDeployer deploys the test identity registry of SimConfig.TestIdentity; anyone may
// register agent ids on it.
var IdentityDeployer = ExtraAccount("erc8004-identity")

// StartSim starts an embedded chain, funds the dev accounts and cfg.Extra, and deploys the
// TestToken, the ReputationLedger and a first escrow through its factory, owned by the admin
// (dev 0, also its treasury), with dev 2 as its arbiter.
func StartSim(ctx context.Context, cfg SimConfig) (*Sim, error) {
	if cfg.EpochLength == 0 {
		cfg.EpochLength = deployment.DefaultEpochLength
	}
	if cfg.WeightCap == nil {
		cfg.WeightCap = new(big.Int).Mul(big.NewInt(deployment.DefaultCapUnits), big.NewInt(1_000_000)) // TestToken: 6 decimals
	}
	dev := DevAccounts()
	extra := cfg.Extra
	if cfg.TestIdentity {
		extra = append(extra[:len(extra):len(extra)], IdentityDeployer)
	}
	s := &Sim{
		Backend: NewSimulated(cfg.RPC, extra...), Admin: dev[0], Scorer: dev[1], Arbiter: dev[2],
		TokenABI: bindings.NewTestToken(), EscrowABI: bindings.NewEscrow(), LedgerABI: bindings.NewReputationLedger(),
		EpochLength: cfg.EpochLength, WeightCap: cfg.WeightCap,
		nonces: map[common.Address]uint64{},
	}
	s.Client = s.Backend.Client()
	if cfg.TestIdentity {
		id, _, err := deployment.DeployContract(ctx, s.Client, s.opts(IdentityDeployer, 0), "ERC8004TestIdentity", bindings.ERC8004TestIdentityMetaData.Bin, nil, s.Commit)
		if err != nil {
			_ = s.Backend.Close()
			return nil, err
		}
		s.Identity = id
		s.nonces[IdentityDeployer.Address] = 1
	}
	d, err := deployment.Deploy(ctx, s.Client, s.opts(s.Admin, 0), s.Params(cfg), s.Commit)
	if err != nil {
		_ = s.Backend.Close()
		return nil, err
	}
	// token, ledger, escrow, the x402 source and the rating hook with their registrations: read,
	// not counted, so the count follows what Deploy sends
	n, err := s.Client.PendingNonceAt(ctx, s.Admin.Address)
	if err != nil {
		_ = s.Backend.Close()
		return nil, fmt.Errorf("read the admin's nonce after the deployment: %w", err)
	}
	s.nonces[s.Admin.Address] = n
	s.Deployment = d
	s.Token = s.TokenABI.Instance(s.Client, d.Token)
	s.Escrow = s.EscrowABI.Instance(s.Client, d.Escrow())
	s.Ledger = s.LedgerABI.Instance(s.Client, d.Ledger)
	s.replan()
	return s, nil
}

// Params are the deployment parameters StartSim uses for cfg.
func (s *Sim) Params(cfg SimConfig) deployment.Params {
	return deployment.Params{Admin: s.Admin.Address, Scorer: s.Scorer.Address, IdentityRegistry: s.Identity, EpochLength: cfg.EpochLength, WeightCap: cfg.WeightCap,
		Escrow:            deployment.EscrowParams{Owner: s.Admin.Address, Arbiter: s.Arbiter.Address, Treasury: s.Admin.Address, PlatformFeeBps: cfg.PlatformFeeBps},
		X402OutcomeWindow: deployment.DefaultOutcomeWindow}
}

// AddEscrow creates another marketplace's escrow on the ledger (the admin sends it) and returns
// it; jobs reach it with Job.Escrow = its index.
func (s *Sim) AddEscrow(ctx context.Context, p deployment.EscrowParams) (deployment.EscrowInfo, error) {
	s.mu.Lock()
	o := s.opts(s.Admin, 0) // estimated: an escrow's code alone costs more than setupGasLimit
	o.Nonce = new(big.Int).SetUint64(s.nonces[s.Admin.Address])
	s.mu.Unlock()
	e, err := deployment.CreateEscrow(ctx, s.Client, o, s.Deployment.Ledger, p, s.Commit)
	if err != nil {
		return deployment.EscrowInfo{}, err
	}
	s.mu.Lock()
	s.nonces[s.Admin.Address]++
	s.Deployment.Escrows = append(s.Deployment.Escrows, e)
	s.mu.Unlock()
	s.replan()
	return e, nil
}

// replan makes the job planner for the deployment's escrows (their owners and arbiters among
// the dev accounts).
func (s *Sim) replan() {
	m := &deployment.Manifest{Asset: s.Deployment.Token}
	for _, e := range s.Deployment.Escrows {
		m.AddEscrow(e)
	}
	s.plan = planFor(m)
}

// Close stops the chain.
func (s *Sim) Close() error { return s.Backend.Close() }

func (s *Sim) opts(from DevAccount, gasLimit uint64) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(from.Key, big.NewInt(SimulatedChainID))
	o.GasLimit = gasLimit
	return o
}

// Send signs and sends one transaction from `from`; it is mined by the next Mine.
func (s *Sim) Send(from DevAccount, to *bind.BoundContract, data []byte) (*types.Transaction, error) {
	s.mu.Lock()
	o := s.opts(from, setupGasLimit)
	o.Nonce = new(big.Int).SetUint64(s.nonces[from.Address])
	s.mu.Unlock()
	tx, err := bind.Transact(to, o, data)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.nonces[from.Address]++
	s.mu.Unlock()
	s.mu.Lock()
	s.unmined = append(s.unmined, tx.Hash())
	s.mu.Unlock()
	return tx, nil
}

// SendTo is Send to an address.
func (s *Sim) SendTo(from DevAccount, to common.Address, data []byte) (*types.Transaction, error) {
	return s.Send(from, bind.NewBoundContract(to, abi.ABI{}, s.Client, s.Client, s.Client), data)
}

// Commit seals one block. Safe to call from several goroutines.
func (s *Sim) Commit() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.Backend.Commit()
}

// Mine seals blocks until no transaction is pending: one block's build can stop at the
// miner's deadline and leave the rest for the next.
func (s *Sim) Mine(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.mineLocked(ctx)
}

func (s *Sim) mineLocked(ctx context.Context) error {
	for range 1000 {
		n, err := s.Client.PendingTransactionCount(ctx)
		if err != nil {
			return err
		}
		if n > 0 {
			s.Backend.Commit()
			continue
		}
		// Nothing more fits the pending block; Send's transactions must all be in blocks by now.
		still := s.unmined[:0]
		for _, h := range s.unmined {
			if _, err := s.Client.TransactionReceipt(ctx, h); err != nil {
				still = append(still, h)
			}
		}
		s.unmined = still
		if len(still) == 0 {
			return nil
		}
		s.Backend.Commit() // or the index is catching up: give it a block
	}
	return fmt.Errorf("%d transactions still unmined after 1000 blocks", len(s.unmined))
}

// Succeeded checks that every transaction was mined without reverting. The node indexes
// transactions in the background, so a receipt may take a moment to become visible.
func (s *Sim) Succeeded(ctx context.Context, txs []*types.Transaction) error {
	for _, tx := range txs {
		r, err := WaitReceipt(ctx, s.Client, tx.Hash())
		if err != nil {
			return fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("transaction %s reverted", tx.Hash())
		}
	}
	return nil
}

// ReceiptReader is the one method WaitReceipt needs; every go-ethereum client has it.
type ReceiptReader interface {
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
}

// WaitReceipt returns the receipt of a transaction already in a block. go-ethereum indexes
// transactions in the background, so right after a Commit the receipt can be briefly
// missing; this polls for up to 10 s before giving up with the node's last answer.
func WaitReceipt(ctx context.Context, c ReceiptReader, hash common.Hash) (*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	for {
		r, err := c.TransactionReceipt(ctx, hash)
		if err == nil {
			return r, nil
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// AdvanceEpochs mines whatever is pending, then moves chain time forward by n epochs in one
// empty block.
func (s *Sim) AdvanceEpochs(n int) error {
	return s.AdvanceTime(time.Duration(s.EpochLength*uint64(n)) * time.Second)
}

// AlignToEpoch mines whatever is pending, then moves chain time to one second past the start of
// the next epoch, so that what follows within an epoch's time stays in one epoch.
func (s *Sim) AlignToEpoch(ctx context.Context) error {
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	return s.AdvanceTime(time.Duration(s.EpochLength-head.Time%s.EpochLength+1) * time.Second)
}

// AdvanceTime mines whatever is pending, then moves chain time forward by d in one empty block.
// It holds the block producer's lock, so a miner loop cannot race it.
func (s *Sim) AdvanceTime(d time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.mineLocked(context.Background()); err != nil {
		return err
	}
	return AdjustTime(context.Background(), s.Backend, d)
}

// TimeAdjuster is the one method AdjustTime needs; the simulated backend has it.
type TimeAdjuster interface {
	AdjustTime(adjustment time.Duration) error
}

// AdjustTime seals one empty block `d` later than the head. The simulated backend refuses while
// its transaction pool lists any transaction, and after each block the pool drops the mined ones
// on a background goroutine, so a refusal right after a Commit is retried for up to 10 s.
func AdjustTime(ctx context.Context, b TimeAdjuster, d time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	for {
		err := b.AdjustTime(d)
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("adjust time by %s: %w", d, err)
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// RunJobs drives jobs through their escrows, ERC-8183 call by call: create, budget, fund,
// submit and complete (or dispute and resolve), minting each client's budget first and
// allow-listing other tokens, and returns the escrows' job ids.
func (s *Sim) RunJobs(ctx context.Context, jobs []Job) ([]*big.Int, error) {
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	calls, creates, err := s.plan.create(jobs, head.Time+90*24*3600)
	if err != nil {
		return nil, err
	}
	receipts, err := s.phase(ctx, calls)
	if err != nil {
		return nil, fmt.Errorf("create jobs: %w", err)
	}
	ids, err := s.plan.jobIDs(jobs, creates, receipts)
	if err != nil {
		return nil, err
	}
	disputes, err := s.plan.resolve(jobs, ids)
	if err != nil {
		return nil, err
	}
	for _, ph := range []struct {
		what  string
		calls []call
	}{{"price jobs", s.plan.budget(jobs, ids)}, {"fund jobs", s.plan.fund(jobs, ids)}, {"submit jobs", s.plan.submit(jobs, ids)},
		{"complete jobs", s.plan.complete(jobs, ids)}, {"resolve disputes", disputes}} {
		if _, err := s.phase(ctx, ph.calls); err != nil {
			return nil, fmt.Errorf("%s: %w", ph.what, err)
		}
	}
	return ids, nil
}

// phase sends the calls, mines them and returns their receipts, failing on any revert.
func (s *Sim) phase(ctx context.Context, calls []call) ([]*types.Receipt, error) {
	txs := make([]*types.Transaction, len(calls))
	for i, c := range calls {
		tx, err := s.SendTo(c.from, c.to, c.data)
		if err != nil {
			return nil, err
		}
		txs[i] = tx
	}
	if err := s.Mine(ctx); err != nil {
		return nil, err
	}
	receipts := make([]*types.Receipt, len(txs))
	for i, tx := range txs {
		r, err := WaitReceipt(ctx, s.Client, tx.Hash())
		if err != nil {
			return nil, fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return nil, fmt.Errorf("transaction %s (%x…) reverted", tx.Hash(), calls[i].data[:4])
		}
		receipts[i] = r
	}
	return receipts, nil
}

// CompleteCall is the calldata with which the job's evaluator completes it (or its client
// disputes it).
func (s *Sim) CompleteCall(j Job, id *big.Int) []byte { return s.plan.CompleteCall(j, id) }

// DeployTestToken deploys another TestToken, for jobs paid in an asset the ledger does not use.
func (s *Sim) DeployTestToken(ctx context.Context) (common.Address, error) {
	o := s.opts(s.Admin, setupGasLimit)
	o.Nonce = new(big.Int).SetUint64(s.nonces[s.Admin.Address])
	addr, tx, err := bind.DeployContract(o, common.FromHex(bindings.TestTokenMetaData.Bin), s.Client, nil)
	if err != nil {
		return common.Address{}, err
	}
	s.nonces[s.Admin.Address]++
	if err := s.Mine(ctx); err != nil {
		return common.Address{}, err
	}
	return addr, s.Succeeded(ctx, []*types.Transaction{tx})
}
