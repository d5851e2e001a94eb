// Package server is repledger's reputation backend over HTTP: the JSON API under /v1/, /metrics,
// /livez and /readyz (all described by the OpenAPI 3.1 document at /openapi.json), the web page
// with its embedded assets, and a favicon. It reads everything from an index.Indexer.
package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/big"
	"net/http"
	"slices"
	"strings"
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
	filters  boardCache
}

// Route is one endpoint. The OpenAPI document describes exactly the routes marked API, and a
// test checks it.
type Route struct {
	Method, Path string
	API          bool // described by the OpenAPI document; readable from any origin (CORS)
	handler      http.HandlerFunc
}

// New makes a server over src. ready reports why the server is not ready (nil: ready);
// registry holds the metrics /metrics serves.
func New(src Source, registry *prometheus.Registry, ready func() error) *Server {
	s := &Server{src: src, mux: http.NewServeMux(), ready: ready, registry: registry, Symbol: "U"}
	s.verify.Store(&Verification{})
	// Patterns carry no method: the server answers a known path with a wrong method itself
	// (405 with Allow), and a path no pattern knows with 404 — ServeMux alone answers the
	// latter with 405 as soon as any pattern matches every path for some method.
	byPath := map[string][]Route{}
	var paths []string
	for _, r := range s.Routes() {
		if byPath[r.Path] == nil {
			paths = append(paths, r.Path)
		}
		byPath[r.Path] = append(byPath[r.Path], r)
	}
	for _, p := range paths {
		s.mux.Handle(p, dispatch(byPath[p]))
	}
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/v1/") {
			notFound(w, r, true)
			return
		}
		s.notFoundPage(w, r) // a mistyped page path gets the site's layout and its navigation
	})
	return s
}

// Routes are every endpoint.
func (s *Server) Routes() []Route {
	return []Route{
		{"GET", "/openapi.json", true, s.openAPIDocument},
		{"GET", "/v1/params", true, s.params},
		{"GET", "/v1/leaderboard", true, s.leaderboard},
		{"GET", "/v1/agents/{id}", true, s.agent},
		{"GET", "/v1/decisions", true, s.decisions},
		{"GET", "/v1/calc", true, s.calc},
		{"GET", "/v1/rubric", true, s.rubric},
		{"GET", "/metrics", true, promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{}).ServeHTTP},
		{"GET", "/livez", true, func(w http.ResponseWriter, _ *http.Request) { plain(w, http.StatusOK, "ok") }},
		{"GET", "/readyz", true, s.readyz},
		{"GET", "/{$}", false, s.pageBoard},
		{"GET", "/agents/{id}", false, s.pageAgent},
		{"GET", "/static/", false, s.static},
		{"GET", "/favicon.ico", false, serveFavicon},
	}
}

// dispatch serves one path: its routes by method (HEAD as GET), OPTIONS with the methods
// allowed (a CORS preflight for the API), any other method 405 with an Allow header.
func dispatch(routes []Route) http.Handler {
	methods := []string{}
	for _, r := range routes {
		methods = append(methods, r.Method)
		if r.Method == http.MethodGet {
			methods = append(methods, http.MethodHead)
		}
	}
	methods = append(methods, http.MethodOptions)
	slices.Sort(methods)
	allow := strings.Join(slices.Compact(methods), ", ")
	api := routes[0].API
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if api {
			cors(w)
		}
		for _, rt := range routes {
			if r.Method == rt.Method || r.Method == http.MethodHead && rt.Method == http.MethodGet {
				rt.handler(w, r)
				return
			}
		}
		w.Header().Set("Allow", allow)
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		msg := fmt.Sprintf("method %s: %s answers %s", clip(r.Method), clip(r.URL.Path), allow)
		if api {
			apiError(w, http.StatusMethodNotAllowed, "method", msg)
			return
		}
		plain(w, http.StatusMethodNotAllowed, msg)
	})
}

// notFound answers a path no route knows: JSON under /v1/, text elsewhere.
func notFound(w http.ResponseWriter, r *http.Request, api bool) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	msg := fmt.Sprintf("no endpoint %s: see /openapi.json for the API, / for the page", clip(r.URL.Path))
	if api {
		cors(w)
		apiError(w, http.StatusNotFound, "path", msg)
		return
	}
	plain(w, http.StatusNotFound, msg)
}

func (s *Server) readyz(w http.ResponseWriter, _ *http.Request) {
	if err := s.ready(); err != nil {
		plain(w, http.StatusServiceUnavailable, "not ready: "+err.Error())
		return
	}
	plain(w, http.StatusOK, "ok")
}

// plain writes a one-line text answer.
func plain(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(msg + "\n"))
}

// SetVerification records the last on-chain check of the deployment.
func (s *Server) SetVerification(v *Verification) { s.verify.Store(v) }

// ServeHTTP serves every endpoint.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// APIError is the body of every API error: the parameter at fault and what is valid. The
// message repeats at most 64 characters of a refused input.
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

// writeJSON writes v; its ETag is a hash of the bytes written.
func writeJSON(w http.ResponseWriter, r *http.Request, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		apiError(w, http.StatusInternalServerError, "", err.Error())
		return
	}
	writeBody(w, r, "application/json", append(body, '\n'), "public, max-age=5")
}

// writeBody writes body with an ETag computed from it, so the tag changes exactly when the
// body does; a request whose If-None-Match names the tag gets 304 and no body.
func writeBody(w http.ResponseWriter, r *http.Request, contentType string, body []byte, cacheControl string) {
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:12]) + `"`
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", cacheControl)
	if etagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", contentType)
	_, _ = w.Write(body)
}

// etagMatches is If-None-Match's weak comparison (RFC 9110 §13.1.2): a list of tags or *.
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

// cors lets browser pages on any origin read the API (it is public and read-only).
func cors(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", "*")
	h.Set("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS")
	h.Set("Access-Control-Allow-Headers", "If-None-Match, Content-Type")
	h.Set("Access-Control-Expose-Headers", "ETag")
}

//go:embed openapi.json
var openAPIJSON []byte

func (s *Server) openAPIDocument(w http.ResponseWriter, r *http.Request) {
	writeBody(w, r, "application/json", openAPIJSON, "public, max-age=300")
}

// favicon is a 32×32 PNG in an ICO container: the page's score meter (bar, inner bar) on its
// background. Drawn here so that browsers asking for /favicon.ico get an icon, not a 404 in
// the console, and no binary file needs keeping.
var favicon = drawFavicon()

func drawFavicon() []byte {
	const n = 32
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	bg, bar, inner := color.NRGBA{0x1a, 0x21, 0x29, 0xff}, color.NRGBA{0x79, 0xb8, 0xff, 0xff}, color.NRGBA{0x4c, 0xc3, 0x8a, 0xff}
	for y := range n {
		for x := range n {
			corner := (x < 3 || x > n-4) && (y < 3 || y > n-4)
			switch {
			case corner:
			case y >= 9 && y < 23 && x >= 5 && x < 27:
				if y >= 13 && y < 19 && x < 21 {
					img.SetNRGBA(x, y, inner)
				} else {
					img.SetNRGBA(x, y, bar)
				}
			default:
				img.SetNRGBA(x, y, bg)
			}
		}
	}
	var p bytes.Buffer
	if err := png.Encode(&p, img); err != nil {
		panic(err) // an in-memory image always encodes
	}
	var ico bytes.Buffer
	// ICONDIR (reserved, type 1 = icon, 1 image) and its ICONDIRENTRY (32×32, no palette,
	// 1 plane, 32 bits, the PNG's size and offset).
	_ = binary.Write(&ico, binary.LittleEndian, []uint16{0, 1, 1})
	ico.Write([]byte{n, n, 0, 0})
	_ = binary.Write(&ico, binary.LittleEndian, []uint16{1, 32})
	_ = binary.Write(&ico, binary.LittleEndian, []uint32{uint32(p.Len()), 6 + 16})
	ico.Write(p.Bytes())
	return ico.Bytes()
}

func serveFavicon(w http.ResponseWriter, r *http.Request) {
	writeBody(w, r, "image/x-icon", favicon, "public, max-age=86400")
}
