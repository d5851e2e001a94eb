package attack

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// MaxHostileJobs bounds how long an attack on a good agent is played before it is called failed.
const MaxHostileJobs = 60

// victim starts a lab with a good agent (GoodJobs baked artifacts at the cap from five honest
// buyers) and reads it.
func victim(ctx context.Context, attackers ...testnet.DevAccount) (*Lab, testnet.DevAccount, router.Decision, error) {
	agent := account("good agent")
	lab, err := NewLab(ctx, LabConfig{Accounts: append([]testnet.DevAccount{agent}, attackers...)})
	if err != nil {
		return nil, agent, router.Decision{}, err
	}
	if err := lab.record(ctx, agent, GoodJobs, baked); err != nil {
		lab.Close()
		return nil, agent, router.Decision{}, err
	}
	d, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		lab.Close()
	}
	return lab, agent, d, err
}

// hostileBuyer hires a rival at the cap and rates every job 0 as buyer, until the rival is
// under the floor. Each rating costs the attacker the whole budget: it pays the rival.
func hostileBuyer(ctx context.Context) (Result, error) {
	hostile := account("hostile buyer")
	r := Result{Attack: "hostile buyer: hires a good rival at 12 tUSD, rates every job 0", Identities: 1, Epochs: 1, Bounded: true,
		Bound: "every 0 costs its full budget, paid to the rival; at least 7 (84 tUSD) to sink ten 95s at the cap"}
	lab, agent, before, err := victim(ctx, hostile)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	return sink(ctx, lab, &r, agent, before, []testnet.DevAccount{hostile}, func(i int) testnet.Job {
		return testnet.Job{Client: hostile, Provider: agent, Budget: capBudget, Outcome: buyer0}
	}, "rated 0")
}

// hostileEvaluator is a third-party evaluator, named by honest buyers, who turns on the agent:
// it records "no output" (the rubric's 20, the lowest an evaluator can give) on every job it
// evaluates. A 0 as buyer rating is the client's alone: from the evaluator the job is paid and
// the rating hook records it not rateable.
func hostileEvaluator(ctx context.Context) (Result, error) {
	evil := account("hostile evaluator")
	r := Result{Attack: "hostile evaluator: records \"no output\" (20) on every honest job it evaluates", Identities: 1, Epochs: 1,
		Bounded: false, Bound: "no 0 (the rating hook never rates an evaluator's buyer rating), 20 at worst; at least 10 to sink ten 95s, free for the evaluator"}
	lab, agent, before, err := victim(ctx, evil)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	// The lowest rating first: a buyer rating of 0 from an evaluator who is not the client.
	clients := honestClients()
	probe := testnet.Job{Client: clients[0], Provider: agent, Evaluator: &evil, Budget: capBudget, Outcome: buyer0}
	id, err := lab.submitted(ctx, lab.escrow, probe, nil)
	if err != nil {
		return r, err
	}
	rs, err := lab.send(ctx, step{evil, lab.escrow, lab.tn.CompleteCall(probe, id)})
	if err != nil {
		return r, err
	}
	if rateable, recorded := factoryRecorded(rs[0]); !recorded || rateable {
		return r, fmt.Errorf("the evaluator's buyer rating of 0: recorded %v, rateable %v; want recorded not rateable", recorded, rateable)
	}
	r.Refused = "a 0 as buyer rating from the evaluator: the job is paid, the rating hook recorded not rateable (never rated)"
	res, err := sink(ctx, lab, &r, agent, before, []testnet.DevAccount{evil}, func(i int) testnet.Job {
		return testnet.Job{Client: clients[i%len(clients)], Provider: agent, Evaluator: &evil, Budget: capBudget, Outcome: crash}
	}, "rated 20")
	res.Outcome += "; the honest buyers paid the budgets, the evaluator only gas: bounded by who buyers name as evaluator, not by the ledger"
	return res, err
}

// disputeStorm hires a good agent at the cap and disputes every job; the arbiter is honest and
// resolves each for the provider with what the work merits (95). The score does not move; the
// dispute rate does, which a router policy on the dispute rate turns into a weapon.
func disputeStorm(ctx context.Context) (Result, error) {
	stormer := account("dispute stormer")
	r := Result{Attack: "dispute storm: hires a good agent at 12 tUSD and disputes every job (honest arbiter pays 95)",
		Identities: 1, Epochs: 1, Bounded: true,
		Bound: "honestly resolved disputes do not lower the score; the dispute rate is the disputed share of the weight, each job costing its budget"}
	lab, agent, before, err := victim(ctx, stormer)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	const storm = GoodJobs
	books, err := lab.Books(ctx, stormer.Address)
	if err != nil {
		return r, err
	}
	trace, err := newTrace(ctx, lab, books, agent.Address, func(d router.Decision) bool { return !d.Routable })
	if err != nil {
		return r, err
	}
	n, d, err := lab.push(ctx, books, agent.Address, storm, func(int) testnet.Job {
		return testnet.Job{Client: stormer, Provider: agent, Budget: capBudget, Dispute: &testnet.Dispute{Pay: true, Rating: 95}}
	}, func(int, router.Decision) bool { return false }, trace.observe)
	if err != nil {
		return r, err
	}
	r.Jobs, r.LowerBefore, r.LowerAfter, r.RoutableAfter = n, before.LowerBps, d.LowerBps, d.Routable
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	spent, gas := r.Spend, r.Gas
	if err := trace.fill(ctx, &r, n, "under the floor"); err != nil {
		return r, err
	}
	r.setSpend(spent)
	r.Gas = gas
	r.Outcome = fmt.Sprintf("%d disputed jobs: the good agent goes from %d to %d bps (still routable: %v); its dispute rate from %d to %d bps",
		n, before.LowerBps, d.LowerBps, d.Routable, before.DisputeRateBps, d.DisputeRateBps)
	return r, nil
}

// sink plays jobs against a good agent until it is under the floor (or MaxHostileJobs ran).
func sink(ctx context.Context, lab *Lab, r *Result, agent testnet.DevAccount, before router.Decision,
	attackers []testnet.DevAccount, next func(int) testnet.Job, what string) (Result, error) {
	r.LowerBefore = before.LowerBps
	lensBefore, err := lab.lensRead(ctx, agent.Address)
	if err != nil {
		return *r, err
	}
	books, err := lab.Books(ctx, addresses(attackers...)...)
	if err != nil {
		return *r, err
	}
	trace, err := newTrace(ctx, lab, books, agent.Address, func(d router.Decision) bool { return !d.Routable })
	if err != nil {
		return *r, err
	}
	var first, at router.Decision
	n, d, err := lab.push(ctx, books, agent.Address, MaxHostileJobs, next, func(n int, _ router.Decision) bool { return trace.stop(n) },
		func(n int, d router.Decision) error {
			if n == 1 {
				first = d
			}
			if !d.Routable && trace.reached == 0 {
				at = d
			}
			return trace.observe(n, d)
		})
	if err != nil {
		return *r, err
	}
	if err := trace.fill(ctx, r, n, "under the floor"); err != nil {
		return *r, err
	}
	if trace.reached == 0 {
		r.Jobs, r.LowerAfter, r.RoutableAfter = n, d.LowerBps, d.Routable
		r.Outcome = fmt.Sprintf("the good agent (%d bps) is still routable after %d jobs %s (%d bps)", before.LowerBps, n, what, d.LowerBps)
	} else {
		r.Jobs, r.LowerAfter, r.RoutableAfter = trace.reached, at.LowerBps, false
		r.Outcome = fmt.Sprintf("the good agent falls from %d bps to %d after one job %s, under the floor after %d (%d bps)",
			before.LowerBps, first.LowerBps, what, trace.reached, at.LowerBps)
	}
	// A hostile payer the lens does not trust counts nothing; one the anchors named (an evaluator
	// on their own jobs) weighs as much as they do.
	lr, err := lab.lensResult(ctx, agent.Address, lensBefore, "")
	if err != nil {
		return *r, err
	}
	r.Lenses = []LensResult{lr}
	return *r, nil
}

// factoryRecorded reads the rating hook's FactoryJobRecorded event of a verdict's receipt: whether
// there is one, and whether it is rateable.
func factoryRecorded(rc *types.Receipt) (rateable, recorded bool) {
	h := ratinghook.NewRatingHook()
	for _, l := range rc.Logs {
		if ev, err := h.UnpackFactoryJobRecordedEvent(l); err == nil {
			return ev.Rateable, true
		}
	}
	return false, false
}
