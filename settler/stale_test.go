package settler_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// A checkpoint written on one chain is refused on another chain at the same addresses (every
// embedded testnet deploys at the same ones), and one ahead of the node's head is refused too:
// the settler stops before it sends anything, naming the file and the fix.
func TestStaleCheckpointsAreRefused(t *testing.T) {
	first := startTestnet(t)
	cp := filepath.Join(t.TempDir(), "cp.json")
	someJobs(t, first, 2, nil)
	svc := newServiceAt(t, first, first.Client, cp, 2)
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- svc.Run(ctx) }()
	testutil.Eventually(t, time.Minute, "a checkpoint on disk past the jobs", testutil.Holds(func() bool {
		b, saved := svc.CheckpointBlock()
		return saved && b > first.Deployment.Block+4
	}))
	// Stopped, the settler leaves its last checkpoint; the first chain keeps mining, but the
	// file no longer moves, so the second chain can be grown past it deterministically.
	stop()
	if err := <-done; err != nil {
		t.Fatalf("run: %v", err)
	}
	doneBlock, _ := svc.CheckpointBlock()

	// The second chain mines only when told to (no block period), so its head stays put.
	second, err := testnet.Serve(context.Background(), testnet.ServeConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = second.Close() })
	if second.Deployment.Escrow() != first.Deployment.Escrow() || second.Deployment.Ledger != first.Deployment.Ledger {
		t.Fatal("test premise: both testnets deploy at the same addresses")
	}
	refused := func(tn *testnet.Testnet, why string) {
		t.Helper()
		_, err := settler.NewService(context.Background(), settler.Config{
			RPC: tn.HTTPURL, Ledger: tn.Deployment.Ledger, Confirmations: 2,
			CheckpointPath: cp, PollInterval: 20 * time.Millisecond,
		}, tn.Client, tn.Scorer.Key, zerolog.Nop())
		if !errors.Is(err, settler.ErrStaleCheckpoint) || !strings.Contains(err.Error(), cp) ||
			!strings.Contains(err.Error(), "move the file away") || !strings.Contains(err.Error(), why) {
			t.Fatalf("a checkpoint of %s: %v", why, err)
		}
	}
	// The second chain is younger than the checkpoint: ahead of its head.
	if head, err := second.Client.BlockNumber(t.Context()); err != nil || head >= doneBlock {
		t.Fatalf("test premise: the second chain's head %d (%v) is under the checkpoint's block %d", head, err, doneBlock)
	}
	refused(second, "head")
	// Grown past the checkpoint's block, it is simply another chain.
	for {
		head, err := second.Client.BlockNumber(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		if head > doneBlock+2 {
			break
		}
		second.Commit()
	}
	refused(second, "another chain")
	if n, err := second.Client.PendingNonceAt(t.Context(), second.Scorer.Address); err != nil || n != 0 {
		t.Fatalf("the refused settler sent transactions on the second chain (nonce %d, %v)", n, err)
	}
}

// The configuration check covers the checkpoint's folder: it must exist and be writable.
func TestCheckpointFolderIsChecked(t *testing.T) {
	cfg := settler.Config{RPC: "http://127.0.0.1:1", Ledger: [20]byte{2},
		CheckpointPath: filepath.Join(t.TempDir(), "missing", "cp.json")}.WithDefaults()
	err := cfg.Check()
	if !errors.Is(err, settler.ErrCheckpointDir) || !strings.Contains(err.Error(), "--checkpoint") {
		t.Fatalf("a checkpoint in a missing folder: %v", err)
	}
}
