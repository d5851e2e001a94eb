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
		if w.Code != http.StatusBadRequest || e.Error.Parameter != "source" || !strings.Contains(e.Error.Message, "want escrow, x402, erc8183-hook or source") ||
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

// The ERC-8183 rating hook's ratings: counted under erc8183-hook (the manifest's kind, the API's
// value) in ratings_by_source, kept by source=erc8183-hook (the page's label "hook" is no API
// value), listed with the hook as escrow and the foreign escrow they came from, and the hook in
// /v1/params.
func TestHookRatingsInTheAPI(t *testing.T) {
	s, src, _ := newStubServer(t)
	withHook(src, nil)
	w := do(s, "GET", "/v1/leaderboard?source=erc8183-hook")
	var raw struct {
		Total  int                          `json:"total"`
		Agents []map[string]json.RawMessage `json:"agents"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &raw); err != nil || w.Code != http.StatusOK || raw.Total != 1 || len(raw.Agents) != 1 {
		t.Fatalf("source=erc8183-hook: %d %s", w.Code, w.Body)
	}
	var counts map[string]uint64
	if err := json.Unmarshal(raw.Agents[0]["ratings_by_source"], &counts); err != nil || len(counts) != 3 ||
		counts["erc8183-hook"] != 4 || counts["escrow"] != 14 || counts["x402"] != 30 {
		t.Errorf("ratings_by_source %s, want 14 escrow, 30 x402, 4 erc8183-hook", raw.Agents[0]["ratings_by_source"])
	}
	if w := do(s, "GET", "/v1/leaderboard?source=hook"); w.Code != http.StatusBadRequest {
		t.Errorf("source=hook (the page's label): %d, want 400", w.Code)
	}
	var ag Agent
	if err := json.Unmarshal(do(s, "GET", "/v1/agents/"+addrA).Body.Bytes(), &ag); err != nil {
		t.Fatal(err)
	}
	var hooked int
	for _, r := range ag.RatingsList {
		switch r.Source {
		case index.SourceHook:
			hooked++
			if r.Escrow != hookAddr.Hex() || r.ForeignEscrow != foreignAddr.Hex() || r.Job != hookKey {
				t.Errorf("a hook rating: escrow %s, foreign escrow %s, job %s", r.Escrow, r.ForeignEscrow, r.Job)
			}
		default:
			if r.ForeignEscrow != "" {
				t.Errorf("a %s rating names a foreign escrow: %s", r.Source, r.ForeignEscrow)
			}
		}
	}
	if hooked != 1 {
		t.Errorf("%d hook ratings listed, want 1", hooked)
	}
	var p Params
	if err := json.Unmarshal(do(s, "GET", "/v1/params").Body.Bytes(), &p); err != nil {
		t.Fatal(err)
	}
	if len(p.Sources) != 2 || p.Sources[1].Kind != "erc8183-hook" || p.Sources[1].Address != hookAddr.Hex() {
		t.Errorf("/v1/params sources %+v, want the x402 source and the rating hook", p.Sources)
	}
}

// The page labels the rating hook "hook": the leaderboard's column and filter (whose value stays
// erc8183-hook), the registered sources, and on an agent's page each hook rating's source with
// the foreign escrow it came from.
func TestPageShowsHookRatings(t *testing.T) {
	src := &stubSource{snap: fixtureSnapshot()}
	withHook(src, nil)
	_, _, page := getPage(t, src, "/")
	if h := byID(t, page, "col-sources"); h != "escrow · x402 · hook" {
		t.Errorf("the column reads %q, want escrow · x402 · hook", h)
	}
	cell := regexp.MustCompile(`<td class="num hide-sm by-source">([^<]*)</td>`)
	if m := cell.FindStringSubmatch(boardRow(t, page, index.Display(idA))); m == nil || m[1] != "14 · 30 · 4" {
		t.Errorf("agent %s: by source %v, want 14 · 30 · 4", idA, m)
	}
	if !strings.Contains(page, `<option value="erc8183-hook">hook</option>`) {
		t.Error("the filters do not offer the rating hook")
	}
	if !strings.Contains(page, `<span title="erc8183-hook">hook</span> at <span class="agent">`+hookAddr.Hex()) {
		t.Error("the registered sources do not list the rating hook")
	}
	_, _, page = getPage(t, src, "/?source=erc8183-hook")
	if n := strings.Count(page, `<tr data-agent=`); n != 1 || !strings.Contains(page, `<option value="erc8183-hook" selected>`) {
		t.Errorf("source=erc8183-hook: %d rows, selected: %v", n, strings.Contains(page, `<option value="erc8183-hook" selected>`))
	}

	_, _, empty := getPage(t, &stubSource{snap: fixtureSnapshot()}, "/?source=erc8183-hook")
	if why := byID(t, empty, "board-empty"); !strings.Contains(why, "without ratings from foreign ERC-8183 escrows (through the rating hook)") {
		t.Errorf("an empty hook filter explained as %q", why)
	}

	src.snap.Rows[0].HasEvidence = true
	d := agentDetail(src.snap.Rows[0], rated(escrowA, "1", 9), src.extra[0])
	pageSrc := newPageSource(src.snap.Rows[0])
	pageSrc.snap.SourceKinds = src.snap.SourceKinds
	pageSrc.agents[src.snap.Rows[0].AgentID] = d
	_, _, page = getPage(t, pageSrc, "/agents/"+src.snap.Rows[0].Agent)
	if got := byID(t, page, "agent-by-source"); got != "14 · 30 · 4" {
		t.Errorf("the agent page counts %q by source, want 14 · 30 · 4", got)
	}
	want := `<td class="hide-sm source">hook <span class="agent foreign" title="the foreign ERC-8183 escrow: ` + foreignAddr.Hex() + `">from 0x700b…AD35</span></td>`
	if !strings.Contains(page, want) {
		t.Errorf("the ratings table does not name the hook rating's foreign escrow: want %s", want)
	}
	if !strings.Contains(page, `<td class="job" title="`+hookKey+`">`) {
		t.Error("the hook rating's job cell does not carry the hook's whole key")
	}
}
