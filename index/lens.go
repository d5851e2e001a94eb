package index

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync"

	"github.com/holiman/uint256"

	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// MaxLenses bounds the anchor sets whose leaderboards the index keeps computed; the one used
// least recently goes first.
const MaxLenses = 16

// LensRow is one agent through a trust lens: the leaderboard's row computed from the evidence the
// lens counts, and how much of the agent's evidence that is.
type LensRow struct {
	Row
	CountedWeight *big.Int           `json:"counted_weight_base_units"`
	TotalWeight   *big.Int           `json:"total_weight_base_units"` // what the global score counts
	NoEvidence    bool               `json:"no_evidence"`             // the lens counts none of it yet
	TrustedPayers []router.LensPayer `json:"trusted_payers"`          // the largest first, at most 5
}

// LensBoard is the leaderboard through one anchor set, as of one version of the index.
type LensBoard struct {
	Anchors lens.Anchors
	Key     string // the anchor set, canonical
	Epoch   uint64
	Version uint64 // the index version it was computed from
	Rows    []LensRow
	byAgent map[string]int
}

// NewLensBoard makes a board of rows already ranked (tests, and sources other than the index).
func NewLensBoard(anchors lens.Anchors, epoch, version uint64, rows []LensRow) *LensBoard {
	b := &LensBoard{Anchors: anchors, Key: AnchorsKey(anchors), Epoch: epoch, Version: version, Rows: rows,
		byAgent: make(map[string]int, len(rows))}
	for i := range rows {
		b.byAgent[rows[i].AgentID] = i
	}
	return b
}

// Agent is an agent's row through the lens, by decimal id.
func (b *LensBoard) Agent(key string) (LensRow, bool) {
	i, ok := b.byAgent[key]
	if !ok {
		return LensRow{}, false
	}
	return b.Rows[i], true
}

// AnchorsKey is an anchor set's canonical spelling: payers then agents, sorted, comma-separated.
func AnchorsKey(a lens.Anchors) string {
	parts := make([]string, 0, len(a.Payers)+len(a.Agents))
	for _, p := range a.Payers {
		parts = append(parts, strings.ToLower(p.Hex()))
	}
	sort.Strings(parts)
	agents := make([]string, 0, len(a.Agents))
	for i := range a.Agents {
		agents = append(agents, "agent:"+a.Agents[i].Dec())
	}
	sort.Strings(agents)
	return strings.Join(append(parts, agents...), ",")
}

// lensIndex keeps the payment graph of the stored ratings (loaded from the store on first use,
// then fed every batch) and the lens leaderboards readers asked for, bounded. The indexer hands it
// batches through a short-held queue, so a lens computation never holds up the indexer or its
// readers: lock order is mu, then boardsMu or pendMu (each held briefly), and the indexer only ever
// takes pendMu.
type lensIndex struct {
	pendMu  sync.Mutex
	queued  []Rated // applied batches not yet in the graph
	gen     uint64  // bumped by every reset: the stored events changed
	loading bool    // a graph of gen exists or is being loaded: queue what arrives

	mu       sync.Mutex // one computation at a time; guards the graph
	graph    *lens.Graph
	graphGen uint64
	newest   [2]uint64 // (block, log index) of the newest rating in the graph

	boardsMu sync.Mutex // held briefly: a computed board is served while another computes
	boards   map[string]*LensBoard
	used     map[string]uint64 // key → last use, for eviction
	tick     uint64
	pending  map[string]bool // background recomputations under way
}

func newLensIndex() *lensIndex {
	return &lensIndex{boards: map[string]*LensBoard{}, used: map[string]uint64{}, pending: map[string]bool{}}
}

// reset marks the graph stale: after a rollback the stored events changed. The next lens
// computation loads it again.
func (x *lensIndex) reset() {
	if x == nil {
		return
	}
	x.pendMu.Lock()
	defer x.pendMu.Unlock()
	x.gen++
	x.queued, x.loading = nil, false
}

// add queues a stored batch's ratings for the graph, once a graph is loaded or loading.
func (x *lensIndex) add(rs []Rated) {
	if x == nil {
		return
	}
	x.pendMu.Lock()
	defer x.pendMu.Unlock()
	if x.loading {
		x.queued = append(x.queued, rs...)
	}
}

// syncGraph brings the graph up to every applied batch: loading it from the store when there is
// none for the current generation, then adding what was queued. Called with mu held.
func (x *lensIndex) syncGraph(ctx context.Context, st *Store) error {
	x.pendMu.Lock()
	gen, load := x.gen, x.graph == nil || x.graphGen != x.gen
	if load {
		x.queued, x.loading = nil, true // from now on batches queue; the load dedups the overlap
	}
	x.pendMu.Unlock()
	if load {
		g := lens.NewGraph()
		var newest [2]uint64
		if err := st.EachRated(ctx, func(r *Rated) error {
			newest = [2]uint64{r.Block, uint64(r.LogIndex)}
			return addRated(g, r)
		}); err != nil {
			return fmt.Errorf("load the payment graph from %s: %w", st.Path(), err)
		}
		x.graph, x.graphGen, x.newest = g, gen, newest
		x.boardsMu.Lock()
		clear(x.boards)
		clear(x.used)
		x.boardsMu.Unlock()
	}
	x.pendMu.Lock()
	queued, stale := x.queued, x.gen != gen
	x.queued = nil
	x.pendMu.Unlock()
	if stale {
		return ErrIndexRebuilt
	}
	for i := range queued {
		r := &queued[i]
		if at := [2]uint64{r.Block, uint64(r.LogIndex)}; at[0] < x.newest[0] || (at[0] == x.newest[0] && at[1] <= x.newest[1]) {
			continue // the load read it from the store already
		}
		if err := addRated(x.graph, r); err != nil {
			return err
		}
		x.newest = [2]uint64{r.Block, uint64(r.LogIndex)}
	}
	return nil
}

// ErrIndexRebuilt: the index was rebuilt while a lens loaded its graph; ask again.
var ErrIndexRebuilt = errors.New("the index was rebuilt (a reorg) while the trust lens loaded: ask again")

func addRated(g *lens.Graph, r *Rated) error {
	var agent uint256.Int
	if err := agent.SetFromDecimal(r.Agent); err != nil {
		return fmt.Errorf("rating at block %d: agent %q: %w", r.Block, r.Agent, err)
	}
	w, err := uint256.FromDecimal(r.Weight)
	if err != nil || w.BitLen() > 64 {
		return fmt.Errorf("rating at block %d: weight %q is not a 64-bit base-unit amount", r.Block, r.Weight)
	}
	g.Add(lens.Rating{Agent: agent, Payer: r.Payer, Completion: r.Completion, Rating: r.Rating,
		Kind: reputation.Kind(r.Kind), Weight: w.Uint64()})
	return nil
}

// LensBoard is the leaderboard through the lens of `anchors`. A board already computed is served
// at once; when ratings have arrived since, it is recomputed in the background and the next
// call gets the new one. The first call for an anchor set computes it (about 1.5 s for a million
// ratings), loading the graph from the store the first time any lens is asked for.
func (ix *Indexer) LensBoard(ctx context.Context, anchors lens.Anchors) (*LensBoard, error) {
	key := AnchorsKey(anchors)
	snap := ix.Snapshot()
	x := ix.lenses
	x.boardsMu.Lock()
	x.tick++
	b, ok := x.boards[key]
	if ok {
		x.used[key] = x.tick
		if b.Version != snap.Version && !x.pending[key] {
			x.pending[key] = true
			go func() {
				if _, err := ix.computeLens(context.WithoutCancel(ctx), anchors, key); err != nil {
					ix.log.Warn().Err(err).Str("anchors", key).Msg("trust lens recomputation failed; serving the last one")
				}
				x.boardsMu.Lock()
				delete(x.pending, key)
				x.boardsMu.Unlock()
			}()
		}
		x.boardsMu.Unlock()
		return b, nil
	}
	x.boardsMu.Unlock()
	// A new anchor set costs a whole computation: one at a time, and a request that finds one
	// running is told to come back rather than queued, so that many distinct anchor sets sent at
	// once cannot pile up work.
	if !x.mu.TryLock() {
		return nil, ErrLensBusy
	}
	defer x.mu.Unlock()
	return ix.computeLensLocked(ctx, anchors, key)
}

// ErrLensBusy: another trust lens is being computed; ask again shortly.
var ErrLensBusy = errors.New("another trust lens is being computed: ask again in a moment")

// computeLens computes and caches the board of one anchor set, waiting its turn.
func (ix *Indexer) computeLens(ctx context.Context, anchors lens.Anchors, key string) (*LensBoard, error) {
	ix.lenses.mu.Lock()
	defer ix.lenses.mu.Unlock()
	return ix.computeLensLocked(ctx, anchors, key)
}

// computeLensLocked is computeLens with the lens index's lock held.
func (ix *Indexer) computeLensLocked(ctx context.Context, anchors lens.Anchors, key string) (*LensBoard, error) {
	x := ix.lenses
	// The version first, then the graph: the graph then holds at least what the version does.
	ix.mu.RLock()
	version, epoch, policy := ix.version, ix.epoch, ix.policy
	keys := make([]*agent, 0, len(ix.board.agents))
	bySource := make([]SourceCounts, 0, len(ix.board.agents)) // the agent's whole record, as on the board
	for _, a := range ix.board.agents {
		keys = append(keys, a)
		bySource = append(bySource, ix.board.bySource(a))
	}
	ix.mu.RUnlock()
	if err := x.syncGraph(ctx, ix.store); err != nil {
		return nil, err
	}
	l, err := lens.Compute(x.graph, anchors, nil, policy, epoch)
	if err != nil {
		return nil, fmt.Errorf("compute the trust lens: %w", err)
	}
	b := &LensBoard{Anchors: anchors, Key: key, Epoch: epoch, Version: version, Rows: make([]LensRow, 0, len(keys)),
		byAgent: make(map[string]int, len(keys))}
	for i, a := range keys {
		var id uint256.Int
		id.SetFromBig(a.id)
		row, err := lensRow(l, &id, a, &policy)
		if err != nil {
			return nil, err
		}
		row.BySource = bySource[i]
		b.Rows = append(b.Rows, row)
	}
	rows := make([]Row, len(b.Rows))
	for i := range b.Rows {
		rows[i] = b.Rows[i].Row
	}
	rankRows(rows) // the same order as the board's
	order := make(map[string]int, len(rows))
	for i := range rows {
		order[rows[i].AgentID] = i
	}
	ranked := make([]LensRow, len(b.Rows))
	for _, r := range b.Rows {
		i := order[r.AgentID]
		r.Rank = rows[i].Rank
		ranked[i] = r
		b.byAgent[r.AgentID] = i
	}
	b.Rows = ranked
	x.boardsMu.Lock()
	defer x.boardsMu.Unlock()
	if _, ok := x.boards[key]; !ok && len(x.boards) >= MaxLenses {
		x.evictLocked()
	}
	x.tick++
	x.boards[key], x.used[key] = b, x.tick
	return b, nil
}

// evictLocked drops the board used least recently; boardsMu is held.
func (x *lensIndex) evictLocked() {
	oldest, at := "", uint64(0)
	for k, t := range x.used {
		if oldest == "" || t < at {
			oldest, at = k, t
		}
	}
	delete(x.boards, oldest)
	delete(x.used, oldest)
}

// lensRow is one agent's row through the lens.
func lensRow(l *lens.Lens, id *uint256.Int, a *agent, p *reputation.Policy) (LensRow, error) {
	v, err := l.Agent(id)
	row := LensRow{Row: Row{Agent: Display(a.id), AgentID: a.key}, CountedWeight: new(big.Int), TotalWeight: new(big.Int)}
	if v == nil { // an agent the escrows named that nobody rated
		var none reputation.State
		d, derr := p.Decide(&none)
		if derr != nil {
			return row, derr
		}
		row.SmoothedBps, row.LowerBps, row.Routable, row.Provisional, row.NoEvidence = d.SmoothedBps, d.LowerBps, d.Routable, true, true
		row.Weight = new(big.Int)
		return row, nil
	}
	row.NoEvidence = err != nil
	row.SmoothedBps, row.LowerBps, row.Routable = v.Decision.SmoothedBps, v.Decision.LowerBps, v.Decision.Routable
	row.Ratings, row.Payers = v.Ratings, v.Payers
	row.Provisional = IsProvisional(v.Ratings, v.Payers)
	row.DisputeRateBps = v.State.DisputeRateBps()
	row.Weight, row.WeightUnits, row.HasEvidence = v.Counted.ToBig(), units(&v.Counted, p.Unit), v.HasEvidence()
	row.CountedWeight, row.TotalWeight = v.Counted.ToBig(), v.Total.ToBig()
	for _, c := range v.TrustedPayers {
		row.TrustedPayers = append(row.TrustedPayers, router.LensPayer{Payer: c.Payer, Trust: c.Trust, Counted: c.Counted.ToBig()})
	}
	return row, nil
}
