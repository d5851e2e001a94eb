package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/rs/zerolog"
)

// ---------------------------------------------------------------- crash safety

// The settler is stopped 20 times while 2,000 jobs settle on anvil, 100 at a time (a block
// every 100 ms, anvil's instant miner off: see below), and restarted from its checkpoint each
// time: 12 times in-process at a random point (a fresh Service whose context is cancelled), 3
// times at random by SIGTERM to the binary, 3 times by kill -9 of the binary at the critical
// points of a submission: right after the receipt, before the checkpoint is written; with the
// transaction on its way to the node (dropped by a proxy, so it never arrives); with the node
// holding it and the answer on its way (held by the proxy). Twice an in-process settler runs
// while the test seals a block only when a submission of the settler waits in the pool, so that
// the newest blocks hold its submissions and nothing else; once it has rated every job driven so
// far and seen every receipt, anvil_reorg replaces the newest block (the first time) or the
// newest two (the second: the confirmation depth), removing ratings the settler believes landed
// but has not yet buried, and the pool is emptied (anvil takes no reorged transaction back, and a
// submission the settler sent meanwhile is forgotten too): the same settler must notice and
// submit them again itself, mined again only as it sends them. A last run catches up. Read back
// from the chain, every job is rated exactly once, with the rating it must have. A tenth as many
// jobs as the escrow's run through a foreign ERC-8183 escrow registered on the rating hook
// (`repledger escrow register`), chunk by chunk beside them, and are held to the same: every one
// rated exactly once, through the hook (issue 18, point 7).
//
// Why the instant miner is off: it queues the pool's whole ready set for a block of its own at
// every new ready transaction, so each burst of the jobs' transactions (sent in JSON-RPC batches)
// left hundreds of such sets queued, which anvil went on sealing one by one, ~40 a second, their
// transactions mined already, for up to half a minute after the burst. Whatever the settler sent
// meanwhile waited ready in the pool behind them (the ticker's anvil_mine, which seals the pool
// as it is, hid that everywhere but in the reorg stops, which paused it), and they buried the
// settler's newest submissions under blocks nobody asked for, so a reorg could not reach them
// within the confirmation depth.
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
	if err := d.setAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	stopMining := d.keepMining(t, 100*time.Millisecond)
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
	foreign := d.addForeignEscrow(t, ctx)
	fjobs, fwant := anvilForeignJobs(r, nJobs/10)
	fchunk := (len(fjobs) + stops - 1) / stops
	checkpoint := filepath.Join(d.dir, "checkpoint.json")
	key := testnet.DevAccounts()[1].Key

	// The binary reaches anvil through a JSON-RPC proxy that can drop or hold its submissions;
	// some of its flags come from REPLEDGER_* variables.
	rpc := testutil.NewFaultProxy(t, d.url)
	procArgs := []string{"--deployment", d.manifestPath, "--rpc", rpc.URL, "--checkpoint", checkpoint,
		"--batch-size", "40", "--max-range", "256", "--log-format", "json"}
	procEnv := []string{"REPLEDGER_KEYSTORE=" + d.scorerKey, "REPLEDGER_PASSWORD_FILE=" + d.passwordFile,
		"REPLEDGER_CONFIRMATIONS=" + strconv.Itoa(confirmations), "REPLEDGER_POLL_INTERVAL=20ms"}
	inProcLog := &logWatch{}
	var alreadyRated, submitted, reorged, resyncs float64
	kills, terms, inProc, reorgs, removed := 0, 0, 0, 0, 0
	for i := range stops {
		// The i-th chunk of jobs settles while the i-th run works and is stopped.
		lo := i * chunk
		driven := make(chan error, 1)
		flo, fhi := min(i*fchunk, len(fjobs)), min((i+1)*fchunk, len(fjobs))
		go func() {
			_, err := d.driveJobs(ctx, jobs[lo:lo+chunk], want[lo:lo+chunk], chunk, 0)
			if err == nil {
				err = d.driveForeign(ctx, foreign, fjobs[flo:fhi], fwant[flo:fhi])
			}
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
				caught = rpc.Hold("eth_sendRawTransaction", false)
			case 11: // the node has its first submission, the answer is on the way: the proxy holds it
				caught = rpc.Hold("eth_sendRawTransaction", true)
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
			rpc.Release()
			kills++
		case 5, 13, 18: // SIGTERM to the binary at a random point
			p := startSettlerProc(t, bin, procArgs, procEnv)
			sleepRandom(ctx, r, 150*time.Millisecond, 1500*time.Millisecond)
			if err := p.exited(); err != nil {
				t.Fatal(err)
			}
			p.stop(t, syscall.SIGTERM)
			terms++
		case 9, 15: // in-process, with a reorg of its own newest submissions (depth 1, then 2)
			if err := <-driven; err != nil {
				t.Fatalf("chunk %d: %v", i, err)
			}
			driven <- nil
			stopMining()
			depth := uint64(1)
			if i == 15 {
				depth = confirmations
			}
			// Every job driven so far: the settler rates what earlier runs left with the chunk.
			svc, stop, n := d.reorgStop(t, ctx, d.settlerConfig(checkpoint, confirmations), key, inProcLog, depth,
				append(want[:lo+chunk:lo+chunk], fwant[:fhi]...))
			removed += n
			reorgs++
			stopMining = d.keepMining(t, 100*time.Millisecond)
			sleepRandom(ctx, r, 300*time.Millisecond, 900*time.Millisecond)
			stop()
			alreadyRated += promtest.ToFloat64(svc.Metrics().Skips.WithLabelValues(string(settler.SkipAlreadyRated)))
			submitted += submittedRatings(svc)
			reorged += promtest.ToFloat64(svc.Metrics().Reorged)
			resyncs += promtest.ToFloat64(svc.Metrics().NonceResyncs)
			inProc++
		default: // in-process: a fresh Service on the same checkpoint, its context cancelled at random
			svc := runInProcess(t, ctx, d.settlerConfig(checkpoint, confirmations), d.client, key, inProcLog,
				randomDuration(r, 20*time.Millisecond, 600*time.Millisecond))
			alreadyRated += promtest.ToFloat64(svc.Metrics().Skips.WithLabelValues(string(settler.SkipAlreadyRated)))
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
	t.Logf("%d stops: %d in-process, %d kill -9, %d SIGTERM; %d reorgs removing %d ratings (the settler counted %.0f reorged and took its nonce back from the chain %.0f times); in-process runs submitted %.0f ratings and skipped %.0f already rated",
		stops, inProc, kills, terms, reorgs, removed, reorged, resyncs, submitted, alreadyRated)
	// The in-process runs did real work, and met ratings an earlier run had left on the ledger
	// past its checkpoint (what a restart must filter out rather than submit again).
	if submitted == 0 || alreadyRated == 0 {
		t.Fatalf("the in-process runs submitted %.0f ratings and skipped %.0f already rated: want both above 0", submitted, alreadyRated)
	}

	// The last run catches up once the last completion is buried; a clean SIGTERM ends it.
	last := d.head(t, ctx)
	p := startSettlerProc(t, bin, procArgs, procEnv)
	all := append(want, fwant...)
	d.waitCheckpointPast(t, ctx, p, checkpoint, last, all)
	p.stop(t, syscall.SIGTERM)
	d.checkRatedExactlyOnce(t, ctx, all)
	fmt.Printf("settler crash test: %d jobs and %d of a foreign escrow, %d stops (%d kill -9, %d SIGTERM, %d in-process), %d reorgs removing %d ratings: lost 0, doubled 0\n",
		nJobs, len(fjobs), stops, kills, terms, inProc, reorgs, removed)
}

// reorgStop is the reorg stop, the chunk's jobs done and the test mining nothing: it buries
// the chunk's completions under cfg.Confirmations blocks and starts a fresh Service on the
// checkpoint (which the caller stops), then seals a block only when a transaction waits in the
// pool, so that every block from there on holds submissions of the settler and nothing else. Once
// the jobs (want) are rated and the settler has seen the receipt of every submission, anvil_reorg
// replaces the newest `depth` blocks (1 to the confirmation depth: ratings the settler believes
// landed and has not buried; never a completion), and the pool is emptied. The settler, mined
// again only as it sends, must put back every rating the reorg took; n is how many that was.
func (d *anvilDeployment) reorgStop(t *testing.T, ctx context.Context, cfg settler.Config, key *ecdsa.PrivateKey, log *logWatch,
	depth uint64, want []wantRating) (svc *settler.Service, stop func(), n int) {
	t.Helper()
	if depth == 0 || depth > cfg.Confirmations {
		t.Fatalf("reorg depth %d: want 1..%d, the confirmation depth (a deeper reorg is outside the settler's promise)", depth, cfg.Confirmations)
	}
	lastCompletion := d.head(t, ctx)
	if err := d.mine(ctx, cfg.Confirmations); err != nil {
		t.Fatal(err)
	}
	start := d.head(t, ctx)
	svc, stop = startInProcess(t, ctx, cfg, d.client, key, log)

	state := func() string {
		ready, _ := d.readyInPool(ctx)
		got, _ := d.ratedCount(ctx, want)
		return fmt.Sprintf("%d of %d rated, head %d, %d ready in the pool, %v sends pending, %d ratings applied by its receipts, %v reorged; settler log tail:\n%s",
			got, len(want), d.headNow(), ready, promtest.ToFloat64(svc.Metrics().Pending), svc.Rated(),
			promtest.ToFloat64(svc.Metrics().Reorged), log.tail(10))
	}
	// rated mines what the settler sends, a block at a time, until the jobs are rated, no send
	// waits and cond holds.
	rated := func(what string, cond func() (bool, error)) {
		t.Helper()
		testutil.Eventually(t, 30*time.Second, what, func() (bool, error) {
			ready, err := d.readyInPool(ctx)
			if err != nil || ready > 0 {
				if err == nil {
					err = d.mine(ctx, 1)
				}
				return false, err
			}
			got, err := d.ratedCount(ctx, want)
			if err != nil || got < len(want) || promtest.ToFloat64(svc.Metrics().Pending) != 0 {
				return false, err
			}
			return cond()
		}, state)
	}
	// Every Rated event since the start is the settler's; it has seen all their receipts when
	// its receipts account for as many (its pending gauge is refreshed only now and then).
	rated("the settler's submissions, their receipts seen", func() (bool, error) {
		evs, err := testutil.Events(ctx, d.ledger, start+1, d.ledgerABI.UnpackRatedEvent)
		return err == nil && svc.Rated() == uint64(len(evs)), err
	})

	head := d.head(t, ctx)
	if head-depth < lastCompletion {
		t.Fatalf("a reorg of depth %d at head %d would reach the last completion (block %d)", depth, head, lastCompletion)
	}
	scorer := testnet.DevAccounts()[1].Address
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(d.manifest.ChainID))
	own := 0
	for b := head - depth + 1; b <= head; b++ {
		blk, err := d.client.BlockByNumber(ctx, new(big.Int).SetUint64(b))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if from, err := types.Sender(signer, tx); err != nil || from != scorer || tx.To() == nil || *tx.To() != d.manifest.Ledger {
				t.Fatalf("block %d, to be reorged out, holds tx %s from %s: want only the settler's submissions", b, tx.Hash().Hex(), from.Hex())
			}
			own++
		}
	}
	if own == 0 {
		t.Fatalf("blocks %d..%d hold no submission of the settler: the reorg would remove none", head-depth+1, head)
	}
	if err := d.reorg(ctx, depth); err != nil {
		t.Fatalf("anvil_reorg %d: %v", depth, err)
	}
	// anvil takes no reorged transaction back into its pool; what the settler may have sent since
	// is dropped too, so that every rating comes back only by its own doing.
	pooled, err := d.readyInPool(ctx)
	if err == nil {
		err = d.dropPool(ctx)
	}
	if err != nil {
		t.Fatal(err)
	}
	// Nothing is mined until the settler sends again: the chain holds what the reorg left.
	left, err := d.ratedCount(ctx, want)
	if err != nil {
		t.Fatal(err)
	}
	if n = len(want) - left; n == 0 {
		t.Fatalf("the reorg of depth %d removed %d submissions of the settler but no rating", depth, own)
	}
	rated(fmt.Sprintf("the settler to count the %d ratings the reorg removed and put them back", n), func() (bool, error) {
		return promtest.ToFloat64(svc.Metrics().Reorged) >= float64(n), nil
	})
	t.Logf("anvil_reorg of depth %d at block %d removed %d submissions of the settler, %d ratings (%d sent again before the pool was emptied); it put them back",
		depth, head, own, n, pooled)
	return svc, stop, n
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

// startInProcess runs a fresh Service on the checkpoint until the returned stop is called.
func startInProcess(t *testing.T, ctx context.Context, cfg settler.Config, client *ethclient.Client, key *ecdsa.PrivateKey, log io.Writer) (*settler.Service, func()) {
	t.Helper()
	svc, err := settler.NewService(ctx, cfg, client, key, zerolog.New(log).Level(zerolog.InfoLevel))
	if err != nil {
		t.Fatalf("new service: %v", err)
	}
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	return svc, func() {
		cancel()
		if err := <-done; err != nil {
			t.Fatalf("run: %v", err)
		}
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
		total += promtest.ToFloat64(svc.Metrics().Submitted.WithLabelValues(k.String()))
	}
	return total
}
