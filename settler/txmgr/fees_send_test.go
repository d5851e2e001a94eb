package txmgr

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"

	"github.com/ethereum/go-ethereum/core/types"
)

// A plain Send: a dynamic-fee transaction with the node's tip and fee cap 2·baseFee + tip, the
// estimated gas plus 20 %, mined and returned.
func TestSendDynamicFees(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, s, testConfig(c))

	ch := sendAsync(ctxT(t), m, Candidate{To: recipient, Value: big.NewInt(5)})
	ev := s.next(t)
	if ev.err != nil {
		t.Fatal(ev.err)
	}
	testutil.Eventually(t, testTimeout, "one pending", testutil.Holds(func() bool { return m.Pending() == 1 }))
	rcpt := c.mustMine(t, ch)

	tx := ev.tx
	s.mu.Lock()
	tip, base := s.lastTip, s.lastBaseFee
	s.mu.Unlock()
	wantCap := new(big.Int).Add(new(big.Int).Lsh(base, 1), tip)
	switch {
	case tx.Type() != types.DynamicFeeTxType:
		t.Errorf("tx type %d, want dynamic-fee", tx.Type())
	case tx.GasTipCap().Cmp(tip) != 0:
		t.Errorf("tip %v, want the node's %v", tx.GasTipCap(), tip)
	case tx.GasFeeCap().Cmp(wantCap) != 0:
		t.Errorf("fee cap %v, want 2·%v + %v", tx.GasFeeCap(), base, tip)
	case tx.Gas() != 21000*120/100:
		t.Errorf("gas limit %d, want 25200", tx.Gas())
	case tx.Nonce() != 0 || tx.ChainId().Int64() != 1337 || *tx.To() != recipient || tx.Value().Int64() != 5:
		t.Errorf("unexpected tx %+v", tx)
	case rcpt.TxHash != tx.Hash():
		t.Errorf("receipt of %s, want %s", rcpt.TxHash, tx.Hash())
	case m.Pending() != 0:
		t.Errorf("Pending() = %d after mining", m.Pending())
	}
	from, err := types.Sender(types.LatestSignerForChainID(big.NewInt(1337)), tx)
	if err != nil || from != c.addr {
		t.Errorf("sender %s (%v), want %s", from, err, c.addr)
	}
}

// When 2·baseFee + tip is above the ceiling, the fee cap is the ceiling itself.
func TestFeeCapClampedToMax(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	cfg := testConfig(c)
	base := c.baseFee(t)
	cfg.MaxFeePerGas = new(big.Int).Add(base, new(big.Int).Div(base, big.NewInt(2))) // 1.5 · baseFee
	m := newManager(t, s, cfg)

	ch := sendAsync(ctxT(t), m, transfer())
	ev := s.next(t)
	c.mustMine(t, ch)
	if ev.tx.GasFeeCap().Cmp(cfg.MaxFeePerGas) != 0 {
		t.Fatalf("fee cap %v, want the ceiling %v", ev.tx.GasFeeCap(), cfg.MaxFeePerGas)
	}
	if ev.tx.GasTipCap().Cmp(c.tip(t)) != 0 {
		t.Fatalf("tip %v, want the node's %v", ev.tx.GasTipCap(), c.tip(t))
	}
}

// With the ceiling below the base fee nothing is sent; Send keeps checking until its context
// ends and then returns ErrFeeAboveMax (and the context's error).
func TestFeeAboveMaxUntilContextEnds(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	cfg := testConfig(c)
	cfg.MaxFeePerGas = new(big.Int).Div(c.baseFee(t), big.NewInt(2))
	m := newManager(t, s, cfg)

	ctx, cancel := context.WithTimeout(ctxT(t), 150*time.Millisecond)
	defer cancel()
	rcpt, err := m.Send(ctx, transfer())
	if !errors.Is(err, ErrFeeAboveMax) || !errors.Is(err, context.DeadlineExceeded) || rcpt != nil {
		t.Fatalf("Send = %v, %v; want ErrFeeAboveMax and DeadlineExceeded", rcpt, err)
	}
	if n := len(s.events()); n != 0 {
		t.Fatalf("%d transactions sent, want none", n)
	}
	if len(s.headers) < 2 {
		t.Fatalf("base fee checked %d times, want repeated checks", len(s.headers))
	}
	if pn, _ := s.counts(); pn != 0 || m.Pending() != 0 {
		t.Fatalf("nonce read %d times, Pending %d: want no nonce taken", pn, m.Pending())
	}
}

// The base fee falls below the ceiling while Send waits (empty blocks lower it by 12.5 %):
// Send then goes ahead, within the ceiling.
func TestFeeAboveMaxWaitsForBaseFeeToFall(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	cfg := testConfig(c)
	base := c.baseFee(t)
	cfg.MaxFeePerGas = new(big.Int).Div(new(big.Int).Mul(base, big.NewInt(95)), big.NewInt(100)) // 0.95 · baseFee
	m := newManager(t, s, cfg)

	ch := sendAsync(ctxT(t), m, transfer())
	// Two looks at the base fee: Send has seen it too high and is waiting.
	for range 2 {
		select {
		case <-s.headers:
		case <-time.After(testTimeout):
			t.Fatal("Send does not check the base fee")
		}
	}
	if n := len(s.events()); n != 0 {
		t.Fatalf("%d transactions sent above the ceiling", n)
	}
	c.backend.Commit() // an empty block: the base fee drops to 0.875 · baseFee
	ev := s.next(t)
	if ev.err != nil {
		t.Fatal(ev.err)
	}
	c.mustMine(t, ch)
	if ev.tx.GasFeeCap().Cmp(cfg.MaxFeePerGas) > 0 {
		t.Fatalf("fee cap %v above the ceiling %v", ev.tx.GasFeeCap(), cfg.MaxFeePerGas)
	}
}

// noBaseFee is a node whose headers carry no base fee, as on a chain before London.
type noBaseFee struct{ Client }

func (n noBaseFee) HeaderByNumber(ctx context.Context, num *big.Int) (*types.Header, error) {
	h, err := n.Client.HeaderByNumber(ctx, num)
	if err != nil {
		return nil, err
	}
	h = types.CopyHeader(h)
	h.BaseFee = nil
	return h, nil
}

// Without a base fee there are no EIP-1559 fees to compute: Send says so and sends nothing.
func TestNoBaseFee(t *testing.T) {
	c := newChain(t)
	s := newSpy(c.client)
	m := newManager(t, noBaseFee{s}, testConfig(c))
	if _, err := m.Send(ctxT(t), transfer()); !errors.Is(err, ErrNoBaseFee) {
		t.Fatalf("Send = %v, want ErrNoBaseFee", err)
	}
	if len(s.events()) != 0 {
		t.Fatal("sent a transaction")
	}
}
