package index

import (
	"math/big"
	"sort"
	"testing"

	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

// Each field the audit compares, on its own: a rebuilt state that differs from the ledger's in
// that field alone is reported as exactly one difference naming the agent and the field, with
// both values (issue 22: an audit comparing the rebuilt weight with itself said "ok" when the
// index and the ledger disagreed on evidence weight).
func TestAuditNamesEachDifferingField(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(16)
	ix, st := g.open(t.TempDir(), 0)
	defer st.Close()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	states, block := ix.States()
	faithful, err := Compare(g.ctx, g.sim.Client, g.sim.Deployment.Ledger, states, block)
	if err != nil {
		t.Fatal(err)
	}
	if len(faithful.Diffs) != 0 || faithful.Matched != len(states) || len(states) < 2 {
		t.Fatalf("the faithful rebuild of %d agents: %d match, differences %+v", len(states), faithful.Matched, faithful.Diffs)
	}
	keys := make([]string, 0, len(states))
	for k := range states {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	key := keys[0]
	id, _ := new(big.Int).SetString(key, 10)

	half := func(v *uint256.Int) { v.Rsh(v, 1) }
	for _, tc := range []struct {
		field  string
		tamper func(s *reputation.State)
		value  func(s *reputation.State) *big.Int
	}{
		{"sumW", func(s *reputation.State) { half(&s.SumW) }, func(s *reputation.State) *big.Int { return s.SumW.ToBig() }},
		{"weight", func(s *reputation.State) { s.Weight.Add(&s.Weight, &s.Weight) }, func(s *reputation.State) *big.Int { return s.Weight.ToBig() }},
		{"count", func(s *reputation.State) { s.Count++ }, func(s *reputation.State) *big.Int { return new(big.Int).SetUint64(s.Count) }},
		{"disputed", func(s *reputation.State) {
			if s.Disputed.IsZero() {
				s.Disputed.Rsh(&s.Weight, 1)
			} else {
				s.Disputed.Clear()
			}
		}, func(s *reputation.State) *big.Int { return s.Disputed.ToBig() }},
	} {
		tampered := make(map[string]reputation.State, len(states))
		for k, s := range states {
			tampered[k] = s
		}
		s := states[key]
		tc.tamper(&s)
		tampered[key] = s

		res, err := Compare(g.ctx, g.sim.Client, g.sim.Deployment.Ledger, tampered, block)
		if err != nil {
			t.Fatal(err)
		}
		faithfulState := states[key]
		orig, bad := faithfulState.At(res.Epoch), s.At(res.Epoch)
		want := Diff{Agent: Display(id), Field: tc.field, Rebuilt: tc.value(&bad).String(), Ledger: tc.value(&orig).String()}
		if want.Rebuilt == want.Ledger {
			t.Fatalf("%s: the tampering does not survive the decay to epoch %d: %s", tc.field, res.Epoch, want.Rebuilt)
		}
		if len(res.Diffs) != 1 || res.Diffs[0] != want {
			t.Errorf("%s differs: the audit reports %+v, want exactly %+v", tc.field, res.Diffs, want)
		}
		if res.Matched != len(states)-1 || len(res.Agents) != len(states) {
			t.Errorf("%s differs: %d of %d agents match, want %d of %d", tc.field, res.Matched, len(res.Agents), len(states)-1, len(states))
		}
	}
}
