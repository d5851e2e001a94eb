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
	"stars":    func(bps uint64) string { return fmt.Sprintf("%.2f★", reputation.Stars(bps)) },
	"starsSym": func(bps uint64) string { return fmt.Sprintf("★ %.2f", reputation.Stars(bps)) },
	"bar":      func(bps uint64) string { return strconv.FormatFloat(float64(min(bps, 10000))*160/10000, 'f', 1, 64) },
	"pct":      func(bps uint64) string { return fmt.Sprintf("%.2f %%", float64(bps)/100) },
	"fade":     func(bps uint64) uint64 { return 10000 - min(bps, 10000) },
	"mul100":   func(f float64) float64 { return f * 100 },
	"short": func(s string) string {
		if len(s) > 18 {
			return s[:10] + "…" + s[len(s)-6:]
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
}

func (s *Server) base(title string) (*pageData, index.Snapshot) {
	snap := s.src.Snapshot()
	p := s.paramsOf(&snap)
	dec := int(snap.Params.AssetDecimals)
	return &pageData{Title: title, Params: p, Verify: p.Verification, Rubric: RubricTable(),
		WeightCap:   unitsString(snap.Params.WeightCap, dec) + " " + s.Symbol,
		PriorWeight: unitsString(snap.Policy.PriorWeight.ToBig(), dec) + " " + s.Symbol}, snap
}

func (s *Server) render(w http.ResponseWriter, name string, d *pageData) {
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, name, d); err != nil {
		http.Error(w, "render "+name+": "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:")
	_, _ = w.Write(buf.Bytes())
}

func (s *Server) pageBoard(w http.ResponseWriter, r *http.Request) {
	d, snap := s.base("Leaderboard")
	q, err := parseBoardQuery(r)
	if err != nil {
		q = BoardQuery{Limit: 50}
	}
	d.RoutableOnly = q.Routable != nil && *q.Routable
	d.SettledOnly = q.Provisional != nil && !*q.Provisional
	d.Board = s.page(&snap, q)
	link := func(off int) string {
		v := url.Values{"offset": {strconv.Itoa(off)}, "limit": {strconv.Itoa(q.Limit)}}
		if d.RoutableOnly {
			v.Set("routable", "true")
		}
		if d.SettledOnly {
			v.Set("provisional", "false")
		}
		return "/?" + v.Encode()
	}
	if q.Offset > 0 {
		d.Prev = link(max(0, q.Offset-q.Limit))
	}
	if q.Offset+q.Limit < d.Board.Total {
		d.Next = link(q.Offset + q.Limit)
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

func (s *Server) pageAgent(w http.ResponseWriter, r *http.Request) {
	a, err := agentid.Parse(r.PathValue("id"))
	if err != nil {
		http.Error(w, "agent id: "+err.Error(), http.StatusBadRequest)
		return
	}
	ag, err := s.src.Agent(r.Context(), a.ID)
	if errors.Is(err, index.ErrUnknownAgent) {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	d, snap := s.base("Agent " + ag.Agent)
	d.Agent = ag
	d.Weight = unitsString(ag.Weight, int(snap.Params.AssetDecimals)) + " " + s.Symbol
	d.Chart = chart(ag.History, snap.Policy.FloorBps)
	s.render(w, "agent.html", d)
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

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) {
	body, _ := assets.ReadFile("openapi.json")
	sum := fmt.Sprintf(`"oa-%x"`, len(body))
	w.Header().Set("ETag", sum)
	w.Header().Set("Cache-Control", "public, max-age=300")
	if r.Header.Get("If-None-Match") == sum {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(body)
}
