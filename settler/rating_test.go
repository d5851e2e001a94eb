package settler

import (
	"math/big"
	"testing"

	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/bindings/scripted"
	"github.com/repledger/repledger/reputation"
)

// The load-test double's JobSettled event becomes a rating under its escrow index.
func TestDerive(t *testing.T) {
	ev := func(rateable bool, kind, rating uint8) *scripted.ScriptedSettlementsJobSettled {
		return &scripted.ScriptedSettlementsJobSettled{JobId: big.NewInt(9), AgentId: big.NewInt(77), Kind: kind, Rating: rating, Rateable: rateable}
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

// A hook's record becomes a rating under the hook's source index with the hook's key as the job
// id: the ledger's key is (index << 224) | (ordinal << 192) | jobId.
func TestDeriveRecord(t *testing.T) {
	key := new(big.Int).Or(new(big.Int).Lsh(big.NewInt(2), 192), big.NewInt(9)) // ordinal 2, job 9
	ev := func(rateable bool, kind uint8) *ratinghook.RatingHookJobRecorded {
		return &ratinghook.RatingHookJobRecorded{Key: key, JobId: big.NewInt(9), AgentId: big.NewInt(77), Kind: kind, Rating: 95, Rateable: rateable}
	}
	const hook = 1<<31 + 1 // a source index
	r, skip := DeriveRecord(ev(true, uint8(reputation.KindAuto)), hook)
	if skip != "" || r.Escrow != hook || r.JobID.Cmp(key) != 0 || r.AgentID.Int64() != 77 || r.Rating != 95 || r.Kind != reputation.KindAuto {
		t.Fatalf("a rateable record: %+v %q", r, skip)
	}
	want := new(big.Int).Lsh(big.NewInt(hook), 224)
	if r.Key().Cmp(want.Or(want, key)) != 0 {
		t.Fatalf("key %x, want the hook's index in the top 32 bits and the hook's key below", r.Key())
	}
	if _, skip := DeriveRecord(ev(false, 0), hook); skip != SkipNotRateable {
		t.Fatalf("a record the hook made not rateable: skip %q", skip)
	}
	if _, skip := DeriveRecord(ev(true, 9), hook); skip != SkipUnknownKind {
		t.Fatalf("an unknown kind: skip %q", skip)
	}
}

// The hook's record of a factory escrow's job becomes a rating under that escrow's index and the
// escrow's own job id, the key the ledger has always used for its escrows' jobs.
func TestDeriveFactoryRecord(t *testing.T) {
	ev := func(rateable bool, kind uint8) *ratinghook.RatingHookFactoryJobRecorded {
		return &ratinghook.RatingHookFactoryJobRecorded{EscrowIndex: 2, JobId: big.NewInt(9), AgentId: big.NewInt(77), Kind: kind,
			Rating: 40, Rateable: rateable}
	}
	r, skip := DeriveFactoryRecord(ev(true, uint8(reputation.KindDispute)))
	if skip != "" || r.Escrow != 2 || r.JobID.Int64() != 9 || r.AgentID.Int64() != 77 || r.Rating != 40 || r.Kind != reputation.KindDispute {
		t.Fatalf("a rateable record: %+v %q", r, skip)
	}
	want := new(big.Int).Lsh(big.NewInt(2), 224)
	if r.Key().Cmp(want.Or(want, big.NewInt(9))) != 0 {
		t.Fatalf("key %x, want escrow 2 in the top 32 bits and job 9 below", r.Key())
	}
	if _, skip := DeriveFactoryRecord(ev(false, 0)); skip != SkipNotRateable {
		t.Fatalf("a record the hook made not rateable: skip %q", skip)
	}
	if _, skip := DeriveFactoryRecord(ev(true, 9)); skip != SkipUnknownKind {
		t.Fatalf("an unknown kind: skip %q", skip)
	}
}
