package settler_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// x402Rig settles x402 payments through a testnet's x402 source and signs their outcomes.
type x402Rig struct {
	tn          *testnet.Testnet
	source      common.Address
	chainID     *big.Int
	abi         *x402source.X402Source
	src         *bind.BoundContract
	facilitator testnet.DevAccount // sends settle; any funded account may
	payer       testnet.DevAccount
}

func newX402Rig(t *testing.T, tn *testnet.Testnet) *x402Rig {
	t.Helper()
	if len(tn.Deployment.Sources) == 0 {
		t.Fatal("the testnet deployed no x402 source")
	}
	dev := testnet.DevAccounts()
	rig := &x402Rig{tn: tn, source: tn.Deployment.Sources[0].Address, chainID: big.NewInt(testnet.SimulatedChainID),
		abi: x402source.NewX402Source(), facilitator: dev[9], payer: dev[3]}
	rig.src = rig.abi.Instance(tn.Client, rig.source)
	return rig
}

// settle pays `amounts` (base units) from the rig's payer to dev 4, 5, … in turn through the
// source, all mined together, and returns their receipts.
func (rig *x402Rig) settle(t *testing.T, amounts ...int64) []*x402.Receipt {
	t.Helper()
	nonces := make([]common.Hash, len(amounts))
	for i := range nonces {
		var err error
		if nonces[i], err = x402.NewNonce(); err != nil {
			t.Fatal(err)
		}
	}
	return rig.settleNonces(t, nonces, amounts...)
}

// settleNonces is settle with the authorizations' nonces given.
func (rig *x402Rig) settleNonces(t *testing.T, nonces []common.Hash, amounts ...int64) []*x402.Receipt {
	t.Helper()
	ctx, tn := t.Context(), rig.tn
	dev := testnet.DevAccounts()
	h, err := tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var txs []*types.Transaction
	total := big.NewInt(0)
	for _, a := range amounts {
		total.Add(total, big.NewInt(a))
	}
	if _, err := tn.Send(rig.facilitator, tn.Token, tn.TokenABI.PackMint(rig.payer.Address, total)); err != nil {
		t.Fatal(err)
	}
	for i, amount := range amounts {
		nonce := nonces[i]
		a := x402.Authorization{From: rig.payer.Address, To: dev[4+i%5].Address, Value: big.NewInt(amount),
			ValidAfter: big.NewInt(0), ValidBefore: new(big.Int).SetUint64(h.Time + 30*24*3600), Nonce: nonce}
		sig, err := a.SignTransfer(x402.TestTokenDomain(rig.chainID, tn.Deployment.Token), rig.payer.Key)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := tn.Send(rig.facilitator, rig.src, rig.abi.PackSettle(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, big.NewInt(0), sig))
		if err != nil {
			t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	if err := tn.Mine(ctx); err != nil {
		t.Fatal(err)
	}
	out := make([]*x402.Receipt, len(txs))
	for i, tx := range txs {
		rc, err := testnet.WaitReceipt(ctx, tn.Client, tx.Hash())
		if err != nil {
			t.Fatal(err)
		}
		if rc.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("settle %d reverted", i)
		}
		if out[i], err = x402.ReceiptOf(ctx, tn.Client, rc, rig.source); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// goodOutcome is a shipped step with a clean critic run: rated 95.
var goodOutcome = reputation.Outcome{Shipped: true, CriticRan: true}

// sign signs each receipt's outcome with the payer's key.
func (rig *x402Rig) sign(t *testing.T, o reputation.Outcome, rcs ...*x402.Receipt) []x402.SignedOutcome {
	t.Helper()
	out := make([]x402.SignedOutcome, len(rcs))
	for i, rc := range rcs {
		var err error
		if out[i], err = rc.SignOutcome(x402.SourceDomain(rig.chainID, rig.source), o, rig.payer.Key); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// ratings counts the Rated events of the source on the canonical chain, by receipt id.
func (rig *x402Rig) ratings(t *testing.T) map[string]int {
	t.Helper()
	out := map[string]int{}
	for id, evs := range ratedEvents(t, rig.tn) {
		for _, ev := range evs {
			if ev.Escrow == rig.source {
				out[id]++
			}
		}
	}
	return out
}

// ratedAtSafe reports how many of the receipts the source holds rated at `block` (nil: newest).
func (rig *x402Rig) rated(t *testing.T, rcs []*x402.Receipt, block *big.Int) int {
	t.Helper()
	ids := make([]*big.Int, len(rcs))
	for i, rc := range rcs {
		ids[i] = rc.ID
	}
	st, err := bind.Call(rig.src, &bind.CallOpts{Context: t.Context(), BlockNumber: block}, rig.abi.PackReceiptStates(ids), rig.abi.UnpackReceiptStates)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range st.Rated {
		if r {
			n++
		}
	}
	return n
}

// withOutbox turns the relay on, the outbox in the test's folder.
func withOutbox(path string) func(*settler.Config) {
	return func(c *settler.Config) { c.OutboxPath = path }
}

// serveIntake serves the service's intake on loopback until the test ends.
func serveIntake(t *testing.T, svc *settler.Service) *settler.OutcomesServer {
	t.Helper()
	srv, err := settler.ListenOutcomes("127.0.0.1:0", svc)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve() }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		if err := <-done; err != nil {
			t.Errorf("intake: %v", err)
		}
	})
	return srv
}

// post sends body (marshalled unless []byte) to the intake and returns the status and the body.
func post(t *testing.T, url string, body any) (int, []byte) {
	t.Helper()
	data, ok := body.([]byte)
	if !ok {
		var err error
		if data, err = json.Marshal(body); err != nil {
			t.Fatal(err)
		}
	}
	resp, err := http.Post(url, "application/json", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, out
}

// mustAccept posts outcomes and requires 202.
func mustAccept(t *testing.T, url string, outcomes any) {
	t.Helper()
	if status, body := post(t, url, outcomes); status != http.StatusAccepted {
		t.Fatalf("intake answered %d: %s", status, body)
	}
}

// drained waits until the outbox is empty, committing a block on each look (the quiet testnet
// mines only transactions; burying needs blocks).
func drained(t *testing.T, tn *testnet.Testnet, svc *settler.Service) {
	t.Helper()
	testutil.Eventually(t, time.Minute, "the outbox drained", testutil.Holds(func() bool {
		if svc.Outbox().Len() == 0 {
			return true
		}
		tn.Commit()
		return false
	}), func() string { return fmt.Sprintf("%d outcomes pending", svc.Outbox().Len()) })
}

// Outcomes delivered over HTTP are relayed to the source once their settlements are buried, and
// each receipt is rated once, with the rubric's rating and the payment's weight; the outcomes are
// done once the ratings are buried in turn.
func TestX402OutcomesAreRatedOnce(t *testing.T) {
	const confirmations = 2
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), confirmations,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")))
	t.Cleanup(func() { _ = svc.Close() })
	if svc.X402Source() != rig.source {
		t.Fatalf("the relay found source %s, want %s", svc.X402Source().Hex(), rig.source.Hex())
	}
	intake := serveIntake(t, svc)
	runService(t, svc)

	rcs := rig.settle(t, 5*unit, 20*unit, 250_000)
	outcomes := rig.sign(t, goodOutcome, rcs...)
	mustAccept(t, intake.URL(), outcomes[0])  // one object
	mustAccept(t, intake.URL(), outcomes[1:]) // an array
	mustAccept(t, intake.URL(), outcomes)     // all again: duplicates
	drained(t, tn, svc)

	ratings := rig.ratings(t)
	want, _ := reputation.Rate(goodOutcome)
	events := ratedEvents(t, tn)
	for i, rc := range rcs {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Fatalf("receipt %d rated %d times", i, n)
		}
		ev := events[rc.ID.String()][0]
		weight := new(big.Int).Set(rc.Amount)
		if weight.Cmp(big.NewInt(12*unit)) > 0 {
			weight = big.NewInt(12 * unit)
		}
		if ev.Rating != want || ev.Weight.Cmp(weight) != 0 || ev.Payer != rig.payer.Address || ev.AgentId.Cmp(rc.AgentID) != 0 {
			t.Fatalf("receipt %d rated (rating %d, weight %s, payer %s, agent %s), want (%d, %s, %s, %s)", i,
				ev.Rating, ev.Weight, ev.Payer.Hex(), ev.AgentId, want, weight, rig.payer.Address.Hex(), rc.AgentID)
		}
	}
	m := svc.Metrics()
	if got := promtest.ToFloat64(m.X402Received.WithLabelValues("new")); got != 3 {
		t.Fatalf("%v outcomes received new, want 3", got)
	}
	if got := promtest.ToFloat64(m.X402Received.WithLabelValues("duplicate")); got != 3 {
		t.Fatalf("%v outcomes received as duplicates, want 3", got)
	}
	if got := promtest.ToFloat64(m.X402Buried); got != 3 {
		t.Fatalf("%v outcomes buried, want 3", got)
	}
	if got := submitted(svc); got != 3 {
		t.Fatalf("%v ratings counted submitted, want 3", got)
	}
}

// An outcome acknowledged with 202 survives the settler's end: the first settler is stopped
// before the settlements are buried, so it relayed nothing, and its outbox closed as a kill
// leaves it (Close writes nothing; it releases the lock, as a dying process does); a new one on
// the same outbox rates each receipt once.
func TestX402AcknowledgedOutcomesSurviveARestart(t *testing.T) {
	const confirmations = 2
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	cp, outbox := filepath.Join(t.TempDir(), "cp.json"), filepath.Join(t.TempDir(), "outbox.jsonl")
	first := newServiceAt(t, tn, tn.Client, cp, confirmations, withOutbox(outbox))
	t.Cleanup(func() { _ = first.Close() })
	intake, err := settler.ListenOutcomes("127.0.0.1:0", first)
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- intake.Serve() }()
	ctx, stop := context.WithCancel(t.Context())
	ran := make(chan error, 1)
	go func() { ran <- first.Run(ctx) }()

	rcs := rig.settle(t, unit, 2*unit, 3*unit, 4*unit)
	outcomes := rig.sign(t, goodOutcome, rcs...)
	mustAccept(t, intake.URL(), outcomes[:2])
	mustAccept(t, intake.URL(), outcomes[2:])
	stop()
	if err := <-ran; err != nil {
		t.Fatal(err)
	}
	if err := intake.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	if err := <-served; err != nil {
		t.Fatal(err)
	}
	if n := rig.rated(t, rcs, nil); n != 0 {
		t.Fatalf("%d receipts rated before the restart: the settlements were not buried", n)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}

	second := newServiceAt(t, tn, tn.Client, cp, confirmations, withOutbox(outbox))
	t.Cleanup(func() { _ = second.Close() })
	if n := second.Outbox().Len(); n != len(outcomes) {
		t.Fatalf("the new settler found %d outcomes in the outbox, want the %d acknowledged", n, len(outcomes))
	}
	runService(t, second)
	drained(t, tn, second)
	ratings := rig.ratings(t)
	for i, rc := range rcs {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Fatalf("receipt %d rated %d times", i, n)
		}
	}
}

// Outcomes the source refuses (too late, fields that are not the receipt's, a signature that is
// not the payer's, a word it does not rate) are logged, counted by reason and dropped; one whose
// receipt never settles is dropped once its window has passed; none stops the loop, which rates
// the good outcomes before and after them.
func TestX402RefusedOutcomesAreCountedAndTheLoopGoesOn(t *testing.T) {
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 1,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")))
	t.Cleanup(func() { _ = svc.Close() })
	url := serveIntake(t, svc).URL()
	runService(t, svc)
	m := svc.Metrics()
	domain := x402.SourceDomain(rig.chainID, rig.source)

	rcs := rig.settle(t, unit, unit, unit, unit, unit)
	outs := rig.sign(t, goodOutcome, rcs...)
	wrongAmount := outs[1] // the amount is not signed: the intake cannot tell, the source can
	wrongAmount.Amount = big.NewInt(2 * unit)
	// Past the intake only through the outbox itself (an older settler's, say): a signature that
	// is not the payer's, and a word with a buyer rating, signed by the payer.
	badSig := outs[2]
	badSig.Signature = append([]byte(nil), outs[2].Signature...)
	badSig.Signature[10] ^= 1
	buyerRated := outs[3]
	buyerRated.Outcome = new(big.Int).Or(outs[3].Outcome, big.NewInt(1<<16|80<<24))
	digest, err := buyerRated.Digest(domain)
	if err != nil {
		t.Fatal(err)
	}
	if buyerRated.Signature, err = crypto.Sign(digest[:], rig.payer.Key); err != nil {
		t.Fatal(err)
	}
	buyerRated.Signature[64] += 27
	// A receipt that is never settled.
	nonce, err := x402.NewNonce()
	if err != nil {
		t.Fatal(err)
	}
	ghost := &x402.Receipt{Payer: rig.payer.Address, Nonce: nonce, AgentID: rcs[0].AgentID, Amount: big.NewInt(unit), SettledAt: rcs[0].SettledAt}
	ghostOut := rig.sign(t, goodOutcome, ghost)[0]

	mustAccept(t, url, []x402.SignedOutcome{wrongAmount, ghostOut, outs[4]})
	if _, err := svc.Outbox().Add([]x402.SignedOutcome{badSig, buyerRated}); err != nil {
		t.Fatal(err)
	}
	refused := func(reason string) float64 { return promtest.ToFloat64(m.X402Refused.WithLabelValues(reason)) }
	testutil.Eventually(t, time.Minute, "the good outcome rated and the bad ones refused", testutil.Holds(func() bool {
		tn.Commit()
		return svc.Outbox().Len() == 1 && refused(settler.RefusedUnknownReceipt) == 1 &&
			refused(settler.RefusedBadSignature) == 1 && refused(settler.RefusedInvalidOutcome) == 1
	}), func() string { return fmt.Sprintf("%d pending", svc.Outbox().Len()) })
	if !svc.Outbox().Has(settler.OutcomeKey(ghostOut)) {
		t.Fatal("the outcome of a receipt not (yet) settled was dropped inside its window")
	}

	// A day and an hour later the ghost's window has passed, and so has the first receipt's.
	if err := tn.AdvanceTime(25 * time.Hour); err != nil {
		t.Fatal(err)
	}
	mustAccept(t, url, outs[0])
	// In a lane of its own: past their windows, the earlier receipts' lanes are free, and one
	// recycled under outs[0] would close it (its receipt gone) instead of refusing it as too late.
	after := rig.settleNonces(t, []common.Hash{nonceInAFreeLane(t, rig, rcs)}, unit)
	mustAccept(t, url, rig.sign(t, goodOutcome, after...))
	drained(t, tn, svc)

	for reason, want := range map[string]float64{settler.RefusedTooLate: 1, settler.RefusedUnknownReceipt: 1,
		settler.RefusedBadSignature: 1, settler.RefusedInvalidOutcome: 1, settler.RefusedReverted: 0} {
		if got := refused(reason); got != want {
			t.Errorf("refused %s: %v, want %v", reason, got, want)
		}
	}
	if got := promtest.ToFloat64(m.X402Expired); got != 1 {
		t.Errorf("%v outcomes expired, want 1", got)
	}
	ratings := rig.ratings(t)
	for i, rc := range append(rcs, after...) {
		want := 0
		if i >= 4 {
			want = 1
		}
		if n := ratings[rc.ID.String()]; n != want {
			t.Errorf("receipt %d rated %d times, want %d", i, n, want)
		}
	}
	if !svc.Alive() {
		t.Fatal("the loop is not alive after the refusals")
	}
}

// One settler rates escrow jobs and x402 receipts side by side, settling while it runs: each
// job and each receipt is rated once.
func TestX402OutcomesAndEscrowJobsInOneRun(t *testing.T) {
	tn := startTestnet(t)
	rig := newX402Rig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 2,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")), func(c *settler.Config) { c.BatchSize = 4 })
	t.Cleanup(func() { _ = svc.Close() })
	url := serveIntake(t, svc).URL()
	runService(t, svc)

	var ids []*big.Int
	var rcs []*x402.Receipt
	for round := range 3 {
		ids = append(ids, someJobs(t, tn, 5, nil)...)
		got := rig.settle(t, unit, 3*unit, int64(round+1)*unit, 40*unit, 7*unit)
		mustAccept(t, url, rig.sign(t, goodOutcome, got...))
		rcs = append(rcs, got...)
	}
	waitRated(t, tn, ids)
	drained(t, tn, svc)
	testutil.Eventually(t, time.Minute, "the settler to count every rating", testutil.Holds(func() bool {
		return submitted(svc) == float64(len(ids)+len(rcs))
	}))
	events := ratedEvents(t, tn)
	for _, id := range ids {
		if evs := events[id.String()]; len(evs) != 1 || evs[0].Escrow != tn.Deployment.Escrow() {
			t.Fatalf("job %s: %d ratings", id, len(evs))
		}
	}
	ratings := rig.ratings(t)
	for i, rc := range rcs {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Fatalf("receipt %d rated %d times", i, n)
		}
	}
}
