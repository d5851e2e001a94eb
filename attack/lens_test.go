package attack

import (
	"strings"
	"testing"
)

// Through the honest buyers' lens, no buying attack moves the sub-floor agent at all, at any
// number of jobs played, while the default score is bought: the ring's payers have no trust.
func TestBuyingAttacksGetNowhereInTheLens(t *testing.T) {
	for _, name := range []string{"wash-ring-2", "wash-ring-5", "wash-ring-20", "whale"} {
		t.Run(name, func(t *testing.T) {
			r := play(t, name)
			if len(r.Lenses) != 1 {
				t.Fatalf("lenses %+v, want the honest buyers' lens", r.Lenses)
			}
			lr := r.Lenses[0]
			if !r.RoutableAfter || lr.RoutableAfter || lr.LowerAfter != lr.LowerBefore || lr.LowerBefore != r.LowerBefore ||
				lr.NoEvidence || lr.CountedUnits >= lr.TotalUnits || lr.Instead == "" {
				t.Fatalf("default routable %v (%d bps); lens %+v: want the lens unmoved, under the floor, counting only the honest record",
					r.RoutableAfter, r.LowerAfter, lr)
			}
		})
	}
}

// The hostile buyer is nobody the anchors trust: through their lens its zeros count nothing and
// the good agent stays where it was. The hostile evaluator was named by the anchors themselves:
// its "no output" weighs as much as they do, so the lens is bounded by whom they named.
func TestHostileRatersAreBoundedByWhoNamedThem(t *testing.T) {
	buyer := play(t, "hostile-buyer")
	if lr := buyer.Lenses[0]; buyer.RoutableAfter || !lr.RoutableAfter || lr.LowerAfter != lr.LowerBefore {
		t.Fatalf("hostile buyer: default routable %v; lens %+v: want the lens unmoved and routable", buyer.RoutableAfter, lr)
	}
	evaluator := play(t, "hostile-evaluator")
	if lr := evaluator.Lenses[0]; lr.LowerAfter >= lr.LowerBefore {
		t.Fatalf("hostile evaluator: lens %+v: the anchors' own jobs carry its ratings, so the lens must fall too", lr)
	}
	var b strings.Builder
	if err := WriteLensTable(&b, []Result{buyer, evaluator}); err != nil || !strings.Contains(b.String(), "honest buyers") {
		t.Fatalf("table %q %v", b.String(), err)
	}
}

// A fresh address has no evidence through the lens: told so, never "not routable".
func TestSybilNewcomerHasNoEvidenceInTheLens(t *testing.T) {
	r := play(t, "sybil-newcomer")
	if lr := r.Lenses[0]; !lr.NoEvidence || !lr.RoutableAfter || lr.LowerBefore >= 5500 {
		t.Fatalf("lens %+v: want no evidence for the fresh address (prior, routable) and the old one under the floor", lr)
	}
}
