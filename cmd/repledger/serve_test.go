package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/repledger/repledger/deployment"
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
			g.EvidenceWeight.Cmp(d.EvidenceWeight) != 0 || g.DisputeRateBps != d.DisputeRateBps {
			t.Fatalf("agent %s: API %+v, router.Gate %+v", names[i], d, g)
		}
	}

	// The calculator is calc's arithmetic: the seed's example and a few more.
	for _, q := range [][2]string{{"weight=32&mean_bps=8400", "--weight 32 --mean-bps 8400"}, {"", ""},
		{"weight=3&mean_bps=2000&z=1.96&floor_bps=6000&prior_weight=4", "--weight 3 --mean-bps 2000 --z 1.96 --floor-bps 6000 --prior-weight 4"}} {
		_, body := get(t, base+"/v1/calc?"+q[0])
		var api, cli server.CalcResult
		if err := json.Unmarshal(body, &api); err != nil {
			t.Fatal(err)
		}
		out, err := runCLI(t, append([]string{"calc", "--json"}, strings.Fields(q[1])...)...)
		if err != nil {
			t.Fatal(err)
		}
		_ = json.Unmarshal([]byte(out), &cli)
		cli.FloorBps = api.FloorBps
		if api.SmoothedBps != cli.SmoothedBps || api.LowerBps != cli.LowerBps || api.Routable != cli.Routable || api.Ratings != cli.Ratings {
			t.Fatalf("calc %q: API %+v, CLI %+v", q[0], api, cli)
		}
	}
	_, body = get(t, base+"/v1/calc?weight=32&mean_bps=8400")
	var seed server.CalcResult
	_ = json.Unmarshal(body, &seed)
	if fmt.Sprintf("%.2f %.2f", seed.SmoothedStars, seed.LowerStars) != "4.01 3.68" || !seed.Routable {
		t.Fatalf("32 units at 84/100: %s, want 4.01★ and 3.68★, routable", body)
	}

	for _, bad := range []struct{ q, param string }{{"/v1/leaderboard?limit=0", "limit"}, {"/v1/leaderboard?routable=maybe", "routable"},
		{"/v1/calc?mean_bps=20000", "mean_bps"}, {"/v1/calc?z=abc", "z"}, {"/v1/decisions", "agents"}, {"/v1/decisions?agents=0x12", "agents"},
		{"/v1/agents/nope", "id"}, {"/v1/agents/12345", "id"}} {
		resp, body := get(t, base+bad.q)
		var e server.APIError
		if resp.StatusCode/100 != 4 || json.Unmarshal(body, &e) != nil || e.Error.Parameter != bad.param || !strings.Contains(e.Error.Message, bad.param) {
			t.Errorf("%s: %d %s, want a 4xx JSON error naming %s", bad.q, resp.StatusCode, body, bad.param)
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
	if !strings.Contains(string(page), "★ 4.01") || strings.Contains(string(page), `id="verify-banner"`) {
		t.Fatalf("page: calculator answer missing or a verification banner on a verified deployment")
	}
}
