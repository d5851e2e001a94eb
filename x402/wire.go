package x402

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// The x402 v2 HTTP transport's headers, each a base64-encoded JSON document.
const (
	HeaderPaymentRequired  = "PAYMENT-REQUIRED"  // server → client: PaymentRequired, with a 402
	HeaderPaymentSignature = "PAYMENT-SIGNATURE" // client → server: PaymentPayload
	HeaderPaymentResponse  = "PAYMENT-RESPONSE"  // server → client: SettleResponse
)

// Version is the x402 protocol version spoken here.
const Version = 2

// SchemeExact is the only scheme served: the payer signs an EIP-3009 authorization for the
// exact amount.
const SchemeExact = "exact"

// Resource describes what is paid for.
type Resource struct {
	URL         string `json:"url"`
	Description string `json:"description,omitempty"`
	MimeType    string `json:"mimeType,omitempty"`
}

// Extra is the `exact` EVM scheme's extra: the token's EIP-712 domain name and version, which
// the payer needs to sign. AssetTransferMethod, when present, must be "eip3009". AgentID is
// repledger's: the ERC-8004 agent id (decimal) whose wallet payTo is, so that the payment is
// rated under that id; absent, the payTo address is the agent.
type Extra struct {
	Name                string `json:"name"`
	Version             string `json:"version"`
	AssetTransferMethod string `json:"assetTransferMethod,omitempty"`
	AgentID             string `json:"agentId,omitempty"`
}

// Requirements is one accepted way to pay (x402's PaymentRequirements). Amount is in the
// asset's base units, as a decimal string; Network is CAIP-2, "eip155:<chain id>".
type Requirements struct {
	Scheme            string `json:"scheme"`
	Network           string `json:"network"`
	Amount            string `json:"amount"`
	Asset             string `json:"asset"`
	PayTo             string `json:"payTo"`
	MaxTimeoutSeconds int64  `json:"maxTimeoutSeconds"`
	Extra             *Extra `json:"extra,omitempty"`
}

// PaymentRequired is what a 402 carries in PAYMENT-REQUIRED.
type PaymentRequired struct {
	X402Version int            `json:"x402Version"`
	Error       string         `json:"error,omitempty"`
	Resource    *Resource      `json:"resource,omitempty"`
	Accepts     []Requirements `json:"accepts"`
}

// WireAuthorization is an EIP-3009 authorization as x402 writes it: numbers as decimal
// strings, addresses and the nonce as hex.
type WireAuthorization struct {
	From        string `json:"from"`
	To          string `json:"to"`
	Value       string `json:"value"`
	ValidAfter  string `json:"validAfter"`
	ValidBefore string `json:"validBefore"`
	Nonce       string `json:"nonce"`
}

// ExactPayload is the `exact` EVM scheme's payload: the signature of an EIP-3009
// transferWithAuthorization and its parameters.
type ExactPayload struct {
	Signature     string            `json:"signature"`
	Authorization WireAuthorization `json:"authorization"`
}

// PaymentPayload is what a client sends in PAYMENT-SIGNATURE: the requirements it accepted and
// its signed authorization.
type PaymentPayload struct {
	X402Version int          `json:"x402Version"`
	Resource    *Resource    `json:"resource,omitempty"`
	Accepted    Requirements `json:"accepted"`
	Payload     ExactPayload `json:"payload"`
}

// FacilitatorRequest is the body of POST /verify and POST /settle.
type FacilitatorRequest struct {
	X402Version         int            `json:"x402Version"`
	PaymentPayload      PaymentPayload `json:"paymentPayload"`
	PaymentRequirements Requirements   `json:"paymentRequirements"`
}

// VerifyResponse is the answer of POST /verify.
type VerifyResponse struct {
	IsValid        bool   `json:"isValid"`
	InvalidReason  string `json:"invalidReason,omitempty"`
	InvalidMessage string `json:"invalidMessage,omitempty"`
	Payer          string `json:"payer,omitempty"`
}

// SettleResponse is the answer of POST /settle and what PAYMENT-RESPONSE carries. Transaction
// is empty when nothing settled.
type SettleResponse struct {
	Success      bool   `json:"success"`
	ErrorReason  string `json:"errorReason,omitempty"`
	ErrorMessage string `json:"errorMessage,omitempty"`
	Payer        string `json:"payer,omitempty"`
	Transaction  string `json:"transaction"`
	Network      string `json:"network"`
	Amount       string `json:"amount,omitempty"`
}

// SupportedKind is one (version, scheme, network) a facilitator settles.
type SupportedKind struct {
	X402Version int    `json:"x402Version"`
	Scheme      string `json:"scheme"`
	Network     string `json:"network"`
}

// SupportedResponse is the answer of GET /supported.
type SupportedResponse struct {
	Kinds      []SupportedKind     `json:"kinds"`
	Extensions []string            `json:"extensions"`
	Signers    map[string][]string `json:"signers"`
}

// EncodeHeader is v as a header value: its JSON in standard base64.
func EncodeHeader(v any) (string, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(raw), nil
}

// ErrBadHeader wraps a header value that is not base64 of the JSON expected.
var ErrBadHeader = errors.New("bad x402 header")

// DecodeHeader reads a header value EncodeHeader wrote (padded or not, standard or URL
// alphabet) into v.
func DecodeHeader(name, value string, v any) error {
	value = strings.TrimSpace(value)
	var raw []byte
	var err error
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if raw, err = enc.DecodeString(value); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("%w: %s is not base64: %v", ErrBadHeader, name, err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%w: %s does not hold the JSON expected: %v", ErrBadHeader, name, err)
	}
	return nil
}

// Network is the CAIP-2 name of an EVM chain.
func Network(chainID *big.Int) string { return "eip155:" + chainID.String() }

// ParseNetwork is the chain id of a CAIP-2 EVM network name.
func ParseNetwork(n string) (*big.Int, error) {
	id, ok := strings.CutPrefix(n, "eip155:")
	if !ok {
		return nil, fmt.Errorf("network %q: want eip155:<chain id>", n)
	}
	v, ok := new(big.Int).SetString(id, 10)
	if !ok || v.Sign() <= 0 {
		return nil, fmt.Errorf("network %q: the chain id must be a positive decimal integer", n)
	}
	return v, nil
}

// WireAuthorizationOf is a as x402 writes it.
func WireAuthorizationOf(a Authorization) WireAuthorization {
	return WireAuthorization{From: a.From.Hex(), To: a.To.Hex(), Value: a.Value.String(),
		ValidAfter: a.ValidAfter.String(), ValidBefore: a.ValidBefore.String(), Nonce: a.Nonce.Hex()}
}

// Parse is the authorization w describes, or an error naming the field that is not what
// EIP-3009 takes.
func (w WireAuthorization) Parse() (Authorization, error) {
	var a Authorization
	var err error
	if a.From, err = parseAddr("authorization.from", w.From); err != nil {
		return a, err
	}
	if a.To, err = parseAddr("authorization.to", w.To); err != nil {
		return a, err
	}
	for _, f := range []struct {
		name string
		s    string
		dst  **big.Int
	}{{"authorization.value", w.Value, &a.Value}, {"authorization.validAfter", w.ValidAfter, &a.ValidAfter},
		{"authorization.validBefore", w.ValidBefore, &a.ValidBefore}} {
		if *f.dst, err = ParseUint256(f.name, f.s); err != nil {
			return a, err
		}
	}
	n, err := hexutil.Decode(w.Nonce)
	if err != nil || len(n) != 32 {
		return a, fmt.Errorf("authorization.nonce %q: want 0x and 64 hex digits", clip(w.Nonce))
	}
	a.Nonce = common.BytesToHash(n)
	return a, nil
}

// ParseUint256 reads a decimal string in 0..2^256-1, naming field when it is not one.
func ParseUint256(field, s string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Sign() < 0 || v.BitLen() > 256 || s == "" || s[0] == '+' {
		return nil, fmt.Errorf("%s %q: want a decimal integer in 0..2^256-1", field, clip(s))
	}
	return v, nil
}

func parseAddr(field, s string) (common.Address, error) {
	if !common.IsHexAddress(s) || !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return common.Address{}, fmt.Errorf("%s %q: want a 0x-prefixed 20-byte hex address", field, clip(s))
	}
	return common.HexToAddress(s), nil
}

// SignatureBytes is the payload's signature as bytes.
func (p ExactPayload) SignatureBytes() ([]byte, error) {
	sig, err := hexutil.Decode(p.Signature)
	if err != nil {
		return nil, fmt.Errorf("signature %q: want 0x-prefixed hex: %v", clip(p.Signature), err)
	}
	return sig, nil
}

// clip keeps an echoed input short.
func clip(s string) string {
	if len(s) > 66 {
		return s[:66] + "…"
	}
	return s
}
