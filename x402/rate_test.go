package x402_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// A payer pays through the middleware and the facilitator (which settles through the x402
// source), then rates the step: the Rater reads the receipt from the chain, signs the outcome
// and delivers it; relayed to the source, it rates the payee once, with the rubric's rating,
// and a second relay of the same outcome is refused.
func TestPayerRatesItsPaymentOnce(t *testing.T) {
	r := newRig(t)
	var calls atomic.Int32
	srv := r.resource(&calls)
	c := &x402.Client{Key: r.payer.Key, MaxAmount: big.NewInt(price)}
	req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL+"/answer", nil)
	resp, settled, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()

	chainID := big.NewInt(testnet.SimulatedChainID)
	domain := x402.SourceDomain(chainID, r.source())
	var got []x402.SignedOutcome
	intake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, q *http.Request) {
		var s x402.SignedOutcome
		if q.URL.Path != x402.OutcomesPath || json.NewDecoder(q.Body).Decode(&s) != nil || s.Check(domain) != nil {
			http.Error(w, "bad outcome", http.StatusBadRequest)
			return
		}
		got = append(got, s)
		w.WriteHeader(http.StatusAccepted)
	}))
	defer intake.Close()
	rater := &x402.Rater{Key: r.payer.Key, Node: r.node, ChainID: chainID, Source: r.source(), OutcomesURL: intake.URL + x402.OutcomesPath}
	outcome := reputation.Outcome{Shipped: true, CriticRan: true, Violations: 2} // 70 + 15 − 6 = 79
	signed, err := rater.Rate(r.ctx, settled, outcome)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].ReceiptID().Cmp(x402.ReceiptID(r.payer.Address, signed.Nonce)) != 0 {
		t.Fatalf("the intake got %d outcomes", len(got))
	}

	before := r.ratings(r.payee.Address)
	r.relayOnce(got[0])
	agent := new(big.Int).SetBytes(r.payee.Address[:])
	state, err := bind.Call(r.net.Ledger, &bind.CallOpts{Context: r.ctx}, r.net.LedgerABI.PackRepState(agent), r.net.LedgerABI.UnpackRepState)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := reputation.Rate(outcome)
	if before != 0 || state.Count.Int64() != 1 || state.SumW.Cmp(new(big.Int).Mul(state.Weight, big.NewInt(int64(want)*100))) != 0 {
		t.Fatalf("the payee's evidence %+v; want one rating of %d", state, want)
	}
}

// ratings is the ledger's lifetime count of ratings of an address agent.
func (r *rig) ratings(agent common.Address) int64 {
	r.t.Helper()
	state, err := bind.Call(r.net.Ledger, &bind.CallOpts{Context: r.ctx}, r.net.LedgerABI.PackRepState(new(big.Int).SetBytes(agent[:])), r.net.LedgerABI.UnpackRepState)
	if err != nil {
		r.t.Fatal(err)
	}
	return state.Count.Int64()
}

// relayOnce relays a signed outcome to the x402 source as a settler would: it rates the payee
// once, and the same outcome relayed again is refused.
func (r *rig) relayOnce(s x402.SignedOutcome) {
	r.t.Helper()
	srcABI := x402source.NewX402Source()
	relay := func() uint64 {
		tx, err := r.net.SendTo(r.net.Admin, r.source(), srcABI.PackRate(s.Binding()))
		if err != nil {
			r.t.Fatal(err)
		}
		rc, err := testnet.WaitReceipt(r.ctx, r.net.Client, tx.Hash())
		if err != nil {
			r.t.Fatal(err)
		}
		return rc.Status
	}
	before := r.ratings(r.payee.Address)
	if status := relay(); status != 1 {
		r.t.Fatal("the payer's outcome, relayed, was refused")
	}
	if status := relay(); status != 0 {
		r.t.Fatal("the same outcome rated twice")
	}
	if n := r.ratings(r.payee.Address) - before; n != 1 {
		r.t.Fatalf("%d ratings of the payee, want 1", n)
	}
}

// ratedOnce has the payer sign the outcome of the payment settled in tx and relays it once.
func (r *rig) ratedOnce(tx string) {
	r.t.Helper()
	rc, err := testnet.WaitReceipt(r.ctx, r.node, common.HexToHash(tx))
	if err != nil {
		r.t.Fatal(err)
	}
	receipt, err := x402.ReceiptOf(r.ctx, r.node, rc, r.source())
	if err != nil {
		r.t.Fatal(err)
	}
	signed, err := receipt.SignOutcome(x402.SourceDomain(big.NewInt(testnet.SimulatedChainID), r.source()),
		reputation.Outcome{Shipped: true}, r.payer.Key)
	if err != nil {
		r.t.Fatal(err)
	}
	r.relayOnce(signed)
}

// An orchestrator's gate is asked before anything is signed: a refused agent is never paid.
func TestGateRefusesBeforePaying(t *testing.T) {
	r := newRig(t)
	var calls atomic.Int32
	srv := r.resource(&calls)
	var asked agentid.Agent
	c := &x402.Client{Key: r.payer.Key, MaxAmount: big.NewInt(price), Gate: func(_ context.Context, a agentid.Agent) error {
		asked = a
		return errors.New("below the floor")
	}}
	before := r.balance(r.payer.Address)
	req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, srv.URL+"/answer", nil)
	if _, _, err := c.Do(req); !errors.Is(err, x402.ErrPayment) {
		t.Fatalf("a refused hire: %v, want ErrPayment", err)
	}
	if !asked.IsAddress || asked.ID.Cmp(new(big.Int).SetBytes(r.payee.Address[:])) != 0 {
		t.Fatalf("the gate was asked about %v, want the payee %s", asked, r.payee.Address.Hex())
	}
	if calls.Load() != 0 || r.balance(r.payer.Address).Cmp(before) != 0 {
		t.Fatal("a refused agent was paid, or its handler ran")
	}
}

// The agent a payment is rated for: extra.agentId when given, else payTo.
func TestAgentOf(t *testing.T) {
	q := x402.Requirements{PayTo: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C", Extra: &x402.Extra{}}
	if a, err := x402.AgentOf(q); err != nil || !a.IsAddress || a.String() != q.PayTo {
		t.Fatalf("payTo: %v %v", a, err)
	}
	q.Extra.AgentID = "8004"
	if a, err := x402.AgentOf(q); err != nil || a.IsAddress || a.ID.Int64() != 8004 {
		t.Fatalf("agentId: %v %v", a, err)
	}
	for _, bad := range []string{"0x209693Bc6afc0C5328bA36FaF03C514EF312287C", "-1", "12a"} {
		q.Extra.AgentID = bad
		if _, err := x402.AgentOf(q); err == nil {
			t.Errorf("extra.agentId %q accepted", bad)
		}
	}
}
