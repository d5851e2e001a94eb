package x402

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/agentid"
)

// Client pays x402 resources for an orchestrator: on a 402 it signs an EIP-3009 authorization
// for the first requirements it can meet and asks again with PAYMENT-SIGNATURE.
type Client struct {
	Key *ecdsa.PrivateKey // the payer's key
	// MaxAmount is the most it pays for one request, in the asset's base units; required, so a
	// resource cannot name its own price.
	MaxAmount *big.Int
	// ChainID, when set, is the only chain it pays on.
	ChainID *big.Int
	HTTP    *http.Client     // http.DefaultClient when nil
	Now     func() time.Time // time.Now when nil
	// Gate, when set, is asked before each payment whether to hire the agent the requirements
	// pay (AgentOf: extra.agentId, else payTo); an error refuses the payment. An orchestrator
	// passes its router's Gate here, so it never pays an agent below its floor.
	Gate func(ctx context.Context, agent agentid.Agent) error
}

// AgentOf is the agent a payment under r is rated for: the ERC-8004 id in extra.agentId when
// given, else payTo's address.
func AgentOf(r Requirements) (agentid.Agent, error) {
	if r.Extra != nil && r.Extra.AgentID != "" {
		a, err := agentid.Parse(r.Extra.AgentID)
		if err != nil || a.IsAddress {
			return agentid.Agent{}, fmt.Errorf("extra.agentId %q: want a decimal ERC-8004 agent id", clip(r.Extra.AgentID))
		}
		return a, nil
	}
	a, err := agentid.Parse(r.PayTo)
	if err != nil {
		return agentid.Agent{}, fmt.Errorf("payTo %q: %w", clip(r.PayTo), err)
	}
	return a, nil
}

// ErrPayment wraps a 402 the client could not or would not pay, or a payment the resource
// refused.
var ErrPayment = errors.New("x402 payment")

// Do sends req, paying if the resource asks for it. It returns the final response and, when a
// payment settled, the settlement from PAYMENT-RESPONSE (nil when the resource asked for no
// payment). A request with a body must be replayable (http.NewRequest sets GetBody for the
// usual bodies). The caller closes the response's body.
func (c *Client) Do(req *http.Request) (*http.Response, *SettleResponse, error) {
	if c.Key == nil || c.MaxAmount == nil {
		return nil, nil, fmt.Errorf("%w: the client needs Key and MaxAmount", ErrPayment)
	}
	if req.Body != nil && req.Body != http.NoBody && req.GetBody == nil {
		return nil, nil, fmt.Errorf("%w: the request's body cannot be sent twice (set GetBody)", ErrPayment)
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	first, err := hc.Do(req)
	if err != nil || first.StatusCode != http.StatusPaymentRequired {
		return first, nil, err
	}
	var pr PaymentRequired
	err = DecodeHeader(HeaderPaymentRequired, first.Header.Get(HeaderPaymentRequired), &pr)
	_, _ = io.Copy(io.Discard, io.LimitReader(first.Body, 1<<20))
	first.Body.Close()
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %s answered 402 without requirements: %v", ErrPayment, req.URL, err)
	}
	payload, err := c.PayContext(req.Context(), pr)
	if err != nil {
		return nil, nil, err
	}
	header, err := EncodeHeader(payload)
	if err != nil {
		return nil, nil, err
	}
	again := req.Clone(req.Context())
	if req.GetBody != nil {
		if again.Body, err = req.GetBody(); err != nil {
			return nil, nil, fmt.Errorf("%w: replay the request's body: %v", ErrPayment, err)
		}
	}
	again.Header.Set(HeaderPaymentSignature, header)
	resp, err := hc.Do(again)
	if err != nil {
		return nil, nil, err
	}
	var settled *SettleResponse
	if h := resp.Header.Get(HeaderPaymentResponse); h != "" {
		var s SettleResponse
		if derr := DecodeHeader(HeaderPaymentResponse, h, &s); derr == nil {
			settled = &s
		}
	}
	switch {
	case resp.StatusCode == http.StatusPaymentRequired:
		why := "the payment was refused"
		var again PaymentRequired
		if settled != nil && settled.ErrorReason != "" {
			why = settled.ErrorReason
		} else if DecodeHeader(HeaderPaymentRequired, resp.Header.Get(HeaderPaymentRequired), &again) == nil && again.Error != "" {
			why = again.Error
		}
		return resp, settled, fmt.Errorf("%w: %s refused the payment: %s", ErrPayment, req.URL, why)
	case resp.StatusCode >= 500:
		text, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		resp.Body.Close()
		return resp, settled, fmt.Errorf("%w: %s answered %d to the paid request: %s", ErrPayment, req.URL, resp.StatusCode, clip(string(text)))
	case resp.StatusCode < 400 && (settled == nil || !settled.Success):
		return resp, settled, fmt.Errorf("%w: %s answered %d without a successful PAYMENT-RESPONSE", ErrPayment, req.URL, resp.StatusCode)
	}
	return resp, settled, nil
}

// Pay signs a payment for the first of pr's requirements this client can meet: scheme exact
// on an eip155 chain (ChainID's when set), an EIP-712 domain to sign over, and an amount
// within MaxAmount.
func (c *Client) Pay(pr PaymentRequired) (PaymentPayload, error) {
	return c.PayContext(context.Background(), pr)
}

// PayContext is Pay with a context for the Gate.
func (c *Client) PayContext(ctx context.Context, pr PaymentRequired) (PaymentPayload, error) {
	var why []error
	for i, r := range pr.Accepts {
		p, err := c.payOne(ctx, r, pr.Resource)
		if err == nil {
			return p, nil
		}
		why = append(why, fmt.Errorf("accepts[%d]: %w", i, err))
	}
	if len(why) == 0 {
		why = append(why, errors.New("the 402 accepts no way to pay"))
	}
	return PaymentPayload{}, fmt.Errorf("%w: %w", ErrPayment, errors.Join(why...))
}

func (c *Client) payOne(ctx context.Context, r Requirements, res *Resource) (PaymentPayload, error) {
	if r.Scheme != SchemeExact {
		return PaymentPayload{}, fmt.Errorf("scheme %q: only exact is paid", clip(r.Scheme))
	}
	chainID, err := ParseNetwork(r.Network)
	if err != nil {
		return PaymentPayload{}, err
	}
	if c.ChainID != nil && chainID.Cmp(c.ChainID) != 0 {
		return PaymentPayload{}, fmt.Errorf("network %s: this client pays only on %s", r.Network, Network(c.ChainID))
	}
	if r.Extra == nil || r.Extra.Name == "" || r.Extra.Version == "" || (r.Extra.AssetTransferMethod != "" && r.Extra.AssetTransferMethod != "eip3009") {
		return PaymentPayload{}, errors.New("extra: an EIP-3009 asset's name and version are needed to sign")
	}
	amount, err := ParseUint256("amount", r.Amount)
	if err != nil {
		return PaymentPayload{}, err
	}
	if amount.Cmp(c.MaxAmount) > 0 {
		return PaymentPayload{}, fmt.Errorf("amount %s is more than this client's MaxAmount %s", amount, c.MaxAmount)
	}
	asset, err := parseAddr("asset", r.Asset)
	if err != nil {
		return PaymentPayload{}, err
	}
	payTo, err := parseAddr("payTo", r.PayTo)
	if err != nil {
		return PaymentPayload{}, err
	}
	if c.Gate != nil {
		agent, err := AgentOf(r)
		if err != nil {
			return PaymentPayload{}, err
		}
		if err := c.Gate(ctx, agent); err != nil {
			return PaymentPayload{}, fmt.Errorf("the gate refuses agent %s: %w", agent, err)
		}
	}
	nonce, err := NewNonce()
	if err != nil {
		return PaymentPayload{}, err
	}
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	timeout := r.MaxTimeoutSeconds
	if timeout <= 0 {
		timeout = 60
	}
	// validAfter lies ten minutes back, as the official clients set it, so a chain whose clock
	// trails ours still takes the authorization.
	t := now().Unix()
	a := Authorization{From: crypto.PubkeyToAddress(c.Key.PublicKey), To: payTo, Value: amount,
		ValidAfter: big.NewInt(max(t-600, 0)), ValidBefore: big.NewInt(t + timeout), Nonce: nonce}
	sig, err := a.SignTransfer(Domain{Name: r.Extra.Name, Version: r.Extra.Version, ChainID: chainID, VerifyingContract: asset}, c.Key)
	if err != nil {
		return PaymentPayload{}, err
	}
	return PaymentPayload{X402Version: Version, Resource: res, Accepted: r,
		Payload: ExactPayload{Signature: "0x" + fmt.Sprintf("%x", sig), Authorization: WireAuthorizationOf(a)}}, nil
}
