package attack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/repledger/repledger/x402"
)

// x402AgentID is the ERC-8004 agent id the x402 rows register on the test identity registry (and
// the next one, a second id of the same wallet).
const x402AgentID = 1001

// x402SelfPayment: an agent pays itself through the source, once to its own address and once,
// as the owner of an agent id, to the wallet it set for that id, and then relays an outcome of
// its own. The source refuses both settlements, so there is no receipt to rate.
func x402SelfPayment(ctx context.Context) (Result, error) {
	agent, wallet := account("x402 self-payer"), account("x402 self-payer's wallet")
	r := Result{Attack: "x402 self-payment: an agent pays itself through the source (payer = payee; payer = owner of the agent id)",
		Identities: 2, Epochs: 1, Bounded: true, Bound: "no receipt, no rating: settle reverts SelfPayment both ways; only gas is spent"}
	lab, err := newX402Lab(ctx, true, agent, wallet)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	id := big.NewInt(x402AgentID)
	if err := lab.register(ctx, agent, id); err != nil {
		return r, err
	}
	if _, err := lab.send(ctx, step{agent, lab.tn.Identity, lab.ids.PackSetAgentWallet(id, wallet.Address)}); err != nil {
		return r, fmt.Errorf("set the agent id's wallet: %w", err)
	}
	if err := lab.mint(ctx, agent, agent.Address, new(big.Int).Mul(capBudget, big.NewInt(2))); err != nil {
		return r, err
	}
	before, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	books, err := lab.Books(ctx, agent.Address, wallet.Address)
	if err != nil {
		return r, err
	}
	toSelf, err := lab.authorize(agent, agent.Address, capBudget)
	if err != nil {
		return r, err
	}
	self, _, err := lab.refused(ctx, agent, lab.source, lab.settleCall(toSelf, noAgentID()))
	if err != nil {
		return r, err
	}
	toID, err := lab.authorize(agent, wallet.Address, capBudget)
	if err != nil {
		return r, err
	}
	owned, _, err := lab.refused(ctx, agent, lab.source, lab.settleCall(toID, id))
	if err != nil {
		return r, err
	}
	// An outcome of its own for the payment it could not settle: no receipt holds it.
	head, err := lab.tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return r, err
	}
	ghost := &x402.Receipt{Payer: agent.Address, Nonce: toSelf.auth.Nonce, AgentID: AgentOf(agent.Address), Amount: capBudget, SettledAt: head.Time}
	o, err := lab.sign(ghost, x402Top, agent)
	if err != nil {
		return r, err
	}
	unknown, _, err := lab.refused(ctx, agent, lab.source, lab.rateCall(o))
	if err != nil {
		return r, err
	}
	for _, p := range []payment{toSelf, toID} {
		st, err := lab.receiptState(ctx, p.auth.From, p.auth.Nonce)
		if err != nil {
			return r, err
		}
		if st.Settled {
			return r, fmt.Errorf("the source holds a receipt for a self-payment to %s", p.auth.To.Hex())
		}
	}
	n, err := lab.ratings(ctx, AgentOf(agent.Address))
	if err != nil {
		return r, err
	}
	m, err := lab.ratings(ctx, id)
	if err != nil {
		return r, err
	}
	after, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = before.LowerBps, after.LowerBps, after.Routable
	r.Refused = fmt.Sprintf("settle to itself %s; settle to its agent id's wallet %s; its own outcome %s", self, owned, unknown)
	r.Outcome = fmt.Sprintf("no receipt, no rating (%d ratings of its address, %d of its agent id; %d bps as before); gas is all it costs", n, m, after.LowerBps)
	return r, nil
}

// x402Replay: a payment is settled and rated; then someone sends the same authorization again,
// through the source and straight to the token, and relays the same outcome again.
func x402Replay(ctx context.Context) (Result, error) {
	agent, payer, replayer := account("x402 paid agent"), account("x402 payer"), account("x402 replayer")
	r := Result{Attack: "x402 replayed authorization: a settled payment's authorization and outcome sent again",
		Identities: 1, Epochs: 1, Jobs: 1, Bounded: true,
		Bound: "one receipt, one rating: the asset's nonce refuses the authorization again (AuthorizationUsedOrCanceled, through the source or straight to the token), the rating AlreadyRated"}
	lab, err := newX402Lab(ctx, false, agent, replayer)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	// The payer holds two payments, so a replay would find the money.
	held := new(big.Int).Mul(capBudget, big.NewInt(2))
	if err := lab.mint(ctx, agent, payer.Address, held); err != nil {
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
	o, err := lab.sign(rc, x402Top, payer)
	if err != nil {
		return r, err
	}
	if _, err := lab.send(ctx, step{agent, lab.source, lab.rateCall(o)}); err != nil {
		return r, fmt.Errorf("rate the payment: %w", err)
	}
	books, err := lab.Books(ctx, replayer.Address)
	if err != nil {
		return r, err
	}
	again, _, err := lab.refused(ctx, replayer, lab.source, lab.settleCall(p, noAgentID()))
	if err != nil {
		return r, err
	}
	direct, _, err := lab.refused(ctx, replayer, lab.tn.Deployment.Token, lab.tokenCall(p))
	if err != nil {
		return r, err
	}
	twice, _, err := lab.refused(ctx, replayer, lab.source, lab.rateCall(o))
	if err != nil {
		return r, err
	}
	left, err := lab.Balance(ctx, payer.Address)
	if err != nil {
		return r, err
	}
	n, err := lab.ratings(ctx, AgentOf(agent.Address))
	if err != nil {
		return r, err
	}
	after, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = before.LowerBps, after.LowerBps, after.Routable
	r.Refused = fmt.Sprintf("the authorization settled again, %s; sent to the token, %s; the outcome relayed again, %s", again, direct, twice)
	r.Outcome = fmt.Sprintf("one receipt, one rating: the payer paid %s tUSD once (%s of its %s left), the agent has %d rating (%d → %d bps)",
		trimUnits(Units(capBudget)), trimUnits(Units(left)), trimUnits(Units(held)), n, before.LowerBps, after.LowerBps)
	return r, nil
}

// x402FrontRun: a payer authorizes two payments to an agent for its agent id A. A front-runner
// sends the first straight to the token before the facilitator settles it, and settles the second
// through the source under B, another agent id of the same wallet; then relays what it can.
func x402FrontRun(ctx context.Context) (Result, error) {
	agent, payer, runner := account("x402 front-run agent"), account("x402 front-run payer"), account("x402 front-runner")
	r := Result{Attack: "x402 front-run authorization: sent to the token first, or settled under another agent id of the payee's wallet",
		Identities: 1, Epochs: 1, Jobs: 2, Bounded: true,
		Bound: "the payee gets exactly the payer's money, the front-runner nothing, and no rating is made: it can only deny the payer's"}
	lab, err := newX402Lab(ctx, true, agent, runner)
	if err != nil {
		return r, err
	}
	defer lab.Close()
	idA, idB := big.NewInt(x402AgentID), big.NewInt(x402AgentID+1)
	if err := lab.register(ctx, agent, idA, idB); err != nil { // its address is both ids' wallet
		return r, err
	}
	paid := new(big.Int).Mul(capBudget, big.NewInt(2))
	if err := lab.mint(ctx, agent, payer.Address, paid); err != nil {
		return r, err
	}
	before, err := lab.read(ctx, idA)
	if err != nil {
		return r, err
	}
	agentHeld, err := lab.Balance(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	books, err := lab.Books(ctx, runner.Address)
	if err != nil {
		return r, err
	}
	// 1: the authorization straight to the token, ahead of the facilitator.
	p1, err := lab.authorize(payer, agent.Address, capBudget)
	if err != nil {
		return r, err
	}
	if _, err := lab.send(ctx, step{runner, lab.tn.Deployment.Token, lab.tokenCall(p1)}); err != nil {
		return r, fmt.Errorf("front-run to the token: %w", err)
	}
	late1, _, err := lab.refused(ctx, agent, lab.source, lab.settleCall(p1, idA))
	if err != nil {
		return r, err
	}
	head, err := lab.tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return r, err
	}
	o1, err := lab.sign(&x402.Receipt{Payer: payer.Address, Nonce: p1.auth.Nonce, AgentID: idA, Amount: capBudget, SettledAt: head.Time}, x402Top, payer)
	if err != nil {
		return r, err
	}
	none, _, err := lab.refused(ctx, runner, lab.source, lab.rateCall(o1))
	if err != nil {
		return r, err
	}
	// 2: settled through the source under agent id B.
	p2, err := lab.authorize(payer, agent.Address, capBudget)
	if err != nil {
		return r, err
	}
	rcB, _, err := lab.settle(ctx, runner, p2, idB)
	if err != nil {
		return r, err
	}
	late2, _, err := lab.refused(ctx, agent, lab.source, lab.settleCall(p2, idA))
	if err != nil {
		return r, err
	}
	o2, err := lab.sign(&x402.Receipt{Payer: payer.Address, Nonce: p2.auth.Nonce, AgentID: idA, Amount: capBudget, SettledAt: rcB.SettledAt}, x402Top, payer)
	if err != nil {
		return r, err
	}
	asSigned, _, err := lab.refused(ctx, runner, lab.source, lab.rateCall(o2))
	if err != nil {
		return r, err
	}
	relabeled := o2
	relabeled.AgentID = idB
	moved, _, err := lab.refused(ctx, runner, lab.source, lab.rateCall(relabeled))
	if err != nil {
		return r, err
	}
	forged, err := lab.forge(rcB, idB, x402Top, runner)
	if err != nil {
		return r, err
	}
	own, _, err := lab.refused(ctx, runner, lab.source, lab.rateCall(forged))
	if err != nil {
		return r, err
	}
	agentNow, err := lab.Balance(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	got := new(big.Int).Sub(agentNow, agentHeld)
	if got.Cmp(paid) != 0 {
		return r, fmt.Errorf("the agent got %s base units, the payer authorized %s", got, paid)
	}
	rated := 0
	for _, id := range []*big.Int{idA, idB, AgentOf(agent.Address)} {
		n, err := lab.ratings(ctx, id)
		if err != nil {
			return r, err
		}
		rated += n
	}
	after, err := lab.read(ctx, idA)
	if err != nil {
		return r, err
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = before.LowerBps, after.LowerBps, after.Routable
	r.Refused = fmt.Sprintf("the facilitator's settle after the token took it, %s; the payer's outcome then, %s; "+
		"the facilitator's settle after the front-runner's under id B, %s; the payer's outcome for id A, %s; relabeled for B, %s; the front-runner's own for B, %s",
		late1, none, late2, asSigned, moved, own)
	r.Outcome = fmt.Sprintf("the agent got exactly the payer's %s tUSD for 2 payments, the front-runner %s tUSD, and %d ratings were made (agent id A %d → %d bps): "+
		"it can only deny the payer its rating; the receipt under id B takes only an outcome the payer signs for B",
		trimUnits(Units(got)), trimUnits(Units(new(big.Int).Neg(r.Spend))), rated, before.LowerBps, after.LowerBps)
	return r, nil
}
