package attack

import (
	"strings"
	"testing"

	"github.com/holiman/uint256"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
)

// decideRatings is the default router's decision on ratings at the cap, all in one epoch: what
// the ledger should hold after exactly these ratings and no others.
func decideRatings(t *testing.T, ratings ...uint8) reputation.Decision {
	t.Helper()
	var s reputation.State
	for _, r := range ratings {
		if err := s.Apply(0, r, uint256.NewInt(CapUnits*Unit), reputation.KindAuto); err != nil {
			t.Fatal(err)
		}
	}
	p := reputation.DefaultPolicy(deployment.TestTokenDecimals)
	d, err := p.Decide(&s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func repeat(r uint8, n int) []uint8 {
	out := make([]uint8, n)
	for i := range out {
		out[i] = r
	}
	return out
}

// x402Crossing is how many 95s at the cap lift the sub-floor record (ten 20s at the cap) over the
// floor under the default router: the fewest payments an x402 ring can buy routability with.
func x402Crossing(t *testing.T) int {
	t.Helper()
	for k := 1; k <= MaxWashJobs; k++ {
		if decideRatings(t, append(repeat(20, SubFloorJobs), repeat(95, k)...)...).Routable {
			return k
		}
	}
	t.Fatalf("no crossing within %d ratings of 95", MaxWashJobs)
	return 0
}

// An agent cannot pay itself through the source, to its own address or to the wallet of an agent
// id it owns: no receipt, so its own outcome finds nothing to rate; it burns gas, nothing else.
func TestX402SelfPaymentIsRefused(t *testing.T) {
	r := play(t, "x402-self-payment")
	if strings.Count(r.Refused, "SelfPayment(") != 2 || !strings.Contains(r.Refused, "Refused(UnknownReceipt)") {
		t.Errorf("refused %q: want SelfPayment at both settlements and UnknownReceipt for the outcome", r.Refused)
	}
	if !strings.HasPrefix(r.Outcome, "no receipt, no rating (0 ratings of its address, 0 of its agent id;") {
		t.Errorf("outcome %q: want no rating on the address or the id", r.Outcome)
	}
	if r.Spend.Sign() != 0 || r.Gas == 0 || r.LowerBefore != 5565 || r.LowerAfter != 5565 {
		t.Errorf("spend %s, gas %d, lower %d → %d: want gas only and the prior's 5565 bps untouched", r.Spend, r.Gas, r.LowerBefore, r.LowerAfter)
	}
}

// A ring of fresh wallets paying the agent over x402 buys the default score for gas alone: as
// many payments as 95s take to cross the floor, no money gone (the rail has no fee), every
// router policy beaten as soon or sooner. Through the honest buyers' lens the ring counts
// nothing: the agent stays at its honest 2099 bps.
func TestX402RingIsBoughtForGasOnly(t *testing.T) {
	r := play(t, "x402-ring")
	if r.LowerBefore != 2099 || !r.RoutableAfter {
		t.Fatalf("from %d bps, routable %v: want the 2099 bps agent made routable", r.LowerBefore, r.RoutableAfter)
	}
	if k := x402Crossing(t); r.Jobs < k {
		t.Errorf("routable after %d payments: the bound is %d", r.Jobs, k)
	}
	if want := decideRatings(t, append(repeat(20, SubFloorJobs), repeat(95, r.Jobs)...)...); r.LowerAfter != want.LowerBps {
		t.Errorf("at the goal the agent reads %d bps; ten 20s and %d 95s at the cap read %d: a payment weighed other than the cap", r.LowerAfter, r.Jobs, want.LowerBps)
	}
	if r.Spend.Sign() != 0 {
		t.Errorf("the ring lost %s base units: the rail has no fee, the money must stay in the ring", r.Spend)
	}
	if r.Gas == 0 || r.Identities != r.Jobs+1 || !strings.Contains(r.Outcome, "whose capital was one payment") {
		t.Errorf("gas %d, %d identities for %d payments, outcome %q: want gas paid, one fresh wallet a payment plus the agent", r.Gas, r.Identities, r.Jobs, r.Outcome)
	}
	// Fresh wallets: a policy on distinct payers or the top payer's share changes nothing.
	for _, p := range []string{"min 3 distinct payers", "top payer ≤ 3000 bps"} {
		if n := policyJobs(t, r, p); n == 0 || n > r.Jobs {
			t.Errorf("under %q the ring reached its goal after %d payments, want at most the default's %d", p, n, r.Jobs)
		}
	}
	if len(r.Lenses) != 1 {
		t.Fatalf("lenses %+v, want the honest buyers' lens", r.Lenses)
	}
	lr := r.Lenses[0]
	honest := float64(SubFloorJobs * CapUnits)
	if lr.RoutableAfter || lr.NoEvidence || lr.LowerBefore != r.LowerBefore || lr.LowerAfter != lr.LowerBefore ||
		lr.CountedUnits != honest || lr.TotalUnits < honest+float64(r.Jobs*CapUnits) {
		t.Errorf("lens %+v: want the agent unmoved at %d bps, counting the honest %v tUSD and none of the ring's", lr, r.LowerBefore, honest)
	}
}

// An authorization settled once cannot be settled again, through the source or the token, and
// its outcome rates once: the agent holds exactly one 95.
func TestX402ReplayIsRefused(t *testing.T) {
	r := play(t, "x402-replay")
	// The asset's nonce is the replay guard, through the source as straight to the token.
	for want, n := range map[string]int{"AuthorizationUsedOrCanceled": 2, "Refused(AlreadyRated)": 1} {
		if got := strings.Count(r.Refused, want); got != n {
			t.Errorf("refused %q: want %s %d times, got %d", r.Refused, want, n, got)
		}
	}
	if want := decideRatings(t, 95); r.LowerAfter != want.LowerBps || !strings.Contains(r.Outcome, "paid 12 tUSD once (12 of its 24 left)") {
		t.Errorf("lower %d, outcome %q: want exactly one 95 at the cap (%d bps), paid once", r.LowerAfter, r.Outcome, want.LowerBps)
	}
	if r.Spend.Sign() != 0 || r.Gas == 0 {
		t.Errorf("the replayer spent %s and %d gas: want gas only", r.Spend, r.Gas)
	}
}

// A front-runner can send the payer's authorization to the token first or settle it under
// another id of the payee's wallet: the payee still gets the payer's money (the row fails
// otherwise), the front-runner gets nothing, and no rating is made by anyone.
func TestX402FrontRunOnlyDeniesTheRating(t *testing.T) {
	r := play(t, "x402-front-run")
	for want, n := range map[string]int{"AuthorizationUsedOrCanceled": 2, "Refused(UnknownReceipt)": 2, "Refused(BadSignature)": 2} {
		if got := strings.Count(r.Refused, want); got != n {
			t.Errorf("refused %q: want %s %d times, got %d", r.Refused, want, n, got)
		}
	}
	if r.Spend.Sign() != 0 || !strings.Contains(r.Outcome, "exactly the payer's 24 tUSD") || !strings.Contains(r.Outcome, "0 ratings were made") {
		t.Errorf("spend %s, outcome %q: want the front-runner at 0, the agent paid, no rating", r.Spend, r.Outcome)
	}
	if r.LowerBefore != 5565 || r.LowerAfter != 5565 {
		t.Errorf("agent id A %d → %d bps: want the prior, unrated", r.LowerBefore, r.LowerAfter)
	}
}

// An outcome its payer did not sign is refused alone and skipped in a batch; the payer's own is
// still taken, so the agent holds exactly the payer's 20.
func TestX402ForeignOutcomeIsRefused(t *testing.T) {
	r := play(t, "x402-foreign-outcome")
	if !strings.Contains(r.Refused, "Refused(BadSignature)") || !strings.Contains(r.Refused, "OutcomeRefused(BadSignature)") {
		t.Errorf("refused %q: want BadSignature from rate and from rateBatch", r.Refused)
	}
	if !strings.HasPrefix(r.Outcome, "0 ratings from the forged outcome") {
		t.Errorf("outcome %q: want no rating from the forged outcome", r.Outcome)
	}
	if want := decideRatings(t, 20); r.LowerAfter != want.LowerBps || r.RoutableAfter {
		t.Errorf("lower %d, routable %v: want exactly the payer's 20 at the cap (%d bps)", r.LowerAfter, r.RoutableAfter, want.LowerBps)
	}
	if r.Spend.Sign() != 0 {
		t.Errorf("the forger spent %s", r.Spend)
	}
}

// An outcome relayed in the last second of its window (settledAt + a day) is rated; one relayed
// after it is refused TooLate: the agent holds exactly one 95.
func TestX402LateOutcomeIsRefused(t *testing.T) {
	r := play(t, "x402-late-outcome")
	if !strings.Contains(r.Refused, "Refused(TooLate)") {
		t.Errorf("refused %q: want TooLate", r.Refused)
	}
	window := thousands(uint64(deployment.DefaultOutcomeWindow.Seconds()))
	if !strings.Contains(r.Outcome, "last second (settledAt + "+window+" s) is rated") {
		t.Errorf("outcome %q: want the relay in the window's last second (settledAt + %s s) rated", r.Outcome, window)
	}
	if want := decideRatings(t, 95); r.LowerAfter != want.LowerBps {
		t.Errorf("lower %d: want exactly one 95 at the cap (%d bps)", r.LowerAfter, want.LowerBps)
	}
}
