package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// pageSource is a fixed board and a fixed set of agent details, as the page reads them.
type pageSource struct {
	snap   index.Snapshot
	agents map[string]*index.AgentDetail // by decimal id
	err    error                         // what Agent answers for an agent not in agents
}

func (p *pageSource) Snapshot() index.Snapshot { return p.snap }
func (p *pageSource) Agent(_ context.Context, id *big.Int) (*index.AgentDetail, error) {
	if d, ok := p.agents[id.String()]; ok {
		return d, nil
	}
	if p.err != nil {
		return nil, p.err
	}
	return nil, fmt.Errorf("%w: %s", index.ErrUnknownAgent, id)
}
func (p *pageSource) Decisions([]*big.Int) ([]router.Decision, error) { return nil, nil }

// newPageSource is a board of rows under the default policy of a 6-decimal asset.
func newPageSource(rows ...index.Row) *pageSource {
	for i := range rows {
		rows[i].Rank = i + 1
		if rows[i].AgentID == "" {
			rows[i].AgentID = rows[i].Agent
		}
	}
	return &pageSource{snap: index.Snapshot{Rows: rows, Policy: reputation.DefaultPolicy(6),
		Params: &router.Params{EpochLength: 604800, WeightCap: big.NewInt(12_000_000), AssetDecimals: 6}},
		agents: map[string]*index.AgentDetail{}}
}

// row is an agent on the board with ratings from payers, provisional by the index's rule.
func row(agent string, ratings uint64, payers int, smoothed, lower uint64) index.Row {
	return index.Row{Agent: agent, SmoothedBps: smoothed, LowerBps: lower, Routable: lower >= reputation.FloorBps,
		Ratings: ratings, Payers: payers, Provisional: index.IsProvisional(ratings, payers), HasEvidence: ratings > 0,
		Weight: big.NewInt(int64(ratings) * 1_000_000)}
}

// getPage serves path from src and returns the status, the content type and the body.
func getPage(t *testing.T, src Source, path string) (int, string, string) {
	t.Helper()
	s := New(src, prometheus.NewRegistry(), func() error { return nil })
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
	body, _ := io.ReadAll(w.Result().Body)
	return w.Code, w.Header().Get("Content-Type"), string(body)
}

// byID is the text inside the element with id (no nested elements expected).
func byID(t *testing.T, page, id string) string {
	t.Helper()
	m := regexp.MustCompile(`id="` + regexp.QuoteMeta(id) + `"[^>]*>([^<]*)<`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no element #%s in the page", id)
	}
	return strings.TrimSpace(m[1])
}

// boardRow is the leaderboard's row of agent.
func boardRow(t *testing.T, page, agent string) string {
	t.Helper()
	i := strings.Index(page, `<tr data-agent="`+agent+`"`)
	if i < 0 {
		t.Fatalf("no leaderboard row for %s", agent)
	}
	return page[i : i+strings.Index(page[i:], "</tr>")]
}

// The page marks a score provisional by index.IsProvisional and says why: too few ratings, too
// few distinct payers, or both; a score past both thresholds carries no mark.
func TestPageProvisionalSaysWhy(t *testing.T) {
	src := newPageSource(row("1", index.ProvisionalRatings, index.ProvisionalPayers, 9000, 8000),
		row("2", 12, 5, 8800, 7000), row("3", 40, 2, 8700, 7000), row("4", 1, 1, 7100, 5600))
	code, _, page := getPage(t, src, "/")
	if code != http.StatusOK {
		t.Fatalf("GET /: %d", code)
	}
	tag := regexp.MustCompile(`class="tag provisional"[^>]*>([^<]*)<`)
	for agent, want := range map[string]string{"1": "", "2": "provisional: 12 ratings", "3": "provisional: 2 payers",
		"4": "provisional: 1 rating, 1 payer"} {
		got := ""
		if m := tag.FindStringSubmatch(boardRow(t, page, agent)); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("agent %s: provisional mark %q, want %q", agent, got, want)
		}
	}
}

// The calculator and the leaderboard print a score on one scale: the calculator's answer for a
// score is the text the leaderboard prints for the same bps. After an error the calculator shows
// no verdict and no score, only the error.
func TestPageCalculatorScaleAndErrors(t *testing.T) {
	res, err := Calc(CalcInput{PriorBps: reputation.PriorBps, PriorWeight: reputation.PriorWeightUnit, Weight: 32, MeanBps: 8400,
		Z: "1", FloorBps: reputation.FloorBps})
	if err != nil {
		t.Fatal(err)
	}
	src := newPageSource(row("7", 40, 5, res.SmoothedBps, res.LowerBps))
	_, _, page := getPage(t, src, "/?weight=32&mean_bps=8400")
	cells := regexp.MustCompile(`<td class="num">([^<]*)</td><td class="num lower">([^<]*)</td>`).FindStringSubmatch(boardRow(t, page, "7"))
	if cells == nil {
		t.Fatalf("no smoothed and lower-bound cells in the leaderboard row: %s", boardRow(t, page, "7"))
	}
	if s, l := byID(t, page, "calc-smoothed"), byID(t, page, "calc-lower"); s != cells[1] || l != cells[2] {
		t.Errorf("calculator says %q and %q, the leaderboard %q and %q for the same bps", s, l, cells[1], cells[2])
	}
	if v := byID(t, page, "calc-verdict"); v != "✓ routable" {
		t.Errorf("calculator verdict %q, want ✓ routable", v)
	}

	for _, q := range []string{"z=abc", "mean_bps=20000", "prior_weight=0&weight=0"} {
		_, _, page := getPage(t, src, "/?"+q)
		if e := byID(t, page, "calc-error"); e == "" {
			t.Errorf("?%s: no error shown", q)
		}
		for _, id := range []string{"calc-smoothed", "calc-lower", "calc-verdict"} {
			if got := byID(t, page, id); got != "—" {
				t.Errorf("?%s: #%s shows %q beside the error, want —", q, id, got)
			}
		}
		if strings.Contains(page, `id="calc-verdict" class=`) {
			t.Errorf("?%s: the verdict keeps a colour beside the error", q)
		}
	}
}

// An empty leaderboard says why: nothing known, a page past the end, or filters that hide every
// agent — then never that nothing has settled, and it offers the unfiltered board.
func TestPageEmptyLeaderboardSaysWhy(t *testing.T) {
	rated := newPageSource(row("1", 8, 2, 9000, 8500), row("2", 40, 1, 8000, 7000), row("3", 3, 3, 4000, 3000))
	for _, c := range []struct {
		src        *pageSource
		query      string
		want, not  []string
		showsReset bool
	}{
		{newPageSource(), "/", []string{"nothing has settled"}, nil, false},
		{rated, "/?provisional=false", []string{"all 3 agents are provisional", "fewer than 30 ratings", "3 agents have settled ratings"},
			[]string{"nothing has settled"}, true},
		{rated, "/?provisional=false&routable=true", []string{"all 3 agents are provisional", "1 of the 3 agents is under the floor"},
			[]string{"nothing has settled"}, true},
		{newPageSource(row("1", 2, 1, 4000, 3000)), "/?routable=true", []string{"the one agent is under the floor", "1 agent has settled ratings"},
			[]string{"nothing has settled", "provisional ("}, true},
		{rated, "/?offset=10", []string{"No agents on this page: the list has 3"}, []string{"nothing has settled"}, true},
	} {
		_, _, page := getPage(t, c.src, c.query)
		i := strings.Index(page, `id="board-empty"`)
		if i < 0 {
			t.Errorf("%s: no explanation of the empty board", c.query)
			continue
		}
		msg := page[i : i+strings.Index(page[i:], "</td>")]
		for _, w := range c.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q does not say %q", c.query, msg, w)
			}
		}
		for _, n := range c.not {
			if strings.Contains(msg, n) {
				t.Errorf("%s: %q says %q", c.query, msg, n)
			}
		}
		if got := strings.Contains(msg, `<a href="/">`); got != c.showsReset {
			t.Errorf("%s: link to every agent %v, want %v: %q", c.query, got, c.showsReset, msg)
		}
	}
}

// The principle about newcomers says what the attack lab measures: a newcomer reads the prior
// alone, routable or not as this policy decides, and pseudonyms are not claimed to be priced in.
func TestPagePrincipleOnNewcomersMatchesThePolicy(t *testing.T) {
	for _, floor := range []uint64{reputation.FloorBps, 6000} {
		src := newPageSource()
		src.snap.Policy.FloorBps = floor
		prior, err := src.snap.Policy.Decide(&reputation.State{})
		if err != nil {
			t.Fatal(err)
		}
		_, _, page := getPage(t, src, "/")
		i := strings.Index(page, `id="principle-newcomers"`)
		if i < 0 {
			t.Fatal("no principle on newcomers")
		}
		text := page[i : i+strings.Index(page[i:], "</dd>")]
		verdict := "routable here"
		if !prior.Routable {
			verdict = "not routable here"
		}
		if !strings.Contains(text, fmt.Sprintf("lower bound %.2f★: %s", reputation.Stars(prior.LowerBps), verdict)) ||
			!strings.Contains(text, "repledger attack") || strings.Contains(page, "priced in") {
			t.Errorf("floor %d (prior's bound %d bps, routable %v): principle reads %q", floor, prior.LowerBps, prior.Routable, text)
		}
	}
}

// An error page keeps the site's layout: navigation, the footer, and the status.
func TestPageErrorsKeepTheLayout(t *testing.T) {
	src := newPageSource(row("1", 8, 2, 9000, 8500))
	broken := newPageSource()
	broken.err = errors.New("store closed")
	for _, c := range []struct {
		src    *pageSource
		path   string
		status int
		says   string
	}{
		{src, "/agents/0x0000000000000000000000000000000000000042", http.StatusNotFound, "Unknown agent"},
		{src, "/agents/99", http.StatusNotFound, "Unknown agent"},
		{src, "/agents/0x123", http.StatusBadRequest, "is not an agent id"},
		{src, "/agents/" + strings.Repeat("9", 300), http.StatusBadRequest, "is not an agent id"},
		{broken, "/agents/5", http.StatusInternalServerError, "store closed"},
	} {
		code, ctype, page := getPage(t, c.src, c.path)
		if code != c.status || !strings.HasPrefix(ctype, "text/html") {
			t.Errorf("%s: %d %s, want %d text/html", c.path, code, ctype, c.status)
		}
		if !strings.Contains(page, `<nav aria-label="sections">`) || !strings.Contains(page, "<footer>") ||
			!strings.Contains(page, `<a href="/">Back to the leaderboard</a>`) || !strings.Contains(page, c.says) {
			t.Errorf("%s: not a page with the layout saying %q:\n%s", c.path, c.says, page)
		}
		if len(page) > 20_000 || strings.Contains(page, strings.Repeat("9", 100)) {
			t.Errorf("%s: the page repeats the whole input", c.path)
		}
	}

	// The page for a path that is no page, for the router's catch-all.
	w := httptest.NewRecorder()
	New(src, prometheus.NewRegistry(), func() error { return nil }).notFoundPage(w, httptest.NewRequest(http.MethodGet, "/leaderbord", nil))
	if page := w.Body.String(); w.Code != http.StatusNotFound || !strings.Contains(page, `<nav aria-label="sections">`) ||
		!strings.Contains(page, "There is no page at /leaderbord.") {
		t.Errorf("no page at /leaderbord: %d\n%s", w.Code, page)
	}
}
