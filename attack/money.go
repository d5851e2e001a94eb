package attack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// MaxWashJobs bounds how long a buying attack is played before it is called failed.
const MaxWashJobs = 40

// WhaleUnits is what the whale pays per job: 1,000 tUSD, 83 times the cap.
const WhaleUnits = 1000

// washRing is the wash-trading ring: an agent under the floor and k colluding payers, each
// hiring it in turn at the cap, evaluating the job itself and rating it 100 as buyer (the
// cheapest rating to buy once self-dealing is refused). Played until the agent is routable.
func washRing(k int) func(context.Context) (Result, error) {
	return func(ctx context.Context) (Result, error) {
		agent := account("wash agent")
		payers := accounts("wash payer", k)
		r := Result{Attack: fmt.Sprintf("wash ring of %d colluding payers, 12 tUSD jobs rated 100 by the payer", k),
			Identities: k + 1, Epochs: 1, Bounded: true,
			Bound: "at least 9 jobs at the cap whatever k; the spend is exactly the fees (0.3 tUSD a job at 2.5 %, nothing but gas without a fee)"}
		return buyRoutability(ctx, &r, agent, payers, capBudget)
	}
}

// whale is the wash trade at WhaleUnits per job, far above the cap: the ledger weighs each job
// at the cap, so the whale needs as many jobs as the 12-tUSD trader and pays 83 times the fees.
func whale(ctx context.Context) (Result, error) {
	agent := account("whale agent")
	payer := account("whale")
	r := Result{Attack: fmt.Sprintf("whale: one payer, %d tUSD jobs (the cap is %d) rated 100", WhaleUnits, CapUnits),
		Identities: 2, Epochs: 1, Bounded: true,
		Bound: "a job weighs at most the cap: at least 9 jobs, as at 12 tUSD, and the fees on 1,000 tUSD each"}
	return buyRoutability(ctx, &r, agent, []testnet.DevAccount{payer}, big.NewInt(WhaleUnits*Unit))
}

// buyRoutability plays a buying attack: the payers hire the sub-floor agent in turn at budget,
// each rating 100, until the router calls the agent routable.
func buyRoutability(ctx context.Context, r *Result, agent testnet.DevAccount, payers []testnet.DevAccount, budget *big.Int) (Result, error) {
	lab, err := NewLab(ctx, LabConfig{Accounts: append([]testnet.DevAccount{agent}, payers...)})
	if err != nil {
		return *r, err
	}
	defer lab.Close()
	if err := lab.record(ctx, agent, SubFloorJobs, crash); err != nil {
		return *r, err
	}
	before, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return *r, err
	}
	r.LowerBefore = before.LowerBps
	lensBefore, err := lab.lensRead(ctx, agent.Address)
	if err != nil {
		return *r, err
	}
	books, err := lab.Books(ctx, append(addresses(payers...), agent.Address)...)
	if err != nil {
		return *r, err
	}
	trace, err := newTrace(ctx, lab, books, agent.Address, func(d router.Decision) bool { return d.Routable })
	if err != nil {
		return *r, err
	}
	var at router.Decision // the default router's read when the agent became routable
	n, d, err := lab.push(ctx, books, agent.Address, MaxWashJobs, func(i int) testnet.Job {
		return testnet.Job{Client: payers[i%len(payers)], Provider: agent, Budget: budget, Outcome: buyer100}
	}, func(n int, _ router.Decision) bool { return trace.stop(n) }, func(n int, d router.Decision) error {
		if d.Routable && trace.reached == 0 {
			at = d
		}
		return trace.observe(n, d)
	})
	if err != nil {
		return *r, err
	}
	if err := trace.fill(ctx, r, n, "routable"); err != nil {
		return *r, err
	}
	if trace.reached > 0 {
		r.Jobs, r.LowerAfter, r.RoutableAfter = trace.reached, at.LowerBps, true
		r.Outcome = fmt.Sprintf("the sub-floor agent (%d bps) is routable after %d jobs (%d bps), from %d distinct payers",
			before.LowerBps, trace.reached, at.LowerBps, min(trace.reached, len(payers)))
	} else {
		r.Jobs, r.LowerAfter = n, d.LowerBps
		r.Outcome = fmt.Sprintf("still under the floor after %d jobs (%d bps)", n, d.LowerBps)
	}
	lr, err := lab.lensResult(ctx, agent.Address, lensBefore, buyInstead)
	if err != nil {
		return *r, err
	}
	r.Lenses = []LensResult{lr}
	return *r, nil
}
