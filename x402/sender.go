package x402

import (
	"context"
	"crypto/ecdsa"
	"github.com/ethereum/go-ethereum"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// nonceLag is how long after a send the facilitator trusts its own count of nonces over the
// node's pending nonce. A node's pool may take a moment to show a transaction just sent (the
// simulated backend promotes in the background), and a second settlement sent meanwhile would
// reuse the nonce; past this, the node's count wins again, so a dropped transaction leaves no gap.
const nonceLag = 2 * time.Second

// sender sends the facilitator's transactions one at a time, each under the next nonce.
type sender struct {
	node    Node
	key     *ecdsa.PrivateKey
	chainID *big.Int

	mu       sync.Mutex
	next     uint64 // the nonce after the last send
	lastSent time.Time
}

func newSender(node Node, chainID *big.Int, key *ecdsa.PrivateKey) *sender {
	return &sender{node: node, key: key, chainID: new(big.Int).Set(chainID)}
}

func (s *sender) address() common.Address { return crypto.PubkeyToAddress(s.key.PublicKey) }

// send signs and sends a call of `to` with the gas the node estimates plus `headroom`: a call whose
// cost depends on state that a concurrent transaction may change before it is mined (the x402
// source's receipt slot: recycled, or new) needs the difference on top of the estimate.
func (s *sender) send(ctx context.Context, to *bind.BoundContract, data []byte, headroom uint64) (*types.Transaction, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, err := s.node.PendingNonceAt(ctx, s.address())
	if err != nil {
		return nil, err
	}
	if time.Since(s.lastSent) < nonceLag && s.next > n {
		n = s.next
	}
	opts := bind.NewKeyedTransactor(s.key, s.chainID)
	opts.Context = ctx
	opts.Nonce = new(big.Int).SetUint64(n)
	if headroom > 0 {
		addr := to.Address()
		gas, err := s.node.EstimateGas(ctx, ethereum.CallMsg{From: s.address(), To: &addr, Data: data})
		if err != nil {
			return nil, err
		}
		opts.GasLimit = gas + headroom
	}
	tx, err := bind.Transact(to, opts, data)
	if err != nil {
		return nil, err
	}
	s.next, s.lastSent = n+1, time.Now()
	return tx, nil
}
