package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"
)

// The node becomes unreachable for 10 s in the middle of a run (a proxy between the daemon
// and anvil closes every connection) while jobs keep settling on the chain: /readyz says 503
// with the node away, the daemon backs off instead of spinning, recovers on its own once the
// node is back (and /readyz with it), and rates every job exactly once.
func TestSettlerAnvilOutage(t *testing.T) {
	const (
		nJobs         = 300
		chunk         = 50
		confirmations = 2
		outage        = 10 * time.Second
	)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	d := newAnvilDeployment(t, ctx) // skips without anvil, before the build
	bin := settlerBinary(t)
	proxy := testutil.NewFaultProxy(t, d.url)
	// Blocks from the ticker alone, as in the crash test: with anvil's instant miner on, each burst
	// of the job driver's transactions queues stale block sets that anvil seals for many seconds
	// while new transactions wait behind them (seen: the driver's receipts timing out).
	if err := d.setAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	d.keepMining(t, 100*time.Millisecond)
	jobs, want := anvilJobs(rand.New(rand.NewPCG(10, 10)), nJobs)
	checkpoint := filepath.Join(d.dir, "checkpoint.json")
	port, err := testutil.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	health := fmt.Sprintf("127.0.0.1:%d", port)
	p := startSettlerProc(t, bin, []string{"--deployment", d.manifestPath, "--rpc", proxy.URL,
		"--keystore", d.scorerKey, "--password-file", d.passwordFile, "--checkpoint", checkpoint,
		"--confirmations", strconv.Itoa(confirmations), "--poll-interval", "50ms", "--batch-size", "40",
		"--metrics-addr", health}, nil)
	readyz := func() (int, string) {
		resp, err := http.Get("http://" + health + "/readyz")
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}

	// The first 100 jobs settle and are rated with the node reachable, and the daemon has moved
	// its checkpoint past them: it is between steps, not waiting for a receipt, when the node goes.
	first := 2 * chunk
	firstLast, err := d.driveJobs(ctx, jobs[:first], want[:first], chunk, 0)
	if err != nil {
		t.Fatal(err)
	}
	testutil.Eventually(t, 30*time.Second, "the first jobs to be rated and checkpointed", func() (bool, error) {
		if err := p.exited(); err != nil {
			t.Fatal(err)
		}
		n, err := d.ratedCount(ctx, want[:first])
		if err != nil || n < first {
			return false, err
		}
		cp, err := d.checkpointBlock(checkpoint)
		return cp >= firstLast, err
	}, func() string { return p.log.tail(20) })

	// The node goes away for 10 s; the rest of the jobs settle on the chain meanwhile.
	proxy.SetDown(true)
	downAt := time.Now()
	driverDone := make(chan error, 1)
	var last uint64
	go func() {
		var err error
		last, err = d.driveJobs(ctx, jobs[first:], want[first:], chunk, 0)
		driverDone <- err
	}()
	code, body := 0, ""
	testutil.Eventually(t, outage/2, "/readyz to report the node unreachable", testutil.Holds(func() bool {
		code, body = readyz()
		return code == http.StatusServiceUnavailable && strings.Contains(body, "node unreachable")
	}), func() string { return fmt.Sprintf("/readyz: %d %q", code, body) })
	select {
	case <-time.After(outage - time.Since(downAt)):
	case <-ctx.Done():
		t.Fatal("deadline during the outage")
	}
	proxy.SetDown(false)
	upAt := time.Now()
	if err := <-driverDone; err != nil {
		t.Fatalf("job driver: %v", err)
	}
	if proxy.Refused() == 0 {
		t.Fatal("the settler did not try the node during the outage")
	}

	d.waitCheckpointPast(t, ctx, p, checkpoint, last, want)
	recoveredIn := time.Since(upAt)
	testutil.Eventually(t, 30*time.Second, "/readyz 200 with the node back", testutil.Holds(func() bool {
		code, body = readyz()
		return code == http.StatusOK
	}), func() string { return fmt.Sprintf("/readyz: %d %q", code, body) })
	p.stop(t, syscall.SIGTERM)
	d.checkRatedExactlyOnce(t, ctx, want)

	// Backoff: a handful of failed steps over the outage, waits doubling, not one per 50 ms poll.
	var retries []time.Duration
	for _, line := range p.log.logLines() {
		if line["message"] != "settler step failed" {
			continue
		}
		text, ok := line["retry_in"].(string) // a duration with its unit, such as "1.9s"
		wait, err := time.ParseDuration(text)
		if !ok || err != nil {
			t.Fatalf("failed-step log line without a retry_in duration: %v", line)
		}
		retries = append(retries, wait)
	}
	t.Logf("outage %s: %d connections refused, %d failed steps (first retry_in %v), all rated %s after the node came back",
		upAt.Sub(downAt).Round(time.Millisecond), proxy.Refused(), len(retries), retries[:min(8, len(retries))], recoveredIn.Round(time.Millisecond))
	if len(retries) < 2 || len(retries) > 8 {
		t.Fatalf("%d failed steps during a %s outage, want a handful (backing off); the first retry_in: %v", len(retries), outage, retries[:min(8, len(retries))])
	}
	for i := 1; i < len(retries); i++ {
		if retries[i] < retries[i-1] {
			t.Fatalf("retry_in shrank during the outage: %v", retries)
		}
	}
	if retries[len(retries)-1] <= retries[0] {
		t.Fatalf("retry_in did not grow during the outage: %v", retries)
	}
	// Recovery needs no restart: within the last backoff wait (the waits double from 1 s), plus
	// the time to rate what settled meanwhile and bury it.
	if limit := retries[len(retries)-1] + 20*time.Second; recoveredIn > limit {
		t.Fatalf("all rated %s after the node came back, want within %s (the last backoff wait %s and 20 s)", recoveredIn, limit, retries[len(retries)-1])
	}
}
