// Package reputation defines the ledger's arithmetic in Go, formula id "ledger/v2" (docs/design.md §2–§5 as
// amended by issues 11 and 12 in §12–§13): the rubric, the evidence weight, the decay
// factors, the per-agent state machine and the routing decision. It is pure Go without I/O and
// is the reference the Solidity contract is generated from and tested against.
//
// What changed from ledger/v1:
//
//   - The state is clamped after every decay: sumW ≤ 10000·weight and disputed ≤ weight, so the
//     average can no longer exceed 10000 bps when sumW and weight floor separately.
//   - A rating takes effect at its job's completion epoch. One that arrives after later evidence
//     (a late submission) is decayed by the epochs it missed before it is added, so holding a
//     rating back gains nothing beyond rounding. Every rating counts into Count, even one too old
//     to carry weight.
//   - The routing decision is integer arithmetic (docs/design.md §13): the smoothed score, the Wilson
//     lower bound with z given in ten-thousandths, and the floor, computed with a rounding-up
//     integer square root so that the bound is never above the real-valued one and at most
//     1 bps below it. Floats remain only for display (Stars).
package reputation

// FormulaID names the arithmetic this package implements: the ledger/v2 state machine with the
// integer routing decision.
const FormulaID = "ledger/v2"
