package x402

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/reputation"
)

// OutcomesPath is where a settler takes payers' signed outcomes (POST, one JSON SignedOutcome).
const OutcomesPath = "/v1/x402/outcomes"

// ReceiptReader is what a Rater reads of a node: the settlement transaction's receipt.
type ReceiptReader interface {
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	HeaderReader
}

// Rater is the payer's side of an x402 rating (docs/design.md §16): after a paid call it reads
// the settlement's receipt from the chain, signs the step's outcome and delivers it to a settler,
// which relays it to the x402 source within the source's outcome window. A payer that never calls
// Rate leaves its payment unrated.
type Rater struct {
	Key         *ecdsa.PrivateKey // the payer's key: only the payer's outcome rates its payment
	Node        ReceiptReader
	ChainID     *big.Int
	Source      common.Address // the ledger's x402 source (the manifest's "sources")
	OutcomesURL string         // the settler's intake, e.g. http://127.0.0.1:8547/v1/x402/outcomes
	HTTP        *http.Client   // http.DefaultClient when nil
}

// ErrRate wraps an outcome that could not be signed or delivered.
var ErrRate = errors.New("x402 rating")

// Rate signs the outcome of the step paid by `settled` (the PAYMENT-RESPONSE Client.Do returned)
// and delivers it. It returns the signed outcome, which the caller may keep to deliver again: a
// settler takes the same outcome twice harmlessly.
func (r *Rater) Rate(ctx context.Context, settled *SettleResponse, o reputation.Outcome) (SignedOutcome, error) {
	if r.Key == nil || r.Node == nil || r.ChainID == nil || r.Source == (common.Address{}) || r.OutcomesURL == "" {
		return SignedOutcome{}, fmt.Errorf("%w: the rater needs Key, Node, ChainID, Source and OutcomesURL", ErrRate)
	}
	if settled == nil || !settled.Success || settled.Transaction == "" {
		return SignedOutcome{}, fmt.Errorf("%w: no successful settlement to rate", ErrRate)
	}
	if !common.IsHexAddress(settled.Payer) || common.HexToAddress(settled.Payer) != crypto.PubkeyToAddress(r.Key.PublicKey) {
		return SignedOutcome{}, fmt.Errorf("%w: the settlement's payer %q is not this rater's key", ErrRate, clip(settled.Payer))
	}
	rc, err := r.Node.TransactionReceipt(ctx, common.HexToHash(settled.Transaction))
	if err != nil {
		return SignedOutcome{}, fmt.Errorf("%w: read the settlement %s: %v", ErrRate, clip(settled.Transaction), err)
	}
	receipt, err := ReceiptOf(ctx, r.Node, rc, r.Source)
	if err != nil {
		return SignedOutcome{}, fmt.Errorf("%w: %v (did the facilitator settle through the x402 source?)", ErrRate, err)
	}
	signed, err := receipt.SignOutcome(SourceDomain(r.ChainID, r.Source), o, r.Key)
	if err != nil {
		return SignedOutcome{}, fmt.Errorf("%w: %v", ErrRate, err)
	}
	return signed, r.Deliver(ctx, signed)
}

// Deliver posts a signed outcome to the settler's intake; 202 means the settler holds it.
func (r *Rater) Deliver(ctx context.Context, s SignedOutcome) error {
	body, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrRate, err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.OutcomesURL, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("%w: OutcomesURL %q: %v", ErrRate, clip(r.OutcomesURL), err)
	}
	req.Header.Set("Content-Type", "application/json")
	hc := r.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return fmt.Errorf("%w: deliver the outcome of receipt %s: %v", ErrRate, s.ReceiptID(), err)
	}
	defer resp.Body.Close()
	text, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
	if resp.StatusCode != http.StatusAccepted && resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%w: the settler answered %d to the outcome of receipt %s: %s", ErrRate, resp.StatusCode, s.ReceiptID(), clip(string(text)))
	}
	return nil
}
