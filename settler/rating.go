package settler

import (
	"github.com/ethereum/go-ethereum/core/types"
	"math/big"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/bindings/scripted"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/reputation"
)

// SkipReason says why a settlement is not rated.
type SkipReason string

// Skip reasons, also the values of the skips_total metric's label.
const (
	SkipNotRateable   SkipReason = "not_rateable"    // its source recorded it not rateable: an outcome word the rubric refuses, a buyer rating not the client's
	SkipEscrowStopped SkipReason = "escrow_stopped"  // the ledger's admin stopped taking ratings from its escrow
	SkipAlreadyRated  SkipReason = "already_rated"   // rated before (a restart or a reorg had it read again)
	SkipMalformed     SkipReason = "malformed"       // the log could not be decoded
	SkipUnknownKind   SkipReason = "unknown_kind"    // a kind this settler does not know
	SkipHookNotSource SkipReason = "hook_not_source" // a foreign escrow's record on a hook the ledger has not registered as a source
)

// keyShift is where the escrow index sits in a rating key: key = index << 224 | jobId
// (the ledger's KEY_SHIFT).
const keyShift = 224

// Rating is one settlement to rate. Under ledger/v2 the ledger derives the rating and weight from
// the escrow's record itself; the settler submits the key and keeps the rest to log and check.
type Rating struct {
	Escrow  uint32 // the escrow's index on the ledger
	JobID   *big.Int
	AgentID *big.Int
	Rating  uint8 // as the escrow recorded it at completion
	Kind    reputation.Kind
	Block   uint64 // of the settlement

	refused bool             // the ledger reverted it on its own: it will never be rated, and is done
	mined   *follow.BlockRef // the block of the settler's mined submission that applied it; nil: unknown
}

// Key is the rating's key on the ledger: the escrow's index and the job id.
func (r *Rating) Key() *big.Int {
	k := new(big.Int).Lsh(new(big.Int).SetUint64(uint64(r.Escrow)), keyShift)
	return k.Or(k, r.JobID)
}

// Derive turns a JobSettled event of the ScriptedSettlements test double (its own escrow 0) into
// the rating to submit, or a skip reason when it says the job must not be rated.
func Derive(ev *scripted.ScriptedSettlementsJobSettled, escrow uint32) (*Rating, SkipReason) {
	return derived(ev.Rateable, &Rating{Escrow: escrow, JobID: ev.JobId, AgentID: ev.AgentId, Rating: ev.Rating,
		Kind: reputation.Kind(ev.Kind)}, ev.Raw)
}

// derived is r, from the event raw, when its source says it is rateable and its kind is known;
// else the skip reason. Escrow jobs and rating hook records are judged alike.
func derived(rateable bool, r *Rating, raw *types.Log) (*Rating, SkipReason) {
	if !rateable {
		return nil, SkipNotRateable
	}
	switch r.Kind {
	case reputation.KindAuto, reputation.KindBuyer, reputation.KindDispute:
	default:
		return nil, SkipUnknownKind
	}
	if raw != nil {
		r.Block = raw.BlockNumber
	}
	return r, ""
}

// agent is the agent as logs print it (agentid.FormatAgent): a provider's address, or an
// ERC-8004 id in decimal.
func (r *Rating) agent() string { return formatAgent(r.AgentID) }

func formatAgent(id *big.Int) string { return agentid.FormatAgent(id, agentid.LooksLikeAddress(id)) }
