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

// confirm checks the ratings read past the checkpoint against the ledger as of the safe head:
// those it holds there are buried and done. Of the rest, those the ledger does not hold even at
// the newest block were removed by a reorg (the block of their submission was replaced, and
// the node did not mine the transaction again): they are submitted again.
func (s *Service) confirm(ctx context.Context, safe uint64) error {
	waiting := s.scan.unburied()
	if len(waiting) == 0 {
		return nil
	}
	ratings := make([]*Rating, len(waiting))
	for i, c := range waiting {
		ratings[i] = c.rating
	}
	buried, err := s.areRated(ctx, ratings, new(big.Int).SetUint64(safe))
	if err != nil {
		return err
	}
	var notBuried []*completion
	for i, c := range waiting {
		if buried[i] {
			c.buried = true
			s.metrics.Confirmed.Inc()
			continue
		}
		notBuried = append(notBuried, c)
	}
	s.metrics.Unconfirmed.Set(float64(len(notBuried)))
	if len(notBuried) == 0 {
		return nil
	}
	ratings = ratings[:0]
	for _, c := range notBuried {
		ratings = append(ratings, c.rating)
	}
	onChain, err := s.areRated(ctx, ratings, nil)
	if err != nil {
		return err
	}
	var vanished []*Rating
	for i, r := range ratings {
		if !onChain[i] {
			vanished = append(vanished, r)
		}
	}
	if len(vanished) == 0 {
		s.log.Debug().Int("ratings", len(notBuried)).Uint64("confirmations", s.cfg.Confirmations).
			Msg("ratings mined, waiting to be buried")
		return nil
	}
	// The reorg may have replaced the completions too, since reconcile looked: then they are
	// read again rather than rated from what they were.
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
		agents, jobs := make([]*big.Int, len(chunk)), make([]*big.Int, len(chunk))
		for i, r := range chunk {
			agents[i], jobs[i] = r.AgentID, r.JobID
		}
		rated, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx, BlockNumber: block}, s.ledgerABI.PackAreRated(agents, jobs), s.ledgerABI.UnpackAreRated)
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
