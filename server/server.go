// Package server is repledger's reputation backend over HTTP: the JSON API under /v1/ (described
// by the OpenAPI 3.1 document at /openapi.json), the web page with its embedded assets,
// /metrics, /livez and /readyz. It reads everything from an index.Indexer.
package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/router"
)

// Source is what the server reads: the indexer.
type Source interface {
	Snapshot() index.Snapshot
	Agent(ctx context.Context, id *big.Int) (*index.AgentDetail, error)
	Decisions(ids []*big.Int) ([]router.Decision, error)
}

var _ Source = (*index.Indexer)(nil)

// Verification is the result of checking the deployment on chain (repledger verify).
type Verification struct {
	Checked  bool          `json:"checked"`
	Verified bool          `json:"verified"`
	Checks   []VerifyCheck `json:"checks"`
	Error    string        `json:"error,omitempty"`
}

// VerifyCheck is one check of `repledger verify`.
type VerifyCheck struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail,omitempty"`
}

// NewVerification makes the verification status from verify's checks (err: they could not run).
func NewVerification(checks []deployment.Check, err error) *Verification {
	v := &Verification{Checked: true, Verified: err == nil && len(checks) > 0}
	if err != nil {
		v.Error = err.Error()
	}
	for _, c := range checks {
		v.Checks = append(v.Checks, VerifyCheck{Name: c.Name, OK: c.OK, Detail: c.Detail})
		if !c.OK {
			v.Verified = false
		}
	}
	return v
}

// Server serves the API and the page.
type Server struct {
	src      Source
	mux      *http.ServeMux
	verify   atomic.Pointer[Verification]
	ready    func() error
	registry *prometheus.Registry
	Symbol   string // the asset's symbol, for display
	filters  filterCache
}

// Route is one endpoint: the OpenAPI document must describe each API route, and a test checks it.
type Route struct {
	Method, Path string
	API          bool // under /v1/ or /openapi.json: JSON, described by the OpenAPI document
	handler      http.HandlerFunc
}

// New makes a server over src. ready reports why the server is not ready (nil: ready);
// registry holds the metrics /metrics serves.
func New(src Source, registry *prometheus.Registry, ready func() error) *Server {
	s := &Server{src: src, mux: http.NewServeMux(), ready: ready, registry: registry, Symbol: "U"}
	s.verify.Store(&Verification{})
	for _, r := range s.Routes() {
		h := r.handler
		if r.API {
			h = cors(h)
		}
		s.mux.HandleFunc(r.Method+" "+r.Path, h)
	}
	s.mux.HandleFunc("OPTIONS /", cors(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	s.mux.Handle("GET /metrics", promhttp.HandlerFor(registry, promhttp.HandlerOpts{}))
	s.mux.HandleFunc("GET /livez", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok\n")) })
	s.mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, _ *http.Request) {
		if err := s.ready(); err != nil {
			http.Error(w, err.Error(), http.StatusServiceUnavailable)
			return
		}
		_, _ = w.Write([]byte("ok\n"))
	})
	return s
}

// Routes are the API and page endpoints.
func (s *Server) Routes() []Route {
	return []Route{
		{"GET", "/openapi.json", true, s.openAPI},
		{"GET", "/v1/params", true, s.params},
		{"GET", "/v1/leaderboard", true, s.leaderboard},
		{"GET", "/v1/agents/{id}", true, s.agent},
		{"GET", "/v1/decisions", true, s.decisions},
		{"GET", "/v1/calc", true, s.calc},
		{"GET", "/v1/rubric", true, s.rubric},
		{"GET", "/{$}", false, s.pageBoard},
		{"GET", "/agents/{id}", false, s.pageAgent},
		{"GET", "/static/", false, s.static},
	}
}

// SetVerification records the last on-chain check of the deployment.
func (s *Server) SetVerification(v *Verification) { s.verify.Store(v) }

// ServeHTTP serves every endpoint; unknown paths under /v1/ answer a JSON 404.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if _, pattern := s.mux.Handler(r); pattern == "" && len(r.URL.Path) >= 4 && r.URL.Path[:4] == "/v1/" {
		cors(func(w http.ResponseWriter, r *http.Request) {
			apiError(w, http.StatusNotFound, "path", fmt.Sprintf("no endpoint %s %s: see /openapi.json", r.Method, r.URL.Path))
		})(w, r)
		return
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	s.mux.ServeHTTP(w, r)
}

// APIError is the body of every API error: the parameter at fault and what is valid.
type APIError struct {
	Error struct {
		Parameter string `json:"parameter"`
		Message   string `json:"message"`
	} `json:"error"`
}

func apiError(w http.ResponseWriter, status int, param, msg string) {
	var e APIError
	e.Error.Parameter, e.Error.Message = param, msg
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(e)
}

// writeJSON writes v with an ETag of its bytes; a request whose If-None-Match names it gets 304.
func writeJSON(w http.ResponseWriter, r *http.Request, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		apiError(w, http.StatusInternalServerError, "", err.Error())
		return
	}
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:12]) + `"`
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "public, max-age=5")
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(append(body, '\n'))
}

// cors lets browser pages on any origin read the API (it is public and read-only).
func cors(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Access-Control-Allow-Methods", "GET, OPTIONS")
		w.Header().Set("Access-Control-Allow-Headers", "If-None-Match, Content-Type")
		w.Header().Set("Access-Control-Expose-Headers", "ETag")
		h(w, r)
	}
}
