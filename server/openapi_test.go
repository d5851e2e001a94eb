package server

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"github.com/repledger/repledger/index"
)

// loadOpenAPI parses and validates the served document with kin-openapi (examples included:
// the library checks each against its schema) and makes a router over it.
func loadOpenAPI(t *testing.T) (*openapi3.T, routers.Router) {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(openAPIJSON)
	if err != nil {
		t.Fatalf("openapi.json does not parse: %v", err)
	}
	if err := doc.Validate(context.Background(), openapi3.EnableExamplesValidation()); err != nil {
		t.Fatalf("openapi.json is not a valid OpenAPI document: %v", err)
	}
	rt, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	return doc, rt
}

// The document describes exactly the routes marked API, and each of its operations exists.
func TestOpenAPIDocumentIsValidAndComplete(t *testing.T) {
	doc, _ := loadOpenAPI(t)
	s, _, _ := newStubServer(t)
	var inDoc, inServer []string
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			inDoc = append(inDoc, method+" "+path)
		}
	}
	for _, r := range s.Routes() {
		if r.API {
			inServer = append(inServer, r.Method+" "+r.Path)
		}
	}
	sort.Strings(inDoc)
	sort.Strings(inServer)
	if !slices.Equal(inDoc, inServer) {
		t.Fatalf("the OpenAPI document describes %v, the server has %v", inDoc, inServer)
	}
	for _, want := range []string{"GET /metrics", "GET /livez", "GET /readyz"} {
		if !slices.Contains(inDoc, want) {
			t.Errorf("the OpenAPI document does not describe %s", want)
		}
	}
	// Every JSON response has a typed schema with properties and an example.
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for status, ref := range op.Responses.Map() {
				for ct, mt := range ref.Value.Content {
					if mt.Example == nil {
						t.Errorf("%s %s %s %s: no example", method, path, status, ct)
					}
					sc := mt.Schema.Value
					if sc.Items != nil {
						sc = sc.Items.Value
					}
					if ct == "application/json" && len(sc.Properties) == 0 {
						t.Errorf("%s %s %s: a schema without properties", method, path, status)
					}
				}
			}
		}
	}
}

// statusCase is one request and the status the server must answer it with.
type statusCase struct {
	target string
	status int
	setup  func(src *stubSource, notReady *error)
	hdr    []string
}

// Every route and every status the OpenAPI document states: each request is answered with its
// status, and kin-openapi's openapi3filter checks the response (status documented, headers,
// body against the schema). Valid requests also pass request validation.
func TestResponsesMatchOpenAPI(t *testing.T) {
	doc, rt := loadOpenAPI(t)
	etagOf := func(target string) []string {
		s, _, _ := newStubServer(t)
		return []string{"If-None-Match", do(s, "GET", target).Header().Get("ETag")}
	}
	cases := []statusCase{
		{target: "/openapi.json", status: 200},
		{target: "/openapi.json", status: 304, hdr: etagOf("/openapi.json")},
		{target: "/v1/params", status: 200},
		{target: "/v1/params", status: 304, hdr: etagOf("/v1/params")},
		{target: "/v1/leaderboard", status: 200},
		{target: "/v1/leaderboard?offset=1&limit=2&routable=true&provisional=false", status: 200},
		{target: "/v1/leaderboard", status: 304, hdr: etagOf("/v1/leaderboard")},
		{target: "/v1/leaderboard?limit=0", status: 400},
		{target: "/v1/leaderboard?routable=1", status: 400},
		{target: "/v1/leaderboard?source=x402", status: 200},
		{target: "/v1/leaderboard?source=escrow&routable=true&provisional=false", status: 200},
		{target: "/v1/leaderboard?source=source", status: 200},
		{target: "/v1/leaderboard?source=erc8183", status: 400},
		// The ERC-8183 rating hook: its kind in /v1/params, the filter, the counts, a rating's foreign escrow.
		{target: "/v1/params", status: 200, setup: withHook},
		{target: "/v1/leaderboard?source=erc8183-hook", status: 200, setup: withHook},
		{target: "/v1/leaderboard?source=hook", status: 400, setup: withHook},
		{target: "/v1/agents/" + addrA, status: 200, setup: withHook},
		{target: "/v1/leaderboard?anchors=" + trustedPayer.Hex() + "&source=erc8183-hook", status: 200, setup: withHook},
		{target: "/v1/agents/" + addrA, status: 200},
		{target: "/v1/agents/42", status: 200},
		{target: "/v1/agents/" + idWide.String(), status: 200},
		{target: "/v1/agents/" + addrA, status: 304, hdr: etagOf("/v1/agents/" + addrA)},
		{target: "/v1/agents/0x12", status: 400},
		{target: "/v1/agents/0x0000000000000000000000000000000000000001", status: 404},
		{target: "/v1/agents/12345", status: 404},
		{target: "/v1/agents/42", status: 500, setup: func(src *stubSource, _ *error) { src.agentErr = errStore }},
		{target: "/v1/decisions?agents=" + addrA + ",42," + idWide.String() + ",7", status: 200},
		{target: "/v1/decisions?agents=42", status: 304, hdr: etagOf("/v1/decisions?agents=42")},
		{target: "/v1/decisions", status: 400},
		{target: "/v1/decisions?agents=0x12", status: 400},
		{target: "/v1/decisions?agents=42,%2043", status: 400},
		{target: "/v1/decisions?agents=42", status: 500, setup: func(src *stubSource, _ *error) { src.decErr = errStore }},
		{target: "/v1/calc", status: 200},
		{target: "/v1/calc?weight=32&mean_bps=8400&z=1.96", status: 200},
		{target: "/v1/calc", status: 304, hdr: etagOf("/v1/calc")},
		{target: "/v1/calc?z=abc", status: 400},
		{target: "/v1/calc?prior_weight=0", status: 400}, // no weight at all: the Wilson bound needs some
		{target: "/v1/rubric", status: 200},
		{target: "/v1/rubric", status: 304, hdr: etagOf("/v1/rubric")},
		{target: "/metrics", status: 200},
		{target: "/livez", status: 200},
		{target: "/readyz", status: 200},
		{target: "/readyz", status: 503, setup: func(_ *stubSource, notReady *error) { *notReady = fmt.Errorf("indexed to block 80 of 122") }},
		// Through a trust lens (anchors).
		{target: "/v1/leaderboard?anchors=" + trustedPayer.Hex(), status: 200},
		{target: "/v1/leaderboard?anchors=0x0000000000000000000000000000000000005752,agent:42&routable=true", status: 200},
		{target: "/v1/leaderboard?anchors=0x12", status: 400},
		{target: "/v1/leaderboard?anchors=" + trustedPayer.Hex() + "&source=x402", status: 200},
		{target: "/v1/leaderboard?anchors=" + trustedPayer.Hex(), status: 503, setup: func(src *stubSource, _ *error) { src.lensErr = index.ErrLensBusy }},
		{target: "/v1/leaderboard?anchors=" + trustedPayer.Hex(), status: 500, setup: func(src *stubSource, _ *error) { src.lensErr = errStore }},
		{target: "/v1/agents/42?anchors=" + trustedPayer.Hex(), status: 200},
		{target: "/v1/agents/42?anchors=" + trustedPayer.Hex(), status: 503, setup: func(src *stubSource, _ *error) { src.lensErr = index.ErrIndexRebuilt }},
		{target: "/v1/decisions?agents=42,7&anchors=" + trustedPayer.Hex(), status: 200},
		{target: "/v1/decisions?agents=42&anchors=" + trustedPayer.Hex(), status: 503, setup: func(src *stubSource, _ *error) { src.lensErr = index.ErrLensBusy }},
	}
	covered := map[string]bool{}
	for _, tc := range cases {
		s, src, notReady := newStubServer(t)
		if tc.setup != nil {
			tc.setup(src, notReady)
		}
		w := do(s, "GET", tc.target, tc.hdr...)
		if w.Code != tc.status {
			t.Errorf("GET %s: %d %.300s, want %d", tc.target, w.Code, w.Body, tc.status)
			continue
		}
		req := httptest.NewRequest("GET", tc.target, nil)
		route, pathParams, err := rt.FindRoute(req)
		if err != nil {
			t.Errorf("GET %s: not in the OpenAPI document: %v", tc.target, err)
			continue
		}
		covered[route.Method+" "+route.Path+" "+fmt.Sprint(tc.status)] = true
		in := &openapi3filter.RequestValidationInput{Request: req, PathParams: pathParams, Route: route,
			Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}}
		if tc.status < 300 {
			if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
				t.Errorf("GET %s: the document refuses a request the server answers: %v", tc.target, err)
			}
		}
		if tc.status == http.StatusNotModified {
			if w.Body.Len() != 0 || w.Header().Get("ETag") != tc.hdr[1] {
				t.Errorf("GET %s: 304 with a body or another ETag: %q %v", tc.target, w.Body, w.Header())
			}
		}
		resp := &openapi3filter.ResponseValidationInput{RequestValidationInput: in,
			Status: w.Code, Header: w.Header(), Options: in.Options}
		err = openapi3filter.ValidateResponse(context.Background(), resp.SetBodyBytes(w.Body.Bytes()))
		if err != nil {
			t.Errorf("GET %s: %d: the response does not match the OpenAPI document: %v\n%s", tc.target, w.Code, err, w.Body)
		}
	}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for status := range op.Responses.Map() {
				if !covered[method+" "+path+" "+status] {
					t.Errorf("%s %s: status %s is documented but no request here answers it", method, path, status)
				}
			}
		}
	}
}

// Every path the document describes answers any other method 405 with an Allow header,
// OPTIONS 204 (a CORS preflight), HEAD as GET without a body; unknown paths 404.
func TestMethodsAndUnknownPaths(t *testing.T) {
	doc, _ := loadOpenAPI(t)
	s, _, _ := newStubServer(t)
	srv := httptest.NewServer(s)
	defer srv.Close()
	for path := range doc.Paths.Map() {
		path = strings.ReplaceAll(path, "{id}", "42")
		for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
			w := do(s, m, path)
			if w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "GET, HEAD, OPTIONS" {
				t.Errorf("%s %s: %d, Allow %q; want 405 with Allow: GET, HEAD, OPTIONS", m, path, w.Code, w.Header().Get("Allow"))
			}
			if strings.HasPrefix(path, "/v1/") && !strings.Contains(w.Body.String(), `"parameter":"method"`) {
				t.Errorf("%s %s: body %s, want a JSON error naming the method", m, path, w.Body)
			}
		}
		w := do(s, "OPTIONS", path, "Origin", "http://example.test", "Access-Control-Request-Method", "GET")
		if w.Code != http.StatusNoContent || w.Header().Get("Access-Control-Allow-Origin") != "*" || w.Header().Get("Allow") == "" {
			t.Errorf("OPTIONS %s: %d %v, want 204 with CORS and Allow", path, w.Code, w.Header())
		}
		get := do(s, "GET", path)
		head, err := http.Head(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		head.Body.Close()
		if head.StatusCode != get.Code || head.Header.Get("ETag") != get.Header().Get("ETag") {
			t.Errorf("HEAD %s: %d %v, GET %d %v", path, head.StatusCode, head.Header, get.Code, get.Header())
		}
	}
	for _, tc := range []struct {
		method, path string
		status       int
		json         bool
	}{
		{"GET", "/nope", 404, false},
		{"GET", "/v1/nope", 404, true},
		{"GET", "/v1/", 404, true},
		{"GET", "/v1/agents/42/extra", 404, true},
		{"POST", "/v1/nope", 404, true},
		{"OPTIONS", "/v1/nope", 404, true},
		{"GET", "/agent/42", 404, false},
		{"POST", "/", 405, false},
		{"DELETE", "/agents/42", 405, false},
		{"POST", "/favicon.ico", 405, false},
	} {
		w := do(s, tc.method, tc.path)
		if w.Code != tc.status || tc.json != strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
			t.Errorf("%s %s: %d %s %s, want %d (JSON: %v)", tc.method, tc.path, w.Code, w.Header().Get("Content-Type"), w.Body, tc.status, tc.json)
		}
		if tc.status == 405 && w.Header().Get("Allow") == "" {
			t.Errorf("%s %s: 405 without an Allow header", tc.method, tc.path)
		}
	}
}
