package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/testnet"
)

// `repledger serve` serves until its context ends, resumes on the same data directory, and
// refuses it for another chain with a message naming both.
func TestServeCommand(t *testing.T) {
	c := startServedChain(t)
	c.rate(5, testnet.DevAccounts()[5:7])
	dataDir := t.TempDir()
	port, err := testutil.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	listen := fmt.Sprintf("127.0.0.1:%d", port)
	ctx, cancel := context.WithCancel(context.Background())
	app := newApp()
	out, errs := &syncBuffer{}, &syncBuffer{}
	app.Writer, app.ErrWriter = out, errs
	done := make(chan error, 1)
	go func() {
		done <- app.RunContext(ctx, []string{"repledger", "serve", "--deployment", c.manifest, "--data-dir", dataDir,
			"--listen", listen, "--confirmations", "0"})
	}()
	testutil.Eventually(t, 30*time.Second, "serve answers /readyz", func() (bool, error) {
		resp, err := http.Get("http://" + listen + "/readyz")
		if err != nil {
			return false, nil
		}
		resp.Body.Close()
		return resp.StatusCode == 200, nil
	}, func() string { return out.String() + errs.String() })
	if !strings.Contains(out.String(), "serving ledger "+c.tn.Deployment.Ledger.Hex()) {
		t.Errorf("serve printed %q", out.String())
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("serve stopped with %v", err)
	}

	other := startServedChain(t)
	other.tn.Commit()
	code, _, msg := runCode(t, "serve", "--deployment", other.manifest, "--data-dir", dataDir, "--listen", "127.0.0.1:0")
	if code != 1 || !strings.Contains(msg, "another chain") || !strings.Contains(msg, "--data-dir") {
		t.Fatalf("serve on another chain's data directory: exit %d, %q", code, msg)
	}
	t.Log(msg)
}
