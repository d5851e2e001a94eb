package lens

import (
	"math"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

const (
	// Damping is the share of trusted good weight that flows on through an agent to its wallet.
	// At 1/2 the evidence a region without anchors can contribute is at most the good weight
	// trusted payers put into it (doc.go).
	Damping = 0.5
	// TrustScale is the fixed point in which trust weighs a rating: evidence counts
	// floor(weight · trust·TrustScale / TrustScale) base units.
	TrustScale = 1_000_000
	// maxRounds bounds the fixed-point iteration; it converges geometrically (ratio Damping), so
	// 64 rounds take every change below 2^-64 of the largest trust.
	maxRounds = 64
)

// edge carries good weight from a payer to the payer that an agent's wallet is.
type edge struct {
	to   int32
	good float64
}

// trust computes each payer's trust, in TrustScale units, for the anchors at `epoch`.
func (g *Graph) trust(anchors Anchors, walletOf WalletOf, epoch uint64) []uint64 {
	n := len(g.payers)
	anchor := make([]bool, n)
	for _, p := range anchors.Payers {
		if i, ok := g.payerIdx[p]; ok {
			anchor[i] = true
		}
	}
	for i := range anchors.Agents {
		if w, ok := walletOf(&anchors.Agents[i]); ok {
			if j, ok := g.payerIdx[w]; ok {
				anchor[j] = true
			}
		}
	}
	// The agents that are payers too: where trust flows on.
	walletPayer := make([]int32, len(g.agents))
	for a := range g.agents {
		walletPayer[a] = -1
		if w, ok := walletOf(&g.agents[a]); ok {
			if j, ok := g.payerIdx[w]; ok {
				walletPayer[a] = j
			}
		}
	}
	paid := make([]float64, n) // W(p), decayed
	out := make([][]edge, n)
	for i := range g.ratings {
		r := &g.ratings[i]
		w := decayed(r.weight, epoch, r.completion)
		paid[r.payer] += w
		if to := walletPayer[r.agent]; to >= 0 && to != r.payer && w > 0 {
			out[r.payer] = append(out[r.payer], edge{to: to, good: w * float64(r.rating) / reputation.MaxRating})
		}
	}
	t := make([]float64, n)
	for i := range t {
		if anchor[i] {
			t[i] = 1
		}
	}
	inflow := make([]float64, n)
	for range maxRounds {
		clear(inflow)
		for p, es := range out {
			if t[p] == 0 {
				continue
			}
			for _, e := range es {
				inflow[e.to] += t[p] * e.good
			}
		}
		changed := false
		for q := range t {
			if anchor[q] || paid[q] == 0 {
				continue
			}
			next := min(1, Damping*inflow[q]/paid[q])
			if next != t[q] {
				changed = changed || math.Abs(next-t[q]) > 1e-15
				t[q] = next
			}
		}
		if !changed {
			break
		}
	}
	scaled := make([]uint64, n)
	for i, v := range t {
		scaled[i] = uint64(math.Floor(v * TrustScale))
	}
	return scaled
}

// decayed is weight·F(epoch − completion) as a float, in base units.
func decayed(weight, epoch, completion uint64) float64 {
	k := uint64(0)
	if epoch > completion {
		k = epoch - completion
	}
	return float64(weight) * float64(reputation.DecayFactor(k)) / reputation.FactorOne
}

// PayerTrust is a payer's trust in a lens: 0 for a payer it never saw.
func (l *Lens) PayerTrust(p common.Address) float64 {
	if i, ok := l.payerIdx[p]; ok {
		return float64(l.trust[i]) / TrustScale
	}
	return 0
}

// weigh scales a rating's weight by its payer's trust, exactly: floor(w · t / TrustScale).
func weigh(w uint64, t uint64) uint256.Int {
	var x, s uint256.Int
	x.SetUint64(w)
	x.Mul(&x, s.SetUint64(t))
	x.Div(&x, s.SetUint64(TrustScale))
	return x
}
