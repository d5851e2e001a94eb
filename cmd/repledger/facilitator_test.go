package main

import (
	"context"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// facilitatorApp is the CLI, its output discarded.
func facilitatorApp() *cli.App {
	app := newApp()
	app.Writer, app.ErrWriter = io.Discard, io.Discard
	return app
}

// Bad flags are all named at once and nothing starts: a listen address off loopback, no key.
func TestFacilitatorCommandRefusesBadFlags(t *testing.T) {
	err := runApp(context.Background(), facilitatorApp(), []string{"repledger", "facilitator", "--rpc", "http://127.0.0.1:1",
		"--asset", "0x0000000000000000000000000000000000000001", "--listen", "0.0.0.0:4020"})
	if err == nil {
		t.Fatal("started")
	}
	for _, want := range []string{"nothing was started", "--keystore: required", "--password-file: required", "loopback only"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q lacks %q", err, want)
		}
	}
}

// `repledger facilitator` on an embedded chain, with its key from a keystore and the asset from
// the manifest, settles a payment made through the middleware by the Go client, then stops
// cleanly on cancellation.
func TestFacilitatorCommandSettles(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	dir := t.TempDir()
	manifest := filepath.Join(dir, "deployment.json")
	if err := deployment.WriteManifest(manifest, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	dev := testnet.DevAccounts()
	relayer, payer, payee := dev[5], dev[3], dev[4]
	keyJSON, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: relayer.Address, PrivateKey: relayer.Key}, "pw", keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	ks, pw := filepath.Join(dir, "key.json"), filepath.Join(dir, "pw")
	if err := os.WriteFile(ks, keyJSON, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pw, []byte("pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() {
		done <- runApp(runCtx, facilitatorApp(), []string{"repledger", "facilitator", "--deployment", manifest,
			"--keystore", ks, "--password-file", pw, "--listen", addr})
	}()
	url := "http://" + addr
	for {
		resp, err := http.Get(url + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		select {
		case err := <-done:
			t.Fatalf("the facilitator exited: %v", err)
		case <-ctx.Done():
			t.Fatal("the facilitator never became ready")
		case <-time.After(20 * time.Millisecond):
		}
	}
	mint, err := tn.Send(tn.Admin, tn.Token, tn.TokenABI.PackMint(payer.Address, big.NewInt(5_000_000)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := testnet.WaitReceipt(ctx, tn.Client, mint.Hash()); err != nil {
		t.Fatal(err)
	}
	req := x402.Requirements{Scheme: "exact", Network: "eip155:1337", Amount: "1000000", Asset: tn.Manifest.Asset.Hex(),
		PayTo: payee.Address.Hex(), MaxTimeoutSeconds: 300, Extra: &x402.Extra{Name: "repledger Test USD", Version: "1"}}
	srv := httptest.NewServer(x402.Require(req, url)(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("paid"))
	})))
	defer srv.Close()
	c := &x402.Client{Key: payer.Key, MaxAmount: big.NewInt(1_000_000)}
	r, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL, nil)
	resp, settled, err := c.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if settled == nil || !settled.Success || settled.Transaction == "" {
		t.Fatalf("settlement %+v", settled)
	}
	// It settled through the manifest's x402 source: a receipt the payer can rate, once.
	src, ok := tn.Manifest.X402()
	if !ok {
		t.Fatal("the testnet's manifest lists no x402 source")
	}
	rc, err := testnet.WaitReceipt(ctx, tn.Client, common.HexToHash(settled.Transaction))
	if err != nil {
		t.Fatal(err)
	}
	receipt, err := x402.ReceiptOf(ctx, tn.Client, rc, src.Address)
	if err != nil {
		t.Fatal(err)
	}
	agent := new(big.Int).SetBytes(payee.Address[:])
	if receipt.Payer != payer.Address || receipt.AgentID.Cmp(agent) != 0 || receipt.Amount.Int64() != 1_000_000 {
		t.Fatalf("receipt %+v: want payer %s, agent %s, amount 1000000", receipt, payer.Address.Hex(), agent)
	}
	signed, err := receipt.SignOutcome(x402.SourceDomain(big.NewInt(testnet.SimulatedChainID), src.Address),
		reputation.Outcome{Shipped: true, CriticRan: true}, payer.Key)
	if err != nil {
		t.Fatal(err)
	}
	srcABI := x402source.NewX402Source()
	rateTx, err := tn.SendTo(tn.Admin, src.Address, srcABI.PackRate(signed.Binding()))
	if err != nil {
		t.Fatal(err)
	}
	if rc, err := testnet.WaitReceipt(ctx, tn.Client, rateTx.Hash()); err != nil || rc.Status != 1 {
		t.Fatalf("rate the receipt with the outcome signed in Go: status %v, %v", rc, err)
	}
	state, err := bind.Call(tn.Ledger, &bind.CallOpts{Context: ctx}, tn.LedgerABI.PackRepState(agent), tn.LedgerABI.UnpackRepState)
	if err != nil {
		t.Fatal(err)
	}
	if state.Count.Int64() != 1 || state.SumW.Cmp(new(big.Int).Mul(state.Weight, big.NewInt(9500))) != 0 {
		t.Fatalf("the agent's evidence after the rating: %+v; want one rating of 95", state)
	}
	stop()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("stopping: %v", err)
		}
	case <-ctx.Done():
		t.Fatal("the facilitator did not stop")
	}
}
