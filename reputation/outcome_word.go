package reputation

import "math/big"

// The outcome word (docs/design.md §6, contracts/src/Rubric.sol): 32 bytes, big-endian, tagged
// 0x01 in the top byte. An escrow's evaluator passes it in `complete`'s optParams; an x402 payer
// signs it (docs/design.md §16).
const (
	OutcomeTag            = 0x01
	OutcomeNoOutput       = 1 << 0
	OutcomeBaked          = 1 << 1
	OutcomeShipped        = 1 << 2
	OutcomeCriticRan      = 1 << 3
	OutcomeViolationsAt   = 8
	OutcomeHasBuyerRating = 1 << 16
	OutcomeBuyerRatingAt  = 24
)

// Word is the outcome's signals as a tagged outcome word, with no buyer rating.
func (o Outcome) Word() *big.Int {
	var w uint64
	if o.NoOutput {
		w |= OutcomeNoOutput
	}
	if o.Baked {
		w |= OutcomeBaked
	}
	if o.Shipped {
		w |= OutcomeShipped
	}
	if o.CriticRan {
		w |= OutcomeCriticRan
	}
	w |= uint64(o.Violations) << OutcomeViolationsAt
	word := new(big.Int).SetUint64(w)
	return word.Or(word, new(big.Int).Lsh(big.NewInt(OutcomeTag), 248))
}

// OutcomeOfWord reads a tagged outcome word that carries signals only (no buyer rating), as the
// x402 source takes it; ok is false for any other word, one the source refuses.
func OutcomeOfWord(w *big.Int) (o Outcome, ok bool) {
	if w == nil || w.Sign() < 0 || w.BitLen() > 256 || new(big.Int).Rsh(w, 248).Uint64() != OutcomeTag {
		return Outcome{}, false
	}
	low := new(big.Int).Sub(w, new(big.Int).Lsh(big.NewInt(OutcomeTag), 248))
	if low.BitLen() > 16 {
		return Outcome{}, false // a buyer rating, or a bit the rubric does not know
	}
	v := low.Uint64()
	if v&0xf0 != 0 {
		return Outcome{}, false
	}
	o = Outcome{NoOutput: v&OutcomeNoOutput != 0, Baked: v&OutcomeBaked != 0, Shipped: v&OutcomeShipped != 0,
		CriticRan: v&OutcomeCriticRan != 0, Violations: uint8(v >> OutcomeViolationsAt)}
	if o.Violations != 0 && !o.CriticRan {
		return Outcome{}, false
	}
	return o, true
}
