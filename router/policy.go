package router

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"

	"github.com/repledger/repledger/reputation"
)

// Policies are refusals an orchestrator can switch on, on top of the score (issue 15). Each is
// off at its zero value, so the seed's decision stays the default. All but MaxDisputeRateBps need
// the independence signals (WithSignals).
type Policies struct {
	// MinDistinctPayers: an agent with evidence is routable only when at least this many distinct
	// payers rated it. An agent without evidence keeps the prior's verdict. 0: off.
	MinDistinctPayers int
	// MaxTopPayerShareBps: not routable when one payer holds more than this share of the agent's
	// decayed evidence weight. 0: off.
	MaxTopPayerShareBps uint64
	// MaxDisputeRateBps: not routable when the decayed disputed share of the weight is above
	// this. 0: off.
	MaxDisputeRateBps uint64
	// RepeatDiscount: the verdict is taken on the evidence with the k-th rating by the same payer
	// counted at 1/√k (Signals.DiscountedLowerBps against the floor), in place of the ledger's.
	RepeatDiscount bool
}

// needSignals says whether a policy reads the independence signals.
func (p Policies) needSignals() bool {
	return p.MinDistinctPayers > 0 || p.MaxTopPayerShareBps > 0 || p.RepeatDiscount
}

// String names the policies switched on, "default" when none is.
func (p Policies) String() string {
	var on []string
	if p.MinDistinctPayers > 0 {
		on = append(on, fmt.Sprintf("min %d distinct payers", p.MinDistinctPayers))
	}
	if p.MaxTopPayerShareBps > 0 {
		on = append(on, fmt.Sprintf("top payer ≤ %d bps", p.MaxTopPayerShareBps))
	}
	if p.MaxDisputeRateBps > 0 {
		on = append(on, fmt.Sprintf("dispute rate ≤ %d bps", p.MaxDisputeRateBps))
	}
	if p.RepeatDiscount {
		on = append(on, "repeat discount 1/√k")
	}
	if len(on) == 0 {
		return "default"
	}
	s := on[0]
	for _, o := range on[1:] {
		s += ", " + o
	}
	return s
}

// WithPolicies switches policies on (none by default).
func WithPolicies(p Policies) Option { return func(r *Router) { r.policies = p } }

// WithSignals computes the independence signals of every decision from the ledger's Rated
// events, read through logs from block `from` on (the ledger's deployment block), and shows them
// in Decision.Signals. The index keeps at most `limit` agents and payers (DefaultSignalsLimit
// when 0).
func WithSignals(logs LogReader, from uint64, limit int) Option {
	return func(r *Router) {
		if limit <= 0 {
			limit = DefaultSignalsLimit
		}
		r.signalLogs, r.signalFrom, r.signalLimit = logs, from, limit
	}
}

// Apply decides d again under the policies, as a router with them switched on would: d must
// carry its Signals when a policy reads them (a router made WithSignals gives them). A refusal is
// named in d.RefusedBy. The attack lab reads once and applies each policy in turn.
func (p Policies) Apply(d *Decision, floorBps uint64) { p.apply(d, floorBps) }

// apply refuses d under the policies; the refusal is named in d.RefusedBy.
func (p Policies) apply(d *Decision, floorBps uint64) {
	refuse := func(why string) {
		if d.Routable {
			d.Routable, d.RefusedBy = false, why
		}
	}
	sig := d.Signals
	if p.RepeatDiscount && sig != nil {
		routable := sig.DiscountedLowerBps >= floorBps
		switch {
		case d.Routable && !routable:
			refuse(fmt.Sprintf("repeat discount: %d bps under the floor", sig.DiscountedLowerBps))
		case !d.Routable && routable:
			d.Routable, d.RefusedBy = true, ""
		}
	}
	if p.MinDistinctPayers > 0 && sig != nil && d.Ratings > 0 && sig.DistinctPayers < p.MinDistinctPayers {
		refuse(fmt.Sprintf("%d distinct payers, policy wants %d", sig.DistinctPayers, p.MinDistinctPayers))
	}
	if p.MaxTopPayerShareBps > 0 && sig != nil && sig.TopPayerShareBps > p.MaxTopPayerShareBps {
		refuse(fmt.Sprintf("top payer holds %d bps of the evidence, policy allows %d", sig.TopPayerShareBps, p.MaxTopPayerShareBps))
	}
	if p.MaxDisputeRateBps > 0 && d.DisputeRateBps > p.MaxDisputeRateBps {
		refuse(fmt.Sprintf("dispute rate %d bps, policy allows %d", d.DisputeRateBps, p.MaxDisputeRateBps))
	}
}

// withSignals adds the signals to fresh decisions and applies the policies. It runs inside read,
// under the read's deadline: a failure makes the read fail, and the decisions fall back.
func (r *Router) withSignals(ctx context.Context, agents []*big.Int, ds []Decision, policy *reputation.Policy) error {
	if r.signals != nil {
		out, err := r.client.CallContract(ctx, ethereum.CallMsg{To: &r.ledger, Data: r.ledgerABI.PackCurrentEpoch()}, nil)
		if err != nil {
			return fmt.Errorf("read the ledger's epoch: %w", err)
		}
		epoch, err := r.ledgerABI.UnpackCurrentEpoch(out)
		if err != nil {
			return fmt.Errorf("decode the ledger's epoch: %w", err)
		}
		r.signals.mu.Lock()
		defer r.signals.mu.Unlock()
		if err := r.signals.update(ctx); err != nil {
			return err
		}
		for i, a := range agents {
			if ds[i].Signals, err = r.signals.signals(a, epoch.Uint64(), policy); err != nil {
				return err
			}
		}
	}
	for i := range ds {
		r.policies.apply(&ds[i], policy.FloorBps)
	}
	return nil
}

// errPoliciesNeedSignals: a policy on the signals was switched on without WithSignals.
var errPoliciesNeedSignals = errors.New("router: WithPolicies on payers or repeats needs WithSignals")
