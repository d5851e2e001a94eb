package x402_test

import (
	"io"
	"math/big"
	"net/http"
	"reflect"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// A Go client pays a resource behind the middleware, which verifies and settles through the
// facilitator over loopback HTTP on the embedded chain: the handler runs once, exactly the
// price moves from the payer to payTo in the transaction PAYMENT-RESPONSE names, and a request
// without payment gets 402 with the requirements and no answer.
func TestClientPaysThroughMiddlewareAndFacilitator(t *testing.T) {
	r := newRig(t)
	var calls atomic.Int32
	srv := r.resource(&calls)

	unpaid, err := http.Get(srv.URL + "/answer")
	if err != nil {
		t.Fatal(err)
	}
	unpaid.Body.Close()
	var pr x402.PaymentRequired
	if unpaid.StatusCode != http.StatusPaymentRequired {
		t.Fatalf("unpaid: status %d, want 402", unpaid.StatusCode)
	}
	if err := x402.DecodeHeader(x402.HeaderPaymentRequired, unpaid.Header.Get(x402.HeaderPaymentRequired), &pr); err != nil {
		t.Fatal(err)
	}
	if len(pr.Accepts) != 1 || !reflect.DeepEqual(pr.Accepts[0], r.required) || pr.X402Version != 2 ||
		pr.Resource == nil || pr.Resource.URL != srv.URL+"/answer" {
		t.Fatalf("402 requirements %+v, want %+v for %s/answer", pr, r.required, srv.URL)
	}
	if calls.Load() != 0 {
		t.Fatal("the handler ran without payment")
	}

	before, payeeBefore := r.balance(r.payer.Address), r.balance(r.payee.Address)
	c := &x402.Client{Key: r.payer.Key, MaxAmount: big.NewInt(price)}
	req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL+"/answer", nil)
	resp, settled, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || string(body) != "the answer" || calls.Load() != 1 {
		t.Fatalf("paid: status %d body %q, handler ran %d times", resp.StatusCode, body, calls.Load())
	}
	if settled == nil || !settled.Success || settled.Network != "eip155:1337" || !common.IsHexAddress(settled.Payer) ||
		common.HexToAddress(settled.Payer) != r.payer.Address {
		t.Fatalf("settlement %+v", settled)
	}
	rc, err := testnet.WaitReceipt(r.ctx, r.node, common.HexToHash(settled.Transaction))
	if err != nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("the settlement's transaction %s: %v %v", settled.Transaction, rc, err)
	}
	paid := new(big.Int).Sub(before, r.balance(r.payer.Address))
	got := new(big.Int).Sub(r.balance(r.payee.Address), payeeBefore)
	if paid.Int64() != price || got.Int64() != price {
		t.Fatalf("the payer paid %s and payTo got %s, want %d each", paid, got, price)
	}
}

// The client pays no more than MaxAmount, nor on a chain it was not told to pay on: the
// resource's handler never runs and nothing moves.
func TestClientRefusesTermsBeyondItsLimits(t *testing.T) {
	r := newRig(t)
	var calls atomic.Int32
	srv := r.resource(&calls)
	payeeBefore := r.balance(r.payee.Address)
	for name, c := range map[string]*x402.Client{
		"over MaxAmount": {Key: r.payer.Key, MaxAmount: big.NewInt(price - 1)},
		"other chain":    {Key: r.payer.Key, MaxAmount: big.NewInt(price), ChainID: big.NewInt(8453)},
	} {
		req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL+"/answer", nil)
		if _, _, err := c.Do(req); err == nil {
			t.Errorf("%s: paid", name)
		}
	}
	if calls.Load() != 0 || r.balance(r.payee.Address).Cmp(payeeBefore) != 0 || r.balance(r.payer.Address).Int64() != 10*price {
		t.Fatalf("handler ran %d times; payer holds %s", calls.Load(), r.balance(r.payer.Address))
	}
}
