package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// syncBuffer lets the test read what the running command has printed so far.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }

// `repledger testnet` serves JSON-RPC, writes the manifest, prints the dev accounts marked as
// public test keys, and stops when its context ends (as on Ctrl-C or SIGTERM).
func TestTestnetCommand(t *testing.T) {
	manifest := filepath.Join(t.TempDir(), "deployment.json")
	ctx, cancel := context.WithCancel(context.Background())
	app := newApp()
	out := &syncBuffer{}
	app.Writer, app.ErrWriter = out, &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- app.RunContext(ctx, []string{"repledger", "testnet", "--http-port", "0", "--ws-port", "0",
			"--block-period", "0", "--fee-bps", "250", "--out", manifest})
	}()

	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, err := os.Stat(manifest); err == nil {
			break
		}
		if time.Now().After(deadline) {
			cancel()
			t.Fatalf("no manifest after 30 s; output so far:\n%s", out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	m, err := deployment.ReadManifest(manifest)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Escrows) != 1 || m.Escrows[0].PlatformFeeBps != 250 || m.Factory == m.Ledger {
		t.Fatalf("testnet manifest: %+v", m)
	}
	for _, url := range []string{m.RPCHTTP, m.RPCWS} {
		c, err := ethclient.DialContext(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		if code, err := c.CodeAt(ctx, m.Ledger, nil); err != nil || len(code) == 0 {
			t.Fatalf("%s: no ledger code at %s: %v", url, m.Ledger, err)
		}
		c.Close()
	}
	text := out.String()
	for _, want := range []string{m.RPCHTTP, m.RPCWS, manifest, "PUBLIC TEST KEYS", testnet.DevAccounts()[1].Address.Hex(),
		m.Ledger.Hex(), m.Factory.Hex(), m.Escrow().Hex(), "fee 250 bps", "ledger admin"} {
		if !strings.Contains(text, want) {
			t.Errorf("testnet output lacks %q:\n%s", want, text)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("testnet stopped with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("testnet did not stop when its context ended")
	}
}

func TestTestnetRejectsBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--epoch-length", "0"}, "--epoch-length"},
		{[]string{"--epoch-length", "59"}, "at least 60 seconds"},
		{[]string{"--fee-bps", "1001"}, "--fee-bps 1001"},
		{[]string{"--http-port", "70000"}, "--http-port 70000"},
		{[]string{"--block-period", "-1s"}, "--block-period"},
	} {
		_, err := runCLI(t, append([]string{"testnet"}, tc.args...)...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("testnet %v: error %v, want one naming %q", tc.args, err, tc.want)
		}
	}
}
