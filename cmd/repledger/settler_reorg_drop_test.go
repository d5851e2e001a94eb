package main

import (
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// dropCase is one job put through a reorg after the settler rated it.
type dropCase struct {
	d     *anvilDeployment
	job   testnet.Job
	id    *big.Int
	block uint64 // of its (canonical) completion
}

// newDropCase creates, funds, submits and completes one job (shipped, critic clean: 95) and
// buries the completion under `confirmations` blocks.
func newDropCase(t *testing.T, ctx context.Context, d *anvilDeployment, provider int, confirmations uint64) *dropCase {
	t.Helper()
	dev := testnet.DevAccounts()
	c := &dropCase{d: d, job: testnet.Job{Client: dev[3], Provider: dev[provider], Budget: big.NewInt(5 * tokenUnit),
		Outcome: testnet.Outcome{Shipped: true, CriticRan: true}}}
	ids, err := d.remote.RunJobs(ctx, []testnet.Job{c.job})
	if err != nil {
		t.Fatal(err)
	}
	c.id = ids[0]
	c.block = d.head(t, ctx)
	if err := d.mine(ctx, confirmations); err != nil {
		t.Fatal(err)
	}
	return c
}

// rated is how many Rated events the job has on the canonical chain, and the last one.
func (c *dropCase) rated(t *testing.T, ctx context.Context) (int, *bindings.ReputationLedgerRated) {
	t.Helper()
	evs := c.d.ratedEvents(t, ctx)[c.id.String()]
	if len(evs) == 0 {
		return 0, nil
	}
	return len(evs), evs[len(evs)-1]
}

// completeAgain completes the job anew, with nothing produced (rated 20), after a reorg took
// its completion away: the canonical outcome changes.
func (c *dropCase) completeAgain(t *testing.T, ctx context.Context) uint8 {
	t.Helper()
	c.d.remote.ForgetNonces()
	c.job.Outcome = testnet.Outcome{NoOutput: true}
	if err := c.d.remote.CompleteJobs(ctx, []testnet.Job{c.job}, []*big.Int{c.id}); err != nil {
		t.Fatal(err)
	}
	c.block = c.d.head(t, ctx)
	r, _ := reputation.Rate(reputation.Outcome{NoOutput: true})
	return r
}

// A reorg of every depth from 1 to confirmations + 2 strikes after the settler has rated a job
// and before the rating is buried. Each removes the block of the settler's own submission (anvil
// never mines a dropped transaction again); the deepest also removes the job's completion, which
// is then completed anew with another outcome. The settler, running throughout, never passes the
// completion with its checkpoint while the rating is unburied, submits again what vanished, takes
// its nonce back from the chain (no gap stalls the next submission), and in the end each job is
// rated exactly once on the canonical chain, with its canonical outcome.
func TestSettlerAnvilReorgDropsOwnSubmission(t *testing.T) {
	const confirmations = 2
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	d := newAnvilDeployment(t, ctx)
	checkpoint := filepath.Join(d.dir, "checkpoint.json")
	logs := &logWatch{}
	svc, err := settler.NewService(ctx, d.settlerConfig(checkpoint, confirmations), d.client, testnet.DevAccounts()[1].Key,
		zerolog.New(logs).Level(zerolog.InfoLevel))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- svc.Run(runCtx) }()
	defer func() {
		stop()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}()
	m := svc.Metrics()

	wantReorged := 0.0 // every depth removes a rating: once per case
	for depth := uint64(1); depth <= confirmations+2; depth++ {
		before := submittedRatings(svc)
		c := newDropCase(t, ctx, d, int(3+depth), confirmations)
		// The reorg strikes once the settler has seen its receipt (and so thinks the rating
		// landed), as in the field. (A reorg before the receipt is seen leaves the transaction
		// to the transaction manager, which re-sends it as it stands; under ledger/v2 the chain
		// checks such a rating against the canonical outcome.)
		testutil.Eventually(t, 30*time.Second, fmt.Sprintf("depth %d: the job rated and the receipt seen", depth), func() (bool, error) {
			n, _ := c.rated(t, ctx)
			return n == 1 && submittedRatings(svc) == before+1, nil
		}, func() string { return logs.tail(20) })
		submission := d.head(t, ctx)
		if cp, _ := svc.CheckpointBlock(); cp >= c.block {
			t.Fatalf("depth %d: the checkpoint is at %d, past the completion at %d, with its rating (block %d) unburied", depth, cp, c.block, submission)
		}
		if err := d.reorg(ctx, depth); err != nil {
			t.Fatalf("anvil_reorg %d: %v", depth, err)
		}
		d.remote.ForgetNonces()
		if n, _ := c.rated(t, ctx); n != 0 {
			t.Fatalf("depth %d: the rating survived the reorg", depth)
		}
		want, _ := reputation.Rate(reputation.Outcome{Shipped: true, CriticRan: true})
		wantReorged++
		if done, err := d.completed(ctx, c.id); err != nil {
			t.Fatal(err)
		} else if !done { // the reorg took the completion too
			want = c.completeAgain(t, ctx)
		}
		stopMining := d.keepMining(t, 100*time.Millisecond)
		testutil.Eventually(t, 30*time.Second, fmt.Sprintf("depth %d: the job rated again and its block checkpointed", depth), func() (bool, error) {
			cp, _ := svc.CheckpointBlock()
			n, _ := c.rated(t, ctx)
			return n == 1 && cp >= c.block, nil
		}, func() string {
			cp, _ := svc.CheckpointBlock()
			return fmt.Sprintf("checkpoint %d, completion %d, head %d\n%s", cp, c.block, d.headNow(), logs.tail(20))
		})
		stopMining()
		if n, ev := c.rated(t, ctx); n != 1 || ev.Rating != want {
			t.Fatalf("depth %d: %d Rated events, the last rating %d; want one rating %d (the canonical outcome)", depth, n, ev.Rating, want)
		}
	}
	if got := promtest.ToFloat64(m.Reorged); got != wantReorged {
		t.Fatalf("%v ratings counted as reorged out, want %v", got, wantReorged)
	}
	if got := promtest.ToFloat64(m.NonceResyncs); got < wantReorged {
		t.Fatalf("the nonce was taken back from the chain %v times, want at least %v (once per dropped submission)", got, wantReorged)
	}
	if got := promtest.ToFloat64(m.Reverts); got != 0 {
		t.Fatalf("%v submissions reverted", got)
	}
}

// kill -9 around a reorg that drops the settler's submission: (a) the settler is killed once
// its rating is mined, then the reorg removes it, then it restarts; (b) the reorg removes it
// while the settler runs, which is killed right after and restarted. Either way the restarted
// settler finds the job unrated past its checkpoint and rates it, once.
func TestSettlerAnvilReorgDropAndKill(t *testing.T) {
	const confirmations = 2
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	d := newAnvilDeployment(t, ctx)
	bin := settlerBinary(t)
	checkpoint := filepath.Join(d.dir, "checkpoint.json")
	args := []string{"--deployment", d.manifestPath, "--keystore", d.scorerKey, "--password-file", d.passwordFile,
		"--checkpoint", checkpoint, "--confirmations", strconv.Itoa(confirmations), "--poll-interval", "20ms", "--log-format", "json"}
	for i, killFirst := range []bool{true, false} {
		p := startSettlerProc(t, bin, args, nil)
		c := newDropCase(t, ctx, d, 4+i, confirmations)
		testutil.Eventually(t, 30*time.Second, "the job rated", func() (bool, error) {
			if err := p.exited(); err != nil {
				t.Fatal(err)
			}
			n, _ := c.rated(t, ctx)
			return n == 1, nil
		}, func() string { return p.log.tail(20) })
		if killFirst {
			p.stop(t, syscall.SIGKILL)
		}
		if err := d.reorg(ctx, 1); err != nil {
			t.Fatal(err)
		}
		d.remote.ForgetNonces()
		if !killFirst {
			p.stop(t, syscall.SIGKILL)
		}
		if cp, err := d.checkpointBlock(checkpoint); err != nil || cp >= c.block {
			t.Fatalf("the checkpoint on disk is at %d (%v), past the completion %d whose rating was unburied", cp, err, c.block)
		}
		stopMining := d.keepMining(t, 100*time.Millisecond)
		p = startSettlerProc(t, bin, args, nil)
		d.waitCheckpointPast(t, ctx, p, checkpoint, c.block, nil)
		p.stop(t, syscall.SIGTERM)
		stopMining()
		if n, ev := c.rated(t, ctx); n != 1 || ev.Rating != 95 {
			t.Fatalf("kill first %v: %d Rated events (last %+v), want one rating 95", killFirst, n, ev)
		}
	}
}
