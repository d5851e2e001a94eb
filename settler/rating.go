package settler

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/reputation"
)

// SkipReason says why a settlement is not rated.
type SkipReason string

// Skip reasons, also the values of the skips_total metric's label.
const (
	SkipOtherAsset   SkipReason = "other_asset"   // paid in another ERC-20 than the ledger's
	SkipZeroValue    SkipReason = "zero_value"    // no money settled: no opinion
	SkipAlreadyRated SkipReason = "already_rated" // rated before (a restart re-read the range)
	SkipMalformed    SkipReason = "malformed"     // the log could not be decoded
	SkipUnknownKind  SkipReason = "unknown_kind"  // a kind this settler does not know
)

// Rating is one ledger submission derived from one settlement.
type Rating struct {
	JobID   *big.Int
	AgentID *big.Int
	Payer   common.Address
	Rating  uint8
	Weight  *big.Int
	Kind    reputation.Kind
	Rule    reputation.Rule // for auto ratings: the rubric rule that decided it
	Block   uint64
	// Provider is the address the job paid; the agent is printed as this address in logs when
	// the agent id is that address (no ERC-8004 id).
	Provider common.Address

	refused bool             // the ledger reverted it on its own: it will never be rated, and is done
	mined   *follow.BlockRef // the block of the settler's mined submission that applied it; nil: unknown
}

// Derive turns a JobCompleted event into the rating docs/design.md §5 prescribes: the rubric for an
// auto settlement, the recorded rating for buyer and dispute ones, with the weight capped.
// It returns a skip reason instead when the settlement must not be rated.
func Derive(ev *bindings.EscrowJobCompleted, asset common.Address, weightCap *big.Int) (*Rating, SkipReason) {
	if ev.Token != asset {
		return nil, SkipOtherAsset
	}
	if ev.Amount == nil || ev.Amount.Sign() <= 0 {
		return nil, SkipZeroValue
	}
	r := &Rating{JobID: ev.JobId, AgentID: ev.AgentId, Payer: ev.Client, Kind: reputation.Kind(ev.Kind), Provider: ev.Provider}
	switch r.Kind {
	case reputation.KindAuto:
		o := ev.Outcome
		r.Rating, r.Rule = reputation.Rate(reputation.Outcome{NoOutput: o.NoOutput, Baked: o.Baked,
			Shipped: o.Shipped, CriticRan: o.CriticRan, Violations: o.Violations})
	case reputation.KindBuyer, reputation.KindDispute:
		r.Rating = ev.ExplicitRating
	default:
		return nil, SkipUnknownKind
	}
	r.Weight = new(big.Int).Set(ev.Amount)
	if r.Weight.Cmp(weightCap) > 0 {
		r.Weight.Set(weightCap)
	}
	if ev.Raw != nil {
		r.Block = ev.Raw.BlockNumber
	}
	return r, ""
}

// agent is the agent as logs print it (agentid.FormatAgent): the provider's address when the
// job named no ERC-8004 id, else the id in decimal.
func (r *Rating) agent() string {
	return agentid.FormatAgent(r.AgentID, agentid.FromProvider(r.AgentID, r.Provider))
}

// item is the rating as submitBatch takes it.
func (r *Rating) item() bindings.ReputationLedgerRating {
	return bindings.ReputationLedgerRating{AgentId: r.AgentID, JobId: r.JobID, Weight: r.Weight, Payer: r.Payer,
		Rating: r.Rating, Kind: uint8(r.Kind)}
}
