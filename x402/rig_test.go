package x402_test

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// rig is an embedded chain serving JSON-RPC on loopback, a facilitator reaching it over that
// RPC, served by httptest, and a funded payer.
type rig struct {
	t        *testing.T
	ctx      context.Context
	net      *testnet.Testnet
	node     *ethclient.Client
	fac      *x402.Facilitator
	facSrv   *httptest.Server
	payer    testnet.DevAccount
	payee    testnet.DevAccount
	relayer  testnet.DevAccount // the facilitator's key
	domain   x402.Domain
	required x402.Requirements
}

const price = 1_250_000 // 1.25 test USD

func newRig(t *testing.T) *rig {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	dev := testnet.DevAccounts()
	r := &rig{t: t, ctx: ctx, net: tn, payer: dev[3], payee: dev[4], relayer: dev[5]}
	r.mint(r.payer.Address, big.NewInt(10*price))
	if r.node, err = ethclient.DialContext(ctx, tn.HTTPURL); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.node.Close)
	chainID := big.NewInt(testnet.SimulatedChainID)
	r.domain = x402.TestTokenDomain(chainID, tn.Deployment.Token)
	r.fac = r.facilitator(r.node)
	r.facSrv = httptest.NewServer(r.fac.Handler())
	t.Cleanup(r.facSrv.Close)
	r.required = x402.Requirements{Scheme: x402.SchemeExact, Network: x402.Network(chainID), Amount: big.NewInt(price).String(),
		Asset: tn.Deployment.Token.Hex(), PayTo: r.payee.Address.Hex(), MaxTimeoutSeconds: 300,
		Extra: &x402.Extra{Name: r.domain.Name, Version: r.domain.Version}}
	return r
}

// facilitator is one settling through node with the relayer's key, through the x402 source as
// `repledger facilitator` does.
func (r *rig) facilitator(node x402.Node) *x402.Facilitator {
	r.t.Helper()
	chainID := big.NewInt(testnet.SimulatedChainID)
	f, err := x402.NewFacilitator(x402.FacilitatorConfig{ChainID: chainID, Asset: r.domain,
		Settlement:    x402.NewSourceSettlement(node, chainID, r.net.Deployment.Token, r.source(), r.relayer.Key),
		Signers:       []common.Address{r.relayer.Address},
		Probe:         func(ctx context.Context) error { _, err := node.BlockNumber(ctx); return err },
		SettleTimeout: 20 * time.Second})
	if err != nil {
		r.t.Fatal(err)
	}
	return f
}

// source is the testnet's x402 source.
func (r *rig) source() common.Address { return r.net.Deployment.Sources[0].Address }

func (r *rig) mint(to common.Address, amount *big.Int) {
	r.t.Helper()
	tx, err := r.net.Send(r.net.Admin, r.net.Token, r.net.TokenABI.PackMint(to, amount))
	if err != nil {
		r.t.Fatal(err)
	}
	if _, err := testnet.WaitReceipt(r.ctx, r.net.Client, tx.Hash()); err != nil {
		r.t.Fatal(err)
	}
}

func (r *rig) balance(who common.Address) *big.Int {
	r.t.Helper()
	b, err := bind.Call(r.net.Token, &bind.CallOpts{Context: r.ctx}, r.net.TokenABI.PackBalanceOf(who), r.net.TokenABI.UnpackBalanceOf)
	if err != nil {
		r.t.Fatal(err)
	}
	return b
}

// payment is a payload paying r.required, signed by the payer, with change applied to the
// authorization before signing.
func (r *rig) payment(change func(*x402.Authorization)) x402.PaymentPayload {
	r.t.Helper()
	nonce, err := x402.NewNonce()
	if err != nil {
		r.t.Fatal(err)
	}
	now := time.Now().Unix()
	a := x402.Authorization{From: r.payer.Address, To: r.payee.Address, Value: big.NewInt(price),
		ValidAfter: big.NewInt(now - 600), ValidBefore: big.NewInt(now + 300), Nonce: nonce}
	key := r.payer.Key
	if change != nil {
		change(&a)
		if a.From != r.payer.Address {
			for _, d := range testnet.DevAccounts() {
				if d.Address == a.From {
					key = d.Key
				}
			}
		}
	}
	sig, err := a.SignTransfer(r.domain, key)
	if err != nil {
		r.t.Fatal(err)
	}
	return x402.PaymentPayload{X402Version: x402.Version, Accepted: r.required,
		Payload: x402.ExactPayload{Signature: hexSig(sig), Authorization: x402.WireAuthorizationOf(a)}}
}

func hexSig(sig []byte) string { return "0x" + common.Bytes2Hex(sig) }

// resource is a paid resource behind the middleware; calls counts the handler's runs.
func (r *rig) resource(calls *atomic.Int32) *httptest.Server {
	h := x402.Require(r.required, r.facSrv.URL, x402.WithDescription("a paid answer", "text/plain"))(
		http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			calls.Add(1)
			w.Header().Set("Content-Type", "text/plain")
			_, _ = w.Write([]byte("the answer"))
		}))
	srv := httptest.NewServer(h)
	r.t.Cleanup(srv.Close)
	return srv
}
