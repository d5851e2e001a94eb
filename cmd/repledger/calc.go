package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/holiman/uint256"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/reputation"
)

// calcDecimals is the asset precision calc works in: whole units on the command line become
// base units of a 6-decimals asset (the TestToken's, USDC's), so floors match the contract's.
const calcDecimals = 6

func calcCommand() *cli.Command {
	return &cli.Command{
		Name:  "calc",
		Usage: "compute the smoothed score, Wilson lower bound and routing decision for some evidence (SPEC §3–§4)",
		Flags: []cli.Flag{
			&cli.Uint64Flag{Name: "prior-bps", Value: reputation.PriorBps, Usage: "the prior's score in bps (0..10000)"},
			&cli.Float64Flag{Name: "prior-weight", Value: reputation.PriorWeightUnit, Usage: "the prior's weight in whole asset units"},
			&cli.Float64Flag{Name: "weight", Usage: "evidence weight in whole asset units (with --mean-bps)"},
			&cli.Uint64Flag{Name: "mean-bps", Usage: "the evidence's weighted mean in bps (0..10000), with --weight"},
			&cli.StringFlag{Name: "ratings", Usage: "`FILE` of ratings, one per line: rating (0..100), weight (whole units), age (epochs)"},
			&cli.Uint64Flag{Name: "floor-bps", Value: reputation.FloorBps, Usage: "lowest Wilson lower bound that may be hired, in bps"},
			&cli.StringFlag{Name: "z", Value: "1", Usage: "Wilson z, a decimal with at most 4 decimals (0.0001..10)"},
			&cli.BoolFlag{Name: "json", Usage: "print the result as JSON"},
		},
		Action: runCalc,
	}
}

type calcResult struct {
	SmoothedBps    uint64  `json:"smoothed_bps"`
	SmoothedStars  float64 `json:"smoothed_stars"`
	LowerBps       uint64  `json:"lower_bps"`
	LowerStars     float64 `json:"lower_stars"`
	Routable       bool    `json:"routable"`
	EvidenceWeight float64 `json:"evidence_weight_units"`
	Ratings        uint64  `json:"ratings"`
}

func runCalc(c *cli.Context) error {
	p := reputation.DefaultPolicy(calcDecimals)
	p.PriorBps, p.FloorBps = c.Uint64("prior-bps"), c.Uint64("floor-bps")
	if p.PriorBps > reputation.MaxBps {
		return fmt.Errorf("--prior-bps %d: must be between 0 and 10000", p.PriorBps)
	}
	if p.FloorBps > reputation.MaxBps {
		return fmt.Errorf("--floor-bps %d: must be between 0 and 10000", p.FloorBps)
	}
	var err error
	if p.Z, err = reputation.ParseZ(c.String("z")); err != nil {
		return fmt.Errorf("--z %w", err)
	}
	priorWeight, err := baseUnits("--prior-weight", c.Float64("prior-weight"))
	if err != nil {
		return err
	}
	p.PriorWeight = *priorWeight

	var s reputation.State
	switch {
	case c.IsSet("ratings") && (c.IsSet("weight") || c.IsSet("mean-bps")):
		return fmt.Errorf("--ratings: give either a ratings file or --weight with --mean-bps, not both")
	case c.IsSet("ratings"):
		if s, err = stateFromFile(c.String("ratings")); err != nil {
			return err
		}
	case c.IsSet("weight") != c.IsSet("mean-bps"):
		return fmt.Errorf("--weight and --mean-bps go together: the evidence needs both its weight and its mean")
	case c.IsSet("weight"):
		if s, err = stateFromMean(c.Float64("weight"), c.Uint64("mean-bps")); err != nil {
			return err
		}
	}
	d, err := p.Decide(&s)
	if err != nil {
		return err
	}
	res := calcResult{SmoothedBps: d.SmoothedBps, SmoothedStars: reputation.Stars(d.SmoothedBps), LowerBps: d.LowerBps,
		LowerStars: reputation.Stars(d.LowerBps), Routable: d.Routable,
		EvidenceWeight: s.Weight.Float64() / float64(p.Unit), Ratings: s.Count}
	if c.Bool("json") {
		return json.NewEncoder(c.App.Writer).Encode(res)
	}
	verdict := "no"
	if d.Routable {
		verdict = "yes"
	}
	_, err = fmt.Fprintf(c.App.Writer, "smoothed  %5d bps  %.2f★\nwilson    %5d bps  %.2f★  (z = %s, evidence %.6g U + prior %.6g U)\nroutable  %s (floor %d bps, %.2f★)\n",
		res.SmoothedBps, res.SmoothedStars, res.LowerBps, res.LowerStars, reputation.FormatZ(p.Z), res.EvidenceWeight,
		p.PriorWeight.Float64()/float64(p.Unit), verdict, p.FloorBps, reputation.Stars(p.FloorBps))
	return err
}

// baseUnits converts whole asset units to base units, rejecting what no ledger could hold.
func baseUnits(flag string, units float64) (*uint256.Int, error) {
	if math.IsNaN(units) || units < 0 || units > 1e30 {
		return nil, fmt.Errorf("%s %v: must be a non-negative number of whole asset units", flag, units)
	}
	v, _ := uint256.FromBig(bigFromFloat(math.Round(units * math.Pow10(calcDecimals))))
	return v, nil
}

func stateFromMean(weightUnits float64, meanBps uint64) (reputation.State, error) {
	var s reputation.State
	if meanBps > reputation.MaxBps {
		return s, fmt.Errorf("--mean-bps %d: must be between 0 and 10000", meanBps)
	}
	w, err := baseUnits("--weight", weightUnits)
	if err != nil || w.IsZero() {
		return s, err
	}
	s.Weight = *w
	s.SumW.Mul(w, uint256.NewInt(meanBps))
	s.Count = 1
	return s, nil
}

type ratingLine struct {
	rating uint8
	weight *uint256.Int
	age    uint64
}

// stateFromFile replays a ratings file through the ledger's state machine: the oldest rating
// first, each at its epoch, then reads the state now (age 0).
func stateFromFile(path string) (reputation.State, error) {
	var s reputation.State
	f, err := os.Open(path)
	if err != nil {
		return s, fmt.Errorf("--ratings: %w", err)
	}
	defer f.Close()
	var lines []ratingLine
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = strings.TrimSpace(text[:i])
		}
		if text == "" {
			continue
		}
		l, err := parseRatingLine(text)
		if err != nil {
			return s, fmt.Errorf("--ratings %s line %d: %w", path, n, err)
		}
		lines = append(lines, l)
	}
	if err := sc.Err(); err != nil {
		return s, fmt.Errorf("--ratings %s: %w", path, err)
	}
	var oldest uint64
	for _, l := range lines {
		oldest = max(oldest, l.age)
	}
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].age > lines[j].age })
	for _, l := range lines {
		if err := s.Apply(oldest-l.age, l.rating, l.weight, reputation.KindAuto); err != nil {
			return s, fmt.Errorf("--ratings %s: %w", path, err)
		}
	}
	return s.At(oldest), nil
}

func parseRatingLine(text string) (ratingLine, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) != 3 {
		return ratingLine{}, fmt.Errorf("want 3 fields (rating, weight in units, age in epochs), got %d in %q", len(fields), text)
	}
	rating, err := strconv.ParseUint(fields[0], 10, 8)
	if err != nil || rating > reputation.MaxRating {
		return ratingLine{}, fmt.Errorf("rating %q: must be a whole number from 0 to 100", fields[0])
	}
	units, err := strconv.ParseFloat(fields[1], 64)
	if err != nil {
		return ratingLine{}, fmt.Errorf("weight %q: must be a number of whole asset units", fields[1])
	}
	w, err := baseUnits("weight", units)
	if err != nil {
		return ratingLine{}, err
	}
	if w.IsZero() {
		return ratingLine{}, fmt.Errorf("weight %q: must be above zero (zero-value jobs are never rated)", fields[1])
	}
	age, err := strconv.ParseUint(fields[2], 10, 32)
	if err != nil {
		return ratingLine{}, fmt.Errorf("age %q: must be a whole number of epochs", fields[2])
	}
	return ratingLine{rating: uint8(rating), weight: w, age: age}, nil
}

func bigFromFloat(f float64) *big.Int {
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return b
}
