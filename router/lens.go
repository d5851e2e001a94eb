package router

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/reputation"
)

// SourceLens marks a decision made through the reader's trust lens (WithLens).
const SourceLens Source = "lens"

// LensReader is what a trust lens needs from a node: the Rated events, and the head's time to
// know the epoch the evidence decays to.
type LensReader interface {
	LogReader
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// LensInfo says how a decision through a trust lens was made: how much of the agent's evidence
// the lens counts, and from which trusted payers.
type LensInfo struct {
	Anchors       int         `json:"anchors"`        // payers and agents the reader named
	Epoch         uint64      `json:"epoch"`          // the epoch the evidence is decayed to
	CountedWeight *big.Int    `json:"counted_weight"` // decayed base units the lens counts
	TotalWeight   *big.Int    `json:"total_weight"`   // decayed base units the global score counts
	TrustedPayers []LensPayer `json:"trusted_payers,omitempty"`
	// DistinctPayers counts the payers trusted at least 1/2, for the provisional mark (the
	// decision's Ratings are the lens's trust-weighted count).
	DistinctPayers int `json:"distinct_payers"`
	// NoEvidence: the lens counts none of the agent's evidence yet. The decision is the prior's;
	// it says nothing about the agent, which is neither good nor bad through this lens.
	NoEvidence bool `json:"no_evidence,omitempty"`
}

// LensPayer is one trusted payer's part of an agent's counted evidence.
type LensPayer struct {
	Payer   common.Address `json:"payer"`
	Trust   float64        `json:"trust"`   // 0..1: 1 for an anchor
	Counted *big.Int       `json:"counted"` // decayed base units
}

// WithLens makes Gate and Rank decide through the trust lens of `anchors` (package lens): every
// rating counts in proportion to its payer's trust as it flows from the anchors, so a ring of
// wallets that no trusted payer paid moves no decision. The router follows the ledger's Rated
// events from block `from` and recomputes the lens at most once per cache TTL, in the background
// once it has one (Gate on a warm lens reads no chain). walletOf may be nil: agents are then
// their own wallets when they are addresses. The global score stays the default: without this
// option nothing changes. The signal policies do not apply to lens decisions.
func WithLens(logs LensReader, from uint64, anchors lens.Anchors, walletOf lens.WalletOf) Option {
	return func(r *Router) {
		abi := bindings.NewReputationLedger()
		r.lens = &lensFollower{logs: logs, abi: abi, rated: abi.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID,
			anchors: anchors, walletOf: walletOf, next: from, graph: lens.NewGraph()}
	}
}

// lensFollower keeps a lens current: it scans Rated events since its last scan into the graph
// and recomputes the lens when there are new ratings or a new epoch.
type lensFollower struct {
	logs     LensReader
	abi      *bindings.ReputationLedger
	rated    common.Hash
	anchors  lens.Anchors
	walletOf lens.WalletOf

	mu    sync.Mutex // one refresh at a time; guards graph and next
	graph *lens.Graph
	next  uint64

	current    atomic.Pointer[lensSnapshot]
	refreshing atomic.Bool
}

// lensSnapshot is one computed lens with every agent's decision made in advance, so a warm Gate
// is a map lookup.
type lensSnapshot struct {
	at        time.Time
	epoch     uint64
	added     int // graph length it was computed from
	decisions map[uint256.Int]Decision
	prior     Decision // for agents the lens has no evidence of
}

var errLensNotReady = errors.New("the trust lens has not been computed yet")

// refresh brings the lens up to the head; it returns the snapshot to decide from.
func (f *lensFollower) refresh(ctx context.Context, r *Router) (*lensSnapshot, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if s := f.current.Load(); s != nil && r.clock.Now().Sub(s.at) < r.ttl {
		return s, nil // another caller refreshed while this one waited
	}
	params, err := r.Params(ctx)
	if err != nil {
		return nil, err
	}
	head, err := f.logs.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read the head for the trust lens: %w", err)
	}
	for f.next <= head.Number.Uint64() {
		to := min(head.Number.Uint64(), f.next+signalsSpan-1)
		logs, err := f.logs.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(f.next),
			ToBlock: new(big.Int).SetUint64(to), Addresses: []common.Address{r.ledger}, Topics: [][]common.Hash{{f.rated}}})
		if err != nil {
			return nil, fmt.Errorf("read Rated events of blocks %d–%d for the trust lens: %w", f.next, to, err)
		}
		// The whole range is decoded before any of it joins the graph: a range that fails is read
		// again whole next time, never half added twice.
		ratings := make([]lens.Rating, 0, len(logs))
		for i := range logs {
			if logs[i].Removed {
				continue
			}
			ev, err := f.abi.UnpackRatedEvent(&logs[i])
			if err != nil {
				return nil, fmt.Errorf("decode a Rated event in block %d: %w", logs[i].BlockNumber, err)
			}
			var agent uint256.Int
			agent.SetFromBig(ev.AgentId)
			ratings = append(ratings, lens.Rating{Agent: agent, Payer: ev.Payer, Completion: ev.CompletionEpoch.Uint64(),
				Rating: ev.Rating, Kind: reputation.Kind(ev.Kind), Weight: ev.Weight.Uint64()})
		}
		for _, r := range ratings {
			f.graph.Add(r)
		}
		f.next = to + 1
	}
	epoch := head.Time / params.EpochLength
	now := r.clock.Now()
	if s := f.current.Load(); s != nil && s.epoch == epoch && s.added == f.graph.Len() {
		fresh := *s
		fresh.at = now
		f.current.Store(&fresh)
		return &fresh, nil
	}
	policy := r.currentPolicy()
	l, err := lens.Compute(f.graph, f.anchors, f.walletOf, *policy, epoch)
	if err != nil {
		return nil, fmt.Errorf("compute the trust lens: %w", err)
	}
	s := &lensSnapshot{at: now, epoch: epoch, added: f.graph.Len(), decisions: make(map[uint256.Int]Decision, l.Agents())}
	anchors := len(f.anchors.Payers) + len(f.anchors.Agents)
	var none reputation.State
	if s.prior, err = decide(nil, &none, policy, SourceLens); err != nil {
		return nil, err
	}
	s.prior.Lens = &LensInfo{Anchors: anchors, Epoch: epoch, CountedWeight: new(big.Int), TotalWeight: new(big.Int), NoEvidence: true}
	l.Each(func(agent *uint256.Int, v *lens.View) {
		info := &LensInfo{Anchors: anchors, Epoch: epoch, CountedWeight: v.Counted.ToBig(), TotalWeight: v.Total.ToBig(),
			NoEvidence: !v.HasEvidence(), DistinctPayers: v.Payers}
		for _, c := range v.TrustedPayers {
			info.TrustedPayers = append(info.TrustedPayers, LensPayer{Payer: c.Payer, Trust: c.Trust, Counted: c.Counted.ToBig()})
		}
		d := Decision{SmoothedBps: v.Decision.SmoothedBps, LowerBps: v.Decision.LowerBps, Routable: v.Decision.Routable,
			Source: SourceLens, EvidenceWeight: info.CountedWeight, Ratings: v.Ratings, DisputeRateBps: v.State.DisputeRateBps(), Lens: info}
		s.decisions[*agent] = d
	})
	f.current.Store(s)
	return s, nil
}

// decideLens answers one agent from a warm lens without touching the chain or allocating; a cold
// or failed lens answers through the usual fallback.
func (r *Router) decideLens(ctx context.Context, agent *big.Int) Decision {
	s := r.lensSnapshot(ctx)
	if s == nil {
		return r.fallback(agent, errLensNotReady)
	}
	return s.decision(agent, r.stale(s))
}

func (s *lensSnapshot) decision(agent *big.Int, stale bool) Decision {
	var k uint256.Int
	k.SetFromBig(agent)
	d, ok := s.decisions[k]
	if !ok {
		d = s.prior
	}
	d.Agent, d.Stale = agent, stale
	return d
}

// lensStaleAfter is how old a lens may be before its decisions say so (Stale): its refreshes
// have failed for that long, and new ratings may be missing from it.
func (r *Router) lensStaleAfter() time.Duration { return max(2*r.ttl, 10*time.Second) }

// stale reports whether a snapshot is past lensStaleAfter.
func (r *Router) stale(s *lensSnapshot) bool { return r.clock.Now().Sub(s.at) > r.lensStaleAfter() }

// lensSnapshot returns the current lens, refreshing it: synchronously (within the router's
// timeout) when there is none yet, in the background when it is older than the TTL.
func (r *Router) lensSnapshot(ctx context.Context) *lensSnapshot {
	f := r.lens
	s := f.current.Load()
	if s == nil {
		ctx, cancel := context.WithTimeout(ctx, r.timeout)
		defer cancel()
		s, err := f.refresh(ctx, r)
		if err != nil {
			r.log.Warn().Err(err).Msg("trust lens unavailable: deciding from the prior")
			return nil
		}
		return s
	}
	if r.clock.Now().Sub(s.at) >= r.ttl && f.refreshing.CompareAndSwap(false, true) {
		go func() {
			defer f.refreshing.Store(false)
			ctx, cancel := context.WithTimeout(context.Background(), r.lensRefreshTimeout())
			defer cancel()
			if _, err := f.refresh(ctx, r); err != nil {
				r.log.Warn().Err(err).Msg("trust lens refresh failed: serving the last lens")
			}
		}()
	}
	return s
}

// lensRefreshTimeout bounds a background refresh: recomputing a large lens takes longer than a
// single read may.
func (r *Router) lensRefreshTimeout() time.Duration { return max(r.timeout, time.Minute) }
