package qed

import (
	"fmt"
	"math"
	"math/big"
	"testing"
	"time"
)

// halfCase is an input whose score is exactly X.5 in rationals: nV verified and nF failed
// receipts of one weight v (same age, each on its own target), then v1 verified and f1 failed
// of weight 1 (age 0), so that (Σw·p + 2.5)/(Σw + 5) = (nV·v + v1 + 2.5)/(8·v + v1 + f1 + 5)
// = j/8 for any v, when nV = j, nF = 8 − j and 8·v1 + 20 = j·(v1 + f1 + 5), as long as the
// float64 sums are exact.
type halfCase struct {
	j, nV, nF, v1, f1 int
	want              int // round half up of 100·j/8
}

func (c halfCase) receipts(age time.Duration) []Receipt {
	var rs []Receipt
	add := func(n int, at time.Time, v Verdict) {
		for range n {
			rs = append(rs, Receipt{ID: fmt.Sprint("r", len(rs)), Time: at, Action: "audit", Target: fmt.Sprint("t", len(rs)), Verdict: v})
		}
	}
	add(c.nV, asOf.Add(-age), Verified)
	add(c.nF, asOf.Add(-age), Failed)
	add(c.v1, asOf, Verified)
	add(c.f1, asOf, Failed)
	return rs
}

// exactPercent is 100·(Σw·p + 2.5)/(Σw + 5) in rationals, on the float64 sums the result reports.
func exactPercent(res *Result) *big.Rat {
	num := new(big.Rat).SetFloat64(res.SumWP + PriorWeight*PriorPoints)
	den := new(big.Rat).SetFloat64(res.SumW + PriorWeight)
	return num.Mul(num, big.NewRat(100, 1)).Quo(num, den)
}

// A score that is exactly a half rounds up even where the float64 quotient 100·num/den comes
// out just below the half: 12.5, 37.5, 62.5 and 87.5 on sums of 48 and more significant bits,
// where 100·num is rounded before the division (issue 22: math.Round of that quotient scored
// one point low). The receipts' age is searched for such sums, so the test does not depend on
// how math.Exp2 rounds on this machine; each case asserts it is an exact half the float misses.
func TestExactHalfWhereTheFloatQuotientFallsShort(t *testing.T) {
	for _, c := range []halfCase{
		{j: 1, nV: 1, nF: 7, v1: 0, f1: 15, want: 13},
		{j: 3, nV: 3, nF: 5, v1: 5, f1: 10, want: 38},
		{j: 5, nV: 5, nF: 3, v1: 5, f1: 2, want: 63},
		{j: 7, nV: 7, nF: 1, v1: 15, f1: 0, want: 88},
	} {
		half := new(big.Rat).SetFrac64(100*int64(c.j), 8)
		found := false
		// Ages from 1 day on, a millisecond apart: v = 2^(-age/30 days) ≈ 0.98 runs through
		// full-mantissa values, of which about one in 32 leaves the sums exact, and a fair share
		// of those round 100·num down far enough for the quotient to fall below the half.
		for step := range 20_000 {
			age := day + time.Duration(step)*time.Millisecond
			res, err := Score(&Input{AsOf: asOf, Receipts: c.receipts(age)})
			if err != nil {
				t.Fatal(err)
			}
			if exactPercent(res).Cmp(half) != 0 {
				continue // the float sums rounded: not an exact half
			}
			float := math.Round(100 * (res.SumWP + PriorWeight*PriorPoints) / (res.SumW + PriorWeight))
			if int(float) == c.want {
				continue // the float quotient happens to land on the half here
			}
			found = true
			if res.Score != c.want {
				t.Errorf("%d/8: Σw·p = %v, Σw = %v: exactly %s, scored %d; want %d (round half up), the float quotient gives %v",
					c.j, res.SumWP, res.SumW, half.FloatString(1), res.Score, c.want, float)
			}
			t.Logf("%d/8 at age %v: Σw·p = %v, Σw = %v: float quotient %v, score %d", c.j, age, res.SumWP, res.SumW,
				100*(res.SumWP+PriorWeight*PriorPoints)/(res.SumW+PriorWeight), res.Score)
			break
		}
		if !found {
			t.Fatalf("%d/8: no age found where the sums are an exact half the float quotient misses", c.j)
		}
	}
}
