// Package qed reproduces QED's score/v0 (formula id "qed/v0") as issue 15 states it, so that
// repledger's evidence can be scored under a peer's rules on the same data:
//
//	score = round_half_up(100 · (Σ w·p + 5·0.5) / (Σ w + 5))
//
// over the agent's receipts of the last 90 days, where p is the receipt's points from its
// verdict (1 for verified; unverifiable receipts are not counted; a superseded receipt is
// replaced by its correction) and w = 0.5^(age_days/30) · 1/√k, k being the receipt's place
// among the agent's receipts for the same action on the same target. The score is provisional
// under 30 counted receipts or 3 distinct targets.
//
// Where the statement leaves a choice open, this package decides as follows (each is tested):
//
//   - Verdicts: "verified" earns 1 point, "failed" 0; "unverifiable" is not counted at all (it
//     takes no place in k, no target, no weight). Any other verdict is an input error: the
//     statement names no other points.
//   - The window: a receipt counts when 0 ≤ age < 90 days, age = as_of − time in (fractional)
//     days of 86400 s. Receipts after as_of are ignored, so a snapshot can be recomputed from a
//     longer log.
//   - Corrections: a correction names the receipt it corrects in "supersedes" and takes that
//     receipt's place: its verdict counts at the original's time, action and target (else a
//     correction would refresh old evidence). Chains resolve to the last correction. A
//     correction of a receipt that is not in the input, a receipt corrected twice, a cycle, or a
//     correction declaring another action or target is an input error. A correction dated
//     after as_of did not exist yet: the original stands.
//   - k: the place, from 1, in time order (ties in input order) among the counted receipts of
//     the same (action, target), so the first receipt weighs fully and repeats by 1/√k. Only
//     counted receipts take places: receipts outside the window and unverifiable ones do not.
//   - Rounding: Σ w and Σ w·p are float64 sums; the last step, 100·(Σ w·p + 2.5)/(Σ w + 5)
//     rounded half up, is done exactly on those two numbers, so an exact half (87.5) is never
//     lost to a float quotient like 87.49999999.
//   - Provisional: fewer than 30 counted receipts, or fewer than 3 distinct targets among them.
package qed

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"sort"
	"time"
)

// FormulaID names this formula in inputs and results.
const FormulaID = "qed/v0"

// The formula's constants, as issue 15 states them.
const (
	WindowDays          = 90  // receipts older than this are not counted
	HalfLifeDays        = 30  // w halves every 30 days of age
	PriorWeight         = 5.0 // the prior's weight in Σ w
	PriorPoints         = 0.5 // the prior's points per unit of weight
	ProvisionalReceipts = 30  // fewer counted receipts than this: provisional
	ProvisionalTargets  = 3   // fewer distinct targets than this: provisional
)

// Verdict is a receipt's outcome.
type Verdict string

// The verdicts this package knows.
const (
	Verified     Verdict = "verified"     // 1 point
	Failed       Verdict = "failed"       // 0 points
	Unverifiable Verdict = "unverifiable" // not counted
)

// ErrInput wraps every refusal of an input: the message names the receipt and field.
var ErrInput = errors.New("qed/v0 input")

// Input is one agent's receipts, scored as of AsOf. JSON:
//
//	{"formula": "qed/v0", "agent": "0xabc…", "as_of": "2026-06-01T00:00:00Z",
//	 "receipts": [{"id": "r1", "time": "2026-05-20T12:00:00Z", "action": "audit",
//	               "target": "0xdef…", "verdict": "verified"},
//	              {"id": "r2", "time": "2026-05-21T09:00:00Z", "supersedes": "r1",
//	               "verdict": "failed"}]}
type Input struct {
	Formula  string    `json:"formula,omitempty"` // "qed/v0" when given
	Agent    string    `json:"agent,omitempty"`   // for display only
	AsOf     time.Time `json:"as_of"`             // RFC 3339; required
	Receipts []Receipt `json:"receipts"`
}

// Receipt is one piece of QED evidence about the agent.
type Receipt struct {
	ID         string    `json:"id"`                   // unique, required
	Time       time.Time `json:"time"`                 // when the receipt was issued; RFC 3339
	Action     string    `json:"action,omitempty"`     // required unless Supersedes is set
	Target     string    `json:"target,omitempty"`     // required unless Supersedes is set
	Verdict    Verdict   `json:"verdict"`              // verified, failed or unverifiable
	Supersedes string    `json:"supersedes,omitempty"` // the id of the receipt this one corrects
}

// Counted is one receipt as it entered the sums.
type Counted struct {
	ID         string  `json:"id"`                   // the original receipt
	Correction string  `json:"correction,omitempty"` // the last correction, whose verdict counted
	Action     string  `json:"action"`
	Target     string  `json:"target"`
	AgeDays    float64 `json:"age_days"`
	K          int     `json:"k"`      // place among counted receipts of the same action and target
	Weight     float64 `json:"weight"` // 0.5^(age/30) / √k
	Points     float64 `json:"points"` // 1 verified, 0 failed
}

// Result is the score with its parts.
type Result struct {
	Formula       string    `json:"formula"`
	Agent         string    `json:"agent,omitempty"`
	AsOf          time.Time `json:"as_of"`
	Score         int       `json:"score"` // 0..100
	Provisional   bool      `json:"provisional"`
	CountedCount  int       `json:"counted_receipts"`
	Targets       int       `json:"distinct_targets"`
	SumW          float64   `json:"sum_w"`
	SumWP         float64   `json:"sum_wp"`
	Unverifiable  int       `json:"unverifiable"`   // receipts in the window not counted for their verdict
	Corrected     int       `json:"corrected"`      // receipts whose verdict a correction replaced
	OutsideWindow int       `json:"outside_window"` // 90 days old or more
	Future        int       `json:"after_as_of"`    // ignored: issued after as_of
	Receipts      []Counted `json:"receipts"`       // the counted receipts, in time order
}

// Decode reads an Input from JSON, refusing unknown fields (a misspelt "supersedes" must not
// silently count a receipt twice) and a formula other than qed/v0.
func Decode(r io.Reader) (*Input, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInput, err)
	}
	// The formula first: a file for another formula should say so, not fail on its fields.
	var head struct {
		Formula string `json:"formula"`
	}
	if json.Unmarshal(data, &head) == nil && head.Formula != "" && head.Formula != FormulaID {
		return nil, fmt.Errorf("%w: the file is for formula %q, not %q", ErrInput, head.Formula, FormulaID)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var in Input
	if err := dec.Decode(&in); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInput, err)
	}
	return &in, nil
}

const day = 24 * time.Hour

// Score computes score/v0 for the input.
func Score(in *Input) (*Result, error) {
	if in.AsOf.IsZero() {
		return nil, fmt.Errorf("%w: as_of is missing: give the RFC 3339 time to score at", ErrInput)
	}
	live, future, err := resolve(in)
	if err != nil {
		return nil, err
	}
	res := &Result{Formula: FormulaID, Agent: in.Agent, AsOf: in.AsOf, Future: future, Receipts: []Counted{}}
	var counted []Counted
	for _, e := range live {
		if e.correction != "" {
			res.Corrected++
		}
		age := in.AsOf.Sub(e.orig.Time) // ≥ 0: resolve drops receipts after as_of
		switch {
		case age >= WindowDays*day:
			res.OutsideWindow++
			continue
		case e.verdict == Unverifiable:
			res.Unverifiable++
			continue
		}
		c := Counted{ID: e.orig.ID, Correction: e.correction, Action: e.orig.Action, Target: e.orig.Target,
			AgeDays: age.Seconds() / day.Seconds()}
		if e.verdict == Verified {
			c.Points = 1
		}
		counted = append(counted, c)
	}
	// live is in time order (ties in input order), so places follow it.
	places := map[[2]string]int{}
	targets := map[string]bool{}
	for i := range counted {
		c := &counted[i]
		key := [2]string{c.Action, c.Target}
		places[key]++
		c.K = places[key]
		c.Weight = math.Exp2(-c.AgeDays/HalfLifeDays) / math.Sqrt(float64(c.K))
		res.SumW += c.Weight
		res.SumWP += c.Weight * c.Points
		targets[c.Target] = true
	}
	res.Receipts = append(res.Receipts, counted...)
	res.CountedCount, res.Targets = len(counted), len(targets)
	res.Score = roundHalfUpPercent(res.SumWP+PriorWeight*PriorPoints, res.SumW+PriorWeight)
	res.Provisional = res.CountedCount < ProvisionalReceipts || res.Targets < ProvisionalTargets
	return res, nil
}

// roundHalfUpPercent is round_half_up(100·num/den), exact for the two float64 values given:
// ⌊(200·num + den) / (2·den)⌋ in rationals.
func roundHalfUpPercent(num, den float64) int {
	n := new(big.Rat).SetFloat64(num)
	d := new(big.Rat).SetFloat64(den)
	n.Mul(n, big.NewRat(200, 1)).Add(n, d)
	n.Quo(n, d.Mul(d, big.NewRat(2, 1)))
	return int(new(big.Int).Quo(n.Num(), n.Denom()).Int64())
}

// effective is an original receipt with the verdict of its last correction.
type effective struct {
	orig       *Receipt
	verdict    Verdict
	correction string
}

// resolve validates the receipts, applies corrections, and returns the originals that exist at
// as_of in time order, with how many receipts were ignored as issued after as_of.
func resolve(in *Input) ([]effective, int, error) {
	byID := make(map[string]*Receipt, len(in.Receipts))
	for i := range in.Receipts {
		r := &in.Receipts[i]
		where := fmt.Sprintf("receipts[%d]", i)
		switch {
		case r.ID == "":
			return nil, 0, fmt.Errorf("%w: %s: id is missing", ErrInput, where)
		case byID[r.ID] != nil:
			return nil, 0, fmt.Errorf("%w: %s: id %q appears twice: give each receipt its own id", ErrInput, where, r.ID)
		case r.Time.IsZero():
			return nil, 0, fmt.Errorf("%w: receipt %q: time is missing (RFC 3339)", ErrInput, r.ID)
		case r.Verdict != Verified && r.Verdict != Failed && r.Verdict != Unverifiable:
			return nil, 0, fmt.Errorf("%w: receipt %q: verdict %q: use verified, failed or unverifiable", ErrInput, r.ID, r.Verdict)
		case r.Supersedes == "" && (r.Action == "" || r.Target == ""):
			return nil, 0, fmt.Errorf("%w: receipt %q: action and target are required (only a correction may omit them)", ErrInput, r.ID)
		}
		byID[r.ID] = r
	}
	// correctedBy maps a receipt to the correction that replaces it, among corrections that
	// exist at as_of.
	correctedBy := map[string]*Receipt{}
	future := 0
	for i := range in.Receipts {
		r := &in.Receipts[i]
		if r.Time.After(in.AsOf) {
			future++
			continue
		}
		if r.Supersedes == "" {
			continue
		}
		target := byID[r.Supersedes]
		switch {
		case target == nil:
			return nil, 0, fmt.Errorf("%w: receipt %q supersedes %q, which is not in the input: include the corrected receipt", ErrInput, r.ID, r.Supersedes)
		case correctedBy[r.Supersedes] != nil:
			return nil, 0, fmt.Errorf("%w: receipt %q is corrected twice (by %q and %q): chain corrections instead", ErrInput,
				r.Supersedes, correctedBy[r.Supersedes].ID, r.ID)
		}
		correctedBy[r.Supersedes] = r
	}
	var live []effective
	for i := range in.Receipts {
		r := &in.Receipts[i]
		if r.Supersedes != "" || r.Time.After(in.AsOf) {
			continue // corrections count through their original; future receipts do not exist yet
		}
		e := effective{orig: r, verdict: r.Verdict}
		for c, steps := correctedBy[r.ID], 0; c != nil; c, steps = correctedBy[c.ID], steps+1 {
			if steps > len(in.Receipts) {
				return nil, 0, fmt.Errorf("%w: receipt %q: its corrections form a cycle", ErrInput, r.ID)
			}
			if (c.Action != "" && c.Action != r.Action) || (c.Target != "" && c.Target != r.Target) {
				return nil, 0, fmt.Errorf("%w: correction %q names action %q and target %q, but receipt %q is %q on %q: a correction keeps its receipt's place",
					ErrInput, c.ID, c.Action, c.Target, r.ID, r.Action, r.Target)
			}
			e.verdict, e.correction = c.Verdict, c.ID
		}
		live = append(live, e)
	}
	// A cycle among corrections has no original outside it: every member supersedes another.
	if cyc := findCycle(in, byID); cyc != "" {
		return nil, 0, fmt.Errorf("%w: receipt %q: its corrections form a cycle", ErrInput, cyc)
	}
	sort.SliceStable(live, func(a, b int) bool { return live[a].orig.Time.Before(live[b].orig.Time) })
	return live, future, nil
}

// findCycle returns a receipt on a cycle of "supersedes" links, or "".
func findCycle(in *Input, byID map[string]*Receipt) string {
	for i := range in.Receipts {
		r := &in.Receipts[i]
		slow := r
		for steps := 0; slow != nil && slow.Supersedes != ""; steps++ {
			slow = byID[slow.Supersedes]
			if slow == r {
				return r.ID
			}
			if steps > len(in.Receipts) {
				return r.ID
			}
		}
	}
	return ""
}
