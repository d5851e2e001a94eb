package x402

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/bindings"
)

// Settlement is how a facilitator reads and moves a payment on chain. SourceSettlement settles
// through the ledger's x402 rating source, so that each payment leaves a receipt its payer can
// rate (docs/design.md §16); TokenSettlement calls the token's own transferWithAuthorization and
// leaves nothing to rate (a plain facilitator, for a chain without the source).
//
// Every method's error means the node could not be asked or reached (nothing is known to have
// happened); a refusal is a reason string, one of the Reason constants.
type Settlement interface {
	// Preflight says why the authorization would not settle now ("" when it would): the nonce
	// used or cancelled, too small a balance, or a simulated call that reverts.
	Preflight(ctx context.Context, p Payment) (reason string, err error)
	// Submit sends the settling transaction and returns its hash without waiting for it.
	Submit(ctx context.Context, p Payment) (common.Hash, error)
	// Wait waits for the transaction's receipt: whether it succeeded.
	Wait(ctx context.Context, tx common.Hash) (succeeded bool, err error)
	// Used is the token's authorizationState(from, nonce): the nonce was used or cancelled.
	Used(ctx context.Context, from common.Address, nonce common.Hash) (bool, error)
}

// SettledFinder is a Settlement that can tell, from the chain, which transaction settled a
// payment: a facilitator that restarted answers a retried /settle with it.
type SettledFinder interface {
	// SettledTx is the transaction that settled exactly this payment (payer, nonce, payee,
	// amount), if one did.
	SettledTx(ctx context.Context, p Payment) (tx common.Hash, found bool, err error)
}

// Payment is a checked payment: the payer's authorization, its signature (65 bytes), and the
// ERC-8004 agent id the payee is paid as (the requirements' extra.agentId; nil or 0: the payee
// address itself).
type Payment struct {
	Auth    Authorization
	Sig     []byte
	AgentID *big.Int
}

// Node is what TokenSettlement needs of an Ethereum client (ethclient.Client and the
// simulated backend's client both are one).
type Node interface {
	bind.ContractBackend
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	BlockNumber(ctx context.Context) (uint64, error)
}

// TokenSettlement settles an authorization by calling the EIP-3009 token's
// transferWithAuthorization(v, r, s) from the facilitator's key, which pays the gas.
type TokenSettlement struct {
	node    Node
	token   common.Address
	key     *ecdsa.PrivateKey
	chainID *big.Int
	abi     *bindings.TestToken
	bound   *bind.BoundContract
	sender  *sender
}

// NewTokenSettlement settles on `token` of chain `chainID` through node, sending from key.
func NewTokenSettlement(node Node, chainID *big.Int, token common.Address, key *ecdsa.PrivateKey) *TokenSettlement {
	abi := bindings.NewTestToken()
	return &TokenSettlement{node: node, token: token, key: key, chainID: new(big.Int).Set(chainID), abi: abi,
		bound: abi.Instance(node, token), sender: newSender(node, chainID, key)}
}

// Sender is the facilitator's address, which pays the gas.
func (s *TokenSettlement) Sender() common.Address { return crypto.PubkeyToAddress(s.key.PublicKey) }

func (s *TokenSettlement) call(a Authorization, sig []byte) []byte {
	v, r, ss := SplitSignature(sig)
	return s.abi.PackTransferWithAuthorization0(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, v, r, ss)
}

// Used implements Settlement.
func (s *TokenSettlement) Used(ctx context.Context, from common.Address, nonce common.Hash) (bool, error) {
	used, err := bind.Call(s.bound, &bind.CallOpts{Context: ctx}, s.abi.PackAuthorizationState(from, nonce), s.abi.UnpackAuthorizationState)
	if err != nil {
		return false, fmt.Errorf("read authorizationState(%s, %s) on the token %s: %w", from.Hex(), nonce.Hex(), s.token.Hex(), err)
	}
	return used, nil
}

// Preflight implements Settlement: the nonce, the balance, then the call itself simulated from
// the facilitator's address (which catches a chain whose clock disagrees with ours).
func (s *TokenSettlement) Preflight(ctx context.Context, p Payment) (string, error) {
	reason, err := s.preflightReads(ctx, p.Auth)
	if err != nil || reason != "" {
		return reason, err
	}
	return simulate(ctx, s.node, s.Sender(), s.token, s.call(p.Auth, p.Sig), "transferWithAuthorization on the token")
}

// preflightReads says why the authorization cannot settle from the token's state alone: its
// nonce used or cancelled, or the payer's balance short.
func (s *TokenSettlement) preflightReads(ctx context.Context, a Authorization) (string, error) {
	used, err := s.Used(ctx, a.From, a.Nonce)
	if err != nil {
		return "", err
	}
	if used {
		return ReasonNonceUsed, nil
	}
	bal, err := bind.Call(s.bound, &bind.CallOpts{Context: ctx}, s.abi.PackBalanceOf(a.From), s.abi.UnpackBalanceOf)
	if err != nil {
		return "", fmt.Errorf("read the payer's balance on the token %s: %w", s.token.Hex(), err)
	}
	if bal.Cmp(a.Value) < 0 {
		return ReasonInsufficientBalance, nil
	}
	return "", nil
}

// simulate calls `data` on `to` from `from` at the newest block: "" when it would succeed,
// ReasonSimulationFailed when it reverts, an error when the node cannot be asked.
func simulate(ctx context.Context, node Node, from, to common.Address, data []byte, what string) (string, error) {
	_, err := node.CallContract(ctx, ethereum.CallMsg{From: from, To: &to, Data: data}, nil)
	if err == nil {
		return "", nil
	}
	var de rpcDataError
	if errors.As(err, &de) || isRevert(err) {
		return ReasonSimulationFailed, nil
	}
	return "", fmt.Errorf("simulate %s %s: %w", what, to.Hex(), err)
}

// rpcDataError is how go-ethereum's clients report a revert: an RPC error carrying the revert data.
type rpcDataError interface {
	Error() string
	ErrorData() any
}

func isRevert(err error) bool {
	return err != nil && strings.Contains(err.Error(), "execution reverted")
}

// Submit implements Settlement. The gas limit is estimated, so a transfer that would revert is
// refused by the node before anything is sent.
func (s *TokenSettlement) Submit(ctx context.Context, p Payment) (common.Hash, error) {
	tx, err := s.sender.send(ctx, s.bound, s.call(p.Auth, p.Sig), 0)
	if err != nil {
		return common.Hash{}, fmt.Errorf("send transferWithAuthorization to the token %s: %w", s.token.Hex(), err)
	}
	return tx.Hash(), nil
}

// Wait implements Settlement.
func (s *TokenSettlement) Wait(ctx context.Context, tx common.Hash) (bool, error) {
	return waitReceipt(ctx, s.node, tx)
}

// waitReceipt polls for the receipt until ctx ends. A node that answers with an error three
// times running (gone, not merely slow to mine) ends the wait with that error rather than the
// context's, so the caller can say what happened.
func waitReceipt(ctx context.Context, node Node, tx common.Hash) (bool, error) {
	delay, failures := 20*time.Millisecond, 0
	for {
		rc, err := node.TransactionReceipt(ctx, tx)
		switch {
		case err == nil:
			return rc.Status == types.ReceiptStatusSuccessful, nil
		case errors.Is(err, ethereum.NotFound):
			failures = 0
		case ctx.Err() == nil:
			if failures++; failures >= 3 {
				return false, fmt.Errorf("wait for the receipt of %s: the node does not answer: %w", tx.Hex(), err)
			}
		}
		select {
		case <-ctx.Done():
			return false, fmt.Errorf("wait for the receipt of %s: %w", tx.Hex(), ctx.Err())
		case <-time.After(delay):
		}
		delay = min(2*delay, 500*time.Millisecond)
	}
}
