package settler

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/bindings/scripted"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/settler/txmgr"
)

// Node is what the settler needs from a node: *ethclient.Client and the simulated backend's
// client both satisfy it.
type Node interface {
	follow.HeaderReader
	follow.LogReader
	bind.ContractBackend
	txmgr.Client
}

// Service is the running settler.
type Service struct {
	cfg     Config
	log     zerolog.Logger
	node    Node
	tx      *txmgr.Manager
	metrics *Metrics

	escrowABI *bindings.Escrow // the factory escrows' (the ERC-8004 bridge reads getJob)
	// scriptedABI decodes the JobSettled events of ScriptedSettlements, the load-test double
	// that is its own escrow 0 and the one escrow that still records its own ratings.
	scriptedABI *scripted.ScriptedSettlements
	ledgerABI   *bindings.ReputationLedger
	erc8004ABI  *bindings.ERC8004ReputationRegistry
	ledger      *bind.BoundContract
	query       follow.Query
	chainID     uint64
	escrows     map[common.Address]uint32 // the ledger's escrows, by address: their index
	// escrowCreated is the ledger's EscrowCreated topic, looked up once rather than per log.
	escrowCreated common.Hash
	// The rating hooks among the ledger's sources (hook.go), by address: their source index.
	hooks            map[common.Address]uint32
	hookABI          *ratinghook.RatingHook
	sourceRegistered common.Hash // the ledger's SourceRegistered topic
	// The hooks' JobRecorded (a foreign escrow's job) and FactoryJobRecorded (a factory escrow's) topics.
	jobRecorded, factoryJobRecorded common.Hash

	cp   *Checkpoint // durable progress; replaced (not mutated) once the next one is saved
	span *follow.Span
	scan scan // completions read past the checkpoint, waiting for their ratings to be buried

	health health
	rated  atomic.Uint64 // ratings this service saw applied by its own mined submissions

	x402 *x402Relay // the x402 relay (x402.go); nil when off
}

// Errors of NewService.
var (
	// ErrNotScorer: the key is not the ledger's scorer, so every submission would revert.
	ErrNotScorer = errors.New("key is not the ledger's scorer")
	// ErrNotLedger: the ledger address holds no contract, or not a ReputationLedger.
	ErrNotLedger = errors.New("not a ReputationLedger")
	// ErrNotRegistry: the --erc8004-reputation address holds no contract.
	ErrNotRegistry = errors.New("no ERC-8004 reputation registry")
	// ErrStaleCheckpoint: the checkpoint file was written on another chain, or is ahead of it.
	ErrStaleCheckpoint = errors.New("checkpoint does not belong to this chain")
)

// NewService checks the deployment against the config (the ledger's escrow, the key's scorer
// role), loads the checkpoint and checks that it belongs to the node's chain, and prepares the
// transaction manager. With Config.OutboxPath it also finds and checks the x402 source and opens
// the outbox (rewriting it with its pending outcomes alone); Close releases it. Nothing is sent
// and nothing else is written yet.
func NewService(ctx context.Context, cfg Config, node Node, key *ecdsa.PrivateKey, log zerolog.Logger) (*Service, error) {
	cfg = cfg.WithDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	s := &Service{cfg: cfg, log: log, node: node, metrics: NewMetrics(),
		escrowABI: bindings.NewEscrow(), scriptedABI: scripted.NewScriptedSettlements(), ledgerABI: bindings.NewReputationLedger(),
		erc8004ABI: bindings.NewERC8004ReputationRegistry(), escrows: map[common.Address]uint32{},
		hookABI: ratinghook.NewRatingHook(), hooks: map[common.Address]uint32{}}
	s.span = follow.NewSpan(cfg.MaxRange, s.targetLogs())
	s.ledger = s.ledgerABI.Instance(node, cfg.Ledger)
	// One query finds the escrows' settlements, the rating hooks' records, and the escrows and
	// sources the ledger adds meanwhile; it names no addresses, so a settlement in an escrow
	// created (or a record of a hook registered) within the same range is not missed. derive
	// keeps the followed escrows', the followed hooks' and the ledger's events only.
	s.escrowCreated = s.ledgerABI.GetABI().Events[bindings.ReputationLedgerEscrowCreatedEventName].ID
	s.sourceRegistered = s.ledgerABI.GetABI().Events[bindings.ReputationLedgerSourceRegisteredEventName].ID
	s.jobRecorded = s.hookABI.GetABI().Events[ratinghook.RatingHookJobRecordedEventName].ID
	s.factoryJobRecorded = s.hookABI.GetABI().Events[ratinghook.RatingHookFactoryJobRecordedEventName].ID
	s.query = follow.Query{Topics: [][]common.Hash{{
		s.scriptedABI.GetABI().Events[scripted.ScriptedSettlementsJobSettledEventName].ID, s.escrowCreated,
		s.jobRecorded, s.factoryJobRecorded, s.sourceRegistered,
	}}}

	chainID, err := node.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("the node at --rpc %s does not answer: %w", cfg.RPC, err)
	}
	s.chainID = chainID.Uint64()
	if err := s.checkLedger(ctx, key); err != nil {
		return nil, err
	}
	if err := s.loadHooks(ctx); err != nil {
		return nil, err
	}
	if err := s.loadLedgerHook(ctx); err != nil {
		return nil, err
	}
	if err := s.checkRegistry(ctx); err != nil {
		return nil, err
	}
	if err := s.loadCheckpoint(ctx); err != nil {
		return nil, err
	}
	maxFee, _ := new(big.Float).Mul(big.NewFloat(cfg.MaxFeeGwei), big.NewFloat(params.GWei)).Int(nil)
	s.tx, err = txmgr.New(ctx, node, txmgr.Config{Key: key, ChainID: chainID, MaxFeePerGas: maxFee,
		ResubmitAfter: cfg.ResubmitAfter, FeeBumpPercent: 10, PollInterval: min(cfg.PollInterval, txmgr.DefaultPollInterval),
		OnResubmit: func(nonce uint64) {
			s.metrics.Resubmissions.Inc()
			s.log.Warn().Uint64("nonce", nonce).Msg("transaction re-sent: not mined in time (fees bumped), or lost by the node")
		},
		OnNonceResync: func(from, to uint64) {
			s.metrics.NonceResyncs.Inc()
			s.log.Warn().Uint64("local_nonce", from).Uint64("chain_nonce", to).
				Msg("own transactions were dropped from the chain (reorg): taking the chain's nonce again")
		}})
	if err != nil {
		return nil, fmt.Errorf("transaction manager: %w", err)
	}
	if err := s.setupX402(ctx); err != nil {
		return nil, err
	}
	s.metrics.Checkpoint.Set(float64(s.cp.Block))
	s.health.checkpoint.Store(s.cp.Block)
	return s, nil
}

// checkLedger checks that the ledger is a ReputationLedger whose scorer is the key, and reads
// its escrows; it tells a missing contract, a contract that is not a ledger and a wrong key apart.
func (s *Service) checkLedger(ctx context.Context, key *ecdsa.PrivateKey) error {
	cfg := s.cfg
	code, err := s.node.CodeAt(ctx, cfg.Ledger, nil)
	if err != nil {
		return fmt.Errorf("read the code at --ledger %s: %w", cfg.Ledger.Hex(), err)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w: no contract at --ledger %s on chain %d; check the address and --rpc", ErrNotLedger, cfg.Ledger.Hex(), s.chainID)
	}
	opts := &bind.CallOpts{Context: ctx}
	count, err := bind.Call(s.ledger, opts, s.ledgerABI.PackEscrowCount(), s.ledgerABI.UnpackEscrowCount)
	if err != nil {
		return fmt.Errorf("%w: the contract at --ledger %s does not answer escrowCount() (a ledger/v2 ReputationLedger does): %v", ErrNotLedger, cfg.Ledger.Hex(), err)
	}
	for i := uint64(0); i < count.Uint64(); i++ {
		addr, err := bind.Call(s.ledger, opts, s.ledgerABI.PackEscrowAt(uint32(i)), s.ledgerABI.UnpackEscrowAt)
		if err != nil {
			return fmt.Errorf("read the ledger's escrow %d: %w", i, err)
		}
		s.follow(uint32(i), addr)
	}
	scorer, err := bind.Call(s.ledger, opts, s.ledgerABI.PackScorer(), s.ledgerABI.UnpackScorer)
	if err != nil {
		return fmt.Errorf("read the ledger's scorer: %w", err)
	}
	if self := crypto.PubkeyToAddress(key.PublicKey); scorer != self {
		return fmt.Errorf("%w: the ledger's scorer is %s, the keystore holds %s", ErrNotScorer, scorer.Hex(), self.Hex())
	}
	return nil
}

// checkRegistry checks that the ERC-8004 bridge, when on, points at a contract.
func (s *Service) checkRegistry(ctx context.Context) error {
	addr := s.cfg.ERC8004Reputation
	if addr == (common.Address{}) {
		return nil
	}
	code, err := s.node.CodeAt(ctx, addr, nil)
	if err != nil {
		return fmt.Errorf("read the code at --erc8004-reputation %s: %w", addr.Hex(), err)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w: no contract at --erc8004-reputation %s on this chain; give the registry's address or leave the flag out", ErrNotRegistry, addr.Hex())
	}
	s.log.Info().Str("registry", addr.Hex()).Msg("ERC-8004 bridge on: applied ratings of jobs under an ERC-8004 id are also written there as feedback (best-effort)")
	return nil
}

// follow adds an escrow of the ledger to those whose settlements are rated.
func (s *Service) follow(index uint32, addr common.Address) {
	if _, ok := s.escrows[addr]; !ok {
		s.escrows[addr] = index
		s.log.Info().Uint32("escrow", index).Str("address", addr.Hex()).Msg("following escrow")
	}
}

// loadCheckpoint reads the checkpoint file and checks it against the node's chain, or starts a
// fresh one at the start block.
func (s *Service) loadCheckpoint(ctx context.Context) error {
	path := s.cfg.CheckpointPath
	cp, err := LoadCheckpoint(path, s.cfg.Ledger)
	if err != nil {
		return err
	}
	if cp == nil {
		cursor, err := follow.Start(ctx, s.node, s.chainID, s.cfg.StartBlock)
		if err != nil {
			return err
		}
		s.cp = &Checkpoint{Ledger: s.cfg.Ledger, Cursor: *cursor}
		s.scan.reset(s.cp.Anchor)
		return nil
	}
	if cp.ChainID == 0 {
		if err := s.adoptUnbound(ctx, cp); err != nil {
			return err
		}
	}
	switch err := cp.CheckChain(ctx, s.node, s.chainID); {
	case errors.Is(err, follow.ErrOtherChain):
		return fmt.Errorf("%w: %s was written on another chain (%v). If the chain was reset (a new testnet at the same addresses), move the file away and the settler starts over from --start-block; otherwise point --rpc at the chain it belongs to",
			ErrStaleCheckpoint, path, err)
	case errors.Is(err, follow.ErrAheadOfHead):
		return fmt.Errorf("%w: %s says blocks up to %d are done, but the node's head is lower (%v). The node is behind (still syncing?) or the chain was reset: wait for the node, or move the file away to start over from --start-block",
			ErrStaleCheckpoint, path, cp.Block, err)
	case err != nil:
		return fmt.Errorf("check checkpoint %s against the node: %w", path, err)
	}
	s.cp = cp
	s.health.saved.Store(true)
	s.scan.reset(s.cp.newest())
	return nil
}

// adoptUnbound binds a checkpoint written before checkpoints named their chain, when its newest
// block is still canonical on the node (so it was written on this chain); otherwise it refuses.
func (s *Service) adoptUnbound(ctx context.Context, cp *Checkpoint) error {
	newest := cp.newest()
	if len(cp.Recent) == 0 {
		return fmt.Errorf("%w: %s names no block of its chain: move it away to start over from --start-block (already rated jobs are skipped)",
			ErrStaleCheckpoint, s.cfg.CheckpointPath)
	}
	ok, err := follow.Canonical(ctx, s.node, newest)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%w: %s was written by an older settler without naming its chain, and its block %d is not this node's: move it away to start over from --start-block",
			ErrStaleCheckpoint, s.cfg.CheckpointPath, newest.Number)
	}
	cp.ChainID, cp.Anchor = s.chainID, cp.Recent[0]
	s.log.Info().Str("checkpoint", s.cfg.CheckpointPath).Uint64("chain_id", s.chainID).
		Msg("checkpoint of an older settler adopted: bound to this chain from now on")
	return nil
}

// newest is the newest block the checkpoint recorded (its anchor when none).
func (cp *Checkpoint) newest() follow.BlockRef {
	if len(cp.Recent) == 0 {
		return cp.Anchor
	}
	return cp.Recent[len(cp.Recent)-1]
}

// targetLogs is how many completions one step reads at most, about what the submissions in
// flight at once can carry: a settler far behind works in chunks of this size.
func (s *Service) targetLogs() int { return max(1000, maxInFlight*s.cfg.BatchSize) }

// Rated is how many ratings this service has seen applied by its own mined submissions.
func (s *Service) Rated() uint64 { return s.rated.Load() }

// Metrics returns the service's metrics.
func (s *Service) Metrics() *Metrics { return s.metrics }

// CheckpointBlock is the block the checkpoint has reached, and whether it is on disk.
func (s *Service) CheckpointBlock() (uint64, bool) {
	return s.health.checkpoint.Load(), s.health.saved.Load()
}
