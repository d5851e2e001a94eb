package settler

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/follow"
)

// areRatedChunk bounds one areRated call.
const areRatedChunk = 500

// confirm checks the ratings read past the checkpoint. A rating the settler saw mined is buried
// once the block of its submission is at or below the safe head (head minus the confirmation
// depth) and still canonical: one header per submission, not one ledger read per rating. A
// rating whose provenance is unknown (found on the ledger after a restart) is buried once the
// ledger holds it as of the safe head. Ratings whose submission block a reorg replaced, and that
// the ledger no longer holds at all, are submitted again.
func (s *Service) confirm(ctx context.Context, safe uint64) error {
	var unknown, replaced []*completion
	canon := map[follow.BlockRef]bool{}
	for _, c := range s.scan.unburied() {
		ref := c.rating.mined
		if ref == nil {
			unknown = append(unknown, c)
			continue
		}
		ok, seen := canon[*ref]
		if !seen {
			var err error
			if ok, err = follow.Canonical(ctx, s.node, *ref); err != nil {
				return err
			}
			canon[*ref] = ok
		}
		switch {
		case !ok:
			replaced = append(replaced, c)
		case ref.Number <= safe:
			c.buried = true
			s.metrics.Confirmed.Inc()
		}
	}
	if err := s.confirmUnknown(ctx, unknown, safe); err != nil {
		return err
	}
	s.metrics.Unconfirmed.Set(float64(len(s.scan.unburied())))
	if len(replaced) == 0 {
		return nil
	}
	ratings := make([]*Rating, len(replaced))
	for i, c := range replaced {
		ratings[i] = c.rating
	}
	onChain, err := s.areRated(ctx, ratings, nil)
	if err != nil {
		return err
	}
	var vanished []*Rating
	for i, r := range ratings {
		r.mined = nil // wherever it is now, it is no longer where the receipt said
		if !onChain[i] {
			vanished = append(vanished, r)
		}
	}
	// Those the node mined again elsewhere (geth does) are left to confirmUnknown.
	return s.resubmitVanished(ctx, vanished)
}

// confirmUnknown buries the ratings of unknown provenance that the ledger holds as of the safe
// head; the others wait (they are on the ledger at the newest block, or were when read).
func (s *Service) confirmUnknown(ctx context.Context, cs []*completion, safe uint64) error {
	if len(cs) == 0 {
		return nil
	}
	ratings := make([]*Rating, len(cs))
	for i, c := range cs {
		ratings[i] = c.rating
	}
	buried, err := s.areRated(ctx, ratings, new(big.Int).SetUint64(safe))
	if err != nil {
		return err
	}
	var notBuried []*Rating
	for i, c := range cs {
		if buried[i] {
			c.buried = true
			s.metrics.Confirmed.Inc()
		} else {
			notBuried = append(notBuried, c.rating)
		}
	}
	if len(notBuried) == 0 {
		return nil
	}
	// Held at the newest block, they wait to be buried; gone even there, a reorg took them
	// (the settler submits them again once it reads their range anew, or below).
	onChain, err := s.areRated(ctx, notBuried, nil)
	if err != nil {
		return err
	}
	var vanished []*Rating
	for i, r := range notBuried {
		if !onChain[i] {
			vanished = append(vanished, r)
		}
	}
	return s.resubmitVanished(ctx, vanished)
}

// resubmitVanished submits again ratings a reorg took off the chain, unless the reorg replaced
// their completions too: then those are read again rather than rated from what they were.
func (s *Service) resubmitVanished(ctx context.Context, vanished []*Rating) error {
	if len(vanished) == 0 {
		return nil
	}
	if ok, err := follow.Canonical(ctx, s.node, s.scan.tip); err != nil || !ok {
		if err == nil {
			s.log.Warn().Uint64("read_up_to", s.scan.tip.Number).Msg("reorg replaced blocks read since the checkpoint: reading them again")
			s.forgetScan(ctx, s.cp.newest())
		}
		return err
	}
	s.metrics.Reorged.Add(float64(len(vanished)))
	s.log.Warn().Int("ratings", len(vanished)).Str("first_job_id", vanished[0].JobID.String()).
		Msg("ratings vanished from the chain (a reorg removed the block of their submission): submitting them again")
	return s.submitAll(ctx, vanished)
}

// areRated asks the ledger, at `block` (nil: the newest), which ratings it holds, with one
// areRated call per chunk.
func (s *Service) areRated(ctx context.Context, rs []*Rating, block *big.Int) ([]bool, error) {
	out := make([]bool, 0, len(rs))
	for lo := 0; lo < len(rs); lo += areRatedChunk {
		chunk := rs[lo:min(lo+areRatedChunk, len(rs))]
		keys := make([]*big.Int, len(chunk))
		for i, r := range chunk {
			keys[i] = r.Key()
		}
		rated, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx, BlockNumber: block}, s.ledgerABI.PackAreRated(keys), s.ledgerABI.UnpackAreRated)
		if err != nil {
			at := "the newest block"
			if block != nil {
				at = "block " + block.String()
			}
			return nil, fmt.Errorf("read areRated at %s: %w", at, err)
		}
		if len(rated) != len(chunk) {
			return nil, fmt.Errorf("areRated answered %d flags for %d ratings", len(rated), len(chunk))
		}
		out = append(out, rated...)
	}
	return out, nil
}

// dropRated removes ratings the ledger already holds at the newest block. They stay pending
// (their completions' blocks are not done) until confirm finds them buried.
func (s *Service) dropRated(ctx context.Context, rs []*Rating) ([]*Rating, error) {
	rated, err := s.areRated(ctx, rs, nil)
	if err != nil {
		return nil, err
	}
	out := make([]*Rating, 0, len(rs))
	for i, r := range rs {
		if rated[i] {
			s.metrics.Skips.WithLabelValues(string(SkipAlreadyRated)).Inc()
			continue
		}
		out = append(out, r)
	}
	return out, nil
}

// dropStopped removes ratings from escrows the ledger's admin has stopped: the ledger would
// refuse them (and the whole batch with them). They count as done, skipped.
func (s *Service) dropStopped(ctx context.Context, rs []*Rating) ([]*Rating, error) {
	stopped := map[uint32]bool{}
	out := rs[:0:0]
	for _, r := range rs {
		is, seen := stopped[r.Escrow]
		if !seen {
			var err error
			is, err = bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.ledgerABI.PackIsEscrowStopped(r.Escrow), s.ledgerABI.UnpackIsEscrowStopped)
			if err != nil {
				return nil, fmt.Errorf("read whether escrow %d is stopped: %w", r.Escrow, err)
			}
			stopped[r.Escrow] = is
		}
		if is {
			r.refused = true
			s.metrics.Skips.WithLabelValues(string(SkipEscrowStopped)).Inc()
			s.log.Info().Uint32("escrow", r.Escrow).Str("job_id", r.JobID.String()).Msg("settlement not rated: the ledger stopped taking ratings from its escrow")
			continue
		}
		out = append(out, r)
	}
	return out, nil
}
