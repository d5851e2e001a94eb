package reputation

import (
	"math/big"
	"strings"
	"testing"
)

func TestOutcomeWordRoundTrip(t *testing.T) {
	for _, o := range []Outcome{{}, {NoOutput: true}, {Baked: true}, {Shipped: true, CriticRan: true, Violations: 3},
		{Shipped: true, CriticRan: true, Violations: 255}} {
		w := o.Word()
		if w.BitLen() != 249 { // tag 0x01 in the top byte
			t.Fatalf("%+v: word %x is not tagged", o, w)
		}
		back, ok := OutcomeOfWord(w)
		if !ok || back != o {
			t.Fatalf("%+v: read back %+v ok=%v", o, back, ok)
		}
	}
	// The Solidity rubric's own example: shipped, critic ran, one violation = tag | 0x010c.
	want, _ := new(big.Int).SetString("01"+strings.Repeat("0", 59)+"10c", 16)
	if got := (Outcome{Shipped: true, CriticRan: true, Violations: 1}).Word(); got.Cmp(want) != 0 {
		t.Fatalf("word %x, want %x", got, want)
	}
}

// What the x402 source refuses (Rubric.isValid, no buyer rating) is refused here too.
func TestOutcomeOfWordRefusals(t *testing.T) {
	tag := new(big.Int).Lsh(big.NewInt(OutcomeTag), 248)
	with := func(bits int64) *big.Int { return new(big.Int).Or(tag, big.NewInt(bits)) }
	for name, w := range map[string]*big.Int{
		"untagged":                  big.NewInt(OutcomeShipped),
		"buyer rating":              with(OutcomeHasBuyerRating | 90<<OutcomeBuyerRatingAt),
		"violations without critic": with(2 << OutcomeViolationsAt),
		"unknown bit 4":             with(1 << 4),
		"wrong tag":                 new(big.Int).Lsh(big.NewInt(2), 248),
		"nil":                       nil,
	} {
		if o, ok := OutcomeOfWord(w); ok {
			t.Errorf("%s: accepted as %+v", name, o)
		}
	}
}
