package main

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/foreignescrow"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// ---------------------------------------------------------------- a deployment on anvil

// anvilDeployment is a fresh anvil with the contracts deployed by `repledger deploy`: dev 0
// deploys and administers, dev 1 is the scorer (the settler's key), dev 2 the arbiter.
type anvilDeployment struct {
	url          string
	client       *ethclient.Client
	manifest     *deployment.Manifest
	manifestPath string
	scorerKey    string // keystore file of dev 1
	adminKey     string // keystore file of dev 0, the deployer and the ledger's admin
	passwordFile string
	dir          string
	remote       *testnet.Remote
	ledgerABI    *bindings.ReputationLedger
	ledger       *bind.BoundContract
	escrow       *bind.BoundContract
}

func newAnvilDeployment(t *testing.T, ctx context.Context) *anvilDeployment {
	t.Helper()
	d := &anvilDeployment{url: startAnvil(t), dir: t.TempDir(), ledgerABI: bindings.NewReputationLedger()}
	dev := testnet.DevAccounts()
	deployerKey, passwordFile := writeKeystoreFor(t, d.dir, dev[0])
	d.adminKey = deployerKey
	d.scorerKey, d.passwordFile = writeKeystoreFor(t, d.dir, dev[1])
	d.manifestPath = filepath.Join(d.dir, "deployment.json")
	if out, err := runCLI(t, "deploy", "--rpc", d.url, "--keystore", deployerKey, "--password-file", passwordFile,
		"--scorer", dev[1].Address.Hex(), "--arbiter", dev[2].Address.Hex(), "--out", d.manifestPath); err != nil {
		t.Fatalf("deploy to anvil: %v\n%s", err, out)
	}
	var err error
	if d.manifest, err = deployment.ReadManifest(d.manifestPath); err != nil {
		t.Fatal(err)
	}
	if d.client, err = ethclient.DialContext(ctx, d.url); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(d.client.Close)
	if d.remote, err = testnet.NewRemote(ctx, d.client, d.manifest); err != nil {
		t.Fatal(err)
	}
	d.ledger = d.ledgerABI.Instance(d.client, d.manifest.Ledger)
	d.escrow = d.remote.EscrowABI.Instance(d.client, d.manifest.Escrow())
	return d
}

// mine seals n empty blocks (anvil_mine).
func (d *anvilDeployment) mine(ctx context.Context, n uint64) error {
	return d.client.Client().CallContext(ctx, nil, "anvil_mine", hexutil.Uint64(n))
}

// setAutomine switches anvil's instant miner on or off (evm_setAutomine). Off, blocks come only
// from anvil_mine (mine, keepMining), each sealing the pool's ready transactions as they are at
// that moment. On, anvil queues the pool's whole ready set for a block of its own at every new
// ready transaction: a burst of them queues hundreds of such sets, which it goes on sealing one by
// one, mostly empty (their transactions mined already), for seconds after the burst, while a
// transaction sent meanwhile waits behind them, ready in the pool.
func (d *anvilDeployment) setAutomine(ctx context.Context, on bool) error {
	return d.client.Client().CallContext(ctx, nil, "evm_setAutomine", on)
}

// readyInPool is how many transactions anvil's pool holds ready to be mined (txpool_status's
// "pending").
func (d *anvilDeployment) readyInPool(ctx context.Context) (uint64, error) {
	var status struct{ Pending hexutil.Uint64 }
	err := d.client.Client().CallContext(ctx, &status, "txpool_status")
	return uint64(status.Pending), err
}

// dropPool empties anvil's pool (anvil_dropAllTransactions): the node forgets every transaction
// it has not mined.
func (d *anvilDeployment) dropPool(ctx context.Context) error {
	return d.client.Client().CallContext(ctx, nil, "anvil_dropAllTransactions")
}

// keepMining seals a block every `every` until the test ends (or the returned function is
// called), with whatever the pool holds ready (on top of anvil's automine, when it is on):
// completions and the settler's own ratings get buried under their confirmations without the
// test having to mine at the right moments.
func (d *anvilDeployment) keepMining(t *testing.T, every time.Duration) (stopMining func()) {
	t.Helper()
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				_ = d.mine(ctx, 1) // a failed tick is made up by the next
			}
		}
	}()
	var once sync.Once
	stopMining = func() { once.Do(func() { stop(); <-done }) }
	t.Cleanup(stopMining)
	return stopMining
}

func (d *anvilDeployment) head(t *testing.T, ctx context.Context) uint64 {
	t.Helper()
	n, err := d.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// headNow is the head for failure messages (0 when the node does not answer).
func (d *anvilDeployment) headNow() uint64 {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	n, _ := d.client.BlockNumber(ctx)
	return n
}

// settlerConfig is the in-process settler's configuration for this deployment.
func (d *anvilDeployment) settlerConfig(checkpoint string, confirmations uint64) settler.Config {
	return settler.Config{RPC: d.url, Ledger: d.manifest.Ledger,
		Confirmations: confirmations, StartBlock: d.manifest.DeploymentBlock, CheckpointPath: checkpoint,
		BatchSize: 40, MaxRange: 256, PollInterval: 20 * time.Millisecond, ResubmitAfter: 10 * time.Second}
}

// checkpointBlock is the block the checkpoint file says is done; 0 when there is none yet.
func (d *anvilDeployment) checkpointBlock(path string) (uint64, error) {
	cp, err := settler.LoadCheckpoint(path, d.manifest.Ledger)
	if err != nil || cp == nil {
		return 0, err
	}
	return cp.Block, nil
}

// completed reads whether the rating hook holds the first escrow's job as completed.
func (d *anvilDeployment) completed(ctx context.Context, id *big.Int) (bool, error) {
	terms, err := testnet.FactoryTerms(ctx, d.client, d.manifest.Ledger, 0, id)
	return terms.Completed, err
}

// ratedCount asks the ledger (areRated, 500 keys a call) how many of the jobs it holds, each by
// its ledger key (wantRating.ledgerKey).
func (d *anvilDeployment) ratedCount(ctx context.Context, want []wantRating) (int, error) {
	n := 0
	for lo := 0; lo < len(want); lo += 500 {
		chunk := want[lo:min(lo+500, len(want))]
		keys := make([]*big.Int, len(chunk))
		for i, w := range chunk {
			keys[i] = w.ledgerKey()
		}
		rated, err := bind.Call(d.ledger, &bind.CallOpts{Context: ctx}, d.ledgerABI.PackAreRated(keys), d.ledgerABI.UnpackAreRated)
		if err != nil {
			return 0, err
		}
		for _, ok := range rated {
			if ok {
				n++
			}
		}
	}
	return n, nil
}

// ratedEvents reads every Rated event the ledger emitted on the canonical chain: job id → events.
func (d *anvilDeployment) ratedEvents(t *testing.T, ctx context.Context) map[string][]*bindings.ReputationLedgerRated {
	t.Helper()
	evs, err := testutil.Events(ctx, d.ledger, d.manifest.DeploymentBlock, d.ledgerABI.UnpackRatedEvent)
	if err != nil {
		t.Fatalf("read Rated events: %v", err)
	}
	out := map[string][]*bindings.ReputationLedgerRated{}
	for _, ev := range evs {
		out[ev.JobId.String()] = append(out[ev.JobId.String()], ev)
	}
	return out
}

// checkRatedExactlyOnce checks against the chain that every wanted job has exactly one Rated
// event, with the agent, rating, weight and kind it must have, that no other job was rated, and
// that areRated says true for all of them.
func (d *anvilDeployment) checkRatedExactlyOnce(t *testing.T, ctx context.Context, want []wantRating) {
	t.Helper()
	events := d.ratedEvents(t, ctx)
	lost, twice := 0, 0
	var wrong []string
	for _, w := range want {
		evs := events[w.job.String()]
		switch {
		case len(evs) == 0:
			lost++
		case len(evs) > 1:
			twice++
		default:
			ev := evs[0]
			if ev.AgentId.Cmp(w.agent) != 0 || ev.Rating != w.rating || ev.Weight.Cmp(w.weight) != 0 || ev.Kind != uint8(w.kind) {
				wrong = append(wrong, fmt.Sprintf("job %s rated (agent %s, rating %d, weight %s, kind %d), want (%s, %d, %s, %d)",
					w.job, ev.AgentId, ev.Rating, ev.Weight, ev.Kind, w.agent, w.rating, w.weight, w.kind))
			}
		}
		delete(events, w.job.String())
	}
	if lost != 0 || twice != 0 || len(events) != 0 || len(wrong) != 0 {
		t.Fatalf("of %d jobs, %d lost and %d rated twice; %d unexpected jobs rated; %d wrong ratings %v",
			len(want), lost, twice, len(events), len(wrong), wrong[:min(3, len(wrong))])
	}
	if n, err := d.ratedCount(ctx, want); err != nil || n != len(want) {
		t.Fatalf("areRated: %d of %d jobs rated (%v)", n, len(want), err)
	}
}

// waitCheckpointPast waits for the daemon's checkpoint to pass block `last`, the last
// completion: a checkpoint only moves past receipts, so by then every job must be rated.
func (d *anvilDeployment) waitCheckpointPast(t *testing.T, ctx context.Context, p *settlerProc, checkpoint string, last uint64, want []wantRating) {
	t.Helper()
	testutil.Eventually(t, time.Minute, fmt.Sprintf("the checkpoint to pass block %d, the last completion", last), func() (bool, error) {
		if err := p.exited(); err != nil {
			t.Fatal(err)
		}
		cp, err := d.checkpointBlock(checkpoint)
		return cp >= last, err
	}, func() string {
		n, _ := d.ratedCount(ctx, want)
		cp, _ := d.checkpointBlock(checkpoint)
		return fmt.Sprintf("%d of %d jobs rated, checkpoint %d, head %d; settler log tail:\n%s",
			n, len(want), cp, d.headNow(), p.log.tail(20))
	})
}

// ---------------------------------------------------------------- jobs

// tokenUnit is one TestToken in base units (6 decimals).
const tokenUnit = 1_000_000

// wantRating is what the ledger must end up holding for one job.
type wantRating struct {
	job, agent, weight *big.Int // job: the job id of the ledger's Rated event (a hook's key for a foreign job)
	rating             uint8
	kind               reputation.Kind
	key                *big.Int // the ledger key, when not job (a foreign job's: hook index << 224 | job)
}

// ledgerKey is the job's key on the ledger: a job of escrow 0 is named by its id alone.
func (w wantRating) ledgerKey() *big.Int {
	if w.key != nil {
		return w.key
	}
	return w.job
}

// anvilJobs draws n jobs of dev 3 with dev 4..9 as providers (testnet.RandomJobs: mixed
// outcomes, buyer ratings, disputes paid out, prices far above the 12-unit cap), and what each
// must be rated once its id is known.
func anvilJobs(r *rand.Rand, n int) ([]testnet.Job, []wantRating) {
	dev := testnet.DevAccounts()
	jobs, expected := testnet.RandomJobs(r, n, dev[3], dev[4:10], deployment.DefaultCapUnits*tokenUnit)
	want := make([]wantRating, n)
	for i, e := range expected {
		want[i] = wantRating{agent: e.Agent, weight: e.Weight, rating: e.Rating, kind: e.Kind}
	}
	return jobs, want
}

// driveJobs runs the jobs through the escrow in chunks, then seals `confirmations` more blocks
// so that the last completion is buried deep enough. It fills in the job ids of want and returns
// the head once the last job is done.
func (d *anvilDeployment) driveJobs(ctx context.Context, jobs []testnet.Job, want []wantRating, chunk int, confirmations uint64) (uint64, error) {
	for lo := 0; lo < len(jobs); lo += chunk {
		hi := min(lo+chunk, len(jobs))
		ids, err := d.remote.RunJobs(ctx, jobs[lo:hi])
		if err != nil {
			return 0, fmt.Errorf("jobs %d..%d: %w", lo, hi-1, err)
		}
		for i, id := range ids {
			want[lo+i].job = id
		}
	}
	last, err := d.client.BlockNumber(ctx)
	if err != nil || confirmations == 0 {
		return last, err
	}
	return last, d.mine(ctx, confirmations)
}

// ---------------------------------------------------------------- a foreign escrow

// anvilForeign is a foreign ERC-8183 escrow (contracts/src/TestForeignEscrow.sol) on the anvil
// deployment, registered on its rating hook by `repledger escrow register`.
type anvilForeign struct {
	escrow, hook common.Address
	hookIndex    uint32
}

// addForeignEscrow deploys a foreign escrow from dev 9 and registers it through the CLI, as a
// marketplace that keeps its own escrow would.
func (d *anvilDeployment) addForeignEscrow(t *testing.T, ctx context.Context) anvilForeign {
	t.Helper()
	o := bind.NewKeyedTransactor(testnet.DevAccounts()[9].Key, new(big.Int).SetUint64(d.manifest.ChainID))
	addr, _, err := deployment.DeployContract(ctx, d.client, o, "a test foreign ERC-8183 escrow", foreignescrow.ForeignEscrowMetaData.Bin, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if out, err := runCLI(t, "escrow", "register", "--deployment", d.manifestPath, "--rpc", d.url,
		"--keystore", d.adminKey, "--password-file", d.passwordFile, addr.Hex()); err != nil {
		t.Fatalf("escrow register %s: %v\n%s", addr.Hex(), err, out)
	}
	if d.manifest, err = deployment.ReadManifest(d.manifestPath); err != nil {
		t.Fatal(err)
	}
	hook, ok := d.manifest.RatingHook()
	if !ok {
		t.Fatal("the manifest lists no rating hook")
	}
	return anvilForeign{escrow: addr, hook: hook.Address, hookIndex: hook.Index}
}

// anvilForeignJobs draws n foreign jobs of dev 3 for dev 4..9 (mixed outcomes, buyer ratings;
// a foreign escrow has no disputes) and what each must be rated.
func anvilForeignJobs(r *rand.Rand, n int) ([]testnet.ForeignJob, []wantRating) {
	dev := testnet.DevAccounts()
	jobs, expected := testnet.RandomJobs(r, n, dev[3], dev[4:10], deployment.DefaultCapUnits*tokenUnit)
	out := make([]testnet.ForeignJob, 0, n)
	want := make([]wantRating, 0, n)
	for i, j := range jobs {
		if j.Dispute != nil {
			continue
		}
		e := expected[i]
		out = append(out, testnet.ForeignJob{Client: j.Client, Provider: j.Provider, Budget: j.Budget, Outcome: j.Outcome})
		want = append(want, wantRating{agent: e.Agent, weight: e.Weight, rating: e.Rating, kind: e.Kind})
	}
	return out, want
}

// driveForeign runs foreign jobs through f's escrow and fills in want's hook keys and ledger keys.
func (d *anvilDeployment) driveForeign(ctx context.Context, f anvilForeign, jobs []testnet.ForeignJob, want []wantRating) error {
	if len(jobs) == 0 {
		return nil
	}
	recs, err := d.remote.RunForeignJobs(ctx, f.escrow, f.hook, jobs)
	if err != nil {
		return fmt.Errorf("foreign jobs: %w", err)
	}
	for i, rec := range recs {
		if !rec.Recorded || !rec.Rateable {
			return fmt.Errorf("foreign job %s: recorded %v, rateable %v; want both", rec.JobID, rec.Recorded, rec.Rateable)
		}
		want[i].job = rec.Key
		k := new(big.Int).Lsh(new(big.Int).SetUint64(uint64(f.hookIndex)), 224)
		want[i].key = k.Or(k, rec.Key)
	}
	return nil
}
