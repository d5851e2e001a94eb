package settler_test

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// startQuietTestnet serves a chain that mines a block only when a transaction waits (or the test
// commits one), so the test decides how deep everything is buried.
func startQuietTestnet(t *testing.T) *testnet.Testnet {
	t.Helper()
	tn, err := testnet.Serve(context.Background(), testnet.ServeConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	return tn
}

// newServiceAt is a settler over `node` with `confirmations`, polling fast; change adjusts the
// rest of its configuration.
func newServiceAt(t *testing.T, tn *testnet.Testnet, node settler.Node, checkpoint string, confirmations uint64, change ...func(*settler.Config)) *settler.Service {
	t.Helper()
	cfg := settler.Config{
		RPC: tn.HTTPURL, Ledger: tn.Deployment.Ledger, Confirmations: confirmations,
		StartBlock: tn.Deployment.Block, CheckpointPath: checkpoint, BatchSize: 100, PollInterval: 20 * time.Millisecond,
		ResubmitAfter: 10 * time.Second,
	}
	for _, f := range change {
		f(&cfg)
	}
	svc, err := settler.NewService(context.Background(), cfg, node, tn.Scorer.Key, zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel))
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// runService runs svc until the test ends.
func runService(t *testing.T, svc *settler.Service) {
	t.Helper()
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- svc.Run(ctx) }()
	t.Cleanup(func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	})
}

// completionBlocks reads the block of each job's JobCompleted event on the canonical chain.
func completionBlocks(t *testing.T, tn *testnet.Testnet) map[string]uint64 {
	t.Helper()
	evs, err := testutil.Events(t.Context(), tn.Escrow, 0, tn.EscrowABI.UnpackJobCompletedEvent)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]uint64{}
	for _, ev := range evs {
		out[ev.JobId.String()] = ev.Raw.BlockNumber
	}
	return out
}

func head(t *testing.T, tn *testnet.Testnet) uint64 {
	t.Helper()
	n, err := tn.Client.BlockNumber(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// commitTo seals empty blocks until the head is `n`.
func commitTo(t *testing.T, tn *testnet.Testnet, n uint64) {
	t.Helper()
	for head(t, tn) < n {
		tn.Commit()
	}
	if h := head(t, tn); h != n {
		t.Fatalf("head %d, want %d", h, n)
	}
}

// someJobs runs n jobs of dev 3 for dev 4..4+n, completed in one block (by the client, or
// through the dispute when given).
func someJobs(t *testing.T, tn *testnet.Testnet, n int, dispute *testnet.Dispute) []*big.Int {
	t.Helper()
	dev := testnet.DevAccounts()
	jobs := make([]testnet.Job, n)
	for i := range jobs {
		jobs[i] = testnet.Job{Client: dev[3], Provider: dev[4+i], Budget: big.NewInt(5 * unit),
			Outcome: testnet.Outcome{Shipped: true, CriticRan: true}, Dispute: dispute}
	}
	ids, err := tn.RunJobs(t.Context(), jobs)
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

func oneJob(t *testing.T, tn *testnet.Testnet, dispute *testnet.Dispute) *big.Int {
	t.Helper()
	return someJobs(t, tn, 1, dispute)[0]
}

// A completion is rated once it is buried under exactly the confirmation depth, not a block
// sooner; its block counts as done (the checkpoint passes it) only once the rating is buried
// as deep.
func TestRatesOnlyConfirmedCompletionsAndCountsOnlyBuriedRatings(t *testing.T) {
	const confirmations = 3
	tn := startQuietTestnet(t)
	id := oneJob(t, tn, nil)
	c := completionBlocks(t, tn)[id.String()]
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), confirmations)
	ctx := t.Context()

	// stepAll runs steps until the settler has caught up (a step reads one range).
	stepAll := func() {
		t.Helper()
		for i := 0; i < 100; i++ {
			caughtUp, err := svc.Step(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if caughtUp {
				return
			}
		}
		t.Fatal("100 steps without catching up")
	}
	commitTo(t, tn, c+confirmations-1)
	stepAll()
	if n, err := countRated(tn, []*big.Int{id}, nil); err != nil || n != 0 {
		t.Fatalf("with the completion %d blocks deep (%d required) the job is rated=%d (%v)", confirmations-1, confirmations, n, err)
	}
	commitTo(t, tn, c+confirmations)
	stepAll()
	if n, err := countRated(tn, []*big.Int{id}, nil); err != nil || n != 1 {
		t.Fatalf("with the completion %d blocks deep the job is rated=%d (%v), want 1", confirmations, n, err)
	}
	x := head(t, tn) // the block of the submission
	for h := x; h < x+confirmations; h++ {
		stepAll()
		if cp, _ := svc.CheckpointBlock(); cp >= c {
			t.Fatalf("head %d: the checkpoint reached %d, past the completion at %d, with its rating (block %d) only %d blocks deep",
				h, cp, c, x, h-x)
		}
		tn.Commit()
	}
	stepAll()
	if cp, saved := svc.CheckpointBlock(); cp < c || !saved {
		t.Fatalf("with the rating buried the checkpoint is at %d (saved %v), want past %d", cp, saved, c)
	}
	m := svc.Metrics()
	if got := submitted(svc); got != 1 {
		t.Fatalf("%v ratings counted submitted, want 1", got)
	}
	if got := promtest.ToFloat64(m.Confirmed); got != 1 {
		t.Fatalf("%v ratings counted confirmed, want 1", got)
	}
}

// A reorg removes the block that held the settler's own submission. The embedded chain, like
// geth, takes the transaction back into its pool and may mine it again, while the settler may
// find the ratings gone first and submit them again: either way each job ends up rated once on
// the canonical chain, and the checkpoint never passed them while their ratings were unburied.
// (Against anvil, which drops such transactions for good, see the cmd/repledger reorg tests.)
func TestReorgOfOwnSubmissionRatesOnce(t *testing.T) {
	const confirmations = 2
	tn := startQuietTestnet(t)
	ids := someJobs(t, tn, 3, nil) // completed in one block, rated in one submission
	last := completionBlocks(t, tn)[ids[2].String()]
	commitTo(t, tn, last+confirmations)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), confirmations)
	runService(t, svc)

	testutil.Eventually(t, time.Minute, "the submission of all three ratings", func() (bool, error) {
		n, err := countRated(tn, ids, nil)
		return n == 3, err
	})
	if cp, _ := svc.CheckpointBlock(); cp >= last {
		t.Fatalf("the checkpoint is at %d, past the last completion %d, with its rating unburied", cp, last)
	}
	if err := tn.Reorg(t.Context(), 1); err != nil {
		t.Fatal(err)
	}
	testutil.Eventually(t, time.Minute, "the ratings back on the chain", func() (bool, error) {
		n, err := countRated(tn, ids, nil)
		return n == 3, err
	})
	// The quiet testnet mines only on request, and the settler's own resubmission may land while
	// the test buries the rating: commit on every look, not to one exact head.
	testutil.Eventually(t, time.Minute, "the checkpoint to pass the last completion", testutil.Holds(func() bool {
		tn.Commit()
		cp, _ := svc.CheckpointBlock()
		return cp >= last
	}))
	events := ratedEvents(t, tn)
	for _, id := range ids {
		if n := len(events[id.String()]); n != 1 {
			t.Fatalf("job %s has %d Rated events on the canonical chain, want 1", id, n)
		}
	}
}

// dial connects to url, closing with the test.
func dial(t *testing.T, url string) *ethclient.Client {
	t.Helper()
	c, err := ethclient.DialContext(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}
