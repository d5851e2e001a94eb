package index

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// ErrUnknownAgent: the agent has neither ratings nor jobs on the ledger's escrows.
var ErrUnknownAgent = errors.New("agent not known to the ledger or its escrows")

// Snapshot is a consistent view of the board for readers.
type Snapshot struct {
	Version uint64 // changes with every change of the board
	Epoch   uint64
	Synced  uint64
	Head    uint64
	Rows    []Row // ranked; shared, never modified
	Audit   *AuditResult
	Params  *router.Params
	Policy  reputation.Policy
	ChainID uint64
	Ledger  common.Address
	Escrows int
	// Sources are the rating sources the ledger's admin registered, named (Kind).
	Sources []SourceRow
	// SourceKinds are the kinds of source the ledger has: SourceEscrow, then its registered
	// sources' kinds, in SourceKinds order.
	SourceKinds []string
}

// Snapshot returns the current view.
func (ix *Indexer) Snapshot() Snapshot {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return Snapshot{Version: ix.version, Epoch: ix.epoch, Synced: ix.cursor.Block, Head: ix.head, Rows: ix.board.Rows(),
		Audit: ix.lastAudit, Params: ix.params, Policy: ix.policy, ChainID: ix.chainID, Ledger: ix.cfg.Ledger, Escrows: len(ix.escrows),
		Sources: ix.board.Sources(), SourceKinds: ix.board.ledgerKinds()}
}

// Decisions are router.Gate's answers for agents, from the rebuilt states: the same smoothed
// score, lower bound, verdict, evidence weight, rating count and dispute rate, with source
// "index" (the store, as of the last confirmed block).
func (ix *Indexer) Decisions(ids []*big.Int) ([]router.Decision, error) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	out := make([]router.Decision, len(ids))
	for i, id := range ids {
		var s reputation.State
		if a, ok := ix.board.agents[id.String()]; ok {
			s = a.state.At(ix.epoch)
		}
		d, err := ix.policy.Decide(&s)
		if err != nil {
			return nil, fmt.Errorf("agent %s: %w", id, err)
		}
		out[i] = router.Decision{Agent: id, SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps, Routable: d.Routable,
			Source: "index", EvidenceWeight: s.Weight.ToBig(), Ratings: s.Count, DisputeRateBps: s.DisputeRateBps()}
	}
	return out, nil
}

// Rating is one rating in an agent's history.
type Rating struct {
	Block  uint64 `json:"block"`
	TxHash string `json:"tx_hash"`
	Escrow string `json:"escrow"` // the escrow's address, or the registered source's
	Source string `json:"source"` // the kind of source: SourceEscrow, SourceX402, SourceHook, SourceOther
	// ForeignEscrow is, for a rating through the ERC-8183 rating hook (SourceHook), the foreign
	// escrow whose job it was: the hook's escrowAt(Job >> 192); "" when the hook could not be read.
	ForeignEscrow string   `json:"foreign_escrow,omitempty"`
	Job           string   `json:"job"`
	Payer         string   `json:"payer"`
	Rating        uint8    `json:"rating"`
	Kind          string   `json:"kind"`
	Weight        *big.Int `json:"weight_base_units"`
	Completion    uint64   `json:"completion_epoch"`
	Applied       uint64   `json:"applied_epoch"`
}

// Point is the agent's score after its ratings up to an epoch.
type Point struct {
	Epoch       uint64 `json:"epoch"`
	SmoothedBps uint64 `json:"smoothed_bps"`
	LowerBps    uint64 `json:"lower_bps"`
	Ratings     uint64 `json:"ratings"`
}

// AgentDetail is everything the agent page and /v1/agents/{id} show.
type AgentDetail struct {
	Row
	SumW          *big.Int `json:"sum_w"`
	Disputed      *big.Int `json:"disputed_base_units"`
	LastEpoch     uint64   `json:"last_epoch"`
	TopPayer      string   `json:"top_payer,omitempty"`
	TopPayerShare float64  `json:"top_payer_share"` // of the decayed evidence weight, 0..1
	History       []Point  `json:"history"`
	RatingsList   []Rating `json:"ratings_list"`
	Epoch         uint64   `json:"epoch"`
}

// Agent is one agent's detail: its state now, its ratings, the distinct payers and the top
// payer's share of the evidence (each rating's weight decayed by the epochs since its
// completion), and its score after each epoch in which it was rated.
func (ix *Indexer) Agent(ctx context.Context, id *big.Int) (*AgentDetail, error) {
	key := id.String()
	ix.mu.RLock()
	a, ok := ix.board.agents[key]
	var row Row
	for _, r := range ix.board.rows {
		if r.AgentID == key {
			row = r
			break
		}
	}
	epoch, policy := ix.epoch, ix.policy
	var st reputation.State
	if ok {
		st = a.state
	}
	kindOf := ix.board.sourceKinds()
	ix.mu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownAgent, Display(id))
	}
	rated, err := ix.store.RatedOf(ctx, key)
	if err != nil {
		return nil, err
	}
	// The store may hold ratings applied after the board was last ranked (ranking waits up to
	// rankEvery while catching up): the history then runs to the newest of them, never back.
	if n := len(rated); n > 0 && rated[n-1].Applied > epoch {
		epoch = rated[n-1].Applied
	}
	now := st.At(epoch)
	d := &AgentDetail{Row: row, SumW: now.SumW.ToBig(), Disputed: now.Disputed.ToBig(), LastEpoch: st.LastEpoch, Epoch: epoch}
	byPayer := map[common.Address]*uint256.Int{}
	total := new(uint256.Int)
	var bySource SourceCounts
	var replay reputation.State
	for i, r := range rated {
		w, err := uint256.FromDecimal(r.Weight)
		if err != nil {
			return nil, err
		}
		kind := SourceEscrow
		if k, ok := kindOf[r.Escrow]; ok {
			kind = k
		}
		if i, ok := SourceKindIndex(kind); ok {
			bySource[i]++
		}
		d.RatingsList = append(d.RatingsList, Rating{Block: r.Block, TxHash: r.TxHash.Hex(), Escrow: r.Escrow.Hex(), Source: kind,
			Job: r.Job, Payer: r.Payer.Hex(), Rating: r.Rating, Kind: reputation.Kind(r.Kind).String(), Weight: w.ToBig(),
			Completion: r.Completion, Applied: r.Applied})
		if kind == SourceHook {
			d.RatingsList[len(d.RatingsList)-1].ForeignEscrow = ix.foreignEscrow(ctx, r.Escrow, r.Job)
		}
		var dw uint256.Int
		reputation.Decay(&dw, w, epoch-min(epoch, r.Completion))
		if byPayer[r.Payer] == nil {
			byPayer[r.Payer] = new(uint256.Int)
		}
		byPayer[r.Payer].Add(byPayer[r.Payer], &dw)
		total.Add(total, &dw)
		if err := replay.Apply(r.Completion, r.Rating, w, reputation.Kind(r.Kind)); err != nil {
			return nil, err
		}
		// Applied epochs never decrease in log order: once the next rating lands in a later
		// epoch, this epoch's score is final; the epochs up to that one show the decay.
		next := epoch
		if i+1 < len(rated) {
			next = min(epoch, rated[i+1].Applied)
		}
		if i+1 == len(rated) || rated[i+1].Applied != r.Applied {
			d.History = appendPoints(d.History, &replay, r.Applied, next, &policy)
		}
	}
	if len(d.History) == 0 || d.History[len(d.History)-1].Epoch != epoch {
		d.History = append(d.History, point(&replay, epoch, &policy))
	}
	d.Payers = len(byPayer)
	d.Provisional = IsProvisional(now.Count, d.Payers)
	d.BySource = bySource // of the ratings listed, which may be newer than the board's row
	payers := make([]common.Address, 0, len(byPayer))
	for p := range byPayer {
		payers = append(payers, p)
	}
	sort.Slice(payers, func(i, j int) bool { // heaviest first; equal weights by address, so the top payer is one
		if c := byPayer[payers[i]].Cmp(byPayer[payers[j]]); c != 0 {
			return c > 0
		}
		return payers[i].Cmp(payers[j]) < 0
	})
	if len(payers) > 0 && !total.IsZero() {
		d.TopPayer = payers[0].Hex()
		top, _ := new(big.Float).SetInt(byPayer[payers[0]].ToBig()).Float64()
		all, _ := new(big.Float).SetInt(total.ToBig()).Float64()
		d.TopPayerShare = top / all
	}
	return d, nil
}

func point(s *reputation.State, epoch uint64, p *reputation.Policy) Point {
	at := s.At(epoch)
	dec, err := p.Decide(&at)
	if err != nil {
		return Point{Epoch: epoch, Ratings: at.Count}
	}
	return Point{Epoch: epoch, SmoothedBps: dec.SmoothedBps, LowerBps: dec.LowerBps, Ratings: at.Count}
}

// Register makes agents known without ratings (named by an operator, or by an identity
// registry): they rank at the prior until rated. It lasts until the process stops.
func (ix *Indexer) Register(ctx context.Context, ids []*big.Int) error {
	epoch, err := ix.currentEpoch(ctx, nil)
	if err != nil {
		return err
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	for _, id := range ids {
		if err := ix.board.Register(id.String()); err != nil {
			return err
		}
	}
	ix.epoch = epoch
	ix.version++
	return ix.board.Rank(epoch, &ix.policy)
}

// maxHistoryPoints bounds an agent's history: a long quiet stretch is sampled, its ends kept.
const maxHistoryPoints = 400

// appendPoints adds the score at each epoch from `from` to before `to` (at `from` only when
// to ≤ from), and at `to` when it is the last epoch (the current one).
func appendPoints(h []Point, s *reputation.State, from, to uint64, p *reputation.Policy) []Point {
	if to <= from {
		return append(h, point(s, from, p))
	}
	step := max(1, (to-from)/maxHistoryPoints)
	for e := from; e < to; e += step {
		h = append(h, point(s, e, p))
	}
	return h
}
