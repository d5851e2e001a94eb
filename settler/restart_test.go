package settler_test

import (
	"context"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// The settler is stopped at random points while jobs keep settling, in the factory escrow and in
// a foreign ERC-8183 escrow through the rating hook, and restarted from its checkpoint each time:
// in the end every job is rated exactly once, and the jobs paid in another asset and the records
// the hook made not rateable are skipped and counted, never rated.
func TestRestartsLoseNothingAndRateNothingTwice(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	tn := startTestnet(t)
	other, err := tn.DeployTestToken(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dev := testnet.DevAccounts()
	r := rand.New(rand.NewPCG(11, 11))
	checkpoint := filepath.Join(t.TempDir(), "checkpoint.json")

	rig := newForeignRig(t, tn)
	var ids, foreign []*big.Int
	var records, notRateable []testnet.ForeignRecord
	var otherAssetSkips float64
	for round := range 8 {
		jobs, _ := randomJobs(r, 40, dev[3], dev[4:])
		for i := range 3 { // a few paid in an asset the ledger does not weigh
			jobs[i].Token = other
		}
		chunk, err := tn.RunJobs(ctx, jobs)
		if err != nil {
			t.Fatal(err)
		}
		foreign = append(foreign, chunk[:3]...)
		ids = append(ids, chunk[3:]...)
		rateable, not := rig.jobs(t, 6, 1)
		records, notRateable = append(records, rateable...), append(notRateable, not...)

		svc := newService(t, tn, checkpoint)
		runCtx, stop := context.WithTimeout(ctx, time.Duration(10+r.IntN(150))*time.Millisecond)
		if err := svc.Run(runCtx); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		stop()
		otherAssetSkips += promtest.ToFloat64(svc.Metrics().Skips.WithLabelValues(string(settler.SkipNotRateable)))
	}

	svc := newService(t, tn, checkpoint)
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	waitRated(t, tn, ids)
	rig.waitRated(t, records)
	testutil.Eventually(t, time.Minute, "the settler to catch up", ready(svc))
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	otherAssetSkips += promtest.ToFloat64(svc.Metrics().Skips.WithLabelValues(string(settler.SkipNotRateable)))

	rig.ratedOnce(t, records, notRateable)
	events := ratedEvents(t, tn)
	for _, id := range ids {
		if n := len(events[id.String()]); n != 1 {
			t.Fatalf("job %s rated %d times", id, n)
		}
	}
	for _, id := range foreign {
		if n := len(events[id.String()]); n != 0 {
			t.Fatalf("job %s, paid in another asset, was rated", id)
		}
	}
	if len(events) != len(ids)+len(records) {
		t.Fatalf("%d jobs rated, want %d of the factory escrow and %d of the foreign one", len(events), len(ids), len(records))
	}
	// A range read again after a restart counts its skips again: at least once each. Jobs paid in
	// another asset are not among them: the rating hook records nothing of them
	// (FactoryJobNotRecorded), so the settler never sees them.
	if want := len(notRateable); otherAssetSkips < float64(want) {
		t.Fatalf("%v not-rateable skips counted, want at least %d (other asset, hook records)", otherAssetSkips, want)
	}
}
