package server

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/reputation"
)

//go:embed assets openapi.json
var assets embed.FS

var funcs = template.FuncMap{
	"stars":  func(bps uint64) string { return fmt.Sprintf("%.2f★", reputation.Stars(bps)) },
	"bar":    func(bps uint64) string { return strconv.FormatFloat(float64(min(bps, 10000))*160/10000, 'f', 1, 64) },
	"pct":    func(bps uint64) string { return fmt.Sprintf("%.2f %%", float64(bps)/100) },
	"fade":   func(bps uint64) uint64 { return 10000 - min(bps, 10000) },
	"mul100": func(f float64) float64 { return f * 100 },
	"short": func(s string) string {
		if len(s) > 18 {
			return s[:10] + "…" + s[len(s)-6:]
		}
		return s
	},
	// tiny is an address short enough for a phone's table cell; its title carries the whole.
	"tiny": func(s string) string {
		if len(s) > 12 {
			return s[:6] + "…" + s[len(s)-4:]
		}
		return s
	},
	"units": func(v *big.Int) string { return unitsString(v, 6) },
	"dur": func(s uint64) string {
		switch {
		case s%604800 == 0:
			return fmt.Sprintf("%d week(s) (%d s)", s/604800, s)
		case s%86400 == 0:
			return fmt.Sprintf("%d day(s) (%d s)", s/86400, s)
		}
		return fmt.Sprintf("%d s", s)
	},
	"meter": func(s, l, f uint64, r bool) map[string]any {
		return map[string]any{"SmoothedBps": s, "LowerBps": l, "Floor": f, "Routable": r}
	},
	"provisional": provisionalWhy,
	"countNoun":   countNoun,
	// bySource is an agent's ratings from each kind of source the ledger has: "12 · 30" under a
	// heading "escrow · x402".
	"bySource": func(c index.SourceCounts, kinds []string) string {
		parts := make([]string, len(kinds))
		for i, k := range kinds {
			parts[i] = strconv.FormatUint(c.Of(k), 10)
		}
		return strings.Join(parts, " · ")
	},
	"kinds": func(kinds []string) string {
		labels := make([]string, len(kinds))
		for i, k := range kinds {
			labels[i] = sourceLabel(k)
		}
		return strings.Join(labels, " · ")
	},
	"sourceLabel": sourceLabel,
}

// sourceLabel is how the page names a kind of rating source in a column or a cell: the API's
// value (index.SourceKinds), but "hook" for the ERC-8183 rating hook, whose API value
// "erc8183-hook" (the deployment manifest's kind) is too long for a table's header; the
// header's and cell's titles say which.
func sourceLabel(kind string) string {
	if kind == index.SourceHook {
		return "hook"
	}
	return kind
}

// provisionalWhy is why a score on `ratings` ratings from `payers` distinct payers is
// provisional ("12 ratings", "2 payers", or both), or "" when it is not: index.IsProvisional
// decides, the one rule the API, gate and rank use too.
func provisionalWhy(ratings uint64, payers int) string {
	if !index.IsProvisional(ratings, payers) {
		return ""
	}
	var why []string
	if ratings < index.ProvisionalRatings {
		why = append(why, countNoun(int(ratings), "rating"))
	}
	if payers < index.ProvisionalPayers {
		why = append(why, countNoun(payers, "payer"))
	}
	if len(why) == 0 { // the rule grew a condition this page does not name yet
		return "thin evidence"
	}
	return strings.Join(why, ", ")
}

func countNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

var pages = template.Must(template.New("").Funcs(funcs).ParseFS(assets, "assets/*.html"))

func unitsString(v *big.Int, decimals int) string {
	if v == nil {
		return "0"
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(v), new(big.Float).SetFloat64(float64(pow10(decimals)))).Float64()
	return strconv.FormatFloat(f, 'f', 2, 64)
}

func pow10(n int) uint64 {
	p := uint64(1)
	for range n {
		p *= 10
	}
	return p
}

// pageData is what every page shows.
type pageData struct {
	Title                  string
	Params                 Params
	Verify                 *Verification
	Board                  Board
	RoutableOnly           bool
	SettledOnly            bool
	Prev, Next             string
	Calc                   CalcInput
	CalcResult             *CalcResult
	CalcError              string
	Rubric                 Rubric
	WeightCap, PriorWeight string
	Agent                  *index.AgentDetail
	Weight                 string
	Chart                  template.HTML
	Empty                  emptyBoard          // why the leaderboard shows no row
	Prior                  reputation.Decision // what an agent without evidence reads: the prior alone
	Problem                *problem            // the error page's status and message
	// The trust lens: the anchors as typed, the canonical set in use, why they were refused,
	// and on an agent's page its row through the lens.
	Anchors, LensKey, LensError string
	AgentLens                   *index.LensRow
	// The kinds of rating source the ledger has (the leaderboard's column "escrow · x402"), and
	// the one the leaderboard is filtered to ("": none).
	SourceKinds []string
	Source      string
}

// emptyBoard says why the leaderboard shows no row, and where to go instead (Reset: the text of
// a link to the unfiltered first page).
type emptyBoard struct{ Why, Reset string }

// problem is an error page: the layout and navigation of every page, with what went wrong.
type problem struct {
	Status          int
	Heading, Detail string
}

func (s *Server) base(title string) (*pageData, index.Snapshot) {
	snap := s.src.Snapshot()
	p := s.paramsOf(&snap)
	dec := int(snap.Params.AssetDecimals)
	prior, _ := snap.Policy.Decide(&reputation.State{}) // a zero policy (no chain read yet) reads 0
	kinds := snap.SourceKinds
	if len(kinds) == 0 {
		kinds = []string{index.SourceEscrow}
	}
	return &pageData{Title: title, Params: p, Verify: p.Verification, Rubric: RubricTable(), Prior: prior, SourceKinds: kinds,
		WeightCap:   unitsString(snap.Params.WeightCap, dec) + " " + s.Symbol,
		PriorWeight: unitsString(snap.Policy.PriorWeight.ToBig(), dec) + " " + s.Symbol}, snap
}

// render writes page `name` with status 200, or d.Problem's status on an error page.
func (s *Server) render(w http.ResponseWriter, name string, d *pageData) {
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, name, d); err != nil {
		http.Error(w, "render "+name+": "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:")
	if d.Problem != nil {
		w.WriteHeader(d.Problem.Status)
	}
	_, _ = w.Write(buf.Bytes())
}

// problemPage answers with an error page in the site's layout, so the reader keeps the
// navigation: an unknown agent, a malformed id, a path that is no page.
func (s *Server) problemPage(w http.ResponseWriter, status int, heading, detail string) {
	d, _ := s.base(heading)
	d.Problem = &problem{Status: status, Heading: heading, Detail: detail}
	s.render(w, "problem.html", d)
}

// notFoundPage is the page for a path that is no page (the API's paths answer JSON instead).
func (s *Server) notFoundPage(w http.ResponseWriter, r *http.Request) {
	s.problemPage(w, http.StatusNotFound, "Page not found", fmt.Sprintf("There is no page at %s.", pageClip(r.URL.Path)))
}

// pageClip shortens what a reader typed before the page repeats it.
func pageClip(s string) string {
	if r := []rune(s); len(r) > 80 {
		return string(r[:80]) + "…"
	}
	return s
}

func (s *Server) pageBoard(w http.ResponseWriter, r *http.Request) {
	d, snap := s.base("Leaderboard")
	q, err := parseBoardQuery(r)
	if err != nil {
		q = BoardQuery{Limit: 50}
	}
	d.RoutableOnly = q.Routable != nil && *q.Routable
	d.SettledOnly = q.Provisional != nil && !*q.Provisional
	d.Source = q.Source
	d.Board = s.page(&snap, q)
	if b := s.pageLens(r, d); b != nil {
		d.Board = lensPage(b, q, snap.Params.AssetDecimals)
	}
	link := func(off int) string {
		v := url.Values{"offset": {strconv.Itoa(off)}, "limit": {strconv.Itoa(q.Limit)}}
		if d.LensKey != "" {
			v.Set("anchors", d.Anchors)
		}
		if d.RoutableOnly {
			v.Set("routable", "true")
		}
		if d.SettledOnly {
			v.Set("provisional", "false")
		}
		if d.Source != "" {
			v.Set("source", d.Source)
		}
		return "/?" + v.Encode()
	}
	if q.Offset > 0 {
		d.Prev = link(max(0, q.Offset-q.Limit))
	}
	if q.Offset+q.Limit < d.Board.Total {
		d.Next = link(q.Offset + q.Limit)
	}
	if len(d.Board.Agents) == 0 {
		d.Empty = explainEmpty(&snap, d.Board, d.RoutableOnly, d.SettledOnly, d.Source)
	}
	in, err := parseCalc(r)
	if err == nil && r.URL.Query().Get("weight") == "" {
		in.Weight, in.MeanBps = 32, 8400 // the seed's example
	}
	d.Calc = in
	if err == nil {
		var res CalcResult
		if res, err = Calc(in); err == nil {
			d.CalcResult = &res
		}
	}
	if err != nil {
		var bp *badParam
		if errors.As(err, &bp) {
			d.CalcError = bp.msg
		} else {
			d.CalcError = err.Error()
		}
	}
	s.render(w, "board.html", d)
}

// explainEmpty says why a page of the leaderboard has no row: nothing is known yet, the page is
// past the end, or the filters hide every agent — then what the agents are instead, so that an
// empty filtered list never reads as "nothing has settled". The counts run only on an empty page.
func explainEmpty(snap *index.Snapshot, b Board, routableOnly, settledOnly bool, source string) emptyBoard {
	n := len(snap.Rows)
	switch {
	case n == 0:
		return emptyBoard{Why: "No agents yet: nothing has settled on this ledger's escrows, and no agent is registered."}
	case b.Total > 0:
		return emptyBoard{Why: fmt.Sprintf("No agents on this page: the list has %d.", b.Total), Reset: "Back to the first page"}
	}
	var provisional, below, rated, fromSource int
	for i := range snap.Rows {
		r := &snap.Rows[i]
		if r.BySource.Of(source) > 0 {
			fromSource++
		}
		if r.Provisional {
			provisional++
		}
		if !r.Routable {
			below++
		}
		if r.HasEvidence {
			rated++
		}
	}
	share := func(k int, what string) string { // "2 of the 3 agents are …"
		switch {
		case k == n && n == 1:
			return "the one agent is " + what
		case k == n:
			return fmt.Sprintf("all %d agents are %s", n, what)
		case k == 1:
			return fmt.Sprintf("1 of the %d agents is %s", n, what)
		}
		return fmt.Sprintf("%d of the %d agents are %s", k, n, what)
	}
	var why []string
	if settledOnly {
		why = append(why, share(provisional, fmt.Sprintf("provisional (fewer than %d ratings or fewer than %d distinct payers)",
			index.ProvisionalRatings, index.ProvisionalPayers)))
	}
	if routableOnly {
		why = append(why, share(below, "under the floor"))
	}
	if source != "" {
		why = append(why, share(n-fromSource, "without ratings from "+sourceWords(source)))
	}
	e := emptyBoard{Why: "No agent matches these filters: " + strings.Join(why, ", and ") + ".", Reset: "Show every agent"}
	switch {
	case rated == 1:
		e.Why += " 1 agent has settled ratings; the filters hide it."
	case rated > 1:
		e.Why += fmt.Sprintf(" %d agents have settled ratings; the filters hide them.", rated)
	}
	return e
}

// sourceWords names a kind of rating source in a sentence.
func sourceWords(kind string) string {
	switch kind {
	case index.SourceEscrow:
		return "a marketplace's escrow"
	case index.SourceX402:
		return "x402 payments"
	case index.SourceHook:
		return "foreign ERC-8183 escrows (through the rating hook)"
	}
	return "a registered source of a kind this server does not name"
}

func (s *Server) pageAgent(w http.ResponseWriter, r *http.Request) {
	a, err := agentid.Parse(r.PathValue("id"))
	if err != nil {
		s.problemPage(w, http.StatusBadRequest, "Not an agent id",
			fmt.Sprintf("%q is not an agent id: an agent is an address (0x and 40 hex digits) or a decimal ERC-8004 id.", pageClip(r.PathValue("id"))))
		return
	}
	ag, err := s.src.Agent(r.Context(), a.ID)
	if errors.Is(err, index.ErrUnknownAgent) {
		s.problemPage(w, http.StatusNotFound, "Unknown agent",
			fmt.Sprintf("Agent %s has no rating and no job on this ledger's escrows: no score to show. "+
				"An agent appears here once one of the escrows has a job for it; until its first rating it reads the prior.", a))
		return
	}
	if err != nil {
		s.problemPage(w, http.StatusInternalServerError, "The agent could not be read", err.Error())
		return
	}
	d, snap := s.base("Agent " + ag.Agent)
	d.Agent = ag
	if b := s.pageLens(r, d); b != nil {
		if lr, ok := b.Agent(a.ID.String()); ok {
			d.AgentLens = &lr
		}
	}
	d.Weight = unitsString(ag.Weight, int(snap.Params.AssetDecimals)) + " " + s.Symbol
	d.Chart = chart(ag.History, len(ag.RatingsList), snap.Policy.FloorBps, snap.Policy.PriorBps)
	s.render(w, "agent.html", d)
}

// pageLens reads the page's trust lens, if the reader chose anchors: the board, or nil with
// d.LensError saying why the anchors were refused (the page then shows the global score).
func (s *Server) pageLens(r *http.Request, d *pageData) *index.LensBoard {
	d.Anchors = pageClip(strings.TrimSpace(r.URL.Query().Get("anchors")))
	if d.Anchors == "" {
		return nil
	}
	anchors, ls, err := s.lensQuery(r)
	if err == nil {
		var b *index.LensBoard
		if b, err = ls.LensBoard(r.Context(), *anchors); err == nil {
			d.LensKey = b.Key
			return b
		}
	}
	var bp *badParam
	if errors.As(err, &bp) {
		d.LensError = bp.msg
	} else {
		d.LensError = "the trust lens could not be computed now: " + err.Error()
	}
	return nil
}

func (s *Server) static(w http.ResponseWriter, r *http.Request) {
	sub, _ := fs.Sub(assets, "assets")
	name := strings.TrimPrefix(r.URL.Path, "/static/")
	if name != "style.css" && name != "calc.js" {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=300")
	http.ServeFileFS(w, r, sub, name)
}
