package attack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/holiman/uint256"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
)

// WithheldEpochs is how long the thief holds the bad ratings back.
const WithheldEpochs = 4

// stolenScorerKey: the thief holds the scorer's key while the honest settler is down. An agent
// has ten good jobs and ten crashes, all completed in one epoch; the thief submits only the good
// ones and withholds the crashes for WithheldEpochs epochs, then tries to rate a job twice and
// to rate through an escrow that does not exist. The honest settler then comes back and rates the
// crashes late, at their completion epoch.
func stolenScorerKey(ctx context.Context) (Result, error) {
	agent := account("scored agent")
	r := Result{Attack: fmt.Sprintf("stolen scorer key: submits only the good ratings, withholds the bad for %d epochs", WithheldEpochs),
		Identities: 1, Epochs: WithheldEpochs + 1, Bounded: true,
		Bound: "a delay only: the late ratings give exactly the on-time lower bound; no second rating, no unknown escrow"}
	lab, err := NewLab(ctx, LabConfig{Accounts: []testnet.DevAccount{agent}})
	if err != nil {
		return r, err
	}
	defer lab.Close()
	scorer := lab.tn.Scorer
	clients := honestClients()
	var jobs []testnet.Job
	for i := range 2 * SubFloorJobs {
		o := baked
		if i >= SubFloorJobs {
			o = crash
		}
		jobs = append(jobs, testnet.Job{Client: clients[i%len(clients)], Provider: agent, Budget: capBudget, Outcome: o})
	}
	ids, err := lab.Run(ctx, jobs, true) // the settler is down: nothing is awaited
	if err != nil {
		return r, err
	}
	good, bad := ids[:SubFloorJobs], ids[SubFloorJobs:]
	books, err := lab.Books(ctx, scorer.Address)
	if err != nil {
		return r, err
	}
	if _, err := lab.send(ctx, step{scorer, lab.ledgerAddr, lab.tn.LedgerABI.PackSubmitBatch(good)}); err != nil {
		return r, fmt.Errorf("the thief's submission: %w", err)
	}
	withheld, err := lab.read(ctx, AgentOf(agent.Address))
	if err != nil {
		return r, err
	}
	twice, _, err := lab.try(ctx, scorer, lab.ledgerAddr, lab.tn.LedgerABI.PackSubmit(0, good[0]))
	if err != nil {
		return r, err
	}
	elsewhere, _, err := lab.try(ctx, scorer, lab.ledgerAddr, lab.tn.LedgerABI.PackSubmit(7, bad[0]))
	if err != nil {
		return r, err
	}
	if err := lab.AdvanceEpochs(WithheldEpochs); err != nil {
		return r, err
	}
	gas, err := books.Gas(ctx)
	if err != nil {
		return r, err
	}
	// The honest settler is back: it finds the crashes unrated and submits them, late.
	lab.rated = append(lab.rated, bad...)
	after, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	onTimeThen, onTime := lowerAt(onTimeHistory(), 0), lowerAt(onTimeHistory(), WithheldEpochs)
	r.setSpend(new(big.Int))
	r.Gas, r.Jobs = gas, 2*SubFloorJobs
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = onTime, after.LowerBps, after.Routable
	r.Refused = fmt.Sprintf("a second rating of a job, %s; a job through escrow 7, %s", twice, elsewhere)
	r.Outcome = fmt.Sprintf("while withheld the agent reads %d bps (routable: %v) instead of %d (routable: %v): a delay only; once the settler rates the crashes late it reads %d bps, the on-time history %d %d epochs on",
		withheld.LowerBps, withheld.Routable, onTimeThen, onTimeThen >= reputation.FloorBps, after.LowerBps, onTime, WithheldEpochs)
	return r, nil
}

// onTimeHistory is the scored agent's history had every rating been submitted in its epoch: ten
// 95s and ten 20s at the cap, all completed in epoch 0.
func onTimeHistory() *reputation.State {
	var s reputation.State
	w := uint256.NewInt(CapUnits * Unit)
	for i := range 2 * SubFloorJobs {
		rating := uint8(95)
		if i >= SubFloorJobs {
			rating = 20
		}
		_ = s.Apply(0, rating, w, reputation.KindAuto)
	}
	return &s
}

// lowerAt is the default policy's lower bound of s read `epochs` after its last rating.
func lowerAt(s *reputation.State, epochs uint64) uint64 {
	at := s.At(s.LastEpoch + epochs)
	p := reputation.DefaultPolicy(deployment.TestTokenDecimals)
	d, err := p.Decide(&at)
	if err != nil {
		return 0
	}
	return d.LowerBps
}
