package x402_test

import (
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/x402"
)

// The same payload settled again, one after the other and eight at once, settles once: one
// transfer, every answer naming the same transaction. A facilitator that never saw it (a
// restart) answers the same transaction too, read from the x402 source's receipt, and moves
// nothing; another authorization under the same nonce is refused.
func TestSettleTwiceSettlesOnce(t *testing.T) {
	r := newRig(t)
	payer := r.balance(r.payer.Address)
	q := r.request(r.payment(nil))
	var first x402.SettleResponse
	if st := r.post("/settle", q, &first); st != http.StatusOK || !first.Success || first.Transaction == "" {
		t.Fatalf("first settle: %d %+v", st, first)
	}
	answers := make([]x402.SettleResponse, 8)
	var wg sync.WaitGroup
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.post("/settle", q, &answers[i])
		}()
	}
	wg.Wait()
	for i, a := range answers {
		if !a.Success || a.Transaction != first.Transaction {
			t.Errorf("retry %d: %+v, want success with %s", i, a, first.Transaction)
		}
	}
	if paid := new(big.Int).Sub(payer, r.balance(r.payer.Address)); paid.Int64() != price {
		t.Fatalf("the payer paid %s, want %d once", paid, price)
	}

	metrics, err := http.Get(r.facSrv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	text, _ := io.ReadAll(metrics.Body)
	metrics.Body.Close()
	if !strings.Contains(string(text), `repledger_x402_settle_total{result="settled"} 9`) {
		t.Errorf("/metrics does not count nine settled answers:\n%s", text)
	}

	fresh := httptest.NewServer(r.facilitator(r.node).Handler())
	defer fresh.Close()
	r.facSrv, fresh = fresh, r.facSrv
	var again x402.SettleResponse
	if r.post("/settle", q, &again); !again.Success || again.Transaction != first.Transaction {
		t.Fatalf("a facilitator without memory of it: %+v, want success with %s, read from the source's receipt", again, first.Transaction)
	}
	// Another authorization under the used nonce (another amount) is no retry: refused.
	other := r.request(r.payment(func(a *x402.Authorization) {
		a.Nonce = common.HexToHash(q.PaymentPayload.Payload.Authorization.Nonce)
		a.Value = big.NewInt(price - 1)
	}))
	other.PaymentRequirements.Amount = big.NewInt(price - 1).String()
	other.PaymentPayload.Accepted.Amount = other.PaymentRequirements.Amount
	var refused x402.SettleResponse
	if r.post("/settle", other, &refused); refused.Success || refused.ErrorReason != x402.ReasonNonceUsed {
		t.Fatalf("another authorization under a used nonce: %+v, want %s", refused, x402.ReasonNonceUsed)
	}
	if paid := new(big.Int).Sub(payer, r.balance(r.payer.Address)); paid.Int64() != price {
		t.Fatalf("the payer paid %s, want %d once", paid, price)
	}
}

// Settlements started at the same moment for different authorizations each settle: the
// facilitator's sends take successive account nonces.
func TestConcurrentSettlementsOfDifferentPayments(t *testing.T) {
	r := newRig(t)
	payer := r.balance(r.payer.Address)
	answers := make([]x402.SettleResponse, 5)
	reqs := make([]x402.FacilitatorRequest, len(answers))
	for i := range reqs {
		reqs[i] = r.request(r.payment(nil))
	}
	var wg sync.WaitGroup
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.post("/settle", reqs[i], &answers[i])
		}()
	}
	wg.Wait()
	seen := map[string]bool{}
	for i, a := range answers {
		if !a.Success || seen[a.Transaction] {
			t.Errorf("payment %d: %+v", i, a)
		}
		seen[a.Transaction] = true
	}
	if paid := new(big.Int).Sub(payer, r.balance(r.payer.Address)); paid.Int64() != int64(len(answers))*price {
		t.Fatalf("the payer paid %s, want %d", paid, int64(len(answers))*price)
	}
}
