package txmgr

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"
)

// The simulated backend's client is a Client too.
var _ Client = simulated.Client(nil)

// testTimeout bounds every wait in the tests; nothing should come near it.
const testTimeout = 30 * time.Second

var (
	// recipient receives the test transfers; it is an empty account.
	recipient = common.HexToAddress("0x0000000000000000000000000000000000000b0b")
	// reverter holds code that always reverts (PUSH1 0 PUSH1 0 REVERT), put there by the genesis.
	reverter = common.HexToAddress("0x0000000000000000000000000000000000000bad")
)

// chain is a simulated backend with one funded test key. Blocks are mined only by Commit.
type chain struct {
	backend *simulated.Backend
	client  simulated.Client
	key     *ecdsa.PrivateKey
	addr    common.Address
	signer  types.Signer
}

func newChain(t *testing.T) *chain {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	addr := crypto.PubkeyToAddress(key.PublicKey)
	backend := simulated.NewBackend(types.GenesisAlloc{
		addr:     {Balance: new(big.Int).Mul(big.NewInt(1000), big.NewInt(params.Ether))},
		reverter: {Code: []byte{0x60, 0x00, 0x60, 0x00, 0xfd}, Balance: big.NewInt(0)},
	})
	t.Cleanup(func() { _ = backend.Close() })
	return &chain{
		backend: backend, client: backend.Client(), key: key, addr: addr,
		signer: types.LatestSignerForChainID(big.NewInt(1337)),
	}
}

// baseFee is the latest block's base fee.
func (c *chain) baseFee(t *testing.T) *big.Int {
	t.Helper()
	h, err := c.client.HeaderByNumber(ctxT(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	return h.BaseFee
}

// tip is the node's suggested priority fee.
func (c *chain) tip(t *testing.T) *big.Int {
	t.Helper()
	tip, err := c.client.SuggestGasTipCap(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	return tip
}

// direct signs and sends a transfer from the test key, bypassing any manager: another sender
// using the same account.
func (c *chain) direct(t *testing.T, nonce uint64, tip, feeCap *big.Int) *types.Transaction {
	t.Helper()
	to := recipient
	tx, err := types.SignNewTx(c.key, c.signer, &types.DynamicFeeTx{
		ChainID: big.NewInt(1337), Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21000, To: &to,
		Value: big.NewInt(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.client.SendTransaction(ctxT(t), tx); err != nil {
		t.Fatalf("direct send nonce %d: %v", nonce, err)
	}
	return tx
}

// marketFeeCap is what a new transaction is priced at without a ceiling: 2·baseFee + tip.
func (c *chain) marketFeeCap(t *testing.T) *big.Int {
	fc := new(big.Int).Lsh(c.baseFee(t), 1)
	return fc.Add(fc, c.tip(t))
}

// ctxT is a context that ends with the test or after testTimeout.
func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), testTimeout)
	t.Cleanup(cancel)
	return ctx
}

// gwei returns n gwei in wei.
func gwei(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.GWei)) }

// transfer is the candidate most tests send: 21,000 gas to an empty account.
func transfer() Candidate { return Candidate{To: recipient, GasLimit: 21000} }

// sendEvent is one SendTransaction call as the spy saw it.
type sendEvent struct {
	tx  *types.Transaction
	err error
}

// spy wraps a Client: it records every transaction handed to SendTransaction with the node's
// answer, counts the nonce queries, signals each send and header query, and can inject faults.
type spy struct {
	Client

	mu            sync.Mutex
	sent          []sendEvent
	receiptsAsked map[common.Hash]int
	pendingNonce  int
	nonceAt       int
	lastTip       *big.Int
	lastBaseFee   *big.Int

	// beforeSend, when set, runs before the call reaches the node; a non-nil error is returned
	// instead of forwarding the transaction.
	beforeSend func(tx *types.Transaction) error
	// afterSend, when set, may replace the node's answer.
	afterSend func(tx *types.Transaction, err error) error
	// hideReceipts, when set and returning true, makes every receipt look missing.
	hideReceipts func() bool

	sends   chan sendEvent // every SendTransaction call, after it returns
	headers chan struct{}  // every HeaderByNumber call
}

func newSpy(c Client) *spy {
	return &spy{
		Client: c, receiptsAsked: map[common.Hash]int{},
		sends: make(chan sendEvent, 4096), headers: make(chan struct{}, 4096),
	}
}

func (s *spy) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	s.mu.Lock()
	before, after := s.beforeSend, s.afterSend
	s.mu.Unlock()
	var err error
	if before != nil {
		err = before(tx)
	}
	if err == nil {
		err = s.Client.SendTransaction(ctx, tx)
	}
	if after != nil {
		err = after(tx, err)
	}
	ev := sendEvent{tx: tx, err: err}
	s.mu.Lock()
	s.sent = append(s.sent, ev)
	s.mu.Unlock()
	s.sends <- ev
	return err
}

func (s *spy) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	s.mu.Lock()
	s.receiptsAsked[h]++
	hide := s.hideReceipts
	s.mu.Unlock()
	if hide != nil && hide() {
		return nil, ethereum.NotFound
	}
	return s.Client.TransactionReceipt(ctx, h)
}

func (s *spy) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	s.mu.Lock()
	s.pendingNonce++
	s.mu.Unlock()
	return s.Client.PendingNonceAt(ctx, a)
}

func (s *spy) NonceAt(ctx context.Context, a common.Address, n *big.Int) (uint64, error) {
	s.mu.Lock()
	s.nonceAt++
	s.mu.Unlock()
	return s.Client.NonceAt(ctx, a, n)
}

func (s *spy) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	tip, err := s.Client.SuggestGasTipCap(ctx)
	if err == nil {
		s.mu.Lock()
		s.lastTip = tip
		s.mu.Unlock()
	}
	return tip, err
}

func (s *spy) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	h, err := s.Client.HeaderByNumber(ctx, n)
	if err == nil {
		s.mu.Lock()
		s.lastBaseFee = h.BaseFee
		s.mu.Unlock()
	}
	select {
	case s.headers <- struct{}{}:
	default:
	}
	return h, err
}

// next waits for the next SendTransaction call.
func (s *spy) next(t *testing.T) sendEvent {
	t.Helper()
	select {
	case ev := <-s.sends:
		return ev
	case <-time.After(testTimeout):
		t.Fatal("no SendTransaction call")
		return sendEvent{}
	}
}

// nextAccepted waits for the next SendTransaction call the node accepted.
func (s *spy) nextAccepted(t *testing.T) sendEvent {
	t.Helper()
	for {
		if ev := s.next(t); classify(ev.err) == sendAccepted {
			return ev
		}
	}
}

func (s *spy) events() []sendEvent {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]sendEvent(nil), s.sent...)
}

func (s *spy) counts() (pendingNonce, nonceAt int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pendingNonce, s.nonceAt
}

func (s *spy) asked(h common.Hash) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.receiptsAsked[h]
}

// testConfig is a Config with the test key, a generous ceiling and fast timers.
func testConfig(c *chain) Config {
	return Config{
		Key:           c.key,
		MaxFeePerGas:  gwei(100),
		ResubmitAfter: time.Hour, // tests about resubmission shorten it
		PollInterval:  5 * time.Millisecond,
	}
}

func newManager(t *testing.T, client Client, cfg Config) *Manager {
	t.Helper()
	m, err := New(ctxT(t), client, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// result is what a Send returned.
type result struct {
	rcpt *types.Receipt
	err  error
}

// sendAsync runs Send in a goroutine; the channel yields its result.
func sendAsync(ctx context.Context, m *Manager, c Candidate) <-chan result {
	ch := make(chan result, 1)
	go func() {
		rcpt, err := m.Send(ctx, c)
		ch <- result{rcpt, err}
	}()
	return ch
}

// await waits for a Send's result.
func await(t *testing.T, ch <-chan result) result {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(testTimeout):
		t.Fatal("Send did not return")
		return result{}
	}
}

// The simulated backend's pool integrates an added transaction on a background goroutine, so a
// block sealed right after SendTransaction may miss it (go-ethereum PR 28837 narrowed the race but
// did not close it). The helpers below therefore keep committing, a few milliseconds apart, until
// what they wait for has happened.
const commitPause = 5 * time.Millisecond

// commitUntil commits blocks until cond holds.
func (c *chain) commitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(testTimeout)
	for {
		c.backend.Commit()
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out committing until %s", what)
		}
		time.Sleep(commitPause)
	}
}

// mineNonce commits blocks until the test account's nonce at the latest block reaches n.
func (c *chain) mineNonce(t *testing.T, n uint64) {
	t.Helper()
	c.commitUntil(t, fmt.Sprintf("nonce %d", n), func() bool {
		got, err := c.client.NonceAt(ctxT(t), c.addr, nil)
		return err == nil && got >= n
	})
}

// settlePool waits until the node's pool holds no transaction: after a block, the pool drops
// the mined transactions on a background goroutine, and until then it still answers as if they
// were pending ("replacement transaction underpriced" instead of "nonce too low").
func (c *chain) settlePool(t *testing.T) {
	t.Helper()
	// The simulated client is a struct embedding *ethclient.Client, whose RPC client reaches
	// the txpool namespace.
	v := reflect.ValueOf(c.client)
	if v.Kind() != reflect.Struct || v.NumField() == 0 {
		t.Fatalf("unexpected simulated client %T", c.client)
	}
	ec, ok := v.Field(0).Interface().(*ethclient.Client)
	if !ok {
		t.Fatalf("unexpected simulated client %T", c.client)
	}
	testutil.Eventually(t, testTimeout, "an empty pool", testutil.Holds(func() bool {
		var status map[string]hexutil.Uint
		if err := ec.Client().CallContext(ctxT(t), &status, "txpool_status"); err != nil {
			t.Fatalf("txpool_status: %v", err)
		}
		return status["pending"] == 0 && status["queued"] == 0
	}))
}

// mine commits blocks until the Send behind ch returns, and returns its result.
func (c *chain) mine(t *testing.T, ch <-chan result) result {
	t.Helper()
	deadline := time.After(testTimeout)
	for {
		c.backend.Commit()
		select {
		case r := <-ch:
			return r
		case <-deadline:
			t.Fatal("Send did not return")
		case <-time.After(commitPause):
		}
	}
}

// mustMine is mine, failing unless the result is a successful receipt.
func (c *chain) mustMine(t *testing.T, ch <-chan result) *types.Receipt {
	t.Helper()
	r := c.mine(t, ch)
	if r.err != nil {
		t.Fatalf("Send: %v", r.err)
	}
	if r.rcpt == nil || r.rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("Send: receipt %+v", r.rcpt)
	}
	return r.rcpt
}

// txByHash fetches a mined transaction.
func (c *chain) txByHash(t *testing.T, h common.Hash) *types.Transaction {
	t.Helper()
	tx, _, err := c.client.TransactionByHash(ctxT(t), h)
	if err != nil {
		t.Fatalf("tx %s: %v", h, err)
	}
	return tx
}
