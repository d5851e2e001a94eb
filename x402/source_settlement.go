package x402

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings/x402source"
)

// SourceSettlement settles a payment through the ledger's x402 rating source
// (contracts/src/X402Source.sol): the source executes the authorization on the token and
// records a receipt that the payer's signed outcome can rate once (docs/design.md §16). The
// facilitator's key pays the gas; the source checks that the payee is the agent's wallet and
// that the payer is not the agent.
type SourceSettlement struct {
	token  *TokenSettlement // the token's reads: nonce state, balance
	source common.Address
	abi    *x402source.X402Source
	bound  *bind.BoundContract
	from   uint64 // the first block SettledTx searches: the source's deployment
}

var _ Settlement = (*SourceSettlement)(nil)
var _ SettledFinder = (*SourceSettlement)(nil)
var _ Settlement = (*TokenSettlement)(nil)

// NewSourceSettlement settles payments in `token` through the x402 source at `source` on chain
// `chainID`, sending from key.
func NewSourceSettlement(node Node, chainID *big.Int, token, source common.Address, key *ecdsa.PrivateKey) *SourceSettlement {
	abi := x402source.NewX402Source()
	return &SourceSettlement{token: NewTokenSettlement(node, chainID, token, key), source: source, abi: abi,
		bound: abi.Instance(node, source)}
}

// SearchFrom sets the first block SettledTx searches (the source's deployment block, from the
// manifest); 0 searches from genesis, which a node may refuse on a long chain.
func (s *SourceSettlement) SearchFrom(block uint64) { s.from = block }

// SettledTx implements SettledFinder: the transaction of the payment's receipt id, when the
// receipt it settled names the same payee and amount.
func (s *SourceSettlement) SettledTx(ctx context.Context, p Payment) (common.Hash, bool, error) {
	id := ReceiptID(p.Auth.From, p.Auth.Nonce)
	topic := s.abi.GetABI().Events[x402source.X402SourcePaymentSettledEventName].ID
	logs, err := s.token.node.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(s.from),
		Addresses: []common.Address{s.source}, Topics: [][]common.Hash{{topic}, {common.BigToHash(id)}}})
	if err != nil {
		return common.Hash{}, false, fmt.Errorf("read the x402 source's settlement of receipt %s: %w", id, err)
	}
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		rc, err := s.token.node.TransactionReceipt(ctx, logs[i].TxHash)
		if err != nil {
			return common.Hash{}, false, fmt.Errorf("read the settlement %s of receipt %s: %w", logs[i].TxHash.Hex(), id, err)
		}
		r, err := receiptInLogs(rc, s.source)
		if err != nil {
			continue
		}
		if r.Payer == p.Auth.From && r.Nonce == p.Auth.Nonce && r.Payee == p.Auth.To && r.Amount.Cmp(p.Auth.Value) == 0 {
			return logs[i].TxHash, true, nil
		}
	}
	return common.Hash{}, false, nil
}

// settleHeadroom is added to a settlement's gas estimate: the estimate may find the payer's receipt
// lane free (an update) where the mined call finds it taken by a concurrent payment of the same
// payer (a new slot, ~20,000 more).
const settleHeadroom = 25_000

// Source is the x402 source's address.
func (s *SourceSettlement) Source() common.Address { return s.source }

func (s *SourceSettlement) call(p Payment) []byte {
	agent := p.AgentID
	if agent == nil {
		agent = new(big.Int)
	}
	a := p.Auth
	return s.abi.PackSettle(a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, agent, p.Sig)
}

// Used implements Settlement: the token's authorizationState.
func (s *SourceSettlement) Used(ctx context.Context, from common.Address, nonce common.Hash) (bool, error) {
	return s.token.Used(ctx, from, nonce)
}

// Preflight implements Settlement: the token's nonce and the payer's balance, then the source's
// settle simulated from the facilitator's address, which also refuses a payer paying itself or
// its own agent id and a payee that is not the agent id's wallet.
func (s *SourceSettlement) Preflight(ctx context.Context, p Payment) (string, error) {
	reason, err := s.token.preflightReads(ctx, p.Auth)
	if err != nil || reason != "" {
		return reason, err
	}
	return simulate(ctx, s.token.node, s.token.Sender(), s.source, s.call(p), "settle on the x402 source")
}

// Submit implements Settlement.
func (s *SourceSettlement) Submit(ctx context.Context, p Payment) (common.Hash, error) {
	tx, err := s.token.sender.send(ctx, s.bound, s.call(p), settleHeadroom)
	if err != nil {
		return common.Hash{}, fmt.Errorf("send settle to the x402 source %s: %w", s.source.Hex(), err)
	}
	return tx.Hash(), nil
}

// Wait implements Settlement.
func (s *SourceSettlement) Wait(ctx context.Context, tx common.Hash) (bool, error) {
	return waitReceipt(ctx, s.token.node, tx)
}
