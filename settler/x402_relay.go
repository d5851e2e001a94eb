package settler

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"golang.org/x/sync/errgroup"

	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/settler/txmgr"
)

// x402MaxBatch bounds a rateBatch whatever --batch-size says: each outcome is about 400 bytes of
// calldata, and nodes refuse transactions over 128 KiB (geth's pool); 200 outcomes are about
// 80 KiB and 5-10 M gas (about 23,000 gas an outcome on the simulated chain, more for an agent's
// first rating).
const x402MaxBatch = 200

// relayOutcomes is Step's x402 stage. It reads, at the safe head, the receipts of the pending
// outcomes (a chunk of them a step, in turns):
//
//   - rated at the safe head: done, whoever rated it (the rating is buried);
//   - not settled at the safe head: it waits, since its settlement may not be buried yet, until
//     the safe head's time is past settledAt + the source's outcome window: then it can never
//     be rated, and is dropped as expired;
//   - settled and not rated: it is sent in a rateBatch, unless a batch of the settler's holding
//     it was mined in a block that is still canonical and not yet buried, or the head shows it
//     rated or its slot recycled (it waits for the safe head to catch up);
//     a batch whose block a reorg replaced is sent again (the source rates a receipt once, so a
//     second send is harmless).
//
// Only a node error fails the stage; a bad outcome is logged, counted and dropped.
func (s *Service) relayOutcomes(ctx context.Context, safe, head uint64) error {
	r := s.x402
	if r == nil {
		return nil
	}
	defer func() { s.metrics.X402Pending.Set(float64(r.outbox.Len())) }()
	entries := r.outbox.Pending(r.cursor, x402Chunk)
	if len(entries) == x402Chunk {
		r.cursor = entries[len(entries)-1].Seq
	} else {
		r.cursor = 0 // the next step starts again from the oldest
	}
	if len(entries) == 0 {
		return nil
	}
	ids := make([]*big.Int, len(entries))
	for i := range entries {
		ids[i] = entries[i].Receipt
	}
	settled, rated, err := s.receiptStates(ctx, ids, new(big.Int).SetUint64(safe))
	if err != nil {
		return err
	}
	safeTime, err := s.headerTime(ctx, safe)
	if err != nil {
		return err
	}
	var (
		done       []string
		candidates []*OutboxEntry
		unheld     []*OutboxEntry
		reorged    = map[string]bool{}
		canon      = map[follow.BlockRef]bool{}
	)
	for i := range entries {
		e := &entries[i]
		switch {
		case rated[i]:
			done = append(done, e.Key)
			s.metrics.X402Buried.Inc()
			withEntry(s.log.Debug(), e).Msg("x402 receipt rated and buried: outcome done")
		case !settled[i]:
			if ref, ok := r.sent[e.Key]; ok && ref.Number <= safe {
				is, err := s.canonicalOnce(ctx, canon, ref)
				if err != nil {
					return err
				}
				if is {
					// Our rateBatch rated it and is buried; the source has since recycled the
					// receipt's slot for a later payment of the payer (X402Source.LANES).
					done = append(done, e.Key)
					s.metrics.X402Buried.Inc()
					withEntry(s.log.Debug(), e).Msg("x402 receipt rated and buried (its slot since recycled): outcome done")
					continue
				}
			}
			unheld = append(unheld, e)
		default:
			if ref, ok := r.sent[e.Key]; ok {
				is, err := s.canonicalOnce(ctx, canon, ref)
				if err != nil {
					return err
				}
				if is && ref.Number > safe {
					continue // mined, waiting to be buried
				}
				// Forgotten only when sent again (sendOutcomes): a step that fails before then
				// finds it here again, and counts it once.
				reorged[e.Key] = !is
			}
			candidates = append(candidates, e)
		}
	}
	closed, err := s.closeUnheld(ctx, unheld, safe, safeTime)
	if err != nil {
		return err
	}
	done = append(done, closed...)
	if err := s.finishOutcomes(done); err != nil {
		return err
	}
	return s.sendOutcomes(ctx, candidates, reorged, head)
}

// canonicalOnce is follow.Canonical for ref, asked at most once per step.
func (s *Service) canonicalOnce(ctx context.Context, canon map[follow.BlockRef]bool, ref follow.BlockRef) (bool, error) {
	if is, seen := canon[ref]; seen {
		return is, nil
	}
	is, err := follow.Canonical(ctx, s.node, ref)
	if err != nil {
		return false, err
	}
	canon[ref] = is
	return is, nil
}

// closeUnheld decides the outcomes whose receipt the source does not hold at the safe block:
// when the asset has used the payment's authorization there, no rating can come of it (rated by
// another relay and recycled, past its window, or settled past the source); when it has not, the
// settlement is not buried yet, and the outcome waits until its window ends.
func (s *Service) closeUnheld(ctx context.Context, es []*OutboxEntry, safe, safeTime uint64) ([]string, error) {
	// Only an outcome whose settlement time the safe block has reached can have its settlement
	// buried: the others (the common case, an outcome delivered right after its payment) wait
	// without asking the asset, so a step costs no call per waiting outcome.
	var ask []*OutboxEntry
	for _, e := range es {
		if safeTime >= e.Outcome.SettledAt {
			ask = append(ask, e)
		}
	}
	if len(ask) == 0 {
		return nil, nil
	}
	used, err := s.authorizationsUsed(ctx, ask, new(big.Int).SetUint64(safe))
	if err != nil {
		return nil, err
	}
	var done []string
	for i, e := range ask {
		switch {
		case used[i]:
			done = append(done, e.Key)
			s.metrics.X402Closed.Inc()
			withEntry(s.log.Info(), e).Uint64("safe_block", safe).
				Msg("x402 outcome closed: the payment's authorization is used but the source holds no receipt of it (rated, by another relay or by this settler before a restart, and its slot recycled; past its window; or not settled through the source)")
		case safeTime > s.x402.deadline(e):
			done = append(done, e.Key)
			s.metrics.X402Expired.Inc()
			withEntry(s.log.Warn(), e).Uint64("settled_at", e.Outcome.SettledAt).Uint64("deadline", s.x402.deadline(e)).
				Uint64("safe_block", safe).Msg("x402 outcome dropped as expired: no settlement of its receipt was buried before its outcome window ended")
		}
	}
	return done, nil
}

// finishOutcomes marks outcomes done in the outbox.
func (s *Service) finishOutcomes(keys []string) error {
	if len(keys) == 0 {
		return nil
	}
	if err := s.x402.outbox.Done(keys...); err != nil {
		s.log.Error().Err(err).Msg("x402 outbox refuses writes: the operator must act (the outcomes are kept, and looked at again)")
		return err
	}
	for _, k := range keys {
		delete(s.x402.sent, k)
	}
	return nil
}

// sendOutcomes relays the outcomes of receipts settled and unrated at the safe block: those rated
// at the newest block, or gone from the source there, wait for the safe head; those whose window
// has passed by the head's clock are refused here (the source would); the rest go out in
// rateBatch transactions, one outcome per receipt at a time.
func (s *Service) sendOutcomes(ctx context.Context, candidates []*OutboxEntry, reorged map[string]bool, head uint64) error {
	r := s.x402
	if len(candidates) == 0 {
		return nil
	}
	headTime, err := s.headerTime(ctx, head)
	if err != nil {
		return err
	}
	ids := make([]*big.Int, len(candidates))
	for i, e := range candidates {
		ids[i] = e.Receipt
	}
	settledNow, ratedNow, err := s.receiptStates(ctx, ids, nil)
	if err != nil {
		return err
	}
	var late []string
	live := candidates[:0:0]
	receipts := map[string]bool{}
	for i, e := range candidates {
		id := e.Receipt.String()
		switch {
		// Each of these waits for the safe head to decide it: rated in a block not yet buried;
		// or gone from the source at the head, though settled and unrated at the safe block: the
		// source recycles a receipt's slot only once it is rated (perhaps by this settler before
		// a restart) or past its window, and would refuse it as unknown (and, past the deadline,
		// it is no late outcome of the payer's); or another outcome of the receipt goes first.
		case ratedNow[i] || !settledNow[i] || receipts[id]:
			continue
		case headTime > r.deadline(e):
			late = append(late, e.Key)
			s.refused(e, RefusedTooLate, "")
			continue
		}
		receipts[id] = true
		live = append(live, e)
	}
	if err := s.finishOutcomes(late); err != nil || len(live) == 0 {
		return err
	}
	stopped, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.ledgerABI.PackIsEscrowStopped(r.index), s.ledgerABI.UnpackIsEscrowStopped)
	if err != nil {
		return fmt.Errorf("read whether the ledger stopped the x402 source: %w", err)
	}
	if stopped != r.stopped {
		r.stopped = stopped
		if stopped {
			s.log.Warn().Str("source", r.source.Hex()).Int("waiting", len(live)).
				Msg("the ledger's admin stopped the x402 source: outcomes wait (until it resumes, or their windows end)")
		} else {
			s.log.Info().Str("source", r.source.Hex()).Msg("the x402 source takes ratings again")
		}
	}
	if stopped {
		return nil
	}
	for _, e := range live {
		if reorged[e.Key] {
			s.metrics.Reorged.Inc()
			withEntry(s.log.Warn(), e).Msg("x402 rating vanished from the chain (a reorg removed the block of its rateBatch): sending it again")
		}
		delete(r.sent, e.Key)
	}
	return s.relayAll(ctx, live)
}

// relayResult is what a rateBatch did: outcomes mined (key → block) and outcomes done for good.
type relayResult struct {
	mined map[string]follow.BlockRef
	done  []string
}

// relayAll sends the outcomes in batches, up to maxInFlight at once, and records the results.
func (s *Service) relayAll(ctx context.Context, es []*OutboxEntry) error {
	var (
		g       errgroup.Group
		mu      sync.Mutex
		errs    []error
		results []relayResult
	)
	g.SetLimit(maxInFlight)
	size := min(s.cfg.BatchSize, x402MaxBatch)
	for lo := 0; lo < len(es); lo += size {
		batch := es[lo:min(lo+size, len(es))]
		g.Go(func() error {
			res, err := s.relayBatch(ctx, batch)
			mu.Lock()
			defer mu.Unlock()
			results = append(results, res)
			if err != nil {
				errs = append(errs, err)
			}
			return nil
		})
	}
	_ = g.Wait() // the batches report through errs
	var done []string
	for _, res := range results {
		for k, ref := range res.mined {
			s.x402.sent[k] = ref
		}
		done = append(done, res.done...)
	}
	if err := s.finishOutcomes(done); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// relayBatch sends one rateBatch and reads its receipt: the ledger's Rated events and the
// source's OutcomeRefused events, one per outcome. A batch that reverts is split in halves until
// the offending outcome stands alone; that one is logged and dropped.
func (s *Service) relayBatch(ctx context.Context, batch []*OutboxEntry) (relayResult, error) {
	r := s.x402
	res := relayResult{mined: map[string]follow.BlockRef{}}
	outs := make([]x402source.X402SourceSignedOutcome, len(batch))
	for i, e := range batch {
		outs[i] = e.Outcome.Binding()
	}
	sendCtx, cancel := context.WithTimeout(ctx, 4*s.cfg.ResubmitAfter)
	defer cancel()
	receipt, err := s.tx.Send(sendCtx, txmgr.Candidate{To: r.source, Data: r.abi.PackRateBatch(outs)})
	if isRevert(err) {
		s.metrics.Reverts.Inc()
		if len(batch) > 1 {
			half := len(batch) / 2
			a, errA := s.relayBatch(ctx, batch[:half])
			b, errB := s.relayBatch(ctx, batch[half:])
			for k, v := range b.mined {
				a.mined[k] = v
			}
			a.done = append(a.done, b.done...)
			return a, errors.Join(errA, errB)
		}
		// The ledger refuses every rating of a stopped source: such outcomes wait, they are not lost.
		if stopped, serr := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.ledgerABI.PackIsEscrowStopped(r.index), s.ledgerABI.UnpackIsEscrowStopped); serr != nil || stopped {
			return res, serr
		}
		txHash := ""
		if receipt != nil {
			txHash = receipt.TxHash.Hex()
		}
		s.refused(batch[0], RefusedReverted, txHash)
		withEntry(s.log.Error(), batch[0]).Err(err).Msg("rateBatch reverted with this x402 outcome alone: it is dropped; check the receipt on the source")
		res.done = append(res.done, batch[0].Key)
		return res, nil
	}
	if err != nil {
		return res, fmt.Errorf("relay %d x402 outcomes (receipts %s..): %w", len(batch), batch[0].Receipt, err)
	}
	s.metrics.GasUsed.Add(float64(receipt.GasUsed))
	s.recordApplied(receipt)
	refusedAs := map[string]uint8{}
	for _, l := range receipt.Logs {
		if l.Address != r.source {
			continue
		}
		if ev, err := r.abi.UnpackOutcomeRefusedEvent(l); err == nil {
			refusedAs[ev.ReceiptId.String()] = ev.Reason
		}
	}
	mined := follow.BlockRef{Number: receipt.BlockNumber.Uint64(), Hash: receipt.BlockHash}
	for _, e := range batch {
		reason, isRefused := refusedAs[e.Receipt.String()]
		name := fmt.Sprintf("reason_%d", reason) // a reason this settler does not know
		if int(reason) < len(refusalReasons) && refusalReasons[reason] != "" {
			name = refusalReasons[reason]
		}
		switch {
		case !isRefused:
			res.mined[e.Key] = mined // rated: done once buried
		case name == RefusedAlreadyRated:
			s.metrics.X402Refused.WithLabelValues(name).Inc()
			withEntry(s.log.Info(), e).Str("tx_hash", receipt.TxHash.Hex()).Msg("x402 receipt already rated (a replay): nothing to do once that rating is buried")
			res.mined[e.Key] = mined
		default:
			s.refused(e, name, receipt.TxHash.Hex())
			res.done = append(res.done, e.Key)
		}
	}
	return res, nil
}

// refused logs and counts an outcome the source refused, or would refuse, for good.
func (s *Service) refused(e *OutboxEntry, reason, txHash string) {
	s.metrics.X402Refused.WithLabelValues(reason).Inc()
	if reason == RefusedReverted {
		return // logged at error level by the caller
	}
	ev := withEntry(s.log.Warn(), e).Str("reason", reason).Uint64("settled_at", e.Outcome.SettledAt).
		Uint64("deadline", s.x402.deadline(e))
	if txHash != "" {
		ev = ev.Str("tx_hash", txHash)
	}
	ev.Msg("x402 outcome refused by the source: dropped (the payer must fix it; see docs/operators.md, x402 outcomes)")
}
