package attack

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// The x402 rows (issue 19, point 9): payments settled through the ledger's x402 rating source
// (contracts/src/X402Source.sol) and rated by their payers' signed outcomes. The rail has no
// fee: what a payer pays the agent stays in a ring that owns both, so only gas leaves it.

// x402Lab is a lab whose chain's x402 source the rows drive by hand: settle (the facilitator's
// call), the payer's signed outcome, rate (anyone's relay).
type x402Lab struct {
	*Lab
	source  common.Address
	src     *x402source.X402Source
	window  time.Duration
	chainID *big.Int
	ids     *bindings.ERC8004TestIdentity
	nonces  int // authorizations signed so far
}

// newX402Lab starts a lab as NewLab does (a FeeBps marketplace, aligned to an epoch), with a test
// ERC-8004 identity registry when identity is set, so payments may name agent ids.
func newX402Lab(ctx context.Context, identity bool, accts ...testnet.DevAccount) (*x402Lab, error) {
	l, err := NewLab(ctx, LabConfig{Accounts: accts, TestIdentity: identity})
	if err != nil {
		return nil, err
	}
	tn := l.tn
	if len(tn.Deployment.Sources) == 0 {
		l.Close()
		return nil, fmt.Errorf("the embedded chain registered no x402 source")
	}
	s := tn.Deployment.Sources[0]
	return &x402Lab{Lab: l, source: s.Address, src: x402source.NewX402Source(), window: s.OutcomeWindow,
		chainID: big.NewInt(testnet.SimulatedChainID), ids: bindings.NewERC8004TestIdentity()}, nil
}

// x402Top is the best outcome a payer can sign: a baked artifact, the rubric's 95 (an x402
// outcome carries signals only, never a buyer rating).
var x402Top = reputation.Outcome{Baked: true}

// payment is a payer's signed EIP-3009 authorization to pay `to`, as an x402 client hands it to
// a facilitator.
type payment struct {
	payer testnet.DevAccount
	auth  x402.Authorization
	sig   []byte
}

// x402ValidBefore is when the lab's authorizations expire: 2100-01-01. A client's expire minutes
// after they are signed; a fixed time keeps the signatures, and so the gas, the same on every run.
const x402ValidBefore = 4_102_444_800

// authorize signs payer's authorization to pay value to `to`.
func (x *x402Lab) authorize(payer testnet.DevAccount, to common.Address, value *big.Int) (payment, error) {
	// The lab's nonces are a count, not random as a client's are, so that its gas figures (which
	// depend on the calldata's zero bytes) come out the same on every run.
	x.nonces++
	nonce := crypto.Keccak256Hash([]byte("repledger attack lab x402 nonce"), payer.Address[:], big.NewInt(int64(x.nonces)).Bytes())
	a := x402.Authorization{From: payer.Address, To: to, Value: value, ValidAfter: new(big.Int),
		ValidBefore: big.NewInt(x402ValidBefore), Nonce: nonce}
	sig, err := a.SignTransfer(x402.TestTokenDomain(x.chainID, x.tn.Deployment.Token), payer.Key)
	return payment{payer: payer, auth: a, sig: sig}, err
}

// settleCall is the facilitator's call settling p through the source for agentID (0: the payee
// address).
func (x *x402Lab) settleCall(p payment, agentID *big.Int) []byte {
	a := p.auth
	return x.src.PackSettle(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, agentID, p.sig)
}

// tokenCall is the same authorization sent to the token directly, past the source.
func (x *x402Lab) tokenCall(p payment) []byte {
	a := p.auth
	return x.tn.TokenABI.PackTransferWithAuthorization(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, p.sig)
}

// settle has `by` settle p through the source and returns its receipt and the transaction's.
func (x *x402Lab) settle(ctx context.Context, by testnet.DevAccount, p payment, agentID *big.Int) (*x402.Receipt, *types.Receipt, error) {
	rs, err := x.send(ctx, step{by, x.source, x.settleCall(p, agentID)})
	if err != nil {
		return nil, nil, fmt.Errorf("settle %s's payment: %w", p.payer.Address.Hex(), err)
	}
	rc, err := x402.ReceiptOf(ctx, x.tn.Client, rs[0], x.source)
	return rc, rs[0], err
}

// sign is the payer's signed outcome for the receipt.
func (x *x402Lab) sign(rc *x402.Receipt, o reputation.Outcome, payer testnet.DevAccount) (x402.SignedOutcome, error) {
	return rc.SignOutcome(x402.SourceDomain(x.chainID, x.source), o, payer.Key)
}

// forge is an outcome for the receipt signed with a key that is not necessarily its payer's:
// what a relayer or the agent can make on its own.
func (x *x402Lab) forge(rc *x402.Receipt, agentID *big.Int, o reputation.Outcome, signer testnet.DevAccount) (x402.SignedOutcome, error) {
	s := x402.SignedOutcome{Payer: rc.Payer, Nonce: rc.Nonce, AgentID: agentID, Amount: rc.Amount, SettledAt: rc.SettledAt, Outcome: o.Word()}
	h, err := s.Digest(x402.SourceDomain(x.chainID, x.source))
	if err != nil {
		return s, err
	}
	sig, err := crypto.Sign(h[:], signer.Key)
	if err != nil {
		return s, err
	}
	sig[64] += 27
	s.Signature = sig
	return s, nil
}

func (x *x402Lab) rateCall(o x402.SignedOutcome) []byte { return x.src.PackRate(o.Binding()) }

// receiptState reads whether the source holds a receipt for (payer, nonce), and whether rated.
func (x *x402Lab) receiptState(ctx context.Context, payer common.Address, nonce common.Hash) (x402source.ReceiptStateOutput, error) {
	return bind.Call(x.src.Instance(x.tn.Client, x.source), &bind.CallOpts{Context: ctx},
		x.src.PackReceiptState(x402.ReceiptID(payer, nonce)), x.src.UnpackReceiptState)
}

// ratings counts the ledger's Rated events for an agent id.
func (x *x402Lab) ratings(ctx context.Context, agent *big.Int) (int, error) {
	evs, err := x.ratedOf(ctx, agent, nil)
	return len(evs), err
}

// mint gives `to` value TestToken, sent by `by` (the token mints to anyone: a test chain's
// stand-in for money the attacker already holds).
func (x *x402Lab) mint(ctx context.Context, by testnet.DevAccount, to common.Address, value *big.Int) error {
	_, err := x.send(ctx, step{by, x.tn.Deployment.Token, x.tn.TokenABI.PackMint(to, value)})
	return err
}

// register gives `owner` the agent ids on the test identity registry (the owner's address is
// then each id's wallet).
func (x *x402Lab) register(ctx context.Context, owner testnet.DevAccount, ids ...*big.Int) error {
	for _, id := range ids {
		if _, err := x.send(ctx, step{owner, x.tn.Identity, x.ids.PackRegister(owner.Address, id)}); err != nil {
			return fmt.Errorf("register agent id %s: %w", id, err)
		}
	}
	return nil
}

// refused asks the chain to take a call the row expects refused (Lab.try) and names the reason
// the x402 way: the source's Refused by its Reason, receipt ids and nonces left out.
func (x *x402Lab) refused(ctx context.Context, from testnet.DevAccount, to common.Address, data []byte) (string, uint64, error) {
	reason, gas, err := x.try(ctx, from, to, data)
	return x402Reason(reason), gas, err
}

// x402Refusals are X402Source.Reason's names, by value.
var x402Refusals = []string{"None", "UnknownReceipt", "AlreadyRated", "TooLate", "InvalidOutcome", "BadSignature"}

// x402Reason shortens a decoded revert: Refused(id, 5) is Refused(BadSignature); the arguments of
// ReceiptExists and AuthorizationUsedOrCanceled (a receipt id, a payer and its nonce) are dropped.
func x402Reason(s string) string {
	name, args, ok := strings.Cut(s, "(")
	if !ok {
		return s
	}
	switch name {
	case "Refused":
		parts := strings.Split(strings.TrimSuffix(args, ")"), ", ")
		if n, err := strconv.Atoi(parts[len(parts)-1]); err == nil && n >= 0 && n < len(x402Refusals) {
			return "Refused(" + x402Refusals[n] + ")"
		}
	case "ReceiptExists", "AuthorizationUsedOrCanceled":
		return name
	}
	return s
}

// gasBill adds up what a ring's transactions cost at the chain's gas price.
type gasBill struct {
	gas uint64
	wei *big.Int
}

func (g *gasBill) add(rs ...*types.Receipt) uint64 {
	var n uint64
	for _, r := range rs {
		n += r.GasUsed
		wei := new(big.Int) // a new value each time: a copy of the bill keeps its own
		if g.wei != nil {
			wei.Set(g.wei)
		}
		if r.EffectiveGasPrice != nil {
			wei.Add(wei, new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice))
		}
		g.wei = wei
	}
	g.gas += n
	return n
}

// plus is the two bills together.
func (g gasBill) plus(o gasBill) gasBill {
	wei := new(big.Int)
	for _, w := range []*big.Int{g.wei, o.wei} {
		if w != nil {
			wei.Add(wei, w)
		}
	}
	return gasBill{gas: g.gas + o.gas, wei: wei}
}

// price is the bill's mean gas price in gwei.
func (g *gasBill) price() float64 {
	if g.gas == 0 || g.wei == nil {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(g.wei), big.NewFloat(float64(g.gas)*1e9)).Float64()
	return f
}

// eth is the bill in ETH.
func (g *gasBill) eth() float64 {
	if g.wei == nil {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(g.wei), big.NewFloat(1e18)).Float64()
	return f
}

func short(a common.Address) string {
	h := a.Hex()
	return h[:6] + "…" + h[len(h)-4:]
}
