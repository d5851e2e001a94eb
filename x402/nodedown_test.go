package x402_test

import (
	"context"
	"errors"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/x402"
)

// deadURL is a loopback URL nothing listens on.
func deadURL(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + l.Addr().String()
	l.Close()
	return url
}

// A facilitator whose node is gone answers 503 with the protocol's unexpected_* reason and a
// message naming the node, says nothing was sent, is not ready, and moves nothing; the
// middleware in front answers a clear 500 without running the handler, and the paying client
// returns an error.
func TestFacilitatorWithoutNode(t *testing.T) {
	r := newRig(t)
	gone, err := ethclient.DialContext(r.ctx, deadURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer gone.Close()
	r.facSrv.Close()
	r.facSrv = httptest.NewServer(r.facilitator(gone).Handler())
	defer r.facSrv.Close()
	payer := r.balance(r.payer.Address)
	q := r.request(r.payment(nil))

	var v x402.VerifyResponse
	if st := r.post("/verify", q, &v); st != http.StatusServiceUnavailable || v.IsValid || v.InvalidReason != x402.ReasonUnexpectedVerifyError ||
		!strings.Contains(v.InvalidMessage, "node") || !strings.Contains(v.InvalidMessage, "connection refused") {
		t.Errorf("/verify: %d %+v", st, v)
	}
	var s x402.SettleResponse
	if st := r.post("/settle", q, &s); st != http.StatusServiceUnavailable || s.Success || s.ErrorReason != x402.ReasonUnexpectedSettleError ||
		s.Transaction != "" || !strings.Contains(s.ErrorMessage, "nothing was sent") {
		t.Errorf("/settle: %d %+v", st, s)
	}
	ready, err := http.Get(r.facSrv.URL + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	ready.Body.Close()
	if ready.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("/readyz: %d, want 503", ready.StatusCode)
	}

	var calls atomic.Int32
	srv := r.resource(&calls)
	c := &x402.Client{Key: r.payer.Key, MaxAmount: big.NewInt(price)}
	req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL+"/answer", nil)
	resp, _, err := c.Do(req)
	if err == nil || !errors.Is(err, x402.ErrPayment) || !strings.Contains(err.Error(), "500") || !strings.Contains(err.Error(), "could not be verified") {
		t.Errorf("client: %v", err)
	}
	if resp != nil {
		resp.Body.Close()
	}
	if calls.Load() != 0 {
		t.Error("the handler ran unpaid")
	}
	if r.balance(r.payer.Address).Cmp(payer) != 0 {
		t.Error("money moved")
	}
}

// flakySettlement sends, then loses the node while waiting for the receipt the first time.
type flakySettlement struct {
	x402.Settlement
	submits, waits atomic.Int32
}

func (f *flakySettlement) Submit(ctx context.Context, p x402.Payment) (common.Hash, error) {
	f.submits.Add(1)
	return f.Settlement.Submit(ctx, p)
}

func (f *flakySettlement) Wait(ctx context.Context, tx common.Hash) (bool, error) {
	if f.waits.Add(1) == 1 {
		return false, errors.New("dial tcp 127.0.0.1:8545: connection refused")
	}
	return f.Settlement.Wait(ctx, tx)
}

// A node lost after the transaction was sent leaves no half-recorded state: /settle answers
// 503 naming the transaction it sent, and the retry waits for that transaction, sends nothing
// new, and answers it; the payer pays once.
func TestNodeLostAfterSendingIsResumed(t *testing.T) {
	r := newRig(t)
	chainID := big.NewInt(1337)
	flaky := &flakySettlement{Settlement: x402.NewTokenSettlement(r.node, chainID, r.net.Deployment.Token, r.relayer.Key)}
	f, err := x402.NewFacilitator(x402.FacilitatorConfig{ChainID: chainID, Asset: r.domain, Settlement: flaky})
	if err != nil {
		t.Fatal(err)
	}
	r.facSrv.Close()
	r.facSrv = httptest.NewServer(f.Handler())
	defer r.facSrv.Close()
	payer := r.balance(r.payer.Address)
	q := r.request(r.payment(nil))
	var lost, resumed x402.SettleResponse
	if st := r.post("/settle", q, &lost); st != http.StatusServiceUnavailable || lost.Success || lost.Transaction == "" ||
		lost.ErrorReason != x402.ReasonUnexpectedSettleError || !strings.Contains(lost.ErrorMessage, "connection refused") {
		t.Fatalf("node lost while waiting: %d %+v", st, lost)
	}
	if st := r.post("/settle", q, &resumed); st != http.StatusOK || !resumed.Success || resumed.Transaction != lost.Transaction {
		t.Fatalf("retry: %d %+v, want success with %s", st, resumed, lost.Transaction)
	}
	if n := flaky.submits.Load(); n != 1 {
		t.Fatalf("%d transactions sent, want 1", n)
	}
	if paid := new(big.Int).Sub(payer, r.balance(r.payer.Address)); paid.Int64() != price {
		t.Fatalf("the payer paid %s, want %d", paid, price)
	}
}
