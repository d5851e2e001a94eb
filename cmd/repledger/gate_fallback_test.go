package main

import (
	"encoding/json"
	"errors"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"
)

// gate and rank answer from the prior, exit 0, when the node refuses the connection or accepts
// it and never answers, over http:// and ws:// alike, within the timeout (and some slack for
// starting the process on a busy machine).
func TestGateAndRankFallBackOnEveryTransport(t *testing.T) {
	bin := settlerBinary(t)
	const ledger = "0x00000000000000000000000000000000000000aa"
	for name, url := range map[string]string{
		"ws refused": testutil.ClosedURL(t, "ws"), "ws silent": testutil.SilentURL(t, "ws"),
		"http refused": testutil.ClosedURL(t, "http"), "http silent": testutil.SilentURL(t, "http"),
	} {
		for _, cmd := range []string{"gate", "rank"} {
			start := time.Now()
			out, err := exec.Command(bin, cmd, "--rpc", url, "--ledger", ledger, "--timeout", "300ms", "--json", "7", "8").Output()
			took := time.Since(start)
			if err != nil {
				t.Fatalf("%s %s: %v\n%s", cmd, name, err, out)
			}
			var ds []decisionJSON
			if err := json.Unmarshal(out, &ds); err != nil || len(ds) != 2 || ds[0].Source != "prior" || ds[0].LowerBps != 5565 {
				t.Fatalf("%s %s: %s (%v)", cmd, name, out, err)
			}
			if took > 3*time.Second {
				t.Fatalf("%s %s took %s with a 300 ms timeout", cmd, name, took)
			}
		}
	}
}

// SIGINT or SIGTERM stop gate at once, even with a long timeout on a node that hangs: exit
// status 130, no decision printed.
func TestGateStopsAtOnceOnSignal(t *testing.T) {
	bin := settlerBinary(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		cmd := exec.Command(bin, "gate", "--rpc", testutil.SilentURL(t, "ws"), "--ledger",
			"0x00000000000000000000000000000000000000aa", "--timeout", "1m", "7")
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		// Give it time to start dialing; the signal must end it wherever it is.
		select {
		case err := <-done:
			t.Fatalf("gate ended before the signal: %v\n%s", err, stderr.String())
		case <-time.After(500 * time.Millisecond):
		}
		sent := time.Now()
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		var err error
		select {
		case err = <-done:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			t.Fatalf("gate still running 5 s after %v", sig)
		}
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 130 || stdout.Len() != 0 {
			t.Fatalf("%v: %v, stdout %q, stderr %q; want exit 130 and nothing printed", sig, err, stdout.String(), stderr.String())
		}
		if took := time.Since(sent); took > time.Second {
			t.Fatalf("%v: gate took %s to stop", sig, took)
		}
	}
}
