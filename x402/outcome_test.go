package x402_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

func signedForTest(t *testing.T) (x402.SignedOutcome, x402.Domain) {
	t.Helper()
	dev := testnet.DevAccounts()
	d := x402.SourceDomain(big.NewInt(testnet.SimulatedChainID), common.HexToAddress("0x5005"))
	rc := &x402.Receipt{Payer: dev[3].Address, Nonce: common.HexToHash("0x01"), AgentID: big.NewInt(8004),
		Amount: big.NewInt(1_250_000), SettledAt: 1_700_000_000}
	s, err := rc.SignOutcome(d, reputation.Outcome{Shipped: true}, dev[3].Key)
	if err != nil {
		t.Fatal(err)
	}
	return s, d
}

// The wire form round-trips and still checks; every change a relayer could make is caught.
func TestSignedOutcomeWireAndCheck(t *testing.T) {
	s, d := signedForTest(t)
	raw, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back x402.SignedOutcome
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	if err := back.Check(d); err != nil {
		t.Fatalf("round-tripped outcome: %v (%s)", err, raw)
	}
	if back.ReceiptID().Cmp(x402.ReceiptID(s.Payer, s.Nonce)) != 0 || back.ReceiptID().BitLen() > 224 {
		t.Fatal("receipt id")
	}
	n := crypto.S256().Params().N
	for name, change := range map[string]func(*x402.SignedOutcome){
		"another outcome": func(o *x402.SignedOutcome) { o.Outcome = reputation.Outcome{Baked: true}.Word() },
		"another agent":   func(o *x402.SignedOutcome) { o.AgentID = big.NewInt(8005) },
		"another payer":   func(o *x402.SignedOutcome) { o.Payer = testnet.DevAccounts()[4].Address },
		"a buyer rating": func(o *x402.SignedOutcome) {
			o.Outcome = new(big.Int).Or(o.Outcome, big.NewInt(reputation.OutcomeHasBuyerRating|90<<reputation.OutcomeBuyerRatingAt))
		},
		"high s": func(o *x402.SignedOutcome) {
			sig := append([]byte(nil), o.Signature...)
			hs := new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64]))
			hs.FillBytes(sig[32:64])
			sig[64] ^= 1 // 27 <-> 28: the same signer, malleated
			o.Signature = sig
		},
		"short signature": func(o *x402.SignedOutcome) { o.Signature = o.Signature[:64] },
	} {
		c := s
		c.Signature = append([]byte(nil), s.Signature...)
		change(&c)
		if err := c.Check(d); !errors.Is(err, x402.ErrBadOutcome) {
			t.Errorf("%s: Check = %v, want ErrBadOutcome", name, err)
		}
	}
	for _, tc := range []struct{ field, from, to string }{
		{"agentId", `"agentId":"8004"`, `"agentId":"0x1f44"`},
		{"amount", `"amount":"1250000"`, `"amount":"0"`},
		{"outcome", `"outcome":"0x`, `"outcome":"1x`},
	} {
		bad := strings.Replace(string(raw), tc.from, tc.to, 1)
		if bad == string(raw) {
			t.Fatalf("%s: the wire form %s has no %s", tc.field, raw, tc.from)
		}
		var o x402.SignedOutcome
		if err := json.Unmarshal([]byte(bad), &o); err == nil || !strings.Contains(err.Error(), tc.field) {
			t.Errorf("%s: %v, want an error naming the field", tc.field, err)
		}
	}
}
