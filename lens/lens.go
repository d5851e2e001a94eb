package lens

import (
	"errors"
	"fmt"
	"maps"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

// ErrNoEvidence says the lens counts none of an agent's evidence: its trusted payers have not
// paid it yet. It is not a verdict; a reader should say so, never "not routable".
var ErrNoEvidence = errors.New("the lens has no evidence for this agent yet")

// View is one agent seen through a lens, decayed to the lens's epoch.
type View struct {
	Decision reputation.Decision
	State    reputation.State // the counted evidence
	// Counted and Total are the agent's decayed evidence weight in base units: what the lens
	// counts, and what the global score counts.
	Counted, Total uint256.Int
	// Ratings is the ratings the lens counts, each as much as its payer's trust (⌊Σ trust⌋):
	// thirty ratings from barely trusted payers are not thirty ratings. Payers is the distinct
	// payers trusted at least 1/2 (anchors are 1). The provisional mark reads these two.
	Ratings       uint64
	Payers        int
	TrustedPayers []Contribution
}

// trustedPayerMin is the trust from which a payer counts as a distinct payer for the
// provisional mark: half, what one hop from an anchor gives at most.
const trustedPayerMin = TrustScale / 2

// HasEvidence reports whether the lens counts any of the agent's evidence.
func (v *View) HasEvidence() bool { return !v.Counted.IsZero() }

// Contribution is one trusted payer's part of an agent's counted evidence.
type Contribution struct {
	Payer   common.Address
	Trust   float64     // 0..1
	Counted uint256.Int // decayed base units (rounded: for display, not for the decision)
}

// maxContributions bounds the trusted payers a View names, largest first.
const maxContributions = 5

// Lens is every agent's view through one anchor set at one epoch. It is immutable and safe for
// concurrent reads.
type Lens struct {
	Anchors Anchors
	Epoch   uint64
	// Snapshots of the graph's indexes: the graph may keep growing after Compute.
	payerIdx map[common.Address]int32
	payers   []common.Address
	agentIdx map[uint256.Int]int32
	agents   []uint256.Int
	trust    []uint64 // per payer, TrustScale units
	views    []View   // per agent
}

// Compute builds the lens of `anchors` over the graph at `epoch` with the reader's policy. The
// graph must not change while Compute runs; it may grow afterwards, the lens keeps its own
// indexes.
func Compute(g *Graph, anchors Anchors, walletOf WalletOf, policy reputation.Policy, epoch uint64) (*Lens, error) {
	if err := policy.Validate(); err != nil {
		return nil, fmt.Errorf("lens policy: %w", err)
	}
	if walletOf == nil {
		walletOf = AddressWallet
	}
	l := &Lens{Anchors: anchors, Epoch: epoch, trust: g.trust(anchors, walletOf, epoch), views: make([]View, len(g.agents)),
		payerIdx: maps.Clone(g.payerIdx), payers: g.payers[:len(g.payers):len(g.payers)],
		agentIdx: maps.Clone(g.agentIdx), agents: g.agents[:len(g.agents):len(g.agents)]}
	counted := map[int32]float64{} // per payer of one agent: decayed counted weight, for display
	for a, idx := range g.perAgent {
		v := &l.views[a]
		var total reputation.State
		var trustSum uint64
		clear(counted)
		for _, i := range idx {
			r := &g.ratings[i]
			var w uint256.Int
			w.SetUint64(r.weight)
			if err := total.Apply(r.completion, r.rating, &w, r.kind); err != nil {
				return nil, fmt.Errorf("agent %s: %w", &g.agents[a], err)
			}
			t := l.trust[r.payer]
			if t == 0 {
				continue
			}
			tw := weigh(r.weight, t)
			if tw.IsZero() {
				continue
			}
			if err := v.State.Apply(r.completion, r.rating, &tw, r.kind); err != nil {
				return nil, fmt.Errorf("agent %s: %w", &g.agents[a], err)
			}
			trustSum += t
			counted[r.payer] += decayed(tw.Uint64(), epoch, r.completion)
		}
		v.Ratings = trustSum / TrustScale
		for p := range counted {
			if l.trust[p] >= trustedPayerMin {
				v.Payers++
			}
		}
		v.State = v.State.At(epoch)
		at := total.At(epoch)
		v.Total = at.Weight
		v.Counted = v.State.Weight
		d, err := policy.Decide(&v.State)
		if err != nil {
			return nil, fmt.Errorf("agent %s: %w", &g.agents[a], err)
		}
		v.Decision = d
		if len(counted) > 0 {
			v.TrustedPayers = l.contributions(counted)
		}
	}
	return l, nil
}

func (l *Lens) contributions(counted map[int32]float64) []Contribution {
	cs := make([]Contribution, 0, len(counted))
	for p, c := range counted {
		x := Contribution{Payer: l.payers[p], Trust: float64(l.trust[p]) / TrustScale}
		x.Counted.SetUint64(uint64(c))
		cs = append(cs, x)
	}
	sort.Slice(cs, func(i, j int) bool {
		if c := cs[i].Counted.Cmp(&cs[j].Counted); c != 0 {
			return c > 0
		}
		return cs[i].Payer.Cmp(cs[j].Payer) < 0
	})
	if len(cs) > maxContributions {
		cs = cs[:maxContributions]
	}
	return cs
}

// Agent is an agent's view through the lens. An agent the graph never saw, or one whose evidence
// the lens does not count, gets ErrNoEvidence with the prior's decision; it does not allocate.
func (l *Lens) Agent(agent *uint256.Int) (*View, error) {
	if a, ok := l.agentIdx[*agent]; ok {
		v := &l.views[a]
		if v.HasEvidence() {
			return v, nil
		}
		return v, ErrNoEvidence
	}
	return nil, ErrNoEvidence
}

// Agents is the number of agents the lens has a view of.
func (l *Lens) Agents() int { return len(l.views) }

// Each calls f for every agent with its view, in the order the graph first saw them.
func (l *Lens) Each(f func(agent *uint256.Int, v *View)) {
	for a := range l.views {
		f(&l.agents[a], &l.views[a])
	}
}

func sub(a, b uint64) uint64 {
	if a > b {
		return a - b
	}
	return 0
}
