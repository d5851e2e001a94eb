package attack

import (
	"context"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"
)

// rows are every scenario's row, played once per test binary, three at a time: each lab waits
// on its chain much of the time, so the scenarios overlap well even on two cores.
var (
	rowsOnce sync.Once
	rows     map[string]Result
	rowErrs  map[string]error
)

func playAll() {
	rows, rowErrs = map[string]Result{}, map[string]error{}
	var mu sync.Mutex
	sem := make(chan struct{}, 3)
	var wg sync.WaitGroup
	for _, s := range Scenarios() {
		if testing.Short() && !s.Short {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			r, err := s.Run(ctx)
			r.Scenario = s.Name
			mu.Lock()
			rows[s.Name], rowErrs[s.Name] = r, err
			mu.Unlock()
		}()
	}
	wg.Wait()
}

// play returns one scenario's row and checks what every row must hold.
func play(t *testing.T, name string) Result {
	t.Helper()
	s, err := Find(name)
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() && !s.Short {
		t.Skipf("%s is not played in -short mode", name)
	}
	rowsOnce.Do(playAll)
	r, err := rows[name], rowErrs[name]
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	t.Logf("%s: spend %.2f tUSD, gas %d, %d jobs: %s", name, r.SpendUnits, r.Gas, r.Jobs, r.Outcome)
	if r.Spend == nil || r.Outcome == "" || r.Identities < 1 || r.Epochs < 1 {
		t.Fatalf("%s: incomplete row %+v", name, r)
	}
	return r
}

func units(n int64) *big.Int { return big.NewInt(n * Unit) }

// fee is what the lab marketplace keeps of n jobs at budget (base units).
func fee(n int, budget int64) *big.Int {
	return big.NewInt(int64(n) * budget * FeeBps / 10_000)
}

// SubFloorCrossing is the bound the buying attacks hold: nine jobs at the cap rated 100 lift the
// sub-floor agent (2099 bps) over the floor, never fewer, whoever pays and however much.
const SubFloorCrossing = 9

func TestSelfDealingIsRefused(t *testing.T) {
	r := play(t, "self-dealing")
	if strings.Count(r.Refused, "ClientCannotBeProvider") != 2 {
		t.Errorf("refused %q: want ClientCannotBeProvider at createJob and at setProvider", r.Refused)
	}
	if r.Spend.Sign() != 0 || r.LowerAfter != 5565 || r.Gas == 0 {
		t.Errorf("self-dealing: spend %s, lower %d, gas %d: want nothing spent but gas, and the prior's 5565 bps", r.Spend, r.LowerAfter, r.Gas)
	}
}

// A wash ring needs nine jobs whatever its size, and pays exactly the fees on them: 0.3 tUSD a
// job at 2.5 %, nothing at all (gas only) on a fee-free marketplace.
func TestWashRing(t *testing.T) {
	for _, name := range []string{"wash-ring-2", "wash-ring-5", "wash-ring-20"} {
		t.Run(name, func(t *testing.T) {
			r := play(t, name)
			if r.LowerBefore != 2099 || !r.RoutableAfter {
				t.Fatalf("from %d bps, routable %v: want the audit's 2099 bps agent made routable", r.LowerBefore, r.RoutableAfter)
			}
			if r.Jobs < SubFloorCrossing {
				t.Errorf("routable after %d jobs: the bound is %d", r.Jobs, SubFloorCrossing)
			}
			if want := fee(r.Jobs, CapUnits*Unit); r.Spend.Cmp(want) != 0 {
				t.Errorf("spent %s base units, want exactly the fees %s", r.Spend, want)
			}
		})
	}
}

// Paying 1,000 tUSD a job buys no more weight than 12: as many jobs as the wash ring, 83 times
// the fees.
func TestWhaleBuysNoMoreThanTheCap(t *testing.T) {
	r := play(t, "whale")
	if r.Jobs < SubFloorCrossing || !r.RoutableAfter {
		t.Fatalf("the whale made the agent routable (%v) after %d jobs: the bound is %d, as at the cap", r.RoutableAfter, r.Jobs, SubFloorCrossing)
	}
	if want := fee(r.Jobs, WhaleUnits*Unit); r.Spend.Cmp(want) != 0 {
		t.Errorf("spent %s, want the fees %s", r.Spend, want)
	}
}

// Unbounded: a fresh address is routable on the prior alone, for nothing.
func TestSybilNewcomerIsRoutableForFree(t *testing.T) {
	r := play(t, "sybil-newcomer")
	if r.Bounded || !r.RoutableAfter || r.LowerAfter != 5565 || r.Spend.Sign() != 0 || r.Gas != 0 {
		t.Errorf("%+v: want an unbounded escape at 5565 bps, free", r)
	}
}

// Every 0 a hostile buyer gives costs it the full budget (paid to the rival), and the good agent
// (ten 95s at the cap) survives six of them.
func TestHostileBuyerPaysItsVictim(t *testing.T) {
	r := play(t, "hostile-buyer")
	if r.Jobs < 7 || r.RoutableAfter {
		t.Errorf("the good agent fell under the floor after %d hostile jobs (routable %v): the bound is 7", r.Jobs, r.RoutableAfter)
	}
	if want := new(big.Int).Mul(big.NewInt(int64(r.Jobs)), units(CapUnits)); r.Spend.Cmp(want) != 0 {
		t.Errorf("spent %s, want every budget, %s", r.Spend, want)
	}
}

// An evaluator cannot give a 0 (the rating hook records its buyer rating not rateable); its
// floor is the rubric's 20, and ten such jobs sink the good agent (ten 95s at the cap) at no cost
// to the evaluator.
func TestHostileEvaluator(t *testing.T) {
	r := play(t, "hostile-evaluator")
	if !strings.Contains(r.Refused, "recorded not rateable") {
		t.Errorf("refused %q: want the buyer rating recorded not rateable", r.Refused)
	}
	if r.Jobs < 10 || r.RoutableAfter || r.Spend.Sign() != 0 {
		t.Errorf("%d jobs, routable %v, spend %s: want 10 or more, free for the evaluator", r.Jobs, r.RoutableAfter, r.Spend)
	}
}

// Disputes resolved honestly do not lower the score; they raise the dispute rate, 5000 bps
// after ten jobs matching the agent's own ten.
func TestDisputeStormMovesOnlyTheDisputeRate(t *testing.T) {
	r := play(t, "dispute-storm")
	if !r.RoutableAfter || r.LowerAfter < r.LowerBefore {
		t.Errorf("lower %d → %d, routable %v: an honest arbiter's ratings must not sink the agent", r.LowerBefore, r.LowerAfter, r.RoutableAfter)
	}
	if !strings.Contains(r.Outcome, "to 5000 bps") {
		t.Errorf("outcome %q: want the dispute rate at 5000 bps", r.Outcome)
	}
	if want := new(big.Int).Mul(big.NewInt(int64(r.Jobs)), units(CapUnits)); r.Spend.Cmp(want) != 0 {
		t.Errorf("spent %s, want every budget, %s", r.Spend, want)
	}
}

// A stolen scorer key delays: the late ratings land where on-time ones would have.
func TestStolenScorerKeyOnlyDelays(t *testing.T) {
	r := play(t, "stolen-scorer-key")
	if r.LowerAfter != r.LowerBefore {
		t.Errorf("after the late ratings the agent reads %d bps, on time it would read %d", r.LowerAfter, r.LowerBefore)
	}
	if !strings.Contains(r.Refused, "AlreadyRated") || !strings.Contains(r.Refused, "UnknownEscrow(7)") {
		t.Errorf("refused %q: want AlreadyRated and UnknownEscrow(7)", r.Refused)
	}
}

// Bounded since the agent is bound at fund: the borrowed id's crashes are rated under it, so
// handing it back before completion sheds nothing (the v2 audit's veto, closed).
func TestAgentIDBorrowingShedsNothing(t *testing.T) {
	r := play(t, "agent-id-borrowing")
	if !r.Bounded || r.LowerAfter >= r.LowerBefore || !strings.Contains(r.Refused, "AlreadyRated") {
		t.Errorf("%+v: want the crashes rated under the id (lower bound down) and a second rating refused", r)
	}
	if want := new(big.Int).Neg(units(BorrowedJobs * CapUnits)); r.Spend.Cmp(want) != 0 {
		t.Errorf("the pair gained %s, want the %d budgets", new(big.Int).Neg(r.Spend), BorrowedJobs)
	}
}

// policyJobs returns after how many attack jobs the attack reached its goal under the named
// policy, 0 when it never did.
func policyJobs(t *testing.T, r Result, policy string) int {
	t.Helper()
	for _, p := range r.Policies {
		if p.Policy == policy {
			return p.Jobs
		}
	}
	t.Fatalf("%s: no column for policy %q in %+v", r.Scenario, policy, r.Policies)
	return 0
}

// What each policy buys and costs against the attacks, as docs/orchestrators.md states it.
func TestPoliciesAgainstTheAttacks(t *testing.T) {
	if testing.Short() {
		t.Skip("plays four attacks past their goal")
	}
	const (
		payers   = "min 3 distinct payers"
		top      = "top payer ≤ 3000 bps"
		disputes = "dispute rate ≤ 2000 bps"
		repeat   = "repeat discount 1/√k"
	)
	ring, whale, buyer, storm := play(t, "wash-ring-2"), play(t, "whale"), play(t, "hostile-buyer"), play(t, "dispute-storm")
	// The repeat discount makes a two-payer ring pay for 13 jobs instead of 9.
	if n := policyJobs(t, ring, repeat); n < 13 {
		t.Errorf("ring of 2 under the repeat discount: routable after %d jobs, the bound is 13", n)
	}
	// A cap on the top payer's share stops a single whale for good; the discount slows it.
	if n := policyJobs(t, whale, top); n != 0 {
		t.Errorf("whale under the top-payer cap: routable after %d jobs, want never", n)
	}
	if n := policyJobs(t, whale, repeat); n < 21 {
		t.Errorf("whale under the repeat discount: routable after %d jobs, the bound is 21", n)
	}
	// The same cap hands a hostile buyer its victim sooner; the discount protects the victim.
	if n := policyJobs(t, buyer, top); n == 0 || n >= buyer.Jobs {
		t.Errorf("hostile buyer under the top-payer cap: %d jobs, want fewer than the default %d", n, buyer.Jobs)
	}
	if n := policyJobs(t, buyer, repeat); n < 12 {
		t.Errorf("hostile buyer under the repeat discount: %d jobs, the bound is 12", n)
	}
	// A dispute-rate cap turns an honest arbiter's storm into a weapon: three jobs.
	if n := policyJobs(t, storm, disputes); n == 0 || n > 3 {
		t.Errorf("dispute storm under the dispute-rate cap: %d jobs, want 3 or fewer", n)
	}
	if n := policyJobs(t, storm, payers); n != 0 {
		t.Errorf("dispute storm under min payers: the victim fell after %d jobs", n)
	}
}
