package main

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/repledger/repledger/testnet"
)

// Every fresh chain gets the contracts at the same addresses when the same account deploys
// them, so a checkpoint left by an earlier chain names the right contracts. The settler binary
// refuses it, before it sends anything, naming the file and the fix: when the new chain is still
// shorter than the checkpoint (ahead of the head), and when it has grown past it (another chain).
func TestSettlerAnvilRefusesAnotherChainsCheckpoint(t *testing.T) {
	const confirmations = 2
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	first := newAnvilDeployment(t, ctx)
	bin := settlerBinary(t)
	checkpoint := filepath.Join(t.TempDir(), "checkpoint.json")
	jobs, want := anvilJobs(rand.New(rand.NewPCG(3, 3)), 6)
	if _, err := first.driveJobs(ctx, jobs, want, 6, 0); err != nil {
		t.Fatal(err)
	}
	first.keepMining(t, 50*time.Millisecond)
	args := func(d *anvilDeployment) []string {
		return []string{"--deployment", d.manifestPath, "--keystore", d.scorerKey, "--password-file", d.passwordFile,
			"--checkpoint", checkpoint, "--confirmations", strconv.Itoa(confirmations), "--poll-interval", "20ms", "--log-format", "json"}
	}
	p := startSettlerProc(t, bin, args(first), nil)
	first.waitCheckpointPast(t, ctx, p, checkpoint, first.head(t, ctx)-confirmations, want)
	p.stop(t, syscall.SIGTERM)

	second := newAnvilDeployment(t, ctx)
	if second.manifest.Escrow() != first.manifest.Escrow() || second.manifest.Ledger != first.manifest.Ledger {
		t.Fatal("test premise: both chains hold the contracts at the same addresses")
	}
	refused := func(why string) {
		t.Helper()
		p := startSettlerProc(t, bin, args(second), nil)
		select {
		case <-p.done:
		case <-time.After(30 * time.Second):
			t.Fatalf("the settler runs on another chain's checkpoint; log tail:\n%s", p.log.tail(20))
		}
		out := p.log.String()
		if p.err == nil || !strings.Contains(out, checkpoint) || !strings.Contains(out, "move the file away") || !strings.Contains(out, why) {
			t.Fatalf("a checkpoint of another chain (%s): exit %v, output:\n%s", why, p.err, out)
		}
		if n, err := second.client.NonceAt(ctx, testnet.DevAccounts()[1].Address, nil); err != nil || n != 0 {
			t.Fatalf("the refused settler sent %d transactions (%v)", n, err)
		}
	}
	refused("head")
	if err := second.mine(ctx, first.head(t, ctx)+10); err != nil {
		t.Fatal(err)
	}
	refused("another chain")
	if _, err := os.Stat(checkpoint); err != nil {
		t.Fatalf("the refused checkpoint is gone: %v", err)
	}
}
