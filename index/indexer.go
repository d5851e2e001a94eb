// Package index is repledger's reputation backend store: it follows a ReputationLedger's Rated
// events and its escrows' job events into an embedded SQLite database (with the follow package's
// confirmations and reorg rollback), rebuilds every agent's state with the reputation state
// machine, ranks the leaderboard, and audits the rebuilt states against the ledger's repStates.
package index

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// Node is the slice of a node the indexer uses.
type Node interface {
	follow.HeaderReader
	follow.LogReader
	ChainID(ctx context.Context) (*big.Int, error)
	CallContract(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Config says what to follow and how.
type Config struct {
	Ledger        common.Address
	StartBlock    uint64 // the ledger's deployment block: its hash binds the data directory
	Confirmations uint64 // blocks an event must be buried under before it is stored
	MaxRange      uint64 // blocks per log query (halved when the node refuses)
	PollInterval  time.Duration
	// IdentityRegistry, when set, is an ERC-8004 identity registry (an ERC-721): every agent id
	// it mints (Transfer from the zero address, or ERC-8004's Registered) is registered on the
	// board, at the prior until rated.
	IdentityRegistry common.Address
	// AuditEvery is the least time between two continuous audits; an audit runs once the index
	// has caught up and new ratings were stored since the last one (never while catching up:
	// each audit reads every agent's state).
	AuditEvery time.Duration
	// SourceKinds name the ledger's registered rating sources by address, as the deployment
	// manifest does (SourceKindsOf); a source it does not name is named by its code (SourceX402
	// for the X402Source this build compiles, SourceHook for its RatingHook), else SourceOther.
	// A kind New does not know (escrow, or one not in SourceKinds) is refused.
	SourceKinds map[common.Address]string
}

// Defaults.
const (
	DefaultConfirmations = 2
	DefaultMaxRange      = 2000
	DefaultPollInterval  = time.Second
	DefaultAuditEvery    = 15 * time.Second
)

// Indexer follows one ledger into one Store. Its reads are safe for concurrent use.
type Indexer struct {
	cfg       Config
	node      Node
	store     *Store
	log       zerolog.Logger
	ledgerABI *bindings.ReputationLedger
	escrowABI *bindings.Escrow
	query     follow.Query
	span      *follow.Span
	regQuery  follow.Query
	regSpan   *follow.Span
	Metrics   *Metrics

	chainID uint64
	params  *router.Params
	policy  reputation.Policy
	cursor  *follow.Cursor
	escrows map[common.Address]uint32
	// ratingHook is the ledger's rating hook (ratingHook()), whose FactoryJobRecorded events are
	// its escrows' settled jobs; zero: none yet.
	ratingHook common.Address
	hookABI    *ratinghook.RatingHook
	kindsMu    sync.Mutex
	kinds      map[common.Address]string     // registered sources named by their code (sources.go)
	foreign    map[foreignKey]common.Address // foreign escrows by rating hook and ordinal (sources.go)
	// forgotten counts the reorgs that emptied kinds and foreign: a read of the chain that began
	// before one is not cached after it.
	forgotten uint64
	// unbuilt is set when a rollback stored but the board's rebuild failed: the next step
	// rebuilds before anything else (the rollback itself is done and will not come again).
	unbuilt bool

	mu        sync.RWMutex
	board     *Board
	epoch     uint64
	head      uint64
	version   uint64 // grows with every change of the board: the API's ETag
	lastAudit *AuditResult
	caughtUp  bool // a step has reached the confirmed head once

	unranked  bool      // the board changed since it was last ranked
	rankedAt  time.Time // when it was last ranked
	auditDue  bool      // ratings were stored since the last audit
	auditedAt time.Time // when the last continuous audit ran

	lenses *lensIndex // trust lens leaderboards (lens.go)
}

// New checks the node against the data directory (the same chain and ledger, or a new
// directory), reads the ledger's parameters and escrows, and rebuilds the board from the
// stored events.
func New(ctx context.Context, cfg Config, node Node, store *Store, log zerolog.Logger) (*Indexer, error) {
	if cfg.MaxRange == 0 {
		cfg.MaxRange = DefaultMaxRange
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = DefaultPollInterval
	}
	if cfg.AuditEvery == 0 {
		cfg.AuditEvery = DefaultAuditEvery
	}
	ix := &Indexer{cfg: cfg, node: node, store: store, log: log, lenses: newLensIndex(), ledgerABI: bindings.NewReputationLedger(),
		escrowABI: bindings.NewEscrow(), hookABI: ratinghook.NewRatingHook(), escrows: map[common.Address]uint32{}, kinds: map[common.Address]string{},
		foreign: map[foreignKey]common.Address{}, Metrics: NewMetrics()}
	if err := checkSourceKinds(cfg.SourceKinds); err != nil {
		return nil, err
	}
	ix.span = follow.NewSpan(cfg.MaxRange, 2000)
	ix.query = follow.Query{Topics: [][]common.Hash{{
		ix.ledgerABI.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID,
		ix.ledgerABI.GetABI().Events[bindings.ReputationLedgerEscrowCreatedEventName].ID,
		ix.ledgerABI.GetABI().Events[bindings.ReputationLedgerSourceRegisteredEventName].ID,
		ix.hookABI.GetABI().Events[ratinghook.RatingHookFactoryJobRecordedEventName].ID,
		ix.escrowABI.GetABI().Events[bindings.EscrowProviderSetEventName].ID,
	}}}
	if cfg.IdentityRegistry != (common.Address{}) {
		ix.regQuery = follow.Query{Addresses: []common.Address{cfg.IdentityRegistry},
			Topics: [][]common.Hash{{TransferEventID, RegisteredEventID}}}
		ix.regSpan = follow.NewSpan(cfg.MaxRange, 0)
	}
	id, err := node.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("the node does not answer eth_chainId: %w", err)
	}
	ix.chainID = id.Uint64()
	rt, err := router.New(node, cfg.Ledger)
	if err != nil {
		return nil, err
	}
	if ix.params, err = rt.Params(ctx); err != nil {
		return nil, fmt.Errorf("read the parameters of ledger %s (is it a ledger/v2 ReputationLedger on chain %d?): %w", cfg.Ledger.Hex(), ix.chainID, err)
	}
	ix.policy = reputation.DefaultPolicy(ix.params.AssetDecimals)
	if v := store.RebuiltFrom(); v != 0 {
		log.Warn().Int("schema_was", v).Int("schema", SchemaVersion).Str("file", store.Path()).
			Msg("the index file was written by an older repledger: emptied; indexing the ledger again from its deployment block")
	}
	if err := ix.bind(ctx); err != nil {
		return nil, err
	}
	if err := ix.readEscrows(ctx); err != nil {
		return nil, err
	}
	if err := ix.rebuild(ctx); err != nil {
		return nil, err
	}
	return ix, nil
}

// bind checks or records the data directory's chain, and loads or starts the cursor.
func (ix *Indexer) bind(ctx context.Context) error {
	start, err := follow.Start(ctx, ix.node, ix.chainID, ix.cfg.StartBlock)
	if err != nil {
		return fmt.Errorf("read the ledger's deployment block %d: %w", ix.cfg.StartBlock, err)
	}
	if err := ix.store.Bind(ctx, Binding{ChainID: ix.chainID, Ledger: ix.cfg.Ledger, Anchor: start.Anchor}); err != nil {
		return err
	}
	cur, err := ix.store.Cursor(ctx)
	if err != nil {
		return err
	}
	if cur == nil {
		ix.cursor = start
		return nil
	}
	if err := cur.CheckChain(ctx, ix.node, ix.chainID); err != nil {
		return fmt.Errorf("%w: %s: %v", ErrOtherChain, ix.store.Path(), err)
	}
	ix.cursor = cur
	return nil
}

// rebuild makes the board again from every stored event: at start, and after a rollback.
func (ix *Indexer) rebuild(ctx context.Context) error {
	b, err := LoadBoard(ctx, ix.store)
	if err != nil {
		return err
	}
	for i, src := range b.sources {
		k, err := ix.sourceKind(ctx, src.Address)
		if err != nil {
			return err
		}
		b.nameSource(i, k)
	}
	epoch, err := ix.currentEpoch(ctx, nil)
	if err != nil {
		return err
	}
	if err := b.Rank(epoch, &ix.policy); err != nil {
		return err
	}
	ix.mu.Lock()
	ix.board, ix.epoch = b, epoch
	ix.version++
	ix.lenses.reset()
	ix.mu.Unlock()
	ix.Metrics.Agents.Set(float64(b.Len()))
	ix.Metrics.Synced.Set(float64(ix.cursor.Block))
	return nil
}

func (ix *Indexer) currentEpoch(ctx context.Context, block *big.Int) (uint64, error) {
	out, err := ix.node.CallContract(ctx, ethereum.CallMsg{To: &ix.cfg.Ledger, Data: ix.ledgerABI.PackCurrentEpoch()}, block)
	if err != nil {
		return 0, fmt.Errorf("read the ledger's current epoch: %w", err)
	}
	e, err := ix.ledgerABI.UnpackCurrentEpoch(out)
	if err != nil {
		return 0, err
	}
	return e.Uint64(), nil
}

// Run steps until ctx ends, waiting PollInterval whenever it has caught up. A failed step is
// logged and retried: the node may come back.
func (ix *Indexer) Run(ctx context.Context) error {
	for {
		caught, err := ix.Step(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			ix.Metrics.Errors.Inc()
			ix.log.Error().Err(err).Msg("index step failed; retrying")
		}
		if caught || err != nil {
			select {
			case <-ctx.Done():
				return nil
			case <-time.After(ix.cfg.PollInterval):
			}
		}
	}
}

// Step reconciles the cursor with the chain (rolling back what a reorg replaced), reads the next
// confirmed range, stores it with the cursor in one transaction and updates the board. It
// reports whether it has caught up with the confirmed head.
func (ix *Indexer) Step(ctx context.Context) (bool, error) {
	head, err := ix.node.BlockNumber(ctx)
	if err != nil {
		return false, fmt.Errorf("read head: %w", err)
	}
	ix.mu.Lock()
	ix.head = head
	ix.mu.Unlock()
	ix.Metrics.Head.Set(float64(head))
	if err := ix.reconcile(ctx); err != nil {
		return false, err
	}
	if head < ix.cfg.Confirmations {
		return true, nil
	}
	safe := head - ix.cfg.Confirmations
	from := ix.cursor.Next()
	if from > safe {
		ix.mu.Lock()
		ix.caughtUp = true
		ix.mu.Unlock()
		ix.maybeAudit(ctx)
		return true, ix.rankIfDue(ctx, true)
	}
	logs, end, err := follow.Fetch(ctx, ix.node, ix.query, ix.span, from, safe)
	if err != nil {
		return false, err
	}
	if logs, err = ix.withRegistrations(ctx, logs, from, end); err != nil {
		return false, err
	}
	h, err := ix.node.HeaderByNumber(ctx, new(big.Int).SetUint64(end))
	if err != nil {
		return false, fmt.Errorf("read block %d: %w", end, err)
	}
	ref := follow.BlockRef{Number: end, Hash: h.Hash()}
	if ok, err := ix.logsCanonical(ctx, logs, ref); err != nil || !ok {
		return false, err // a reorg between the reads: read the range again
	}
	batch := ix.decode(logs)
	if err := ix.nameSources(ctx, batch.Sources); err != nil {
		return false, err
	}
	next := ix.cursor.Clone()
	next.Advance(ref)
	// The board takes the batch first, so that the agents' new states are stored with the
	// events; if the store refuses, the board is rebuilt from what the store holds.
	touched, err := ix.apply(batch)
	if err == nil {
		err = ix.store.append(ctx, batch, next, ix.board, touched)
	}
	if err != nil {
		if rerr := ix.rebuild(ctx); rerr != nil {
			return false, errors.Join(err, rerr)
		}
		return false, err
	}
	// The lens graph takes the batch only once it is stored: a lens loading the graph from the
	// store meanwhile then sees it there or in the queue, never in neither.
	ix.lenses.add(batch.Rated)
	ix.mu.Lock()
	ix.cursor = next
	ix.mu.Unlock()
	ix.Metrics.Synced.Set(float64(end))
	if len(batch.Rated) > 0 {
		ix.auditDue = true
	}
	if err := ix.rankIfDue(ctx, end >= safe); err != nil {
		return false, err
	}
	if end >= safe {
		ix.mu.Lock()
		ix.caughtUp = true
		ix.mu.Unlock()
		ix.maybeAudit(ctx)
	}
	return end >= safe, nil
}

// reconcile rolls the store and the board back when a reorg replaced stored blocks.
func (ix *Indexer) reconcile(ctx context.Context) error {
	cur := ix.cursor.Clone()
	rw, err := cur.Reconcile(ctx, ix.node)
	if err != nil {
		return fmt.Errorf("check the stored blocks against the chain: %w", err)
	}
	if rw == nil {
		if ix.unbuilt {
			return ix.rebuildAfterRollback(ctx)
		}
		return nil
	}
	n, err := ix.store.Rollback(ctx, cur)
	if err != nil {
		return err
	}
	ix.mu.Lock()
	ix.cursor = cur
	ix.mu.Unlock()
	// What was read of the chain's contracts may be gone with the replaced blocks: a foreign
	// escrow's registration (another may hold its ordinal now), a source's code.
	ix.kindsMu.Lock()
	clear(ix.foreign)
	clear(ix.kinds)
	ix.forgotten++
	ix.kindsMu.Unlock()
	ix.Metrics.Reorgs.Inc()
	ix.log.Warn().Uint64("stored_to", rw.From).Uint64("rewind_to", rw.To).Bool("deep", rw.Deep).Int64("events_removed", n).
		Msg("reorg replaced stored blocks: rolled back, reading again from the newest block still canonical")
	return ix.rebuildAfterRollback(ctx)
}

// rebuildAfterRollback rebuilds the board from the rolled-back store; when that fails (the node
// did not answer a code read, say) the next step tries again, since the board still holds what
// the reorg took away.
func (ix *Indexer) rebuildAfterRollback(ctx context.Context) error {
	if err := ix.rebuild(ctx); err != nil {
		ix.unbuilt = true
		return fmt.Errorf("rebuild the board after a rollback: %w", err)
	}
	ix.unbuilt = false
	return nil
}

// apply adds a batch to the board and returns the agents it changed; the ranking follows in
// rankIfDue.
func (ix *Indexer) apply(b *Batch) ([]*agent, error) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	for _, src := range b.Sources {
		if err := ix.board.AddSource(src); err != nil {
			return nil, err
		}
	}
	seen := map[string]bool{}
	var touched []*agent
	touch := func(key string) {
		if !seen[key] {
			seen[key] = true
			touched = append(touched, ix.board.agents[key])
		}
	}
	for _, j := range b.Jobs {
		if j.Agent != "" {
			if err := ix.board.Register(j.Agent); err != nil {
				return nil, err
			}
			touch(j.Agent)
		}
	}
	for i := range b.Rated {
		if err := ix.board.Apply(&b.Rated[i]); err != nil {
			return nil, err
		}
		touch(b.Rated[i].Agent)
	}
	ix.Metrics.Ingested.Add(float64(len(b.Rated)))
	ix.Metrics.Agents.Set(float64(ix.board.Len()))
	if len(touched) > 0 {
		ix.unranked = true
	}
	return touched, nil
}

// rankEvery is the most time the leaderboard lags the stored events while catching up: ranking
// every agent after every batch would cost more than the batches themselves.
const rankEvery = 2 * time.Second

// rankIfDue ranks the board again when it has changed or the ledger's epoch has moved on
// (evidence decayed): at once when the index is at the head (now), else at most every rankEvery.
func (ix *Indexer) rankIfDue(ctx context.Context, now bool) error {
	if !now && time.Since(ix.rankedAt) < rankEvery {
		return nil
	}
	epoch, err := ix.currentEpoch(ctx, nil)
	if err != nil {
		return err
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if !ix.unranked && epoch == ix.epoch {
		return nil
	}
	ix.epoch, ix.unranked, ix.rankedAt = epoch, false, time.Now()
	ix.version++
	return ix.board.Rank(epoch, &ix.policy)
}

// CatchUp steps until it has caught up with the confirmed head.
func (ix *Indexer) CatchUp(ctx context.Context) error {
	for {
		caught, err := ix.Step(ctx)
		if err != nil {
			return err
		}
		if caught {
			return nil
		}
	}
}

// CaughtUp reports whether the indexer has reached the confirmed head at least once.
func (ix *Indexer) CaughtUp() bool {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return ix.caughtUp
}

// Synced is the last block stored.
func (ix *Indexer) Synced() uint64 {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return ix.cursor.Block
}

// Leaderboard is the ranked board (shared: do not modify the rows).
func (ix *Indexer) Leaderboard() []Row {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return ix.board.Rows()
}

// maybeAudit runs the continuous audit when ratings arrived since the last one and AuditEvery
// has passed.
func (ix *Indexer) maybeAudit(ctx context.Context) {
	if !ix.auditDue || time.Since(ix.auditedAt) < ix.cfg.AuditEvery {
		return
	}
	ix.auditDue, ix.auditedAt = false, time.Now()
	ix.audit(ctx)
}

// logsCanonical checks that the newest block the logs come from is still canonical (and, when
// it is `end`, that it is the header read): a reorg during the log query is then seen and the
// range read again. A reorg that only replaces blocks after the newest log is found by the
// cursor's Reconcile on the next step, as long as it does not reach below the cursor's block.
func (ix *Indexer) logsCanonical(ctx context.Context, logs []types.Log, end follow.BlockRef) (bool, error) {
	if len(logs) == 0 {
		return true, nil
	}
	last := logs[len(logs)-1]
	if last.BlockNumber == end.Number {
		return last.BlockHash == end.Hash, nil
	}
	return follow.Canonical(ctx, ix.node, follow.BlockRef{Number: last.BlockNumber, Hash: last.BlockHash})
}
