package settler_test

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/x402"
)

// A reorg takes away the block of the settler's rateBatch and the transaction with it for good
// (testnet's ReorgDropping, as anvil does), once the settler has seen its receipt, at each depth
// that leaves the rating unburied. The outcome stays in the outbox meanwhile; the settler finds
// the block replaced and the receipt unrated, sends the outcome again, and in the end each
// receipt is rated exactly once on the canonical chain.
func TestX402ReorgDroppingTheRelaySendsAgain(t *testing.T) {
	const confirmations = 2
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), confirmations,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")))
	t.Cleanup(func() { _ = svc.Close() })
	url := serveIntake(t, svc).URL()
	runService(t, svc)
	m := svc.Metrics()

	for depth := uint64(1); depth <= confirmations; depth++ {
		before := submitted(svc)
		rc := rig.settle(t, unit)[0]
		out := rig.sign(t, goodOutcome, rc)[0]
		mustAccept(t, url, out)
		id := rc.ID.String()
		commitAtLeast(t, tn, rc.Block+confirmations)
		testutil.Eventually(t, time.Minute, fmt.Sprintf("depth %d: the outcome relayed and the receipt seen", depth), func() (bool, error) {
			return rig.ratings(t)[id] == 1 && submitted(svc) == before+1, nil
		})
		relay := ratedEvents(t, tn)[id][0].Raw
		commitTo(t, tn, relay.BlockNumber+depth-1) // the rating depth-1 blocks deep: unburied
		if !svc.Outbox().Has(settler.OutcomeKey(out)) {
			t.Fatalf("depth %d: the outcome is done while its rating (block %d) is unburied", depth, relay.BlockNumber)
		}

		dropped, err := tn.ReorgDropping(t.Context(), depth)
		if err != nil {
			t.Fatal(err)
		}
		if len(dropped) != 1 || dropped[0] != relay.TxHash {
			t.Fatalf("depth %d: the reorg dropped %v, want just the settler's rateBatch %s", depth, dropped, relay.TxHash)
		}
		testutil.Eventually(t, time.Minute, fmt.Sprintf("depth %d: the outcome relayed again", depth), testutil.Holds(func() bool {
			return rig.rated(t, []*x402.Receipt{rc}, nil) == 1
		}), func() string { return fmt.Sprintf("reorged %v", promtest.ToFloat64(m.Reorged)) })
		drained(t, tn, svc)
		if n := rig.ratings(t)[id]; n != 1 {
			t.Fatalf("depth %d: %d Rated events on the canonical chain, want 1", depth, n)
		}
	}
	if got, want := promtest.ToFloat64(m.Reorged), float64(confirmations); got != want {
		t.Fatalf("%v ratings counted as reorged out, want %v (one a depth)", got, want)
	}
	if got := promtest.ToFloat64(m.Reverts); got != 0 {
		t.Fatalf("%v submissions reverted", got)
	}
}

// A reorg takes away the block of the settler's rateBatch, and the chain takes the transaction
// back and mines it again (as geth does), while the settler may send the outcomes again itself:
// either way each receipt is rated once on the canonical chain, and no outcome was done before
// its rating was buried.
func TestX402ReorgKeepingTheRelayRatesOnce(t *testing.T) {
	const confirmations = 2
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), confirmations,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")))
	t.Cleanup(func() { _ = svc.Close() })
	url := serveIntake(t, svc).URL()
	runService(t, svc)

	rcs := rig.settle(t, unit, 2*unit, 3*unit)
	outs := rig.sign(t, goodOutcome, rcs...)
	mustAccept(t, url, outs)
	commitAtLeast(t, tn, rcs[0].Block+confirmations)
	testutil.Eventually(t, time.Minute, "the three outcomes relayed", testutil.Holds(func() bool {
		return rig.rated(t, rcs, nil) == 3
	}))
	if n := svc.Outbox().Len(); n != 3 {
		t.Fatalf("%d outcomes pending with their ratings unburied, want 3", n)
	}
	if err := tn.Reorg(t.Context(), 1); err != nil {
		t.Fatal(err)
	}
	testutil.Eventually(t, time.Minute, "the ratings back on the chain", testutil.Holds(func() bool {
		return rig.rated(t, rcs, nil) == 3
	}))
	drained(t, tn, svc)
	ratings := rig.ratings(t)
	for i, rc := range rcs {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Fatalf("receipt %d has %d Rated events on the canonical chain, want 1", i, n)
		}
	}
	for _, reason := range []string{settler.RefusedUnknownReceipt, settler.RefusedTooLate, settler.RefusedBadSignature, settler.RefusedReverted} {
		if got := promtest.ToFloat64(svc.Metrics().X402Refused.WithLabelValues(reason)); got != 0 {
			t.Fatalf("%v outcomes refused as %s", got, reason)
		}
	}
}
