package attack

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// PolicyJobs bounds how long an attack goes on, after it reached its goal under the default
// router, to reach it under each policy too.
const PolicyJobs = 20

// LabPolicies are the router policies the lab measures, each switched on alone: the thresholds
// an orchestrator might pick, judged by the demo's market in policy_test.go.
func LabPolicies() []router.Policies {
	return []router.Policies{
		{MinDistinctPayers: 3},
		{MaxTopPayerShareBps: 3000},
		{MaxDisputeRateBps: 2000},
		{RepeatDiscount: true},
	}
}

// trace follows one attack's target read by read: the default router's verdict, and the verdict
// of a router with each policy of LabPolicies on (reading the same chain), recording the first
// attack job after which each reached the attack's goal.
type trace struct {
	ctx      context.Context
	lab      *Lab
	books    *Books
	target   *big.Int
	goal     func(router.Decision) bool
	reached  int    // attack jobs until the default router's verdict met the goal; 0: not yet
	atBlock  uint64 // the head when it did
	spent    *big.Int
	gas      uint64
	rt       *router.Router // reads the independence signals
	variants []variant
}

type variant struct {
	policies router.Policies
	reached  int
	last     router.Decision
}

func newTrace(ctx context.Context, lab *Lab, books *Books, target common.Address, goal func(router.Decision) bool) (*trace, error) {
	t := &trace{ctx: ctx, lab: lab, books: books, target: AgentOf(target), goal: goal}
	var err error
	// One router reads the signals; each policy is then applied to its decision, as a router
	// with that policy on would apply it (router.Policies.Apply).
	if t.rt, err = router.New(lab.tn.Client, lab.ledgerAddr, router.WithCacheTTL(0), router.WithTimeout(10*time.Second),
		router.WithSignals(lab.tn.Client, lab.deployBlock, 0)); err != nil {
		return nil, fmt.Errorf("router with signals: %w", err)
	}
	for _, p := range LabPolicies() {
		t.variants = append(t.variants, variant{policies: p})
	}
	return t, nil
}

// observe reads the target after attack job n under every policy.
func (t *trace) observe(n int, d router.Decision) error {
	if t.reached == 0 && t.goal(d) {
		t.reached = n
		var err error
		if t.spent, err = t.books.Spent(t.ctx); err != nil {
			return err
		}
		if t.gas, err = t.books.Gas(t.ctx); err != nil {
			return err
		}
		t.atBlock = t.books.scanned
	}
	sd, err := t.rt.Gate(t.ctx, t.target)
	if err != nil {
		return err
	}
	if sd.Source == router.SourcePrior || sd.Signals == nil {
		return fmt.Errorf("the router with signals fell back on the prior")
	}
	for i := range t.variants {
		v := &t.variants[i]
		if v.reached > 0 {
			continue
		}
		pd := sd
		v.policies.Apply(&pd, reputation.FloorBps)
		v.last = pd
		if t.goal(pd) {
			v.reached = n
		}
	}
	return nil
}

// stop says whether the attack can end after job n: it reached its goal under the default
// router, and under every policy or PolicyJobs after that.
func (t *trace) stop(n int) bool {
	if t.reached == 0 {
		return false
	}
	for _, v := range t.variants {
		if v.reached == 0 && n < t.reached+PolicyJobs {
			return false
		}
	}
	return true
}

// fill writes the default router's figures (at the job that reached the goal) and the policy
// columns into r; what the attack did past its goal, for the policies, is not charged to it.
func (t *trace) fill(ctx context.Context, r *Result, n int, what string) error {
	if t.reached == 0 {
		spent, err := t.books.Spent(ctx)
		if err != nil {
			return err
		}
		if t.gas, err = t.books.Gas(ctx); err != nil {
			return err
		}
		t.spent, t.atBlock = spent, t.books.scanned
	}
	var err error
	if r.Formulas, err = t.lab.formulaColumns(ctx, t.target, t.books.from, t.atBlock); err != nil {
		return err
	}
	r.setSpend(t.spent)
	r.Gas = t.gas
	r.Policies = nil
	for _, v := range t.variants {
		pr := PolicyResult{Policy: v.policies.String(), Jobs: v.reached, Reached: v.reached > 0}
		switch {
		case v.reached > 0:
			pr.Outcome = fmt.Sprintf("%s after %d jobs", what, v.reached)
		default:
			pr.Outcome = fmt.Sprintf("not %s after %d jobs (%d bps, %s)", what, n, v.last.LowerBps, refusal(v.last))
		}
		r.Policies = append(r.Policies, pr)
	}
	return nil
}

func refusal(d router.Decision) string {
	if d.RefusedBy != "" {
		return d.RefusedBy
	}
	if d.Signals != nil {
		return fmt.Sprintf("discounted %d bps", d.Signals.DiscountedLowerBps)
	}
	return "under the floor"
}
