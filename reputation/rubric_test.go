package reputation

import "testing"

func TestRate(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    Outcome
		want uint8
		rule Rule
	}{
		{"no output wins over everything", Outcome{NoOutput: true, Baked: true, Shipped: true, CriticRan: true}, 20, RuleNoOutput},
		{"baked wins over the free-form rules", Outcome{Baked: true, CriticRan: true, Violations: 9}, 95, RuleBaked},
		{"base", Outcome{}, 70, RuleFreeForm},
		{"shipped", Outcome{Shipped: true}, 85, RuleFreeForm},
		{"shipped, clean critic", Outcome{Shipped: true, CriticRan: true}, 95, RuleFreeForm},
		{"clean critic, nothing shipped", Outcome{CriticRan: true}, 80, RuleFreeForm},
		{"two violations", Outcome{Shipped: true, CriticRan: true, Violations: 2}, 79, RuleFreeForm},
		{"ten violations", Outcome{CriticRan: true, Violations: 10}, 40, RuleFreeForm},
		{"only the first ten violations count", Outcome{CriticRan: true, Violations: 255}, 40, RuleFreeForm},
	} {
		got, rule := Rate(tc.o)
		if got != tc.want || rule != tc.rule {
			t.Errorf("%s: Rate(%+v) = %d (%s), want %d (%s)", tc.name, tc.o, got, rule, tc.want, tc.rule)
		}
	}
}
