package testnet

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/repledger/repledger/bindings"
)

// Sim is an embedded chain with the contracts deployed: dev account 0 is the admin and
// deployer, 1 the scorer, 2 the escrow's arbiter. It sends transactions with its own nonce
// tracking, so many can go into one block, and mines on request.
type Sim struct {
	Backend    *simulated.Backend
	Client     simulated.Client
	Deployment *Deployment
	Admin      DevAccount
	Scorer     DevAccount
	Arbiter    DevAccount

	Token, Escrow, Ledger *bind.BoundContract
	TokenABI              *bindings.TestToken
	EscrowABI             *bindings.Escrow
	LedgerABI             *bindings.ReputationLedger

	EpochLength uint64   // seconds
	WeightCap   *big.Int // base units

	mu       sync.Mutex    // one block producer at a time: Commit, Mine, AdvanceEpochs, a miner loop
	unmined  []common.Hash // sent by Send and not yet seen in a block
	nonces   map[common.Address]uint64
	approved map[[2]common.Address]bool // (client, token) pairs that approved the escrow
	jobs     int64
}

// setupGasLimit is the fixed gas limit of Sim's transactions: they are sent in bulk before any
// is mined, so estimating each against a state without the ones before it would fail.
const setupGasLimit = 2_000_000

// SimConfig shapes an embedded chain.
type SimConfig struct {
	EpochLength uint64       // seconds per epoch; DefaultEpochLength when 0
	WeightCap   *big.Int     // base units; 12 TestToken units when nil
	RPC         RPC          // JSON-RPC on loopback; none when zero
	Extra       []DevAccount // more funded accounts
}

// StartSim starts an embedded chain, funds the dev accounts and cfg.Extra, and deploys the
// TestToken, Escrow and ReputationLedger.
func StartSim(ctx context.Context, cfg SimConfig) (*Sim, error) {
	if cfg.EpochLength == 0 {
		cfg.EpochLength = DefaultEpochLength
	}
	if cfg.WeightCap == nil {
		cfg.WeightCap = new(big.Int).Mul(big.NewInt(DefaultCapUnits), big.NewInt(1_000_000)) // TestToken: 6 decimals
	}
	dev := DevAccounts()
	s := &Sim{
		Backend: NewSimulated(cfg.RPC, cfg.Extra...), Admin: dev[0], Scorer: dev[1], Arbiter: dev[2],
		TokenABI: bindings.NewTestToken(), EscrowABI: bindings.NewEscrow(), LedgerABI: bindings.NewReputationLedger(),
		EpochLength: cfg.EpochLength, WeightCap: cfg.WeightCap,
		nonces: map[common.Address]uint64{}, approved: map[[2]common.Address]bool{},
	}
	s.Client = s.Backend.Client()
	d, err := Deploy(ctx, s.Client, s.opts(s.Admin, 0), Params{
		Admin: s.Admin.Address, Scorer: s.Scorer.Address, Arbiter: s.Arbiter.Address,
		EpochLength: cfg.EpochLength, WeightCap: cfg.WeightCap,
	}, s.Commit)
	if err != nil {
		_ = s.Backend.Close()
		return nil, err
	}
	s.nonces[s.Admin.Address] = 3 // the three deployment transactions
	s.Deployment = d
	s.Token = s.TokenABI.Instance(s.Client, d.Token)
	s.Escrow = s.EscrowABI.Instance(s.Client, d.Escrow)
	s.Ledger = s.LedgerABI.Instance(s.Client, d.Ledger)
	return s, nil
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
	o := s.opts(from, setupGasLimit)
	o.Nonce = new(big.Int).SetUint64(s.nonces[from.Address])
	tx, err := bind.Transact(to, o, data)
	if err != nil {
		return nil, err
	}
	s.nonces[from.Address]++
	s.mu.Lock()
	s.unmined = append(s.unmined, tx.Hash())
	s.mu.Unlock()
	return tx, nil
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
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.mineLocked(context.Background()); err != nil {
		return err
	}
	return AdjustTime(context.Background(), s.Backend, time.Duration(s.EpochLength*uint64(n))*time.Second)
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

// Dispute routes a job through the dispute path: the client disputes the submitted work and
// the arbiter resolves it with Rating, paying the provider when Pay.
type Dispute struct {
	Pay    bool
	Rating uint8
}

// Job is one workflow step to drive through the escrow. The client is its own evaluator.
type Job struct {
	Client, Provider DevAccount
	Token            common.Address // a TestToken to pay in; zero: the deployment's
	Budget           *big.Int       // base units of the token
	Outcome          bindings.EscrowOutcome
	Dispute          *Dispute // nil: the client completes the job with Outcome
}

// RunJobs drives jobs through create, budget, fund, submit and complete (or dispute and
// resolve), minting each client's budget first, and returns their escrow job ids.
func (s *Sim) RunJobs(ctx context.Context, jobs []Job) ([]*big.Int, error) {
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	expiry := head.Time + 90*24*3600
	ids := make([]*big.Int, len(jobs))
	var txs []*types.Transaction
	send := func(from DevAccount, to *bind.BoundContract, data []byte) error {
		tx, err := s.Send(from, to, data)
		if err == nil {
			txs = append(txs, tx)
		}
		return err
	}
	// Phase 1: clients create, price and fund.
	for i, j := range jobs {
		s.jobs++
		ids[i] = big.NewInt(s.jobs)
		tokenAddr := j.Token
		if tokenAddr == (common.Address{}) {
			tokenAddr = s.Deployment.Token
		}
		token := s.TokenABI.Instance(s.Client, tokenAddr)
		if key := [2]common.Address{j.Client.Address, tokenAddr}; !s.approved[key] {
			max := new(big.Int).Lsh(big.NewInt(1), 255)
			if err := send(j.Client, token, s.TokenABI.PackApprove(s.Deployment.Escrow, max)); err != nil {
				return nil, err
			}
			s.approved[key] = true
		}
		for _, step := range []struct {
			to   *bind.BoundContract
			data []byte
		}{
			{s.Escrow, s.EscrowABI.PackCreateJob(j.Provider.Address, j.Client.Address, expiry, tokenAddr, "workflow step")},
			{s.Escrow, s.EscrowABI.PackSetBudget(ids[i], j.Budget)},
			{token, s.TokenABI.PackMint(j.Client.Address, j.Budget)},
			{s.Escrow, s.EscrowABI.PackFund(ids[i], j.Budget)},
		} {
			if err := send(j.Client, step.to, step.data); err != nil {
				return nil, fmt.Errorf("job %s: %w", ids[i], err)
			}
		}
	}
	if err := s.Mine(ctx); err != nil {
		return nil, err
	}
	// Phase 2: providers hand in their work.
	for i, j := range jobs {
		if err := send(j.Provider, s.Escrow, s.EscrowABI.PackSubmit(ids[i], [32]byte{1})); err != nil {
			return nil, fmt.Errorf("job %s: %w", ids[i], err)
		}
	}
	if err := s.Mine(ctx); err != nil {
		return nil, err
	}
	// Phase 3: clients complete or dispute.
	for i, j := range jobs {
		data := s.EscrowABI.PackComplete(ids[i], [32]byte{2}, j.Outcome)
		if j.Dispute != nil {
			data = s.EscrowABI.PackDispute(ids[i], [32]byte{3})
		}
		if err := send(j.Client, s.Escrow, data); err != nil {
			return nil, fmt.Errorf("job %s: %w", ids[i], err)
		}
	}
	if err := s.Mine(ctx); err != nil {
		return nil, err
	}
	// Phase 4: the arbiter resolves disputes.
	for i, j := range jobs {
		if j.Dispute == nil {
			continue
		}
		data := s.EscrowABI.PackResolveDispute(ids[i], j.Dispute.Pay, j.Dispute.Rating, [32]byte{4})
		if err := send(s.Arbiter, s.Escrow, data); err != nil {
			return nil, fmt.Errorf("job %s: %w", ids[i], err)
		}
	}
	if err := s.Mine(ctx); err != nil {
		return nil, err
	}
	return ids, s.Succeeded(ctx, txs)
}

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
