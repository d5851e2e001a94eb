package server

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"strings"

	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/reputation"
)

// LensSource is what the trust lens needs from the index (package index's Indexer has it). A
// source without it serves the global score only and refuses the anchors parameter.
type LensSource interface {
	LensBoard(ctx context.Context, anchors lens.Anchors) (*index.LensBoard, error)
}

var _ LensSource = (*index.Indexer)(nil)

// LensInfo says how much of an agent's evidence the reader's trust lens counts, and from whom
// (docs/design.md §14). Present only when the request named anchors.
type LensInfo struct {
	Anchors                string      `json:"anchors"` // the anchor set, canonical
	NoEvidence             bool        `json:"no_evidence"`
	CountedWeight          string      `json:"counted_weight"`
	CountedWeightBaseUnits string      `json:"counted_weight_base_units"`
	TotalWeight            string      `json:"total_weight"`
	TotalWeightBaseUnits   string      `json:"total_weight_base_units"`
	TrustedPayers          []LensPayer `json:"trusted_payers"`
}

// LensPayer is one trusted payer's part of an agent's counted evidence.
type LensPayer struct {
	Payer                  string  `json:"payer"`
	Trust                  float64 `json:"trust"`
	CountedWeight          string  `json:"counted_weight"`
	CountedWeightBaseUnits string  `json:"counted_weight_base_units"`
}

// lensQuery reads the optional anchors parameter: nil when absent (the global score).
func (s *Server) lensQuery(r *http.Request) (*lens.Anchors, LensSource, error) {
	raw := r.URL.Query().Get("anchors")
	if raw == "" {
		return nil, nil, nil
	}
	ls, ok := s.src.(LensSource)
	if !ok {
		return nil, nil, &badParam{"anchors", "anchors: this server has no trust lens"}
	}
	a, err := lens.ParseAnchorList(raw)
	if err != nil {
		msg := err.Error()
		if len(raw) > maxEcho { // the parser quotes entries; keep the message short whatever was sent
			msg = strings.ReplaceAll(msg, raw, clip(raw))
		}
		return nil, nil, &badParam{"anchors", "anchors: " + msg}
	}
	return &a, ls, nil
}

func lensInfo(r *index.LensRow, key string, decimals uint8) *LensInfo {
	info := &LensInfo{Anchors: key, NoEvidence: r.NoEvidence, CountedWeight: wholeUnits(r.CountedWeight, decimals),
		CountedWeightBaseUnits: baseUnits(r.CountedWeight), TotalWeight: wholeUnits(r.TotalWeight, decimals),
		TotalWeightBaseUnits: baseUnits(r.TotalWeight), TrustedPayers: []LensPayer{}}
	for _, p := range r.TrustedPayers {
		info.TrustedPayers = append(info.TrustedPayers, LensPayer{Payer: p.Payer.Hex(), Trust: p.Trust,
			CountedWeight: wholeUnits(p.Counted, decimals), CountedWeightBaseUnits: baseUnits(p.Counted)})
	}
	return info
}

func lensRowOf(r *index.LensRow, key string, decimals uint8) Row {
	row := rowOf(&r.Row, decimals)
	row.Lens = lensInfo(r, key, decimals)
	return row
}

// lensPage filters and pages the leaderboard through a lens.
func lensPage(b *index.LensBoard, q BoardQuery, decimals uint8) Board {
	out := Board{Offset: q.Offset, Limit: q.Limit, Epoch: b.Epoch, Agents: []Row{}, Anchors: b.Key}
	for i := range b.Rows {
		r := &b.Rows[i]
		if q.Routable != nil && r.Routable != *q.Routable {
			continue
		}
		if q.Provisional != nil && index.IsProvisional(r.Ratings, r.Payers) != *q.Provisional || !hasSource(&r.Row, q.Source) {
			continue
		}
		if out.Total >= q.Offset && out.Total < q.Offset+q.Limit {
			out.Agents = append(out.Agents, lensRowOf(r, b.Key, decimals))
		}
		out.Total++
	}
	return out
}

// lensFail answers a lens that could not be computed: 503 when it may be computed on a retry (one
// is running, or the index was rebuilt under it), 500 otherwise.
func lensFail(w http.ResponseWriter, err error) {
	if errors.Is(err, index.ErrLensBusy) || errors.Is(err, index.ErrIndexRebuilt) {
		w.Header().Set("Retry-After", "2")
		apiError(w, http.StatusServiceUnavailable, "anchors", "the trust lens could not be computed now: "+err.Error())
		return
	}
	apiError(w, http.StatusInternalServerError, "anchors", "the trust lens could not be computed: "+err.Error())
}

// lensRowFor is an agent's row through the lens; an agent the board does not hold (unknown, or
// new since the board was computed) has no evidence in it and reads the prior.
func lensRowFor(b *index.LensBoard, id *big.Int, snap *index.Snapshot) (index.LensRow, error) {
	if lr, ok := b.Agent(id.String()); ok {
		return lr, nil
	}
	var none reputation.State
	d, err := snap.Policy.Decide(&none)
	if err != nil {
		return index.LensRow{}, err
	}
	return index.LensRow{Row: index.Row{Agent: index.Display(id), AgentID: id.String(), SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps,
		Routable: d.Routable, Provisional: true, Weight: new(big.Int)}, CountedWeight: new(big.Int), TotalWeight: new(big.Int), NoEvidence: true}, nil
}

// lensDecisions is /v1/decisions through a lens: every decision from the one board read.
func (s *Server) lensDecisions(w http.ResponseWriter, r *http.Request, ls LensSource, anchors lens.Anchors, ids []*big.Int) {
	b, err := ls.LensBoard(r.Context(), anchors)
	if err != nil {
		lensFail(w, err)
		return
	}
	snap := s.src.Snapshot()
	dec := snap.Params.AssetDecimals
	out := make([]Decision, len(ids))
	for i, id := range ids {
		lr, err := lensRowFor(b, id, &snap)
		if err != nil {
			fail(w, err)
			return
		}
		out[i] = Decision{Agent: index.Display(id), AgentID: id.String(), SmoothedBps: lr.SmoothedBps, LowerBps: lr.LowerBps,
			Routable: lr.Routable, Verdict: Verdict(lr.Routable), Provisional: index.IsProvisional(lr.Ratings, lr.Payers),
			Source: "index-lens", Ratings: lr.Ratings, Payers: lr.Payers, DisputeRateBps: lr.DisputeRateBps,
			EvidenceWeight: wholeUnits(lr.Weight, dec), EvidenceWeightBaseUnits: baseUnits(lr.Weight),
			Lens: lensInfo(&lr, b.Key, dec)}
	}
	writeJSON(w, r, out)
}
