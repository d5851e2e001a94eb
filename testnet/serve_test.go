package testnet

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
)

func serve(t *testing.T, cfg ServeConfig) *Testnet {
	t.Helper()
	tn, err := Serve(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	return tn
}

func writeFile(path, body string) error { return os.WriteFile(path, []byte(body), 0o644) }

// cloneManifest copies a manifest deeply enough to spoil its escrow list without touching the
// original's.
func cloneManifest(m *deployment.Manifest) deployment.Manifest {
	c := *m
	c.Escrows = append([]deployment.ManifestEscrow(nil), m.Escrows...)
	return c
}

// A plain ethclient over HTTP and over WebSocket, and a raw JSON-RPC body over HTTP, read
// blocks and contract state from the served testnet.
func TestServeJSONRPC(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60})
	for _, url := range []string{tn.HTTPURL, tn.WSURL} {
		c, err := ethclient.DialContext(ctx, url)
		if err != nil {
			t.Fatalf("dial %s: %v", url, err)
		}
		id, err := c.ChainID(ctx)
		if err != nil || id.Uint64() != SimulatedChainID {
			t.Fatalf("%s: chain id %v, %v", url, id, err)
		}
		head, err := c.BlockNumber(ctx)
		if err != nil || head < tn.Manifest.DeploymentBlock {
			t.Fatalf("%s: head %d before the deployment block %d: %v", url, head, tn.Manifest.DeploymentBlock, err)
		}
		ledger := bindings.NewReputationLedger()
		length, err := bind.Call(ledger.Instance(c, tn.Manifest.Ledger), &bind.CallOpts{Context: ctx},
			ledger.PackEpochLength(), ledger.UnpackEpochLength)
		if err != nil || length.Uint64() != 60 {
			t.Fatalf("%s: ledger epochLength = %v, %v", url, length, err)
		}
		c.Close()
	}

	body := []byte(`{"jsonrpc":"2.0","id":1,"method":"eth_getCode","params":["` + tn.Manifest.Ledger.Hex() + `","latest"]}`)
	resp, err := http.Post(tn.HTTPURL, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Result string `json:"result"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || len(out.Result) < 1000 {
		t.Fatalf("raw eth_getCode of the ledger: %d chars, %v", len(out.Result), err)
	}
}

// Without a block period every transaction is mined as it arrives.
func TestServeMining(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60})
	c, err := ethclient.DialContext(ctx, tn.HTTPURL)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	token := bindings.NewTestToken()
	opts := bind.NewKeyedTransactor(tn.Admin.Key, big.NewInt(SimulatedChainID))
	opts.Context = ctx
	tx, err := bind.Transact(token.Instance(c, tn.Manifest.Asset), opts, token.PackMint(tn.Admin.Address, big.NewInt(42)))
	if err != nil {
		t.Fatal(err)
	}
	if r, err := bind.WaitMined(ctx, c, tx.Hash()); err != nil || r.Status != 1 {
		t.Fatalf("transaction not mined on arrival: %v", err)
	}

	// Time moves by whole epochs on request.
	before, _ := bind.Call(tn.Ledger, &bind.CallOpts{Context: ctx}, tn.LedgerABI.PackCurrentEpoch(), tn.LedgerABI.UnpackCurrentEpoch)
	if err := tn.AdvanceEpochs(3); err != nil {
		t.Fatal(err)
	}
	after, _ := bind.Call(tn.Ledger, &bind.CallOpts{Context: ctx}, tn.LedgerABI.PackCurrentEpoch(), tn.LedgerABI.UnpackCurrentEpoch)
	if d := new(big.Int).Sub(after, before).Int64(); d < 3 || d > 4 {
		t.Fatalf("AdvanceEpochs(3) moved %d epochs", d)
	}
}

// An idle chain with a short block period seals empty blocks on the idle clock, so chain time
// keeps up with the clock and never runs ahead of it (at 50 ms a block, it ran 20 times faster).
func TestIdleChainKeepsToTheClock(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60, BlockPeriod: 50 * time.Millisecond})
	lead := func() (uint64, int64) { // the head, and how far chain time is ahead of the clock
		h, err := tn.Client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		return h.Number.Uint64(), int64(h.Time) - time.Now().Unix()
	}
	first, lead0 := lead()
	const blocks = 4
	for {
		n, leadNow := lead()
		if grew := leadNow - lead0; grew > 1 {
			t.Fatalf("idle for %d blocks, chain time ran %d s further ahead of the clock", n-first, grew)
		}
		if n >= first+blocks {
			break // the idle clock seals blocks
		}
		select {
		case <-ctx.Done():
			t.Fatalf("idle chain sealed %d blocks in 30 s, want %d on the idle clock", n-first, blocks)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// The miner seals when a transaction waits, else once idle for the idle period and the period.
func TestSealNow(t *testing.T) {
	const ms = time.Millisecond
	for _, tc := range []struct {
		pending             bool
		since, period, idle time.Duration
		want                bool
	}{
		{true, 0, 50 * ms, IdleBlockInterval, true},
		{false, 50 * ms, 50 * ms, IdleBlockInterval, false},
		{false, 999 * ms, 50 * ms, IdleBlockInterval, false},
		{false, IdleBlockInterval, 50 * ms, IdleBlockInterval, true},
		{false, 2 * time.Second, 3 * time.Second, IdleBlockInterval, false},
		{false, 3 * time.Second, 3 * time.Second, IdleBlockInterval, true},
		{false, 20 * ms, 20 * ms, 20 * ms, true}, // a test that asked for fast confirmations
	} {
		if got := sealNow(tc.pending, tc.since, tc.period, tc.idle); got != tc.want {
			t.Errorf("sealNow(pending %v, idle for %v, period %v, idle period %v) = %v", tc.pending, tc.since, tc.period, tc.idle, got)
		}
	}
}

func TestServeRejectsBusyPort(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	port := l.Addr().(*net.TCPAddr).Port
	_, err = Serve(context.Background(), ServeConfig{HTTPPort: port})
	if !errors.Is(err, ErrPortInUse) || !strings.Contains(err.Error(), "HTTP port") {
		t.Fatalf("busy HTTP port: %v", err)
	}
}

// Two free picks are never the same port: the HTTP port's listener is held while the WebSocket
// port is picked (closing it first let the system hand the same port out twice, seen in CI).
func TestFreeRPCPortsDiffer(t *testing.T) {
	for i := range 500 {
		h, w, err := loopbackPorts(0, 0)
		if err != nil {
			t.Fatal(err)
		}
		if h == w {
			t.Fatalf("pick %d: HTTP and WebSocket both got port %d", i, h)
		}
	}
	if _, _, err := loopbackPorts(8545, 8545); err == nil || !strings.Contains(err.Error(), "different ports") {
		t.Fatalf("the same port twice: %v", err)
	}
}

func TestManifestRoundTripAndErrors(t *testing.T) {
	tn := serve(t, ServeConfig{EpochLength: 60})
	path := filepath.Join(t.TempDir(), "deployment.json")
	if err := deployment.WriteManifest(path, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	back, err := deployment.ReadManifest(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, tn.Manifest) {
		t.Fatalf("manifest changed on the way through the file:\n%+v\n%+v", back, tn.Manifest)
	}

	for _, tc := range []struct {
		field string
		spoil func(m *deployment.Manifest)
	}{
		{"formula", func(m *deployment.Manifest) { m.Formula = "ledger/v0" }},
		{"chain_id", func(m *deployment.Manifest) { m.ChainID = 0 }},
		{"rpc_http", func(m *deployment.Manifest) { m.RPCHTTP = "127.0.0.1:8545" }},
		{"ledger", func(m *deployment.Manifest) { m.Ledger = [20]byte{} }},
		{"scorer", func(m *deployment.Manifest) { m.Scorer = [20]byte{} }},
		{"epoch_length", func(m *deployment.Manifest) { m.EpochLength = 0 }},
		{"weight_cap", func(m *deployment.Manifest) { m.WeightCap = "twelve" }},
		{"escrows", func(m *deployment.Manifest) { m.Escrows = nil }},
		{"escrows", func(m *deployment.Manifest) { m.Escrows[0].Index = 1 }},
		{"escrows", func(m *deployment.Manifest) { m.Escrows[0].Address = [20]byte{} }},
	} {
		m := cloneManifest(tn.Manifest)
		tc.spoil(&m)
		if err := m.Check(); !errors.Is(err, deployment.ErrBadManifest) || !strings.Contains(err.Error(), `"`+tc.field+`"`) {
			t.Errorf("spoiled %s: %v", tc.field, err)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := deployment.WriteManifest(bad, &deployment.Manifest{}); !errors.Is(err, deployment.ErrBadManifest) {
		t.Errorf("writing an empty manifest: %v", err)
	}
	if err := writeFile(bad, "{ not json"); err != nil {
		t.Fatal(err)
	}
	if _, err := deployment.ReadManifest(bad); !errors.Is(err, deployment.ErrBadManifest) || !strings.Contains(err.Error(), bad) {
		t.Errorf("malformed manifest: %v", err)
	}
}

// AlignToEpoch moves the chain to one second past the start of the next epoch, under the block
// producer's lock, while the miner runs.
func TestAlignToEpoch(t *testing.T) {
	tn, err := Serve(context.Background(), ServeConfig{EpochLength: deployment.DefaultEpochLength})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	before, err := tn.Client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := tn.AlignToEpoch(t.Context()); err != nil {
		t.Fatal(err)
	}
	after, err := tn.Client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if after.Time%deployment.DefaultEpochLength != 1 || after.Time/deployment.DefaultEpochLength != before.Time/deployment.DefaultEpochLength+1 {
		t.Fatalf("head time %d → %d: want one second into the next epoch", before.Time, after.Time)
	}
}
