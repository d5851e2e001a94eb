package settler

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/rs/zerolog"
	"golang.org/x/sync/errgroup"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/settler/txmgr"
)

// FormulaID is the ERC-8004 feedback's tag1: the rating formula, so that consumers of the
// registry can filter getSummary by it.
const FormulaID = "ledger/v2"

// Results of the ERC-8004 bridge, the values of the erc8004_feedback_total metric's label.
const (
	FeedbackWritten   = "written"     // the giveFeedback transaction was mined
	FeedbackFailed    = "failed"      // reverted, or the node did not answer: logged, not retried
	FeedbackNoAgentID = "no_agent_id" // the job carries no ERC-8004 id (the ledger keys it by address): skipped
)

// hookAgentIDLimit is the rating hook's AGENT_ID_LIMIT: a hook record's agent below it is an
// ERC-8004 id the provider owned at fund (per the ledger's identity registry), at or above it the
// provider's address.
var hookAgentIDLimit = new(big.Int).Lsh(big.NewInt(1), 96)

// hookJobBits is the width of the foreign escrow's job id in a hook key, (ordinal << 192) | jobId.
const hookJobBits = 192

// bridge writes each rating the ledger applied to the ERC-8004 reputation registry as the
// scorer's feedback, when Config.ERC8004Reputation is set. It runs after the submission's receipt
// and is best-effort: a failure is logged and counted and never fails the step, so the ledger
// rating is neither held up nor lost. A rating is bridged when its Rated event is seen in the
// settler's own receipt, which happens once per application: a replay the ledger skips as already
// rated writes no feedback again. A reorg that drops a rating and its feedback has both re-sent;
// one that drops only the rating can leave a second feedback for the job (the registry has no
// replay guard of its own).
func (s *Service) bridge(ctx context.Context, applied []*bindings.ReputationLedgerRated) {
	if s.cfg.ERC8004Reputation == (common.Address{}) || len(applied) == 0 {
		return
	}
	var g errgroup.Group
	g.SetLimit(maxInFlight)
	for _, ev := range applied {
		g.Go(func() error {
			s.metrics.Feedback.WithLabelValues(s.giveFeedback(ctx, ev)).Inc()
			return nil
		})
	}
	_ = g.Wait() // results are counted, failures logged
}

// giveFeedback writes one applied rating as feedback and says how it went.
func (s *Service) giveFeedback(ctx context.Context, ev *bindings.ReputationLedgerRated) string {
	log := s.log.With().Str("escrow", ev.Escrow.Hex()).Str("job_id", ev.JobId.String()).
		Str("agent_id", ev.AgentId.String()).Str("registry", s.cfg.ERC8004Reputation.Hex()).Logger()
	if index, hook := s.hooks[ev.Escrow]; hook && index != unregisteredHook {
		return s.giveHookFeedback(ctx, ev, index, log)
	} else if hook {
		// Unreachable while the ledger rates only registered sources; written down all the same.
		log.Error().Msg("ERC-8004 feedback not written: the rating names a rating hook the ledger has not registered")
		return FeedbackFailed
	}
	// The escrow's record says whether the job was made under an ERC-8004 id; the ledger keys a
	// job without one by the provider's address, which is no agent of the registry.
	job, err := bind.Call(s.escrowABI.Instance(s.node, ev.Escrow), &bind.CallOpts{Context: ctx},
		s.escrowABI.PackGetJob(ev.JobId), s.escrowABI.UnpackGetJob)
	if err != nil {
		log.Error().Err(err).Msg("ERC-8004 feedback not written: the escrow's job could not be read (the ledger rating stands)")
		return FeedbackFailed
	}
	if job.ProviderAgentId == nil || job.ProviderAgentId.Sign() == 0 {
		log.Debug().Msg("ERC-8004 feedback skipped: the job carries no ERC-8004 agent id")
		return FeedbackNoAgentID
	}
	return s.sendFeedback(ctx, log, job.ProviderAgentId, ev.Rating, FeedbackJobTag(s.escrows[ev.Escrow], ev.JobId), ev.Escrow, ev.JobId)
}

// giveHookFeedback is giveFeedback for a foreign escrow's job rated through the rating hook at
// source `index`: the record's agent says whether the job was made under an ERC-8004 id, and the
// hook's escrowAt(ordinal) names the escrow whose job the feedback's URI and hash reference
// (tag2 names the job as the ledger does: the hook's index and its key).
func (s *Service) giveHookFeedback(ctx context.Context, ev *bindings.ReputationLedgerRated, index uint32, log zerolog.Logger) string {
	if ev.AgentId.Sign() == 0 || ev.AgentId.Cmp(hookAgentIDLimit) >= 0 {
		log.Debug().Msg("ERC-8004 feedback skipped: the foreign escrow's job carries no ERC-8004 agent id")
		return FeedbackNoAgentID
	}
	ordinal := new(big.Int).Rsh(ev.JobId, hookJobBits)
	jobID := new(big.Int).Sub(ev.JobId, new(big.Int).Lsh(ordinal, hookJobBits))
	escrow, err := bind.Call(s.hookABI.Instance(s.node, ev.Escrow), &bind.CallOpts{Context: ctx},
		s.hookABI.PackEscrowAt(ordinal), s.hookABI.UnpackEscrowAt)
	if err != nil {
		log.Error().Err(err).Msg("ERC-8004 feedback not written: the rating hook's escrow of the job could not be read (the ledger rating stands)")
		return FeedbackFailed
	}
	return s.sendFeedback(ctx, log.With().Str("foreign_escrow", escrow.Hex()).Logger(), ev.AgentId, ev.Rating,
		FeedbackJobTag(index, ev.JobId), escrow, jobID)
}

// sendFeedback writes the scorer's feedback `rating` for `agentID` about the escrow's job.
func (s *Service) sendFeedback(ctx context.Context, log zerolog.Logger, agentID *big.Int, rating uint8, tag2 string, escrow common.Address, jobID *big.Int) string {
	data := s.erc8004ABI.PackGiveFeedback(agentID, new(big.Int).SetUint64(uint64(rating)), 0,
		FormulaID, tag2, "", FeedbackURI(s.chainID, escrow, jobID), FeedbackHash(escrow, jobID))
	sendCtx, cancel := context.WithTimeout(ctx, 4*s.cfg.ResubmitAfter)
	defer cancel()
	receipt, err := s.tx.Send(sendCtx, txmgr.Candidate{To: s.cfg.ERC8004Reputation, Data: data})
	if err != nil {
		ev := log.Error().Err(err)
		if receipt != nil {
			ev = ev.Str("tx_hash", receipt.TxHash.Hex())
		}
		ev.Msg("ERC-8004 feedback not written (the ledger rating stands; it is not retried): check the registry address and that the agent id exists there")
		return FeedbackFailed
	}
	s.metrics.GasUsed.Add(float64(receipt.GasUsed))
	log.Info().Uint8("rating", rating).Uint64("gas", receipt.GasUsed).Str("tx_hash", receipt.TxHash.Hex()).Msg("ERC-8004 feedback written")
	return FeedbackWritten
}

// FeedbackJobTag is the feedback's tag2: the job, by the escrow's index on the ledger and its id.
func FeedbackJobTag(escrow uint32, jobID *big.Int) string {
	return fmt.Sprintf("job:%d/%s", escrow, jobID)
}

// FeedbackURI names the escrow job the feedback is about: the escrow as a CAIP-10 account and the
// job id.
func FeedbackURI(chainID uint64, escrow common.Address, jobID *big.Int) string {
	return fmt.Sprintf("eip155:%d:%s/job/%s", chainID, escrow.Hex(), jobID)
}

// FeedbackHash is keccak256(abi.encode(escrow, jobId)): the job's reference as 32 bytes.
func FeedbackHash(escrow common.Address, jobID *big.Int) [32]byte {
	return crypto.Keccak256Hash(common.LeftPadBytes(escrow.Bytes(), 32), common.LeftPadBytes(jobID.Bytes(), 32))
}
