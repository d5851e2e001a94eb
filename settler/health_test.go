package settler_test

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
)

// /livez, /readyz and /metrics on their own listener: ready once caught up, metrics named as
// the operators' dashboards expect.
func TestHealthEndpoints(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn := startTestnet(t)
	svc := newService(t, tn, filepath.Join(t.TempDir(), "cp.json"))
	h, err := settler.ListenHealth("127.0.0.1:0", svc)
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = h.Serve() }()
	defer h.Shutdown(context.Background())
	get := func(path string) (int, string) {
		resp, err := http.Get("http://" + h.Addr() + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	if code, _ := get("/readyz"); code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz before the first step: %d, want 503", code)
	}
	if code, _ := get("/livez"); code != http.StatusServiceUnavailable {
		t.Fatalf("/livez before the loop ran: %d, want 503", code)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	testutil.Eventually(t, time.Minute, "readiness", ready(svc))
	if code, _ := get("/readyz"); code != http.StatusOK {
		t.Fatalf("/readyz when caught up: %d", code)
	}
	if code, _ := get("/livez"); code != http.StatusOK {
		t.Fatalf("/livez while running: %d", code)
	}
	_, metrics := get("/metrics")
	for _, name := range []string{"repledger_settler_settlements_seen_total", "repledger_settler_lag_blocks",
		"repledger_settler_checkpoint_block", "repledger_settler_pending_transactions", "repledger_settler_gas_used_total",
		"repledger_settler_rpc_errors_total", "repledger_settler_reverts_total"} {
		if !strings.Contains(metrics, name) {
			t.Errorf("/metrics lacks %s", name)
		}
	}
	stop()
	<-done
}

// notReadyBecause waits until Ready says no with a reason containing `why`.
func notReadyBecause(t *testing.T, svc *settler.Service, why string) {
	t.Helper()
	last := ""
	testutil.Eventually(t, 30*time.Second, "not ready: "+why, testutil.Holds(func() bool {
		ok, reason := svc.Ready()
		last = reason
		return !ok && strings.Contains(reason, why)
	}), func() string { return "last reason: " + last })
}

// /readyz follows the node: 503 while it is unreachable, 503 while one step is stuck longer than
// --stuck-after; meanwhile the lag and pending gauges keep moving, and readiness comes back
// with the node.
func TestReadinessFollowsTheNodeAndStuckSteps(t *testing.T) {
	tn := startTestnet(t) // a block every 20 ms
	proxy := testutil.NewFaultProxy(t, tn.HTTPURL)
	svc := newServiceAt(t, tn, dial(t, proxy.URL), filepath.Join(t.TempDir(), "cp.json"), 2, func(c *settler.Config) {
		c.StuckAfter = 300 * time.Millisecond
		c.ResubmitAfter = 2 * time.Second
	})
	runService(t, svc)
	testutil.Eventually(t, time.Minute, "readiness", ready(svc))

	proxy.SetDown(true)
	notReadyBecause(t, svc, "node unreachable")
	proxy.SetDown(false)
	testutil.Eventually(t, time.Minute, "readiness with the node back", ready(svc))

	// The node swallows the settler's next submission: the step waits for a receipt that
	// never comes until the resubmission (2 s) sends it again.
	proxy.Drop(1)
	someJobs(t, tn, 2, nil)
	m := svc.Metrics()
	testutil.Eventually(t, 30*time.Second, "a submission pending", testutil.Holds(func() bool {
		return promtest.ToFloat64(m.Pending) == 1
	}))
	lagThen := promtest.ToFloat64(m.LagBlocks)
	notReadyBecause(t, svc, "one step has run")
	testutil.Eventually(t, 30*time.Second, "the lag gauge to move during the stuck step", testutil.Holds(func() bool {
		return promtest.ToFloat64(m.LagBlocks) > lagThen+5
	}))
	if proxy.Dropped() != 1 {
		t.Fatalf("the proxy dropped %d transactions, want 1", proxy.Dropped())
	}
	testutil.Eventually(t, time.Minute, "readiness once the submission is re-sent and mined", ready(svc))
	if got := promtest.ToFloat64(m.Resubmissions); got < 1 {
		t.Fatal("the dropped submission was not re-sent")
	}
}
