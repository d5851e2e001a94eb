// Package router is the library orchestrators call before every hire (docs/design.md §4, §9). It reads
// agents' evidence from a ReputationLedger, blends it with a prior, takes the Wilson lower
// bound and says whether the agent may be hired — and where the number came from. When the chain
// cannot be read in time it decides from the prior alone and says so, so routing never stops.
package router

import (
	"math/big"

	"github.com/repledger/repledger/reputation"
)

// Source says where a decision's evidence came from.
type Source string

const (
	SourceChain Source = "chain" // a fresh read of the ledger
	SourceCache Source = "cache" // a read younger than the cache TTL
	SourcePrior Source = "prior" // the chain could not be read in time: the prior alone
	// SourceLens (lens.go): through the reader's trust lens.
)

// Decision is the routing verdict for one agent.
type Decision struct {
	Agent          *big.Int `json:"agent"`
	SmoothedBps    uint64   `json:"smoothed_bps"`     // evidence blended with the prior
	LowerBps       uint64   `json:"lower_bps"`        // Wilson lower bound, z = 1 by default
	Routable       bool     `json:"routable"`         // LowerBps ≥ the floor
	Source         Source   `json:"source"`           // chain, cache or prior
	Stale          bool     `json:"stale,omitempty"`  // a cached value past its TTL, served in stale mode; a lens whose refreshes have failed past twice the TTL (at least 10 s)
	EvidenceWeight *big.Int `json:"evidence_weight"`  // decayed Σ w, base units of the asset
	Ratings        uint64   `json:"ratings"`          // lifetime count
	DisputeRateBps uint64   `json:"dispute_rate_bps"` // decayed disputed weight / weight
	// With WithSignals: how independent the evidence is, beside the score, not blended in.
	Signals *Signals `json:"signals,omitempty"`
	// The policy that made an otherwise routable agent not routable (WithPolicies).
	RefusedBy string `json:"refused_by,omitempty"`
	// With WithLens: how much of the evidence the reader's trust lens counts, and from whom.
	// EvidenceWeight and Ratings are then the lens's counted evidence.
	Lens *LensInfo `json:"lens,omitempty"`
}

// SmoothedStars is SmoothedBps on the display scale (7000 bps = 3.50★).
func (d Decision) SmoothedStars() float64 { return reputation.Stars(d.SmoothedBps) }

// LowerStars is LowerBps on the display scale.
func (d Decision) LowerStars() float64 { return reputation.Stars(d.LowerBps) }

// decide turns an agent's decayed state into a decision under the policy.
func decide(agent *big.Int, s *reputation.State, p *reputation.Policy, src Source) (Decision, error) {
	d, err := p.Decide(s)
	if err != nil {
		return Decision{}, err
	}
	return Decision{Agent: agent, SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps, Routable: d.Routable,
		Source: src, EvidenceWeight: s.Weight.ToBig(), Ratings: s.Count, DisputeRateBps: s.DisputeRateBps()}, nil
}
