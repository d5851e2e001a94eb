package settler_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	promtest "github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// wire is an outcome's JSON object, to break one field at a time.
func wire(t *testing.T, o x402.SignedOutcome) map[string]any {
	t.Helper()
	data, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func with(m map[string]any, field string, v any) map[string]any {
	out := map[string]any{}
	for k, x := range m {
		out[k] = x
	}
	if v == nil {
		delete(out, field)
	} else {
		out[field] = v
	}
	return out
}

// The intake refuses what the source would refuse without looking at the chain, with 400 naming
// the field and what it must hold, and stores nothing of a refused request; a body over the limit
// gets 413, a full outbox 503. Good outcomes get 202, sent again too.
func TestX402IntakeRefusesBadOutcomes(t *testing.T) {
	tn := startQuietTestnet(t)
	rig := newX402Rig(t, tn)
	svc := newServiceAt(t, tn, tn.Client, filepath.Join(t.TempDir(), "cp.json"), 2,
		withOutbox(filepath.Join(t.TempDir(), "outbox.jsonl")), func(c *settler.Config) { c.OutboxLimit = 3 })
	t.Cleanup(func() { _ = svc.Close() })
	url := serveIntake(t, svc).URL()
	rcs := rig.settle(t, unit, 2*unit, 3*unit, 4*unit)
	good := rig.sign(t, goodOutcome, rcs...)
	g := wire(t, good[0])

	// Signed by someone else: another key signs the payer's very outcome.
	other := testnet.DevAccounts()[5]
	digest, err := good[0].Digest(x402.SourceDomain(rig.chainID, rig.source))
	if err != nil {
		t.Fatal(err)
	}
	byOther := good[0]
	if byOther.Signature, err = crypto.Sign(digest[:], other.Key); err != nil {
		t.Fatal(err)
	}
	byOther.Signature[64] += 27
	// Tampered: one byte of r changed, so it recovers to nobody in particular.
	tampered := append([]byte(nil), good[0].Signature...)
	tampered[5] ^= 0xff
	// Signed for another chain's source.
	elsewhere, err := rcs[0].SignOutcome(x402.SourceDomain(big.NewInt(1), rig.source), goodOutcome, rig.payer.Key)
	if err != nil {
		t.Fatal(err)
	}
	highV := append([]byte(nil), good[0].Signature...)
	highV[64] = 29
	buyerRated := new(big.Int).Or(good[0].Outcome, big.NewInt(1<<16|80<<24))

	for _, tc := range []struct {
		name  string
		body  any
		field string
		says  string
	}{
		{"bad signature", with(g, "signature", hexutil.Encode(tampered)), "signature", "domain"},
		{"signature v", with(g, "signature", hexutil.Encode(highV)), "signature", "v must be 27 or 28"},
		{"signed by someone else", wire(t, byOther), "signature", "signed by " + other.Address.Hex()},
		{"signed for another chain", wire(t, elsewhere), "signature", "chainId 1337"},
		{"malformed word", with(g, "outcome", "0xzz"), "outcome", "want the outcome word"},
		{"word with a buyer rating", with(g, "outcome", hexutil.EncodeBig(buyerRated)), "outcome", "not an outcome word the source rates"},
		{"missing nonce", with(g, "nonce", nil), "nonce", "nonce: missing; want the payment's EIP-3009 nonce"},
		{"missing signature", with(g, "signature", nil), "signature", "missing"},
		{"amount not decimal", with(g, "amount", "0x10"), "amount", "not a decimal integer"},
		{"zero amount", with(g, "amount", "0"), "amount", "0 is no payment"},
		{"settledAt as a string", with(g, "settledAt", "1700000000"), "settledAt", "unix seconds"},
		{"short nonce", with(g, "nonce", "0x1234"), "nonce", "not 32 bytes"},
		{"zero payer", with(g, "payer", common.Address{}.Hex()), "payer", "zero address"},
		{"array with a bad item", []any{wire(t, good[1]), with(g, "agentId", "x")}, "agentId", "outcome 1: agentId"},
		{"not an object", []byte(`"hello"`), "", "want one signed outcome"},
		{"empty array", []byte(`[]`), "", "empty"},
		{"broken JSON", []byte(`{"payer":`), "", "not a JSON object"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := post(t, url, tc.body)
			var e struct {
				Error string `json:"error"`
				Field string `json:"field"`
				Index *int   `json:"index"`
			}
			if err := json.Unmarshal(body, &e); err != nil {
				t.Fatalf("%d: body %q is not JSON: %v", status, body, err)
			}
			if status != http.StatusBadRequest || e.Field != tc.field || !strings.Contains(e.Error, tc.says) {
				t.Fatalf("answered %d, field %q: %s; want 400, field %q, saying %q", status, e.Field, e.Error, tc.field, tc.says)
			}
			if tc.field != "" && !strings.Contains(e.Error, "want") && !strings.Contains(e.Error, "sign Outcome") {
				t.Fatalf("the refusal does not say what to send instead: %s", e.Error)
			}
			if tc.name == "array with a bad item" && (e.Index == nil || *e.Index != 1) {
				t.Fatalf("the refusal names item %v, want 1", e.Index)
			}
		})
	}
	if n := svc.Outbox().Len(); n != 0 {
		t.Fatalf("refused requests stored %d outcomes", n)
	}

	huge := append([]byte("["), bytes.Repeat([]byte(" "), settler.MaxOutcomesBody)...)
	if status, body := post(t, url, huge); status != http.StatusRequestEntityTooLarge {
		t.Fatalf("a body over the limit: %d %s, want 413", status, body)
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != http.MethodPost {
		t.Fatalf("GET: %d (Allow %q), want 405 naming POST", resp.StatusCode, resp.Header.Get("Allow"))
	}

	status, body := post(t, url, good[:2])
	var ok struct {
		Accepted, Duplicates int
		Receipts             []string
	}
	if err := json.Unmarshal(body, &ok); err != nil || status != http.StatusAccepted || ok.Accepted != 2 ||
		len(ok.Receipts) != 2 || ok.Receipts[1] != rcs[1].ID.String() {
		t.Fatalf("two good outcomes: %d %s (%v)", status, body, err)
	}
	if status, body := post(t, url, good[1]); status != http.StatusAccepted || !strings.Contains(string(body), `"duplicates":1`) {
		t.Fatalf("a good outcome sent again: %d %s, want 202 counted as a duplicate", status, body)
	}
	// The outbox holds 3 at most: two more would take it past its limit, and neither is stored.
	resp2, err := http.Post(url, "application/json", bytes.NewReader(mustJSON(t, good[2:])))
	if err != nil {
		t.Fatal(err)
	}
	resp2.Body.Close()
	if resp2.StatusCode != http.StatusServiceUnavailable || resp2.Header.Get("Retry-After") == "" || svc.Outbox().Len() != 2 {
		t.Fatalf("over the outbox's limit: %d (Retry-After %q), %d stored; want 503 with Retry-After, nothing stored",
			resp2.StatusCode, resp2.Header.Get("Retry-After"), svc.Outbox().Len())
	}
	m := svc.Metrics().X402IntakeRefused
	for reason, want := range map[string]float64{"bad_request": 17, "too_large": 1, "method": 1, "outbox_full": 1} {
		if got := promtest.ToFloat64(m.WithLabelValues(reason)); got != want {
			t.Errorf("intake refusals %s: %v, want %v", reason, got, want)
		}
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// An intake without an outbox is refused by the configuration check, before anything touches
// the chain; a source that is not registered on the ledger by NewService.
func TestX402RelayNeedsAnOutboxAndARegisteredSource(t *testing.T) {
	cfg := settler.Config{RPC: "http://127.0.0.1:1", Ledger: common.HexToAddress("0x2"),
		CheckpointPath: filepath.Join(t.TempDir(), "cp.json"), OutcomesAddr: "127.0.0.1:4030"}.WithDefaults()
	if err := cfg.Check(); !errors.Is(err, settler.ErrNoOutbox) || !strings.Contains(err.Error(), "--x402-outbox") {
		t.Fatalf("an intake without an outbox: %v, want ErrNoOutbox naming --x402-outbox", err)
	}
	tn := startQuietTestnet(t)
	cp, outbox := filepath.Join(t.TempDir(), "cp.json"), filepath.Join(t.TempDir(), "outbox.jsonl")
	_, err := settler.NewService(t.Context(), settler.Config{RPC: tn.HTTPURL, Ledger: tn.Deployment.Ledger,
		CheckpointPath: cp, OutboxPath: outbox, X402Source: tn.Deployment.Token}, tn.Client, tn.Scorer.Key, zerolog.Nop())
	if !errors.Is(err, settler.ErrNoX402Source) || !strings.Contains(err.Error(), tn.Deployment.Token.Hex()) {
		t.Fatalf("the token as the x402 source: %v, want ErrNoX402Source naming it", err)
	}
}
