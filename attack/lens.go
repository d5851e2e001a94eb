package attack

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/router"
)

// HonestBuyersLens is the lens the lab reads beside the default score: anchored at the lab's
// honest buyers (the ones who paid for every agent's honest record), as an orchestrator that
// trusts its own past clients would.
const HonestBuyersLens = "honest buyers"

// LensResult is the attack's target read through a trust lens before and after the attack.
type LensResult struct {
	Lens          string  `json:"lens"`
	LowerBefore   uint64  `json:"lower_bps_before"`
	LowerAfter    uint64  `json:"lower_bps_after"`
	RoutableAfter bool    `json:"routable_after"`
	NoEvidence    bool    `json:"no_evidence"` // the lens counts none of the target's evidence
	CountedUnits  float64 `json:"counted_units"`
	TotalUnits    float64 `json:"total_units"` // what the default score counts
	// What an attacker must get trusted payers to pay instead (lens/doc.go's bound).
	Instead string `json:"instead,omitempty"`
}

// lensRead reads an agent through the honest buyers' lens: a fresh router, so the lens is
// computed from every Rated event of the lab's ledger up to now.
func (l *Lab) lensRead(ctx context.Context, agent common.Address) (router.Decision, error) {
	if err := l.Settle(ctx); err != nil {
		return router.Decision{}, err
	}
	anchors := lens.Anchors{Payers: addresses(honestClients()...)}
	rt, err := router.New(l.tn.Client, l.ledgerAddr, router.WithTimeout(time.Minute),
		router.WithLens(l.tn.Client, l.deployBlock, anchors, nil))
	if err != nil {
		return router.Decision{}, err
	}
	d, err := rt.Gate(ctx, AgentOf(agent))
	if err == nil && d.Source != router.SourceLens {
		err = fmt.Errorf("the lens read fell back to %s", d.Source)
	}
	return d, err
}

// lensResult reads the target through the lens after the attack; before is its lens read before.
func (l *Lab) lensResult(ctx context.Context, agent common.Address, before router.Decision, instead string) (LensResult, error) {
	after, err := l.lensRead(ctx, agent)
	if err != nil {
		return LensResult{}, err
	}
	return LensResult{Lens: HonestBuyersLens, LowerBefore: before.LowerBps, LowerAfter: after.LowerBps, RoutableAfter: after.Routable,
		NoEvidence: after.Lens.NoEvidence, CountedUnits: Units(after.Lens.CountedWeight), TotalUnits: Units(after.Lens.TotalWeight),
		Instead: instead}, nil
}

// buyInstead is what a buying attack would need through a lens: the ring's ratings count only
// as far as trusted payers paid the ring for work they rated well, and then at most that much
// in total, halved at each hop (docs/design.md §14).
const buyInstead = "trusted payers paying the ring's wallets at least as much good work as the evidence it wants to mint " +
	"(9 jobs at the cap = 108 tUSD rated 100 lifts this agent: 216 tUSD through one hop)"

// WriteLensTable prints each attack's target under the default score and through each lens.
func WriteLensTable(w io.Writer, rs []Result) error {
	var b strings.Builder
	b.WriteString("| attack | default score: lower bound, verdict | lens of the honest buyers: lower bound, verdict (evidence counted) |\n|---|---|---|\n")
	for _, r := range rs {
		for _, lr := range r.Lenses {
			fmt.Fprintf(&b, "| %s | %d → %d bps, %s | %d → %d bps, %s (%s of %s tUSD) |\n", r.Scenario, r.LowerBefore, r.LowerAfter,
				verdict(r.RoutableAfter), lr.LowerBefore, lr.LowerAfter, lensVerdict(lr), trimUnits(lr.CountedUnits), trimUnits(lr.TotalUnits))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func verdict(routable bool) string {
	if routable {
		return "routable"
	}
	return "not routable"
}

func lensVerdict(lr LensResult) string {
	if lr.NoEvidence {
		return "no evidence in the lens yet (the prior)"
	}
	return verdict(lr.RoutableAfter)
}
