package settler_test

import (
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// laneOf is the lane of the source (X402Source.LANES = 16) that a receipt id takes.
func laneOf(id *big.Int) uint64 { return new(big.Int).Mod(id, big.NewInt(16)).Uint64() }

// sameLane returns two nonces of the rig's payer whose receipts share a lane of the source
// (X402Source.LANES = 16, chosen by the receipt id's low bits).
func sameLane(t *testing.T, rig *x402Rig) (common.Hash, common.Hash) {
	t.Helper()
	lane := func(n common.Hash) uint64 { return laneOf(x402.ReceiptID(rig.payer.Address, n)) }
	a := crypto.Keccak256Hash([]byte("lane a"))
	for i := 0; ; i++ {
		b := crypto.Keccak256Hash([]byte(fmt.Sprintf("lane b %d", i)))
		if lane(b) == lane(a) {
			return a, b
		}
	}
}

// nonceInAFreeLane returns a nonce of the rig's payer whose receipt shares no lane with rcs.
func nonceInAFreeLane(t *testing.T, rig *x402Rig, rcs []*x402.Receipt) common.Hash {
	t.Helper()
	taken := map[uint64]bool{}
	for _, rc := range rcs {
		taken[laneOf(rc.ID)] = true
	}
	for i := 0; ; i++ {
		n := crypto.Keccak256Hash([]byte(fmt.Sprintf("free lane %d", i)))
		if !taken[laneOf(x402.ReceiptID(rig.payer.Address, n))] {
			return n
		}
	}
}

func newRelayService(t *testing.T, tn *testnet.Testnet, confirmations uint64) (*settler.Service, *settler.OutcomesServer) {
	t.Helper()
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), confirmations,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")))
	t.Cleanup(func() { _ = svc.Close() })
	intake := serveIntake(t, svc)
	runService(t, svc)
	return svc, intake
}

// A receipt the settler rated is done even when the payer's next payment recycles its slot
// before the rating is buried: the source then holds neither receipt state for it, and the
// settler's own buried rateBatch says it was rated — not expired, not sent again.
func TestX402ARatedReceiptWhoseSlotIsRecycledIsDone(t *testing.T) {
	const confirmations = 3
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	svc, intake := newRelayService(t, tn, confirmations)

	a, b := sameLane(t, rig)
	first := rig.settleNonces(t, []common.Hash{a}, 5*unit)
	mustAccept(t, intake.URL(), rig.sign(t, goodOutcome, first...))
	testutil.Eventually(t, time.Minute, "the first receipt rated at the newest block", testutil.Holds(func() bool {
		if rig.rated(t, first, nil) == 1 {
			return true
		}
		tn.Commit()
		return false
	}), func() string { return "not rated yet" })
	second := rig.settleNonces(t, []common.Hash{b}, 7*unit) // recycles the first receipt's slot
	if rig.rated(t, first, nil) != 0 {
		t.Fatal("the second payment did not recycle the first receipt's slot: the test proves nothing")
	}
	mustAccept(t, intake.URL(), rig.sign(t, goodOutcome, second...))
	drained(t, tn, svc)

	ratings := rig.ratings(t)
	for i, rc := range append(first, second...) {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Fatalf("receipt %d rated %d times, want once", i, n)
		}
	}
	m := svc.Metrics()
	if buried, expired, closed := promtest.ToFloat64(m.X402Buried), promtest.ToFloat64(m.X402Expired), promtest.ToFloat64(m.X402Closed); buried != 2 || expired != 0 || closed != 0 {
		t.Fatalf("buried %v, expired %v, closed %v: want 2, 0, 0", buried, expired, closed)
	}
}

// An outcome for a payment whose authorization was used past the source (sent to the token
// directly: front-run) is closed as soon as that is buried, not held until its window ends.
func TestX402AnOutcomeOfAPaymentPastTheSourceIsClosed(t *testing.T) {
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	svc, intake := newRelayService(t, tn, 1)

	dev := testnet.DevAccounts()
	h, err := tn.Client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tn.Send(rig.facilitator, tn.Token, tn.TokenABI.PackMint(rig.payer.Address, big.NewInt(5*unit))); err != nil {
		t.Fatal(err)
	}
	nonce := crypto.Keccak256Hash([]byte("front-run"))
	auth := x402.Authorization{From: rig.payer.Address, To: dev[4].Address, Value: big.NewInt(5 * unit),
		ValidAfter: big.NewInt(0), ValidBefore: new(big.Int).SetUint64(h.Time + 3600), Nonce: nonce}
	sig, err := auth.SignTransfer(x402.TestTokenDomain(rig.chainID, tn.Deployment.Token), rig.payer.Key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tn.Send(rig.facilitator, tn.Token, tn.TokenABI.PackTransferWithAuthorization(auth.From, auth.To, auth.Value,
		auth.ValidAfter, auth.ValidBefore, auth.Nonce, sig)); err != nil {
		t.Fatal(err)
	}
	tn.Commit()
	ghost := &x402.Receipt{ID: x402.ReceiptID(auth.From, nonce), Payer: auth.From, Nonce: nonce,
		AgentID: new(big.Int).SetBytes(auth.To[:]), Payee: auth.To, Amount: auth.Value, SettledAt: h.Time}
	mustAccept(t, intake.URL(), rig.sign(t, goodOutcome, ghost))
	drained(t, tn, svc)

	m := svc.Metrics()
	if closed, expired := promtest.ToFloat64(m.X402Closed), promtest.ToFloat64(m.X402Expired); closed != 1 || expired != 0 {
		t.Fatalf("closed %v, expired %v: want 1, 0", closed, expired)
	}
	if n := len(rig.ratings(t)); n != 0 {
		t.Fatalf("%d receipts rated, want none", n)
	}
}

// A settler that rated a receipt and was stopped before the rating was buried, while the payer's
// next payment recycled the receipt's slot, finds at its restart the receipt settled and unrated
// at the safe block but gone from the source at the head: it does not send it (the source would
// refuse it as an unknown receipt), nor, when the head's clock is past the receipt's window by
// then, drop it as the payer's late outcome; the safe head decides it, and every receipt is rated
// once.
func TestX402RestartDoesNotResendARatedReceiptWhoseSlotIsRecycled(t *testing.T) {
	t.Run("in its window", func(t *testing.T) { restartOverARecycledReceipt(t, false) })
	t.Run("past its window", func(t *testing.T) { restartOverARecycledReceipt(t, true) })
}

func restartOverARecycledReceipt(t *testing.T, late bool) {
	const confirmations = 6 // deeper than the blocks the second payment (and the clock's move) mine
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	cp, outbox := filepath.Join(t.TempDir(), "cp.json"), filepath.Join(t.TempDir(), "outbox.jsonl")

	a, b := sameLane(t, rig)
	first := rig.settleNonces(t, []common.Hash{a}, 5*unit)
	before := newServiceAt(t, tn, tn.Client, cp, confirmations, withOutbox(outbox))
	t.Cleanup(func() { _ = before.Close() })
	mustAccept(t, serveIntake(t, before).URL(), rig.sign(t, goodOutcome, first...))
	ctx, stop := context.WithCancel(t.Context())
	ran := make(chan error, 1)
	go func() { ran <- before.Run(ctx) }()
	testutil.Eventually(t, time.Minute, "the first receipt rated at the newest block", testutil.Holds(func() bool {
		if rig.rated(t, first, nil) == 1 {
			return true
		}
		tn.Commit()
		return false
	}), func() string { return "not rated yet" })
	stop() // as a kill: the rating is not buried, the outcome stays in the outbox
	if err := <-ran; err != nil {
		t.Fatal(err)
	}
	if before.Outbox().Len() != 1 {
		t.Fatalf("the outbox holds %d outcomes before the restart, want the first one", before.Outbox().Len())
	}
	if err := before.Close(); err != nil { // writes nothing; releases the outbox's lock, as a dying process does
		t.Fatal(err)
	}
	if late {
		if err := tn.AdvanceTime(25 * time.Hour); err != nil { // past the source's one-day window
			t.Fatal(err)
		}
	}
	second := rig.settleNonces(t, []common.Hash{b}, 7*unit) // recycles the first receipt's slot
	head, err := tn.Client.BlockNumber(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if rig.rated(t, first, new(big.Int).SetUint64(head-confirmations)) != 0 || rig.rated(t, first, nil) != 0 {
		t.Fatal("the first rating is buried, or the second payment did not recycle its slot: the test proves nothing")
	}

	after := newServiceAt(t, tn, tn.Client, cp, confirmations, withOutbox(outbox))
	t.Cleanup(func() { _ = after.Close() })
	if _, err := after.Step(t.Context()); err != nil { // at the same head: the safe block holds the receipt unrated
		t.Fatal(err)
	}
	m := after.Metrics()
	// A series per reason counted, already_rated included: not even a harmless resend is due.
	if refused := promtest.CollectAndCount(m.X402Refused); refused != 0 {
		t.Fatalf("the restarted settler sent the recycled receipt, or dropped its outcome as late: %d reasons of refusal counted", refused)
	}
	mustAccept(t, serveIntake(t, after).URL(), rig.sign(t, goodOutcome, second...))
	runService(t, after)
	drained(t, tn, after)

	ratings := rig.ratings(t)
	for i, rc := range append(first, second...) {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Fatalf("receipt %d rated %d times, want once", i, n)
		}
	}
	if refused, done := promtest.CollectAndCount(m.X402Refused), promtest.ToFloat64(m.X402Buried)+promtest.ToFloat64(m.X402Closed); refused != 0 || done != 2 {
		t.Fatalf("reasons of refusal counted %d, done (buried or closed) %v: want 0, 2", refused, done)
	}
}
