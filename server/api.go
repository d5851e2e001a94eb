package server

import (
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// Params is /v1/params: the ledger's live parameters, the policy the scores use, where the
// index stands, and whether the deployment verified on chain.
type Params struct {
	Formula            string        `json:"formula"`
	ChainID            uint64        `json:"chain_id"`
	Ledger             string        `json:"ledger"`
	Escrows            int           `json:"escrows"`
	EpochLength        uint64        `json:"epoch_length_seconds"`
	RetentionBps       uint64        `json:"retention_bps_per_epoch"`
	HorizonEpochs      uint64        `json:"full_forget_horizon_epochs"`
	WeightCap          string        `json:"weight_cap_base_units"`
	Asset              string        `json:"asset"`
	AssetDecimals      uint8         `json:"asset_decimals"`
	ReadCacheTTL       float64       `json:"read_cache_ttl_seconds"`
	PriorBps           uint64        `json:"prior_bps"`
	PriorWeight        string        `json:"prior_weight_base_units"`
	Z                  string        `json:"z"`
	FloorBps           uint64        `json:"floor_bps"`
	ProvisionalRatings int           `json:"provisional_below_ratings"`
	ProvisionalPayers  int           `json:"provisional_below_payers"`
	Epoch              uint64        `json:"current_epoch"`
	SyncedBlock        uint64        `json:"synced_block"`
	HeadBlock          uint64        `json:"head_block"`
	Verification       *Verification `json:"verification"`
	Audit              *AuditSummary `json:"audit"`
}

// AuditSummary is the last continuous audit.
type AuditSummary struct {
	Block      uint64 `json:"block"`
	Agents     int    `json:"agents"`
	Matched    int    `json:"matched"`
	Mismatches int    `json:"differences"`
}

func (s *Server) paramsOf(snap *index.Snapshot) Params {
	p := Params{Formula: reputation.FormulaID, ChainID: snap.ChainID, Ledger: snap.Ledger.Hex(), Escrows: snap.Escrows,
		EpochLength: snap.Params.EpochLength, RetentionBps: snap.Params.RetentionBps, HorizonEpochs: snap.Params.HorizonEpochs,
		WeightCap: snap.Params.WeightCap.String(), Asset: snap.Params.Asset.Hex(), AssetDecimals: snap.Params.AssetDecimals,
		ReadCacheTTL: router.DefaultCacheTTL.Seconds(), PriorBps: snap.Policy.PriorBps, PriorWeight: snap.Policy.PriorWeight.Dec(),
		Z: reputation.FormatZ(snap.Policy.Z), FloorBps: snap.Policy.FloorBps, ProvisionalRatings: index.ProvisionalRatings,
		ProvisionalPayers: index.ProvisionalPayers, Epoch: snap.Epoch, SyncedBlock: snap.Synced, HeadBlock: snap.Head,
		Verification: s.verify.Load()}
	if a := snap.Audit; a != nil {
		p.Audit = &AuditSummary{Block: a.Block, Agents: len(a.Agents), Matched: a.Matched, Mismatches: len(a.Agents) - a.Matched}
	}
	return p
}

func (s *Server) params(w http.ResponseWriter, r *http.Request) {
	snap := s.src.Snapshot()
	writeJSON(w, r, s.paramsOf(&snap))
}

// Board is /v1/leaderboard.
type Board struct {
	Total  int         `json:"total"` // agents matching the filters
	Offset int         `json:"offset"`
	Limit  int         `json:"limit"`
	Epoch  uint64      `json:"epoch"`
	Agents []index.Row `json:"agents"`
}

// badParam is a query parameter the API refuses.
type badParam struct{ name, msg string }

func (e *badParam) Error() string { return e.name + ": " + e.msg }

func queryUint(r *http.Request, name string, def, lo, hi uint64) (uint64, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil || n < lo || n > hi {
		return 0, &badParam{name, fmt.Sprintf("%s %q: want a whole number from %d to %d", name, v, lo, hi)}
	}
	return n, nil
}

// queryBool reads an optional true/false filter; nil when absent.
func queryBool(r *http.Request, name string) (*bool, error) {
	switch v := r.URL.Query().Get(name); v {
	case "":
		return nil, nil
	case "true", "1":
		t := true
		return &t, nil
	case "false", "0":
		f := false
		return &f, nil
	default:
		return nil, &badParam{name, fmt.Sprintf("%s %q: want true or false", name, v)}
	}
}

func fail(w http.ResponseWriter, err error) {
	var bp *badParam
	if errors.As(err, &bp) {
		apiError(w, http.StatusBadRequest, bp.name, bp.msg)
		return
	}
	apiError(w, http.StatusInternalServerError, "", err.Error())
}

// BoardQuery is the leaderboard's paging and filters.
type BoardQuery struct {
	Offset, Limit         int
	Routable, Provisional *bool
}

func parseBoardQuery(r *http.Request) (BoardQuery, error) {
	var q BoardQuery
	off, err := queryUint(r, "offset", 0, 0, 1<<31)
	if err != nil {
		return q, err
	}
	lim, err := queryUint(r, "limit", 50, 1, 500)
	if err != nil {
		return q, err
	}
	q.Offset, q.Limit = int(off), int(lim)
	if q.Routable, err = queryBool(r, "routable"); err != nil {
		return q, err
	}
	q.Provisional, err = queryBool(r, "provisional")
	return q, err
}

// page filters and pages the ranked rows. The positions matching a filter are computed once per
// version of the board and kept, so a filtered page costs what an unfiltered one does.
func (s *Server) page(snap *index.Snapshot, q BoardQuery) Board {
	b := Board{Offset: q.Offset, Limit: q.Limit, Epoch: snap.Epoch, Agents: []index.Row{}}
	rows := snap.Rows
	if q.Routable == nil && q.Provisional == nil {
		b.Total = len(rows)
		if q.Offset < len(rows) {
			b.Agents = rows[q.Offset:min(len(rows), q.Offset+q.Limit)]
		}
		return b
	}
	idx := s.filtered(snap, q.Routable, q.Provisional)
	b.Total = len(idx)
	for i := q.Offset; i < len(idx) && i < q.Offset+q.Limit; i++ {
		b.Agents = append(b.Agents, rows[idx[i]])
	}
	return b
}

type filterKey struct{ routable, provisional int8 } // 0 any, 1 true, 2 false

type filterCache struct {
	mu      sync.Mutex
	version uint64
	lists   map[filterKey][]int32
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

func (s *Server) filtered(snap *index.Snapshot, routable, provisional *bool) []int32 {
	k := filterKey{tri(routable), tri(provisional)}
	c := &s.filters
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != snap.Version || c.lists == nil {
		c.version, c.lists = snap.Version, map[filterKey][]int32{}
	}
	if l, ok := c.lists[k]; ok {
		return l
	}
	l := []int32{}
	for i := range snap.Rows {
		r := &snap.Rows[i]
		if routable != nil && r.Routable != *routable || provisional != nil && r.Provisional != *provisional {
			continue
		}
		l = append(l, int32(i))
	}
	c.lists[k] = l
	return l
}

func (s *Server) leaderboard(w http.ResponseWriter, r *http.Request) {
	q, err := parseBoardQuery(r)
	if err != nil {
		fail(w, err)
		return
	}
	snap := s.src.Snapshot()
	writeJSON(w, r, s.page(&snap, q))
}

func (s *Server) agent(w http.ResponseWriter, r *http.Request) {
	a, err := agentid.Parse(r.PathValue("id"))
	if err != nil {
		apiError(w, http.StatusBadRequest, "id", fmt.Sprintf("agent id: %v", err))
		return
	}
	d, err := s.src.Agent(r.Context(), a.ID)
	if errors.Is(err, index.ErrUnknownAgent) {
		apiError(w, http.StatusNotFound, "id", "id "+r.PathValue("id")+": "+err.Error())
		return
	}
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, r, d)
}

// Decision is one agent's routing decision, as router.Gate gives it, with the provisional flag.
type Decision struct {
	router.Decision
	AgentName   string `json:"agent_name"`
	Provisional bool   `json:"provisional"`
}

func (s *Server) decisions(w http.ResponseWriter, r *http.Request) {
	raw := r.URL.Query().Get("agents")
	if raw == "" {
		apiError(w, http.StatusBadRequest, "agents", "agents: required: a comma-separated list of 0x addresses or decimal agent ids")
		return
	}
	parts := strings.Split(raw, ",")
	if len(parts) > 500 {
		apiError(w, http.StatusBadRequest, "agents", fmt.Sprintf("agents: %d given, at most 500 per request", len(parts)))
		return
	}
	ids := make([]*big.Int, len(parts))
	names := make([]string, len(parts))
	for i, p := range parts {
		a, err := agentid.Parse(strings.TrimSpace(p))
		if err != nil {
			apiError(w, http.StatusBadRequest, "agents", fmt.Sprintf("agents[%d]: %v", i, err))
			return
		}
		ids[i], names[i] = a.ID, a.String()
	}
	ds, err := s.src.Decisions(ids)
	if err != nil {
		fail(w, err)
		return
	}
	snap := s.src.Snapshot()
	payers := map[string]int{}
	for i := range snap.Rows {
		payers[snap.Rows[i].AgentID] = snap.Rows[i].Payers
	}
	out := make([]Decision, len(ds))
	for i, d := range ds {
		out[i] = Decision{Decision: d, AgentName: names[i], Provisional: index.IsProvisional(d.Ratings, payers[d.Agent.String()])}
	}
	writeJSON(w, r, out)
}
