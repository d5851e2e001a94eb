package reputation

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/holiman/uint256"
)

// Kind is how a rating came about (docs/design.md §5). The values match the contract's KIND_* constants.
type Kind uint8

const (
	KindAuto    Kind = 0 // from the rubric
	KindBuyer   Kind = 1 // the client's own explicit rating
	KindDispute Kind = 2 // the arbiter's rating after a dispute; counts into Disputed
)

func (k Kind) String() string {
	switch k {
	case KindAuto:
		return "auto"
	case KindBuyer:
		return "buyer"
	case KindDispute:
		return "dispute"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// ParseKind reads "auto", "buyer" or "dispute".
func ParseKind(s string) (Kind, error) {
	for _, k := range []Kind{KindAuto, KindBuyer, KindDispute} {
		if s == k.String() {
			return k, nil
		}
	}
	return 0, fmt.Errorf("%w %q: use auto, buyer or dispute", ErrUnknownKind, s)
}

// Errors of Apply and the reads, mirroring the contract's rejections of the same inputs.
var (
	ErrRatingRange = errors.New("rating above 100")
	ErrZeroWeight  = errors.New("weight is zero: zero-value jobs are never rated")
	ErrUnknownKind = errors.New("unknown rating kind")
	ErrOverflow    = errors.New("evidence overflows 256 bits")
	ErrPriorRange  = errors.New("prior bps above 10000")
)

// State is one agent's evidence (docs/design.md §3, docs/design.md §12): SumW = Σ w·bps, Weight = Σ w and
// Disputed = Σ w of dispute-kind ratings, each decayed to LastEpoch, plus the lifetime Count.
// A State built by Apply always has SumW ≤ 10000·Weight and Disputed ≤ Weight.
type State struct {
	SumW, Weight, Disputed uint256.Int
	Count                  uint64
	LastEpoch              uint64 // the latest completion epoch applied
}

var (
	factorOne = uint256.NewInt(FactorOne)
	maxBps256 = uint256.NewInt(MaxBps)
)

// Decay sets z = floor(v · F(k) / 1e18) and returns z.
func Decay(z, v *uint256.Int, k uint64) *uint256.Int {
	switch f := DecayFactor(k); {
	case k == 0:
		return z.Set(v)
	case f == 0:
		return z.Clear()
	case v.IsUint64():
		// v·F(k) < 2^64·1e18, so the high word is below 1e18 and one 128-by-64 division is exact.
		hi, lo := bits.Mul64(v.Uint64(), f)
		q, _ := bits.Div64(hi, lo, FactorOne)
		return z.SetUint64(q)
	default:
		var factor uint256.Int
		factor.SetUint64(f)
		z.MulDivOverflow(v, &factor, factorOne) // F(k) < 1e18: the quotient always fits
		return z
	}
}

// Weight is a rating's evidence weight: min(settled amount, cap). Zero means "never rated".
func Weight(settled, weightCap *uint256.Int) *uint256.Int {
	if settled.Lt(weightCap) {
		return new(uint256.Int).Set(settled)
	}
	return new(uint256.Int).Set(weightCap)
}

// Apply adds one rating whose job completed in epoch `completion` (docs/design.md §12), as the
// contract's submit does, step for step:
//
//   - completion ≥ LastEpoch: the sums decay by completion − LastEpoch epochs (with the clamp),
//     then w·bps, w and, for disputes, w are added; LastEpoch becomes completion.
//   - completion < LastEpoch (a late submission): the rating itself is decayed by the epochs it
//     missed, LastEpoch − completion, before it is added (nothing is added from 96 epochs on),
//     LastEpoch stays, and the clamp relations are applied once more.
//
// Count grows by one in both cases, even for a rating too old to carry weight. On error s is
// unchanged.
func (s *State) Apply(completion uint64, rating uint8, weight *uint256.Int, kind Kind) error {
	switch {
	case rating > MaxRating:
		return fmt.Errorf("%w: %d", ErrRatingRange, rating)
	case kind > KindDispute:
		return fmt.Errorf("%w: %d", ErrUnknownKind, kind)
	case weight.IsZero():
		return ErrZeroWeight
	}
	var add, w uint256.Int
	add.SetUint64(uint64(rating) * 100)
	if _, overflow := add.MulOverflow(&add, weight); overflow {
		return ErrOverflow
	}
	w.Set(weight)
	var next State
	if completion >= s.LastEpoch {
		s.decayInto(&next, completion-s.LastEpoch)
		next.LastEpoch = completion
	} else {
		// A late rating counts what it would have kept had it arrived on time: decayed by the
		// epochs between its completion and the state's, never more.
		late, full := s.LastEpoch-completion, add
		Decay(&add, &full, late)
		Decay(&w, weight, late)
		next.SumW, next.Weight, next.Disputed = s.SumW, s.Weight, s.Disputed
		next.LastEpoch = s.LastEpoch
	}
	if _, overflow := next.SumW.AddOverflow(&next.SumW, &add); overflow {
		return ErrOverflow
	}
	if _, overflow := next.Weight.AddOverflow(&next.Weight, &w); overflow {
		return ErrOverflow
	}
	if kind == KindDispute {
		if _, overflow := next.Disputed.AddOverflow(&next.Disputed, &w); overflow {
			return ErrOverflow
		}
	}
	if completion < s.LastEpoch {
		// The decayed w·bps and w floor separately, so w·bps may now exceed 10000·w.
		next.clamp()
	}
	next.Count = s.Count + 1
	*s = next
	return nil
}

// At returns the state decayed to `epoch`, clamped, as the contract's reads see it, without
// changing s. An epoch before LastEpoch reads as LastEpoch: chain time does not run backwards.
func (s *State) At(epoch uint64) State {
	var out State
	s.decayInto(&out, epoch-min(epoch, s.LastEpoch))
	out.Count, out.LastEpoch = s.Count, max(epoch, s.LastEpoch)
	return out
}

// decayInto writes s decayed by k epochs to out; after any real decay (k ≥ 1) it applies the
// clamp, because floor(sumW·F) may exceed 10000·floor(weight·F) (docs/design.md §12).
func (s *State) decayInto(out *State, k uint64) {
	Decay(&out.SumW, &s.SumW, k)
	Decay(&out.Weight, &s.Weight, k)
	Decay(&out.Disputed, &s.Disputed, k)
	if k > 0 {
		out.clamp()
	}
}

// clamp enforces SumW ≤ 10000·Weight and Disputed ≤ Weight.
func (s *State) clamp() {
	var ceiling uint256.Int
	if overflow := mulSmallOverflow(&ceiling, &s.Weight, MaxBps); !overflow && s.SumW.Gt(&ceiling) {
		s.SumW.Set(&ceiling)
	}
	if s.Disputed.Gt(&s.Weight) {
		s.Disputed.Set(&s.Weight)
	}
}

// AvgBps is SumW / Weight, 0 when Weight is 0.
func (s *State) AvgBps() uint64 {
	if s.Weight.IsZero() {
		return 0
	}
	var q uint256.Int
	return q.Div(&s.SumW, &s.Weight).Uint64()
}

// RepBps blends the evidence with a prior: (priorBps·priorWeight + SumW) / (priorWeight + Weight),
// priorBps when both weights are 0.
func (s *State) RepBps(priorBps uint64, priorWeight *uint256.Int) (uint64, error) {
	if priorBps > MaxBps {
		return 0, ErrPriorRange
	}
	var total, num uint256.Int
	if _, overflow := total.AddOverflow(priorWeight, &s.Weight); overflow {
		return 0, ErrOverflow
	}
	if total.IsZero() {
		return priorBps, nil
	}
	num.SetUint64(priorBps)
	if _, overflow := num.MulOverflow(&num, priorWeight); overflow {
		return 0, ErrOverflow
	}
	if _, overflow := num.AddOverflow(&num, &s.SumW); overflow {
		return 0, ErrOverflow
	}
	return num.Div(&num, &total).Uint64(), nil
}

// DisputeRateBps is Disputed · 10000 / Weight, 0 when Weight is 0.
func (s *State) DisputeRateBps() uint64 {
	if s.Weight.IsZero() {
		return 0
	}
	var q uint256.Int
	q.MulDivOverflow(&s.Disputed, maxBps256, &s.Weight) // Disputed ≤ Weight: the result is ≤ 10000
	return q.Uint64()
}
