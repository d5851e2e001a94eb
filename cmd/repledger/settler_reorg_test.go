package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/internal/testutil"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/rs/zerolog"
)

// ---------------------------------------------------------------- reorgs

// anvilReorg replaces the last depth blocks (anvil_reorg); each of txs is sent by anvil from
// its `from` dev account in the replacement block at its offset (0: the first after the common
// ancestor).
func (d *anvilDeployment) reorg(ctx context.Context, depth uint64, txs ...reorgTx) error {
	pairs := make([]any, len(txs)) // anvil wants a list, empty when no transaction is put in
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
		jobs[i].Outcome = testnet.Outcome{Shipped: true, CriticRan: true}
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
		tx, err := d.remote.Sign(ctx, jobs[i].Client, d.manifest.Escrow(), d.remote.CompleteCall(jobs[i], ids[i]))
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
		testutil.Eventually(t, 20*time.Second, fmt.Sprintf("the checkpoint to reach block %d", block), func() (bool, error) {
			cp, err := d.checkpointBlock(checkpoint)
			return cp >= block, err
		}, func() string {
			cp, _ := d.checkpointBlock(checkpoint)
			return fmt.Sprintf("checkpoint %d, head %d; settler log tail:\n%s", cp, d.headNow(), logs.tail(20))
		})
	}
	rated := func(i int) func() (bool, error) {
		return func() (bool, error) {
			return bind.Call(d.ledger, &bind.CallOpts{Context: ctx}, d.ledgerABI.PackIsRated(0, ids[i]), d.ledgerABI.UnpackIsRated)
		}
	}

	// A completion that stays canonical, confirmed and rated before any reorg; its rating is
	// buried in turn, and the checkpoint passes it.
	a := complete(stays)
	if err := d.mine(ctx, confirmations); err != nil {
		t.Fatal(err)
	}
	testutil.Eventually(t, 20*time.Second, "the first job to be rated", rated(stays), func() string { return logs.tail(20) })
	if err := d.mine(ctx, confirmations); err != nil {
		t.Fatal(err)
	}
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
	if err := d.reorg(ctx, confirmations, reorgTx{from: jobs[replaces].Client.Address, to: d.manifest.Escrow(),
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
	testutil.Eventually(t, 20*time.Second, "the replacing completion to be rated", rated(replaces), func() string { return logs.tail(20) })
	if err := d.mine(ctx, confirmations); err != nil {
		t.Fatal(err)
	}
	caughtUpTo(d.head(t, ctx) - 2*confirmations)
	if ok, err := rated(reorgedOut)(); err != nil || ok {
		t.Fatalf("job %s, whose completion was reorged out, is rated=%v (%v)", ids[reorgedOut], ok, err)
	}
	if seen := promtest.ToFloat64(svc.Metrics().SettlementsSeen); seen != 2 {
		t.Fatalf("the settler read %v completions, want 2: it read the one reorged out", seen)
	}
	if reverts := promtest.ToFloat64(svc.Metrics().Reverts); reverts != 0 {
		t.Fatalf("%v submissions reverted: the settler submitted a rating the chain refused", reverts)
	}

	// A reorg deeper than the confirmation depth rewrites blocks the checkpoint covers.
	if err := d.mine(ctx, 3*confirmations); err != nil { // the reorg must not touch the settler's own transactions
		t.Fatal(err)
	}
	head := d.head(t, ctx)
	caughtUpTo(head - confirmations)
	const depth = confirmations + 3
	if err := d.reorg(ctx, depth, reorgTx{from: jobs[deep].Client.Address, to: d.manifest.Escrow(),
		data: d.remote.CompleteCall(jobs[deep], ids[deep]), offset: 0}); err != nil {
		t.Fatalf("anvil_reorg: %v", err)
	}
	d.remote.ForgetNonces()
	if cp, _ := d.checkpointBlock(checkpoint); cp < head-depth+1 {
		t.Fatalf("checkpoint %d is below the deep reorg's first block %d: the test does not reach behind it", cp, head-depth+1)
	}
	testutil.Eventually(t, 20*time.Second, "the completion put behind the checkpoint to be rated", rated(deep),
		func() string { return "settler log:\n" + logs.tail(20) })
	if !strings.Contains(logs.String(), "reorg replaced checkpointed blocks") {
		t.Errorf("the settler rated the job but did not log the reorg:\n%s", logs.String())
	}
	if err := d.mine(ctx, 2*confirmations); err != nil {
		t.Fatal(err)
	}
	caughtUpTo(d.head(t, ctx) - 2*confirmations)
	if err := stopRun(); err != nil {
		t.Fatal(err)
	}

	d.checkRatedExactlyOnce(t, ctx, []wantRating{want[stays], want[replaces], want[deep]})
}
