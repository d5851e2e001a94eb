package txmgr

import (
	"errors"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
)

// resubmitConfig shortens the timers so that a transaction held unmined is resubmitted quickly,
// and reports every resubmission on the returned channel.
func resubmitConfig(c *chain) (Config, <-chan uint64) {
	cfg := testConfig(c)
	cfg.ResubmitAfter = 50 * time.Millisecond
	cfg.PollInterval = 5 * time.Millisecond
	bumps := make(chan uint64, 1024)
	cfg.OnResubmit = func(nonce uint64) { bumps <- nonce }
	return cfg, bumps
}

func awaitBump(t *testing.T, bumps <-chan uint64) uint64 {
	t.Helper()
	select {
	case n := <-bumps:
		return n
	case <-time.After(testTimeout):
		t.Fatal("no resubmission")
		return 0
	}
}

// A transaction held unmined past ResubmitAfter is re-signed under the same nonce with the tip
// and the fee cap each raised by at least FeeBumpPercent; the receipt is looked up for every
// hash, and the replacement is what gets mined.
func TestResubmitBumpsFees(t *testing.T) {
	for _, pct := range []uint64{10, 30} {
		c := newChain(t)
		s := newSpy(c.client)
		cfg, bumps := resubmitConfig(c)
		cfg.FeeBumpPercent = pct
		m := newManager(t, s, cfg)

		ch := sendAsync(ctxT(t), m, transfer())
		first := s.nextAccepted(t)
		if nonce := awaitBump(t, bumps); nonce != 0 {
			t.Fatalf("OnResubmit(%d), want nonce 0", nonce)
		}
		rcpt := c.mustMine(t, ch)

		evs := s.events()
		if len(evs) < 2 {
			t.Fatalf("%d sends, want a resubmission", len(evs))
		}
		second := evs[1].tx
		if second.Nonce() != first.tx.Nonce() {
			t.Fatalf("resubmitted under nonce %d, want %d", second.Nonce(), first.tx.Nonce())
		}
		if least := bump(first.tx.GasTipCap(), pct); second.GasTipCap().Cmp(least) < 0 {
			t.Fatalf("%d%%: tip %v → %v, want at least %v", pct, first.tx.GasTipCap(), second.GasTipCap(), least)
		}
		if least := bump(first.tx.GasFeeCap(), pct); second.GasFeeCap().Cmp(least) < 0 {
			t.Fatalf("%d%%: fee cap %v → %v, want at least %v", pct, first.tx.GasFeeCap(), second.GasFeeCap(), least)
		}
		// The node keeps the last replacement it accepted; the receipt is that one's.
		var last *types.Transaction
		for _, ev := range evs {
			if ev.err == nil {
				last = ev.tx
			}
		}
		if rcpt.TxHash != last.Hash() || rcpt.TxHash == first.tx.Hash() {
			t.Fatalf("receipt of %s, want the replacement %s", rcpt.TxHash, last.Hash())
		}
		for _, ev := range evs {
			if s.asked(ev.tx.Hash()) == 0 {
				t.Fatalf("receipt of %s never looked up", ev.tx.Hash())
			}
			if ev.tx.GasFeeCap().Cmp(cfg.MaxFeePerGas) > 0 {
				t.Fatalf("fee cap %v above the ceiling", ev.tx.GasFeeCap())
			}
		}
	}
}

// Bumps stop at MaxFeePerGas: a bump the ceiling cuts short of the required raise is not sent
// (no node would take it); the transaction already with the node is re-sent instead, and is
// mined once a block comes.
func TestResubmitStopsAtMaxFee(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	cfg, bumps := resubmitConfig(c)
	fc := c.marketFeeCap(t)
	cfg.MaxFeePerGas = new(big.Int).Div(new(big.Int).Mul(fc, big.NewInt(115)), big.NewInt(100)) // room for one 10 % bump
	m := newManager(t, s, cfg)

	ch := sendAsync(ctxT(t), m, transfer())
	first := s.nextAccepted(t)
	awaitBump(t, bumps)
	second := s.nextAccepted(t)
	if second.tx.GasFeeCap().Cmp(bump(first.tx.GasFeeCap(), 10)) < 0 || second.tx.GasFeeCap().Cmp(cfg.MaxFeePerGas) > 0 {
		t.Fatalf("first bump %v → %v, ceiling %v", first.tx.GasFeeCap(), second.tx.GasFeeCap(), cfg.MaxFeePerGas)
	}
	// The next resubmission cannot raise the fees by 10 % any more: the same transaction again.
	third := s.next(t)
	if third.tx.Hash() != second.tx.Hash() {
		t.Fatalf("at the ceiling sent %s (fee cap %v), want a re-send of %s", third.tx.Hash(), third.tx.GasFeeCap(), second.tx.Hash())
	}
	// The node's own answer: it has this exact transaction, which counts as success.
	if third.err == nil || classify(third.err) != sendAccepted {
		t.Fatalf("re-send answered %v, want the node's \"already known\"", third.err)
	}
	if len(bumps) != 0 {
		t.Fatalf("OnResubmit called for a re-send")
	}
	rcpt := c.mustMine(t, ch)
	if rcpt.TxHash != second.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, second.tx.Hash())
	}
	for _, ev := range s.events() {
		if ev.tx.GasFeeCap().Cmp(cfg.MaxFeePerGas) > 0 || ev.tx.Nonce() != 0 {
			t.Fatalf("sent fee cap %v nonce %d; ceiling %v", ev.tx.GasFeeCap(), ev.tx.Nonce(), cfg.MaxFeePerGas)
		}
	}
}

// Several transactions stuck at once are each resubmitted under their own nonce.
func TestResubmitSeveralInFlight(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	cfg, bumps := resubmitConfig(c)
	m := newManager(t, s, cfg)
	ctx := ctxT(t)

	const n = 3
	var results []<-chan result
	for range n {
		results = append(results, sendAsync(ctx, m, transfer()))
	}
	seen := map[uint64]bool{}
	for len(seen) < n {
		seen[awaitBump(t, bumps)] = true
	}
	nonces := map[uint64]bool{}
	for _, ch := range results {
		rcpt := c.mustMine(t, ch)
		nonces[c.txByHash(t, rcpt.TxHash).Nonce()] = true
	}
	for i := range uint64(n) {
		if !seen[i] || !nonces[i] {
			t.Fatalf("resubmitted %v, mined %v: want nonces 0..%d", seen, nonces, n-1)
		}
	}
}

// A resubmission the node refuses for another reason does not end the Send: the transaction
// the node accepted earlier is still there, and its receipt is returned once it is mined.
func TestResubmitErrorKeepsWaiting(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	boom := errors.New("insufficient funds for gas * price + value")
	var calls atomic.Int32
	s.beforeSend = func(*types.Transaction) error {
		if calls.Add(1) > 1 { // every resubmission
			return boom
		}
		return nil
	}
	cfg, _ := resubmitConfig(c)
	m := newManager(t, s, cfg)

	ch := sendAsync(ctxT(t), m, transfer())
	first := s.nextAccepted(t)
	if ev := s.next(t); !errors.Is(ev.err, boom) {
		t.Fatalf("resubmission answered %v, want the injected error", ev.err)
	}
	if rcpt := c.mustMine(t, ch); rcpt.TxHash != first.tx.Hash() {
		t.Fatalf("receipt of %s, want %s", rcpt.TxHash, first.tx.Hash())
	}
}
