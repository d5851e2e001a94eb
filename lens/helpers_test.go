package lens

import (
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

const unit = 1_000_000 // a 6-decimal asset
const capW = 12 * unit

func addr(prefix byte, i int) common.Address {
	var a common.Address
	a[0] = prefix
	a[18], a[19] = byte(i>>8), byte(i)
	return a
}

func agentOf(a common.Address) uint256.Int {
	var id uint256.Int
	id.SetBytes(a.Bytes())
	return id
}

func policy() reputation.Policy { return reputation.DefaultPolicy(6) }

// market is a random honest market: payers 'P', agents 'A' (some of which hire other agents, so
// their wallets pay too), anchors among the payers.
type market struct {
	ratings []Rating
	anchors Anchors
	agents  []uint256.Int
}

func honestMarket(rng *rand.Rand, payers, agents, ratings int) market {
	var m market
	for i := range agents {
		m.agents = append(m.agents, agentOf(addr('A', i)))
	}
	for i := range min(3, payers) {
		m.anchors.Payers = append(m.anchors.Payers, addr('P', i))
	}
	for range ratings {
		var payer common.Address
		if rng.IntN(4) == 0 { // an agent hires an agent
			payer = addr('A', rng.IntN(agents))
		} else {
			payer = addr('P', rng.IntN(payers))
		}
		m.ratings = append(m.ratings, Rating{
			Agent: m.agents[rng.IntN(agents)], Payer: payer, Completion: uint64(rng.IntN(4)),
			Rating: uint8(rng.IntN(101)), Weight: uint64(1 + rng.IntN(capW)),
		})
	}
	return m
}

func graphOf(rs []Rating) *Graph {
	g := NewGraph()
	for _, r := range rs {
		g.Add(r)
	}
	return g
}

func mustCompute(t testing.TB, rs []Rating, anchors Anchors, epoch uint64) *Lens {
	t.Helper()
	l, err := Compute(graphOf(rs), anchors, nil, policy(), epoch)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
