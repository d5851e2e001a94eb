package settler

import (
	"context"
	"fmt"
	"math/big"

	"github.com/repledger/repledger/follow"
)

// Step is one turn of the settler, in stages:
//
//  1. reconcile: a reorg that replaced blocks the checkpoint or the scan covers rewinds them;
//  2. confirm: ratings read past the checkpoint are checked at the safe head (head minus the
//     confirmation depth); those the chain no longer holds at all are submitted again;
//  3. commit: the checkpoint moves over every block whose completions are all done;
//  4. relay (x402, when on), beside stage 5: payers' signed outcomes in the outbox are checked
//     against their receipts at the safe head and relayed to the x402 source with rateBatch
//     (x402_relay.go);
//  5. next range and settle: the next blocks up to the safe head are read, their ratings derived,
//     what the ledger already holds dropped, the rest submitted (receipts awaited).
//
// It reports whether it has caught up: nothing more can be read before the chain moves on.
func (s *Service) Step(ctx context.Context) (bool, error) {
	s.health.stepStarted()
	defer s.health.stepDone()
	head, err := s.node.BlockNumber(ctx)
	if err != nil {
		return false, fmt.Errorf("read head: %w", err)
	}
	s.observeHead(head)
	if head < s.cfg.Confirmations {
		return true, nil
	}
	safe := head - s.cfg.Confirmations
	if err := s.reconcile(ctx); err != nil {
		return false, err
	}
	if err := s.confirm(ctx, safe); err != nil {
		return false, err
	}
	if err := s.commit(ctx); err != nil {
		return false, err
	}
	// The x402 relay runs beside the escrows' range: each waits for its own receipts, and one
	// after the other a step took two blocks' time whenever both had work (the load test's lag
	// went from 3 blocks to 5). They share only the transaction manager, made for concurrent
	// sends, and the counters.
	relayed := make(chan error, 1)
	go func() { relayed <- s.relayOutcomes(ctx, safe, head) }()
	caughtUp, err := s.settleNext(ctx, safe, head)
	if rerr := <-relayed; err == nil {
		err = rerr
	}
	return caughtUp && err == nil, err
}

// settleNext reads the next blocks up to the safe head, derives their ratings and submits them
// (stage 5), and moves the checkpoint over what is done.
func (s *Service) settleNext(ctx context.Context, safe, head uint64) (bool, error) {
	if len(s.scan.pending) >= 2*s.targetLogs() {
		// Enough is waiting for confirmations: memory stays bounded however far behind it is.
		return true, nil
	}
	from := s.scan.tip.Number + 1
	if from > safe {
		s.reportWaiting(ctx, safe, head)
		return true, nil
	}
	end, err := s.settleRange(ctx, from, safe)
	if err != nil {
		return false, err
	}
	if err := s.commit(ctx); err != nil {
		return false, err
	}
	return end >= safe, nil
}

// reconcile rewinds the checkpoint and the scan when a reorg has replaced blocks they cover.
// A rewind of the checkpoint beyond the blocks it remembers falls back on older anchors, at worst
// the start block: blocks are read again, never skipped.
func (s *Service) reconcile(ctx context.Context) error {
	cp := s.cp.clone()
	rw, err := cp.Reconcile(ctx, s.node)
	if err != nil {
		return fmt.Errorf("check the checkpoint's blocks: %w", err)
	}
	if rw != nil {
		ev := s.log.Warn()
		if rw.Deep {
			ev = s.log.Error() // an operator should know the chain reorganised this deep
		}
		ev.Uint64("checkpoint", rw.From).Uint64("rewind_to", rw.To).Bool("beyond_recent_blocks", rw.Deep).
			Msg("reorg replaced checkpointed blocks: reading again from the newest block still canonical")
		// The rewound checkpoint is saved at once: a crash now must not resume past the reorg.
		if err := s.saveCheckpoint(cp); err != nil {
			return err
		}
		s.forgetScan(ctx, cp.newest())
		return nil
	}
	if s.scan.tip.Number > s.cp.Block {
		ok, err := follow.Canonical(ctx, s.node, s.scan.tip)
		if err != nil {
			return err
		}
		if !ok {
			s.log.Warn().Uint64("read_up_to", s.scan.tip.Number).Uint64("checkpoint", s.cp.Block).
				Msg("reorg replaced blocks read since the checkpoint: reading them again")
			s.forgetScan(ctx, s.cp.newest())
		}
	}
	return nil
}

// forgetScan drops what was read past the checkpoint, to read it again from `to`. Ratings the
// reorg took off the chain with it are counted (they are submitted again once read again, if
// their completions are still canonical).
func (s *Service) forgetScan(ctx context.Context, to follow.BlockRef) {
	var ratings []*Rating
	for _, c := range s.scan.unburied() {
		ratings = append(ratings, c.rating)
	}
	if len(ratings) > 0 {
		if onChain, err := s.areRated(ctx, ratings, nil); err == nil {
			for _, ok := range onChain {
				if !ok {
					s.metrics.Reorged.Inc()
				}
			}
		}
	}
	s.scan.reset(to)
}

// commit moves the checkpoint over every block whose completions are all done.
func (s *Service) commit(ctx context.Context) error {
	through := s.scan.doneThrough()
	if through <= s.cp.Block {
		return nil
	}
	ref := s.scan.tip
	if through != ref.Number {
		h, err := s.node.HeaderByNumber(ctx, new(big.Int).SetUint64(through))
		if err != nil {
			return fmt.Errorf("read block %d: %w", through, err)
		}
		ref = follow.BlockRef{Number: through, Hash: h.Hash()}
	}
	next := s.cp.clone()
	next.Advance(ref)
	if err := s.saveCheckpoint(next); err != nil {
		return err
	}
	s.scan.dropThrough(through)
	return nil
}

// saveCheckpoint writes cp and makes it the current checkpoint.
func (s *Service) saveCheckpoint(cp *Checkpoint) error {
	if err := cp.Save(s.cfg.CheckpointPath); err != nil {
		return err // the operator must act: the disk refuses the checkpoint
	}
	s.cp = cp
	s.health.saved.Store(true)
	s.health.checkpoint.Store(cp.Block)
	s.metrics.Checkpoint.Set(float64(cp.Block))
	return nil
}

// settleRange reads the completions of the blocks from..safe (or of a prefix, as the span
// allows), derives their ratings, drops those already on the ledger, submits the rest and
// records them as pending. It returns the last block it covered.
func (s *Service) settleRange(ctx context.Context, from, safe uint64) (uint64, error) {
	logs, end, err := follow.Fetch(ctx, s.node, s.query, s.span, from, safe)
	if err != nil {
		return 0, err
	}
	header, err := s.node.HeaderByNumber(ctx, new(big.Int).SetUint64(end))
	if err != nil {
		return 0, fmt.Errorf("read block %d: %w", end, err)
	}
	for i := range logs {
		if logs[i].BlockNumber == end && logs[i].BlockHash != header.Hash() {
			return 0, fmt.Errorf("block %d changed while its logs were read (reorg): reading again", end)
		}
	}
	hooks, err := s.registeredHooks(ctx, logs)
	if err != nil {
		return 0, err
	}
	completions := s.derive(logs, hooks)
	var ratings []*Rating
	for _, c := range completions {
		if c.rating != nil {
			ratings = append(ratings, c.rating)
		}
	}
	toSubmit, err := s.dropRated(ctx, ratings)
	if err != nil {
		return 0, err
	}
	if toSubmit, err = s.dropStopped(ctx, toSubmit); err != nil {
		return 0, err
	}
	if err := s.submitAll(ctx, toSubmit); err != nil {
		return 0, err
	}
	// The range is recorded under its last block's hash: if a reorg replaced it meanwhile, the
	// range is read again rather than recorded on the wrong chain.
	if again, err := s.node.HeaderByNumber(ctx, new(big.Int).SetUint64(end)); err != nil {
		return 0, fmt.Errorf("read block %d: %w", end, err)
	} else if again.Hash() != header.Hash() {
		return 0, fmt.Errorf("block %d was replaced while its range was rated (reorg): reading again", end)
	}
	s.scan.add(completions, follow.BlockRef{Number: end, Hash: header.Hash()})
	s.metrics.Unconfirmed.Set(float64(len(s.scan.unburied())))
	s.log.Debug().Uint64("from", from).Uint64("to", end).Int("completions", len(completions)).
		Int("submitted", len(toSubmit)).Msg("range read")
	return end, nil
}

// reportWaiting logs, at info level and only when it changes, how many completions sit in blocks
// not yet buried under the confirmation depth, and the block by which the last is.
func (s *Service) reportWaiting(ctx context.Context, safe, head uint64) {
	if head <= safe || s.health.lastWaitingHead.Swap(head) == head {
		return
	}
	logs, _, err := follow.Fetch(ctx, s.node, s.query, follow.NewSpan(head-safe, 0), safe+1, head)
	if err != nil || len(logs) == 0 {
		return
	}
	last := logs[len(logs)-1].BlockNumber
	s.log.Info().Int("completions", len(logs)).Uint64("confirmations", s.cfg.Confirmations).
		Uint64("head", head).Uint64("rated_once_head_reaches", last+s.cfg.Confirmations).
		Msg("completions wait for confirmations before they are rated")
}
