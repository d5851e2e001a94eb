package settler

import (
	"math/big"
	"testing"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

func TestDerive(t *testing.T) {
	ev := func(rateable bool, kind, rating uint8) *bindings.EscrowJobSettled {
		return &bindings.EscrowJobSettled{JobId: big.NewInt(9), AgentId: big.NewInt(77), Kind: kind, Rating: rating, Rateable: rateable}
	}
	r, skip := Derive(ev(true, uint8(reputation.KindBuyer), 42), 3)
	if skip != "" || r.Escrow != 3 || r.JobID.Int64() != 9 || r.AgentID.Int64() != 77 || r.Rating != 42 || r.Kind != reputation.KindBuyer {
		t.Fatalf("a rateable settlement: %+v %q", r, skip)
	}
	want := new(big.Int).Lsh(big.NewInt(3), 224)
	if r.Key().Cmp(want.Or(want, big.NewInt(9))) != 0 {
		t.Fatalf("key %x, want escrow 3 in the top 32 bits and job 9 below", r.Key())
	}
	if _, skip := Derive(ev(false, 0, 70), 0); skip != SkipNotRateable {
		t.Fatalf("a settlement the escrow marked not rateable: skip %q", skip)
	}
	if _, skip := Derive(ev(true, 9, 70), 0); skip != SkipUnknownKind {
		t.Fatalf("an unknown kind: skip %q", skip)
	}
}
