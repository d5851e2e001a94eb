package settler_test

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	waitFor(t, ctx, "readiness", svc.Ready)
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
