package testnet

import (
	"math/big"
	"math/rand/v2"

	"github.com/repledger/repledger/reputation"
)

// Expected is the one rating the ledger must end up holding for a job of RandomJobs.
type Expected struct {
	Agent  *big.Int
	Rating uint8
	Weight *big.Int
	Kind   reputation.Kind
}

// RandomJobs draws n jobs of `client` for random `providers` with mixed outcomes — rubric
// signals, buyer ratings (1 in 10), disputes paid out with the arbiter's rating (1 in 10) —
// and prices from half a TestToken unit to 30 units, far above the default cap; and, for each,
// the rating docs/design.md §5 prescribes under `weightCap` (base units).
func RandomJobs(r *rand.Rand, n int, client DevAccount, providers []DevAccount, weightCap int64) ([]Job, []Expected) {
	const unit = 1_000_000
	jobs, want := make([]Job, n), make([]Expected, n)
	for i := range jobs {
		p := providers[r.IntN(len(providers))]
		budget := int64(unit/2 + r.IntN(30*unit))
		o := Outcome{NoOutput: r.IntN(8) == 0, Baked: r.IntN(6) == 0, Shipped: r.IntN(2) == 0, CriticRan: r.IntN(2) == 0}
		if o.CriticRan {
			o.Violations = uint8(r.IntN(6))
		}
		j := Job{Client: client, Provider: p, Budget: big.NewInt(budget), Outcome: o}
		e := Expected{Agent: new(big.Int).SetBytes(p.Address.Bytes()), Weight: big.NewInt(min(budget, weightCap))}
		switch r.IntN(10) {
		case 0: // the client, evaluating its own job, gives its own rating, which replaces the rubric
			j.Outcome.HasBuyerRating, j.Outcome.BuyerRating = true, uint8(r.IntN(101))
			e.Rating, e.Kind = j.Outcome.Rating()
		case 1: // disputed, resolved in the provider's favour with the arbiter's rating
			j.Dispute = &Dispute{Pay: true, Rating: uint8(r.IntN(101))}
			e.Rating, e.Kind = j.Dispute.Rating, reputation.KindDispute
		default:
			e.Rating, e.Kind = o.Rating()
		}
		jobs[i], want[i] = j, e
	}
	return jobs, want
}
