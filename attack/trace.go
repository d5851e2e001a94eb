package attack

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/router"
)

// trace follows one attack's target read by read, for the policy and formula columns.
type trace struct {
	lab    *Lab
	target common.Address
	reads  []router.Decision
}

func newTrace(lab *Lab, target common.Address) *trace { return &trace{lab: lab, target: target} }

func (t *trace) observe(n int, d router.Decision) error {
	t.reads = append(t.reads, d)
	return nil
}

func (t *trace) policies() []PolicyResult  { return nil }
func (t *trace) formulas() []FormulaResult { return nil }
