package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3filter"

	"github.com/repledger/repledger/reputation"
)

func apiErr(t *testing.T, body []byte) APIError {
	t.Helper()
	var e APIError
	if err := json.Unmarshal(body, &e); err != nil {
		t.Fatalf("not a JSON error: %s", body)
	}
	return e
}

// Every bound the OpenAPI document states holds in the server: each integer query parameter at
// its minimum and maximum is answered 200, one past either 400 naming it, and the document's
// validator agrees with the server on each request. `limit` gets its table by hand too.
func TestEveryDocumentedBound(t *testing.T) {
	doc, rt := loadOpenAPI(t)
	s, _, _ := newStubServer(t)
	base := map[string]url.Values{"/v1/calc": {"weight": {"1"}, "mean_bps": {"5000"}}} // prior_weight 0 needs evidence
	tried := 0
	for path, item := range doc.Paths.Map() {
		op := item.Get
		for _, pr := range op.Parameters {
			p := pr.Value
			sc := p.Schema.Value
			if p.In != "query" || !sc.Type.Is("integer") || sc.Max == nil {
				continue
			}
			lo, hi := uint64(*sc.Min), uint64(*sc.Max)
			cases := []struct {
				v  string
				ok bool
			}{{fmt.Sprint(lo), true}, {fmt.Sprint(hi), true}, {fmt.Sprint(hi + 1), false}, {strconv.FormatInt(int64(lo)-1, 10), false}}
			for _, c := range cases {
				q := url.Values{}
				for k, v := range base[path] {
					q[k] = v
				}
				q.Set(p.Name, c.v)
				target := path + "?" + q.Encode()
				w := do(s, "GET", target)
				if c.ok != (w.Code == 200) || !c.ok && (w.Code != 400 || apiErr(t, w.Body.Bytes()).Error.Parameter != p.Name) {
					t.Errorf("GET %s: %d %.200s; the document bounds %s to %d..%d", target, w.Code, w.Body, p.Name, lo, hi)
				}
				req := httptest.NewRequest("GET", target, nil)
				route, pp, _ := rt.FindRoute(req)
				verr := openapi3filter.ValidateRequest(context.Background(), &openapi3filter.RequestValidationInput{Request: req, PathParams: pp, Route: route})
				if (verr == nil) != c.ok {
					t.Errorf("GET %s: the document's validator says %v, the server %d", target, verr, w.Code)
				}
				tried++
			}
		}
	}
	if tried < 4*7 { // offset, limit, and calc's five
		t.Fatalf("only %d bound checks: the document lost its bounds", tried)
	}
	for _, tc := range []struct {
		limit string
		code  int
	}{{"0", 400}, {"1", 200}, {"500", 200}, {"501", 400}, {"-1", 400}, {"5e2", 400}} {
		w := do(s, "GET", "/v1/leaderboard?limit="+tc.limit)
		if w.Code != tc.code {
			t.Errorf("limit=%s: %d, want %d", tc.limit, w.Code, tc.code)
			continue
		}
		var b Board
		if tc.code == 200 && (json.Unmarshal(w.Body.Bytes(), &b) != nil || strconv.Itoa(b.Limit) != tc.limit || len(b.Agents) != min(b.Limit, len(fixture))) {
			t.Errorf("limit=%s: %.200s", tc.limit, w.Body)
		}
	}
	// z: 0.0001 to 10 with at most 4 decimals, as the document and `repledger calc` say.
	for z, code := range map[string]int{"0.0001": 200, "10": 200, "1.96": 200, "10.0001": 400, "0": 400, "1.23456": 400, "1e0": 400, ".5": 400} {
		if w := do(s, "GET", "/v1/calc?z="+z); w.Code != code {
			t.Errorf("z=%s: %d, want %d", z, w.Code, code)
		}
	}
	// /v1/decisions takes at most 500 agents.
	ids := strings.TrimSuffix(strings.Repeat("42,", 500), ",")
	if w := do(s, "GET", "/v1/decisions?agents="+ids); w.Code != 200 || strings.Count(w.Body.String(), `"agent_id"`) != 500 {
		t.Errorf("500 agents: %d", w.Code)
	}
	if w := do(s, "GET", "/v1/decisions?agents="+ids+",42"); w.Code != 400 || apiErr(t, w.Body.Bytes()).Error.Parameter != "agents" {
		t.Errorf("501 agents: %d %.200s, want 400 naming agents", w.Code, w.Body)
	}
}

// The document states the bounds the code holds, once: the API's constants and the
// calculator's, which `repledger calc` uses too.
func TestDocumentBoundsAreTheConstants(t *testing.T) {
	doc, _ := loadOpenAPI(t)
	max := func(path, name string) float64 {
		p := doc.Paths.Find(path).Get.Parameters.GetByInAndName("query", name)
		if sc := p.Schema.Value; sc.Max != nil {
			return *sc.Max
		}
		return float64(*p.Schema.Value.MaxItems)
	}
	for _, c := range []struct {
		path, name string
		want       float64
	}{
		{"/v1/leaderboard", "limit", MaxLimit}, {"/v1/leaderboard", "offset", MaxOffset}, {"/v1/decisions", "agents", MaxDecisionAgents},
		{"/v1/calc", "weight", reputation.CalcMaxUnits}, {"/v1/calc", "prior_weight", reputation.CalcMaxUnits},
		{"/v1/calc", "prior_bps", reputation.MaxBps}, {"/v1/calc", "mean_bps", reputation.MaxBps}, {"/v1/calc", "floor_bps", reputation.MaxBps},
	} {
		if got := max(c.path, c.name); got != c.want {
			t.Errorf("%s %s: the document's bound %v, the code's %v", c.path, c.name, got, c.want)
		}
	}
}

// The ETag is computed from the body: the same body under another URI has the same tag, new
// ratings change it (the old tag then gets the new body, 200), and an unchanged body keeps it.
func TestETagFollowsTheBody(t *testing.T) {
	s, src, _ := newStubServer(t)
	first := do(s, "GET", "/v1/leaderboard")
	tag := first.Header().Get("ETag")
	if tag == "" || first.Code != 200 {
		t.Fatalf("no ETag: %d %v", first.Code, first.Header())
	}
	for _, target := range []string{"/v1/leaderboard", "/v1/leaderboard?offset=0&limit=50", "/v1/leaderboard?provisional="} {
		if w := do(s, "GET", target); w.Header().Get("ETag") != tag || !bytes.Equal(w.Body.Bytes(), first.Body.Bytes()) {
			t.Errorf("GET %s: ETag %s for the same body, want %s", target, w.Header().Get("ETag"), tag)
		}
	}
	if w := do(s, "GET", "/v1/leaderboard?limit=2"); w.Header().Get("ETag") == tag {
		t.Errorf("a shorter page has the full page's ETag %s", tag)
	}
	for _, inm := range []string{tag, `"other", ` + tag, "W/" + tag, "*"} {
		if w := do(s, "GET", "/v1/leaderboard", "If-None-Match", inm); w.Code != 304 {
			t.Errorf("If-None-Match %s: %d, want 304", inm, w.Code)
		}
	}
	agentTag := do(s, "GET", "/v1/agents/"+addrA).Header().Get("ETag")
	paramsTag := do(s, "GET", "/v1/params").Header().Get("ETag")

	src.rate()
	w := do(s, "GET", "/v1/leaderboard", "If-None-Match", tag)
	if w.Code != 200 || w.Header().Get("ETag") == tag || bytes.Equal(w.Body.Bytes(), first.Body.Bytes()) {
		t.Fatalf("after new ratings, If-None-Match with the old tag: %d, ETag %s (old %s)", w.Code, w.Header().Get("ETag"), tag)
	}
	newTag := w.Header().Get("ETag")
	if w := do(s, "GET", "/v1/leaderboard", "If-None-Match", newTag); w.Code != 304 {
		t.Errorf("If-None-Match with the new tag: %d, want 304", w.Code)
	}
	if w := do(s, "GET", "/v1/agents/"+addrA, "If-None-Match", agentTag); w.Code != 200 {
		t.Errorf("the rated agent with its old tag: %d, want 200", w.Code)
	}
	if w := do(s, "GET", "/v1/params", "If-None-Match", paramsTag); w.Code != 304 {
		t.Errorf("/v1/params did not change with the ratings, yet its tag did: %d", w.Code)
	}
}

// A refused input is never echoed whole: at most 64 characters of it, then "…".
func TestErrorsEchoOnlyAPrefix(t *testing.T) {
	s, _, _ := newStubServer(t)
	long := strings.Repeat("9x", 5000)
	targets := []string{"/v1/leaderboard?limit=" + long, "/v1/leaderboard?offset=" + long, "/v1/leaderboard?routable=" + long,
		"/v1/leaderboard?provisional=" + long, "/v1/calc?z=" + long, "/v1/calc?weight=" + long, "/v1/agents/" + long,
		"/v1/agents/0x" + long, "/v1/decisions?agents=42," + long, "/v1/" + long}
	for _, p := range []string{"prior_bps", "prior_weight", "mean_bps", "floor_bps"} {
		targets = append(targets, "/v1/calc?"+p+"="+long)
	}
	for _, target := range targets {
		w := do(s, "GET", target)
		if w.Code/100 != 4 || w.Body.Len() > 300 || strings.Contains(w.Body.String(), strings.Repeat("9x", 33)) ||
			!strings.Contains(w.Body.String(), "…") {
			t.Errorf("GET %.40s…: %d, %d bytes: %.400s", target, w.Code, w.Body.Len(), w.Body)
		}
	}
	// A path that is no page gets the site's layout, repeating at most 80 characters of it.
	if w := do(s, "GET", "/"+long); w.Code != 404 || strings.Contains(w.Body.String(), strings.Repeat("9x", 41)) ||
		!strings.Contains(w.Body.String(), "…") || !strings.Contains(w.Body.String(), "<nav") {
		t.Errorf("GET /9x9x…: %d: %.400s", w.Code, w.Body)
	}
	if w := do(s, strings.Repeat("M", 5000), "/v1/params"); w.Code != 405 || w.Body.Len() > 300 {
		t.Errorf("a 5,000-letter method: %d, %d bytes", w.Code, w.Body.Len())
	}
	if got := clip(strings.Repeat("é", 64)); got != strconv.Quote(strings.Repeat("é", 64)) {
		t.Errorf("clip of 64 characters cut them: %s", got)
	}
}

// Boolean filters accept exactly true and false (and absence, or an empty value); nothing
// else, as the document's QueryBool says.
func TestBooleansAreTrueOrFalse(t *testing.T) {
	s, _, _ := newStubServer(t)
	count := func(pred func(fixtureAgent) bool) int {
		n := 0
		for _, a := range fixture {
			if pred(a) {
				n++
			}
		}
		return n
	}
	for _, tc := range []struct {
		query string
		total int // -1: refused
	}{
		{"routable=true", count(func(a fixtureAgent) bool { return a.routable })},
		{"routable=false", count(func(a fixtureAgent) bool { return !a.routable })},
		{"provisional=true", count(func(a fixtureAgent) bool { return a.provisional })},
		{"provisional=false", count(func(a fixtureAgent) bool { return !a.provisional })},
		{"routable=", len(fixture)}, {"", len(fixture)},
		{"routable=1", -1}, {"routable=0", -1}, {"routable=TRUE", -1}, {"routable=True", -1}, {"provisional=yes", -1},
		{"provisional=t", -1}, {"provisional=f", -1}, {"routable=on", -1}, {"routable=%20true", -1},
	} {
		w := do(s, "GET", "/v1/leaderboard?"+tc.query)
		var b Board
		switch {
		case tc.total < 0 && w.Code != 400:
			t.Errorf("%s: %d, want 400", tc.query, w.Code)
		case tc.total >= 0 && (w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &b) != nil || b.Total != tc.total):
			t.Errorf("%s: %d %s, want %d agents", tc.query, w.Code, w.Body, tc.total)
		}
	}
}

// An unknown agent is 404 and a malformed id 400, on the agent endpoint; the page's id rule
// is agentid's.
func TestUnknownAgentIs404(t *testing.T) {
	s, _, _ := newStubServer(t)
	for _, tc := range []struct {
		id   string
		code int
	}{{addrA, 200}, {strings.ToLower(addrA), 200}, {"42", 200}, {idWide.String(), 200}, {"43", 404},
		{"0x0000000000000000000000000000000000000001", 404}, {"0x12", 400}, {"-1", 400}, {"abc", 400}, {"1" + strings.Repeat("0", 78), 400}} {
		w := do(s, "GET", "/v1/agents/"+tc.id)
		if w.Code != tc.code || tc.code != 200 && apiErr(t, w.Body.Bytes()).Error.Parameter != "id" {
			t.Errorf("agent %.30s: %d %s, want %d", tc.id, w.Code, w.Body, tc.code)
		}
	}
}

func TestWholeUnits(t *testing.T) {
	for _, tc := range []struct {
		v    *big.Int
		dec  uint8
		want string
	}{{nil, 6, "0"}, {big.NewInt(0), 6, "0"}, {big.NewInt(1), 6, "0.000001"}, {big.NewInt(10_267_500), 6, "10.2675"},
		{big.NewInt(12_000_000), 6, "12"}, {big.NewInt(5), 0, "5"}, {bigMass, 6, "9007199254.740993"},
		{new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil), 18, "1"}, {big.NewInt(-1_500_000), 6, "-1.5"}} {
		if got := wholeUnits(tc.v, tc.dec); got != tc.want {
			t.Errorf("wholeUnits(%v, %d) = %s, want %s", tc.v, tc.dec, got, tc.want)
		}
	}
}
