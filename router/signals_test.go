package router

import (
	"context"

	"errors"
	"github.com/ethereum/go-ethereum"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

func TestDiscountIsOneOverRootK(t *testing.T) {
	w := uint256.NewInt(12_000_000)
	for _, tc := range []struct {
		k    int
		want uint64
	}{{1, 12_000_000}, {2, 8_485_278}, {4, 6_000_000}, {9, 4_000_000}, {100, 1_200_000}} {
		if got := discount(w, tc.k).Uint64(); got != tc.want {
			t.Errorf("discount(12 U, %d) = %d, want %d", tc.k, got, tc.want)
		}
	}
}

func rated(agent int64, payer byte, rating uint8, kind uint8, epoch int64) *bindings.ReputationLedgerRated {
	return &bindings.ReputationLedgerRated{AgentId: big.NewInt(agent), Payer: common.Address{payer}, Rating: rating, Kind: kind,
		Weight: big.NewInt(12_000_000), CompletionEpoch: big.NewInt(epoch), AppliedEpoch: big.NewInt(epoch), JobId: big.NewInt(1)}
}

// Three ratings of agent 1 by payer A and one by B; B also paid agent 2 earlier: the signals count
// two payers, give A three quarters of the weight, date B's first payment from agent 2's job, and
// discount A's repeats.
func TestSignalsFromRatedEvents(t *testing.T) {
	x := newSignalIndex(nil, common.Address{}, 0, 10)
	for _, ev := range []*bindings.ReputationLedgerRated{rated(2, 'B', 90, 0, 1), rated(1, 'A', 20, 1, 5),
		rated(1, 'A', 20, 1, 5), rated(1, 'A', 20, 1, 5), rated(1, 'B', 95, 0, 5)} {
		if err := x.add(ev); err != nil {
			t.Fatal(err)
		}
	}
	p := reputation.DefaultPolicy(6)
	s, err := x.signals(big.NewInt(1), 5, &p)
	if err != nil {
		t.Fatal(err)
	}
	if s.DistinctPayers != 2 || s.TopPayer != (common.Address{'A'}) || s.TopPayerShareBps != 7500 || len(s.Payers) != 2 {
		t.Fatalf("signals %+v", s)
	}
	b := s.Payers[1]
	if b.Payer != (common.Address{'B'}) || b.FirstPaymentAgeEpochs != 4 || b.DistinctProviders != 2 || b.ShareBps != 2500 || b.Ratings != 1 {
		t.Fatalf("payer B %+v", b)
	}
	// The discount weighs A's three 20s as 1 + 1/√2 + 1/√3 ratings: the bound rises above the ledger's.
	var st reputation.State
	for range 3 {
		_ = st.Apply(5, 20, uint256.NewInt(12_000_000), reputation.KindBuyer)
	}
	_ = st.Apply(5, 95, uint256.NewInt(12_000_000), reputation.KindAuto)
	plain, _ := p.Decide(&st)
	if s.DiscountedLowerBps <= plain.LowerBps {
		t.Fatalf("discounted %d bps, ledger %d: the discount must soften A's repeated 20s", s.DiscountedLowerBps, plain.LowerBps)
	}
	// An agent nobody paid reads the prior, discounted or not.
	if s, _ := x.signals(big.NewInt(3), 5, &p); s.DistinctPayers != 0 || s.DiscountedLowerBps != 5565 {
		t.Fatalf("newcomer %+v", s)
	}
	// The index is bounded: two agents and two payers fill a limit of four.
	small := newSignalIndex(nil, common.Address{}, 0, 3)
	var full error
	for _, ev := range []*bindings.ReputationLedgerRated{rated(1, 'A', 1, 0, 0), rated(2, 'B', 1, 0, 0)} {
		if err := small.add(ev); err != nil {
			full = err
		}
	}
	if !errors.Is(full, ErrSignalsFull) {
		t.Fatalf("a full index: %v", full)
	}
}

func TestPoliciesRefuseOnlyWhatTheyName(t *testing.T) {
	sig := &Signals{DistinctPayers: 2, TopPayerShareBps: 6000, DiscountedLowerBps: 5400}
	base := Decision{Routable: true, Ratings: 4, DisputeRateBps: 2500, Signals: sig}
	for _, tc := range []struct {
		p        Policies
		routable bool
		why      string
	}{
		{Policies{}, true, ""},
		{Policies{MinDistinctPayers: 2}, true, ""},
		{Policies{MinDistinctPayers: 3}, false, "2 distinct payers"},
		{Policies{MaxTopPayerShareBps: 6000}, true, ""},
		{Policies{MaxTopPayerShareBps: 5999}, false, "top payer"},
		{Policies{MaxDisputeRateBps: 2500}, true, ""},
		{Policies{MaxDisputeRateBps: 2000}, false, "dispute rate"},
		{Policies{RepeatDiscount: true}, false, "repeat discount"},
	} {
		d := base
		tc.p.apply(&d, 5500)
		if d.Routable != tc.routable || !strings.Contains(d.RefusedBy, tc.why) {
			t.Errorf("%s: routable %v (%q), want %v (%q)", tc.p, d.Routable, d.RefusedBy, tc.routable, tc.why)
		}
	}
	// An agent without evidence keeps the prior's verdict under a payer minimum.
	d := Decision{Routable: true, Signals: &Signals{DiscountedLowerBps: 5565}}
	Policies{MinDistinctPayers: 3}.apply(&d, 5500)
	if !d.Routable {
		t.Error("a newcomer was refused for having no payers")
	}
	// The repeat discount can also route an agent the ledger's bound leaves under the floor.
	d = Decision{Routable: false, Ratings: 3, Signals: &Signals{DiscountedLowerBps: 5600}}
	Policies{RepeatDiscount: true}.apply(&d, 5500)
	if !d.Routable {
		t.Error("the discounted bound above the floor must route")
	}
	if _, err := New(unreachableClient{}, common.Address{1}, WithPolicies(Policies{MinDistinctPayers: 1})); !errors.Is(err, errPoliciesNeedSignals) {
		t.Errorf("a payer policy without signals: %v", err)
	}
	if p := (Policies{}); p.String() != "default" {
		t.Errorf("zero policies print %q", p)
	}
}

// unreachableClient refuses every call (this package's own tests cannot see router_test's fakes).
type unreachableClient struct{}

func (unreachableClient) CallContract(context.Context, ethereum.CallMsg, *big.Int) ([]byte, error) {
	return nil, errors.New("connection refused")
}
