package settler_test

import (
	"fmt"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/testnet"
)

// A reorg takes away the block of the settler's own submission, and with it the transaction for
// good (testnet's ReorgDropping, as anvil does and as a node restarted with an empty pool would):
// the chain never mines it again by itself. The reorg strikes once the settler has seen the
// receipt, so only the settler can notice the rating vanished, at every depth that leaves the
// rating unburied (0 and 1 blocks deep under 2 confirmations) and the completion in place, for a
// factory escrow's job and for a foreign ERC-8183 escrow's job rated through the rating hook. Each
// time the settler submits the rating again (taking its nonce back from the chain), and in the
// end each job is rated exactly once on the canonical chain, and the checkpoint never passed a
// completion while its rating was unburied.
func TestReorgDroppingOwnSubmissionSubmitsAgain(t *testing.T) {
	const confirmations = 2
	tn := startQuietTestnet(t)
	rig := newForeignRig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), confirmations)
	runService(t, svc)
	m := svc.Metrics()

	// One job a case: its rating is one submission, whose block the reorg takes away. (Jobs
	// completed a block apart may be rated in several, the older one buried sooner.)
	type job struct {
		id         string // the Rated event's job id
		completion uint64 // the completion's block
		rated      func() (int, error)
	}
	kinds := []struct {
		name string
		run  func() job
	}{
		{"factory escrow", func() job {
			id := oneJob(t, tn, nil)
			return job{id.String(), completionBlocks(t, tn)[id.String()], func() (int, error) { return countRated(tn, []*big.Int{id}, nil) }}
		}},
		{"foreign escrow", func() job {
			recs, _ := rig.jobs(t, 1, 0)
			return job{recs[0].Key.String(), recs[0].Block, func() (int, error) { return rig.rated(t, recs), nil }}
		}},
	}
	for depth := uint64(1); depth <= confirmations; depth++ {
		for _, kind := range kinds {
			name := fmt.Sprintf("depth %d, %s", depth, kind.name)
			before := submitted(svc)
			j := kind.run()
			commitAtLeast(t, tn, j.completion+confirmations)
			testutil.Eventually(t, time.Minute, name+": the rating submitted and the receipt seen", func() (bool, error) {
				evs := ratedEvents(t, tn)[j.id]
				return len(evs) == 1 && submitted(svc) == before+1, nil
			})
			submission := ratedEvents(t, tn)[j.id][0].Raw
			commitTo(t, tn, submission.BlockNumber+depth-1) // the rating depth-1 blocks deep: unburied
			if cp, _ := svc.CheckpointBlock(); cp >= j.completion {
				t.Fatalf("%s: the checkpoint is at %d, past the completion at %d, with its rating (block %d) unburied",
					name, cp, j.completion, submission.BlockNumber)
			}

			dropped, err := tn.ReorgDropping(t.Context(), depth)
			if err != nil {
				t.Fatal(err)
			}
			if len(dropped) != 1 || dropped[0] != submission.TxHash {
				t.Fatalf("%s: the reorg dropped %v, want just the settler's submission %s", name, dropped, submission.TxHash)
			}

			testutil.Eventually(t, time.Minute, name+": the rating submitted again", func() (bool, error) {
				n, err := j.rated()
				return n == 1, err
			}, func() string {
				return fmt.Sprintf("reorged %v, nonce resyncs %v", promtest.ToFloat64(m.Reorged), promtest.ToFloat64(m.NonceResyncs))
			})
			testutil.Eventually(t, time.Minute, name+": the checkpoint past the completion", testutil.Holds(func() bool {
				tn.Commit() // the chain moves on, burying whichever submission of the settler's landed last
				cp, _ := svc.CheckpointBlock()
				return cp >= j.completion
			}))
			if n := len(ratedEvents(t, tn)[j.id]); n != 1 {
				t.Fatalf("%s: %d Rated events on the canonical chain, want 1", name, n)
			}
		}
	}
	if got, want := promtest.ToFloat64(m.Reorged), float64(confirmations*len(kinds)); got != want {
		t.Fatalf("%v ratings counted as reorged out, want %v (one a depth and kind)", got, want)
	}
	if got := promtest.ToFloat64(m.Reverts); got != 0 {
		t.Fatalf("%v submissions reverted", got)
	}
}

// commitAtLeast seals empty blocks until the head is at least `n`: unlike commitTo it allows
// for the miner sealing a block of the settler's too, as the settler may send once the head
// reaches a completion's confirmation depth.
func commitAtLeast(t *testing.T, tn *testnet.Testnet, n uint64) {
	t.Helper()
	for head(t, tn) < n {
		tn.Commit()
	}
}
