package settler

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// HealthServer serves /livez, /readyz and /metrics on a listener of its own, apart from anything
// a node or a user reaches.
type HealthServer struct {
	srv *http.Server
	ln  net.Listener
}

// ListenHealth binds addr now, so a taken port stops the daemon at start, not later.
func ListenHealth(addr string, s *Service) (*HealthServer, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("--metrics-addr %s: %w", addr, err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/livez", func(w http.ResponseWriter, _ *http.Request) {
		if !s.Alive() {
			http.Error(w, "settler loop stalled", http.StatusServiceUnavailable)
			return
		}
		fmt.Fprintln(w, "ok")
	})
	mux.HandleFunc("/readyz", func(w http.ResponseWriter, _ *http.Request) {
		if !s.Ready() {
			http.Error(w, "catching up", http.StatusServiceUnavailable)
			return
		}
		fmt.Fprintln(w, "ok")
	})
	mux.Handle("/metrics", promhttp.HandlerFor(s.metrics.Registry, promhttp.HandlerOpts{}))
	return &HealthServer{srv: &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}, ln: ln}, nil
}

// Addr is where the server listens.
func (h *HealthServer) Addr() string { return h.ln.Addr().String() }

// Serve runs until Shutdown.
func (h *HealthServer) Serve() error {
	if err := h.srv.Serve(h.ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Shutdown stops the server, letting in-flight requests finish until ctx ends.
func (h *HealthServer) Shutdown(ctx context.Context) error { return h.srv.Shutdown(ctx) }
