package settler_test

import (
	"fmt"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// refusedWord is an outcome word the rubric refuses (violations without a critic run): the hook
// records the job as not rateable.
var refusedWord = reputation.Outcome{Violations: 2}.Word().FillBytes(make([]byte, 32))

// foreignRig drives jobs through a foreign ERC-8183 escrow registered on a rating hook.
type foreignRig struct {
	tn     *testnet.Testnet
	hook   deployment.SourceInfo // the hook and its index on the ledger
	escrow common.Address
}

// newForeignRig deploys a foreign escrow and registers it on the deployment's rating hook.
func newForeignRig(t *testing.T, tn *testnet.Testnet) *foreignRig {
	t.Helper()
	hook, err := tn.RatingHook()
	if err != nil {
		t.Fatal(err)
	}
	fe, err := tn.AddForeignEscrow(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return &foreignRig{tn: tn, hook: hook, escrow: fe.Address}
}

// jobs runs n jobs of dev 3 for dev 4, 5, … through the foreign escrow, completed with a good
// outcome except the first `refused`, completed with a word the rubric refuses; it returns the
// rateable records and the others.
func (rig *foreignRig) jobs(t *testing.T, n, refused int) (rateable, not []testnet.ForeignRecord) {
	t.Helper()
	dev := testnet.DevAccounts()
	jobs := make([]testnet.ForeignJob, n)
	for i := range jobs {
		jobs[i] = testnet.ForeignJob{Client: dev[3], Provider: dev[4+i%5], Budget: big.NewInt(int64(2+i%4) * unit),
			Outcome: testnet.Outcome{Shipped: true, CriticRan: true}}
		if i < refused {
			jobs[i].OptParams = refusedWord
		}
	}
	recs, err := rig.tn.RunForeignJobsOn(t.Context(), rig.escrow, rig.hook.Address, jobs)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range recs {
		if !r.Recorded || r.Rateable != (i >= refused) {
			t.Fatalf("foreign job %d: recorded %v, rateable %v; want recorded, rateable %v", i, r.Recorded, r.Rateable, i >= refused)
		}
		if r.Rateable {
			rateable = append(rateable, r)
		} else {
			not = append(not, r)
		}
	}
	return rateable, not
}

// keys are the hook's keys of the records.
func recordKeys(recs []testnet.ForeignRecord) []*big.Int {
	out := make([]*big.Int, len(recs))
	for i, r := range recs {
		out[i] = r.Key
	}
	return out
}

// rated is how many of the records the ledger holds rated at the newest block.
func (rig *foreignRig) rated(t *testing.T, recs []testnet.ForeignRecord) int {
	t.Helper()
	return ratedAt(t, rig.tn, rig.hook.Index, recordKeys(recs))
}

// waitRated waits until the ledger holds every record.
func (rig *foreignRig) waitRated(t *testing.T, recs []testnet.ForeignRecord) {
	t.Helper()
	n := 0
	testutil.Eventually(t, 2*time.Minute, fmt.Sprintf("%d foreign jobs rated", len(recs)), testutil.Holds(func() bool {
		n = rig.rated(t, recs)
		return n == len(recs)
	}), func() string { return fmt.Sprintf("%d of %d rated", n, len(recs)) })
}

// ratedOnce checks that each rateable record has exactly one Rated event on the canonical chain,
// naming the hook as its escrow and carrying the hook's rating, and that no other record has one.
func (rig *foreignRig) ratedOnce(t *testing.T, rateable, not []testnet.ForeignRecord) {
	t.Helper()
	// Job ids repeat across escrows and hooks (each hook's first escrow is ordinal 1): the hook's
	// events only, by key.
	events := map[string][]*bindings.ReputationLedgerRated{}
	for id, evs := range ratedEvents(t, rig.tn) {
		for _, ev := range evs {
			if ev.Escrow == rig.hook.Address {
				events[id] = append(events[id], ev)
			}
		}
	}
	for _, r := range rateable {
		evs := events[r.Key.String()]
		if len(evs) != 1 {
			t.Fatalf("foreign job %s (key %s) rated %d times by the hook %s", r.JobID, r.Key, len(evs), rig.hook.Address.Hex())
		}
		if ev := evs[0]; ev.Rating != r.Rating || ev.Kind != r.Kind {
			t.Fatalf("foreign job %s rated (rating %d, kind %d), want the hook's (%d, %d)", r.JobID, ev.Rating, ev.Kind, r.Rating, r.Kind)
		}
	}
	for _, r := range not {
		if n := len(events[r.Key.String()]); n != 0 {
			t.Fatalf("foreign job %s, recorded not rateable, was rated %d times", r.JobID, n)
		}
	}
	if n := rig.rated(t, not); n != 0 {
		t.Fatalf("%d not-rateable records rated", n)
	}
}

// The settler finds the deployment's rating hook among the ledger's sources and rates every
// rateable job a registered foreign escrow records through it, once, under (hook index << 224) |
// key, beside the factory escrow's jobs; a record the hook made not rateable is skipped and
// counted. A second hook registered while the settler runs is followed from its registration
// on, and its escrow's jobs are rated under its own index.
func TestRatesForeignEscrowJobsThroughTheHook(t *testing.T) {
	tn := startTestnet(t)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 2)
	runService(t, svc)

	rig := newForeignRig(t, tn)
	rateable, not := rig.jobs(t, 6, 2)
	ids := someJobs(t, tn, 3, nil) // the factory escrow's, in the same run
	rig.waitRated(t, rateable)
	waitRated(t, tn, ids)
	skips := svc.Metrics().Skips.WithLabelValues(string(settler.SkipNotRateable))
	testutil.Eventually(t, time.Minute, "the not-rateable records skipped and counted", testutil.Holds(func() bool {
		return promtest.ToFloat64(skips) == float64(len(not))
	}), func() string { return fmt.Sprintf("%v skipped", promtest.ToFloat64(skips)) })

	// A hook registered now: the settler follows it from its SourceRegistered on.
	second, err := tn.DeployRatingHook(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if second.Index == rig.hook.Index {
		t.Fatalf("the second hook has the first's index %d", second.Index)
	}
	escrow, err := tn.DeployForeignEscrow(t.Context(), tn.Admin)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tn.RegisterForeignEscrowOn(t.Context(), second.Address, escrow); err != nil {
		t.Fatal(err)
	}
	later := &foreignRig{tn: tn, hook: second, escrow: escrow}
	laterRateable, laterNot := later.jobs(t, 4, 1)
	later.waitRated(t, laterRateable)

	testutil.Eventually(t, time.Minute, "the settler to catch up", ready(svc))
	rig.ratedOnce(t, rateable, not)
	later.ratedOnce(t, laterRateable, laterNot)
	events := ratedEvents(t, tn)
	for _, id := range ids {
		if n := len(events[id.String()]); n != 1 {
			t.Fatalf("factory escrow job %s rated %d times", id, n)
		}
	}
	if got, want := promtest.ToFloat64(skips), float64(len(not)+len(laterNot)); got != want {
		t.Fatalf("%v not-rateable skips counted, want %v", got, want)
	}
}

// A ledger-level stop of the hook's index (setEscrowStopped on the hook's source index) skips its
// new records, counted as the escrows' are; resuming rates the next ones.
func TestStoppedHookRecordsAreSkipped(t *testing.T) {
	tn := startTestnet(t)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 2)
	runService(t, svc)
	rig := newForeignRig(t, tn)

	if _, err := tn.Send(tn.Admin, tn.Ledger, tn.LedgerABI.PackSetEscrowStopped(rig.hook.Index, true)); err != nil {
		t.Fatal(err)
	}
	if err := tn.Mine(t.Context()); err != nil {
		t.Fatal(err)
	}
	stopped, _ := rig.jobs(t, 3, 0)
	skips := svc.Metrics().Skips.WithLabelValues(string(settler.SkipEscrowStopped))
	testutil.Eventually(t, time.Minute, "the stopped hook's records skipped", testutil.Holds(func() bool {
		return promtest.ToFloat64(skips) == float64(len(stopped))
	}), func() string { return fmt.Sprintf("%v skipped", promtest.ToFloat64(skips)) })
	if n := rig.rated(t, stopped); n != 0 {
		t.Fatalf("%d records of the stopped hook rated", n)
	}
}

// One run rates all three kinds of work, each once: the factory escrow's jobs, x402 payments
// whose payers' outcomes come in over HTTP, and a foreign escrow's jobs recorded by the rating
// hook (a not-rateable record among them, skipped).
func TestMixedRunRatesEscrowX402AndHookJobsOnce(t *testing.T) {
	tn := startQuietTestnet(t)
	x := newX402Rig(t, tn)
	rig := newForeignRig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 2,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")))
	t.Cleanup(func() { _ = svc.Close() })
	intake := serveIntake(t, svc)
	runService(t, svc)

	rcs := x.settle(t, 5*unit, 3*unit)
	ids := someJobs(t, tn, 3, nil)
	rateable, not := rig.jobs(t, 4, 1)
	mustAccept(t, intake.URL(), x.sign(t, goodOutcome, rcs...))
	more := someJobs(t, tn, 2, nil)
	ids = append(ids, more...)
	moreRateable, _ := rig.jobs(t, 2, 0)
	rateable = append(rateable, moreRateable...)

	drained(t, tn, svc)
	testutil.Eventually(t, time.Minute, "every job rated", testutil.Holds(func() bool {
		n, err := countRated(tn, ids, nil)
		if err != nil {
			t.Fatal(err)
		}
		if n == len(ids) && rig.rated(t, rateable) == len(rateable) {
			return true
		}
		tn.Commit()
		return false
	}))
	testutil.Eventually(t, time.Minute, "the settler to catch up", testutil.Holds(func() bool {
		tn.Commit()
		ok, _ := svc.Ready()
		return ok
	}))

	rig.ratedOnce(t, rateable, not)
	ratings := x.ratings(t)
	for i, rc := range rcs {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Fatalf("x402 receipt %d rated %d times", i, n)
		}
	}
	events := ratedEvents(t, tn)
	for _, id := range ids {
		if n := len(events[id.String()]); n != 1 {
			t.Fatalf("factory escrow job %s rated %d times", id, n)
		}
	}
	if got := promtest.ToFloat64(svc.Metrics().Skips.WithLabelValues(string(settler.SkipNotRateable))); got != float64(len(not)) {
		t.Fatalf("%v not-rateable skips counted, want %d", got, len(not))
	}
	// The ledger holds a rating a moment before the settler reads its receipt and counts it.
	want := float64(len(ids) + len(rcs) + len(rateable))
	testutil.Eventually(t, 30*time.Second, "every rating counted submitted", testutil.Holds(func() bool {
		if got := submitted(svc); got > want {
			t.Fatalf("%v ratings counted submitted, want %v", got, want)
		}
		return submitted(svc) == want
	}), func() string { return fmt.Sprintf("%v ratings counted submitted, want %v", submitted(svc), want) })
}
