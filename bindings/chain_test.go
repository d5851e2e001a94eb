package bindings_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/testnet"
)

// Defaults of docs/design.md §2 for a 6-decimals asset.
const (
	unit         = 1_000_000 // U = 10^6
	weightCap    = 12 * unit
	epochSeconds = 604_800
	// setupGas is a fixed gas limit for setup transactions, so they can be sent in bulk without
	// estimating each against a state that does not yet include the ones before it.
	setupGas = 1_000_000
)

// account is a funded key on the simulated chain.
type account struct {
	key   *ecdsa.PrivateKey
	addr  common.Address
	opts  *bind.TransactOpts
	nonce uint64 // tracked here: many transactions per block are sent before any is mined
}

// txOpts returns transact options with the account's next nonce and the given gas limit
// (0 estimates it).
func (a *account) txOpts(gasLimit uint64) *bind.TransactOpts {
	opts := *a.opts
	opts.Nonce = new(big.Int).SetUint64(a.nonce)
	opts.GasLimit = gasLimit
	a.nonce++
	return &opts
}

// chain is a simulated backend with the three contracts deployed through the bindings.
type chain struct {
	t       testing.TB
	backend *simulated.Backend
	client  simulated.Client

	admin, scorer, arbiter, client0 *account

	token, escrow, ledger             *bind.BoundContract
	tokenABI                          *bindings.TestToken
	escrowABI                         *bindings.Escrow
	ledgerABI                         *bindings.ReputationLedger
	tokenAddr, escrowAddr, ledgerAddr common.Address

	jobs int64 // jobs created so far; escrow job ids run from 1
}

func newAccount(t testing.TB, seed int64) *account {
	t.Helper()
	key, err := crypto.ToECDSA(common.LeftPadBytes(big.NewInt(seed).Bytes(), 32))
	if err != nil {
		t.Fatal(err)
	}
	opts := bind.NewKeyedTransactor(key, big.NewInt(1337)) // the simulated backend's chain id
	return &account{key: key, addr: crypto.PubkeyToAddress(key.PublicKey), opts: opts}
}

// newChain deploys TestToken, Escrow and ReputationLedger with the deploy code of package
// testnet, through the bindings, and funds `extra` additional accounts (providers) with ether. Time is aligned to one minute past an epoch boundary, so tests can
// count epochs exactly.
func newChain(t testing.TB, extra int) (*chain, []*account) {
	t.Helper()
	c := &chain{t: t}
	c.admin, c.scorer, c.arbiter, c.client0 = newAccount(t, 1), newAccount(t, 2), newAccount(t, 3), newAccount(t, 4)
	providers := make([]*account, extra)
	funded := []testnet.DevAccount{}
	for i := range providers {
		providers[i] = newAccount(t, int64(100+i))
	}
	for _, a := range append([]*account{c.admin, c.scorer, c.arbiter, c.client0}, providers...) {
		funded = append(funded, testnet.DevAccount{Key: a.key, Address: a.addr})
	}
	c.backend = testnet.NewSimulated(testnet.RPC{}, funded...)
	t.Cleanup(func() { _ = c.backend.Close() })
	c.client = c.backend.Client()

	d, err := testnet.Deploy(context.Background(), c.client, c.admin.opts, testnet.Params{
		Admin: c.admin.addr, Scorer: c.scorer.addr, Arbiter: c.arbiter.addr,
		EpochLength: epochSeconds, WeightCap: big.NewInt(weightCap),
	}, func() { c.backend.Commit() })
	if err != nil {
		t.Fatal(err)
	}
	c.admin.nonce = 3 // TestToken, Escrow, ReputationLedger
	c.tokenAddr, c.escrowAddr, c.ledgerAddr = d.Token, d.Escrow, d.Ledger
	c.tokenABI, c.escrowABI, c.ledgerABI = bindings.NewTestToken(), bindings.NewEscrow(), bindings.NewReputationLedger()
	c.token = c.tokenABI.Instance(c.client, c.tokenAddr)
	c.escrow = c.escrowABI.Instance(c.client, c.escrowAddr)
	c.ledger = c.ledgerABI.Instance(c.client, c.ledgerAddr)

	// Align to one minute into an epoch.
	now := c.head().Time
	next := (now/epochSeconds+1)*epochSeconds + 60
	c.adjustTime(next - now)

	// The client approves the escrow once, for everything.
	c.send(c.client0, c.token, c.tokenABI.PackApprove(c.escrowAddr, new(big.Int).Lsh(big.NewInt(1), 255)))
	c.commit()
	return c, providers
}

func (c *chain) head() *types.Header {
	c.t.Helper()
	h, err := c.client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		c.t.Fatal(err)
	}
	return h
}

// commit mines until the pool is empty: under load (the race detector) one block's build can
// hit the miner's deadline and leave transactions for the next.
func (c *chain) commit() {
	c.t.Helper()
	for range 100 {
		c.backend.Commit()
		n, err := c.client.PendingTransactionCount(context.Background())
		if err != nil {
			c.t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
	c.t.Fatal("transactions still pending after 100 blocks")
}

func (c *chain) adjustTime(seconds uint64) {
	c.t.Helper()
	if err := testnet.AdjustTime(context.Background(), c.backend, time.Duration(seconds)*time.Second); err != nil {
		c.t.Fatal(err)
	}
}

// send submits a transaction with a fixed gas limit; it is mined at the next commit.
func (c *chain) send(from *account, contract *bind.BoundContract, data []byte) *types.Transaction {
	c.t.Helper()
	tx, err := bind.Transact(contract, from.txOpts(setupGas), data)
	if err != nil {
		c.t.Fatalf("send: %v", err)
	}
	return tx
}

// sendEstimated submits a transaction whose gas limit is estimated, as a real sender would.
func (c *chain) sendEstimated(from *account, contract *bind.BoundContract, data []byte) *types.Transaction {
	c.t.Helper()
	tx, err := bind.Transact(contract, from.txOpts(0), data)
	if err != nil {
		c.t.Fatalf("send: %v", err)
	}
	return tx
}

func (c *chain) receipt(tx *types.Transaction) *types.Receipt {
	c.t.Helper()
	r, err := testnet.WaitReceipt(context.Background(), c.client, tx.Hash())
	if err != nil {
		c.t.Fatalf("receipt of %s: %v", tx.Hash(), err)
	}
	return r
}

func (c *chain) mustSucceed(txs ...*types.Transaction) {
	c.t.Helper()
	for _, tx := range txs {
		if r := c.receipt(tx); r.Status != types.ReceiptStatusSuccessful {
			c.t.Fatalf("transaction %s reverted", tx.Hash())
		}
	}
}

// outcome is the rubric signals an evaluator records at completion.
type outcome = bindings.EscrowOutcome

// completeJobs drives one job per (provider, budget) pair through create, budget, mint, fund,
// submit and complete (the client is its own evaluator), in four blocks, and returns the job ids.
func (c *chain) completeJobs(providers []*account, budgets []int64, out outcome) []*big.Int {
	c.t.Helper()
	ids, txs := c.submittedJobs(providers, budgets)
	for i := range providers {
		txs = append(txs, c.send(c.client0, c.escrow, c.escrowABI.PackComplete(ids[i], [32]byte{2}, out)))
	}
	c.commit()
	c.mustSucceed(txs...)
	return ids
}

// disputedJobs drives one job per (provider, budget) pair to a dispute that the arbiter resolves
// by paying the provider with `rating`, and returns the job ids.
func (c *chain) disputedJobs(providers []*account, budgets []int64, rating uint8) []*big.Int {
	c.t.Helper()
	ids, txs := c.submittedJobs(providers, budgets)
	for i := range providers {
		txs = append(txs, c.send(c.client0, c.escrow, c.escrowABI.PackDispute(ids[i], [32]byte{3})))
	}
	c.commit()
	for i := range providers {
		txs = append(txs, c.send(c.arbiter, c.escrow, c.escrowABI.PackResolveDispute(ids[i], true, rating, [32]byte{4})))
	}
	c.commit()
	c.mustSucceed(txs...)
	return ids
}

// submittedJobs drives one job per (provider, budget) pair through create, budget, mint, fund
// and submit (the client is its own evaluator), in two blocks, and returns the job ids and the
// transactions sent, whose success the caller checks.
func (c *chain) submittedJobs(providers []*account, budgets []int64) ([]*big.Int, []*types.Transaction) {
	c.t.Helper()
	ids := make([]*big.Int, len(providers))
	expiry := c.head().Time + 30*24*3600
	var txs []*types.Transaction
	for i, p := range providers {
		c.jobs++
		ids[i] = big.NewInt(c.jobs)
		budget := big.NewInt(budgets[i])
		txs = append(txs,
			c.send(c.client0, c.escrow, c.escrowABI.PackCreateJob(p.addr, c.client0.addr, expiry, c.tokenAddr, "step")),
			c.send(c.client0, c.escrow, c.escrowABI.PackSetBudget(ids[i], budget)),
			c.send(c.client0, c.token, c.tokenABI.PackMint(c.client0.addr, budget)),
			c.send(c.client0, c.escrow, c.escrowABI.PackFund(ids[i], budget)),
		)
	}
	c.commit()
	for i, p := range providers {
		txs = append(txs, c.send(p, c.escrow, c.escrowABI.PackSubmit(ids[i], [32]byte{1})))
	}
	c.commit()
	return ids, txs
}

func agentID(a *account) *big.Int { return new(big.Int).SetBytes(a.addr.Bytes()) }

func (c *chain) repState(agent *big.Int) bindings.RepStateOutput {
	c.t.Helper()
	s, err := bind.Call(c.ledger, nil, c.ledgerABI.PackRepState(agent), c.ledgerABI.UnpackRepState)
	if err != nil {
		c.t.Fatal(err)
	}
	return s
}

func (c *chain) callBig(data []byte, unpack func([]byte) (*big.Int, error)) *big.Int {
	c.t.Helper()
	v, err := bind.Call(c.ledger, nil, data, unpack)
	if err != nil {
		c.t.Fatal(err)
	}
	return v
}
