package settler_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

const unit = 1_000_000

// randomJobs is testnet.RandomJobs under the default 12-unit cap.
func randomJobs(r *rand.Rand, n int, client testnet.DevAccount, providers []testnet.DevAccount) ([]testnet.Job, []testnet.Expected) {
	return testnet.RandomJobs(r, n, client, providers, 12*unit)
}

func startTestnet(t *testing.T) *testnet.Testnet {
	t.Helper()
	tn, err := testnet.Serve(context.Background(), testnet.ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond, IdleBlockPeriod: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	return tn
}

func newService(t *testing.T, tn *testnet.Testnet, checkpoint string) *settler.Service {
	t.Helper()
	svc, err := settler.NewService(context.Background(), settler.Config{
		RPC: tn.HTTPURL, Ledger: tn.Deployment.Ledger, Confirmations: 2,
		CheckpointPath: checkpoint, BatchSize: 100, PollInterval: 20 * time.Millisecond, ResubmitAfter: 10 * time.Second,
	}, tn.Client, tn.Scorer.Key, zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel))
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// ratedEvents reads every Rated event of the ledger on the canonical chain: job id → events.
func ratedEvents(t *testing.T, tn *testnet.Testnet) map[string][]*bindings.ReputationLedgerRated {
	t.Helper()
	evs, err := testutil.Events(t.Context(), tn.Ledger, 0, tn.LedgerABI.UnpackRatedEvent)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*bindings.ReputationLedgerRated{}
	for _, ev := range evs {
		out[ev.JobId.String()] = append(out[ev.JobId.String()], ev)
	}
	return out
}

// End to end on the simulated backend: 1,000 jobs with mixed outcomes become exactly 1,000
// ratings whose values, weights and kinds, read back from the ledger's events, match the rubric.
func TestSettlesEveryJobExactlyOnce(t *testing.T) {
	// Ten minutes: 1,000 jobs are about 6,000 transactions, and under -race beside the other
	// packages' tests on two cores they have taken more than five.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	tn := startTestnet(t)
	dev := testnet.DevAccounts()
	r := rand.New(rand.NewPCG(7, 7))
	jobs, want := randomJobs(r, 1000, dev[3], dev[4:])
	var ids []*big.Int
	for lo := 0; lo < len(jobs); lo += 250 {
		chunk, err := tn.RunJobs(ctx, jobs[lo:lo+250])
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, chunk...)
	}

	svc := newService(t, tn, filepath.Join(t.TempDir(), "checkpoint.json"))
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	waitRated(t, tn, ids)
	// The ledger may hold a batch before its sender has seen the receipt: wait for the settler
	// to account for all of them, as a clean stop would.
	testutil.Eventually(t, time.Minute, "the settler to count 1,000 submissions", testutil.Holds(func() bool { return submitted(svc) == 1000 }))
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	events := ratedEvents(t, tn)
	if len(events) != len(ids) {
		t.Fatalf("%d jobs rated, want %d", len(events), len(ids))
	}
	for i, id := range ids {
		evs := events[id.String()]
		if len(evs) != 1 {
			t.Fatalf("job %s rated %d times", id, len(evs))
		}
		ev, w := evs[0], want[i]
		if ev.AgentId.Cmp(w.Agent) != 0 || ev.Rating != w.Rating || ev.Weight.Cmp(w.Weight) != 0 || ev.Kind != uint8(w.Kind) {
			t.Fatalf("job %s rated (agent %s, rating %d, weight %s, kind %d), want (%s, %d, %s, %d)",
				id, ev.AgentId, ev.Rating, ev.Weight, ev.Kind, w.Agent, w.Rating, w.Weight, w.Kind)
		}
	}
	if seen := promtest.ToFloat64(svc.Metrics().SettlementsSeen); seen != 1000 {
		t.Fatalf("metrics: %v settlements seen, want 1000", seen)
	}
}

func submitted(svc *settler.Service) float64 {
	total := 0.0
	for _, k := range []string{"auto", "buyer", "dispute"} {
		total += promtest.ToFloat64(svc.Metrics().Submitted.WithLabelValues(k))
	}
	return total
}

// waitRated waits until the ledger holds every job at the newest block.
func waitRated(t *testing.T, tn *testnet.Testnet, ids []*big.Int) {
	t.Helper()
	n := 0
	testutil.Eventually(t, 3*time.Minute, fmt.Sprintf("%d jobs rated", len(ids)), func() (bool, error) {
		var err error
		n, err = countRated(tn, ids, nil)
		return n == len(ids), err
	}, func() string { return fmt.Sprintf("%d of %d rated", n, len(ids)) })
}

// keysOf are the ledger keys of jobs of the first escrow (index 0).
func keysOf(ids []*big.Int) []*big.Int {
	keys := make([]*big.Int, len(ids))
	for i, id := range ids {
		keys[i] = new(big.Int).Set(id) // escrow 0: the job id is the key
	}
	return keys
}

// countRated asks the ledger, at `block` (nil: the newest), how many of the first escrow's jobs
// it holds.
func countRated(tn *testnet.Testnet, ids []*big.Int, block *big.Int) (int, error) {
	rated, err := bind.Call(tn.Ledger, &bind.CallOpts{BlockNumber: block}, tn.LedgerABI.PackAreRated(keysOf(ids)), tn.LedgerABI.UnpackAreRated)
	n := 0
	for _, ok := range rated {
		if ok {
			n++
		}
	}
	return n, err
}

// ready adapts Service.Ready to Eventually.
func ready(svc *settler.Service) func() (bool, error) {
	return func() (bool, error) {
		ok, why := svc.Ready()
		if !ok {
			return false, fmt.Errorf("not ready: %s", why)
		}
		return true, nil
	}
}
