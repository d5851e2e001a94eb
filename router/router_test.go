package router_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// countingClient counts eth_calls by method selector and can hold them back.
type countingClient struct {
	inner router.Client
	mu    sync.Mutex
	calls map[string]int
	gate  chan struct{} // when set, every call waits for it to close
}

func newCounting(inner router.Client) *countingClient {
	return &countingClient{inner: inner, calls: map[string]int{}}
}

func (c *countingClient) CallContract(ctx context.Context, msg ethereum.CallMsg, n *big.Int) ([]byte, error) {
	c.mu.Lock()
	c.calls[string(msg.Data[:4])]++
	g := c.gate
	c.mu.Unlock()
	if g != nil {
		<-g
	}
	return c.inner.CallContract(ctx, msg, n)
}

func (c *countingClient) count(selector []byte) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls[string(selector[:4])]
}

var repStatesSelector = bindings.NewReputationLedger().PackRepStates(nil)[:4]

type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (f *fakeClock) Now() time.Time { f.mu.Lock(); defer f.mu.Unlock(); return f.now }
func (f *fakeClock) Add(d time.Duration) {
	f.mu.Lock()
	f.now = f.now.Add(d)
	f.mu.Unlock()
}

// chainWithEvidence starts a simulated chain where agent A (dev 4) has strong evidence and agent
// B (dev 5) crashed twice; dev 9 has none.
func chainWithEvidence(t testing.TB) (*testnet.Sim, *big.Int, *big.Int, *big.Int) {
	t.Helper()
	ctx := context.Background()
	sim, err := testnet.StartSim(ctx, testnet.SimConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sim.Close() })
	// One second into a fresh epoch: the jobs complete and are read in one epoch, so the figures
	// below carry no decay (unaligned, a 60 s epoch could end mid-test).
	if err := sim.AlignToEpoch(ctx); err != nil {
		t.Fatal(err)
	}
	dev := testnet.DevAccounts()
	var jobs []testnet.Job
	for range 6 {
		jobs = append(jobs, testnet.Job{Client: dev[3], Provider: dev[4], Budget: big.NewInt(10_000_000),
			Outcome: testnet.Outcome{Shipped: true, CriticRan: true}})
	}
	for range 2 {
		jobs = append(jobs, testnet.Job{Client: dev[3], Provider: dev[5], Budget: big.NewInt(8_000_000),
			Outcome: testnet.Outcome{NoOutput: true}})
	}
	ids, err := sim.RunJobs(ctx, jobs)
	if err != nil {
		t.Fatal(err)
	}
	// The jobs ran on the first escrow (index 0): their keys are their ids; the ledger derives
	// each rating and weight from the escrow's record.
	tx, err := sim.Send(sim.Scorer, sim.Ledger, sim.LedgerABI.PackSubmitBatch(ids))
	if err != nil {
		t.Fatal(err)
	}
	if err := sim.Mine(ctx); err != nil {
		t.Fatal(err)
	}
	if err := sim.Succeeded(ctx, []*types.Transaction{tx}); err != nil {
		t.Fatal(err)
	}
	return sim, agent(dev[4]), agent(dev[5]), agent(dev[9])
}

func agent(a testnet.DevAccount) *big.Int { return new(big.Int).SetBytes(a.Address.Bytes()) }

// Real evidence on the simulated backend: decisions match the ledger's own repBps and docs/design.md §4,
// and say where they came from.
func TestGateAndRankOnChain(t *testing.T) {
	ctx := context.Background()
	sim, good, crashed, newcomer := chainWithEvidence(t)
	r, err := router.New(sim.Client, sim.Deployment.Ledger)
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.Params(ctx)
	if err != nil || p.EpochLength != 60 || p.AssetDecimals != 6 || p.WeightCap.Int64() != 12_000_000 || p.RetentionBps != 9250 {
		t.Fatalf("live parameters %+v, %v", p, err)
	}
	d, err := r.Gate(ctx, good)
	if err != nil {
		t.Fatal(err)
	}
	onChain, err := bind.Call(sim.Ledger, nil, sim.LedgerABI.PackRepBps(good, big.NewInt(7000), big.NewInt(12_000_000)), sim.LedgerABI.UnpackRepBps)
	if err != nil {
		t.Fatal(err)
	}
	// 6 ratings of 95 weighing 10 U each: (7000·12 + 9500·60) / 72 = 9083 bps; n = 72.
	var evidence reputation.State
	evidence.SumW.SetUint64(60_000_000 * 9500)
	evidence.Weight.SetUint64(60_000_000)
	policy := reputation.DefaultPolicy(6)
	want, _ := policy.Decide(&evidence)
	if d.Source != router.SourceChain || d.SmoothedBps != onChain.Uint64() || d.SmoothedBps != 9083 ||
		d.LowerBps != want.LowerBps || !d.Routable || d.Ratings != 6 || d.EvidenceWeight.Int64() != 60_000_000 {
		t.Fatalf("good agent: %+v (ledger repBps %s, want lower %d)", d, onChain, want.LowerBps)
	}
	if again, _ := r.Gate(ctx, good); again.Source != router.SourceCache || again.LowerBps != d.LowerBps {
		t.Fatalf("second gate within the TTL: %+v", again)
	}

	ranked, err := r.Rank(ctx, []*big.Int{crashed, newcomer, good})
	if err != nil {
		t.Fatal(err)
	}
	if len(ranked) != 3 || ranked[0].Agent.Cmp(good) != 0 || ranked[1].Agent.Cmp(newcomer) != 0 || ranked[2].Agent.Cmp(crashed) != 0 {
		t.Fatalf("rank order: %v, %v, %v", ranked[0].Agent, ranked[1].Agent, ranked[2].Agent)
	}
	if n := ranked[1]; n.SmoothedBps != 7000 || n.LowerBps != 5565 || !n.Routable || n.Source != router.SourceChain {
		t.Fatalf("newcomer: %+v", n)
	}
	if c := ranked[2]; c.Routable || c.Ratings != 2 {
		t.Fatalf("crashing agent must fall under the floor: %+v", c)
	}
}

// Rank reads a whole candidate set with one repStates call per chunk, and none for cached agents.
func TestRankOneReadPerChunk(t *testing.T) {
	ctx := context.Background()
	sim, _, _, _ := chainWithEvidence(t)
	counting := newCounting(sim.Client)
	// Generous deadline and TTL: on a loaded machine under -race the cold read can take seconds,
	// and this test counts reads, not time.
	r, err := router.New(counting, sim.Deployment.Ledger, router.WithChunkSize(400), router.WithTimeout(time.Minute), router.WithCacheTTL(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]*big.Int, 1000)
	for i := range agents {
		agents[i] = big.NewInt(int64(i + 1))
	}
	if _, err := r.Rank(ctx, agents); err != nil {
		t.Fatal(err)
	}
	if n := counting.count(repStatesSelector); n != 3 {
		t.Fatalf("1000 agents in chunks of 400: %d repStates calls, want 3", n)
	}
	ranked, _ := r.Rank(ctx, agents)
	if n := counting.count(repStatesSelector); n != 3 || ranked[0].Source != router.SourceCache {
		t.Fatalf("a warm rank read the chain again (%d calls, source %s)", n, ranked[0].Source)
	}
}

// 1,000 concurrent Gate calls for one agent cause one read; the cache expires with the clock.
func TestCoalescingAndCacheExpiry(t *testing.T) {
	ctx := context.Background()
	sim, good, _, _ := chainWithEvidence(t)
	counting := newCounting(sim.Client)
	clock := &fakeClock{now: time.Unix(1_800_000_000, 0)}
	r, err := router.New(counting, sim.Deployment.Ledger, router.WithClock(clock), router.WithCacheTTL(10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Params(ctx); err != nil {
		t.Fatal(err)
	}
	counting.mu.Lock()
	counting.gate = make(chan struct{})
	counting.mu.Unlock()
	var wg sync.WaitGroup
	var started atomic.Int32
	decisions := make([]router.Decision, 1000)
	for i := range decisions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			started.Add(1)
			decisions[i], _ = r.Gate(ctx, good)
		}()
	}
	for started.Load() < 1000 {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond) // let the callers pile onto the one read in flight
	counting.mu.Lock()
	close(counting.gate)
	counting.gate = nil
	counting.mu.Unlock()
	wg.Wait()
	if n := counting.count(repStatesSelector); n != 1 {
		t.Fatalf("1000 concurrent gates made %d reads, want 1", n)
	}
	for _, d := range decisions {
		if d.LowerBps != decisions[0].LowerBps || d.Source == router.SourcePrior {
			t.Fatalf("coalesced callers disagree: %+v vs %+v", d, decisions[0])
		}
	}
	clock.Add(10*time.Second - time.Nanosecond)
	if d, _ := r.Gate(ctx, good); d.Source != router.SourceCache || counting.count(repStatesSelector) != 1 {
		t.Fatalf("1 ns before the TTL ends: %s, %d reads", d.Source, counting.count(repStatesSelector))
	}
	clock.Add(time.Nanosecond) // exactly the TTL: no longer fresh
	if d, _ := r.Gate(ctx, good); d.Source != router.SourceChain || counting.count(repStatesSelector) != 2 {
		t.Fatalf("at the TTL: %s, %d reads", d.Source, counting.count(repStatesSelector))
	}
}

// In the opt-in stale mode a failed read serves the last cached value, marked stale.
func TestServeStale(t *testing.T) {
	ctx := context.Background()
	sim, good, _, _ := chainWithEvidence(t)
	clock := &fakeClock{now: time.Unix(1_800_000_000, 0)}
	flaky := &failingClient{inner: sim.Client}
	r, err := router.New(flaky, sim.Deployment.Ledger, router.WithServeStale(), router.WithClock(clock), router.WithCacheTTL(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := r.Gate(ctx, good)
	flaky.down.Store(true)
	clock.Add(time.Minute)
	stale, _ := r.Gate(ctx, good)
	if !stale.Stale || stale.Source != router.SourceCache || stale.LowerBps != fresh.LowerBps {
		t.Fatalf("stale mode: %+v (fresh %+v)", stale, fresh)
	}
	if other, _ := r.Gate(ctx, big.NewInt(77)); other.Source != router.SourcePrior {
		t.Fatalf("an agent never read falls back to the prior even in stale mode: %+v", other)
	}
}

type failingClient struct {
	inner router.Client
	down  atomic.Bool
}

func (f *failingClient) CallContract(ctx context.Context, msg ethereum.CallMsg, n *big.Int) ([]byte, error) {
	if f.down.Load() {
		return nil, errDown
	}
	return f.inner.CallContract(ctx, msg, n)
}

var errDown = errors.New("dial tcp: connection refused")

func TestGateRejectsBadAgent(t *testing.T) {
	r, err := router.New(newCounting(nil), [20]byte{1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Gate(context.Background(), big.NewInt(-1)); err == nil {
		t.Fatal("a negative agent id must be refused")
	}
	if _, err := r.Gate(context.Background(), nil); err == nil {
		t.Fatal("a nil agent id must be refused")
	}
}
