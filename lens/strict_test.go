package lens

import (
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"
)

// Over random markets with rings paid a little by trusted payers (anchors and the payers one hop
// from them): no payer's trust passes 1, no agent's counted evidence passes its total, and a
// region's counted evidence stays under the trusted good weight paid into it, bounded by that
// weight itself (Damping 1/2 hard-coded here, so another damping fails).
func TestLensNeverCountsMoreThanThereIs(t *testing.T) {
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 23))
		honest := honestMarket(rng, 3+rng.IntN(8), 3+rng.IntN(10), 50+rng.IntN(200))
		all, ring := withSybils(rng, honest, 1+rng.IntN(10), 50+rng.IntN(300))
		inRing := map[common.Address]bool{}
		for i := range ring {
			inRing[common.Address(ring[i].Bytes20())] = true
		}
		// Attack edges from anchors and from honest agents' wallets (trust below 1).
		for range 1 + rng.IntN(6) {
			payer := addr('P', rng.IntN(3))
			if rng.IntN(2) == 0 {
				payer = addr('A', rng.IntN(len(honest.agents)))
			}
			all = append(all, Rating{Agent: ring[rng.IntN(len(ring))], Payer: payer, Completion: 3,
				Rating: uint8(rng.IntN(101)), Weight: uint64(1 + rng.IntN(capW))})
		}
		g := graphOf(all)
		l, err := Compute(g, honest.anchors, nil, policy(), 3)
		if err != nil {
			t.Fatal(err)
		}
		for p := range g.payerIdx {
			if tr := l.PayerTrust(p); tr < 0 || tr > 1 {
				t.Fatalf("seed %d: payer %s has trust %v", seed, p.Hex(), tr)
			}
		}
		l.Each(func(agent *uint256.Int, v *View) {
			if v.Counted.Cmp(&v.Total) > 0 {
				t.Fatalf("seed %d: agent %s counts %v of %v", seed, agent, &v.Counted, &v.Total)
			}
		})
		trust := g.trust(honest.anchors, AddressWallet, 3)
		var inflow, contributed float64
		paid := map[int32]float64{}
		for _, r := range g.ratings {
			w := decayed(r.weight, 3, r.completion)
			paid[r.payer] += w
			if !inRing[g.payers[r.payer]] && inRing[common.Address(g.agents[r.agent].Bytes20())] {
				inflow += float64(trust[r.payer]) / TrustScale * w * float64(r.rating) / 100
			}
		}
		for p, w := range paid {
			if inRing[g.payers[p]] {
				contributed += float64(trust[p]) / TrustScale * w
			}
		}
		if contributed > inflow*(1+1e-9)+1e-6 {
			t.Fatalf("seed %d: the ring counts %.0f from %.0f paid in by trusted payers", seed, contributed, inflow)
		}
	}
}

// Trusting an agent trusts its wallet's ratings: an agent anchor's payments count fully.
func TestAgentAnchorTrustsItsWallet(t *testing.T) {
	hub, target := addr('A', 7), agentOf(addr('A', 8))
	rs := []Rating{{Agent: target, Payer: hub, Rating: 90, Weight: capW}}
	l := mustCompute(t, rs, Anchors{Agents: []uint256.Int{agentOf(hub)}}, 0)
	v, err := l.Agent(&target)
	if err != nil || v.Counted != v.Total || l.PayerTrust(hub) != 1 {
		t.Fatalf("an agent anchor's own payment: counted %v of %v, trust %v, err %v", &v.Counted, &v.Total, l.PayerTrust(hub), err)
	}
}

// Thirty ratings from barely trusted payers are not thirty ratings: the lens counts each as much
// as its payer's trust, and payers trusted under 1/2 are not distinct payers, so the score stays
// provisional however many such ratings there are.
func TestBarelyTrustedRatingsStayProvisional(t *testing.T) {
	anchor, x := addr('P', 0), agentOf(addr('A', 1))
	var rs []Rating
	for i := range 3 { // the anchor pays three ring wallets a little, for good work
		rs = append(rs, Rating{Agent: agentOf(addr('S', i)), Payer: anchor, Rating: 100, Weight: 1000})
	}
	for j := range 30 { // the ring rates X thirty times at the cap
		rs = append(rs, Rating{Agent: x, Payer: addr('S', j%3), Rating: 100, Weight: capW})
	}
	l := mustCompute(t, rs, Anchors{Payers: []common.Address{anchor}}, 0)
	v, err := l.Agent(&x)
	if err != nil {
		t.Fatal(err)
	}
	if v.Ratings != 0 || v.Payers != 0 {
		t.Fatalf("30 ratings from payers trusted %v count as %d ratings from %d payers", l.PayerTrust(addr('S', 0)), v.Ratings, v.Payers)
	}
}
