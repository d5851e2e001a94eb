package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"strconv"
	"strings"

	"github.com/holiman/uint256"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
)

// calc works in a hypothetical asset with the TestToken's and USDC's 6 decimals and the default
// 12-unit cap, so that its floors match the contract's. Its decimals and bounds are
// reputation's, which /v1/calc shares.
const (
	calcDecimals = reputation.CalcDecimals
	calcSymbol   = "U"
)

func calcCommand() *cli.Command {
	return &cli.Command{
		Name:  "calc",
		Usage: "compute the smoothed score, Wilson lower bound and verdict for some evidence (docs/design.md §3-§4)",
		Description: "Without evidence it scores the prior alone. Give evidence either as --weight with --mean-bps, or as " +
			"--ratings FILE: one rating a line (rating 0-100, weight in whole units up to the 12-unit cap, age: epochs " +
			"since its job completed), replayed through the ledger's ledger/v2 state machine in the order of the file, " +
			"as the ledger takes ratings in the order they are submitted, each at its completion epoch: a line older " +
			"than one before it is a late rating, decayed by the epochs it missed (7.5 % fade an epoch, forgotten after " +
			"96). The asset is one of 6 decimals, written U.\n\n" +
			"JSON fields: smoothed_bps, smoothed_stars, lower_bps, lower_stars, routable, evidence_weight (units), " +
			"evidence_weight_base_units, asset_symbol, ratings.",
		Flags: []cli.Flag{fresh(&priorBpsFlag), fresh(&priorWeightFlag), fresh(&weightFlag), fresh(&meanBpsFlag),
			fresh(&ratingsFlag), fresh(&floorBpsFlag), fresh(&zFlag), fresh(&jsonFlag)},
		Action: runCalc,
	}
}

// calcResult is calc's JSON: the same field names as gate's and the demo's.
type calcResult struct {
	SmoothedBps             uint64   `json:"smoothed_bps"`
	SmoothedStars           float64  `json:"smoothed_stars"`
	LowerBps                uint64   `json:"lower_bps"`
	LowerStars              float64  `json:"lower_stars"`
	Routable                bool     `json:"routable"`
	EvidenceWeight          float64  `json:"evidence_weight"`
	EvidenceWeightBaseUnits *big.Int `json:"evidence_weight_base_units"`
	AssetSymbol             string   `json:"asset_symbol"`
	Ratings                 uint64   `json:"ratings"`
}

// calcPolicy reads the policy flags.
func calcPolicy(c *cli.Context) (reputation.Policy, error) {
	p := reputation.DefaultPolicy(calcDecimals)
	p.PriorBps, p.FloorBps = priorBpsFlag.Get(c), floorBpsFlag.Get(c)
	var errs []error
	z, err := reputation.ParseZ(zFlag.Get(c))
	if err != nil {
		errs = append(errs, usagef("--z %q: want a number from 0.0001 to 10 with at most 4 decimals, like 1, 1.5 or 1.96", zFlag.Get(c)))
	}
	p.Z = z
	if p.PriorBps > reputation.MaxBps {
		errs = append(errs, usagef("--prior-bps %d: want 0 to 10000", p.PriorBps))
	}
	if p.FloorBps > reputation.MaxBps {
		errs = append(errs, usagef("--floor-bps %d: want 0 to 10000", p.FloorBps))
	}
	if w := priorWeightFlag.Get(c); w > reputation.CalcMaxUnits {
		errs = append(errs, usagef("--prior-weight %d: want 0 to %d whole units", w, reputation.CalcMaxUnits))
	}
	if len(errs) > 0 {
		return p, joinUsage(errs)
	}
	p.PriorWeight = *baseUnits(priorWeightFlag.Get(c))
	return p, nil
}

func runCalc(c *cli.Context) error {
	if err := noArgs(c); err != nil {
		return err
	}
	p, err := calcPolicy(c)
	if err != nil {
		return err
	}
	s, err := calcEvidence(c)
	if err != nil {
		return err
	}
	if p.PriorWeight.IsZero() && s.Weight.IsZero() {
		return usagef("--prior-weight 0 with no evidence: the Wilson bound needs some weight; give evidence, or a prior weight of at least 1")
	}
	d, err := p.Decide(&s)
	if err != nil {
		return err
	}
	res := calcResult{SmoothedBps: d.SmoothedBps, SmoothedStars: reputation.Stars(d.SmoothedBps), LowerBps: d.LowerBps,
		LowerStars: reputation.Stars(d.LowerBps), Routable: d.Routable, EvidenceWeight: unitsFloat(s.Weight.ToBig(), calcDecimals),
		EvidenceWeightBaseUnits: s.Weight.ToBig(), AssetSymbol: calcSymbol, Ratings: s.Count}
	if jsonFlag.Get(c) {
		return json.NewEncoder(c.App.Writer).Encode(res)
	}
	return printCalc(c.App.Writer, colorOn(c.App.Writer), res, &p)
}

func printCalc(w io.Writer, color bool, res calcResult, p *reputation.Policy) error {
	ratings := "ratings"
	if res.Ratings == 1 {
		ratings = "rating"
	}
	_, err := fmt.Fprintf(w, "smoothed  %s\nwilson    %s  (z = %s; evidence %s from %d %s, + prior %s)\nverdict   %s  (floor %s)\n",
		bpsStars(res.SmoothedBps), bpsStars(res.LowerBps), reputation.FormatZ(p.Z), amount(res.EvidenceWeightBaseUnits, calcDecimals, calcSymbol),
		res.Ratings, ratings, amount(p.PriorWeight.ToBig(), calcDecimals, calcSymbol), verdict(color, res.Routable), bpsStars(p.FloorBps))
	return err
}

// evidence: --weight with --mean-bps, or --ratings FILE, or none.
func calcEvidence(c *cli.Context) (reputation.State, error) {
	var s reputation.State
	hasWeight, hasMean := c.IsSet(weightFlag.Name), c.IsSet(meanBpsFlag.Name)
	switch {
	case c.IsSet(ratingsFlag.Name) && (hasWeight || hasMean):
		return s, usagef("--ratings with --weight or --mean-bps: give either a ratings file or --weight with --mean-bps")
	case c.IsSet(ratingsFlag.Name):
		return stateFromFile(ratingsFlag.Get(c))
	case hasWeight != hasMean:
		return s, usagef("--weight and --mean-bps go together: the evidence needs both its weight and its mean")
	case hasWeight:
		return stateFromMean(weightFlag.Get(c), meanBpsFlag.Get(c))
	}
	return s, nil
}

// baseUnits converts whole units to base units of the calculator's asset.
func baseUnits(units uint64) *uint256.Int {
	return new(uint256.Int).Mul(uint256.NewInt(units), uint256.NewInt(1_000_000))
}

func stateFromMean(weightUnits, meanBps uint64) (reputation.State, error) {
	var s reputation.State
	if meanBps > reputation.MaxBps {
		return s, usagef("--mean-bps %d: want 0 to 10000", meanBps)
	}
	if weightUnits > reputation.CalcMaxUnits {
		return s, usagef("--weight %d: want 0 to %d whole units", weightUnits, reputation.CalcMaxUnits)
	}
	if weightUnits == 0 {
		return s, nil
	}
	w := baseUnits(weightUnits)
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

// stateFromFile replays a ratings file through the ledger's state machine (docs/design.md §12) in
// the file's order, as the ledger takes ratings in the order they are submitted: each at its
// completion epoch, so a line older than the newest before it is a late rating. Then it reads
// the state now (age 0). A line the ledger would refuse is an error naming the file and line.
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
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if text = strings.TrimSpace(text); text == "" {
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
	var oldest uint64 // epoch 0 is the oldest completion; now is epoch `oldest`
	for _, l := range lines {
		oldest = max(oldest, l.age)
	}
	for _, l := range lines {
		if err := s.Apply(oldest-l.age, l.rating, l.weight, reputation.KindAuto); err != nil {
			return s, fmt.Errorf("--ratings %s: %w", path, err)
		}
	}
	return s.At(oldest), nil
}

// maxAge bounds a line's age: the ledger counts epochs in 32 bits.
const maxAge = math.MaxUint32

func parseRatingLine(text string) (ratingLine, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) != 3 {
		return ratingLine{}, fmt.Errorf("want 3 fields (rating, weight in whole units, age in epochs), got %d in %q", len(fields), text)
	}
	rating, err := strconv.ParseUint(fields[0], 10, 8)
	if err != nil || rating > reputation.MaxRating {
		return ratingLine{}, fmt.Errorf("rating %q: want a whole number from 0 to 100", fields[0])
	}
	units, err := strconv.ParseUint(fields[1], 10, 64)
	if err != nil || units < 1 || units > deployment.DefaultCapUnits {
		return ratingLine{}, fmt.Errorf("weight %q: want a whole number of units from 1 to %d (the ledger caps a rating's weight at %d units; zero-value jobs are never rated)",
			fields[1], deployment.DefaultCapUnits, deployment.DefaultCapUnits)
	}
	age, err := strconv.ParseUint(fields[2], 10, 32)
	if err != nil || age > maxAge {
		return ratingLine{}, fmt.Errorf("age %q: want a whole number of epochs (0 is now)", fields[2])
	}
	return ratingLine{rating: uint8(rating), weight: baseUnits(units), age: age}, nil
}
