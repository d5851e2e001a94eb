package lens

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"
)

// sybilRegion makes ratings among fresh wallets and agents that no honest payer pays: the ring's
// payers pay its agents and the honest agents, and the ring's agents (whose wallets are ring
// payers too) pay each other. Honest ratings and ring ratings are interleaved at random.
func withSybils(rng *rand.Rand, honest market, wallets, ratings int) (all []Rating, ring []uint256.Int) {
	for i := range wallets {
		ring = append(ring, agentOf(addr('S', i)))
	}
	sybil := make([]Rating, 0, ratings)
	for range ratings {
		var agent uint256.Int
		if rng.IntN(3) == 0 {
			agent = honest.agents[rng.IntN(len(honest.agents))]
		} else {
			agent = ring[rng.IntN(len(ring))]
		}
		sybil = append(sybil, Rating{Agent: agent, Payer: addr('S', rng.IntN(wallets)), Completion: uint64(rng.IntN(4)),
			Rating: 100, Weight: capW})
	}
	all = make([]Rating, 0, len(honest.ratings)+len(sybil))
	h, s := honest.ratings, sybil
	for len(h)+len(s) > 0 {
		if len(s) == 0 || (len(h) > 0 && rng.IntN(2) == 0) {
			all, h = append(all, h[0]), h[1:]
		} else {
			all, s = append(all, s[0]), s[1:]
		}
	}
	return all, ring
}

// Sybil-proof: adding any number of wallets, agents, payments and ratings that no anchor's trust
// reaches changes no honest agent's score in the lens, and gives the ring's agents no evidence.
func TestUnreachedRegionChangesNoScore(t *testing.T) {
	for seed := range uint64(40) {
		rng := rand.New(rand.NewPCG(seed, 7))
		honest := honestMarket(rng, 2+rng.IntN(10), 2+rng.IntN(12), 20+rng.IntN(200))
		before := mustCompute(t, honest.ratings, honest.anchors, 3)
		all, ring := withSybils(rng, honest, 1+rng.IntN(20), rng.IntN(500))
		after := mustCompute(t, all, honest.anchors, 3)
		for i := range honest.agents {
			b, errB := before.Agent(&honest.agents[i])
			a, errA := after.Agent(&honest.agents[i])
			if (b == nil) != (a == nil) || !errors.Is(errA, errB) && errA != errB {
				t.Fatalf("seed %d agent %d: before %v, after %v", seed, i, errB, errA)
			}
			if b == nil {
				continue
			}
			if b.Decision != a.Decision || b.State != a.State || b.Counted != a.Counted || b.Ratings != a.Ratings {
				t.Fatalf("seed %d agent %d: the ring changed the lens: before %+v %v, after %+v %v",
					seed, i, b.Decision, &b.Counted, a.Decision, &a.Counted)
			}
		}
		for i := range ring {
			if v, err := after.Agent(&ring[i]); !errors.Is(err, ErrNoEvidence) {
				t.Fatalf("seed %d: ring agent %d has evidence %v in the lens", seed, i, &v.Counted)
			}
		}
	}
}

// Trust reaching an attacker's region is bounded by the edges from trusted payers into it: the
// evidence the region's payers can contribute, Σ trust(q)·W(q), is at most the good weight that
// trusted payers outside put into the region, each at its payer's trust (Damping = 1/2).
func TestRegionTrustBoundedByAttackEdges(t *testing.T) {
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 11))
		honest := honestMarket(rng, 3+rng.IntN(8), 3+rng.IntN(10), 50+rng.IntN(200))
		all, ring := withSybils(rng, honest, 1+rng.IntN(20), 50+rng.IntN(400))
		// A few attack edges: honest payers (anchors among them) pay the ring's agents for work
		// they rate well.
		inRing := map[common.Address]bool{}
		for i := range ring {
			inRing[common.Address(ring[i].Bytes20())] = true
		}
		for range 1 + rng.IntN(5) {
			all = append(all, Rating{Agent: ring[rng.IntN(len(ring))], Payer: addr('P', rng.IntN(3)), Completion: 3,
				Rating: uint8(50 + rng.IntN(51)), Weight: uint64(1 + rng.IntN(capW))})
		}
		g := graphOf(all)
		const epoch = 3
		trust := g.trust(honest.anchors, AddressWallet, epoch)
		var inflow, contributed float64
		paid := map[int32]float64{}
		for _, r := range g.ratings {
			w := decayed(r.weight, epoch, r.completion)
			payer := g.payers[r.payer]
			paid[r.payer] += w
			if !inRing[payer] && inRing[common.Address(g.agents[r.agent].Bytes20())] {
				inflow += float64(trust[r.payer]) / TrustScale * w * float64(r.rating) / 100
			}
		}
		for p, w := range paid {
			if inRing[g.payers[p]] {
				contributed += float64(trust[p]) / TrustScale * w
			}
		}
		if contributed > inflow*Damping/(1-Damping)*(1+1e-9)+1e-6 {
			t.Fatalf("seed %d: the ring contributes %.0f base units of trusted evidence from %.0f of trusted good weight paid into it",
				seed, contributed, inflow)
		}
	}
}

// A payer's ratings count fully when it is an anchor, and an agent's anchors counted alone equal
// the global score when the anchors are the only payers.
func TestAnchorsCountFully(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var rs []Rating
	agent := agentOf(addr('A', 1))
	for range 40 {
		rs = append(rs, Rating{Agent: agent, Payer: addr('P', rng.IntN(3)), Completion: uint64(rng.IntN(3)),
			Rating: uint8(rng.IntN(101)), Weight: uint64(1 + rng.IntN(capW))})
	}
	l := mustCompute(t, rs, Anchors{Payers: []common.Address{addr('P', 0), addr('P', 1), addr('P', 2)}}, 3)
	v, err := l.Agent(&agent)
	if err != nil {
		t.Fatal(err)
	}
	if v.Counted != v.Total || v.Ratings != 40 {
		t.Fatalf("all payers anchored: counted %v of %v in %d ratings, want all 40", &v.Counted, &v.Total, v.Ratings)
	}
	// Only one of the three anchored: a part, never more.
	l = mustCompute(t, rs, Anchors{Payers: []common.Address{addr('P', 1)}}, 3)
	v, err = l.Agent(&agent)
	if err != nil {
		t.Fatal(err)
	}
	if v.Counted.Cmp(&v.Total) >= 0 || v.Counted.IsZero() || len(v.TrustedPayers) != 1 || v.TrustedPayers[0].Payer != addr('P', 1) {
		t.Fatalf("one anchor: counted %v of %v, trusted payers %+v", &v.Counted, &v.Total, v.TrustedPayers)
	}
}

// A reader with no anchors, or whose anchors never paid an agent, is told the lens has no
// evidence, with the prior's decision (routable at the prior), never a false "not routable".
func TestNoAnchorsNoEvidence(t *testing.T) {
	agent := agentOf(addr('A', 1))
	rs := []Rating{{Agent: agent, Payer: addr('P', 1), Rating: 0, Weight: capW}}
	for _, anchors := range []Anchors{{}, {Payers: []common.Address{addr('R', 9)}}} {
		l := mustCompute(t, rs, anchors, 0)
		v, err := l.Agent(&agent)
		if !errors.Is(err, ErrNoEvidence) {
			t.Fatalf("anchors %+v: err %v, want ErrNoEvidence", anchors, err)
		}
		if !v.Decision.Routable || v.Decision.SmoothedBps != 7000 {
			t.Fatalf("anchors %+v: decision %+v, want the prior's", anchors, v.Decision)
		}
	}
	var unknown uint256.Int
	unknown.SetUint64(77)
	if _, err := mustCompute(t, rs, Anchors{}, 0).Agent(&unknown); !errors.Is(err, ErrNoEvidence) {
		t.Fatalf("unknown agent: %v", err)
	}
}

// Trust flows on when agents hire agents: an anchor pays agent B well, B's wallet pays agent C,
// so C's evidence from B counts in part; had the anchor rated B at 0, nothing flows.
func TestTrustFlowsThroughAgentsThatHire(t *testing.T) {
	anchor, b := addr('P', 0), addr('A', 1)
	c := agentOf(addr('A', 2))
	for _, tc := range []struct {
		rating uint8
		flows  bool
	}{{100, true}, {0, false}} {
		rs := []Rating{
			{Agent: agentOf(b), Payer: anchor, Rating: tc.rating, Weight: capW},
			{Agent: c, Payer: b, Rating: 90, Weight: capW},
		}
		l := mustCompute(t, rs, Anchors{Payers: []common.Address{anchor}}, 0)
		v, err := l.Agent(&c)
		if tc.flows {
			// B received 12 units of good weight, so it may pass on half: 6 of its 12.
			if err != nil || v.Counted.Uint64() != capW/2 || l.PayerTrust(b) != 0.5 {
				t.Fatalf("rated 100: counted %v (err %v), trust %v; want 6 units at trust 0.5", &v.Counted, err, l.PayerTrust(b))
			}
		} else if !errors.Is(err, ErrNoEvidence) {
			t.Fatalf("rated 0: err %v, want no evidence", err)
		}
	}
}
