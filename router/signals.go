package router

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sort"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

// LogReader is what the independence signals need from a node: *ethclient.Client and the
// simulated backend's client both have it.
type LogReader interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	BlockNumber(ctx context.Context) (uint64, error)
}

// Signals say how independent an agent's evidence is, computed from the ledger's Rated events
// (which name each rating's payer). They are shown beside the score, never blended into it; the
// router's policies (off by default) may refuse a hire on them.
type Signals struct {
	DistinctPayers   int            `json:"distinct_payers"`
	TopPayer         common.Address `json:"top_payer"`
	TopPayerShareBps uint64         `json:"top_payer_share_bps"` // of the decayed evidence weight
	// The decision on the evidence with the k-th rating by the same payer counted at 1/√k (the
	// repeat discount), for comparison with the ledger's.
	DiscountedSmoothedBps uint64        `json:"discounted_smoothed_bps"`
	DiscountedLowerBps    uint64        `json:"discounted_lower_bps"`
	Payers                []PayerSignal `json:"payers"` // largest decayed share first
}

// PayerSignal is one payer of an agent and its own history on the ledger.
type PayerSignal struct {
	Payer    common.Address `json:"payer"`
	Ratings  int            `json:"ratings"`   // of this agent, lifetime
	ShareBps uint64         `json:"share_bps"` // of the agent's decayed evidence weight
	// Age of the payer's first rated payment to anyone, in epochs, and how many distinct agents
	// it has paid: a fresh payer paying one agent looks like a sock puppet.
	FirstPaymentAgeEpochs uint64 `json:"first_payment_age_epochs"`
	DistinctProviders     int    `json:"distinct_providers"`
}

// DefaultSignalsLimit bounds the agents and payers the signal index keeps (about 200 bytes each
// plus 100 per (agent, payer) pair).
const DefaultSignalsLimit = 100_000

// ErrSignalsFull: the index reached its limit; signals are not computed past it.
var ErrSignalsFull = errors.New("independence signal index is full")

// signalIndex follows the ledger's Rated events incrementally: each read scans only the blocks
// since the last one. It keeps aggregates, not events: per agent, a state per payer (decayed as
// the ledger decays) and the repeat-discounted state; per payer, its first epoch and providers.
type signalIndex struct {
	mu      sync.Mutex
	logs    LogReader
	ledger  common.Address
	rated   common.Hash
	abi     *bindings.ReputationLedger
	next    uint64 // next block to scan
	limit   int
	agents  map[[32]byte]*agentEvidence
	payers  map[common.Address]*payerHistory
	entries int
}

type agentEvidence struct {
	byPayer    map[common.Address]*payerEvidence
	discounted reputation.State
}

type payerEvidence struct {
	state   reputation.State // only this payer's ratings of the agent
	ratings int
}

type payerHistory struct {
	firstEpoch uint64
	providers  map[[32]byte]struct{}
}

func newSignalIndex(logs LogReader, ledger common.Address, from uint64, limit int) *signalIndex {
	abi := bindings.NewReputationLedger()
	return &signalIndex{logs: logs, ledger: ledger, abi: abi, rated: abi.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID,
		next: from, limit: limit, agents: map[[32]byte]*agentEvidence{}, payers: map[common.Address]*payerHistory{}}
}

// signalsSpan is how many blocks one log query covers.
const signalsSpan = 5000

// update scans the Rated events up to the head.
func (x *signalIndex) update(ctx context.Context) error {
	head, err := x.logs.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("read the head for the signal index: %w", err)
	}
	for x.next <= head {
		to := min(head, x.next+signalsSpan-1)
		logs, err := x.logs.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(x.next),
			ToBlock: new(big.Int).SetUint64(to), Addresses: []common.Address{x.ledger}, Topics: [][]common.Hash{{x.rated}}})
		if err != nil {
			return fmt.Errorf("read Rated events of blocks %d–%d: %w", x.next, to, err)
		}
		for i := range logs {
			if logs[i].Removed {
				continue
			}
			ev, err := x.abi.UnpackRatedEvent(&logs[i])
			if err != nil {
				return fmt.Errorf("decode a Rated event in block %d: %w", logs[i].BlockNumber, err)
			}
			if err := x.add(ev); err != nil {
				return err
			}
		}
		x.next = to + 1
	}
	return nil
}

// add folds one rating into the aggregates, in the order the ledger applied them.
func (x *signalIndex) add(ev *bindings.ReputationLedgerRated) error {
	k := key(ev.AgentId)
	a := x.agents[k]
	if a == nil {
		if x.entries >= x.limit {
			return fmt.Errorf("%w (%d entries): raise WithSignals' limit", ErrSignalsFull, x.limit)
		}
		a = &agentEvidence{byPayer: map[common.Address]*payerEvidence{}}
		x.agents[k] = a
		x.entries++
	}
	p := a.byPayer[ev.Payer]
	if p == nil {
		p = &payerEvidence{}
		a.byPayer[ev.Payer] = p
	}
	h := x.payers[ev.Payer]
	if h == nil {
		if x.entries >= x.limit {
			return fmt.Errorf("%w (%d entries): raise WithSignals' limit", ErrSignalsFull, x.limit)
		}
		h = &payerHistory{firstEpoch: ev.CompletionEpoch.Uint64(), providers: map[[32]byte]struct{}{}}
		x.payers[ev.Payer] = h
		x.entries++
	}
	h.firstEpoch = min(h.firstEpoch, ev.CompletionEpoch.Uint64())
	h.providers[k] = struct{}{}
	var w uint256.Int
	w.SetFromBig(ev.Weight)
	if w.IsZero() {
		return nil
	}
	epoch, kind := ev.CompletionEpoch.Uint64(), reputation.Kind(ev.Kind)
	if err := p.state.Apply(epoch, ev.Rating, &w, kind); err != nil {
		return fmt.Errorf("apply job %s's rating to its payer's evidence: %w", ev.JobId, err)
	}
	p.ratings++
	if d := discount(&w, p.ratings); !d.IsZero() {
		if err := a.discounted.Apply(epoch, ev.Rating, d, kind); err != nil {
			return fmt.Errorf("apply job %s's discounted rating: %w", ev.JobId, err)
		}
	}
	return nil
}

// discount is w/√k, in integers: floor(w · 10^6 / ⌈√(k · 10^12)⌉).
func discount(w *uint256.Int, k int) *uint256.Int {
	if k <= 1 {
		return new(uint256.Int).Set(w)
	}
	root := uint256.NewInt(sqrtCeil(uint64(k) * 1_000_000_000_000))
	out := new(uint256.Int).Mul(w, uint256.NewInt(1_000_000))
	return out.Div(out, root)
}

// sqrtCeil is ⌈√v⌉ for v < 2^63.
func sqrtCeil(v uint64) uint64 {
	r := uint64(math.Sqrt(float64(v)))
	for r*r > v {
		r--
	}
	for r*r < v {
		r++
	}
	return r
}

// signals computes an agent's signals as of `epoch` under policy p (for the discounted decision).
func (x *signalIndex) signals(agent *big.Int, epoch uint64, p *reputation.Policy) (*Signals, error) {
	s := &Signals{Payers: []PayerSignal{}}
	a := x.agents[key(agent)]
	if a == nil {
		d, err := p.Decide(&reputation.State{})
		s.DiscountedSmoothedBps, s.DiscountedLowerBps = d.SmoothedBps, d.LowerBps
		return s, err
	}
	var total uint256.Int
	weights := map[common.Address]*uint256.Int{}
	for payer, e := range a.byPayer {
		at := e.state.At(epoch)
		weights[payer] = &at.Weight
		total.Add(&total, &at.Weight)
	}
	for payer, e := range a.byPayer {
		h := x.payers[payer]
		ps := PayerSignal{Payer: payer, Ratings: e.ratings, DistinctProviders: len(h.providers),
			FirstPaymentAgeEpochs: epoch - min(epoch, h.firstEpoch)}
		if !total.IsZero() {
			var share uint256.Int
			share.Mul(weights[payer], uint256.NewInt(reputation.MaxBps))
			ps.ShareBps = share.Div(&share, &total).Uint64()
		}
		s.Payers = append(s.Payers, ps)
	}
	sort.Slice(s.Payers, func(i, j int) bool {
		if s.Payers[i].ShareBps != s.Payers[j].ShareBps {
			return s.Payers[i].ShareBps > s.Payers[j].ShareBps
		}
		return s.Payers[i].Payer.Cmp(s.Payers[j].Payer) < 0
	})
	s.DistinctPayers = len(s.Payers)
	if len(s.Payers) > 0 {
		s.TopPayer, s.TopPayerShareBps = s.Payers[0].Payer, s.Payers[0].ShareBps
	}
	disc := a.discounted.At(epoch)
	d, err := p.Decide(&disc)
	if err != nil {
		return nil, fmt.Errorf("decide on the discounted evidence of %s: %w", agent, err)
	}
	s.DiscountedSmoothedBps, s.DiscountedLowerBps = d.SmoothedBps, d.LowerBps
	return s, nil
}
