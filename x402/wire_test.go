package x402_test

import (
	"encoding/base64"
	"encoding/json"
	"math/big"
	"reflect"
	"strings"
	"testing"

	"github.com/repledger/repledger/x402"
)

// The documents carry the v2 specification's field names, and a header decodes whether its
// base64 is padded or not.
func TestWireNamesAndHeaders(t *testing.T) {
	p := x402.PaymentPayload{X402Version: 2, Resource: &x402.Resource{URL: "http://127.0.0.1/x"},
		Accepted: x402.Requirements{Scheme: "exact", Network: "eip155:84532", Amount: "10000", Asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
			PayTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", MaxTimeoutSeconds: 60, Extra: &x402.Extra{Name: "USDC", Version: "2"}},
		Payload: x402.ExactPayload{Signature: "0x00", Authorization: x402.WireAuthorization{From: "0x857b06519E91e3A54538791bDbb0E22373e36b66",
			To: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", Value: "10000", ValidAfter: "1740672089", ValidBefore: "1740672154",
			Nonce: "0xf3746613c2d920b5fdabc0856f2aeb2d4f88ee6037b8cc5d04a71a4462f13480"}}}
	raw, _ := json.Marshal(p)
	for _, key := range []string{`"x402Version":2`, `"accepted":{`, `"maxTimeoutSeconds":60`, `"payTo":`, `"extra":{"name":"USDC","version":"2"}`,
		`"payload":{"signature":`, `"authorization":{"from":`, `"validAfter":"1740672089"`, `"validBefore":`, `"nonce":`} {
		if !strings.Contains(string(raw), key) {
			t.Errorf("%s lacks %s", raw, key)
		}
	}
	h, err := x402.EncodeHeader(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{h, strings.TrimRight(h, "="), base64.URLEncoding.EncodeToString(raw)} {
		var back x402.PaymentPayload
		if err := x402.DecodeHeader(x402.HeaderPaymentSignature, v, &back); err != nil || !reflect.DeepEqual(back, p) {
			t.Errorf("decode %q: %+v %v", v, back, err)
		}
	}
	var s x402.SettleResponse
	if err := x402.DecodeHeader(x402.HeaderPaymentResponse, "%%%", &s); err == nil || !strings.Contains(err.Error(), "PAYMENT-RESPONSE") {
		t.Errorf("garbage header: %v", err)
	}
	a, err := p.Payload.Authorization.Parse()
	if err != nil || a.Value.Int64() != 10000 || a.ValidBefore.Int64() != 1740672154 || x402.WireAuthorizationOf(a) != p.Payload.Authorization {
		t.Errorf("authorization round trip: %+v %v", a, err)
	}
}

// A malformed authorization is refused naming the field.
func TestWireAuthorizationNamesTheBadField(t *testing.T) {
	good := x402.WireAuthorization{From: "0x857b06519E91e3A54538791bDbb0E22373e36b66", To: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C",
		Value: "1", ValidAfter: "0", ValidBefore: "9", Nonce: "0x" + strings.Repeat("ab", 32)}
	for field, bad := range map[string]func(*x402.WireAuthorization){
		"authorization.from":        func(w *x402.WireAuthorization) { w.From = "857b06519E91e3A54538791bDbb0E22373e36b66" },
		"authorization.to":          func(w *x402.WireAuthorization) { w.To = "0x12" },
		"authorization.value":       func(w *x402.WireAuthorization) { w.Value = "-1" },
		"authorization.validAfter":  func(w *x402.WireAuthorization) { w.ValidAfter = "0x10" },
		"authorization.validBefore": func(w *x402.WireAuthorization) { w.ValidBefore = new(big.Int).Lsh(big.NewInt(1), 256).String() },
		"authorization.nonce":       func(w *x402.WireAuthorization) { w.Nonce = "0xabcd" },
	} {
		w := good
		bad(&w)
		if _, err := w.Parse(); err == nil || !strings.HasPrefix(err.Error(), field+" ") {
			t.Errorf("%s: %v", field, err)
		}
	}
	if _, err := good.Parse(); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"eip155:0", "eip155:", "solana:5eykt", "eip155:-1", "eip155:0x1"} {
		if _, err := x402.ParseNetwork(n); err == nil {
			t.Errorf("network %q accepted", n)
		}
	}
	if id, err := x402.ParseNetwork("eip155:1337"); err != nil || id.Int64() != 1337 {
		t.Errorf("eip155:1337: %v %v", id, err)
	}
}
