package settler

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/core/types"
	"golang.org/x/sync/errgroup"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/settler/txmgr"
)

// maxInFlight bounds the submissions pending at once: nodes cap the transactions one account
// may have in their pool (geth keeps 16 executable per account before it counts global slots).
const maxInFlight = 16

// submitAll sends the ratings in batches, up to maxInFlight at once, and waits for every receipt.
func (s *Service) submitAll(ctx context.Context, rs []*Rating) error {
	var (
		g    errgroup.Group
		mu   sync.Mutex
		errs []error
	)
	g.SetLimit(maxInFlight)
	for lo := 0; lo < len(rs); lo += s.cfg.BatchSize {
		batch := rs[lo:min(lo+s.cfg.BatchSize, len(rs))]
		g.Go(func() error {
			// Every batch is tried, even after another failed: what goes through need not be
			// sent again.
			if err := s.submit(ctx, batch); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
			return nil
		})
	}
	_ = g.Wait() // the batches report through errs
	return errors.Join(errs...)
}

// submit sends one batch. A batch that reverts is split in halves until the offending rating
// stands alone; that one is logged for an operator and counted, and the rest go through.
func (s *Service) submit(ctx context.Context, batch []*Rating) error {
	keys := make([]*big.Int, len(batch))
	for i, r := range batch {
		keys[i] = r.Key()
	}
	// A send stuck on an unreachable node must surface as a failed step (logged, counted, retried
	// from the checkpoint) instead of waiting silently.
	sendCtx, cancel := context.WithTimeout(ctx, 4*s.cfg.ResubmitAfter)
	defer cancel()
	receipt, err := s.tx.Send(sendCtx, txmgr.Candidate{To: s.cfg.Ledger, Data: s.ledgerABI.PackSubmitBatch(keys)})
	if isRevert(err) {
		s.metrics.Reverts.Inc()
		if len(batch) == 1 {
			r := batch[0]
			ev := s.log.Error().Err(err).Uint32("escrow", r.Escrow).Str("job_id", r.JobID.String()).Str("agent_id", r.AgentID.String()).Str("agent", r.agent())
			if receipt != nil {
				ev = ev.Str("tx_hash", receipt.TxHash.Hex())
			}
			ev.Msg("the ledger refused this rating; it is skipped: check the job on the escrow")
			s.metrics.Skips.WithLabelValues("refused").Inc()
			r.refused = true
			return nil
		}
		half := len(batch) / 2
		if err := s.submit(ctx, batch[:half]); err != nil {
			return err
		}
		return s.submit(ctx, batch[half:])
	}
	if err != nil {
		return fmt.Errorf("submit %d ratings (jobs %s..%s): %w", len(batch), batch[0].JobID, batch[len(batch)-1].JobID, err)
	}
	s.metrics.GasUsed.Add(float64(receipt.GasUsed))
	applied := s.recordApplied(receipt)
	// The batch's ratings are on the chain as of this block; confirm checks that the block stays
	// canonical until it is buried, rather than asking the ledger about each rating again.
	mined := &follow.BlockRef{Number: receipt.BlockNumber.Uint64(), Hash: receipt.BlockHash}
	for _, r := range batch {
		r.mined = mined
	}
	s.bridge(ctx, applied)
	return nil
}

// recordApplied counts, logs and returns the ratings a mined submission applied: its Rated
// events. Items the ledger skipped as already rated (a replay after a restart or a reorg) are not
// counted.
func (s *Service) recordApplied(receipt *types.Receipt) []*bindings.ReputationLedgerRated {
	var applied []*bindings.ReputationLedgerRated
	for _, l := range receipt.Logs {
		ev, err := s.ledgerABI.UnpackRatedEvent(l)
		if err != nil {
			continue // RatingSkipped, or the escrow's own events
		}
		applied = append(applied, ev)
		s.rated.Add(1)
		s.metrics.Submitted.WithLabelValues(reputation.Kind(ev.Kind).String()).Inc()
		s.log.Info().Str("escrow", ev.Escrow.Hex()).Str("job_id", ev.JobId.String()).Str("agent_id", ev.AgentId.String()).
			Str("agent", formatAgent(ev.AgentId)).Uint8("rating", ev.Rating).
			Str("kind", reputation.Kind(ev.Kind).String()).Str("weight", ev.Weight.String()).
			Str("completion_epoch", ev.CompletionEpoch.String()).
			Str("tx_hash", receipt.TxHash.Hex()).Uint64("block", receipt.BlockNumber.Uint64()).Msg("rated")
	}
	return applied
}

// isRevert tells a refused submission (reverted on chain, or refused by gas estimation) from a
// failure to reach the node.
func isRevert(err error) bool {
	if err == nil {
		return false
	}
	return errors.Is(err, txmgr.ErrReverted) || strings.Contains(strings.ToLower(err.Error()), "execution reverted")
}
