package x402_test

import (
	"bytes"
	"encoding/json"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// post sends a facilitator request and decodes its answer into out; it returns the status.
func (r *rig) post(path string, req x402.FacilitatorRequest, out any) int {
	r.t.Helper()
	raw, err := json.Marshal(req)
	if err != nil {
		r.t.Fatal(err)
	}
	resp, err := http.Post(r.facSrv.URL+path, "application/json", bytes.NewReader(raw))
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		r.t.Fatalf("%s: %v", path, err)
	}
	return resp.StatusCode
}

func (r *rig) request(p x402.PaymentPayload) x402.FacilitatorRequest {
	return x402.FacilitatorRequest{X402Version: x402.Version, PaymentPayload: p, PaymentRequirements: r.required}
}

// Every refusal answers x402's own reason, from /verify and from /settle alike, and /settle
// then moves nothing.
func TestFacilitatorRefusalReasons(t *testing.T) {
	r := newRig(t)
	broke := testnet.DevAccounts()[6] // holds no test USD
	usedNonce := r.payment(nil)
	var first x402.SettleResponse
	if r.post("/settle", r.request(usedNonce), &first); !first.Success {
		t.Fatalf("settle: %+v", first)
	}
	now := time.Now().Unix()
	cases := []struct {
		name, reason string
		req          func() x402.FacilitatorRequest
	}{
		{"signed by another key", x402.ReasonInvalidSignature, func() x402.FacilitatorRequest {
			p := r.payment(nil)
			other := r.payment(func(a *x402.Authorization) { a.From = broke.Address })
			p.Payload.Signature = other.Payload.Signature
			return r.request(p)
		}},
		{"value changed after signing", x402.ReasonInvalidSignature, func() x402.FacilitatorRequest {
			p := r.payment(nil)
			p.Payload.Authorization.Value = "1"
			return r.request(p)
		}},
		{"insufficient funds", x402.ReasonInsufficientBalance, func() x402.FacilitatorRequest {
			return r.request(r.payment(func(a *x402.Authorization) { a.From = broke.Address }))
		}},
		{"expired", x402.ReasonExpired, func() x402.FacilitatorRequest {
			return r.request(r.payment(func(a *x402.Authorization) { a.ValidBefore = big.NewInt(now + 2) }))
		}},
		{"not yet valid", x402.ReasonNotYetValid, func() x402.FacilitatorRequest {
			return r.request(r.payment(func(a *x402.Authorization) { a.ValidAfter = big.NewInt(now + 3600) }))
		}},
		{"nonce already used", x402.ReasonNonceUsed, func() x402.FacilitatorRequest {
			// another authorization under the nonce just settled
			p := r.payment(func(a *x402.Authorization) {
				a.Nonce = mustNonce(t, usedNonce)
				a.ValidBefore = big.NewInt(now + 200)
			})
			return r.request(p)
		}},
		{"wrong network", x402.ReasonInvalidNetwork, func() x402.FacilitatorRequest {
			q := r.request(r.payment(nil))
			q.PaymentRequirements.Network, q.PaymentPayload.Accepted.Network = "eip155:8453", "eip155:8453"
			return q
		}},
		{"accepted another network", x402.ReasonNetworkMismatch, func() x402.FacilitatorRequest {
			q := r.request(r.payment(nil))
			q.PaymentPayload.Accepted.Network = "eip155:1"
			return q
		}},
		{"wrong asset", x402.ReasonInvalidRequirements, func() x402.FacilitatorRequest {
			q := r.request(r.payment(nil))
			q.PaymentRequirements.Asset = r.net.Deployment.Ledger.Hex()
			return q
		}},
		{"wrong payTo", x402.ReasonRecipientMismatch, func() x402.FacilitatorRequest {
			return r.request(r.payment(func(a *x402.Authorization) { a.To = broke.Address }))
		}},
		{"wrong amount", x402.ReasonValueMismatch, func() x402.FacilitatorRequest {
			return r.request(r.payment(func(a *x402.Authorization) { a.Value = big.NewInt(price - 1) }))
		}},
		{"other scheme", x402.ReasonUnsupportedScheme, func() x402.FacilitatorRequest {
			q := r.request(r.payment(nil))
			q.PaymentRequirements.Scheme = "upto"
			return q
		}},
		{"other domain name", x402.ReasonTokenNameMismatch, func() x402.FacilitatorRequest {
			q := r.request(r.payment(nil))
			q.PaymentRequirements.Extra = &x402.Extra{Name: "USD Coin", Version: "1"}
			return q
		}},
		{"x402 v1", x402.ReasonInvalidVersion, func() x402.FacilitatorRequest {
			q := r.request(r.payment(nil))
			q.PaymentPayload.X402Version = 1
			return q
		}},
		{"a nonce that is not 32 bytes", x402.ReasonInvalidPayload, func() x402.FacilitatorRequest {
			q := r.request(r.payment(nil))
			q.PaymentPayload.Payload.Authorization.Nonce = "0x1234"
			return q
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			payer, payee := r.balance(r.payer.Address), r.balance(r.payee.Address)
			q := c.req()
			var v x402.VerifyResponse
			if st := r.post("/verify", q, &v); st != http.StatusOK || v.IsValid || v.InvalidReason != c.reason || v.InvalidMessage == "" {
				t.Errorf("/verify: %d %+v, want %s with a message", st, v, c.reason)
			}
			var s x402.SettleResponse
			if st := r.post("/settle", q, &s); st != http.StatusOK || s.Success || s.ErrorReason != c.reason || s.Transaction != "" {
				t.Errorf("/settle: %d %+v, want %s and no transaction", st, s, c.reason)
			}
			if r.balance(r.payer.Address).Cmp(payer) != 0 || r.balance(r.payee.Address).Cmp(payee) != 0 {
				t.Error("a refused payment moved money")
			}
		})
	}
}

func mustNonce(t *testing.T, p x402.PaymentPayload) [32]byte {
	a, err := p.Payload.Authorization.Parse()
	if err != nil {
		t.Fatal(err)
	}
	return a.Nonce
}
