package txmgr

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/testnet"
)

// "already known" (in any case) means the node has the transaction: success, keep waiting.
func TestAlreadyKnownIsSuccess(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	var calls atomic.Int32
	s.afterSend = func(tx *types.Transaction, err error) error {
		if calls.Add(1) == 1 && err == nil {
			return errors.New("ALREADY KNOWN") // the node took it, but the answer says otherwise
		}
		return err
	}
	m := newManager(t, s, testConfig(c))
	ch := sendAsync(ctxT(t), m, transfer())
	ev := s.next(t)
	if ev.err == nil {
		t.Fatal("fault not injected")
	}
	testutil.Eventually(t, testTimeout, "one pending", testutil.Holds(func() bool { return m.Pending() == 1 }))
	if rcpt := c.mustMine(t, ch); rcpt.TxHash != ev.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, ev.tx.Hash())
	}
	if n := len(s.events()); n != 1 {
		t.Fatalf("%d sends, want 1", n)
	}
}

// Another transaction holds the nonce in the pool at higher fees while a Send of the manager
// waits (so the manager counts nonces itself): the node answers "replacement transaction
// underpriced", and the manager bumps and re-sends until it outbids it.
func TestReplacementUnderpricedBumpsAgain(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	ctx := ctxT(t)

	waiting := sendAsync(ctx, m, transfer()) // nonce 0, not mined yet: the manager is busy
	s.next(t)

	// Another sender's transaction at nonce 1, pending, at twice the tip and 1.5 times the fee cap
	// the manager will offer.
	tip := new(big.Int).Mul(c.tip(t), big.NewInt(2))
	fc := c.marketFeeCap(t)
	fc.Div(fc.Mul(fc, big.NewInt(15)), big.NewInt(10))
	foreign := c.direct(t, 1, tip, fc)

	ch := sendAsync(ctx, m, transfer())
	first := s.next(t)
	if classify(first.err) != sendUnderpriced || !strings.Contains(strings.ToLower(first.err.Error()), "replacement transaction underpriced") {
		t.Fatalf("first send answered %v, want replacement transaction underpriced", first.err)
	}
	won := s.nextAccepted(t)
	if won.tx.Nonce() != 1 {
		t.Fatalf("nonce %d, want 1", won.tx.Nonce())
	}
	c.mustMine(t, waiting)
	rcpt := c.mustMine(t, ch)
	if rcpt.TxHash != won.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, won.tx.Hash())
	}
	if won.tx.GasTipCap().Cmp(bump(foreign.GasTipCap(), 10)) < 0 || won.tx.GasFeeCap().Cmp(bump(foreign.GasFeeCap(), 10)) < 0 {
		t.Fatalf("replacement %v/%v does not outbid %v/%v by 10 %%", won.tx.GasTipCap(), won.tx.GasFeeCap(), foreign.GasTipCap(), foreign.GasFeeCap())
	}
	if _, err := c.client.TransactionReceipt(ctx, foreign.Hash()); err == nil {
		t.Fatal("the outbid transaction was mined")
	}
	for _, ev := range s.events()[2:] {
		if ev.tx.Nonce() != 1 {
			t.Fatalf("a bump used nonce %d", ev.tx.Nonce())
		}
	}
}

// Another sender used the manager's next nonces (mined) while a Send of the manager still
// waits, so the manager counts nonces itself: the node answers "nonce too low", none of the
// manager's hashes has a receipt, so it re-syncs from NonceAt(latest) and sends under a fresh
// nonce.
func TestNonceTooLowResyncs(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	ctx := ctxT(t)

	c.mustMine(t, sendAsync(ctx, m, transfer())) // nonce 0
	s.next(t)
	waitCtx, stopWaiting := context.WithCancel(ctx)
	defer stopWaiting()
	waiting := sendAsync(waitCtx, m, transfer()) // nonce 1; replaced below, it waits on
	if ev := s.next(t); ev.tx.Nonce() != 1 {
		t.Fatalf("second Send used nonce %d, want 1", ev.tx.Nonce())
	}
	// The other sender outbids nonce 1 and uses 2 and 3.
	tip := new(big.Int).Mul(c.tip(t), big.NewInt(3))
	fc := new(big.Int).Mul(c.marketFeeCap(t), big.NewInt(3))
	for nonce := uint64(1); nonce <= 3; nonce++ {
		c.direct(t, nonce, tip, fc)
	}
	c.mineNonce(t, 4)
	c.settlePool(t)

	ch := sendAsync(ctx, m, transfer())
	stale := s.next(t)
	if stale.tx.Nonce() != 2 || classify(stale.err) != sendNonceTooLow {
		t.Fatalf("first try nonce %d answered %v, want nonce 2 and nonce too low", stale.tx.Nonce(), stale.err)
	}
	fresh := s.next(t)
	if fresh.err != nil || fresh.tx.Nonce() != 4 {
		t.Fatalf("retry nonce %d answered %v, want nonce 4 accepted", fresh.tx.Nonce(), fresh.err)
	}
	if rcpt := c.mustMine(t, ch); rcpt.TxHash != fresh.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, fresh.tx.Hash())
	}
	if s.asked(stale.tx.Hash()) == 0 {
		t.Fatal("the stale hash's receipt was not checked before re-syncing")
	}
	if _, na := s.counts(); na == 0 {
		t.Fatal("NonceAt never called: the manager did not re-sync from the chain")
	}
	stopWaiting()
	await(t, waiting)
	// Idle again, the manager carries on from the chain's nonce.
	ch = sendAsync(ctx, m, transfer())
	if ev := s.next(t); ev.tx.Nonce() != 5 {
		t.Fatalf("next nonce %d, want 5", ev.tx.Nonce())
	}
	c.mustMine(t, ch)
}

// "nonce too low" on a resubmission, and the nonce was used by the manager's own earlier
// transaction (its receipt not seen yet): that receipt is returned, nothing is sent again.
func TestNonceTooLowReturnsOwnReceipt(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	var hidden atomic.Bool
	hidden.Store(true)
	s.hideReceipts = hidden.Load // as if the node had not indexed the receipt yet
	s.afterSend = func(tx *types.Transaction, err error) error {
		if classify(err) == sendNonceTooLow {
			hidden.Store(false)
		}
		return err
	}
	cfg, _ := resubmitConfig(c)
	m := newManager(t, s, cfg)

	ch := sendAsync(ctxT(t), m, transfer())
	first := s.nextAccepted(t)
	c.mineNonce(t, 1) // mined, but the manager cannot see the receipt
	r := await(t, ch)
	if r.err != nil || r.rcpt == nil {
		t.Fatalf("Send = %v, %v", r.rcpt, r.err)
	}
	// Normally the original; a slow machine may have let a bump replace it before the block.
	ours, sawTooLow := false, false
	for _, ev := range s.events() {
		if ev.tx.Nonce() != 0 {
			t.Fatalf("sent nonce %d: the candidate went out twice", ev.tx.Nonce())
		}
		ours = ours || (ev.tx.Hash() == r.rcpt.TxHash && ev.err == nil)
		sawTooLow = sawTooLow || classify(ev.err) == sendNonceTooLow
	}
	if !ours || first.tx.Nonce() != 0 {
		t.Fatalf("receipt of %s, not one of the manager's transactions", r.rcpt.TxHash)
	}
	if !sawTooLow {
		t.Fatal("the node never answered nonce too low")
	}
	if _, na := s.counts(); na != 1 {
		t.Fatalf("NonceAt called %d times, want once (the first Send, with nothing waiting, reads the chain): re-synced although the nonce was ours", na)
	}
	if m.Pending() != 0 {
		t.Fatalf("Pending() = %d", m.Pending())
	}
}

// While a transaction waits, another sender's transaction replaces it in the pool and is mined
// under its nonce. The next resubmission meets "nonce too low", no receipt of the manager's
// turns up, and the candidate goes out again under a fresh nonce.
func TestNonceTakenWhileWaiting(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	cfg, _ := resubmitConfig(c)
	cfg.MaxFeePerGas = c.marketFeeCap(t) // the manager cannot outbid anyone
	m := newManager(t, s, cfg)

	ch := sendAsync(ctxT(t), m, transfer())
	ours := s.nextAccepted(t)
	tip := new(big.Int).Mul(ours.tx.GasTipCap(), big.NewInt(3))
	foreign := c.direct(t, 0, tip, new(big.Int).Mul(ours.tx.GasFeeCap(), big.NewInt(2)))
	c.mineNonce(t, 1) // mines the foreign transaction
	if _, err := testnet.WaitReceipt(ctxT(t), c.client, foreign.Hash()); err != nil {
		t.Fatalf("foreign transaction not mined: %v", err)
	}
	var again sendEvent
	for again.tx == nil || again.tx.Nonce() != 1 {
		again = s.nextAccepted(t)
	}
	if rcpt := c.mustMine(t, ch); rcpt.TxHash != again.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, again.tx.Hash())
	}
	if _, na := s.counts(); na == 0 {
		t.Fatal("NonceAt never called")
	}
}

// Any other node error is returned, wrapped with the nonce, without the key; the nonce is not
// consumed, so the next Send uses it.
func TestOtherSendErrorIsReturned(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	ctx := ctxT(t)

	// A real node error: a gas limit below the 21,000 every transaction needs.
	_, err := m.Send(ctx, Candidate{To: recipient, GasLimit: 20_000})
	if err == nil || !strings.Contains(err.Error(), "send tx nonce 0: ") || !strings.Contains(err.Error(), "intrinsic gas too low") {
		t.Fatalf("Send = %v, want a wrapped intrinsic-gas error", err)
	}
	for _, secret := range []string{common.Bytes2Hex(crypto.FromECDSA(c.key)), c.key.D.String()} {
		if strings.Contains(strings.ToLower(err.Error()), strings.ToLower(secret)) {
			t.Fatal("key material in the error")
		}
	}
	if m.Pending() != 0 {
		t.Fatalf("Pending() = %d", m.Pending())
	}

	// An injected one keeps its identity through the wrapping.
	boom := errors.New("boom")
	s.mu.Lock()
	s.beforeSend = func(*types.Transaction) error { return boom }
	s.mu.Unlock()
	if _, err := m.Send(ctx, transfer()); !errors.Is(err, boom) || !strings.Contains(err.Error(), "send tx nonce 0: ") {
		t.Fatalf("Send = %v, want boom wrapped", err)
	}
	s.mu.Lock()
	s.beforeSend = nil
	s.mu.Unlock()

	// The failed Sends left no gap: the next one uses nonce 0 and is mined.
	ch := sendAsync(ctx, m, transfer())
	ev := s.nextAccepted(t)
	if ev.tx.Nonce() != 0 {
		t.Fatalf("nonce %d after failed sends, want 0", ev.tx.Nonce())
	}
	c.mustMine(t, ch)
}

// A mined transaction that reverted comes back with its receipt and ErrReverted.
func TestRevertedReturnsErrReverted(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	ch := sendAsync(ctxT(t), m, Candidate{To: reverter, GasLimit: 50_000})
	s.next(t)
	r := c.mine(t, ch)
	if !errors.Is(r.err, ErrReverted) || r.rcpt == nil || r.rcpt.Status != types.ReceiptStatusFailed {
		t.Fatalf("Send = %+v, %v; want a failed receipt and ErrReverted", r.rcpt, r.err)
	}
}

// A candidate whose gas cannot be estimated (the call reverts) is not sent and takes no nonce.
func TestEstimateGasFailureSendsNothing(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	_, err := m.Send(ctxT(t), Candidate{To: reverter})
	if err == nil || !strings.Contains(err.Error(), "estimate gas") {
		t.Fatalf("Send = %v, want an estimate error", err)
	}
	if pn, _ := s.counts(); pn != 0 || len(s.events()) != 0 {
		t.Fatalf("nonce read %d times, %d sends; want none", pn, len(s.events()))
	}
}

// Cancelling the context while waiting for the receipt returns at once; the transaction stays
// with the node, and the next Send takes the next nonce.
func TestContextCancelWhileWaiting(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))
	ctx, cancel := context.WithCancel(ctxT(t))
	ch := sendAsync(ctx, m, transfer())
	first := s.next(t)
	testutil.Eventually(t, testTimeout, "one pending", testutil.Holds(func() bool { return m.Pending() == 1 }))
	cancel()
	r := await(t, ch)
	if !errors.Is(r.err, context.Canceled) || r.rcpt != nil {
		t.Fatalf("Send = %v, %v; want context.Canceled", r.rcpt, r.err)
	}
	if m.Pending() != 0 {
		t.Fatalf("Pending() = %d after the Send returned", m.Pending())
	}
	ch = sendAsync(ctxT(t), m, transfer())
	if ev := s.next(t); ev.tx.Nonce() != 1 {
		t.Fatalf("next nonce %d, want 1", ev.tx.Nonce())
	}
	c.mustMine(t, ch)
	if _, err := testnet.WaitReceipt(ctxT(t), c.client, first.tx.Hash()); err != nil {
		t.Fatalf("abandoned transaction not mined: %v", err)
	}
}

// Waiting for the nonce lock ends with the context.
func TestNonceLockHonoursContext(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	entered, release := make(chan struct{}), make(chan struct{})
	var calls atomic.Int32
	s.beforeSend = func(*types.Transaction) error {
		if calls.Add(1) == 1 {
			close(entered)
			<-release // the first Send holds the nonce lock inside SendTransaction
		}
		return nil
	}
	m := newManager(t, s, testConfig(c))
	chA := sendAsync(ctxT(t), m, transfer())
	<-entered

	ctx, cancel := context.WithTimeout(ctxT(t), 50*time.Millisecond)
	defer cancel()
	_, err := m.Send(ctx, transfer())
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "nonce lock") {
		t.Fatalf("Send = %v, want a nonce-lock deadline error", err)
	}
	close(release)
	s.next(t)
	c.mustMine(t, chA)
	if n := len(s.events()); n != 1 {
		t.Fatalf("%d sends, want only the first Send's", n)
	}
}

// Another transaction holds the nonce in the pool at fees above the ceiling while a Send of the
// manager waits: the manager cannot outbid it, so it waits (re-trying each resubmission period);
// once that transaction is mined the node answers "nonce too low" and the candidate goes out
// under a fresh nonce.
func TestUnderpricedAtCeilingWaitsThenMovesOn(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	cfg, _ := resubmitConfig(c)
	cfg.MaxFeePerGas = c.marketFeeCap(t)
	m := newManager(t, s, cfg)
	ctx := ctxT(t)

	waiting := sendAsync(ctx, m, transfer()) // nonce 0, not mined yet: the manager is busy
	s.next(t)
	high := new(big.Int).Mul(cfg.MaxFeePerGas, big.NewInt(2))
	foreign := c.direct(t, 1, high, high)

	ch := sendAsync(ctx, m, transfer())
	// The first hand-off and its bumps up to the ceiling are refused; then each resubmission
	// period re-sends the last one, refused again. Two such re-sends show Send kept waiting.
	seen := map[common.Hash]bool{}
	for resent := 0; resent < 2; {
		ev := s.next(t)
		if ev.tx.Nonce() == 0 {
			continue // the first Send's
		}
		if ev.tx.Nonce() != 1 || classify(ev.err) != sendUnderpriced {
			t.Fatalf("nonce %d answered %v, want nonce 1 refused as underpriced", ev.tx.Nonce(), ev.err)
		}
		if ev.tx.GasFeeCap().Cmp(cfg.MaxFeePerGas) > 0 {
			t.Fatalf("fee cap %v above the ceiling %v", ev.tx.GasFeeCap(), cfg.MaxFeePerGas)
		}
		if seen[ev.tx.Hash()] {
			resent++
		}
		seen[ev.tx.Hash()] = true
	}
	c.mustMine(t, waiting)
	c.mineNonce(t, 2)
	if _, err := testnet.WaitReceipt(ctx, c.client, foreign.Hash()); err != nil {
		t.Fatalf("foreign transaction not mined: %v", err)
	}
	var fresh sendEvent
	for fresh.tx == nil || fresh.tx.Nonce() != 2 {
		fresh = s.nextAccepted(t)
	}
	if rcpt := c.mustMine(t, ch); rcpt.TxHash != fresh.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, fresh.tx.Hash())
	}
}
