package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/server"
	"github.com/repledger/repledger/testnet"
)

func startTestBackend(t *testing.T, c *servedChain, manifest *deployment.Manifest) *backend {
	t.Helper()
	client, _, err := dialNode(context.Background(), c.tn.HTTPURL, "test")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	e := &endpoint{URL: c.tn.HTTPURL, Ledger: c.tn.Deployment.Ledger, Manifest: manifest}
	b, err := startBackend(context.Background(), backendConfig{client: client, endpoint: e, start: c.tn.Manifest.DeploymentBlock,
		dataDir: t.TempDir(), listen: "127.0.0.1:0", log: zerolog.Nop(), wait: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	return b
}

func get(t *testing.T, url string, hdr ...string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, body
}

// The API answers what the chain says: the leaderboard ranked by smoothed score with every
// rated agent, decisions equal to router.Gate's, the calculator equal to `repledger calc`,
// errors naming the parameter, CORS and ETags.
func TestServeAPI(t *testing.T) {
	c := startServedChain(t)
	providers := testnet.DevAccounts()[5:9]
	c.rate(40, providers)
	c.tn.Commit()
	c.tn.Commit()
	b := startTestBackend(t, c, c.tn.Manifest)
	base := strings.TrimSuffix(b.URL, "/")

	resp, body := get(t, base+"/v1/leaderboard?limit=10")
	if resp.StatusCode != 200 || resp.Header.Get("Access-Control-Allow-Origin") != "*" || resp.Header.Get("ETag") == "" {
		t.Fatalf("leaderboard: %d %v %s", resp.StatusCode, resp.Header, body)
	}
	var board server.Board
	if err := json.Unmarshal(body, &board); err != nil {
		t.Fatal(err)
	}
	if board.Total != len(providers) || len(board.Agents) != len(providers) {
		t.Fatalf("leaderboard lists %d agents (total %d), want %d", len(board.Agents), board.Total, len(providers))
	}
	if r2, _ := get(t, base+"/v1/leaderboard?limit=10", "If-None-Match", resp.Header.Get("ETag")); r2.StatusCode != http.StatusNotModified {
		t.Fatalf("If-None-Match with the ETag: %d, want 304", r2.StatusCode)
	}
	// Paging and filters: pages are slices of the ranking, filters count what they keep.
	_, body = get(t, base+"/v1/leaderboard?offset=1&limit=2")
	var pageTwo server.Board
	_ = json.Unmarshal(body, &pageTwo)
	if pageTwo.Total != len(providers) || len(pageTwo.Agents) != 2 || pageTwo.Agents[0].AgentID != board.Agents[1].AgentID ||
		pageTwo.Agents[1].AgentID != board.Agents[2].AgentID {
		t.Fatalf("offset 1 limit 2: %+v, want agents 2 and 3 of %+v", pageTwo, board.Agents)
	}
	for _, f := range []string{"routable=true", "routable=false", "provisional=true", "provisional=false"} {
		_, body := get(t, base+"/v1/leaderboard?"+f)
		var fb server.Board
		_ = json.Unmarshal(body, &fb)
		want := 0
		for _, r := range board.Agents {
			if f == "routable=true" && r.Routable || f == "routable=false" && !r.Routable ||
				f == "provisional=true" && r.Provisional || f == "provisional=false" && !r.Provisional {
				want++
			}
		}
		if fb.Total != want || len(fb.Agents) != want {
			t.Fatalf("%s: %d agents (total %d), want %d", f, len(fb.Agents), fb.Total, want)
		}
	}
	// 40 ratings from one payer: provisional all the same (fewer than 3 payers).
	for _, r := range board.Agents {
		if !r.Provisional || r.Payers != 1 {
			t.Fatalf("agent %s with %d ratings from %d payers is not provisional", r.Agent, r.Ratings, r.Payers)
		}
	}
	req, _ := http.NewRequest("OPTIONS", base+"/v1/leaderboard", nil)
	req.Header.Set("Origin", "http://example.test")
	req.Header.Set("Access-Control-Request-Method", "GET")
	pre, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	pre.Body.Close()
	if pre.StatusCode != http.StatusNoContent || pre.Header.Get("Access-Control-Allow-Origin") != "*" ||
		!strings.Contains(pre.Header.Get("Access-Control-Allow-Methods"), "GET") {
		t.Fatalf("CORS preflight: %d %v", pre.StatusCode, pre.Header)
	}

	rt, err := router.New(c.tn.Client, c.tn.Deployment.Ledger)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, row := range board.Agents {
		if i > 0 && row.SmoothedBps > board.Agents[i-1].SmoothedBps {
			t.Fatalf("not ranked by smoothed score: %+v", board.Agents)
		}
		names = append(names, row.Agent)
	}
	_, body = get(t, base+"/v1/decisions?agents="+strings.Join(names, ","))
	var ds []server.Decision
	if err := json.Unmarshal(body, &ds); err != nil {
		t.Fatalf("decisions: %v: %s", err, body)
	}
	for i, d := range ds {
		id, _ := new(big.Int).SetString(board.Agents[i].AgentID, 10)
		g, err := rt.Gate(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if g.SmoothedBps != d.SmoothedBps || g.LowerBps != d.LowerBps || g.Routable != d.Routable || g.Ratings != d.Ratings ||
			g.EvidenceWeight.String() != d.EvidenceWeightBaseUnits || g.DisputeRateBps != d.DisputeRateBps {
			t.Fatalf("agent %s: API %+v, router.Gate %+v", names[i], d, g)
		}
		// One agent, one description: the row, the decision and the agent agree on the
		// provisional flag, the verdict and the evidence weight (one unit, one name).
		row := board.Agents[i]
		_, body := get(t, base+"/v1/agents/"+row.AgentID)
		var ag server.Agent
		if err := json.Unmarshal(body, &ag); err != nil {
			t.Fatal(err)
		}
		if d.AgentID != row.AgentID || d.Agent != row.Agent || d.Provisional != row.Provisional || ag.Provisional != row.Provisional ||
			d.Verdict != row.Verdict || ag.Verdict != row.Verdict || d.EvidenceWeight != row.EvidenceWeight || ag.EvidenceWeight != row.EvidenceWeight ||
			d.EvidenceWeightBaseUnits != row.EvidenceWeightBaseUnits || ag.EvidenceWeightBaseUnits != row.EvidenceWeightBaseUnits {
			t.Fatalf("agent %s: leaderboard %+v, decision %+v, agent %+v", names[i], row, d, ag.Row)
		}
	}

	// The calculator is calc's arithmetic: the seed's example and a few more.
	for _, q := range [][2]string{{"weight=32&mean_bps=8400", "--weight 32 --mean-bps 8400"}, {"", ""},
		{"weight=3&mean_bps=2000&z=1.96&floor_bps=6000&prior_weight=4", "--weight 3 --mean-bps 2000 --z 1.96 --floor-bps 6000 --prior-weight 4"}} {
		_, body := get(t, base+"/v1/calc?"+q[0])
		var api server.CalcResult
		var cli calcResult
		if err := json.Unmarshal(body, &api); err != nil {
			t.Fatal(err)
		}
		out, err := runCLI(t, append([]string{"calc", "--json"}, strings.Fields(q[1])...)...)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(out), &cli); err != nil {
			t.Fatal(err)
		}
		if api.SmoothedBps != cli.SmoothedBps || api.LowerBps != cli.LowerBps || api.Routable != cli.Routable || api.Ratings != cli.Ratings ||
			api.EvidenceWeightBaseUnits != cli.EvidenceWeightBaseUnits.String() {
			t.Fatalf("calc %q: API %+v, CLI %+v", q[0], api, cli)
		}
	}
	// The calculator's bound is one: the API and the CLI take the same largest weight and
	// refuse one more.
	for _, w := range []uint64{reputation.CalcMaxUnits, reputation.CalcMaxUnits + 1} {
		resp, _ := get(t, base+fmt.Sprintf("/v1/calc?weight=%d&mean_bps=5000", w))
		code, _, _ := runCode(t, "calc", "--weight", fmt.Sprint(w), "--mean-bps", "5000")
		if (resp.StatusCode == 200) != (code == 0) || (code == 0) != (w <= reputation.CalcMaxUnits) {
			t.Fatalf("weight %d: API %d, CLI exit %d; the bound is %d for both", w, resp.StatusCode, code, reputation.CalcMaxUnits)
		}
	}
	_, body = get(t, base+"/v1/calc?weight=32&mean_bps=8400")
	var seed server.CalcResult
	_ = json.Unmarshal(body, &seed)
	if fmt.Sprintf("%.2f %.2f", seed.SmoothedStars, seed.LowerStars) != "4.01 3.68" || !seed.Routable {
		t.Fatalf("32 units at 84/100: %s, want 4.01★ and 3.68★, routable", body)
	}

	for _, bad := range []struct {
		q, param string
		status   int
	}{{"/v1/leaderboard?limit=0", "limit", 400}, {"/v1/leaderboard?routable=maybe", "routable", 400},
		{"/v1/calc?mean_bps=20000", "mean_bps", 400}, {"/v1/calc?z=abc", "z", 400}, {"/v1/decisions", "agents", 400},
		{"/v1/decisions?agents=0x12", "agents", 400}, {"/v1/agents/nope", "id", 400}, {"/v1/agents/12345", "id", 404}} {
		resp, body := get(t, base+bad.q)
		var e server.APIError
		if resp.StatusCode != bad.status || json.Unmarshal(body, &e) != nil || e.Error.Parameter != bad.param || !strings.Contains(e.Error.Message, bad.param) {
			t.Errorf("%s: %d %s, want %d with a JSON error naming %s", bad.q, resp.StatusCode, body, bad.status, bad.param)
		}
	}

	_, body = get(t, base+"/v1/agents/"+names[0])
	var ag map[string]any
	if err := json.Unmarshal(body, &ag); err != nil || len(ag["ratings_list"].([]any)) == 0 || len(ag["history"].([]any)) == 0 {
		t.Fatalf("agent %s: %v %s", names[0], err, body)
	}
	for _, path := range []string{"/livez", "/readyz", "/metrics"} {
		if resp, body := get(t, base+path); resp.StatusCode != 200 {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
	if _, body := get(t, base+"/metrics"); !strings.Contains(string(body), "repledger_index_audit_mismatches 0") {
		t.Errorf("/metrics has no audit gauge at 0:\n%s", body)
	}
	// The page reads without JavaScript: every agent is in the server-rendered table, in order.
	_, page := get(t, base+"/")
	last := -1
	for _, n := range names {
		i := strings.Index(string(page), `data-agent="`+n+`"`)
		if i < last {
			t.Fatalf("page lists %s out of order", n)
		}
		last = i
	}
	// Filters and paging work without JavaScript too.
	_, filtered := get(t, base+"/?routable=true&limit=1")
	routable := 0
	for _, r := range board.Agents {
		if r.Routable {
			routable++
		}
	}
	if got := strings.Count(string(filtered), `data-agent="`); got != min(1, routable) {
		t.Fatalf("page ?routable=true&limit=1 lists %d agents", got)
	}
	if routable > 1 && !strings.Contains(string(filtered), `rel="next"`) {
		t.Fatalf("page ?routable=true&limit=1 has no next link with %d routable agents", routable)
	}
	// The calculator's answer sits in its output, however the page writes the stars.
	if !regexp.MustCompile(`id="calc-smoothed">[^<]*4\.01`).Match(page) || strings.Contains(string(page), `id="verify-banner"`) {
		t.Fatalf("page: calculator answer missing or a verification banner on a verified deployment")
	}
}

// The ETag follows the body over a real index: new ratings on the chain give the leaderboard a
// new tag, and a client holding the old one gets the new board (200), not a 304 forever.
func TestServeETagFollowsNewRatings(t *testing.T) {
	c := startServedChain(t)
	providers := testnet.DevAccounts()[5:7]
	c.rate(4, providers)
	c.tn.Commit()
	b := startTestBackend(t, c, c.tn.Manifest)
	url := strings.TrimSuffix(b.URL, "/") + "/v1/leaderboard"
	ratings := func(body []byte) (n uint64) {
		var board server.Board
		if err := json.Unmarshal(body, &board); err != nil {
			t.Fatal(err)
		}
		for _, r := range board.Agents {
			n += r.Ratings
		}
		return n
	}
	resp, body := get(t, url)
	tag, before := resp.Header.Get("ETag"), ratings(body)
	if r, _ := get(t, url, "If-None-Match", tag); r.StatusCode != http.StatusNotModified {
		t.Fatalf("unchanged board with its own ETag: %d, want 304", r.StatusCode)
	}
	c.rate(4, providers)
	c.tn.Commit()
	var fresh *http.Response
	testutil.Eventually(t, 30*time.Second, "the leaderboard shows the new ratings", func() (bool, error) {
		r, body := get(t, url, "If-None-Match", tag)
		if r.StatusCode == http.StatusOK && ratings(body) > before {
			fresh = r
			return true, nil
		}
		return false, nil
	})
	if fresh.Header.Get("ETag") == tag {
		t.Fatalf("new ratings, same ETag %s", tag)
	}
	if r, _ := get(t, url, "If-None-Match", fresh.Header.Get("ETag")); r.StatusCode != http.StatusNotModified {
		t.Fatalf("the new ETag: %d, want 304", r.StatusCode)
	}
}
