package server

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/repledger/repledger/index"
)

// boardOf reads /v1/leaderboard?query from s.
func boardOf(t *testing.T, s http.Handler, query string) Board {
	t.Helper()
	w := do(s, "GET", "/v1/leaderboard?"+query)
	var b Board
	if w.Code != http.StatusOK || json.Unmarshal(w.Body.Bytes(), &b) != nil {
		t.Fatalf("GET /v1/leaderboard?%s: %d %s", query, w.Code, w.Body)
	}
	return b
}

// Every row and every agent's detail count the agent's ratings by source, as an object from kind
// to count that leaves out the kinds without ratings and adds up to its ratings; each rating
// names its kind of source; /v1/params lists the registered sources.
func TestRatingsBySourceInTheAPI(t *testing.T) {
	s, _, _ := newStubServer(t)
	w := do(s, "GET", "/v1/leaderboard")
	var raw struct {
		Agents []map[string]json.RawMessage `json:"agents"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	for i, a := range fixture {
		want := map[string]uint64{}
		if n := a.ratings - a.x402; n > 0 {
			want["escrow"] = n
		}
		if a.x402 > 0 {
			want["x402"] = a.x402
		}
		var got map[string]uint64
		if err := json.Unmarshal(raw.Agents[i]["ratings_by_source"], &got); err != nil || len(got) != len(want) || got["escrow"] != want["escrow"] || got["x402"] != want["x402"] {
			t.Errorf("agent %s: ratings_by_source %s, want %v", a.id, raw.Agents[i]["ratings_by_source"], want)
		}
		var ag Agent
		if err := json.Unmarshal(do(s, "GET", "/v1/agents/"+a.id.String()).Body.Bytes(), &ag); err != nil {
			t.Fatal(err)
		}
		if ag.BySource != a.bySource() || ag.BySource.Total() != ag.Ratings {
			t.Errorf("agent %s: its detail counts %v, want %v", a.id, ag.BySource, a.bySource())
		}
		for _, r := range ag.RatingsList {
			if r.Source != index.SourceEscrow {
				t.Errorf("agent %s: a rating of escrow %s reads source %q", a.id, r.Escrow, r.Source)
			}
		}
	}
	var p Params
	if err := json.Unmarshal(do(s, "GET", "/v1/params").Body.Bytes(), &p); err != nil {
		t.Fatal(err)
	}
	if len(p.Sources) != 1 || p.Sources[0].Kind != "x402" || p.Sources[0].Index != 1<<31 || p.Sources[0].Address != "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853" {
		t.Errorf("/v1/params sources %+v, want the x402 source", p.Sources)
	}
}

// source=KIND keeps the agents with a rating from that kind of source, in the board's order and
// with the other filters and a trust lens; an unknown kind is a 400 naming the parameter and the
// kinds, repeating no more than a prefix of the input.
func TestLeaderboardSourceFilter(t *testing.T) {
	s, _, _ := newStubServer(t)
	ids := func(b Board) string {
		var out []string
		for _, r := range b.Agents {
			out = append(out, r.AgentID)
		}
		return strings.Join(out, ",")
	}
	wide, a42 := idWide.String(), "42"
	for _, tc := range []struct {
		query string
		want  string
	}{
		{"source=x402", idA.String() + "," + wide},
		{"source=escrow", idA.String() + "," + a42 + "," + fixture[3].id.String()},
		{"source=source", ""},
		{"source=", idA.String() + "," + a42 + "," + wide + "," + fixture[3].id.String() + "," + fixture[4].id.String()},
		{"source=x402&provisional=false", idA.String()},
		{"source=escrow&routable=false", fixture[3].id.String()},
		{"source=x402&offset=1&limit=1", wide},
		{"source=x402&anchors=" + trustedPayer.Hex(), idA.String() + "," + wide},
	} {
		b := boardOf(t, s, tc.query)
		if got := ids(b); got != tc.want {
			t.Errorf("%s: agents %s, want %s", tc.query, got, tc.want)
		}
		if tc.query == "source=x402&offset=1&limit=1" && b.Total != 2 {
			t.Errorf("%s: total %d, want the 2 agents with x402 ratings", tc.query, b.Total)
		}
	}
	for _, bad := range []string{"nope", "X402", "escrow,x402", " x402", strings.Repeat("x", 300)} {
		w := do(s, "GET", "/v1/leaderboard?source="+url.QueryEscape(bad))
		e := apiErr(t, w.Body.Bytes())
		if w.Code != http.StatusBadRequest || e.Error.Parameter != "source" || !strings.Contains(e.Error.Message, "want escrow, x402 or source") ||
			len(e.Error.Message) > 250 {
			t.Errorf("source=%.20q: %d %s", bad, w.Code, w.Body)
		}
	}
}

// The leaderboard page counts each agent's ratings in a column per kind of source the ledger
// has ("escrow · x402"), offers the filter, keeps it in the pager's links, and says why a
// filtered page is empty; an agent's page counts its ratings by source and names each rating's.
func TestPageShowsRatingsBySource(t *testing.T) {
	src := &stubSource{snap: fixtureSnapshot()}
	code, _, page := getPage(t, src, "/")
	if code != http.StatusOK {
		t.Fatalf("GET /: %d", code)
	}
	if h := byID(t, page, "col-sources"); h != "escrow · x402" {
		t.Errorf("the column reads %q, want escrow · x402", h)
	}
	cell := regexp.MustCompile(`<td class="num hide-sm by-source">([^<]*)</td>`)
	for _, a := range fixture {
		m := cell.FindStringSubmatch(boardRow(t, page, index.Display(a.id)))
		if want := strings.Join([]string{itoa(a.ratings - a.x402), itoa(a.x402)}, " · "); m == nil || m[1] != want {
			t.Errorf("agent %s: by source %v, want %q", a.id, m, want)
		}
	}
	if !strings.Contains(page, `<option value="x402">x402</option>`) || !strings.Contains(page, `<select id="source" name="source">`) {
		t.Error("the filters offer no source")
	}

	_, _, page = getPage(t, src, "/?source=x402&limit=1")
	if n := strings.Count(page, `<tr data-agent=`); n != 1 || !strings.Contains(page, `<option value="x402" selected>`) {
		t.Errorf("source=x402, limit 1: %d rows, x402 selected: %v", n, strings.Contains(page, `<option value="x402" selected>`))
	}
	if !regexp.MustCompile(`rel="next"`).MatchString(page) || !strings.Contains(page, "source=x402") {
		t.Error("the pager's next link loses the source filter")
	}
	_, _, page = getPage(t, src, "/?source=source")
	if why := byID(t, page, "board-empty"); !strings.Contains(why, "all 5 agents are without ratings from a registered source") {
		t.Errorf("an empty source filter explained as %q", why)
	}

	src.snap.Rows[0].HasEvidence = true
	d := agentDetail(src.snap.Rows[0], rated(escrowA, "1", 9))
	d.RatingsList[0].Source = index.SourceX402
	pageSrc := newPageSource(src.snap.Rows[0])
	pageSrc.snap.SourceKinds = src.snap.SourceKinds
	pageSrc.agents[src.snap.Rows[0].AgentID] = d
	_, _, page = getPage(t, pageSrc, "/agents/"+src.snap.Rows[0].Agent)
	if got := byID(t, page, "agent-by-source"); got != "18 · 30" {
		t.Errorf("the agent page counts %q by source, want 18 · 30", got)
	}
	if !strings.Contains(page, `<td class="hide-sm source">x402</td>`) {
		t.Error("the ratings table does not name the rating's source")
	}
}

func itoa(n uint64) string { b, _ := json.Marshal(n); return string(b) }
