package settler_test

import (
	"context"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

const unit = 1_000_000

// expected is what the ledger must end up holding for one job.
type expected struct {
	agent  *big.Int
	rating uint8
	weight *big.Int
	kind   reputation.Kind
}

// randomJobs draws n jobs with mixed outcomes: rubric outcomes, buyer ratings, disputes, prices
// from half a unit to far above the cap; and what each must be rated.
func randomJobs(r *rand.Rand, n int, client testnet.DevAccount, providers []testnet.DevAccount) ([]testnet.Job, []expected) {
	jobs, want := make([]testnet.Job, n), make([]expected, n)
	for i := range jobs {
		p := providers[r.IntN(len(providers))]
		budget := int64(unit/2 + r.IntN(30*unit))
		o := bindings.EscrowOutcome{NoOutput: r.IntN(8) == 0, Baked: r.IntN(6) == 0, Shipped: r.IntN(2) == 0, CriticRan: r.IntN(2) == 0}
		if o.CriticRan {
			o.Violations = uint8(r.IntN(6))
		}
		j := testnet.Job{Client: client, Provider: p, Budget: big.NewInt(budget), Outcome: o}
		e := expected{agent: new(big.Int).SetBytes(p.Address.Bytes()), weight: big.NewInt(min(budget, 12*unit))}
		switch r.IntN(10) {
		case 0: // the client's own rating replaces the rubric
			j.Outcome.HasBuyerRating, j.Outcome.BuyerRating = true, uint8(r.IntN(101))
			e.rating, e.kind = j.Outcome.BuyerRating, reputation.KindBuyer
		case 1: // disputed, resolved in the provider's favour with the arbiter's rating
			j.Dispute = &testnet.Dispute{Pay: true, Rating: uint8(r.IntN(101))}
			e.rating, e.kind = j.Dispute.Rating, reputation.KindDispute
		default:
			e.rating, _ = reputation.Rate(reputation.Outcome{NoOutput: o.NoOutput, Baked: o.Baked, Shipped: o.Shipped,
				CriticRan: o.CriticRan, Violations: o.Violations})
		}
		jobs[i], want[i] = j, e
	}
	return jobs, want
}

func startTestnet(t *testing.T) *testnet.Testnet {
	t.Helper()
	tn, err := testnet.Serve(context.Background(), testnet.ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	return tn
}

func newService(t *testing.T, tn *testnet.Testnet, checkpoint string) *settler.Service {
	t.Helper()
	svc, err := settler.NewService(context.Background(), settler.Config{
		RPC: tn.HTTPURL, Escrow: tn.Deployment.Escrow, Ledger: tn.Deployment.Ledger, Confirmations: 2,
		CheckpointPath: checkpoint, BatchSize: 100, PollInterval: 20 * time.Millisecond, ResubmitAfter: 10 * time.Second,
	}, tn.Client, tn.Scorer.Key, zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel))
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// ratedEvents reads every Rated event of the ledger: job id → events.
func ratedEvents(t *testing.T, tn *testnet.Testnet) map[string][]*bindings.ReputationLedgerRated {
	t.Helper()
	abi := bindings.NewReputationLedger()
	logs, err := tn.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		Addresses: []common.Address{tn.Deployment.Ledger},
		Topics:    [][]common.Hash{{abi.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID}},
	})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*bindings.ReputationLedgerRated{}
	for i := range logs {
		ev, err := abi.UnpackRatedEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		out[ev.JobId.String()] = append(out[ev.JobId.String()], ev)
	}
	return out
}

// End to end on the simulated backend: 1,000 jobs with mixed outcomes become exactly 1,000
// ratings whose values, weights and kinds, read back from the ledger's events, match the rubric.
func TestSettlesEveryJobExactlyOnce(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
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
	waitRated(t, ctx, tn, ids)
	// The ledger may hold a batch before its sender has seen the receipt: wait for the settler
	// to account for all of them, as a clean stop would.
	waitFor(t, ctx, "the settler to count 1,000 submissions", func() bool { return submitted(svc) == 1000 })
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
		if ev.AgentId.Cmp(w.agent) != 0 || ev.Rating != w.rating || ev.Weight.Cmp(w.weight) != 0 || ev.Kind != uint8(w.kind) {
			t.Fatalf("job %s rated (agent %s, rating %d, weight %s, kind %d), want (%s, %d, %s, %d)",
				id, ev.AgentId, ev.Rating, ev.Weight, ev.Kind, w.agent, w.rating, w.weight, w.kind)
		}
	}
	if seen := testutil.ToFloat64(svc.Metrics().SettlementsSeen); seen != 1000 {
		t.Fatalf("metrics: %v settlements seen, want 1000", seen)
	}
}

func submitted(svc *settler.Service) float64 {
	total := 0.0
	for _, k := range []string{"auto", "buyer", "dispute"} {
		total += testutil.ToFloat64(svc.Metrics().Submitted.WithLabelValues(k))
	}
	return total
}

func waitFor(t *testing.T, ctx context.Context, what string, cond func() bool) {
	t.Helper()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("timed out waiting for %s", what)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// waitRated waits until the ledger holds every job, reading areRated in one call per poll.
func waitRated(t *testing.T, ctx context.Context, tn *testnet.Testnet, ids []*big.Int) {
	t.Helper()
	abi := bindings.NewReputationLedger()
	agents := make([]*big.Int, len(ids))
	for i, id := range ids {
		terms, err := bind.Call(tn.Escrow, &bind.CallOpts{Context: ctx}, tn.EscrowABI.PackRatingTerms(id), tn.EscrowABI.UnpackRatingTerms)
		if err != nil {
			t.Fatal(err)
		}
		agents[i] = terms.AgentId
	}
	for {
		rated, err := bind.Call(tn.Ledger, &bind.CallOpts{Context: ctx}, abi.PackAreRated(agents, ids), abi.UnpackAreRated)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, ok := range rated {
			if ok {
				n++
			}
		}
		if n == len(ids) {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("only %d of %d jobs rated before the deadline", n, len(ids))
		case <-time.After(50 * time.Millisecond):
		}
	}
}
