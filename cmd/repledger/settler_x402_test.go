package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// nodeListener is a loopback listener standing in for a node: it counts the connections it is
// offered and closes each. It closes with the test.
func nodeListener(t *testing.T) (url string, connections *atomic.Int32) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	connections = &atomic.Int32{}
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			connections.Add(1)
			c.Close()
		}
	}()
	return "http://" + l.Addr().String(), connections
}

// `settler run --outcomes-listen` without --x402-outbox is a usage error: the binary exits 2
// before it touches the node (nor binds the intake), naming both flags and the fix.
func TestSettlerOutcomesListenNeedsOutbox(t *testing.T) {
	rpc, connections := nodeListener(t)
	dir := t.TempDir()
	keyFile, passwordFile := writeKeystore(t, dir)
	port, err := testutil.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(settlerBinary(t), "settler", "run", "--rpc", rpc, "--ledger", "0x0000000000000000000000000000000000000002",
		"--keystore", keyFile, "--password-file", passwordFile, "--checkpoint", filepath.Join(dir, "cp.json"),
		"--outcomes-listen", fmt.Sprintf("127.0.0.1:%d", port))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitUsage {
		t.Fatalf("settler run --outcomes-listen without --x402-outbox: %v, want exit status %d; stderr:\n%s", err, exitUsage, stderr.String())
	}
	msg := stderr.String()
	for _, want := range []string{"nothing was started", "--x402-outbox", "required with --outcomes-listen",
		"give a file to keep accepted outcomes in"} {
		if !strings.Contains(msg, want) {
			t.Errorf("stderr lacks %q:\n%s", want, msg)
		}
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout: %q, want nothing", stdout.String())
	}
	if n := connections.Load(); n != 0 {
		t.Fatalf("the refused configuration reached the node %d times", n)
	}
}

// ---------------------------------------------------------------- the intake of a settler process

// x402Payments settles x402 payments on an embedded chain through its x402 source: dev 9 is the
// facilitator that sends settle, dev 3 the payer, dev 4 … 8 the agents paid in turn.
type x402Payments struct {
	tn          *testnet.Testnet
	source      common.Address
	abi         *x402source.X402Source
	src         *bind.BoundContract
	facilitator testnet.DevAccount
	payer       testnet.DevAccount
	n           int // payments made
}

func newX402Payments(t *testing.T, tn *testnet.Testnet) *x402Payments {
	t.Helper()
	s, ok := tn.Manifest.X402()
	if !ok {
		t.Fatal("the testnet's manifest lists no x402 source")
	}
	dev := testnet.DevAccounts()
	p := &x402Payments{tn: tn, source: s.Address, abi: x402source.NewX402Source(), facilitator: dev[9], payer: dev[3]}
	p.src = p.abi.Instance(tn.Client, p.source)
	if _, err := tn.Send(p.facilitator, tn.Token, tn.TokenABI.PackMint(p.payer.Address, big.NewInt(1e12))); err != nil {
		t.Fatal(err)
	}
	if err := tn.Mine(t.Context()); err != nil {
		t.Fatal(err)
	}
	return p
}

// settle pays n times, each with a fresh authorization, and returns the receipts.
func (p *x402Payments) settle(t *testing.T, n int) []*x402.Receipt {
	t.Helper()
	ctx, tn := t.Context(), p.tn
	dev := testnet.DevAccounts()
	var txs []*types.Transaction
	for range n {
		nonce, err := x402.NewNonce()
		if err != nil {
			t.Fatal(err)
		}
		a := x402.Authorization{From: p.payer.Address, To: dev[4+p.n%5].Address, Value: big.NewInt(int64(1_000_000 * (1 + p.n))),
			ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(time.Now().Add(30 * 24 * time.Hour).Unix()), Nonce: nonce}
		sig, err := a.SignTransfer(x402.TestTokenDomain(big.NewInt(testnet.SimulatedChainID), tn.Deployment.Token), p.payer.Key)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := tn.Send(p.facilitator, p.src, p.abi.PackSettle(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, big.NewInt(0), sig))
		if err != nil {
			t.Fatal(err)
		}
		txs = append(txs, tx)
		p.n++
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
		if out[i], err = x402.ReceiptOf(ctx, tn.Client, rc, p.source); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// sign signs each receipt's outcome (a shipped step, critic clean) with the payer's key.
func (p *x402Payments) sign(t *testing.T, rcs []*x402.Receipt) []x402.SignedOutcome {
	t.Helper()
	out := make([]x402.SignedOutcome, len(rcs))
	for i, rc := range rcs {
		var err error
		o := reputation.Outcome{Shipped: true, CriticRan: true}
		if out[i], err = rc.SignOutcome(x402.SourceDomain(big.NewInt(testnet.SimulatedChainID), p.source), o, p.payer.Key); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// rated is how many of the receipts the source holds rated at the newest block.
func (p *x402Payments) rated(t *testing.T, rcs []*x402.Receipt) int {
	t.Helper()
	ids := make([]*big.Int, len(rcs))
	for i, rc := range rcs {
		ids[i] = rc.ID
	}
	st, err := bind.Call(p.src, &bind.CallOpts{Context: t.Context()}, p.abi.PackReceiptStates(ids), p.abi.UnpackReceiptStates)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range rcs {
		if !st.Settled[i] {
			t.Fatalf("receipt %s is not settled", rcs[i].ID)
		}
		if st.Rated[i] {
			n++
		}
	}
	return n
}

// ratings counts the ledger's Rated events whose escrow is the source, by job id (receipt id).
func (p *x402Payments) ratings(t *testing.T) map[string]int {
	t.Helper()
	topic := p.tn.LedgerABI.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID
	logs, err := p.tn.Client.FilterLogs(t.Context(), ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(p.tn.Deployment.Block),
		Addresses: []common.Address{p.tn.Deployment.Ledger}, Topics: [][]common.Hash{{topic}, nil, {common.BytesToHash(p.source.Bytes())}}})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, l := range logs {
		out[l.Topics[3].Big().String()]++
	}
	return out
}

// postOutcomes sends outcomes (one object or an array, as given) to the intake and decodes the
// 202's body; another status fails the test.
func postOutcomes(t *testing.T, url string, body any) (accepted, duplicates int, receipts []string) {
	t.Helper()
	data, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(url, "application/json", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(resp.Body)
	var a struct {
		Accepted, Duplicates int
		Receipts             []string
	}
	if resp.StatusCode != http.StatusAccepted || json.Unmarshal(answer, &a) != nil {
		t.Fatalf("the intake answered %d: %s", resp.StatusCode, answer)
	}
	return a.Accepted, a.Duplicates, a.Receipts
}

// waitForIntake waits until the settler process's intake answers (405 to a GET: it takes POST).
func waitForIntake(t *testing.T, url string, p *settlerProc) {
	t.Helper()
	testutil.Eventually(t, 30*time.Second, "the settler's x402 intake at "+url, func() (bool, error) {
		if err := p.exited(); err != nil {
			t.Fatal(err)
		}
		resp, err := http.Get(url)
		if err != nil {
			return false, err
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusMethodNotAllowed, nil
	}, func() string { return p.log.tail(10) })
}

// commitUntil seals a block every 100 ms (the chain mines only transactions by itself; burying
// needs blocks) until cond holds.
func commitUntil(t *testing.T, tn *testnet.Testnet, p *settlerProc, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if err := p.exited(); err != nil {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %s within a minute; settler log tail:\n%s", what, p.log.tail(20))
		}
		tn.Commit()
		time.Sleep(100 * time.Millisecond)
	}
}

// The settler binary started with --x402-outbox and --outcomes-listen takes a payer's signed
// outcome over HTTP (202), relays it and the receipt is rated on the chain. Outcomes it has
// acknowledged and not yet relayed (their settlements not buried) survive kill -9: the restarted
// process holds them (posting them again counts them as duplicates), rates each receipt, and
// drops them from its outbox once the ratings are buried. Every receipt is rated exactly once.
func TestSettlerProcessRelaysX402Outcomes(t *testing.T) {
	const confirmations = 4
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{EpochLength: 60}) // mines transactions as they come, nothing else
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	dir := t.TempDir()
	manifest := filepath.Join(dir, "deployment.json")
	if err := deployment.WriteManifest(manifest, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	keyFile, passwordFile := writeKeystoreFor(t, dir, testnet.DevAccounts()[1]) // the scorer
	port, err := testutil.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	url := "http://" + addr + settler.OutcomesPath
	outbox := filepath.Join(dir, "x402-outbox.jsonl")
	args := []string{"--deployment", manifest, "--keystore", keyFile, "--password-file", passwordFile,
		"--checkpoint", filepath.Join(dir, "cp.json"), "--confirmations", fmt.Sprint(confirmations), "--poll-interval", "50ms",
		"--x402-outbox", outbox, "--outcomes-listen", addr, "--log-format", "json", "--log-level", "debug"}
	bin := settlerBinary(t)
	pay := newX402Payments(t, tn)

	// One outcome, one JSON object: acknowledged, relayed once its settlement is buried, rated.
	first := startSettlerProc(t, bin, args, nil)
	waitForIntake(t, url, first)
	rc0 := pay.settle(t, 1)
	out0 := pay.sign(t, rc0)
	if acc, dup, ids := postOutcomes(t, url, out0[0]); acc != 1 || dup != 0 || len(ids) != 1 || ids[0] != rc0[0].ID.String() {
		t.Fatalf("intake: accepted %d, duplicates %d, receipts %v; want 1, 0, [%s]", acc, dup, ids, rc0[0].ID)
	}
	commitUntil(t, tn, first, "rating of the first receipt", func() bool { return pay.rated(t, rc0) == 1 })
	// The ledger holds the rating a moment before the settler has the receipt and logs it.
	select {
	case <-first.log.when(`"job_id":"` + rc0[0].ID.String() + `"`):
	case <-time.After(30 * time.Second):
		t.Fatalf("the settler never logged the rating of receipt %s:\n%s", rc0[0].ID, first.log.tail(10))
	}
	if !strings.Contains(first.log.String(), `"escrow":"`+pay.source.Hex()+`"`) {
		t.Errorf("the settler's rated line does not name the x402 source %s as the escrow:\n%s", pay.source.Hex(), first.log.tail(10))
	}

	// Three more in an array, acknowledged; the process is killed before their settlements are
	// buried, so it cannot have relayed them.
	rcs := pay.settle(t, 3)
	outs := pay.sign(t, rcs)
	if acc, dup, _ := postOutcomes(t, url, outs); acc != 3 || dup != 0 {
		t.Fatalf("intake: accepted %d, duplicates %d; want 3, 0", acc, dup)
	}
	first.stop(t, syscall.SIGKILL)
	if n := pay.rated(t, rcs); n != 0 {
		t.Fatalf("%d of the receipts rated before the restart: their settlements were not buried", n)
	}

	// The restart holds what was acknowledged, and rates it.
	second := startSettlerProc(t, bin, args, nil)
	waitForIntake(t, url, second)
	if acc, dup, _ := postOutcomes(t, url, outs); acc != 0 || dup != 3 {
		t.Fatalf("after the restart the intake counted %d new and %d duplicates of the 3 acknowledged outcomes, want 0 and 3", acc, dup)
	}
	// A second settler given the same outbox (its own intake address) refuses to start, naming
	// the lock and the fix; the running one keeps the outbox.
	otherPort, err := testutil.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	otherArgs := append(append([]string{}, args...), "--outcomes-listen", fmt.Sprintf("127.0.0.1:%d", otherPort),
		"--checkpoint", filepath.Join(dir, "other-cp.json"))
	intruder := startSettlerProc(t, bin, otherArgs, nil)
	select {
	case <-intruder.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("a second settler on the same outbox is still running:\n%s", intruder.log.tail(10))
	}
	if intruder.err == nil || !strings.Contains(intruder.log.String(), outbox+".lock") || !strings.Contains(intruder.log.String(), "--x402-outbox") {
		t.Fatalf("a second settler on the same outbox: exit %v, want a failure naming %s.lock and --x402-outbox:\n%s", intruder.err, outbox, intruder.log.tail(10))
	}
	// Every outcome is done once: the first one by the first process, or, when it was killed
	// before that receipt was buried, by the second; so the two logs together hold four. A
	// receipt whose lane's slot a later payment of the same payer recycled is done with its own
	// line ("… rated and buried (its slot since recycled): outcome done"): both count. And when
	// the first process rated the first receipt but was killed before that rating was buried,
	// while one of the three later payments recycled its slot, the second process never sent it
	// and finds no receipt: it closes the outcome ("x402 outcome closed: …"), which counts too.
	// Whichever line closed it, each receipt must be rated exactly once (checked below, on chain).
	done := func() bool {
		n := 0
		for _, l := range append(first.log.logLines(), second.log.logLines()...) {
			m, _ := l["message"].(string)
			if strings.HasPrefix(m, "x402 receipt rated and buried") && strings.HasSuffix(m, "outcome done") ||
				strings.HasPrefix(m, "x402 outcome closed:") {
				n++
			}
		}
		return n >= len(rcs)+len(rc0)
	}
	commitUntil(t, tn, second, "ratings of the acknowledged outcomes, buried", done)
	second.stop(t, syscall.SIGTERM)
	left, _, err := settler.OpenOutbox(outbox, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer left.Close()
	if left.Len() != 0 {
		t.Errorf("the outbox still holds %d outcomes after their ratings were buried", left.Len())
	}
	ratings := pay.ratings(t)
	for _, rc := range append(rc0, rcs...) {
		if n := ratings[rc.ID.String()]; n != 1 {
			t.Errorf("receipt %s rated %d times, want once", rc.ID, n)
		}
	}
	if len(ratings) != 4 {
		t.Errorf("the source rated %d receipts, want 4: %v", len(ratings), ratings)
	}
	// Not one of the payer's outcomes dropped as refused: each receipt was the payer's and timely.
	for _, l := range append(first.log.logLines(), second.log.logLines()...) {
		if m, _ := l["message"].(string); strings.HasPrefix(m, "x402 outcome refused") {
			t.Errorf("an outcome was refused (reason %v, receipt %v): %s", l["reason"], l["receipt_id"], m)
		}
	}
}
