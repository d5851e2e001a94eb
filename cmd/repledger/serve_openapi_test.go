package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers/legacy"

	"github.com/repledger/repledger/testnet"
)

// The served OpenAPI document passes kin-openapi's validation (its examples checked against
// their schemas), describes exactly the server's API routes, and the backend's real answers —
// an index over a chain with ratings — match it: every route, its success and its errors.
// (server's tests cover every documented status over a stub index.)
func TestOpenAPIMatchesHandlers(t *testing.T) {
	c := startServedChain(t)
	c.rate(6, testnet.DevAccounts()[5:7])
	c.tn.Commit()
	b := startTestBackend(t, c, c.tn.Manifest)
	base := strings.TrimSuffix(b.URL, "/")
	agent, other := testnet.DevAccounts()[5].Address.Hex(), testnet.DevAccounts()[6].Address.Hex()

	_, body := get(t, base+"/openapi.json")
	doc, err := openapi3.NewLoader().LoadFromData(body)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("the served document is not valid OpenAPI: %v", err)
	}
	rt, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	var inDoc, inServer []string
	for p, item := range doc.Paths.Map() {
		for m := range item.Operations() {
			inDoc = append(inDoc, m+" "+p)
		}
	}
	for _, r := range b.Server.Routes() {
		if r.API {
			inServer = append(inServer, r.Method+" "+r.Path)
		}
	}
	sort.Strings(inDoc)
	sort.Strings(inServer)
	if !slices.Equal(inDoc, inServer) {
		t.Fatalf("OpenAPI describes %v, the server has %v", inDoc, inServer)
	}

	for _, tc := range []struct {
		target string
		status int
	}{
		{"/openapi.json", 200}, {"/v1/params", 200}, {"/v1/leaderboard", 200}, {"/v1/leaderboard?limit=1&offset=1&routable=true", 200},
		{"/v1/leaderboard?provisional=true", 200}, {"/v1/leaderboard?limit=501", 400}, {"/v1/agents/" + agent, 200},
		{"/v1/agents/0x0000000000000000000000000000000000000001", 404}, {"/v1/agents/0x12", 400},
		{"/v1/decisions?agents=" + agent + "," + other + ",12345", 200}, {"/v1/decisions", 400},
		{"/v1/calc?weight=32&mean_bps=8400", 200}, {"/v1/calc?z=11", 400}, {"/v1/rubric", 200},
		{"/metrics", 200}, {"/livez", 200}, {"/readyz", 200},
	} {
		req, _ := http.NewRequest("GET", base+tc.target, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status {
			t.Errorf("GET %s: %d %.300s, want %d", tc.target, resp.StatusCode, body, tc.status)
			continue
		}
		// The router matches on the document's paths, which have no server prefix.
		route, params, err := rt.FindRoute(mustRequest(t, tc.target))
		if err != nil {
			t.Errorf("GET %s: not in the document: %v", tc.target, err)
			continue
		}
		in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}}
		out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: resp.StatusCode, Header: resp.Header,
			Body: io.NopCloser(bytes.NewReader(body)), Options: in.Options}
		if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
			t.Errorf("GET %s: the answer does not match the OpenAPI document: %v", tc.target, err)
		}
	}
}

func mustRequest(t *testing.T, target string) *http.Request {
	t.Helper()
	req, err := http.NewRequest("GET", target, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}
