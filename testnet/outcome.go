package testnet

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/repledger/repledger/reputation"
)

// Outcome is what a step produced, as its evaluator records it at completion (docs/design.md §5),
// and, when the client evaluates its own job, the client's explicit rating.
type Outcome struct {
	NoOutput, Baked, Shipped, CriticRan bool
	Violations                          uint8
	HasBuyerRating                      bool
	BuyerRating                         uint8 // 0..100, read only when HasBuyerRating
}

// ErrBadOutcome is returned for an outcome the escrow refuses at completion (InvalidOutcome).
var ErrBadOutcome = errors.New("outcome the escrow refuses")

// Check refuses what the escrow's decoding refuses: violations without a critic run, and a
// buyer rating above 100. Checking here names the problem before a transaction reverts.
func (o Outcome) Check() error {
	if o.Violations != 0 && !o.CriticRan {
		return fmt.Errorf("%w: %d violations without a critic run; set CriticRan or clear Violations", ErrBadOutcome, o.Violations)
	}
	if o.HasBuyerRating && o.BuyerRating > reputation.MaxRating {
		return fmt.Errorf("%w: buyer rating %d is above %d", ErrBadOutcome, o.BuyerRating, reputation.MaxRating)
	}
	return nil
}

// Word is the outcome as the escrow reads it from optParams: one 32-byte word.
func (o Outcome) Word() *big.Int {
	word := o.Rubric().Word()
	if o.HasBuyerRating {
		word.Or(word, new(big.Int).SetUint64(reputation.OutcomeHasBuyerRating|uint64(o.BuyerRating)<<reputation.OutcomeBuyerRatingAt))
	}
	return word
}

// OptParams is the outcome encoded as `complete`'s optParams.
func (o Outcome) OptParams() []byte { return o.Word().FillBytes(make([]byte, 32)) }

// Rubric is the outcome's signals as the rubric takes them.
func (o Outcome) Rubric() reputation.Outcome {
	return reputation.Outcome{NoOutput: o.NoOutput, Baked: o.Baked, Shipped: o.Shipped, CriticRan: o.CriticRan, Violations: o.Violations}
}

// Rating is the rating and kind the escrow records for a job completed with this outcome (not
// disputed): the buyer's own rating when given, else the rubric's.
func (o Outcome) Rating() (uint8, reputation.Kind) {
	if o.HasBuyerRating {
		return o.BuyerRating, reputation.KindBuyer
	}
	r, _ := reputation.Rate(o.Rubric())
	return r, reputation.KindAuto
}
