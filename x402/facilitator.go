package x402

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// FacilitatorConfig shapes a facilitator: one chain, one asset, scheme exact.
type FacilitatorConfig struct {
	ChainID    *big.Int
	Asset      Domain     // the asset's EIP-712 domain; its VerifyingContract is the token
	Settlement Settlement // how payments are checked and moved on chain
	Signers    []common.Address
	// Probe answers whether the node is there, for /readyz (nil: always ready).
	Probe func(context.Context) error
	// Now is the clock validity windows are checked against (time.Now when nil).
	Now func() time.Time
	// SettleTimeout bounds one settlement's wait for its receipt (60 s when 0).
	SettleTimeout time.Duration
	// Remember is how many settled authorizations a retried /settle is answered from with the
	// same transaction (10,000 when 0); older ones get the token's own answer, nonce used.
	Remember int
}

// expiryMargin is how far ahead of now validBefore must be, as in the official facilitator:
// the transaction must still be valid in the block that includes it.
const expiryMargin = 6 * time.Second

// Facilitator verifies and settles x402 `exact` payments on one EVM chain for one asset.
type Facilitator struct {
	cfg     FacilitatorConfig
	network string
	metrics *facilitatorMetrics

	mu      sync.Mutex
	settled map[settleKey]*settlement
	order   []settleKey // settled keys, oldest first, for eviction
}

// settleKey names an authorization: the token marks (from, nonce) used.
type settleKey struct {
	from  common.Address
	nonce common.Hash
}

// settlement is one authorization's settling, guarded by Facilitator.mu. While done is open
// one request owns it and others wait. Once closed it is either settled (ok, tx) and kept so
// retries get the same transaction, or sent with its outcome unknown (the node went away while
// waiting), kept so a retry waits for tx instead of sending again. digest tells a different
// authorization under the same nonce from a retry.
type settlement struct {
	digest common.Hash
	done   chan struct{}
	closed bool
	tx     common.Hash
	sent   bool
	ok     bool
}

// ErrFacilitatorConfig wraps a configuration that cannot work.
var ErrFacilitatorConfig = errors.New("bad facilitator configuration")

// NewFacilitator checks cfg and makes a facilitator; Handler serves it over HTTP.
func NewFacilitator(cfg FacilitatorConfig) (*Facilitator, error) {
	var errs []error
	if cfg.ChainID == nil || cfg.ChainID.Sign() <= 0 {
		errs = append(errs, fmt.Errorf("%w: ChainID: a positive chain id is required", ErrFacilitatorConfig))
	}
	if cfg.Asset.VerifyingContract == (common.Address{}) || cfg.Asset.Name == "" || cfg.Asset.Version == "" {
		errs = append(errs, fmt.Errorf("%w: Asset: the token's address and EIP-712 name and version are required", ErrFacilitatorConfig))
	}
	if cfg.Settlement == nil {
		errs = append(errs, fmt.Errorf("%w: Settlement is required", ErrFacilitatorConfig))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.SettleTimeout <= 0 {
		cfg.SettleTimeout = time.Minute
	}
	if cfg.Remember <= 0 {
		cfg.Remember = 10_000
	}
	cfg.Asset.ChainID = cfg.ChainID
	return &Facilitator{cfg: cfg, network: Network(cfg.ChainID), metrics: newFacilitatorMetrics(),
		settled: map[settleKey]*settlement{}}, nil
}

// Network is the facilitator's CAIP-2 network.
func (f *Facilitator) Network() string { return f.network }

// Supported is what GET /supported answers.
func (f *Facilitator) Supported() SupportedResponse {
	signers := make([]string, 0, len(f.cfg.Signers))
	for _, s := range f.cfg.Signers {
		signers = append(signers, s.Hex())
	}
	return SupportedResponse{Kinds: []SupportedKind{{X402Version: Version, Scheme: SchemeExact, Network: f.network}},
		Extensions: []string{}, Signers: map[string][]string{"eip155:*": signers}}
}

// refusal is a verification's outcome when the payment is not valid.
type refusal struct {
	reason, message string
}

// checked is a request whose fields parse and whose signature is the payer's.
type checked struct {
	auth  Authorization
	sig   []byte
	agent *big.Int // extra.agentId; nil: the payee address itself
	payer string
}

func (c checked) payment() Payment { return Payment{Auth: c.auth, Sig: c.sig, AgentID: c.agent} }

// check verifies everything that needs no node: the versions, the scheme, the network, the
// asset and its domain, the signature, the recipient, the window and the value.
func (f *Facilitator) check(req FacilitatorRequest) (checked, *refusal) {
	p, r := req.PaymentPayload, req.PaymentRequirements
	c := checked{payer: p.Payload.Authorization.From}
	refuse := func(reason, format string, args ...any) (checked, *refusal) {
		return c, &refusal{reason, fmt.Sprintf(format, args...)}
	}
	if p.X402Version != Version || (req.X402Version != 0 && req.X402Version != Version) {
		return refuse(ReasonInvalidVersion, "x402Version %d: this facilitator speaks x402 v%d", p.X402Version, Version)
	}
	if r.Scheme != SchemeExact {
		return refuse(ReasonUnsupportedScheme, "paymentRequirements.scheme %q: only %q is settled here", clip(r.Scheme), SchemeExact)
	}
	if p.Accepted.Scheme != SchemeExact {
		return refuse(ReasonInvalidScheme, "paymentPayload.accepted.scheme %q: want %q", clip(p.Accepted.Scheme), SchemeExact)
	}
	if r.Network != f.network {
		return refuse(ReasonInvalidNetwork, "paymentRequirements.network %q: this facilitator settles on %s", clip(r.Network), f.network)
	}
	if p.Accepted.Network != r.Network {
		return refuse(ReasonNetworkMismatch, "paymentPayload.accepted.network %q is not the requirements' %s", clip(p.Accepted.Network), r.Network)
	}
	asset, err := parseAddr("paymentRequirements.asset", r.Asset)
	if err != nil {
		return refuse(ReasonInvalidRequirements, "%v", err)
	}
	if asset != f.cfg.Asset.VerifyingContract {
		return refuse(ReasonInvalidRequirements, "paymentRequirements.asset %s: this facilitator settles only %s", asset.Hex(), f.cfg.Asset.VerifyingContract.Hex())
	}
	if r.Extra == nil || r.Extra.Name == "" || r.Extra.Version == "" {
		return refuse(ReasonMissingDomain, "paymentRequirements.extra: name and version, the token's EIP-712 domain, are required (%q, %q)", f.cfg.Asset.Name, f.cfg.Asset.Version)
	}
	if r.Extra.AssetTransferMethod != "" && r.Extra.AssetTransferMethod != "eip3009" {
		return refuse(ReasonInvalidRequirements, "paymentRequirements.extra.assetTransferMethod %q: only eip3009 is settled here", clip(r.Extra.AssetTransferMethod))
	}
	if r.Extra.AgentID != "" {
		agent, ok := new(big.Int).SetString(r.Extra.AgentID, 10)
		if !ok || agent.Sign() < 0 || agent.BitLen() > 256 {
			return refuse(ReasonInvalidRequirements, "paymentRequirements.extra.agentId %q: want the payee's ERC-8004 agent id in decimal", clip(r.Extra.AgentID))
		}
		c.agent = agent
	}
	if r.Extra.Name != f.cfg.Asset.Name {
		return refuse(ReasonTokenNameMismatch, "paymentRequirements.extra.name %q: the token's is %q", clip(r.Extra.Name), f.cfg.Asset.Name)
	}
	if r.Extra.Version != f.cfg.Asset.Version {
		return refuse(ReasonTokenVersionMismatch, "paymentRequirements.extra.version %q: the token's is %q", clip(r.Extra.Version), f.cfg.Asset.Version)
	}
	amount, err := ParseUint256("paymentRequirements.amount", r.Amount)
	if err != nil {
		return refuse(ReasonInvalidRequirements, "%v", err)
	}
	payTo, err := parseAddr("paymentRequirements.payTo", r.PayTo)
	if err != nil {
		return refuse(ReasonInvalidRequirements, "%v", err)
	}
	if c.auth, err = p.Payload.Authorization.Parse(); err != nil {
		return refuse(ReasonInvalidPayload, "paymentPayload.payload.%v", err)
	}
	c.payer = c.auth.From.Hex()
	if c.sig, err = p.Payload.SignatureBytes(); err != nil {
		return refuse(ReasonInvalidPayload, "paymentPayload.payload.%v", err)
	}
	if who, err := c.auth.RecoverTransfer(f.cfg.Asset, c.sig); err != nil || who != c.auth.From {
		why := "it was signed by another key or for other terms"
		if err != nil {
			why = err.Error()
		}
		return refuse(ReasonInvalidSignature, "the signature does not recover to authorization.from %s over the token's domain: %s", c.payer, why)
	}
	if c.auth.To != payTo {
		return refuse(ReasonRecipientMismatch, "authorization.to %s is not paymentRequirements.payTo %s", c.auth.To.Hex(), payTo.Hex())
	}
	now := f.cfg.Now()
	if c.auth.ValidBefore.Cmp(big.NewInt(now.Add(expiryMargin).Unix())) < 0 {
		return refuse(ReasonExpired, "authorization.validBefore %s is past, or within %s of now (%d)", c.auth.ValidBefore, expiryMargin, now.Unix())
	}
	if c.auth.ValidAfter.Cmp(big.NewInt(now.Unix())) > 0 {
		return refuse(ReasonNotYetValid, "authorization.validAfter %s is after now (%d)", c.auth.ValidAfter, now.Unix())
	}
	if c.auth.Value.Cmp(amount) != 0 {
		return refuse(ReasonValueMismatch, "authorization.value %s is not paymentRequirements.amount %s", c.auth.Value, amount)
	}
	return c, nil
}

// ErrNode wraps a failure to reach or read the node: the answer is unknown, not a refusal.
var ErrNode = errors.New("the node could not be reached")

// Verify checks a payment as POST /verify does. A refusal is a VerifyResponse with the reason;
// an error (wrapping ErrNode) means the node could not be asked.
func (f *Facilitator) Verify(ctx context.Context, req FacilitatorRequest) (VerifyResponse, error) {
	c, ref := f.check(req)
	if ref == nil {
		reason, err := f.cfg.Settlement.Preflight(ctx, c.payment())
		if err != nil {
			f.metrics.nodeErrors.Inc()
			return VerifyResponse{}, fmt.Errorf("%w: %v", ErrNode, err)
		}
		if reason != "" {
			ref = &refusal{reason, preflightMessage(reason, c.auth)}
		}
	}
	if ref != nil {
		f.metrics.verified.WithLabelValues(ref.reason).Inc()
		return VerifyResponse{IsValid: false, InvalidReason: ref.reason, InvalidMessage: ref.message, Payer: c.payer}, nil
	}
	f.metrics.verified.WithLabelValues("valid").Inc()
	return VerifyResponse{IsValid: true, Payer: c.payer}, nil
}

func preflightMessage(reason string, a Authorization) string {
	switch reason {
	case ReasonNonceUsed:
		return fmt.Sprintf("the token has already used or cancelled nonce %s of %s", a.Nonce.Hex(), a.From.Hex())
	case ReasonInsufficientBalance:
		return fmt.Sprintf("%s holds less than %s base units of the asset", a.From.Hex(), a.Value)
	default:
		return "the settlement reverts when simulated (through the x402 source also when the payer pays itself or " +
			"its own agent id, or payTo is not extra.agentId's wallet)"
	}
}

// Settle settles a payment as POST /settle does: verified again, sent once, its receipt
// awaited. A retry of a settled authorization answers the same transaction without sending;
// one that arrives while the first is in flight waits for it. An error (wrapping ErrNode)
// means the node could not be reached; the response then says whether a transaction was
// sent, and a retry resumes from it.
func (f *Facilitator) Settle(ctx context.Context, req FacilitatorRequest) (SettleResponse, error) {
	start := time.Now()
	resp, err := f.settle(ctx, req)
	result := resp.ErrorReason
	switch {
	case err != nil:
		result = "node_error"
	case resp.Success:
		result = "settled"
	}
	f.metrics.settled.WithLabelValues(result).Inc()
	f.metrics.settleSeconds.Observe(time.Since(start).Seconds())
	return resp, err
}

func (f *Facilitator) settle(ctx context.Context, req FacilitatorRequest) (SettleResponse, error) {
	base := SettleResponse{Network: f.network, Payer: req.PaymentPayload.Payload.Authorization.From}
	fail := func(reason, message string) (SettleResponse, error) {
		r := base
		r.ErrorReason, r.ErrorMessage = reason, message
		return r, nil
	}
	c, ref := f.check(req)
	if ref != nil {
		return fail(ref.reason, ref.message)
	}
	base.Payer = c.payer
	digest, _ := c.auth.TransferDigest(f.cfg.Asset)
	key := settleKey{c.auth.From, c.auth.Nonce}
	for {
		f.mu.Lock()
		s, seen := f.settled[key]
		if seen && s.digest != digest {
			f.mu.Unlock()
			return fail(ReasonNonceUsed, fmt.Sprintf("nonce %s of %s is settled, or being settled, for another authorization", c.auth.Nonce.Hex(), c.payer))
		}
		if seen && s.closed && s.ok {
			f.mu.Unlock()
			r := base
			r.Success, r.Transaction, r.Amount = true, s.tx.Hex(), c.auth.Value.String()
			return r, nil
		}
		if !seen || s.closed { // free, or sent with its outcome unknown: this request takes it over
			own := &settlement{digest: digest, done: make(chan struct{})}
			if seen {
				own.tx, own.sent = s.tx, s.sent
			}
			f.settled[key] = own
			f.mu.Unlock()
			return f.own(ctx, key, own, c, base)
		}
		f.mu.Unlock()
		select {
		case <-s.done:
		case <-ctx.Done():
			return SettleResponse{}, fmt.Errorf("%w: gave up waiting for the same authorization's settlement: %v", ErrNode, ctx.Err())
		}
	}
}

// own settles an authorization this request owns: it closes s.done on every path, keeping s
// when a transaction was sent and forgetting it otherwise. The chain work runs on a context
// of its own, bounded by SettleTimeout, so a client that hangs up cannot leave a transaction
// sent and unrecorded.
func (f *Facilitator) own(ctx context.Context, key settleKey, s *settlement, c checked, base SettleResponse) (resp SettleResponse, err error) {
	work, cancel := context.WithTimeout(context.WithoutCancel(ctx), f.cfg.SettleTimeout)
	defer cancel()
	tx, sent, ok := s.tx, s.sent, false
	defer func() { f.finish(key, s, tx, sent, ok) }()
	resp = base
	if !sent {
		reason, perr := f.cfg.Settlement.Preflight(work, c.payment())
		if perr != nil {
			f.metrics.nodeErrors.Inc()
			return SettleResponse{}, fmt.Errorf("%w: nothing was sent: %v", ErrNode, perr)
		}
		if reason == ReasonNonceUsed {
			// Settled before this facilitator's memory began (a restart): the chain says by which
			// transaction, and a retry gets it, not a refusal.
			if finder, can := f.cfg.Settlement.(SettledFinder); can {
				if h, found, ferr := finder.SettledTx(work, c.payment()); ferr == nil && found {
					tx, sent, ok = h, true, true
					resp.Success, resp.Transaction, resp.Amount = true, h.Hex(), c.auth.Value.String()
					return resp, nil
				}
			}
		}
		if reason != "" {
			resp.ErrorReason, resp.ErrorMessage = reason, preflightMessage(reason, c.auth)
			return resp, nil
		}
		h, serr := f.cfg.Settlement.Submit(work, c.payment())
		if serr != nil {
			if isRevert(serr) { // the state moved between the simulation and the send
				resp.ErrorReason, resp.ErrorMessage = ReasonSimulationFailed, "transferWithAuthorization reverts: "+serr.Error()
				return resp, nil
			}
			f.metrics.nodeErrors.Inc()
			return SettleResponse{}, fmt.Errorf("%w: nothing was sent: %v", ErrNode, serr)
		}
		tx, sent = h, true
	}
	succeeded, werr := f.cfg.Settlement.Wait(work, tx)
	if werr != nil {
		f.metrics.nodeErrors.Inc()
		resp.ErrorReason, resp.Transaction = ReasonUnexpectedSettleError, tx.Hex()
		resp.ErrorMessage = fmt.Sprintf("sent as transaction %s, whose receipt could not be read; a retry of the same payload waits for it and sends nothing new: %v", tx.Hex(), werr)
		return resp, fmt.Errorf("%w: transaction %s was sent, its outcome is unknown: %v", ErrNode, tx.Hex(), werr)
	}
	resp.Transaction = tx.Hex()
	if !succeeded {
		sent = false // reverted: the nonce is not used by it, nothing to remember
		resp.ErrorReason, resp.ErrorMessage = ReasonTransactionFailed, "transaction "+tx.Hex()+" reverted"
		return resp, nil
	}
	ok = true
	resp.Success, resp.Amount = true, c.auth.Value.String()
	return resp, nil
}

// finish records how s ended and wakes the requests waiting on it.
func (f *Facilitator) finish(key settleKey, s *settlement, tx common.Hash, sent, ok bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	s.tx, s.sent, s.ok, s.closed = tx, sent, ok, true
	close(s.done)
	switch {
	case ok:
		f.order = append(f.order, key)
		for len(f.order) > f.cfg.Remember {
			old := f.order[0]
			f.order = f.order[1:]
			if e := f.settled[old]; e != nil && e.closed && e.ok {
				delete(f.settled, old)
			}
		}
	case !sent:
		delete(f.settled, key)
	}
}
