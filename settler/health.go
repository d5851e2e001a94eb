package settler

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// health is the settler's state as /livez and /readyz see it, shared between the loop, the
// monitor and the health server.
type health struct {
	loopBeat   atomic.Int64 // unix nanos of the loop's last turn
	stepSince  atomic.Int64 // unix nanos when the running step started; 0 between steps
	stepped    atomic.Bool  // a step has ended
	head       atomic.Uint64
	checkpoint atomic.Uint64
	saved      atomic.Bool // a checkpoint is on disk (loaded or written)
	nodeDown   atomic.Bool

	lastWaitingHead atomic.Uint64 // reportWaiting logs once per head

	mu      sync.Mutex
	nodeErr error
}

func (h *health) beat()        { h.loopBeat.Store(time.Now().UnixNano()) }
func (h *health) stepStarted() { h.stepSince.Store(time.Now().UnixNano()) }
func (h *health) stepDone()    { h.stepSince.Store(0); h.stepped.Store(true) }

// observeHead records the head and refreshes the lag gauge.
func (s *Service) observeHead(head uint64) {
	s.health.head.Store(head)
	s.metrics.LagBlocks.Set(float64(head - min(head, s.health.checkpoint.Load())))
}

// readyLagBound is the largest head − checkpoint distance /readyz accepts: a completion is read
// once buried under the confirmation depth, its rating mined a block later and buried as deep.
func (s *Service) readyLagBound() uint64 { return 2*s.cfg.Confirmations + 1 + s.cfg.ReadyLag }

// Ready reports whether the settler is keeping up: the node answers, no step has run longer
// than StuckAfter, and the checkpoint is within readyLagBound of the head. When not, the reason
// says why.
func (s *Service) Ready() (bool, string) {
	h := &s.health
	if h.nodeDown.Load() {
		h.mu.Lock()
		defer h.mu.Unlock()
		return false, fmt.Sprintf("node unreachable: %v", h.nodeErr)
	}
	if since := h.stepSince.Load(); since != 0 {
		if running := time.Since(time.Unix(0, since)); running > s.cfg.StuckAfter {
			return false, fmt.Sprintf("one step has run for %s (more than --stuck-after %s): a submission is stuck or the node hangs",
				running.Round(time.Second), s.cfg.StuckAfter)
		}
	}
	if !h.stepped.Load() {
		return false, "starting"
	}
	head, cp := h.head.Load(), h.checkpoint.Load()
	if lag := head - min(head, cp); lag > s.readyLagBound() {
		return false, fmt.Sprintf("catching up: checkpoint at block %d, %d blocks behind the head (ready within %d)", cp, lag, s.readyLagBound())
	}
	return true, "ok"
}

// Alive reports whether the loop still turns: it turned recently, or is inside a step that has
// not yet run longer than a step can (four resubmission periods of waiting for a receipt, and
// a minute more).
func (s *Service) Alive() bool {
	h := &s.health
	if since := h.stepSince.Load(); since != 0 {
		return time.Since(time.Unix(0, since)) < 4*s.cfg.ResubmitAfter+time.Minute
	}
	return time.Since(time.Unix(0, h.loopBeat.Load())) < 2*time.Minute+4*s.cfg.PollInterval
}

// monitorEvery is how often the monitor asks the node for its head.
func (s *Service) monitorEvery() time.Duration {
	return min(max(s.cfg.PollInterval, 100*time.Millisecond), time.Second)
}

// monitor keeps the health and the gauges current while steps run, however long they take: it
// asks the node for its head every monitorEvery and records whether it answered.
func (s *Service) monitor(ctx context.Context) {
	tick := time.NewTicker(s.monitorEvery())
	defer tick.Stop()
	for {
		probe, cancel := context.WithTimeout(ctx, max(s.monitorEvery(), 2*time.Second))
		head, err := s.node.BlockNumber(probe)
		cancel()
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			s.health.mu.Lock()
			s.health.nodeErr = err
			s.health.mu.Unlock()
			if !s.health.nodeDown.Swap(true) {
				s.metrics.RPCErrors.Inc()
				s.log.Warn().Err(err).Msg("the node does not answer: /readyz reports not ready until it does")
			}
		default:
			if s.health.nodeDown.Swap(false) {
				s.log.Info().Uint64("head", head).Msg("the node answers again")
			}
			s.observeHead(head)
		}
		s.metrics.Pending.Set(float64(s.tx.Pending()))
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

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
		if ok, why := s.Ready(); !ok {
			http.Error(w, why, http.StatusServiceUnavailable)
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
