package testnet

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings/ratinghook"
)

// everyOutcome lists each rubric signal combination: the four flags in all 16 combinations,
// with a critic's violations from none to past the 10 counted, and buyer ratings at the edges.
func everyOutcome() []Outcome {
	var out []Outcome
	for bits := range 16 {
		o := Outcome{NoOutput: bits&1 != 0, Baked: bits&2 != 0, Shipped: bits&4 != 0, CriticRan: bits&8 != 0}
		if !o.CriticRan {
			out = append(out, o)
			continue
		}
		for _, v := range []uint8{0, 1, 2, 9, 10, 11, 255} {
			o.Violations = v
			out = append(out, o)
		}
	}
	for _, r := range []uint8{0, 1, 55, 99, 100} {
		out = append(out, Outcome{HasBuyerRating: true, BuyerRating: r},
			Outcome{NoOutput: true, Shipped: true, CriticRan: true, Violations: 3, HasBuyerRating: true, BuyerRating: r})
	}
	return out
}

// The Go encoding of an outcome is the rating hook's: a job completed with each outcome (client
// as evaluator, so buyer ratings are allowed) is recorded, in the hook's FactoryJobRecorded
// event, with the outcome word Outcome.Word gives and the rating and kind Outcome.Rating says.
func TestOutcomeEncodingMatchesTheEscrow(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := StartSim(ctx, SimConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	dev := DevAccounts()
	outcomes := everyOutcome()
	jobs := make([]Job, len(outcomes))
	for i, o := range outcomes {
		jobs[i] = Job{Client: dev[3], Provider: dev[4+i%5], Budget: big.NewInt(1_000_000), Outcome: o}
	}
	ids, err := s.RunJobs(ctx, jobs)
	if err != nil {
		t.Fatal(err)
	}
	settled := factoryRecords(t, ctx, s, 0)
	for i, o := range outcomes {
		ev, ok := settled[ids[i].String()]
		if !ok {
			t.Fatalf("job %s (%+v): no FactoryJobRecorded event", ids[i], o)
		}
		rating, kind := o.Rating()
		if ev.Outcome.Cmp(o.Word()) != 0 || ev.Rating != rating || ev.Kind != uint8(kind) || !ev.Rateable ||
			ev.AgentId.Cmp(new(big.Int).SetBytes(jobs[i].Provider.Address.Bytes())) != 0 {
			t.Errorf("%+v: the hook recorded outcome %#x, rating %d, kind %d, rateable %v; Go says outcome %#x, rating %d, kind %s",
				o, ev.Outcome, ev.Rating, ev.Kind, ev.Rateable, o.Word(), rating, kind)
		}
	}
	// The rubric's own numbers, so that the comparison above cannot agree on a shared mistake.
	for o, want := range map[Outcome]uint8{{}: 70, {Shipped: true, CriticRan: true}: 95, {NoOutput: true, Baked: true}: 20,
		{Baked: true, CriticRan: true, Violations: 4}: 95, {CriticRan: true, Violations: 11}: 40, {Shipped: true, CriticRan: true, Violations: 2}: 79} {
		if got, _ := o.Rating(); got != want {
			t.Errorf("%+v rates %d, want %d (docs/design.md §5)", o, got, want)
		}
	}
}

// What the escrow refuses to decode, Check refuses before anything is sent; an evaluator who
// is not the client cannot give a buyer rating; the escrow refuses all three on chain too.
func TestOutcomeRefusals(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, o := range []Outcome{{Violations: 1}, {HasBuyerRating: true, BuyerRating: 101}} {
		if err := o.Check(); !errors.Is(err, ErrBadOutcome) {
			t.Errorf("Check(%+v) = %v, want ErrBadOutcome", o, err)
		}
	}
	s, err := StartSim(ctx, SimConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	dev := DevAccounts()
	if _, err := s.RunJobs(ctx, []Job{{Client: dev[3], Provider: dev[4], Budget: big.NewInt(1), Outcome: Outcome{Violations: 2}}}); !errors.Is(err, ErrBadOutcome) {
		t.Errorf("RunJobs with violations and no critic: %v, want ErrBadOutcome before sending", err)
	}
	for _, bad := range []Job{
		{Client: dev[3], Provider: dev[3], Budget: big.NewInt(1)},
		{Client: dev[3], Provider: dev[4], Evaluator: &dev[4], Budget: big.NewInt(1)},
	} {
		if _, err := s.RunJobs(ctx, []Job{bad}); err == nil {
			t.Errorf("RunJobs of a self-dealt job (client %s, provider %s) succeeded", bad.Client.Address.Hex(), bad.Provider.Address.Hex())
		}
	}

	// On chain: three submitted jobs, each completed with an outcome the rubric refuses. The
	// escrow's core never reads optParams (ERC-8183): each job is paid, and the rating hook
	// records it not rateable, so it is never rated.
	jobs := []Job{
		{Client: dev[3], Provider: dev[4], Budget: big.NewInt(1_000_000)},
		{Client: dev[3], Provider: dev[4], Budget: big.NewInt(1_000_000)},
		{Client: dev[3], Provider: dev[4], Evaluator: &dev[5], Budget: big.NewInt(1_000_000)},
	}
	ids := submittedJobs(t, ctx, s, jobs)
	escrow := s.Deployment.Escrow()
	for i, o := range []Outcome{{Violations: 1}, {HasBuyerRating: true, BuyerRating: 101}, {HasBuyerRating: true, BuyerRating: 50}} {
		if _, err := s.phase(ctx, []call{{jobs[i].evaluator(), escrow, s.EscrowABI.PackComplete(ids[i], [32]byte{2}, o.OptParams())}}); err != nil {
			t.Errorf("completing job %s with %+v by %s: %v, want it paid", ids[i], o, jobs[i].evaluator().Address.Hex(), err)
		}
	}
	recorded := factoryRecords(t, ctx, s, 0)
	for _, id := range ids {
		if ev, ok := recorded[id.String()]; !ok || ev.Rateable {
			t.Errorf("job %s: recorded %v, rateable %v; want recorded, not rateable", id, ok, ok && ev.Rateable)
		}
	}
}

// submittedJobs creates, funds and submits jobs, and returns their ids.
func submittedJobs(t *testing.T, ctx context.Context, s *Sim, jobs []Job) []*big.Int {
	t.Helper()
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	calls, creates, err := s.plan.create(jobs, head.Time+2*3600) // fund needs an hour before the expiry
	if err != nil {
		t.Fatal(err)
	}
	receipts, err := s.phase(ctx, calls)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := s.plan.jobIDs(jobs, creates, receipts)
	if err != nil {
		t.Fatal(err)
	}
	for _, calls := range [][]call{s.plan.budget(jobs, ids), s.plan.fund(jobs, ids), s.plan.submit(jobs, ids)} {
		if _, err := s.phase(ctx, calls); err != nil {
			t.Fatal(err)
		}
	}
	return ids
}

// factoryRecords reads the rating hook's FactoryJobRecorded events of the escrow at `index`, by
// job id.
func factoryRecords(t *testing.T, ctx context.Context, s *Sim, index uint32) map[string]*ratinghook.RatingHookFactoryJobRecorded {
	t.Helper()
	hook, err := s.RatingHook()
	if err != nil {
		t.Fatal(err)
	}
	h := ratinghook.NewRatingHook()
	logs, err := s.Client.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{hook.Address},
		Topics: [][]common.Hash{{h.GetABI().Events[ratinghook.RatingHookFactoryJobRecordedEventName].ID}}})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*ratinghook.RatingHookFactoryJobRecorded{}
	for i := range logs {
		ev, err := h.UnpackFactoryJobRecordedEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		if ev.EscrowIndex == index {
			out[ev.JobId.String()] = ev
		}
	}
	return out
}
