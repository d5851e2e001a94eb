package attack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// X402RingWallets is how many fresh payer wallets the x402 ring has ready; each pays once, so it
// is also how long the attack is played before it is called failed.
const X402RingWallets = MaxWashJobs

// x402RingCost is what one payment of the ring costs in gas, by transaction.
type x402RingCost struct {
	settle, rate, pass gasBill
}

// x402Ring is the wash ring over x402: the sub-floor agent (ten crashes at the cap from the honest
// buyers) and fresh payer wallets, each paying it once at the cap through the x402 source and
// signing the best outcome there is, 95. The agent is the ring's facilitator and relayer: it
// settles each payment, relays the outcome and passes the money on to the next wallet, so the
// ring's whole capital is one payment and the payers never send a transaction. Played until the
// router calls the agent routable (and the policies, as the wash rings are).
func x402Ring(ctx context.Context) (Result, error) {
	agent := account("x402 ring agent")
	payers := accounts("x402 ring payer", X402RingWallets)
	r := Result{Attack: fmt.Sprintf("x402 ring: fresh wallets each pay the agent %d tUSD once through the x402 source and sign the top outcome (95)", CapUnits),
		Epochs: 1, Bounded: true,
		Bound: "payments at the cap, at least as many as 95s take to lift the record over the floor; no money spent (the rail has no fee), gas only; nothing through the honest buyers' lens"}
	lab, err := newX402Lab(ctx, false, agent) // the payers only sign: they need no ether
	if err != nil {
		return r, err
	}
	defer lab.Close()
	if err := lab.record(ctx, agent, SubFloorJobs, crash); err != nil {
		return r, err
	}
	before, err := lab.Gate(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	r.LowerBefore = before.LowerBps
	lensBefore, err := lab.lensRead(ctx, agent.Address)
	if err != nil {
		return r, err
	}
	// The ring's capital: one payment, held by the first wallet.
	if err := lab.mint(ctx, agent, payers[0].Address, capBudget); err != nil {
		return r, err
	}
	books, err := lab.Books(ctx, append(addresses(payers...), agent.Address)...)
	if err != nil {
		return r, err
	}
	trace, err := newTrace(ctx, lab.Lab, books, agent.Address, func(d router.Decision) bool { return d.Routable })
	if err != nil {
		return r, err
	}
	var (
		cost    x402RingCost
		at      router.Decision // the default router's read when the agent became routable
		d       router.Decision
		n       int
		atCost  x402RingCost
		balance *big.Int
	)
	for n < len(payers) && !trace.stop(n) {
		if err := lab.ringPayment(ctx, agent, payers, n, &cost); err != nil {
			return r, fmt.Errorf("payment %d: %w", n+1, err)
		}
		n++
		if d, err = lab.Gate(ctx, agent.Address); err != nil {
			return r, err
		}
		if d.Routable && trace.reached == 0 {
			at, atCost = d, cost
		}
		if err := trace.observe(n, d); err != nil {
			return r, err
		}
	}
	if err := trace.fill(ctx, &r, n, "routable"); err != nil {
		return r, err
	}
	if balance, err = books.holdings(ctx); err != nil {
		return r, err
	}
	if balance.Cmp(books.held) != 0 {
		return r, fmt.Errorf("the ring holds %s base units after the attack, %s before: the money should have stayed in it", balance, books.held)
	}
	lr, err := lab.lensResult(ctx, agent.Address, lensBefore, fmt.Sprintf(
		"trusted payers paying the ring's wallets at least as much good work as the evidence it wants to mint (%d payments at the cap = %d tUSD rated 95)",
		max(trace.reached, 1), max(trace.reached, 1)*CapUnits))
	if err != nil {
		return r, err
	}
	r.Lenses = []LensResult{lr}
	lens := fmt.Sprintf("through the honest buyers' lens it stays at %d bps, %s (counts %s of %s tUSD: none of the ring's)",
		lr.LowerAfter, lensVerdict(lr), trimUnits(lr.CountedUnits), trimUnits(lr.TotalUnits))
	if trace.reached == 0 {
		r.Jobs, r.LowerAfter, r.Identities = n, d.LowerBps, n+1
		r.Outcome = fmt.Sprintf("still under the floor after %d payments (%d bps); %s", n, d.LowerBps, lens)
		return r, nil
	}
	k := uint64(trace.reached)
	r.Jobs, r.LowerAfter, r.RoutableAfter, r.Identities = trace.reached, at.LowerBps, true, trace.reached+1
	per := atCost.settle.gas/k + atCost.rate.gas/k + atCost.pass.gas/k
	all := atCost.settle.plus(atCost.rate).plus(atCost.pass)
	r.Outcome = fmt.Sprintf("the sub-floor agent (%d bps) is routable after %d payments (%d bps), from %d fresh wallets; "+
		"no money spent: the %d tUSD paid went round the ring, whose capital was one payment (%d tUSD); "+
		"gas %s a payment (settle %s, rating %s, passing the money on %s), %.6f ETH in all at the chain's %.2g gwei (%.4f ETH at 1 gwei); %s",
		before.LowerBps, trace.reached, at.LowerBps, trace.reached, trace.reached*CapUnits, CapUnits,
		thousands(per), thousands(atCost.settle.gas/k), thousands(atCost.rate.gas/k), thousands(atCost.pass.gas/k),
		all.eth(), all.price(), float64(all.gas)/1e9, lens)
	return r, nil
}

// ringPayment is the ring's i-th payment: wallet i authorizes the agent's 12 tUSD, the agent
// settles it through the source, the wallet signs the top outcome, and the agent relays it and
// passes the money on to wallet i+1.
func (x *x402Lab) ringPayment(ctx context.Context, agent testnet.DevAccount, payers []testnet.DevAccount, i int, cost *x402RingCost) error {
	p, err := x.authorize(payers[i], agent.Address, capBudget)
	if err != nil {
		return err
	}
	rc, settled, err := x.settle(ctx, agent, p, noAgentID())
	if err != nil {
		return err
	}
	o, err := x.sign(rc, x402Top, payers[i])
	if err != nil {
		return err
	}
	steps := []step{{agent, x.source, x.rateCall(o)}}
	if i+1 < len(payers) {
		steps = append(steps, step{agent, x.tn.Deployment.Token, x.tn.TokenABI.PackTransfer(payers[i+1].Address, capBudget)})
	}
	rs, err := x.send(ctx, steps...)
	if err != nil {
		return err
	}
	cost.settle.add(settled)
	cost.rate.add(rs[0])
	cost.pass.add(rs[1:]...)
	return nil
}

// nil0 is agent id 0: the payee address is the rated identity.
func noAgentID() *big.Int { return new(big.Int) }
