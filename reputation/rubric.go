package reputation

// Outcome is what a workflow step produced, as recorded by the escrow at completion (docs/design.md §5).
type Outcome struct {
	NoOutput   bool  // timeout or crash: nothing was produced
	Baked      bool  // the artifact is a baked kit artifact
	Shipped    bool  // an artifact was shipped
	CriticRan  bool  // a critic reviewed the artifact
	Violations uint8 // violations the critic found
}

// Rule names the rubric rule that decided a rating.
type Rule string

// The rubric's rules, top-down: the first that applies decides.
const (
	RuleNoOutput Rule = "no-output" // 20: nothing was produced, whatever else is true
	RuleBaked    Rule = "baked"     // 95: a baked kit artifact
	RuleFreeForm Rule = "free-form" // 70, +15 shipped, +10 clean critic run, −3 per violation (first 10)
)

// Rubric constants (docs/design.md §5).
const (
	RatingNoOutput     = 20
	RatingBaked        = 95
	RatingBase         = 70
	BonusShipped       = 15
	BonusCleanCritic   = 10
	PenaltyViolation   = 3
	MaxViolationsCount = 10
	MaxRating          = 100
)

// Rate turns an outcome into the synthetic 0..100 rating of kind "auto", and says which rule
// decided it.
func Rate(o Outcome) (rating uint8, rule Rule) {
	switch {
	case o.NoOutput:
		return RatingNoOutput, RuleNoOutput
	case o.Baked:
		return RatingBaked, RuleBaked
	}
	r := RatingBase
	if o.Shipped {
		r += BonusShipped
	}
	if o.CriticRan && o.Violations == 0 {
		r += BonusCleanCritic
	}
	r -= PenaltyViolation * int(min(o.Violations, MaxViolationsCount))
	return uint8(max(0, min(MaxRating, r))), RuleFreeForm
}
