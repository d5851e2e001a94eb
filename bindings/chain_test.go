package bindings_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
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
	// keyShift places an escrow's index above its job ids in a batch key (the ledger's KEY_SHIFT).
	keyShift = 224
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

// escrow is one marketplace of the chain's ledger.
type escrow struct {
	index uint32
	addr  common.Address
	c     *bind.BoundContract
	jobs  int64 // jobs created so far; job ids run from 1
}

// chain is a simulated backend with a TestToken, a ReputationLedger and its first escrow
// deployed through the bindings; more escrows come from addEscrow.
type chain struct {
	t       testing.TB
	backend *simulated.Backend
	client  simulated.Client

	// admin deploys and administers the ledger and owns the escrows; client0 pays for every job
	// and evaluates it unless a test says otherwise; treasury receives platform fees.
	admin, scorer, arbiter, client0, evaluator, treasury *account

	token, ledger         *bind.BoundContract
	tokenABI              *bindings.TestToken
	escrowABI             *bindings.Escrow
	ledgerABI             *bindings.ReputationLedger
	tokenAddr, ledgerAddr common.Address
	escrows               []*escrow
}

func newAccount(t testing.TB, seed int64) *account {
	t.Helper()
	key, err := crypto.ToECDSA(common.LeftPadBytes(big.NewInt(seed).Bytes(), 32))
	if err != nil {
		t.Fatal(err)
	}
	opts := bind.NewKeyedTransactor(key, big.NewInt(testnet.SimulatedChainID))
	return &account{key: key, addr: crypto.PubkeyToAddress(key.PublicKey), opts: opts}
}

// newChain deploys the TestToken, the ReputationLedger and a first escrow (no fee) with the
// deploy code of package testnet, through the bindings, and funds `extra` additional accounts
// (providers) with ether. Time is aligned to one minute past an epoch boundary, so tests can
// count epochs exactly.
func newChain(t testing.TB, extra int) (*chain, []*account) {
	t.Helper()
	c := &chain{t: t}
	c.admin, c.scorer, c.arbiter, c.client0 = newAccount(t, 1), newAccount(t, 2), newAccount(t, 3), newAccount(t, 4)
	c.evaluator, c.treasury = newAccount(t, 5), newAccount(t, 6)
	providers := make([]*account, extra)
	for i := range providers {
		providers[i] = newAccount(t, int64(100+i))
	}
	var funded []testnet.DevAccount
	for _, a := range append([]*account{c.admin, c.scorer, c.arbiter, c.client0, c.evaluator, c.treasury}, providers...) {
		funded = append(funded, testnet.DevAccount{Key: a.key, Address: a.addr})
	}
	c.backend = testnet.NewSimulated(testnet.RPC{}, funded...)
	t.Cleanup(func() { _ = c.backend.Close() })
	c.client = c.backend.Client()

	d, err := deployment.Deploy(context.Background(), c.client, c.admin.opts, deployment.Params{
		Admin: c.admin.addr, Scorer: c.scorer.addr, EpochLength: epochSeconds, WeightCap: big.NewInt(weightCap),
		Escrow: deployment.EscrowParams{Owner: c.admin.addr, Arbiter: c.arbiter.addr, Treasury: c.treasury.addr},
	}, func() { c.backend.Commit() })
	if err != nil {
		t.Fatal(err)
	}
	// TestToken, ReputationLedger (with its factory), the rating hook (deploy, setRatingHook,
	// registerSource), the first escrow: read back rather than counted.
	n, err := c.client.PendingNonceAt(context.Background(), c.admin.addr)
	if err != nil {
		t.Fatal(err)
	}
	c.admin.nonce = n
	c.tokenAddr, c.ledgerAddr = d.Token, d.Ledger
	c.tokenABI, c.escrowABI, c.ledgerABI = bindings.NewTestToken(), bindings.NewEscrow(), bindings.NewReputationLedger()
	c.token = c.tokenABI.Instance(c.client, c.tokenAddr)
	c.ledger = c.ledgerABI.Instance(c.client, c.ledgerAddr)
	c.adopt(d.Escrows[0])

	// Align to one minute into an epoch.
	now := c.head().Time
	next := (now/epochSeconds+1)*epochSeconds + 60
	c.adjustTime(next - now)
	return c, providers
}

// addEscrow creates another marketplace's escrow (owned by the admin, fees to the treasury)
// and returns it; it is mined at once.
func (c *chain) addEscrow(feeBps uint16) *escrow {
	c.t.Helper()
	e, err := deployment.CreateEscrow(context.Background(), c.client, c.admin.txOpts(0), c.ledgerAddr, deployment.EscrowParams{
		Owner: c.admin.addr, Arbiter: c.arbiter.addr, Treasury: c.treasury.addr, PlatformFeeBps: feeBps}, c.commit)
	if err != nil {
		c.t.Fatal(err)
	}
	return c.adopt(e)
}

// adopt binds an escrow and has the client approve it once, for everything.
func (c *chain) adopt(info deployment.EscrowInfo) *escrow {
	c.t.Helper()
	e := &escrow{index: info.Index, addr: info.Address, c: c.escrowABI.Instance(c.client, info.Address)}
	c.escrows = append(c.escrows, e)
	c.mustSucceed(c.send(c.client0, c.token, c.tokenABI.PackApprove(e.addr, new(big.Int).Lsh(big.NewInt(1), 255))))
	return e
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

// epoch is the ledger's current epoch.
func (c *chain) epoch() uint64 { return c.head().Time / epochSeconds }

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

// gasOf sends one call with an estimated gas limit, mines it, checks it succeeded and returns
// its receipt's gasUsed: a whole transaction, 21,000 base and calldata included, after refunds.
func (c *chain) gasOf(from *account, contract *bind.BoundContract, data []byte) uint64 {
	c.t.Helper()
	tx := c.sendEstimated(from, contract, data)
	c.commit()
	c.mustSucceed(tx)
	return c.receipt(tx).GasUsed
}

// receipt waits for a transaction's receipt. The simulated backend's pool promotes a sent
// transaction in the background, so on a loaded machine a commit can seal a block before the
// transaction is pending: when 200 ms pass without a receipt the chain is committed again (an
// empty block changes no transaction's gas), for at most 10 s.
func (c *chain) receipt(tx *types.Transaction) *types.Receipt {
	c.t.Helper()
	for range 50 {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		r, err := testnet.WaitReceipt(ctx, c.client, tx.Hash())
		cancel()
		if err == nil {
			return r
		}
		c.backend.Commit()
	}
	c.t.Fatalf("receipt of %s: not mined after 50 commits", tx.Hash())
	return nil
}

func (c *chain) mustSucceed(txs ...*types.Transaction) {
	c.t.Helper()
	c.commit()
	for _, tx := range txs {
		if r := c.receipt(tx); r.Status != types.ReceiptStatusSuccessful {
			c.t.Fatalf("transaction %s reverted", tx.Hash())
		}
	}
}

// outcome is the rubric signals an evaluator records at completion.
type outcome = testnet.Outcome

// completeJobs drives one job per (provider, budget) pair of escrow e through createJob,
// setBudget, mint, fund, submit and complete with `out` (the client is its own evaluator), in
// three blocks, and returns the job ids.
func (c *chain) completeJobs(e *escrow, providers []*account, budgets []int64, out outcome) []*big.Int {
	c.t.Helper()
	ids, txs := c.submittedJobs(e, providers, budgets)
	for i := range providers {
		txs = append(txs, c.send(c.client0, e.c, c.escrowABI.PackComplete(ids[i], [32]byte{2}, out.OptParams())))
	}
	c.mustSucceed(txs...)
	return ids
}

// disputedJobs drives one job per (provider, budget) pair to a dispute that the arbiter resolves
// by paying the provider with `rating`, and returns the job ids.
func (c *chain) disputedJobs(e *escrow, providers []*account, budgets []int64, rating uint8) []*big.Int {
	c.t.Helper()
	ids, txs := c.submittedJobs(e, providers, budgets)
	for i := range providers {
		txs = append(txs, c.send(c.client0, e.c, c.escrowABI.PackDispute(ids[i], [32]byte{3})))
	}
	c.commit()
	for i := range providers {
		txs = append(txs, c.send(c.arbiter, e.c, c.escrowABI.PackResolveDispute(ids[i], true, [32]byte{4}, testnet.DisputeOptParams(rating))))
	}
	c.mustSucceed(txs...)
	return ids
}

// submittedJobs drives one job per (provider, budget) pair of escrow e through createJob,
// setBudget (by the provider), mint, fund and submit (the client is its own evaluator), in four
// blocks, and returns the job ids and the transactions sent, whose success the caller checks.
func (c *chain) submittedJobs(e *escrow, providers []*account, budgets []int64) ([]*big.Int, []*types.Transaction) {
	c.t.Helper()
	ids := make([]*big.Int, len(providers))
	expiry := new(big.Int).SetUint64(c.head().Time + 30*24*3600)
	var txs []*types.Transaction
	for i, p := range providers {
		e.jobs++
		ids[i] = big.NewInt(e.jobs)
		txs = append(txs, c.send(c.client0, e.c, c.escrowABI.PackCreateJob(p.addr, c.client0.addr, expiry, "step", common.Address{}, new(big.Int), nil)))
	}
	// The jobs exist before their providers price them: within one block the miner may order
	// different senders' transactions either way.
	c.commit()
	for i, p := range providers {
		budget := big.NewInt(budgets[i])
		txs = append(txs,
			c.send(p, e.c, c.escrowABI.PackSetBudget(ids[i], c.tokenAddr, budget, nil)),
			c.send(c.client0, c.token, c.tokenABI.PackMint(c.client0.addr, budget)),
		)
	}
	c.commit() // the provider prices the job before the client funds it
	for i := range providers {
		txs = append(txs, c.send(c.client0, e.c, c.escrowABI.PackFund(ids[i], c.tokenAddr, big.NewInt(budgets[i]), nil)))
	}
	c.commit()
	for i, p := range providers {
		txs = append(txs, c.send(p, e.c, c.escrowABI.PackSubmit(ids[i], [32]byte{1}, nil)))
	}
	c.commit()
	return ids, txs
}

// key is a job's batch key: its escrow's index above the job id.
func key(e *escrow, job *big.Int) *big.Int {
	k := new(big.Int).Lsh(big.NewInt(int64(e.index)), keyShift)
	return k.Or(k, job)
}

// keys is key for many jobs of one escrow.
func keys(e *escrow, jobs []*big.Int) []*big.Int {
	out := make([]*big.Int, len(jobs))
	for i, j := range jobs {
		out[i] = key(e, j)
	}
	return out
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

func (c *chain) balance(a common.Address) *big.Int {
	c.t.Helper()
	v, err := bind.Call(c.token, nil, c.tokenABI.PackBalanceOf(a), c.tokenABI.UnpackBalanceOf)
	if err != nil {
		c.t.Fatal(err)
	}
	return v
}

// escrowAt reads the ledger's escrow at index.
func (c *chain) escrowAt(index uint32) common.Address {
	c.t.Helper()
	out, err := c.client.CallContract(context.Background(), ethereum.CallMsg{To: &c.ledgerAddr, Data: c.ledgerABI.PackEscrowAt(index)}, nil)
	if err != nil {
		c.t.Fatal(err)
	}
	addr, err := c.ledgerABI.UnpackEscrowAt(out)
	if err != nil {
		c.t.Fatal(err)
	}
	return addr
}
