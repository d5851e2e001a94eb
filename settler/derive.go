package settler

import (
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/agentid"
)

// derive decodes each JobCompleted log and derives its rating. A log that cannot be decoded, or
// a settlement that must not be rated, becomes a completion without a rating (done at once),
// counted and logged: a bad event never stops the settler.
func (s *Service) derive(logs []types.Log) []*completion {
	out := make([]*completion, 0, len(logs))
	for i := range logs {
		s.metrics.SettlementsSeen.Inc()
		c := &completion{block: logs[i].BlockNumber}
		out = append(out, c)
		ev, err := s.escrowABI.UnpackJobCompletedEvent(&logs[i])
		if err != nil || logs[i].Removed {
			s.metrics.Skips.WithLabelValues(string(SkipMalformed)).Inc()
			s.log.Warn().Err(err).Str("tx_hash", logs[i].TxHash.Hex()).Uint("log_index", logs[i].Index).Msg("undecodable JobCompleted log skipped")
			continue
		}
		r, skip := Derive(ev, s.asset, s.weightCap)
		if skip != "" {
			s.metrics.Skips.WithLabelValues(string(skip)).Inc()
			s.log.Info().Str("job_id", ev.JobId.String()).Str("agent_id", ev.AgentId.String()).
				Str("agent", agentid.FormatAgent(ev.AgentId, agentid.FromProvider(ev.AgentId, ev.Provider))).
				Str("reason", string(skip)).Msg("settlement not rated")
			continue
		}
		c.rating = r
	}
	return out
}
