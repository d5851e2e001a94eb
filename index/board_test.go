package index

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

// The provisional rule at its boundaries: fewer than 30 ratings OR fewer than 3 distinct
// payers, as IsProvisional states it and as the board shows it after feeding real ratings
// (issue 22: with AND, 48 ratings from 2 payers showed as settled; with ≤ 30, exactly 30
// ratings showed as provisional).
func TestProvisionalAtItsBoundaries(t *testing.T) {
	for _, tc := range []struct {
		ratings     uint64
		payers      int
		provisional bool
	}{
		{0, 0, true},
		{1, 1, true},
		{29, 2, true},
		{29, 3, true},
		{29, 4, true},
		{30, 2, true},
		{30, 3, false},
		{30, 4, false},
		{31, 2, true},
		{31, 3, false},
		{48, 1, true},
		{48, 2, true},
		{48, 3, false},
		{1000, 3, false},
	} {
		if got := IsProvisional(tc.ratings, tc.payers); got != tc.provisional {
			t.Errorf("IsProvisional(%d ratings, %d payers) = %v, want %v", tc.ratings, tc.payers, got, tc.provisional)
		}
		b := NewBoard()
		const key = "7"
		if err := b.Register(key); err != nil {
			t.Fatal(err)
		}
		for i := range tc.ratings {
			payer := common.BigToAddress(big.NewInt(int64(i)%int64(tc.payers) + 1))
			r := &Rated{Block: i, Agent: key, Payer: payer, Rating: 80, Weight: "1000000", Completion: 0}
			if err := b.Apply(r); err != nil {
				t.Fatal(err)
			}
		}
		policy := reputation.DefaultPolicy(6)
		if err := b.Rank(0, &policy); err != nil {
			t.Fatal(err)
		}
		row := b.Rows()[0]
		if row.Provisional != tc.provisional || row.Ratings != tc.ratings || row.Payers != min(tc.payers, ProvisionalPayers) {
			t.Errorf("%d ratings from %d payers: the board shows provisional %v, %d ratings, %d payers; want %v, %d, %d",
				tc.ratings, tc.payers, row.Provisional, row.Ratings, row.Payers, tc.provisional, tc.ratings, min(tc.payers, ProvisionalPayers))
		}
	}
}

// evidence is an agent's state with `units` whole units of a 6-decimals asset at avgBps.
func evidence(units, base uint64, avgBps uint64) reputation.State {
	var s reputation.State
	s.Weight.SetUint64(units*1_000_000 + base)
	s.SumW.Mul(&s.Weight, uint256.NewInt(avgBps))
	s.Count = units + 1
	return s
}

// rankOf ranks agents (id → state) at epoch 0 under the default policy and returns the ids in
// board order, with the rows by id.
func rankOf(t *testing.T, states map[string]reputation.State) ([]string, map[string]Row) {
	t.Helper()
	b := NewBoard()
	for key, s := range states {
		a, err := b.get(key)
		if err != nil {
			t.Fatal(err)
		}
		a.state = s
	}
	policy := reputation.DefaultPolicy(6)
	if err := b.Rank(0, &policy); err != nil {
		t.Fatal(err)
	}
	order, rows := []string{}, map[string]Row{}
	for i, r := range b.Rows() {
		if r.Rank != i+1 {
			t.Fatalf("row %d has rank %d", i, r.Rank)
		}
		order = append(order, r.AgentID)
		rows[r.AgentID] = r
	}
	return order, rows
}

// The leaderboard's order, one key at a time, each tested with every earlier key equal and the
// later keys pointing the other way: the smoothed score (highest first), then the Wilson lower
// bound (highest first), then the evidence weight (most first), then the agent id (lowest
// first, as a number).
func TestLeaderboardOrderAndEachTieBreak(t *testing.T) {
	for _, tc := range []struct {
		name   string
		states map[string]reputation.State
		want   []string
		check  func(a, b Row) string // the precondition of the case on the first two agents of want
	}{
		{
			name: "smoothed score first, over a higher lower bound and more weight",
			// 1 unit at 100% beats 1000 units at 72%: a higher smoothed score, a lower bound far below.
			states: map[string]reputation.State{"1": evidence(1000, 0, 7200), "2": evidence(1, 0, 10_000)},
			want:   []string{"2", "1"},
			check: func(a, b Row) string {
				if a.SmoothedBps > b.SmoothedBps && a.LowerBps < b.LowerBps && a.Weight.Cmp(b.Weight) < 0 {
					return ""
				}
				return "want a higher smoothed score with a lower bound and weight below the other's"
			},
		},
		{
			name: "equal smoothed scores: the higher lower bound first",
			// At the prior's 7000 bps the smoothed score is 7000 whatever the weight; more weight
			// narrows the bound. The id points the other way.
			states: map[string]reputation.State{"1": evidence(2, 0, 7000), "2": evidence(200, 0, 7000)},
			want:   []string{"2", "1"},
			check: func(a, b Row) string {
				if a.SmoothedBps == b.SmoothedBps && a.LowerBps > b.LowerBps {
					return ""
				}
				return "want equal smoothed scores and a higher lower bound"
			},
		},
		{
			name: "equal smoothed scores and lower bounds: more weight first",
			// One base unit more weight moves neither floored figure; the id points the other way.
			states: map[string]reputation.State{"1": evidence(200, 0, 7000), "2": evidence(200, 1, 7000)},
			want:   []string{"2", "1"},
			check: func(a, b Row) string {
				if a.SmoothedBps == b.SmoothedBps && a.LowerBps == b.LowerBps && a.Weight.Cmp(b.Weight) > 0 {
					return ""
				}
				return "want equal smoothed scores and lower bounds, more weight"
			},
		},
		{
			name: "equal evidence: the lower id first, as a number",
			// 9 < 10 < 12 < 100 as numbers, not as strings; unrated agents all tie at the prior.
			states: map[string]reputation.State{"100": {}, "12": {}, "10": {}, "9": {}},
			want:   []string{"9", "10", "12", "100"},
			check: func(a, b Row) string {
				if a.SmoothedBps == b.SmoothedBps && a.LowerBps == b.LowerBps && a.Weight.Cmp(b.Weight) == 0 {
					return ""
				}
				return "want equal evidence"
			},
		},
	} {
		order, rows := rankOf(t, tc.states)
		if msg := tc.check(rows[tc.want[0]], rows[tc.want[1]]); msg != "" {
			t.Fatalf("%s: the case does not hold (%s): %+v, %+v", tc.name, msg, rows[tc.want[0]], rows[tc.want[1]])
		}
		if fmt.Sprint(order) != fmt.Sprint(tc.want) {
			t.Errorf("%s: board order %v, want %v\n%+v", tc.name, order, tc.want, rows)
		}
	}
}
