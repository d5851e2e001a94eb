package lens

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

// Rating is one applied rating as the ledger's Rated event (or an x402 receipt's rating)
// describes it.
type Rating struct {
	Agent      uint256.Int    // the ledger's agent key: an address's uint160 value or an ERC-8004 id
	Payer      common.Address // who paid and saw the outcome
	Completion uint64         // completion epoch
	Rating     uint8          // 0..100
	Kind       reputation.Kind
	Weight     uint64 // base units, min(settled, cap)
}

// WalletOf names the address an agent pays from when it hires other agents. An agent keyed by an
// address is its own wallet; an ERC-8004 id has the wallet its registry names, if any.
type WalletOf func(agent *uint256.Int) (common.Address, bool)

// rating is a Rating with its agent and payer as indexes.
type rating struct {
	agent, payer int32
	rating       uint8
	kind         reputation.Kind
	completion   uint64
	weight       uint64
}

// Graph is the payment graph the ledger's ratings describe, in log order. It is not safe for
// concurrent use; a Lens computed from it is immutable.
type Graph struct {
	payerIdx map[common.Address]int32
	payers   []common.Address
	agentIdx map[uint256.Int]int32
	agents   []uint256.Int
	ratings  []rating
	perAgent [][]int32 // rating indexes of each agent, in log order
}

// NewGraph is an empty graph.
func NewGraph() *Graph {
	return &Graph{payerIdx: map[common.Address]int32{}, agentIdx: map[uint256.Int]int32{}}
}

// Add appends one rating; ratings must arrive in the ledger's log order. A zero weight or a rating
// above 100 is ignored, as the ledger never emits one.
func (g *Graph) Add(r Rating) {
	if r.Weight == 0 || r.Rating > reputation.MaxRating {
		return
	}
	p, ok := g.payerIdx[r.Payer]
	if !ok {
		p = int32(len(g.payers))
		g.payerIdx[r.Payer] = p
		g.payers = append(g.payers, r.Payer)
	}
	a, ok := g.agentIdx[r.Agent]
	if !ok {
		a = int32(len(g.agents))
		g.agentIdx[r.Agent] = a
		g.agents = append(g.agents, r.Agent)
		g.perAgent = append(g.perAgent, nil)
	}
	g.perAgent[a] = append(g.perAgent[a], int32(len(g.ratings)))
	g.ratings = append(g.ratings, rating{agent: a, payer: p, rating: r.Rating, kind: r.Kind, completion: r.Completion, weight: r.Weight})
}

// Len is the number of ratings added.
func (g *Graph) Len() int { return len(g.ratings) }

// AddressWallet is the WalletOf for ledgers whose agents are all addresses: an agent key below
// 2^160 is the address itself; anything larger has no wallet.
func AddressWallet(agent *uint256.Int) (common.Address, bool) {
	if agent.BitLen() > 160 {
		return common.Address{}, false
	}
	return common.Address(agent.Bytes20()), true
}
