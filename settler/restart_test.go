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

// The settler is stopped at random points while jobs keep settling, and restarted from its
// checkpoint each time: in the end every job is rated exactly once, and the jobs paid in
// another asset are skipped and counted, never rated.
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

	var ids, foreign []*big.Int
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
	testutil.Eventually(t, time.Minute, "the settler to catch up", ready(svc))
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	otherAssetSkips += promtest.ToFloat64(svc.Metrics().Skips.WithLabelValues(string(settler.SkipNotRateable)))

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
	if len(events) != len(ids) {
		t.Fatalf("%d jobs rated, want %d", len(events), len(ids))
	}
	if otherAssetSkips < float64(len(foreign)) {
		t.Fatalf("%v other-asset skips counted, want at least %d", otherAssetSkips, len(foreign))
	}
}
