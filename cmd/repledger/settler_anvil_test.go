package main

// Tests of the settler daemon against real processes: anvil (from contracts/node_modules), the
// built repledger binary, a JSON-RPC proxy that drops or holds its submissions and a TCP proxy
// that takes the node away. They check SPEC §8's promise on the chain itself: a crash at any
// point, a restart, an RPC outage or a reorg loses no rating and rates no job twice.

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// ---------------------------------------------------------------- the built binary

var (
	binaryOnce sync.Once
	binaryDir  string
	binaryPath string
	binaryErr  error
)

// TestMain removes the binary built for these tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if binaryDir != "" {
		_ = os.RemoveAll(binaryDir)
	}
	os.Exit(code)
}

// settlerBinary builds repledger once per test run (`go build -o DIR/repledger .`).
func settlerBinary(t *testing.T) string {
	t.Helper()
	binaryOnce.Do(func() {
		pkg, err := filepath.Abs(".")
		if err != nil {
			binaryErr = err
			return
		}
		if binaryDir, binaryErr = os.MkdirTemp("", "repledger-bin-"); binaryErr != nil {
			return
		}
		binaryPath = filepath.Join(binaryDir, "repledger")
		cmd := exec.Command("go", "build", "-o", binaryPath, ".")
		cmd.Dir = pkg
		if out, err := cmd.CombinedOutput(); err != nil {
			binaryErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binaryErr != nil {
		t.Fatal(binaryErr)
	}
	return binaryPath
}

// ---------------------------------------------------------------- a deployment on anvil

// anvilDeployment is a fresh anvil with the contracts deployed by `repledger deploy`: dev 0
// deploys and administers, dev 1 is the scorer (the settler's key), dev 2 the arbiter.
type anvilDeployment struct {
	url          string
	client       *ethclient.Client
	manifest     *testnet.Manifest
	manifestPath string
	scorerKey    string // keystore file of dev 1
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
	d.scorerKey, d.passwordFile = writeKeystoreFor(t, d.dir, dev[1])
	d.manifestPath = filepath.Join(d.dir, "deployment.json")
	if out, err := runCLI(t, "deploy", "--rpc", d.url, "--keystore", deployerKey, "--password-file", passwordFile,
		"--scorer", dev[1].Address.Hex(), "--arbiter", dev[2].Address.Hex(), "--out", d.manifestPath); err != nil {
		t.Fatalf("deploy to anvil: %v\n%s", err, out)
	}
	var err error
	if d.manifest, err = testnet.ReadManifest(d.manifestPath); err != nil {
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
	d.escrow = d.remote.EscrowABI.Instance(d.client, d.manifest.Escrow)
	return d
}

// mine seals n empty blocks (anvil_mine).
func (d *anvilDeployment) mine(ctx context.Context, n uint64) error {
	return d.client.Client().CallContext(ctx, nil, "anvil_mine", hexutil.Uint64(n))
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
	return settler.Config{RPC: d.url, Escrow: d.manifest.Escrow, Ledger: d.manifest.Ledger,
		Confirmations: confirmations, StartBlock: d.manifest.DeploymentBlock, CheckpointPath: checkpoint,
		BatchSize: 40, MaxRange: 256, PollInterval: 20 * time.Millisecond, ResubmitAfter: 10 * time.Second}
}

// checkpointBlock is the block the checkpoint file says is done; 0 when there is none yet.
func (d *anvilDeployment) checkpointBlock(path string) (uint64, error) {
	cp, err := settler.LoadCheckpoint(path, d.manifest.Escrow, d.manifest.Ledger)
	if err != nil || cp == nil {
		return 0, err
	}
	return cp.Block, nil
}

// completed reads whether the escrow holds the job as completed.
func (d *anvilDeployment) completed(ctx context.Context, id *big.Int) (bool, error) {
	e := d.remote.EscrowABI
	terms, err := bind.Call(d.escrow, &bind.CallOpts{Context: ctx}, e.PackRatingTerms(id), e.UnpackRatingTerms)
	return terms.Completed, err
}

// ratedCount asks the ledger (areRated, 500 pairs a call) how many of the jobs it holds.
func (d *anvilDeployment) ratedCount(ctx context.Context, want []wantRating) (int, error) {
	n := 0
	for lo := 0; lo < len(want); lo += 500 {
		chunk := want[lo:min(lo+500, len(want))]
		agents, jobs := make([]*big.Int, len(chunk)), make([]*big.Int, len(chunk))
		for i, w := range chunk {
			agents[i], jobs[i] = w.agent, w.job
		}
		rated, err := bind.Call(d.ledger, &bind.CallOpts{Context: ctx}, d.ledgerABI.PackAreRated(agents, jobs), d.ledgerABI.UnpackAreRated)
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

// ratedEvents reads every Rated event the ledger ever emitted: job id → events.
func (d *anvilDeployment) ratedEvents(t *testing.T, ctx context.Context) map[string][]*bindings.ReputationLedgerRated {
	t.Helper()
	logs, err := d.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(d.manifest.DeploymentBlock),
		Addresses: []common.Address{d.manifest.Ledger},
		Topics:    [][]common.Hash{{d.ledgerABI.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID}},
	})
	if err != nil {
		t.Fatalf("read Rated events: %v", err)
	}
	out := map[string][]*bindings.ReputationLedgerRated{}
	for i := range logs {
		ev, err := d.ledgerABI.UnpackRatedEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
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
	waitUntil(t, ctx, time.Minute, fmt.Sprintf("the checkpoint to pass block %d, the last completion", last), func() (bool, error) {
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
	job, agent, weight *big.Int
	rating             uint8
	kind               reputation.Kind
}

// anvilJobs draws n jobs of dev 3 with dev 4..9 as providers (testnet.RandomJobs: mixed
// outcomes, buyer ratings, disputes paid out, prices far above the 12-unit cap), and what each
// must be rated once its id is known.
func anvilJobs(r *rand.Rand, n int) ([]testnet.Job, []wantRating) {
	dev := testnet.DevAccounts()
	jobs, expected := testnet.RandomJobs(r, n, dev[3], dev[4:10], testnet.DefaultCapUnits*tokenUnit)
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

// ---------------------------------------------------------------- waiting

// waitUntil polls cond every 25 ms until it holds; after `within` (or at ctx's deadline) it
// fails with what it was waiting for and, when given, the state detail describes.
func waitUntil(t *testing.T, ctx context.Context, within time.Duration, what string, cond func() (bool, error), detail func() string) {
	t.Helper()
	tick := time.NewTicker(25 * time.Millisecond)
	defer tick.Stop()
	deadline := time.NewTimer(within)
	defer deadline.Stop()
	var lastErr error
	for {
		ok, err := cond()
		if ok {
			return
		}
		if err != nil {
			lastErr = err
		}
		var expired bool
		select {
		case <-ctx.Done():
			expired = true
		case <-deadline.C:
			expired = true
		case <-tick.C:
		}
		if expired {
			msg := fmt.Sprintf("timed out after %s waiting for %s", within, what)
			if lastErr != nil {
				msg += fmt.Sprintf(" (last error: %v)", lastErr)
			}
			if detail != nil {
				msg += "\n" + detail()
			}
			t.Fatal(msg)
		}
	}
}

// ---------------------------------------------------------------- logs

// logWatch collects a process's log and tells when a substring first appears.
type logWatch struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	waiters []*logWaiter
}

type logWaiter struct {
	sub  []byte
	seen chan struct{}
}

func (w *logWatch) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	from := w.buf.Len()
	w.buf.Write(p)
	kept := w.waiters[:0]
	for _, wt := range w.waiters {
		if bytes.Contains(w.buf.Bytes()[max(0, from-len(wt.sub)):], wt.sub) {
			close(wt.seen)
			continue
		}
		kept = append(kept, wt)
	}
	w.waiters = kept
	return len(p), nil
}

// when returns a channel closed once sub is in the log.
func (w *logWatch) when(sub string) <-chan struct{} {
	w.mu.Lock()
	defer w.mu.Unlock()
	wt := &logWaiter{sub: []byte(sub), seen: make(chan struct{})}
	if bytes.Contains(w.buf.Bytes(), wt.sub) {
		close(wt.seen)
	} else {
		w.waiters = append(w.waiters, wt)
	}
	return wt.seen
}

func (w *logWatch) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// tail is the last n lines of the log other than the "rated" ones, for failure messages.
func (w *logWatch) tail(n int) string {
	var kept []string
	rated := 0
	for _, line := range strings.Split(strings.TrimRight(w.String(), "\n"), "\n") {
		if strings.Contains(line, `"message":"rated"`) {
			rated++
			continue
		}
		kept = append(kept, line)
	}
	return fmt.Sprintf("(%d \"rated\" lines left out)\n%s", rated, strings.Join(kept[max(0, len(kept)-n):], "\n"))
}

// logLines decodes the JSON lines of the log; other lines are skipped.
func (w *logWatch) logLines() []map[string]any {
	var out []map[string]any
	for _, line := range strings.Split(w.String(), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

// ---------------------------------------------------------------- the daemon as a process

// settlerProc is `repledger settler run` running as a child process.
type settlerProc struct {
	cmd  *exec.Cmd
	log  *logWatch
	done chan struct{}
	err  error // cmd.Wait's result once done is closed
}

// startSettlerProc starts the built binary with args after `settler run` and env added to the
// environment; it is killed at the end of the test if still running.
func startSettlerProc(t *testing.T, bin string, args, env []string) *settlerProc {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"settler", "run"}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	p := &settlerProc{cmd: cmd, log: &logWatch{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.log, p.log
	if err := cmd.Start(); err != nil {
		t.Fatalf("start settler: %v", err)
	}
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.done
	})
	return p
}

// stop sends sig and waits for the process to end. SIGKILL is kill -9; SIGTERM must end the
// daemon cleanly (exit 0, "checkpoint is consistent").
func (p *settlerProc) stop(t *testing.T, sig syscall.Signal) {
	t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil && !errors.Is(err, os.ErrProcessDone) {
		t.Fatalf("signal %v: %v", sig, err)
	}
	select {
	case <-p.done:
	case <-time.After(15 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.done
		t.Fatalf("settler still running 15 s after %v; log tail:\n%s", sig, p.log.tail(20))
	}
	if sig == syscall.SIGKILL {
		return
	}
	if p.err != nil || !strings.Contains(p.log.String(), "checkpoint is consistent") {
		t.Fatalf("settler stopped by %v: %v; log tail:\n%s", sig, p.err, p.log.tail(20))
	}
}

// exited reports an early exit of the daemon as an error.
func (p *settlerProc) exited() error {
	select {
	case <-p.done:
		return fmt.Errorf("settler exited early (%v); log tail:\n%s", p.err, p.log.tail(20))
	default:
		return nil
	}
}

// ---------------------------------------------------------------- crash safety

// The settler is stopped 20 times while 2,000 jobs settle on anvil, 100 at a time, and restarted
// from its checkpoint each time: 14 times in-process at a random point (a fresh Service whose
// context is cancelled), 3 times at random by SIGTERM to the binary, and 3 times by kill -9 of
// the binary at the critical points of a submission: right after the receipt, before the
// checkpoint is written; with the transaction on its way to the node (dropped by a proxy, so it
// never arrives); with the node holding it and the answer on its way (held by the proxy). A last
// run catches up. Read back from the chain, every job is rated exactly once, with the rating it
// must have.
func TestSettlerAnvilCrashSafety(t *testing.T) {
	const (
		nJobs         = 2000
		stops         = 20
		chunk         = nJobs / stops
		confirmations = 2
	)
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	d := newAnvilDeployment(t, ctx) // skips without anvil, before the build
	bin := settlerBinary(t)
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("REPLEDGER_TEST_SEED"); s != "" {
		var err error
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatalf("REPLEDGER_TEST_SEED: %v", err)
		}
	}
	t.Logf("seed %d (REPLEDGER_TEST_SEED repeats the jobs and the random stop times)", seed)
	r := rand.New(rand.NewPCG(seed, 2000))
	jobs, want := anvilJobs(r, nJobs)
	checkpoint := filepath.Join(d.dir, "checkpoint.json")
	key := testnet.DevAccounts()[1].Key

	// The binary reaches anvil through a JSON-RPC proxy that can drop or hold its submissions;
	// some of its flags come from REPLEDGER_* variables.
	rpc := startHoldProxy(t, d.url)
	procArgs := []string{"--deployment", d.manifestPath, "--rpc", rpc.URL(), "--checkpoint", checkpoint,
		"--batch-size", "40", "--max-range", "256", "--log-format", "json"}
	procEnv := []string{"REPLEDGER_KEYSTORE=" + d.scorerKey, "REPLEDGER_PASSWORD_FILE=" + d.passwordFile,
		"REPLEDGER_CONFIRMATIONS=" + strconv.Itoa(confirmations), "REPLEDGER_POLL_INTERVAL=20ms"}
	inProcLog := &logWatch{}
	var alreadyRated, submitted float64
	kills, terms, inProc := 0, 0, 0
	for i := range stops {
		// The i-th chunk of jobs settles while the i-th run works and is stopped.
		lo := i * chunk
		driven := make(chan error, 1)
		go func() {
			_, err := d.driveJobs(ctx, jobs[lo:lo+chunk], want[lo:lo+chunk], chunk, 0)
			driven <- err
		}()
		switch i {
		case 3, 7, 11: // kill -9 of the binary, each time at another critical point
			p := startSettlerProc(t, bin, procArgs, procEnv)
			var caught <-chan struct{}
			switch i {
			case 3: // right after its first receipt, before the range's checkpoint is written
				caught = p.log.when(`"message":"rated"`)
			case 7: // its first submission on the way, not yet at the node: the proxy drops it
				caught = rpc.hold("eth_sendRawTransaction", false)
			case 11: // the node has its first submission, the answer is on the way: the proxy holds it
				caught = rpc.hold("eth_sendRawTransaction", true)
			}
			select {
			case <-caught:
			case <-p.done:
				t.Fatalf("stop %d: settler exited: %v\n%s", i, p.err, p.log.tail(20))
			case <-time.After(30 * time.Second):
				t.Fatalf("stop %d: the settler submitted nothing in 30 s; log tail:\n%s", i, p.log.tail(20))
			}
			if err := p.exited(); err != nil {
				t.Fatal(err)
			}
			p.stop(t, syscall.SIGKILL)
			rpc.release()
			kills++
		case 5, 13, 18: // SIGTERM to the binary at a random point
			p := startSettlerProc(t, bin, procArgs, procEnv)
			sleepRandom(ctx, r, 150*time.Millisecond, 1500*time.Millisecond)
			if err := p.exited(); err != nil {
				t.Fatal(err)
			}
			p.stop(t, syscall.SIGTERM)
			terms++
		default: // in-process: a fresh Service on the same checkpoint, its context cancelled at random
			svc := runInProcess(t, ctx, d.settlerConfig(checkpoint, confirmations), d.client, key, inProcLog,
				randomDuration(r, 20*time.Millisecond, 600*time.Millisecond))
			alreadyRated += testutil.ToFloat64(svc.Metrics().Skips.WithLabelValues(string(settler.SkipAlreadyRated)))
			submitted += submittedRatings(svc)
			inProc++
		}
		select {
		case err := <-driven:
			if err != nil {
				t.Fatalf("chunk %d: %v", i, err)
			}
		case <-ctx.Done():
			t.Fatalf("chunk %d of the jobs not settled before the deadline", i)
		}
	}
	t.Logf("%d stops: %d in-process, %d kill -9, %d SIGTERM; in-process runs submitted %.0f ratings and skipped %.0f already rated",
		stops, inProc, kills, terms, submitted, alreadyRated)

	// The last run catches up once the last completion is buried; a clean SIGTERM ends it.
	last := d.head(t, ctx)
	if err := d.mine(ctx, confirmations); err != nil {
		t.Fatal(err)
	}
	p := startSettlerProc(t, bin, procArgs, procEnv)
	d.waitCheckpointPast(t, ctx, p, checkpoint, last, want)
	p.stop(t, syscall.SIGTERM)
	d.checkRatedExactlyOnce(t, ctx, want)
}

func randomDuration(r *rand.Rand, lo, hi time.Duration) time.Duration {
	return lo + time.Duration(r.Int64N(int64(hi-lo)))
}

// sleepRandom lets a running daemon work for a random while: the point at which it is stopped.
func sleepRandom(ctx context.Context, r *rand.Rand, lo, hi time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(randomDuration(r, lo, hi)):
	}
}

// runInProcess runs a fresh Service on the checkpoint for d, then cancels its context.
func runInProcess(t *testing.T, ctx context.Context, cfg settler.Config, client *ethclient.Client, key *ecdsa.PrivateKey, log io.Writer, d time.Duration) *settler.Service {
	t.Helper()
	svc, err := settler.NewService(ctx, cfg, client, key, zerolog.New(log).Level(zerolog.InfoLevel))
	if err != nil {
		t.Fatalf("new service: %v", err)
	}
	runCtx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	if err := svc.Run(runCtx); err != nil {
		t.Fatalf("run: %v", err)
	}
	return svc
}

func submittedRatings(svc *settler.Service) float64 {
	total := 0.0
	for _, k := range []reputation.Kind{reputation.KindAuto, reputation.KindBuyer, reputation.KindDispute} {
		total += testutil.ToFloat64(svc.Metrics().Submitted.WithLabelValues(k.String()))
	}
	return total
}

// holdProxy forwards JSON-RPC over HTTP to a node. Armed with hold, it catches the next request
// of a method: either before forwarding it (and then drops it) or after the node answered (and
// then withholds the answer), until release. A daemon killed meanwhile dies with its request
// lost on the way, or with the node having acted on it unbeknown to the daemon.
type holdProxy struct {
	srv    *httptest.Server
	target string

	mu       sync.Mutex
	method   string        // armed for this method; "" when not armed
	deliver  bool          // forward the caught request before holding
	caught   chan struct{} // closed when a request is caught
	released chan struct{} // closed by release
}

func startHoldProxy(t *testing.T, target string) *holdProxy {
	t.Helper()
	h := &holdProxy{target: target, released: make(chan struct{})}
	h.srv = httptest.NewServer(h)
	t.Cleanup(func() {
		h.release()
		h.srv.Close()
	})
	return h
}

func (h *holdProxy) URL() string { return h.srv.URL }

// hold arms the proxy for the next request of method; the channel is closed once it is caught.
func (h *holdProxy) hold(method string, deliver bool) <-chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.method, h.deliver, h.caught, h.released = method, deliver, make(chan struct{}), make(chan struct{})
	return h.caught
}

// release lets the caught request end (its client is usually dead by then) and disarms.
func (h *holdProxy) release() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.method = ""
	select {
	case <-h.released:
	default:
		close(h.released)
	}
}

// catch reports whether this request is the one armed for, disarming the proxy if so.
func (h *holdProxy) catch(body []byte) (caught bool, deliver bool, done chan struct{}, released chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.method == "" || !bytes.Contains(body, []byte(`"method":"`+h.method+`"`)) {
		return false, false, nil, nil
	}
	h.method = ""
	return true, h.deliver, h.caught, h.released
}

func (h *holdProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	caught, deliver, done, released := h.catch(body)
	if caught && !deliver {
		close(done)
		select {
		case <-released:
		case <-r.Context().Done():
		}
		http.Error(w, "dropped by the test", http.StatusBadGateway)
		return
	}
	ctx := r.Context()
	if caught {
		ctx = context.Background() // the node must get it even if the daemon dies meanwhile
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.target, bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	answer, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if caught {
		close(done)
		select {
		case <-released:
		case <-r.Context().Done():
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(answer)
}

// ---------------------------------------------------------------- reorgs

// anvilReorg replaces the last depth blocks (anvil_reorg); each of txs is sent by anvil from
// its `from` dev account in the replacement block at its offset (0: the first after the common
// ancestor).
func (d *anvilDeployment) reorg(ctx context.Context, depth uint64, txs ...reorgTx) error {
	pairs := make([]any, len(txs))
	for i, tx := range txs {
		pairs[i] = []any{map[string]any{"from": tx.from, "to": tx.to, "data": hexutil.Bytes(tx.data),
			"gas": hexutil.Uint64(500_000)}, tx.offset}
	}
	return d.client.Client().CallContext(ctx, nil, "anvil_reorg", depth, pairs)
}

type reorgTx struct {
	from, to common.Address
	data     []byte
	offset   uint64
}

// Against anvil's reorgs, with 5 confirmations:
//   - a completion left one block short of its confirmation depth, while the settler has read
//     every block up to the one before it, is reorged out: it is never read, never submitted,
//     never rated; another job's completion, which the reorg puts in its place, is rated once
//     confirmed; a completion from before the reorg stays rated, once;
//   - a reorg deeper than the confirmation depth rewrites blocks the checkpoint already covers,
//     putting a new completion there: the settler notices by block hash, re-reads from the
//     common ancestor and rates it once.
func TestSettlerAnvilReorg(t *testing.T) {
	const confirmations = 5
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	d := newAnvilDeployment(t, ctx)
	dev := testnet.DevAccounts()
	jobs, want := anvilJobs(rand.New(rand.NewPCG(5, 5)), 4)
	for i := range jobs {
		jobs[i].Dispute = nil // each is completed by one transaction of the client
		jobs[i].Outcome = bindings.EscrowOutcome{Shipped: true, CriticRan: true}
		want[i].rating, _ = reputation.Rate(reputation.Outcome{Shipped: true, CriticRan: true})
		want[i].kind = reputation.KindAuto
	}
	ids, err := d.remote.CreateJobs(ctx, jobs)
	if err == nil {
		err = d.remote.SubmitJobs(ctx, jobs, ids)
	}
	if err != nil {
		t.Fatal(err)
	}
	for i, id := range ids {
		want[i].job = id
	}
	stays, reorgedOut, replaces, deep := 0, 1, 2, 3 // indexes into jobs
	complete := func(i int) uint64 {
		t.Helper()
		tx, err := d.remote.Sign(ctx, jobs[i].Client, d.manifest.Escrow, d.remote.CompleteCall(jobs[i], ids[i]))
		if err == nil {
			err = d.remote.SendAll(ctx, []*types.Transaction{tx})
		}
		var receipts []*types.Receipt
		if err == nil {
			receipts, err = d.remote.WaitAll(ctx, []*types.Transaction{tx})
		}
		if err != nil {
			t.Fatalf("complete job %s: %v", ids[i], err)
		}
		return receipts[0].BlockNumber.Uint64()
	}

	checkpoint := filepath.Join(d.dir, "checkpoint.json")
	logs := &logWatch{}
	svc, err := settler.NewService(ctx, d.settlerConfig(checkpoint, confirmations), d.client, dev[1].Key,
		zerolog.New(logs).Level(zerolog.InfoLevel))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	stopRun := sync.OnceValue(func() error {
		stop()
		return <-done
	})
	defer stopRun()
	caughtUpTo := func(block uint64) {
		t.Helper()
		waitUntil(t, ctx, 20*time.Second, fmt.Sprintf("the checkpoint to reach block %d", block), func() (bool, error) {
			cp, err := d.checkpointBlock(checkpoint)
			return cp >= block, err
		}, func() string {
			cp, _ := d.checkpointBlock(checkpoint)
			return fmt.Sprintf("checkpoint %d, head %d; settler log tail:\n%s", cp, d.headNow(), logs.tail(20))
		})
	}
	rated := func(i int) func() (bool, error) {
		return func() (bool, error) {
			return bind.Call(d.ledger, &bind.CallOpts{Context: ctx}, d.ledgerABI.PackIsRated(want[i].agent, ids[i]), d.ledgerABI.UnpackIsRated)
		}
	}

	// A completion that stays canonical, confirmed and rated before any reorg.
	a := complete(stays)
	if err := d.mine(ctx, confirmations); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, 20*time.Second, "the first job to be rated", rated(stays), func() string { return logs.tail(20) })
	caughtUpTo(a)

	// A completion one block short of its confirmation depth; the settler reads up to the block
	// before it.
	b := complete(reorgedOut)
	if err := d.mine(ctx, confirmations-1); err != nil {
		t.Fatal(err)
	}
	caughtUpTo(b - 1)
	if ok, err := rated(reorgedOut)(); err != nil || ok {
		t.Fatalf("job %s is rated=%v (%v) with its completion only %d blocks deep, %d required", ids[reorgedOut], ok, err, confirmations-1, confirmations)
	}
	if head := d.head(t, ctx); head != b+confirmations-1 {
		t.Fatalf("head %d, want %d: a block was sealed (by a submission of the settler?) before the reorg", head, b+confirmations-1)
	}
	// The reorg replaces the completion's block and the four on top; another job's completion
	// takes its place.
	if err := d.reorg(ctx, confirmations, reorgTx{from: jobs[replaces].Client.Address, to: d.manifest.Escrow,
		data: d.remote.CompleteCall(jobs[replaces], ids[replaces]), offset: 0}); err != nil {
		t.Fatalf("anvil_reorg: %v", err)
	}
	d.remote.ForgetNonces()
	if done, err := d.completed(ctx, ids[reorgedOut]); err != nil || done {
		t.Fatalf("after the reorg, job %s is completed=%v (%v): the reorg did not remove its completion", ids[reorgedOut], done, err)
	}
	if done, err := d.completed(ctx, ids[replaces]); err != nil || !done {
		t.Fatalf("after the reorg, job %s is completed=%v (%v): the reorg did not add its completion", ids[replaces], done, err)
	}
	if err := d.mine(ctx, 2*confirmations); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, 20*time.Second, "the replacing completion to be rated", rated(replaces), func() string { return logs.tail(20) })
	caughtUpTo(d.head(t, ctx) - confirmations)
	if ok, err := rated(reorgedOut)(); err != nil || ok {
		t.Fatalf("job %s, whose completion was reorged out, is rated=%v (%v)", ids[reorgedOut], ok, err)
	}
	if seen := testutil.ToFloat64(svc.Metrics().SettlementsSeen); seen != 2 {
		t.Fatalf("the settler read %v completions, want 2: it read the one reorged out", seen)
	}
	if reverts := testutil.ToFloat64(svc.Metrics().Reverts); reverts != 0 {
		t.Fatalf("%v submissions reverted: the settler submitted a rating the chain refused", reverts)
	}

	// A reorg deeper than the confirmation depth rewrites blocks the checkpoint covers.
	if err := d.mine(ctx, 3*confirmations); err != nil { // the reorg must not touch the settler's own transactions
		t.Fatal(err)
	}
	head := d.head(t, ctx)
	caughtUpTo(head - confirmations)
	const depth = confirmations + 3
	if err := d.reorg(ctx, depth, reorgTx{from: jobs[deep].Client.Address, to: d.manifest.Escrow,
		data: d.remote.CompleteCall(jobs[deep], ids[deep]), offset: 0}); err != nil {
		t.Fatalf("anvil_reorg: %v", err)
	}
	d.remote.ForgetNonces()
	if cp, _ := d.checkpointBlock(checkpoint); cp < head-depth+1 {
		t.Fatalf("checkpoint %d is below the deep reorg's first block %d: the test does not reach behind it", cp, head-depth+1)
	}
	waitUntil(t, ctx, 20*time.Second, "the completion put behind the checkpoint to be rated", rated(deep),
		func() string { return "settler log:\n" + logs.tail(20) })
	if !strings.Contains(logs.String(), "reorg detected") {
		t.Errorf("the settler rated the job but did not log the reorg:\n%s", logs.String())
	}
	if err := d.mine(ctx, confirmations); err != nil {
		t.Fatal(err)
	}
	caughtUpTo(d.head(t, ctx) - confirmations)
	if err := stopRun(); err != nil {
		t.Fatal(err)
	}

	d.checkRatedExactlyOnce(t, ctx, []wantRating{want[stays], want[replaces], want[deep]})
}

// ---------------------------------------------------------------- outages

// flakyProxy forwards TCP connections on a loopback port to a target, until it is taken down:
// then it closes every open connection and closes each new one at once.
type flakyProxy struct {
	ln      net.Listener
	target  string
	mu      sync.Mutex
	down    bool
	conns   map[net.Conn]struct{}
	refused atomic.Int64
	wg      sync.WaitGroup
}

func startFlakyProxy(t *testing.T, target string) *flakyProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &flakyProxy{ln: ln, target: target, conns: map[net.Conn]struct{}{}}
	p.wg.Add(1)
	go p.serve()
	t.Cleanup(func() {
		ln.Close()
		p.setDown(true)
		p.wg.Wait()
	})
	return p
}

func (p *flakyProxy) URL() string { return "http://" + p.ln.Addr().String() }

// setDown takes the proxy down (closing every connection) or brings it back.
func (p *flakyProxy) setDown(down bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = down
	if down {
		for c := range p.conns {
			c.Close()
		}
	}
}

// track registers c unless the proxy is down.
func (p *flakyProxy) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.down {
		return false
	}
	p.conns[c] = struct{}{}
	return true
}

func (p *flakyProxy) untrack(cs ...net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range cs {
		delete(p.conns, c)
		c.Close()
	}
}

func (p *flakyProxy) serve() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		if !p.track(c) {
			p.refused.Add(1)
			c.Close()
			continue
		}
		p.wg.Add(1)
		go func() {
			defer p.wg.Done()
			up, err := net.DialTimeout("tcp", p.target, 5*time.Second)
			if err != nil {
				p.untrack(c)
				return
			}
			if !p.track(up) {
				p.refused.Add(1)
				p.untrack(c, up)
				return
			}
			var pipes sync.WaitGroup
			pipes.Add(2)
			pipe := func(dst, src net.Conn) {
				defer pipes.Done()
				_, _ = io.Copy(dst, src)
				p.untrack(c, up) // either side ending ends both
			}
			go pipe(up, c)
			go pipe(c, up)
			pipes.Wait()
		}()
	}
}

// The node becomes unreachable for 10 s in the middle of a run (a proxy between the daemon
// and anvil closes every connection) while jobs keep settling on the chain: the daemon backs off
// instead of spinning, recovers on its own once the node is back, and rates every job exactly
// once.
func TestSettlerAnvilOutage(t *testing.T) {
	const (
		nJobs         = 300
		chunk         = 50
		confirmations = 2
		outage        = 10 * time.Second
	)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	d := newAnvilDeployment(t, ctx) // skips without anvil, before the build
	bin := settlerBinary(t)
	proxy := startFlakyProxy(t, strings.TrimPrefix(d.url, "http://"))
	jobs, want := anvilJobs(rand.New(rand.NewPCG(10, 10)), nJobs)
	checkpoint := filepath.Join(d.dir, "checkpoint.json")
	p := startSettlerProc(t, bin, []string{"--deployment", d.manifestPath, "--rpc", proxy.URL(),
		"--keystore", d.scorerKey, "--password-file", d.passwordFile, "--checkpoint", checkpoint,
		"--confirmations", strconv.Itoa(confirmations), "--poll-interval", "50ms", "--batch-size", "40"}, nil)

	// The first 100 jobs settle and are rated with the node reachable, and the daemon has moved
	// its checkpoint past them: it is between steps, not waiting for a receipt, when the node goes.
	first := 2 * chunk
	firstLast, err := d.driveJobs(ctx, jobs[:first], want[:first], chunk, confirmations)
	if err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, 30*time.Second, "the first jobs to be rated and checkpointed", func() (bool, error) {
		if err := p.exited(); err != nil {
			t.Fatal(err)
		}
		n, err := d.ratedCount(ctx, want[:first])
		if err != nil || n < first {
			return false, err
		}
		cp, err := d.checkpointBlock(checkpoint)
		return cp >= firstLast, err
	}, func() string { return p.log.tail(20) })

	// The node goes away for 10 s; the rest of the jobs settle on the chain meanwhile.
	proxy.setDown(true)
	downAt := time.Now()
	driverDone := make(chan error, 1)
	var last uint64
	go func() {
		var err error
		last, err = d.driveJobs(ctx, jobs[first:], want[first:], chunk, confirmations)
		driverDone <- err
	}()
	select {
	case <-time.After(outage):
	case <-ctx.Done():
		t.Fatal("deadline during the outage")
	}
	proxy.setDown(false)
	upAt := time.Now()
	if err := <-driverDone; err != nil {
		t.Fatalf("job driver: %v", err)
	}
	if proxy.refused.Load() == 0 {
		t.Fatal("the settler did not try the node during the outage")
	}

	d.waitCheckpointPast(t, ctx, p, checkpoint, last, want)
	recoveredIn := time.Since(upAt)
	p.stop(t, syscall.SIGTERM)
	d.checkRatedExactlyOnce(t, ctx, want)

	// Backoff: a handful of failed steps over the outage, waits doubling, not one per 50 ms poll.
	var retries []time.Duration
	for _, line := range p.log.logLines() {
		if line["message"] != "settler step failed" {
			continue
		}
		wait, ok := line["retry_in"].(float64) // zerolog writes durations in milliseconds
		if !ok {
			t.Fatalf("failed-step log line without retry_in: %v", line)
		}
		retries = append(retries, time.Duration(wait)*time.Millisecond)
	}
	t.Logf("outage %s: %d connections refused, %d failed steps (first retry_in %v), all rated %s after the node came back",
		upAt.Sub(downAt).Round(time.Millisecond), proxy.refused.Load(), len(retries), retries[:min(8, len(retries))], recoveredIn.Round(time.Millisecond))
	if len(retries) < 2 || len(retries) > 8 {
		t.Fatalf("%d failed steps during a %s outage, want a handful (backing off); the first retry_in: %v", len(retries), outage, retries[:min(8, len(retries))])
	}
	for i := 1; i < len(retries); i++ {
		if retries[i] < retries[i-1] {
			t.Fatalf("retry_in shrank during the outage: %v", retries)
		}
	}
	if retries[len(retries)-1] <= retries[0] {
		t.Fatalf("retry_in did not grow during the outage: %v", retries)
	}
}
