package server

import (
	"fmt"
	"math/big"
	"net/http"
	"strings"

	"github.com/repledger/repledger/index"
)

// Decision is one agent's routing decision, as router.Gate gives it, with the provisional flag
// and the payers it rests on.
type Decision struct {
	Agent                   string    `json:"agent"`
	AgentID                 string    `json:"agent_id"`
	SmoothedBps             uint64    `json:"smoothed_bps"`
	LowerBps                uint64    `json:"lower_bps"`
	Routable                bool      `json:"routable"`
	Verdict                 string    `json:"verdict"`
	Provisional             bool      `json:"provisional"`
	Source                  string    `json:"source"`
	Ratings                 uint64    `json:"ratings"`
	Payers                  int       `json:"distinct_payers"` // counted up to 3, as on the leaderboard
	DisputeRateBps          uint64    `json:"dispute_rate_bps"`
	EvidenceWeight          string    `json:"evidence_weight"`
	EvidenceWeightBaseUnits string    `json:"evidence_weight_base_units"`
	Lens                    *LensInfo `json:"lens,omitempty"` // through a trust lens (the anchors parameter)
}

func (s *Server) decisions(w http.ResponseWriter, r *http.Request) {
	raw := r.URL.Query().Get("agents")
	if raw == "" {
		apiError(w, http.StatusBadRequest, "agents", "agents: required: a comma-separated list of 0x addresses or decimal agent ids")
		return
	}
	parts := strings.Split(raw, ",")
	if len(parts) > MaxDecisionAgents {
		apiError(w, http.StatusBadRequest, "agents", fmt.Sprintf("agents: %d given, at most %d per request", len(parts), MaxDecisionAgents))
		return
	}
	ids := make([]*big.Int, len(parts))
	for i, p := range parts {
		a, err := parseAgent(fmt.Sprintf("agents[%d]", i), p) // no spaces, as the document's pattern says
		if err != nil {
			apiError(w, http.StatusBadRequest, "agents", err.(*badParam).msg)
			return
		}
		ids[i] = a.ID
	}
	anchors, ls, err := s.lensQuery(r)
	if err != nil {
		fail(w, err)
		return
	}
	if anchors != nil {
		s.lensDecisions(w, r, ls, *anchors, ids)
		return
	}
	ds, err := s.src.Decisions(ids)
	if err != nil {
		fail(w, err)
		return
	}
	if len(ds) != len(ids) {
		fail(w, fmt.Errorf("the index answered %d decisions for %d agents", len(ds), len(ids)))
		return
	}
	snap := s.src.Snapshot()
	dec := snap.Params.AssetDecimals
	out := make([]Decision, len(ds))
	for i, d := range ds {
		payers := 0
		if row, ok := s.rowByID(&snap, ids[i].String()); ok {
			payers = row.Payers
		}
		out[i] = Decision{Agent: index.Display(ids[i]), AgentID: ids[i].String(), SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps,
			Routable: d.Routable, Verdict: Verdict(d.Routable), Provisional: index.IsProvisional(d.Ratings, payers),
			Source: string(d.Source), Ratings: d.Ratings, Payers: payers, DisputeRateBps: d.DisputeRateBps,
			EvidenceWeight: wholeUnits(d.EvidenceWeight, dec), EvidenceWeightBaseUnits: baseUnits(d.EvidenceWeight)}
	}
	writeJSON(w, r, out)
}
