package settler_test

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// bridgeRig is a testnet with a test identity registry, an ERC-8004 reputation registry
// checking agent ids against it, and two providers registered under ERC-8004 ids.
type bridgeRig struct {
	tn       *testnet.Testnet
	registry *bind.BoundContract
	regABI   *bindings.ERC8004ReputationRegistry
	addr     common.Address
	agents   map[common.Address]*big.Int // provider → its ERC-8004 id
}

var registryDeployer = testnet.ExtraAccount("erc8004-reputation")

func newBridgeRig(t *testing.T, ctx context.Context) *bridgeRig {
	t.Helper()
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond, IdleBlockPeriod: 20 * time.Millisecond,
		TestIdentity: true, Extra: []testnet.DevAccount{registryDeployer}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	rig := &bridgeRig{tn: tn, regABI: bindings.NewERC8004ReputationRegistry(), agents: map[common.Address]*big.Int{}}
	opts := bind.NewKeyedTransactor(registryDeployer.Key, big.NewInt(testnet.SimulatedChainID))
	opts.Context = ctx
	addr, tx, err := bind.DeployContract(opts, common.FromHex(bindings.ERC8004ReputationRegistryMetaData.Bin), tn.Client,
		rig.regABI.PackConstructor(tn.Identity))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bind.WaitDeployed(ctx, tn.Client, tx.Hash()); err != nil {
		t.Fatal(err)
	}
	rig.addr, rig.registry = addr, rig.regABI.Instance(tn.Client, addr)
	identity := bindings.NewERC8004TestIdentity()
	dev := testnet.DevAccounts()
	for i, p := range []testnet.DevAccount{dev[4], dev[5]} {
		id := big.NewInt(int64(1001 + i))
		tx, err := tn.SendTo(dev[7], tn.Identity, identity.PackRegister(p.Address, id))
		if err != nil {
			t.Fatal(err)
		}
		if r, err := bind.WaitMined(ctx, tn.Client, tx.Hash()); err != nil || r.Status != 1 {
			t.Fatalf("register agent %s: %v (receipt %+v)", id, err, r)
		}
		rig.agents[p.Address] = id
	}
	return rig
}

// jobs draws n jobs of dev 3 for dev 4 and 5 (under their ERC-8004 ids) and dev 6 (none).
func (rig *bridgeRig) jobs(r *rand.Rand, n int) []testnet.Job {
	dev := testnet.DevAccounts()
	jobs, _ := randomJobs(r, n, dev[3], []testnet.DevAccount{dev[4], dev[5], dev[6]})
	for i := range jobs {
		jobs[i].AgentID = rig.agents[jobs[i].Provider.Address]
	}
	return jobs
}

func (rig *bridgeRig) summary(t *testing.T, agent *big.Int, tag1 string) bindings.GetSummaryOutput {
	t.Helper()
	out, err := bind.Call(rig.registry, nil, rig.regABI.PackGetSummary(agent, []common.Address{rig.tn.Scorer.Address}, tag1, ""),
		rig.regABI.UnpackGetSummary)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// runSettler runs a settler over the rig's chain until every job is rated and its ERC-8004
// feedback handled (`bridged` results counted), then stops it.
func (rig *bridgeRig) runSettler(t *testing.T, ctx context.Context, checkpoint string, bridge common.Address, ids []*big.Int, bridged int) *settler.Service {
	t.Helper()
	svc, err := settler.NewService(ctx, settler.Config{
		RPC: rig.tn.HTTPURL, Ledger: rig.tn.Deployment.Ledger, Confirmations: 2, ERC8004Reputation: bridge,
		CheckpointPath: checkpoint, BatchSize: 10, PollInterval: 20 * time.Millisecond, ResubmitAfter: 10 * time.Second,
	}, rig.tn.Client, rig.tn.Scorer.Key, zerolog.New(zerolog.NewTestWriter(t)).Level(zerolog.WarnLevel))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	waitRated(t, rig.tn, ids)
	handled := func() int {
		n := 0.0
		for _, r := range []string{settler.FeedbackWritten, settler.FeedbackFailed, settler.FeedbackNoAgentID} {
			n += promtest.ToFloat64(svc.Metrics().Feedback.WithLabelValues(r))
		}
		return int(n)
	}
	testutil.Eventually(t, time.Minute, "the settler to count its submissions and feedback", testutil.Holds(func() bool {
		return submitted(svc) == float64(len(ids)) && handled() == bridged
	}))
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return svc
}

// The bridge off writes nothing; on, every rating the ledger applies for a job under an ERC-8004
// id becomes the scorer's feedback, whose getSummary filtered by the scorer and ledger/v2 gives
// the count and mean of the ledger's ratings, and jobs without an id are skipped and counted.
func TestERC8004BridgeWritesAppliedRatingsAsFeedback(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	rig := newBridgeRig(t, ctx)
	r := rand.New(rand.NewPCG(80, 4))
	checkpoint := filepath.Join(t.TempDir(), "checkpoint.json")
	dev := testnet.DevAccounts()

	// Off (the default): the ledger rates, the registry stays empty.
	offIDs, err := rig.tn.RunJobs(ctx, rig.jobs(r, 20))
	if err != nil {
		t.Fatal(err)
	}
	off := rig.runSettler(t, ctx, checkpoint, common.Address{}, offIDs, 0)
	for _, id := range rig.agents {
		if s := rig.summary(t, id, ""); s.Count != 0 {
			t.Fatalf("bridge off: agent %s has %d feedbacks, want 0", id, s.Count)
		}
	}
	for _, r := range []string{settler.FeedbackWritten, settler.FeedbackFailed, settler.FeedbackNoAgentID} {
		if n := promtest.ToFloat64(off.Metrics().Feedback.WithLabelValues(r)); n != 0 {
			t.Fatalf("bridge off: feedback %s counted %v, want 0", r, n)
		}
	}

	// On, after a restart from the same checkpoint: only the new jobs' ratings are applied, so
	// only they are bridged.
	jobs := rig.jobs(r, 40)
	onIDs, err := rig.tn.RunJobs(ctx, jobs)
	if err != nil {
		t.Fatal(err)
	}
	withID := 0
	for _, j := range jobs {
		if j.AgentID != nil {
			withID++
		}
	}
	if withID == 0 || withID == len(jobs) {
		t.Fatalf("%d of %d jobs under an ERC-8004 id: the draw must mix both", withID, len(jobs))
	}
	on := rig.runSettler(t, ctx, checkpoint, rig.addr, onIDs, len(jobs))
	m := on.Metrics().Feedback
	if w, s, f := promtest.ToFloat64(m.WithLabelValues(settler.FeedbackWritten)), promtest.ToFloat64(m.WithLabelValues(settler.FeedbackNoAgentID)),
		promtest.ToFloat64(m.WithLabelValues(settler.FeedbackFailed)); int(w) != withID || int(s) != len(jobs)-withID || f != 0 {
		t.Fatalf("feedback written %v, skipped %v, failed %v; want %d, %d, 0", w, s, f, withID, len(jobs)-withID)
	}

	// What the ledger applied for the new jobs, per agent id.
	events := ratedEvents(t, rig.tn)
	type agg struct{ n, sum int64 }
	want := map[string]*agg{}
	for _, id := range onIDs {
		ev := events[id.String()][0]
		if want[ev.AgentId.String()] == nil {
			want[ev.AgentId.String()] = &agg{}
		}
		want[ev.AgentId.String()].n++
		want[ev.AgentId.String()].sum += int64(ev.Rating)
	}
	for _, id := range rig.agents {
		w := want[id.String()]
		if w == nil {
			t.Fatalf("no job of agent %s rated in the draw", id)
		}
		s := rig.summary(t, id, settler.FormulaID)
		if int64(s.Count) != w.n || s.SummaryValue.Int64() != w.sum/w.n || s.SummaryValueDecimals != 0 {
			t.Fatalf("agent %s: getSummary(scorer, %s) = %d feedbacks, mean %s (decimals %d); want %d, %d, 0",
				id, settler.FormulaID, s.Count, s.SummaryValue, s.SummaryValueDecimals, w.n, w.sum/w.n)
		}
		if other := rig.summary(t, id, "another/formula"); other.Count != 0 {
			t.Fatalf("agent %s: %d feedbacks under another tag", id, other.Count)
		}
	}
	// The address-keyed provider has no feedback: its ledger key is no ERC-8004 id.
	if s := rig.summary(t, new(big.Int).SetBytes(dev[6].Address.Bytes()), ""); s.Count != 0 {
		t.Fatalf("provider without an ERC-8004 id got %d feedbacks", s.Count)
	}

	// Each feedback names its job: tag2, the URI and the hash point at the escrow's job.
	fbs, err := testutil.Events(ctx, rig.registry, 0, rig.regABI.UnpackNewFeedbackEvent)
	if err != nil {
		t.Fatal(err)
	}
	if len(fbs) != withID {
		t.Fatalf("%d NewFeedback events, want %d", len(fbs), withID)
	}
	escrow := rig.tn.Deployment.Escrow()
	seen := map[string]bool{}
	for _, fb := range fbs {
		var job *big.Int
		for _, id := range onIDs {
			if fb.Tag2 == settler.FeedbackJobTag(0, id) {
				job = id
			}
		}
		if job == nil || seen[job.String()] {
			t.Fatalf("feedback tag2 %q names no new job, or one twice", fb.Tag2)
		}
		seen[job.String()] = true
		ev := events[job.String()][0]
		if fb.ClientAddress != rig.tn.Scorer.Address || fb.AgentId.Cmp(ev.AgentId) != 0 || fb.Value.Int64() != int64(ev.Rating) ||
			fb.ValueDecimals != 0 || fb.Tag1 != settler.FormulaID ||
			fb.FeedbackURI != settler.FeedbackURI(testnet.SimulatedChainID, escrow, job) || fb.FeedbackHash != settler.FeedbackHash(escrow, job) {
			t.Fatalf("feedback for job %s: %+v; want the scorer's, agent %s, value %d, the job's reference", job, fb, ev.AgentId, ev.Rating)
		}
	}
	lo, hi := uint64(1<<63), uint64(0)
	for _, fb := range fbs {
		receipt, err := rig.tn.Client.TransactionReceipt(ctx, fb.Raw.TxHash)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi = min(lo, receipt.GasUsed), max(hi, receipt.GasUsed)
	}
	t.Logf("gas of one giveFeedback transaction (whole, receipt gasUsed): %d to %d over %d feedbacks", lo, hi, len(fbs))
}

// A bridge address without a contract is refused before anything is sent.
func TestERC8004BridgeRefusesAnAddressWithoutCode(t *testing.T) {
	tn := startTestnet(t)
	_, err := settler.NewService(t.Context(), settler.Config{RPC: tn.HTTPURL, Ledger: tn.Deployment.Ledger,
		CheckpointPath: filepath.Join(t.TempDir(), "c.json"), ERC8004Reputation: common.HexToAddress("0x000000000000000000000000000000000000dEaD")},
		tn.Client, tn.Scorer.Key, zerolog.Nop())
	if !errors.Is(err, settler.ErrNotRegistry) {
		t.Fatalf("NewService: %v, want ErrNotRegistry", err)
	}
}

// A bridge whose every write fails (here a contract without giveFeedback) loses no ledger
// rating: each job is rated, and the failures are counted.
func TestERC8004BridgeFailureLeavesTheLedgerRating(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	rig := newBridgeRig(t, ctx)
	jobs := rig.jobs(rand.New(rand.NewPCG(80, 5)), 20)
	ids, err := rig.tn.RunJobs(ctx, jobs)
	if err != nil {
		t.Fatal(err)
	}
	withID := 0
	for _, j := range jobs {
		if j.AgentID != nil {
			withID++
		}
	}
	svc := rig.runSettler(t, ctx, filepath.Join(t.TempDir(), "checkpoint.json"), rig.tn.Deployment.Token, ids, len(jobs))
	if n, _ := countRated(rig.tn, ids, nil); n != len(ids) {
		t.Fatalf("%d of %d jobs rated", n, len(ids))
	}
	m := svc.Metrics().Feedback
	if f, w := promtest.ToFloat64(m.WithLabelValues(settler.FeedbackFailed)), promtest.ToFloat64(m.WithLabelValues(settler.FeedbackWritten)); int(f) != withID || w != 0 {
		t.Fatalf("feedback failed %v, written %v; want %d, 0", f, w, withID)
	}
}
