package x402_test

import (
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// A handler that fails is not paid for: the middleware passes its error through and settles
// nothing, so the payer keeps the money and may retry with the same authorization.
func TestMiddlewareDoesNotSettleAFailedHandler(t *testing.T) {
	r := newRig(t)
	var calls atomic.Int32
	h := x402.Require(r.required, r.facSrv.URL)(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		calls.Add(1)
		http.Error(w, "the model is down", http.StatusBadGateway)
	}))
	srv := httptest.NewServer(h)
	defer srv.Close()
	payer := r.balance(r.payer.Address)
	c := &x402.Client{Key: r.payer.Key, MaxAmount: big.NewInt(price)}
	req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL, nil)
	resp, settled, err := c.Do(req)
	if err == nil || !strings.Contains(err.Error(), "the model is down") || settled != nil || calls.Load() != 1 {
		t.Fatalf("failed handler: err %v, settlement %+v, ran %d times", err, settled, calls.Load())
	}
	if resp.StatusCode != http.StatusBadGateway || resp.Header.Get(x402.HeaderPaymentResponse) != "" {
		t.Fatalf("status %d, PAYMENT-RESPONSE %q", resp.StatusCode, resp.Header.Get(x402.HeaderPaymentResponse))
	}
	if r.balance(r.payer.Address).Cmp(payer) != 0 {
		t.Fatal("a failed handler was paid for")
	}
}

// A payer the facilitator refuses gets 402 again with the facilitator's reason, which the Go
// client returns; the handler does not run.
func TestMiddlewareAnswersTheRefusalReason(t *testing.T) {
	r := newRig(t)
	var calls atomic.Int32
	srv := r.resource(&calls)
	broke := testnet.DevAccounts()[6]
	c := &x402.Client{Key: broke.Key, MaxAmount: big.NewInt(price)}
	req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL, nil)
	resp, _, err := c.Do(req)
	if err == nil || !strings.Contains(err.Error(), x402.ReasonInsufficientBalance) || resp.StatusCode != http.StatusPaymentRequired {
		t.Fatalf("an unfunded payer: %v", err)
	}
	var pr x402.PaymentRequired
	if err := x402.DecodeHeader(x402.HeaderPaymentRequired, resp.Header.Get(x402.HeaderPaymentRequired), &pr); err != nil ||
		pr.Error != x402.ReasonInsufficientBalance || len(pr.Accepts) != 1 {
		t.Fatalf("PAYMENT-REQUIRED after a refusal: %+v %v", pr, err)
	}
	if calls.Load() != 0 {
		t.Fatal("the handler ran for a refused payment")
	}
}

// A PAYMENT-SIGNATURE that accepted other terms than the resource's (here a lower amount) is
// refused by the middleware itself, before the facilitator is asked; garbage is a 400.
func TestMiddlewareRefusesOtherTerms(t *testing.T) {
	r := newRig(t)
	var calls atomic.Int32
	srv := r.resource(&calls)
	cheap := r.payment(func(a *x402.Authorization) { a.Value = big.NewInt(1) })
	cheap.Accepted.Amount = "1"
	for name, c := range map[string]struct {
		header string
		status int
	}{"lower amount": {mustEncode(t, cheap), http.StatusPaymentRequired}, "not base64": {"%%%", http.StatusBadRequest}} {
		req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL, nil)
		req.Header.Set(x402.HeaderPaymentSignature, c.header)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status || resp.Header.Get(x402.HeaderPaymentRequired) == "" {
			t.Errorf("%s: status %d, want %d with PAYMENT-REQUIRED", name, resp.StatusCode, c.status)
		}
	}
	if calls.Load() != 0 {
		t.Fatal("the handler ran")
	}
}

func mustEncode(t *testing.T, v any) string {
	h, err := x402.EncodeHeader(v)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
