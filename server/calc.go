package server

import (
	"fmt"
	"net/http"

	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

// CalcDecimals is the calculator's asset: 6 decimals, `repledger calc`'s (reputation owns it).
const CalcDecimals = reputation.CalcDecimals

// CalcResult is /v1/calc: `repledger calc --json`'s fields and numbers, with the evidence weight
// as the API gives every amount (whole units and base units, as strings) and the verdict.
type CalcResult struct {
	SmoothedBps             uint64  `json:"smoothed_bps"`
	SmoothedStars           float64 `json:"smoothed_stars"`
	LowerBps                uint64  `json:"lower_bps"`
	LowerStars              float64 `json:"lower_stars"`
	Routable                bool    `json:"routable"`
	Verdict                 string  `json:"verdict"`
	EvidenceWeight          string  `json:"evidence_weight"`
	EvidenceWeightBaseUnits string  `json:"evidence_weight_base_units"`
	AssetSymbol             string  `json:"asset_symbol"`
	Ratings                 uint64  `json:"ratings"`
	FloorBps                uint64  `json:"floor_bps"`
}

// CalcInput is the calculator's question, in calc's units: whole units of a 6-decimal asset.
type CalcInput struct {
	PriorBps, PriorWeight, Weight, MeanBps, FloorBps uint64
	Z                                                string
}

// Calc answers as `repledger calc --prior-bps --prior-weight --weight --mean-bps --z --floor-bps`
// does: evidence of Weight units at MeanBps, as one rating.
func Calc(in CalcInput) (CalcResult, error) {
	p := reputation.DefaultPolicy(CalcDecimals)
	z, err := reputation.ParseZ(in.Z)
	if err != nil {
		return CalcResult{}, &badParam{"z", fmt.Sprintf("z %s: want a number from 0.0001 to 10 with at most 4 decimals, like 1, 1.5 or 1.96", clip(in.Z))}
	}
	p.PriorBps, p.FloorBps, p.Z = in.PriorBps, in.FloorBps, z
	p.PriorWeight = *units(in.PriorWeight)
	var s reputation.State
	if in.Weight > 0 {
		w := units(in.Weight)
		s.Weight = *w
		s.SumW.Mul(w, uint256.NewInt(in.MeanBps))
		s.Count = 1
	}
	if p.PriorWeight.IsZero() && s.Weight.IsZero() {
		return CalcResult{}, &badParam{"prior_weight", "prior_weight 0 with no evidence: the Wilson bound needs some weight"}
	}
	d, err := p.Decide(&s)
	if err != nil {
		return CalcResult{}, err
	}
	w := s.Weight.ToBig()
	return CalcResult{SmoothedBps: d.SmoothedBps, SmoothedStars: reputation.Stars(d.SmoothedBps), LowerBps: d.LowerBps,
		LowerStars: reputation.Stars(d.LowerBps), Routable: d.Routable, Verdict: Verdict(d.Routable),
		EvidenceWeight: wholeUnits(w, CalcDecimals), EvidenceWeightBaseUnits: baseUnits(w), AssetSymbol: "U", Ratings: s.Count,
		FloorBps: p.FloorBps}, nil
}

func units(n uint64) *uint256.Int {
	return new(uint256.Int).Mul(uint256.NewInt(n), uint256.NewInt(1_000_000))
}

// parseCalc reads /v1/calc's query; every parameter has calc's default and calc's bounds.
func parseCalc(r *http.Request) (CalcInput, error) {
	in := CalcInput{Z: "1"}
	q := r.URL.Query()
	if z := q.Get("z"); z != "" {
		in.Z = z
	}
	var err error
	for _, f := range []struct {
		name        string
		dst         *uint64
		def, lo, hi uint64
	}{
		{"prior_bps", &in.PriorBps, reputation.PriorBps, 0, reputation.MaxBps},
		{"prior_weight", &in.PriorWeight, reputation.PriorWeightUnit, 0, reputation.CalcMaxUnits},
		{"weight", &in.Weight, 0, 0, reputation.CalcMaxUnits},
		{"mean_bps", &in.MeanBps, 0, 0, reputation.MaxBps},
		{"floor_bps", &in.FloorBps, reputation.FloorBps, 0, reputation.MaxBps},
	} {
		if *f.dst, err = queryUint(q, f.name, f.def, f.lo, f.hi); err != nil {
			return in, err
		}
	}
	return in, nil
}

func (s *Server) calc(w http.ResponseWriter, r *http.Request) {
	in, err := parseCalc(r)
	if err != nil {
		fail(w, err)
		return
	}
	res, err := Calc(in)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, r, res)
}

// RubricRule is one line of the rubric table.
type RubricRule struct {
	Signal string `json:"signal"`
	Rating string `json:"rating"`
	Why    string `json:"why"`
}

// Rubric is /v1/rubric: the settler's rubric and the weight rule.
type Rubric struct {
	Rules      []RubricRule `json:"rules"`
	WeightRule string       `json:"weight_rule"`
}

// RubricTable is the rubric as the page and the API show it (reputation.Rate decides).
func RubricTable() Rubric {
	return Rubric{Rules: []RubricRule{
		{"step produced no output (timeout / crash)", fmt.Sprintf("%d/100", reputation.RatingNoOutput), "settled money for no delivered work"},
		{"baked kit artifact", fmt.Sprintf("%d/100", reputation.RatingBaked), "deterministic, pre-validated by design"},
		{"free-form base score", fmt.Sprintf("%d/100", reputation.RatingBase), "the worker returned output"},
		{"+ artifact shipped", fmt.Sprintf("+%d", reputation.BonusShipped), "delivered a concrete artifact"},
		{"+ clean critic pass (zero violations)", fmt.Sprintf("+%d", reputation.BonusCleanCritic), "validation-gated bonus"},
		{"− per critic violation", fmt.Sprintf("−%d each (first %d counted)", reputation.PenaltyViolation, reputation.MaxViolationsCount), "defects drag the score"},
		{"buyer's own rating", "0–100", "the client evaluating its own job may rate it (kind buyer)"},
		{"dispute resolved by the arbiter", "0–100", "the arbiter's rating (kind dispute), counted in the dispute rate"},
	}, WeightRule: "weight = min(settled amount, weight cap): one rating counts for at most as much as the prior"}
}

func (s *Server) rubric(w http.ResponseWriter, r *http.Request) { writeJSON(w, r, RubricTable()) }
