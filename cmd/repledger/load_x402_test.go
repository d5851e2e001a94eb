package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// The x402 share of a load run: beside the scripted escrow settlements, a tenth as many x402
// payments a block, settled through the ledger's x402 source by a facilitator account (one
// `settle` transaction each, as a facilitator sends them), from loadPayers payers to loadX402Agents
// agents. Each payment's outcome is signed here by its payer once its PaymentSettled event is
// read, and posted to the settler's intake with the other outcomes of the block in one JSON array.
const (
	loadPayers     = 8
	loadX402Agents = 20
	loadX402Share  = 10      // one x402 payment for every this many escrow settlements
	loadSettleGas  = 300_000 // a settle's gas limit (it uses about 100,000)
	loadPostMax    = 100     // outcomes per POST
)

// x402Result is what a run measured of its x402 payments.
type x402Result struct {
	payments, perBlock int
	ratingsPerSec      float64       // while payments arrived, after the warm-up
	catchUp            time.Duration // from the last payment sent until every payment is rated
}

// deployX402Source deploys an X402Source on the double (it answers asset() and
// identityRegistry() and registers sources as the ledger does) and registers it; the manifest
// lists it.
func (rig *loadRig) deployX402Source(t *testing.T, ctx context.Context, admin testnet.DevAccount, d *deployment.Deployment) {
	t.Helper()
	src, err := deployment.DeployX402Source(ctx, rig.client, bind.NewKeyedTransactor(admin.Key, rig.chainID), rig.ledger,
		deployment.DefaultOutcomeWindow, nil)
	if err != nil {
		t.Fatal(err)
	}
	d.Sources = append(d.Sources, src)
	rig.x402Source = src.Address
}

// loadX402 settles x402 payments and delivers their signed outcomes to the settler's intake.
type loadX402 struct {
	rig          *loadRig
	abi          *x402source.X402Source
	facilitator  testnet.DevAccount
	nonce        uint64 // the facilitator's next
	payers       []*ecdsa.PrivateKey
	payerKey     map[common.Address]*ecdsa.PrivateKey
	agents       []common.Address
	intakeURL    string
	tokenDomain  x402.Domain
	srcDomain    x402.Domain
	settledTopic common.Hash

	sent     int                    // settle transactions sent
	waiting  map[common.Hash]uint64 // settle transactions whose PaymentSettled is not read yet: the head when sent
	scanFrom uint64                 // the next block whose PaymentSettled events are read
	receipts []*big.Int             // the receipts settled (and their outcomes posted), in order
	lastSent time.Time
}

// loadTestKey is a deterministic test key for the load's payers and agents.
func loadTestKey(t *testing.T, what string, i int) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("repledger load %s %d", what, i))))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// newLoadX402 funds the payers with the test token (minted: the TestToken mints to anyone) and
// waits for the settler's intake at intakeAddr.
func newLoadX402(t *testing.T, ctx context.Context, rig *loadRig, intakeAddr string, p *settlerProc) *loadX402 {
	t.Helper()
	dev := testnet.DevAccounts()
	x := &loadX402{rig: rig, abi: x402source.NewX402Source(), facilitator: dev[6], payerKey: map[common.Address]*ecdsa.PrivateKey{},
		intakeURL: "http://" + intakeAddr + settler.OutcomesPath, tokenDomain: x402.TestTokenDomain(rig.chainID, rig.token),
		srcDomain: x402.SourceDomain(rig.chainID, rig.x402Source), waiting: map[common.Hash]uint64{}}
	x.settledTopic = x.abi.GetABI().Events[x402source.X402SourcePaymentSettledEventName].ID
	for i := range loadPayers {
		k := loadTestKey(t, "payer", i)
		x.payers = append(x.payers, k)
		x.payerKey[crypto.PubkeyToAddress(k.PublicKey)] = k
	}
	for i := range loadX402Agents {
		x.agents = append(x.agents, crypto.PubkeyToAddress(loadTestKey(t, "agent", i).PublicKey))
	}
	var err error
	if x.nonce, err = rig.client.PendingNonceAt(ctx, x.facilitator.Address); err != nil {
		t.Fatal(err)
	}
	token := bindings.NewTestToken()
	var last *types.Transaction
	for _, k := range x.payers {
		last = x.send(t, ctx, rig.token, token.PackMint(crypto.PubkeyToAddress(k.PublicKey), big.NewInt(1e15)), 150_000)
	}
	if rc, err := bind.WaitMined(ctx, rig.client, last.Hash()); err != nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("mint to the payers: %v", err)
	}
	if x.scanFrom, err = rig.client.BlockNumber(ctx); err != nil {
		t.Fatal(err)
	}
	x.scanFrom++
	waitForIntake(t, x.intakeURL, p)
	return x
}

// send signs and sends a transaction from the facilitator.
func (x *loadX402) send(t *testing.T, ctx context.Context, to common.Address, data []byte, gas uint64) *types.Transaction {
	t.Helper()
	tx := types.MustSignNewTx(x.facilitator.Key, types.LatestSignerForChainID(x.rig.chainID), &types.DynamicFeeTx{
		ChainID: x.rig.chainID, Nonce: x.nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: gas,
		To: &to, Data: data})
	if err := x.rig.client.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send from the facilitator: %v", err)
	}
	x.nonce++
	return tx
}

// settle sends n payments through the source's settle, each authorized by its payer (EIP-3009),
// payers and agents in turn; head is the chain's head now.
func (x *loadX402) settle(t *testing.T, ctx context.Context, n int, head uint64) {
	t.Helper()
	validBefore := big.NewInt(time.Now().Add(24 * time.Hour).Unix())
	for range n {
		i := x.sent
		payer := x.payers[i%len(x.payers)]
		nonce, err := x402.NewNonce()
		if err != nil {
			t.Fatal(err)
		}
		a := x402.Authorization{From: crypto.PubkeyToAddress(payer.PublicKey), To: x.agents[(i/len(x.payers)+i)%len(x.agents)],
			Value: big.NewInt(int64(1_000_000 + (i%5)*500_000)), ValidAfter: big.NewInt(0), ValidBefore: validBefore, Nonce: nonce}
		sig, err := a.SignTransfer(x.tokenDomain, payer)
		if err != nil {
			t.Fatal(err)
		}
		tx := x.send(t, ctx, x.rig.x402Source, x.abi.PackSettle(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce,
			big.NewInt(0), sig), loadSettleGas)
		x.waiting[tx.Hash()] = head
		x.sent++
	}
	x.lastSent = time.Now()
}

// collect reads the PaymentSettled events up to head, signs each payment's outcome with its
// payer's key and posts the outcomes to the intake, in arrays. A settle transaction that has not
// settled five blocks after it was sent is looked at: a revert fails the test.
func (x *loadX402) collect(t *testing.T, ctx context.Context, head uint64) {
	t.Helper()
	if head < x.scanFrom {
		return
	}
	logs, err := x.rig.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(x.scanFrom), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{x.rig.x402Source}, Topics: [][]common.Hash{{x.settledTopic}},
	})
	if err != nil {
		t.Fatal(err)
	}
	x.scanFrom = head + 1
	var outcomes []x402.SignedOutcome
	for i := range logs {
		delete(x.waiting, logs[i].TxHash)
		txrc, err := x.rig.client.TransactionReceipt(ctx, logs[i].TxHash)
		if err != nil {
			t.Fatal(err)
		}
		rc, err := x402.ReceiptOf(ctx, x.rig.client, txrc, x.rig.x402Source)
		if err != nil {
			t.Fatal(err)
		}
		o := reputation.Outcome{Shipped: true, CriticRan: true, Violations: uint8(len(x.receipts) % 3)}
		signed, err := rc.SignOutcome(x.srcDomain, o, x.payerKey[rc.Payer])
		if err != nil {
			t.Fatal(err)
		}
		outcomes = append(outcomes, signed)
		x.receipts = append(x.receipts, rc.ID)
	}
	for lo := 0; lo < len(outcomes); lo += loadPostMax {
		x.post(t, outcomes[lo:min(lo+loadPostMax, len(outcomes))])
	}
	for h, sentAt := range x.waiting {
		if head < sentAt+5 {
			continue
		}
		rc, err := x.rig.client.TransactionReceipt(ctx, h)
		if err == nil && rc.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("settle %s through the x402 source reverted (block %d)", h.Hex(), rc.BlockNumber)
		}
	}
}

// post delivers outcomes to the intake as one JSON array and requires 202 with each accepted.
func (x *loadX402) post(t *testing.T, outcomes []x402.SignedOutcome) {
	t.Helper()
	body, err := json.Marshal(outcomes)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(x.intakeURL, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatalf("post %d outcomes: %v", len(outcomes), err)
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(resp.Body)
	var acc struct{ Accepted int }
	if resp.StatusCode != http.StatusAccepted || json.Unmarshal(answer, &acc) != nil || acc.Accepted != len(outcomes) {
		t.Fatalf("the intake answered %d to %d outcomes: %s", resp.StatusCode, len(outcomes), answer)
	}
}

// done reports whether every payment sent has settled and been rated, by the observer's count.
func (x *loadX402) done(obs *loadObserver) bool {
	return len(x.receipts) == x.sent && obs.x402Rated >= x.sent
}

// check requires that every x402 receipt was rated exactly once: one Rated event whose escrow is
// the source for each receipt, none for any other id, the source's receiptStates saying rated for
// each it still holds (a rated receipt's slot is recycled by its payer's next payment in the same
// lane: then it reads neither settled nor rated), and no outcome refused or expired in the
// settler's log.
func (x *loadX402) check(t *testing.T, ctx context.Context, obs *loadObserver, p *settlerProc) {
	t.Helper()
	if len(x.receipts) != x.sent {
		t.Fatalf("%d of %d x402 payments settled", len(x.receipts), x.sent)
	}
	for _, id := range x.receipts {
		if n := obs.x402ByReceipt[id.String()]; n != 1 {
			t.Errorf("x402 receipt %s rated %d times, want once", id, n)
		}
	}
	if len(obs.x402ByReceipt) != len(x.receipts) || obs.x402Rated != len(x.receipts) {
		t.Errorf("%d Rated events of the x402 source for %d distinct ids, want one for each of the %d receipts",
			obs.x402Rated, len(obs.x402ByReceipt), len(x.receipts))
	}
	src := x.abi.Instance(x.rig.client, x.rig.x402Source)
	for lo := 0; lo < len(x.receipts); lo += 500 {
		ids := x.receipts[lo:min(lo+500, len(x.receipts))]
		st, err := bind.Call(src, &bind.CallOpts{Context: ctx}, x.abi.PackReceiptStates(ids), x.abi.UnpackReceiptStates)
		if err != nil {
			t.Fatal(err)
		}
		for i, id := range ids {
			if st.Settled[i] != st.Rated[i] {
				t.Errorf("x402 receipt %s: settled %v, rated %v at the source", id, st.Settled[i], st.Rated[i])
			}
		}
	}
	for _, line := range strings.Split(p.log.String(), "\n") {
		bad := strings.Contains(line, "x402 outcome") || strings.Contains(line, "rateBatch reverted") ||
			strings.Contains(line, "outbox refuses")
		// "closed" (no receipt held, authorization used) is a rated, recycled receipt after a
		// restart forgot the settler's own rateBatch; the Rated count above holds it to once.
		if bad && !strings.Contains(line, `"reason":"already_rated"`) && !strings.Contains(line, "x402 outcome closed") {
			t.Errorf("settler log: %s", line)
		}
	}
}
