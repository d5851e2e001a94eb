package server

import (
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/repledger/repledger/index"
)

// Row is one agent on /v1/leaderboard. Its Go field names are index.Row's, so the page's
// templates read it as they read the index's rows.
type Row struct {
	Rank        int    `json:"rank"`
	Agent       string `json:"agent"`    // as people name it: a checksummed address, or a decimal ERC-8004 id
	AgentID     string `json:"agent_id"` // the ledger's key, decimal
	SmoothedBps uint64 `json:"smoothed_bps"`
	LowerBps    uint64 `json:"lower_bps"`
	Routable    bool   `json:"routable"`
	Verdict     string `json:"verdict"`
	// Provisional is index.IsProvisional(Ratings, Payers), in every endpoint.
	Provisional             bool   `json:"provisional"`
	Ratings                 uint64 `json:"ratings"`
	Payers                  int    `json:"distinct_payers"` // counted up to 3 on the leaderboard; exact for one agent
	DisputeRateBps          uint64 `json:"dispute_rate_bps"`
	EvidenceWeight          string `json:"evidence_weight"` // decayed evidence, whole units of the asset
	EvidenceWeightBaseUnits string `json:"evidence_weight_base_units"`
	HasEvidence             bool   `json:"has_evidence"`
	// BySource is the agent's lifetime ratings by the kind of their source ({"escrow": 12,
	// "x402": 30}, kinds without ratings left out): its whole record, through a lens too.
	BySource index.SourceCounts `json:"ratings_by_source"`
	// Through a trust lens (the anchors parameter) the fields above are the lens's, and this says
	// how much of the agent's evidence it counts.
	Lens *LensInfo `json:"lens,omitempty"`
}

func rowOf(r *index.Row, decimals uint8) Row {
	return Row{Rank: r.Rank, Agent: r.Agent, AgentID: r.AgentID, SmoothedBps: r.SmoothedBps, LowerBps: r.LowerBps,
		Routable: r.Routable, Verdict: Verdict(r.Routable), Provisional: index.IsProvisional(r.Ratings, r.Payers),
		Ratings: r.Ratings, Payers: r.Payers, DisputeRateBps: r.DisputeRateBps, EvidenceWeight: wholeUnits(r.Weight, decimals),
		EvidenceWeightBaseUnits: baseUnits(r.Weight), HasEvidence: r.HasEvidence, BySource: r.BySource}
}

// Board is /v1/leaderboard.
type Board struct {
	Total  int    `json:"total"` // agents matching the filters
	Offset int    `json:"offset"`
	Limit  int    `json:"limit"`
	Epoch  uint64 `json:"epoch"`
	Agents []Row  `json:"agents"`
	// Anchors is the trust lens's anchor set, canonical, when the request named one.
	Anchors string `json:"anchors,omitempty"`
}

// BoardQuery is the leaderboard's paging and filters.
type BoardQuery struct {
	Offset, Limit         int
	Routable, Provisional *bool
	// Source keeps the agents with at least one rating from this kind of source
	// (index.SourceKinds); "" keeps every agent.
	Source string
}

// sourceKindsText lists the source kinds as the 400 names them: "escrow, x402, erc8183-hook or
// source".
func sourceKindsText() string {
	k := index.SourceKinds
	return strings.Join(k[:len(k)-1], ", ") + " or " + k[len(k)-1]
}

// querySource reads the optional source filter: one of index.SourceKinds.
func querySource(v string) (string, error) {
	if _, ok := index.SourceKindIndex(v); !ok && v != "" {
		return "", &badParam{"source", fmt.Sprintf("source %s: want %s (the kind of source an agent's ratings came from)", clip(v), sourceKindsText())}
	}
	return v, nil
}

// hasSource reports whether a row passes the source filter.
func hasSource(r *index.Row, kind string) bool { return kind == "" || r.BySource.Of(kind) > 0 }

func parseBoardQuery(r *http.Request) (BoardQuery, error) {
	var q BoardQuery
	v := r.URL.Query()
	off, err := queryUint(v, "offset", 0, 0, MaxOffset)
	if err != nil {
		return q, err
	}
	lim, err := queryUint(v, "limit", DefaultLimit, 1, MaxLimit)
	if err != nil {
		return q, err
	}
	q.Offset, q.Limit = int(off), int(lim)
	if q.Routable, err = queryBool(v, "routable"); err != nil {
		return q, err
	}
	if q.Provisional, err = queryBool(v, "provisional"); err != nil {
		return q, err
	}
	q.Source, err = querySource(v.Get("source"))
	return q, err
}

// page filters and pages the ranked rows. The positions matching a filter are computed once per
// version of the board and kept, so a filtered page costs what an unfiltered one does.
func (s *Server) page(snap *index.Snapshot, q BoardQuery) Board {
	b := Board{Offset: q.Offset, Limit: q.Limit, Epoch: snap.Epoch, Agents: []Row{}}
	dec := snap.Params.AssetDecimals
	rows := snap.Rows
	if q.Routable == nil && q.Provisional == nil && q.Source == "" {
		b.Total = len(rows)
		for i := q.Offset; i < len(rows) && i < q.Offset+q.Limit; i++ {
			b.Agents = append(b.Agents, rowOf(&rows[i], dec))
		}
		return b
	}
	idx := s.filtered(snap, q)
	b.Total = len(idx)
	for i := q.Offset; i < len(idx) && i < q.Offset+q.Limit; i++ {
		b.Agents = append(b.Agents, rowOf(&rows[idx[i]], dec))
	}
	return b
}

// filterKey is one combination of filters: routable and provisional 0 any, 1 true, 2 false;
// source 0 any, else 1 + the kind's index in index.SourceKinds.
type filterKey struct{ routable, provisional, source int8 }

// boardCache keeps what is computed once per version of the board: the positions matching
// each filter, and each agent's position for /v1/decisions.
type boardCache struct {
	mu      sync.Mutex
	version uint64
	lists   map[filterKey][]int32
	byID    map[string]int32
}

func tri(b *bool) int8 {
	switch {
	case b == nil:
		return 0
	case *b:
		return 1
	}
	return 2
}

// at resets the cache when the board changed; the caller holds mu.
func (c *boardCache) at(snap *index.Snapshot) {
	if c.version != snap.Version || c.lists == nil {
		c.version, c.lists, c.byID = snap.Version, map[filterKey][]int32{}, nil
	}
}

func (s *Server) filtered(snap *index.Snapshot, q BoardQuery) []int32 {
	routable, provisional := q.Routable, q.Provisional
	k := filterKey{routable: tri(routable), provisional: tri(provisional)}
	if i, ok := index.SourceKindIndex(q.Source); ok {
		k.source = int8(i + 1)
	}
	c := &s.filters
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at(snap)
	if l, ok := c.lists[k]; ok {
		return l
	}
	l := []int32{}
	for i := range snap.Rows {
		r := &snap.Rows[i]
		prov := index.IsProvisional(r.Ratings, r.Payers)
		if routable != nil && r.Routable != *routable || provisional != nil && prov != *provisional || k.source > 0 && r.BySource[k.source-1] == 0 {
			continue
		}
		l = append(l, int32(i))
	}
	c.lists[k] = l
	return l
}

// rowByID is the board's row of an agent, if it has one.
func (s *Server) rowByID(snap *index.Snapshot, id string) (*index.Row, bool) {
	c := &s.filters
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at(snap)
	if c.byID == nil {
		c.byID = make(map[string]int32, len(snap.Rows))
		for i := range snap.Rows {
			c.byID[snap.Rows[i].AgentID] = int32(i)
		}
	}
	i, ok := c.byID[id]
	if !ok {
		return nil, false
	}
	return &snap.Rows[i], true
}

func (s *Server) leaderboard(w http.ResponseWriter, r *http.Request) {
	q, err := parseBoardQuery(r)
	if err != nil {
		fail(w, err)
		return
	}
	anchors, ls, err := s.lensQuery(r)
	if err != nil {
		fail(w, err)
		return
	}
	snap := s.src.Snapshot()
	if anchors != nil {
		b, err := ls.LensBoard(r.Context(), *anchors)
		if err != nil {
			lensFail(w, err)
			return
		}
		writeJSON(w, r, lensPage(b, q, snap.Params.AssetDecimals))
		return
	}
	writeJSON(w, r, s.page(&snap, q))
}
