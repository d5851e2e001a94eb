package settler_test

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// A foreign escrow's job rated through the rating hook is bridged as a factory escrow's is: under
// its ERC-8004 id when the hook's record names one, skipped as no_agent_id when the record's agent
// is the provider's address. The feedback's URI and hash name the foreign escrow and its own job
// id; tag2 names the job as the ledger does, by the hook's index and key.
func TestERC8004BridgeWritesForeignJobsRatings(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	rig := newBridgeRig(t, ctx)
	hook, err := rig.tn.RatingHook()
	if err != nil {
		t.Fatal(err)
	}
	fe, err := rig.tn.AddForeignEscrow(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dev := testnet.DevAccounts()
	providers := []testnet.DevAccount{dev[4], dev[5], dev[6]} // dev 6 has no ERC-8004 id
	jobs := make([]testnet.ForeignJob, 6)
	withID := 0
	for i := range jobs {
		p := providers[i%len(providers)]
		jobs[i] = testnet.ForeignJob{Client: dev[3], Provider: p, Budget: big.NewInt(int64(2+i) * unit),
			Outcome: testnet.Outcome{Shipped: true, CriticRan: i%2 == 0}, AgentID: rig.agents[p.Address]}
		if jobs[i].AgentID != nil {
			withID++
		}
	}
	recs, err := rig.tn.RunForeignJobsOn(ctx, fe.Address, hook.Address, jobs)
	if err != nil {
		t.Fatal(err)
	}

	svc, err := settler.NewService(ctx, settler.Config{
		RPC: rig.tn.HTTPURL, Ledger: rig.tn.Deployment.Ledger, Confirmations: 2, ERC8004Reputation: rig.addr,
		CheckpointPath: filepath.Join(t.TempDir(), "checkpoint.json"), BatchSize: 10, PollInterval: 20 * time.Millisecond,
		ResubmitAfter: 10 * time.Second,
	}, rig.tn.Client, rig.tn.Scorer.Key, zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel))
	if err != nil {
		t.Fatal(err)
	}
	runService(t, svc)
	m := svc.Metrics().Feedback
	count := func(result string) int { return int(promtest.ToFloat64(m.WithLabelValues(result))) }
	testutil.Eventually(t, time.Minute, "every foreign job's rating handled by the bridge", testutil.Holds(func() bool {
		return count(settler.FeedbackWritten)+count(settler.FeedbackNoAgentID)+count(settler.FeedbackFailed) == len(jobs)
	}))
	if w, s, f := count(settler.FeedbackWritten), count(settler.FeedbackNoAgentID), count(settler.FeedbackFailed); w != withID || s != len(jobs)-withID || f != 0 {
		t.Fatalf("feedback written %d, skipped %d, failed %d; want %d, %d, 0", w, s, f, withID, len(jobs)-withID)
	}

	fbs, err := testutil.Events(ctx, rig.registry, 0, rig.regABI.UnpackNewFeedbackEvent)
	if err != nil {
		t.Fatal(err)
	}
	if len(fbs) != withID {
		t.Fatalf("%d NewFeedback events, want %d", len(fbs), withID)
	}
	for _, fb := range fbs {
		i := -1
		for k, r := range recs {
			if fb.Tag2 == settler.FeedbackJobTag(hook.Index, r.Key) {
				i = k
			}
		}
		if i < 0 {
			t.Fatalf("feedback tag2 %q names none of the foreign jobs (the hook's index %d and key)", fb.Tag2, hook.Index)
		}
		r := recs[i]
		if fb.ClientAddress != rig.tn.Scorer.Address || fb.AgentId.Cmp(jobs[i].AgentID) != 0 || fb.Value.Int64() != int64(r.Rating) ||
			fb.Tag1 != settler.FormulaID || fb.FeedbackURI != settler.FeedbackURI(testnet.SimulatedChainID, fe.Address, r.JobID) ||
			fb.FeedbackHash != settler.FeedbackHash(fe.Address, r.JobID) {
			t.Fatalf("feedback for foreign job %s: %+v; want the scorer's, agent %s, value %d, the foreign escrow %s's job", r.JobID, fb,
				jobs[i].AgentID, r.Rating, fe.Address.Hex())
		}
	}
}
