package attack

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
)

func ev(payer byte, rating uint8) *bindings.ReputationLedgerRated {
	return &bindings.ReputationLedgerRated{Payer: common.Address{payer}, Rating: rating, JobId: big.NewInt(int64(payer)*1000 + int64(rating)),
		CompletionEpoch: big.NewInt(3), AppliedEpoch: big.NewInt(3), Weight: big.NewInt(Unit)}
}

// The distinct-partner rule counts each payer once: one payer's 100 is 5 stars against a 3-star
// prior weighing 3, (5 + 9)/4 = 3.5 stars, 0.625 on 0–1, × 1/5 for one partner = 12.5.
func TestPartnerScore(t *testing.T) {
	if s, n := partnerScore([]*bindings.ReputationLedgerRated{ev('a', 100), ev('a', 100), ev('a', 100)}); n != 1 || math.Abs(s-12.5) > 1e-9 {
		t.Fatalf("one payer rating 100 thrice: %.4f from %d partners, want 12.5 from 1", s, n)
	}
	// Five payers at 100: (25 + 9)/8 = 4.25 stars, 0.8125, × 1 = 81.25.
	var five []*bindings.ReputationLedgerRated
	for p := range byte(5) {
		five = append(five, ev('a'+p, 100))
	}
	if s, _ := partnerScore(five); math.Abs(s-81.25) > 1e-9 {
		t.Fatalf("five payers at 100: %.4f, want 81.25", s)
	}
}

// Mapped onto QED, one payer's three 100s are three receipts on one target, the repeats weighed
// 1/√2 and 1/√3: (1 + 0.7071 + 0.5774 + 2.5)/(2.2845 + 5) = 65.68 → 66, provisional.
func TestQEDMapping(t *testing.T) {
	got, err := qedScore([]*bindings.ReputationLedgerRated{ev('a', 100), ev('a', 90), ev('a', 70)}, 604_800, 3)
	if err != nil || got != "66 provisional" {
		t.Fatalf("qed/v0 of three verified receipts on one target: %q, %v; want 66 provisional", got, err)
	}
	if got, _ := qedScore([]*bindings.ReputationLedgerRated{ev('a', 69)}, 604_800, 3); got != "42 provisional" {
		t.Fatalf("a 69 is failed: (0 + 2.5)/(1 + 5) = 41.7 → 42, got %q", got)
	}
}

// On the measured rings: QED stays provisional, and the distinct-partner rule rises with the
// ring's size while the ledger's bound does not.
func TestPeerFormulasOnTheRings(t *testing.T) {
	if testing.Short() {
		t.Skip("needs the rings of 5 and 20")
	}
	var partners []float64
	for _, name := range []string{"wash-ring-2", "wash-ring-5", "wash-ring-20"} {
		r := play(t, name)
		if len(r.Formulas) != 2 || !strings.HasSuffix(r.Formulas[0].Outcome, "provisional") {
			t.Fatalf("%s: formulas %+v", name, r.Formulas)
		}
		var after float64
		out := r.Formulas[1].Outcome
		if _, err := fmt.Sscanf(out[strings.Index(out, "→")+len("→ "):], "%g", &after); err != nil {
			t.Fatalf("%s: %q: %v", name, out, err)
		}
		partners = append(partners, after)
	}
	if !(partners[0] < partners[1] && partners[1] < partners[2]) {
		t.Errorf("distinct partners after rings of 2, 5, 20: %v; want rising", partners)
	}
}
