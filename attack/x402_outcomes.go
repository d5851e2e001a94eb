package attack

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/x402"
)

// x402ForeignOutcome: an agent, paid for a step it failed, signs the top outcome for the payment
// itself and relays it, alone and in a batch; the payer then relays its own, "no output".
func x402ForeignOutcome(ctx context.Context) (Result, error) {
	agent, payer := account("x402 forging agent"), account("x402 failed payer")
	r := Result{Attack: "x402 outcome signed by someone other than the payer: the paid agent signs itself a 95",
		Identities: 1, Epochs: 1, Jobs: 1, Bounded: true,
		Bound: "no rating from an outcome the payer did not sign: rate reverts BadSignature, rateBatch skips it; the payer's own is still taken"}
	lab, err := newX402Lab(ctx, false, agent, payer)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	if err := lab.mint(ctx, agent, payer.Address, capBudget); err != nil {
		return r, err
	}
	before, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	p, err := lab.authorize(payer, agent.Address, capBudget)
	if err != nil {
		return r, err
	}
	rc, _, err := lab.settle(ctx, agent, p, noAgentID())
	if err != nil {
		return r, err
	}
	books, err := lab.Books(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	forged, err := lab.forge(rc, rc.AgentID, x402Top, agent)
	if err != nil {
		return r, err
	}
	alone, _, err := lab.refused(ctx, agent, lab.source, lab.rateCall(forged))
	if err != nil {
		return r, err
	}
	rs, err := lab.send(ctx, step{agent, lab.source, lab.src.PackRateBatch([]x402source.X402SourceSignedOutcome{forged.Binding()})})
	if err != nil {
		return r, fmt.Errorf("the forged outcome in a batch: %w", err)
	}
	skipped := ""
	for _, lg := range rs[0].Logs {
		if ev, err := lab.src.UnpackOutcomeRefusedEvent(lg); err == nil && int(ev.Reason) < len(x402Refusals) {
			skipped = "OutcomeRefused(" + x402Refusals[ev.Reason] + ")"
		}
	}
	if skipped == "" {
		return r, fmt.Errorf("rateBatch took the forged outcome without an OutcomeRefused")
	}
	forgedN, err := lab.ratings(ctx, AgentOf(agent.Address))
	if err != nil {
		return r, err
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	// The payer's own outcome: the step produced nothing.
	own, err := lab.sign(rc, reputation.Outcome{NoOutput: true}, payer)
	if err != nil {
		return r, err
	}
	if _, err := lab.send(ctx, step{payer, lab.source, lab.rateCall(own)}); err != nil {
		return r, fmt.Errorf("the payer's own outcome: %w", err)
	}
	n, err := lab.ratings(ctx, AgentOf(agent.Address))
	if err != nil {
		return r, err
	}
	after, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = before.LowerBps, after.LowerBps, after.Routable
	r.Refused = fmt.Sprintf("the agent's 95 relayed alone, %s; in a batch, skipped with %s", alone, skipped)
	r.Outcome = fmt.Sprintf("%d ratings from the forged outcome; the payer's own, no output (20), is then taken: %d rating, %d → %d bps",
		forgedN, n, before.LowerBps, after.LowerBps)
	return r, nil
}

// x402LateOutcome: two payments are settled and their payer signs both outcomes at once; a
// relayer holds them back and relays one in the last second of its outcome window and the other
// once its window has passed.
func x402LateOutcome(ctx context.Context) (Result, error) {
	relayer, payer := account("x402 late relayer"), account("x402 late payer")
	r := Result{Attack: "x402 outcome after the window: a signed outcome held back and relayed once settledAt + outcomeWindow has passed",
		Identities: 1, Jobs: 2, Bounded: true,
		Bound: "rated up to settledAt + outcomeWindow (a day) inclusive, refused TooLate after it"}
	lab, err := newX402Lab(ctx, false, relayer)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	if err := lab.mint(ctx, relayer, payer.Address, new(big.Int).Mul(capBudget, big.NewInt(2))); err != nil {
		return r, err
	}
	before, err := lab.Gate(ctx, relayer.Address)
	if err != nil {
		return r, err
	}
	var signed [2]x402.SignedOutcome
	var settled [2]*x402.Receipt
	for i := range signed {
		p, err := lab.authorize(payer, relayer.Address, capBudget)
		if err != nil {
			return r, err
		}
		if settled[i], _, err = lab.settle(ctx, relayer, p, noAgentID()); err != nil {
			return r, err
		}
		if signed[i], err = lab.sign(settled[i], x402Top, payer); err != nil {
			return r, err
		}
	}
	books, err := lab.Books(ctx, relayer.Address)
	if err != nil {
		return r, err
	}
	window := uint64(lab.window / time.Second)
	// The first: the head moved to one second before the window's end, so the relay's block is its
	// last second (each block is a second after the last while the chain runs ahead of the clock).
	if err := lab.moveTo(ctx, settled[0].SettledAt+window-1); err != nil {
		return r, err
	}
	rs, err := lab.send(ctx, step{relayer, lab.source, lab.rateCall(signed[0])})
	if err != nil {
		return r, fmt.Errorf("relay the outcome inside its window: %w", err)
	}
	inside, err := lab.blockTime(ctx, rs[0].BlockNumber)
	if err != nil {
		return r, err
	}
	if inside > settled[0].SettledAt+window {
		return r, fmt.Errorf("the relay inside the window landed at %d, after the window's end %d", inside, settled[0].SettledAt+window)
	}
	// The second: the head one second past its window, so the call and the transaction are late.
	if err := lab.moveTo(ctx, settled[1].SettledAt+window+1); err != nil {
		return r, err
	}
	late, _, err := lab.refused(ctx, relayer, lab.source, lab.rateCall(signed[1]))
	if err != nil {
		return r, err
	}
	head, err := lab.tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return r, err
	}
	n, err := lab.ratings(ctx, AgentOf(relayer.Address))
	if err != nil {
		return r, err
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	after, err := lab.Gate(ctx, relayer.Address)
	if err != nil {
		return r, err
	}
	epoch := lab.tn.EpochLength
	r.Epochs = int(head.Time/epoch-settled[0].SettledAt/epoch) + 1
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = before.LowerBps, after.LowerBps, after.Routable
	r.Refused = fmt.Sprintf("the outcome relayed %d s after its window closed, %s", head.Time-(settled[1].SettledAt+window), late)
	r.Outcome = fmt.Sprintf("the outcome relayed in its window's last second (settledAt + %s s) is rated, the one relayed after it is not: %d rating of 2 payments (%d → %d bps)",
		thousands(inside-settled[0].SettledAt), n, before.LowerBps, after.LowerBps)
	return r, nil
}

// moveTo moves the chain's head to time t (unix seconds) in one empty block; a head already at or
// past t stays.
func (x *x402Lab) moveTo(ctx context.Context, t uint64) error {
	head, err := x.tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	if head.Time >= t {
		return nil
	}
	return x.tn.AdvanceTime(time.Duration(t-head.Time) * time.Second)
}

func (x *x402Lab) blockTime(ctx context.Context, n *big.Int) (uint64, error) {
	h, err := x.tn.Client.HeaderByNumber(ctx, n)
	if err != nil {
		return 0, err
	}
	return h.Time, nil
}
