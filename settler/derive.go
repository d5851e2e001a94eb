package settler

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// derive reads the logs of a range in chain order: the ledger's EscrowCreated events add escrows
// to follow (so jobs of an escrow created in the range are not missed), its SourceRegistered
// events of sources that are rating hooks (`hooks`, from registeredHooks) add hooks to follow,
// each followed hook's JobRecorded events (the factory escrows' jobs and the foreign escrows')
// become completions, with the rating to submit or a reason not to; so do the JobSettled events
// of the load-test double ScriptedSettlements, the one "escrow" that records its own ratings. A log that cannot be decoded
// becomes a completion without a rating (done at once), counted and logged: a bad event never
// stops the settler.
func (s *Service) derive(logs []types.Log, hooks map[common.Address]bool) []*completion {
	out := make([]*completion, 0, len(logs))
	for i := range logs {
		l := &logs[i]
		if l.Address == s.cfg.Ledger && len(l.Topics) > 0 && l.Topics[0] == s.escrowCreated {
			if ev, err := s.ledgerABI.UnpackEscrowCreatedEvent(l); err == nil {
				s.follow(uint32(ev.Index.Uint64()), ev.Escrow)
			}
			continue
		}
		if l.Address == s.cfg.Ledger && len(l.Topics) > 0 && l.Topics[0] == s.sourceRegistered {
			if ev, err := s.ledgerABI.UnpackSourceRegisteredEvent(l); err == nil && hooks[ev.Source] && ev.Index.IsUint64() {
				s.followHook(uint32(ev.Index.Uint64()), ev.Source)
			}
			continue
		}
		if hook, ok := s.hooks[l.Address]; ok {
			if c := s.deriveRecord(l, hook); c != nil {
				out = append(out, c)
			}
			continue
		}
		// JobSettled events count only from the ledger when it is one of its own escrows: the
		// load-test double ScriptedSettlements is its own escrow 0. Factory escrows keep no
		// ratings since issue 18: their jobs come as the rating hook's records above.
		index, ok := s.escrows[l.Address]
		if !ok || l.Address != s.cfg.Ledger {
			continue // another contract's event of the same signature
		}
		s.metrics.SettlementsSeen.Inc()
		c := &completion{block: l.BlockNumber}
		out = append(out, c)
		ev, err := s.scriptedABI.UnpackJobSettledEvent(l)
		if err != nil || l.Removed {
			s.malformed(l, "JobSettled", err)
			continue
		}
		r, skip := Derive(ev, index)
		if skip != "" {
			s.metrics.Skips.WithLabelValues(string(skip)).Inc()
			s.log.Info().Uint32("escrow", index).Str("job_id", ev.JobId.String()).Str("agent_id", ev.AgentId.String()).
				Str("agent", formatAgent(ev.AgentId)).Str("reason", string(skip)).Msg("settlement not rated")
			continue
		}
		c.rating = r
	}
	return out
}

// deriveRecord turns a followed hook's log into a completion: a JobRecorded event (a foreign
// escrow's job, under the hook's source index) or a FactoryJobRecorded event (a job of one of the
// ledger's own escrows, under that escrow's index), with the rating to submit or a reason not to.
// Other events of the hook are not completions (nil).
func (s *Service) deriveRecord(l *types.Log, hook uint32) *completion {
	if len(l.Topics) == 0 || (l.Topics[0] != s.jobRecorded && l.Topics[0] != s.factoryJobRecorded) {
		return nil
	}
	s.metrics.SettlementsSeen.Inc()
	c := &completion{block: l.BlockNumber}
	var r *Rating
	var skip SkipReason
	var what []any
	if l.Topics[0] == s.factoryJobRecorded {
		ev, err := s.hookABI.UnpackFactoryJobRecordedEvent(l)
		if err != nil || l.Removed {
			s.malformed(l, "FactoryJobRecorded", err)
			return c
		}
		r, skip = DeriveFactoryRecord(ev)
		what = []any{"escrow", ev.EscrowIndex, "job_id", ev.JobId.String(), "agent", formatAgent(ev.AgentId)}
	} else {
		ev, err := s.hookABI.UnpackJobRecordedEvent(l)
		if err != nil || l.Removed {
			s.malformed(l, "JobRecorded", err)
			return c
		}
		if hook == unregisteredHook {
			skip = SkipHookNotSource
		} else {
			r, skip = DeriveRecord(ev, hook)
		}
		what = []any{"source", hook, "key", ev.Key.String(), "foreign_escrow", ev.Escrow.Hex(), "job_id", ev.JobId.String(),
			"agent", formatAgent(ev.AgentId)}
	}
	if skip != "" {
		s.metrics.Skips.WithLabelValues(string(skip)).Inc()
		s.log.Info().Fields(what).Str("reason", string(skip)).Msg("rating hook's record not rated")
		return c
	}
	c.rating = r
	return c
}

// malformed counts and logs a log that could not be decoded.
func (s *Service) malformed(l *types.Log, event string, err error) {
	s.metrics.Skips.WithLabelValues(string(SkipMalformed)).Inc()
	s.log.Warn().Err(err).Str("tx_hash", l.TxHash.Hex()).Uint("log_index", l.Index).Msg("undecodable " + event + " log skipped")
}
