package attack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"

	"github.com/repledger/repledger/testnet"
)

// BorrowedJobs is how many jobs the borrower does under the borrowed id.
const BorrowedJobs = 10

// agentIDBorrowing: the holder of an ERC-8004 agent id with a good record lends it to a
// borrower, who is hired under it (the router gates on the id), crashes every job, and hands
// the id back after submitting, before the evaluator completes, hoping to shed the ratings (the
// v2 audit's veto: the old escrow checked the id's owner again at completion and left such jobs
// unrated). The escrow binds the agent at fund now: the jobs are rated under the id they were
// funded under, so the id answers for whoever it was lent to.
func agentIDBorrowing(ctx context.Context) (Result, error) {
	owner, borrower, deployer := account("id owner"), account("id borrower"), account("registry deployer")
	r := Result{Attack: "agent-id borrowing: a borrower works under a good agent id, crashes, hands it back before completion",
		Identities: 2, Epochs: 1, Bounded: true,
		Bound: "a job is rated under the agent id it was funded under: handing the id back before completion sheds nothing"}
	base, err := NewLab(ctx, LabConfig{Accounts: []testnet.DevAccount{owner, borrower, deployer}})
	if err != nil {
		return r, err
	}
	defer base.Close()
	lab, reg, err := base.withRegistry(ctx, deployer)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	id := big.NewInt(4242)
	if _, err := lab.send(ctx, step{owner, reg, lendCall(id, owner.Address)}); err != nil {
		return r, fmt.Errorf("register the agent id: %w", err)
	}
	e := lab.tn.EscrowABI
	clients := honestClients()
	// The owner's good record under the id: baked artifacts at the cap from honest buyers.
	for i := range SubFloorJobs {
		c := clients[i%len(clients)]
		job, err := lab.submitted(ctx, lab.escrow, testnet.Job{Client: c, Provider: owner, Budget: capBudget}, id)
		if err != nil {
			return r, err
		}
		if _, err := lab.send(ctx, step{c, lab.escrow, e.PackComplete(job, [32]byte{2}, baked.OptParams())}); err != nil {
			return r, err
		}
		lab.rated = append(lab.rated, job)
	}
	if err := lab.Settle(ctx); err != nil {
		return r, err
	}
	before, err := lab.read(ctx, id)
	if err != nil {
		return r, err
	}
	books, err := lab.Books(ctx, owner.Address, borrower.Address)
	if err != nil {
		return r, err
	}
	var last *big.Int
	for i := range BorrowedJobs {
		c := clients[i%len(clients)]
		if _, err := lab.send(ctx, step{owner, reg, lendCall(id, borrower.Address)}); err != nil {
			return r, fmt.Errorf("lend the id: %w", err)
		}
		// The buyer gates on the id, finds it routable, and hires whoever holds it.
		if d, err := lab.read(ctx, id); err != nil || !d.Routable {
			return r, fmt.Errorf("the lent id reads %+v (%v): the borrower would not be hired", d, err)
		}
		job, err := lab.submitted(ctx, lab.escrow, testnet.Job{Client: c, Provider: borrower, Budget: capBudget}, id)
		if err != nil {
			return r, err
		}
		if _, err := lab.send(ctx, step{borrower, reg, lendCall(id, owner.Address)}); err != nil {
			return r, fmt.Errorf("hand the id back: %w", err)
		}
		if _, err := lab.send(ctx, step{c, lab.escrow, e.PackComplete(job, [32]byte{2}, crash.OptParams())}); err != nil {
			return r, err
		}
		last = job
	}
	if err := lab.Settle(ctx); err != nil {
		return r, err
	}
	after, err := lab.read(ctx, id)
	if err != nil {
		return r, err
	}
	mine, err := lab.read(ctx, AgentOf(borrower.Address))
	if err != nil {
		return r, err
	}
	// The settler rated them; the ledger refuses to rate one again.
	_, callErr := lab.tn.Client.CallContract(ctx, ethereum.CallMsg{From: lab.tn.Scorer.Address, To: &lab.ledgerAddr,
		Data: lab.tn.LedgerABI.PackSubmit(0, last)}, nil)
	if callErr == nil {
		return r, fmt.Errorf("the ledger would rate job %s again", last)
	}
	if after.Ratings != before.Ratings+BorrowedJobs {
		return r, fmt.Errorf("the id has %d ratings after the borrowed jobs, %d before: want %d more", after.Ratings, before.Ratings, BorrowedJobs)
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	r.Jobs, r.LowerBefore, r.LowerAfter, r.RoutableAfter = BorrowedJobs, before.LowerBps, after.LowerBps, after.Routable
	r.Refused = "shedding the borrowed jobs' ratings by handing the id back: they are rated under it (a second rating: " +
		revertReason(callErr) + ")"
	r.Outcome = fmt.Sprintf("%d crashed jobs under the id are paid (%s tUSD to the pair) and rated under the id they were funded under: it falls from %d to %d bps (%d ratings, %d before), the borrower's own address has %d ratings",
		BorrowedJobs, trimUnits(-r.SpendUnits), before.LowerBps, after.LowerBps, after.Ratings, before.Ratings, mine.Ratings)
	return r, nil
}
