package x402_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// interopNode is the node binary, or a skip naming what to install.
func interopNode(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(filepath.Join("interop", "node_modules", "@x402", "fetch")); err != nil {
		t.Skip("the official x402 packages are not installed: run `make x402-interop` " +
			"(npm ci --prefix x402/interop --ignore-scripts --no-audit --no-fund) to test against them")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not on PATH: the interop tests run the official x402 packages with Node 20 or later")
	}
	return node
}

// authorizationsUsed is how many AuthorizationUsed events the token logged for the payer.
func (r *rig) authorizationsUsed(from common.Address) int {
	r.t.Helper()
	topic := crypto.Keccak256Hash([]byte("AuthorizationUsed(address,bytes32)"))
	logs, err := r.node.FilterLogs(r.ctx, ethFilter(r.net.Deployment.Token, topic, from))
	if err != nil {
		r.t.Fatal(err)
	}
	return len(logs)
}

// The official fetch client (@x402/fetch with @x402/evm's exact client) pays a Go resource
// server behind our middleware and our facilitator on the embedded chain: one payment, one
// authorization used, the handler run once, and the PAYMENT-RESPONSE it decodes names our
// settlement, which went through the x402 source: the payer's outcome rates it once.
func TestInteropOfficialFetchClientPaysGoServer(t *testing.T) {
	node := interopNode(t)
	r := newRig(t)
	var calls atomic.Int32
	srv := r.resource(&calls)
	payer, payeeBefore := r.balance(r.payer.Address), r.balance(r.payee.Address)

	cmd := exec.CommandContext(r.ctx, node, "pay.mjs", srv.URL+"/answer")
	cmd.Dir = "interop"
	cmd.Env = append(os.Environ(), "X402_PAYER_KEY="+hexutil.Encode(crypto.FromECDSA(r.payer.Key)),
		"X402_NETWORK="+r.required.Network, "X402_ASSET="+r.required.Asset, "X402_MAX_AMOUNT="+r.required.Amount)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pay.mjs: %v\n%s\n%s", err, out, stderr.String())
	}
	var got struct {
		Status          int
		Body            string
		PaymentResponse *x402.SettleResponse
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("pay.mjs printed %q: %v", out, err)
	}
	if got.Status != http.StatusOK || got.Body != "the answer" || calls.Load() != 1 {
		t.Fatalf("official client: %+v, handler ran %d times", got, calls.Load())
	}
	s := got.PaymentResponse
	if s == nil || !s.Success || s.Network != "eip155:1337" || common.HexToAddress(s.Payer) != r.payer.Address {
		t.Fatalf("PAYMENT-RESPONSE as the official client decodes it: %+v", s)
	}
	r.settledOnce(s.Transaction, payer, payeeBefore)
	r.ratedOnce(s.Transaction)
}

// settledOnce checks that tx succeeded and that exactly one price moved, in one authorization.
func (r *rig) settledOnce(tx string, payerBefore, payeeBefore *big.Int) {
	r.t.Helper()
	rc, err := testnet.WaitReceipt(r.ctx, r.node, common.HexToHash(tx))
	if err != nil || rc.Status != types.ReceiptStatusSuccessful {
		r.t.Fatalf("settlement transaction %s: %v %v", tx, rc, err)
	}
	paid := new(big.Int).Sub(payerBefore, r.balance(r.payer.Address))
	got := new(big.Int).Sub(r.balance(r.payee.Address), payeeBefore)
	if paid.Int64() != price || got.Int64() != price {
		r.t.Fatalf("the payer paid %s and payTo got %s, want %d once", paid, got, price)
	}
	if n := r.authorizationsUsed(r.payer.Address); n != 1 {
		r.t.Fatalf("%d authorizations of the payer used, want 1", n)
	}
}

// The official express middleware (@x402/express, @x402/core's HTTPFacilitatorClient and
// @x402/evm's exact server scheme), pointed at our facilitator, is paid by our Go client on
// the embedded chain: one payment, settled once through the x402 source and rated once, its
// PAYMENT-RESPONSE decoded by our client.
func TestInteropGoClientPaysOfficialExpressServer(t *testing.T) {
	node := interopNode(t)
	r := newRig(t)
	cmd := exec.CommandContext(r.ctx, node, "serve.mjs")
	cmd.Dir = "interop"
	cmd.Env = append(os.Environ(),
		"X402_FACILITATOR_URL="+r.facSrv.URL, "X402_NETWORK="+r.required.Network, "X402_ASSET="+r.required.Asset,
		"X402_PAY_TO="+r.required.PayTo, "X402_AMOUNT="+r.required.Amount,
		"X402_ASSET_NAME="+r.domain.Name, "X402_ASSET_VERSION="+r.domain.Version)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	port := make(chan int, 1)
	go func() {
		var hello struct{ Port int }
		line, _ := bufio.NewReader(stdout).ReadBytes('\n')
		_ = json.Unmarshal(line, &hello)
		port <- hello.Port
		_, _ = io.Copy(io.Discard, stdout)
	}()
	var base string
	select {
	case p := <-port:
		if p == 0 {
			t.Fatalf("serve.mjs did not start:\n%s", stderr.String())
		}
		base = fmt.Sprintf("http://127.0.0.1:%d", p)
	case <-time.After(30 * time.Second):
		t.Fatalf("serve.mjs did not say its port within 30 s:\n%s", stderr.String())
	}

	payer, payeeBefore := r.balance(r.payer.Address), r.balance(r.payee.Address)
	c := &x402.Client{Key: r.payer.Key, MaxAmount: big.NewInt(price), ChainID: big.NewInt(testnet.SimulatedChainID)}
	req, _ := http.NewRequestWithContext(r.ctx, http.MethodGet, base+"/answer", nil)
	resp, settled, err := c.Do(req)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || string(body) != "the answer" {
		t.Fatalf("official server: %d %q", resp.StatusCode, body)
	}
	if settled == nil || !settled.Success || common.HexToAddress(settled.Payer) != r.payer.Address || settled.Network != "eip155:1337" {
		t.Fatalf("PAYMENT-RESPONSE from the official server: %+v", settled)
	}
	r.settledOnce(settled.Transaction, payer, payeeBefore)
	r.ratedOnce(settled.Transaction)
	served, err := http.Get(base + "/served")
	if err != nil {
		t.Fatal(err)
	}
	defer served.Body.Close()
	var n struct{ Served int }
	if err := json.NewDecoder(served.Body).Decode(&n); err != nil || n.Served != 1 {
		t.Fatalf("the official server ran its handler %d times (%v), want 1", n.Served, err)
	}
}

func ethFilter(token common.Address, topic common.Hash, from common.Address) ethereum.FilterQuery {
	return ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{token},
		Topics: [][]common.Hash{{topic}, {common.BytesToHash(from.Bytes())}}}
}
