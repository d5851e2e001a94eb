package attack

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// Scenario is one attack, played on a lab of its own.
type Scenario struct {
	Name  string
	Short bool // played by `go test -short` too (the others repeat a short one's code path with other numbers)
	Run   func(ctx context.Context) (Result, error)
}

// Scenarios are every attack of the lab, in the table's order.
func Scenarios() []Scenario {
	return []Scenario{
		{Name: "self-dealing", Short: true, Run: selfDealing},
		{Name: "wash-ring-2", Short: true, Run: washRing(2)},
		{Name: "wash-ring-5", Run: washRing(5)},
		{Name: "wash-ring-20", Run: washRing(20)},
		{Name: "sybil-newcomer", Short: true, Run: sybilNewcomer},
		{Name: "whale", Run: whale},
		{Name: "hostile-buyer", Short: true, Run: hostileBuyer},
		{Name: "hostile-evaluator", Short: true, Run: hostileEvaluator},
		{Name: "stolen-scorer-key", Short: true, Run: stolenScorerKey},
		{Name: "agent-id-borrowing", Short: true, Run: agentIDBorrowing},
		{Name: "dispute-storm", Short: true, Run: disputeStorm},
		{Name: "x402-self-payment", Short: true, Run: x402SelfPayment},
		{Name: "x402-ring", Short: true, Run: x402Ring},
		{Name: "x402-replay", Short: true, Run: x402Replay},
		{Name: "x402-front-run", Short: true, Run: x402FrontRun},
		{Name: "x402-foreign-outcome", Short: true, Run: x402ForeignOutcome},
		{Name: "x402-late-outcome", Short: true, Run: x402LateOutcome},
	}
}

// Names are the scenarios' names.
func Names() []string {
	var out []string
	for _, s := range Scenarios() {
		out = append(out, s.Name)
	}
	return out
}

// Find returns the scenario called name.
func Find(name string) (Scenario, error) {
	for _, s := range Scenarios() {
		if s.Name == name {
			return s, nil
		}
	}
	return Scenario{}, fmt.Errorf("no attack scenario %q; the scenarios are %v", name, Names())
}

// Run plays the named scenarios (all when none is named) in the table's order.
func Run(ctx context.Context, names ...string) ([]Result, error) {
	var out []Result
	for _, s := range Scenarios() {
		if len(names) > 0 && !slices.Contains(names, s.Name) {
			continue
		}
		r, err := s.Run(ctx)
		if err != nil {
			return out, fmt.Errorf("attack %s: %w", s.Name, err)
		}
		r.Scenario = s.Name
		out = append(out, r)
	}
	return out, nil
}

// account is a deterministic funded account of the lab (pass it in LabConfig.Accounts).
func account(label string) testnet.DevAccount { return testnet.ExtraAccount("attack lab: " + label) }

func accounts(label string, n int) []testnet.DevAccount {
	out := make([]testnet.DevAccount, n)
	for i := range out {
		out[i] = account(fmt.Sprintf("%s %d", label, i))
	}
	return out
}

func addresses(as ...testnet.DevAccount) []common.Address {
	out := make([]common.Address, len(as))
	for i, a := range as {
		out[i] = a.Address
	}
	return out
}

// honestClients are five independent buyers (dev accounts 3–7), each evaluating its own jobs.
func honestClients() []testnet.DevAccount { return testnet.DevAccounts()[3:8] }

var (
	capBudget = big.NewInt(CapUnits * Unit)
	crash     = testnet.Outcome{NoOutput: true}                         // the rubric's 20
	baked     = testnet.Outcome{Baked: true}                            // the rubric's 95
	buyer100  = testnet.Outcome{HasBuyerRating: true, BuyerRating: 100} // the client's own 100
	buyer0    = testnet.Outcome{HasBuyerRating: true, BuyerRating: 0}
)

// SubFloorJobs and GoodJobs shape the two records the attacks start from: an agent under the
// floor (ten crashes at the cap from an honest buyer: Wilson lower bound 2099 bps) and a good
// agent (ten baked artifacts, 95/100, at the cap from five honest buyers).
const (
	SubFloorJobs = 10
	GoodJobs     = 10
)

// record gives agent n honest jobs at the cap with outcome o, from the honest buyers in turn.
func (l *Lab) record(ctx context.Context, agent testnet.DevAccount, n int, o testnet.Outcome) error {
	clients := honestClients()
	jobs := make([]testnet.Job, n)
	for i := range jobs {
		jobs[i] = testnet.Job{Client: clients[i%len(clients)], Provider: agent, Budget: capBudget, Outcome: o}
	}
	_, err := l.Run(ctx, jobs, false)
	if err != nil {
		return fmt.Errorf("the honest record of %s: %w", agent.Address.Hex(), err)
	}
	return l.Settle(ctx)
}

// push runs attack jobs one at a time (next(i) makes the i-th), recording them in the books and
// reading the target after each, until stop says so or max jobs ran; observe, when set, sees
// every read. It returns how many jobs ran and the last decision.
func (l *Lab) push(ctx context.Context, b *Books, target common.Address, max int, next func(i int) testnet.Job,
	stop func(n int, d router.Decision) bool, observe func(n int, d router.Decision) error) (int, router.Decision, error) {
	var d router.Decision
	for i := range max {
		j := next(i)
		if _, err := l.Run(ctx, []testnet.Job{j}, false); err != nil {
			return i, d, fmt.Errorf("attack job %d: %w", i+1, err)
		}
		b.Paid([]testnet.Job{j})
		var err error
		if d, err = l.Gate(ctx, target); err != nil {
			return i + 1, d, err
		}
		if observe != nil {
			if err := observe(i+1, d); err != nil {
				return i + 1, d, err
			}
		}
		if stop(i+1, d) {
			return i + 1, d, nil
		}
	}
	return max, d, nil
}

// close fills the row's spend and gas from the books.
func (r *Result) close(ctx context.Context, b *Books) error {
	spent, err := b.Spent(ctx)
	if err != nil {
		return err
	}
	r.setSpend(spent)
	r.Gas, err = b.Gas(ctx)
	return err
}
