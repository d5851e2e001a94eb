package settler

import (
	"github.com/repledger/repledger/follow"
)

// completion is one JobCompleted event read past the checkpoint.
type completion struct {
	block  uint64
	rating *Rating // nil when the settlement is not rated (skipped for a reason): done at once
	buried bool    // its rating is on the ledger as of the safe head
}

// done reports whether nothing more is owed for the completion.
func (c *completion) done() bool { return c.rating == nil || c.rating.refused || c.buried }

// scan is what the settler has read past its checkpoint: completions whose ratings were
// submitted (their receipts seen) or found already on the ledger, but not yet buried under the
// confirmation depth. The checkpoint moves over them once they are; a reorg that removes their
// ratings has them submitted again, one that replaces the blocks they were read from has them
// read again.
type scan struct {
	tip     follow.BlockRef // the last block read; the checkpoint's block when nothing is pending
	pending []*completion   // oldest first
}

// reset forgets everything read past `to`, which is where reading resumes.
func (s *scan) reset(to follow.BlockRef) {
	s.tip = to
	s.pending = nil
}

// add records the completions of blocks up to `tip`.
func (s *scan) add(cs []*completion, tip follow.BlockRef) {
	s.pending = append(s.pending, cs...)
	s.tip = tip
}

// unburied are the pending completions whose ratings are not yet buried.
func (s *scan) unburied() []*completion {
	var out []*completion
	for _, c := range s.pending {
		if !c.done() {
			out = append(out, c)
		}
	}
	return out
}

// doneThrough is the highest block b ≤ tip such that every completion up to b is done.
func (s *scan) doneThrough() uint64 {
	for _, c := range s.pending {
		if !c.done() {
			return c.block - 1
		}
	}
	return s.tip.Number
}

// dropThrough forgets the completions of blocks up to b: the checkpoint has passed them.
func (s *scan) dropThrough(b uint64) {
	i := 0
	for i < len(s.pending) && s.pending[i].block <= b {
		i++
	}
	s.pending = append([]*completion(nil), s.pending[i:]...)
}
