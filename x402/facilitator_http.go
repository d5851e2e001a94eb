package x402

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// facilitatorMetrics are a facilitator's Prometheus series, on a registry of its own.
type facilitatorMetrics struct {
	registry      *prometheus.Registry
	verified      *prometheus.CounterVec
	settled       *prometheus.CounterVec
	settleSeconds prometheus.Histogram
	nodeErrors    prometheus.Counter
}

func newFacilitatorMetrics() *facilitatorMetrics {
	m := &facilitatorMetrics{
		registry: prometheus.NewRegistry(),
		verified: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "repledger_x402_verify_total",
			Help: "POST /verify answers by result: valid, or the x402 refusal reason."}, []string{"result"}),
		settled: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "repledger_x402_settle_total",
			Help: "POST /settle answers by result: settled, node_error, or the x402 refusal reason."}, []string{"result"}),
		settleSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "repledger_x402_settle_seconds",
			Help: "Time to answer POST /settle, receipt included.", Buckets: prometheus.ExponentialBuckets(0.01, 2, 12)}),
		nodeErrors: prometheus.NewCounter(prometheus.CounterOpts{Name: "repledger_x402_node_errors_total",
			Help: "Requests the node could not answer."}),
	}
	m.registry.MustRegister(m.verified, m.settled, m.settleSeconds, m.nodeErrors,
		prometheus.NewGoCollector(), prometheus.NewProcessCollector(prometheus.ProcessCollectorOpts{}))
	return m
}

// maxRequestBytes bounds a /verify or /settle body; a payment is well under 4 KiB.
const maxRequestBytes = 64 << 10

// Handler serves the facilitator: GET /supported, POST /verify, POST /settle, and GET /livez,
// /readyz and /metrics for operators.
func (f *Facilitator) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/supported", only(http.MethodGet, func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, f.Supported())
	}))
	mux.HandleFunc("/verify", only(http.MethodPost, f.serveVerify))
	mux.HandleFunc("/settle", only(http.MethodPost, f.serveSettle))
	mux.HandleFunc("/livez", only(http.MethodGet, func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "ok", http.StatusOK)
	}))
	mux.HandleFunc("/readyz", only(http.MethodGet, func(w http.ResponseWriter, r *http.Request) {
		if f.cfg.Probe != nil {
			ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
			defer cancel()
			if err := f.cfg.Probe(ctx); err != nil {
				http.Error(w, "node unreachable: "+err.Error(), http.StatusServiceUnavailable)
				return
			}
		}
		http.Error(w, "ok", http.StatusOK)
	}))
	mux.Handle("/metrics", promhttp.HandlerFor(f.metrics.registry, promhttp.HandlerOpts{}))
	return mux
}

func only(method string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != method {
			w.Header().Set("Allow", method)
			http.Error(w, fmt.Sprintf("%s %s: use %s", r.Method, r.URL.Path, method), http.StatusMethodNotAllowed)
			return
		}
		h(w, r)
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// readRequest decodes a /verify or /settle body; the error names what is wrong with it.
func readRequest(r *http.Request) (FacilitatorRequest, error) {
	var req FacilitatorRequest
	raw, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxRequestBytes))
	if err != nil {
		return req, fmt.Errorf("the body could not be read (at most %d bytes): %v", maxRequestBytes, err)
	}
	if err := json.Unmarshal(raw, &req); err != nil {
		return req, fmt.Errorf("the body is not a JSON object {x402Version, paymentPayload, paymentRequirements}: %v", err)
	}
	return req, nil
}

// A malformed body is 400 with the x402 reason; a node that cannot be reached is 503 with
// unexpected_verify_error / unexpected_settle_error and a message saying so; a refusal is 200
// with isValid or success false, as the official facilitators answer.
func (f *Facilitator) serveVerify(w http.ResponseWriter, r *http.Request) {
	req, err := readRequest(r)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, VerifyResponse{InvalidReason: ReasonInvalidPayload, InvalidMessage: err.Error()})
		return
	}
	resp, err := f.Verify(r.Context(), req)
	if err != nil {
		writeJSON(w, http.StatusServiceUnavailable, VerifyResponse{InvalidReason: ReasonUnexpectedVerifyError,
			InvalidMessage: err.Error(), Payer: req.PaymentPayload.Payload.Authorization.From})
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

func (f *Facilitator) serveSettle(w http.ResponseWriter, r *http.Request) {
	req, err := readRequest(r)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, SettleResponse{ErrorReason: ReasonInvalidPayload, ErrorMessage: err.Error(), Network: f.network})
		return
	}
	resp, err := f.Settle(r.Context(), req)
	if errors.Is(err, ErrNode) {
		resp.Success, resp.Network = false, f.network
		if resp.ErrorReason == "" {
			resp.ErrorReason = ReasonUnexpectedSettleError
		}
		if resp.ErrorMessage == "" {
			resp.ErrorMessage = err.Error()
		}
		if resp.Payer == "" {
			resp.Payer = req.PaymentPayload.Payload.Authorization.From
		}
		writeJSON(w, http.StatusServiceUnavailable, resp)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}
