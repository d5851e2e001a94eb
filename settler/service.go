package settler

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/settler/txmgr"
)

// Node is what the settler needs from a node: *ethclient.Client and the simulated backend's
// client both satisfy it.
type Node interface {
	ChainReader
	bind.ContractBackend
	txmgr.Client
}

// areRatedChunk bounds one areRated call.
const areRatedChunk = 500

// Service is the running settler.
type Service struct {
	cfg     Config
	log     zerolog.Logger
	node    Node
	tx      *txmgr.Manager
	metrics *Metrics

	escrowABI *bindings.Escrow
	ledgerABI *bindings.ReputationLedger
	ledger    *bind.BoundContract
	asset     common.Address
	weightCap *big.Int
	topic     common.Hash

	cp   *Checkpoint
	span uint64

	ready     atomic.Bool
	heartbeat atomic.Int64  // unix seconds of the loop's last turn
	rated     atomic.Uint64 // ratings this service saw mined
}

// ErrNotScorer is returned when the key is not the ledger's scorer: every submission would revert.
var ErrNotScorer = errors.New("key is not the ledger's scorer")

// NewService checks the deployment against the config (the ledger's escrow, the key's scorer
// role), loads the checkpoint and prepares the transaction manager. Nothing is sent yet.
func NewService(ctx context.Context, cfg Config, node Node, key *ecdsa.PrivateKey, log zerolog.Logger) (*Service, error) {
	cfg = cfg.WithDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	s := &Service{cfg: cfg, log: log, node: node, metrics: NewMetrics(), span: cfg.MaxRange,
		escrowABI: bindings.NewEscrow(), ledgerABI: bindings.NewReputationLedger()}
	s.ledger = s.ledgerABI.Instance(node, cfg.Ledger)
	s.topic = s.escrowABI.GetABI().Events[bindings.EscrowJobCompletedEventName].ID
	opts := &bind.CallOpts{Context: ctx}

	escrow, err := bind.Call(s.ledger, opts, s.ledgerABI.PackEscrow(), s.ledgerABI.UnpackEscrow)
	if err != nil {
		return nil, fmt.Errorf("read ledger %s (is it a ReputationLedger on this chain?): %w", cfg.Ledger.Hex(), err)
	}
	if escrow != cfg.Escrow {
		return nil, fmt.Errorf("ledger %s rates escrow %s, not %s: fix --escrow or --ledger", cfg.Ledger.Hex(), escrow.Hex(), cfg.Escrow.Hex())
	}
	if s.asset, err = bind.Call(s.ledger, opts, s.ledgerABI.PackAsset(), s.ledgerABI.UnpackAsset); err != nil {
		return nil, fmt.Errorf("read the ledger's asset: %w", err)
	}
	if s.weightCap, err = bind.Call(s.ledger, opts, s.ledgerABI.PackWeightCap(), s.ledgerABI.UnpackWeightCap); err != nil {
		return nil, fmt.Errorf("read the ledger's weight cap: %w", err)
	}
	scorer, err := bind.Call(s.ledger, opts, s.ledgerABI.PackScorer(), s.ledgerABI.UnpackScorer)
	if err != nil {
		return nil, fmt.Errorf("read the ledger's scorer: %w", err)
	}
	if self := crypto.PubkeyToAddress(key.PublicKey); scorer != self {
		return nil, fmt.Errorf("%w: the ledger's scorer is %s, the keystore holds %s", ErrNotScorer, scorer.Hex(), self.Hex())
	}
	if s.cp, err = LoadCheckpoint(cfg.CheckpointPath, cfg.Escrow, cfg.Ledger); err != nil {
		return nil, err
	}
	if s.cp == nil {
		s.cp = &Checkpoint{Escrow: cfg.Escrow, Ledger: cfg.Ledger}
		if cfg.StartBlock > 0 {
			s.cp.Block = cfg.StartBlock - 1
		}
	}
	chainID, err := node.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain id: %w", err)
	}
	maxFee, _ := new(big.Float).Mul(big.NewFloat(cfg.MaxFeeGwei), big.NewFloat(params.GWei)).Int(nil)
	s.tx, err = txmgr.New(ctx, node, txmgr.Config{Key: key, ChainID: chainID, MaxFeePerGas: maxFee,
		ResubmitAfter: cfg.ResubmitAfter, FeeBumpPercent: 10, PollInterval: min(cfg.PollInterval, txmgr.DefaultPollInterval),
		OnResubmit: func(nonce uint64) {
			s.metrics.Resubmissions.Inc()
			s.log.Warn().Uint64("nonce", nonce).Msg("transaction not mined in time: re-sent with higher fees")
		}})
	if err != nil {
		return nil, fmt.Errorf("transaction manager: %w", err)
	}
	s.metrics.Checkpoint.Set(float64(s.cp.Block))
	return s, nil
}

// Rated is how many ratings this service has seen mined since it started.
func (s *Service) Rated() uint64 { return s.rated.Load() }

// Metrics returns the service's metrics.
func (s *Service) Metrics() *Metrics { return s.metrics }

// Ready reports whether the settler is within ReadyLag blocks of the safe head.
func (s *Service) Ready() bool { return s.ready.Load() }

// Alive reports whether the loop has turned recently.
func (s *Service) Alive() bool {
	return time.Since(time.Unix(s.heartbeat.Load(), 0)) < 2*time.Minute+4*s.cfg.PollInterval
}

// Run follows the chain until ctx ends. Node errors are logged, counted and retried with
// backoff; they never stop the loop. It returns nil on a clean stop.
func (s *Service) Run(ctx context.Context) error {
	wake := s.subscribeHeads(ctx)
	const maxBackoff = 30 * time.Second
	backoff, failures := time.Second, 0
	for {
		s.heartbeat.Store(time.Now().Unix())
		caughtUp, err := s.Step(ctx)
		if ctx.Err() != nil {
			return nil
		}
		wait := time.Duration(0)
		switch {
		case err != nil:
			failures++
			s.metrics.RPCErrors.Inc()
			ev := s.log.Warn()
			if failures >= 10 {
				ev = s.log.Error() // ten failures in a row: the node needs an operator
			}
			// ±20 % jitter, so settlers sharing a node do not retry in step.
			wait = backoff + time.Duration((rand.Float64()-0.5)*0.4*float64(backoff))
			ev.Err(err).Int("failures", failures).Dur("retry_in", wait).Msg("settler step failed")
			backoff = min(2*backoff, maxBackoff)
		case caughtUp:
			failures, backoff = 0, time.Second
			wait = s.cfg.PollInterval
		default:
			failures, backoff = 0, time.Second
		}
		if wait == 0 {
			continue
		}
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return nil
		case <-wake:
		case <-timer.C:
		}
		timer.Stop()
	}
}

// headSubscriber is what a WebSocket client offers.
type headSubscriber interface {
	SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error)
}

// subscribeHeads wakes the loop on new heads when the URL is ws(s) and the client can
// subscribe; otherwise the loop polls every PollInterval.
func (s *Service) subscribeHeads(ctx context.Context) <-chan struct{} {
	wake := make(chan struct{}, 1)
	subscriber, ok := s.node.(headSubscriber)
	if !strings.HasPrefix(s.cfg.RPC, "ws") || !ok {
		return wake
	}
	go wakeOnHeads(ctx, subscriber, wake, s.log, headResubscribeAfter)
	return wake
}

// headResubscribeAfter is the first wait before subscribing again; it doubles up to a minute.
const headResubscribeAfter = time.Second

// wakeOnHeads signals wake (without blocking) on every new head. When the subscription cannot
// be made or ends, as it does when the node restarts, the loop polls meanwhile and wakeOnHeads
// subscribes again after `retry`, doubling the wait up to a minute while it keeps failing.
func wakeOnHeads(ctx context.Context, node headSubscriber, wake chan<- struct{}, log zerolog.Logger, retry time.Duration) {
	wait := retry
	for failures := 0; ; failures++ {
		heads := make(chan *types.Header, 16)
		sub, err := node.SubscribeNewHead(ctx, heads)
		if err == nil {
			if failures > 0 {
				log.Info().Msg("subscribed to new heads again")
			}
			failures, wait = 0, retry
			err = relayHeads(ctx, sub, heads, wake)
		}
		if ctx.Err() != nil {
			return
		}
		ev := log.Debug()
		if failures == 0 {
			ev = log.Warn() // once per outage, not once per retry
		}
		ev.Err(err).Dur("retry_in", wait).Msg("no new-head subscription: polling until it is back")
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, time.Minute)
	}
}

// relayHeads forwards heads as wake-ups until the subscription ends or ctx is done.
func relayHeads(ctx context.Context, sub ethereum.Subscription, heads <-chan *types.Header, wake chan<- struct{}) error {
	defer sub.Unsubscribe()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-sub.Err():
			if err == nil {
				err = errors.New("subscription closed")
			}
			return err
		case <-heads:
			select {
			case wake <- struct{}{}:
			default:
			}
		}
	}
}

// Step handles one range of blocks: the next MaxRange blocks after the checkpoint, up to the
// head minus the confirmation depth. It reports whether it has caught up.
func (s *Service) Step(ctx context.Context) (bool, error) {
	head, err := s.node.BlockNumber(ctx)
	if err != nil {
		return false, fmt.Errorf("read head: %w", err)
	}
	if head < s.cfg.Confirmations {
		s.ready.Store(true)
		return true, nil
	}
	safe := head - s.cfg.Confirmations
	if err := s.handleReorg(ctx); err != nil {
		return false, err
	}
	from := s.cp.Block + 1
	s.metrics.LagBlocks.Set(float64(head - min(head, s.cp.Block)))
	s.metrics.Pending.Set(float64(s.tx.Pending()))
	if from > safe {
		s.ready.Store(true)
		return true, nil
	}
	logs, end, span, err := fetchLogs(ctx, s.node, s.cfg.Escrow, s.topic, from, safe, s.span)
	if err != nil {
		return false, err
	}
	// A node that refused a span once may accept it again (a busy moment): grow back slowly.
	s.span = min(s.cfg.MaxRange, span+max(1, span/4))
	header, err := s.node.HeaderByNumber(ctx, new(big.Int).SetUint64(end))
	if err != nil {
		return false, fmt.Errorf("read block %d: %w", end, err)
	}
	for i := range logs {
		if logs[i].BlockNumber == end && logs[i].BlockHash != header.Hash() {
			return false, fmt.Errorf("block %d changed while its logs were read (reorg): reading again", end)
		}
	}
	ratings := s.derive(logs)
	if ratings, err = s.dropRated(ctx, ratings); err != nil {
		return false, err
	}
	if err := s.submitAll(ctx, ratings); err != nil {
		return false, err
	}
	// The checkpoint names the range's last block by hash: if a reorg replaced it while the
	// range was being rated, the range is read again rather than recorded on the wrong chain.
	if again, err := s.node.HeaderByNumber(ctx, new(big.Int).SetUint64(end)); err != nil {
		return false, fmt.Errorf("read block %d: %w", end, err)
	} else if again.Hash() != header.Hash() {
		return false, fmt.Errorf("block %d was replaced while its range was rated (reorg): reading again", end)
	}
	next := *s.cp
	next.Recent = append([]BlockRef(nil), s.cp.Recent...)
	next.Advance(BlockRef{Number: end, Hash: header.Hash()})
	if err := next.Save(s.cfg.CheckpointPath); err != nil {
		return false, err // the operator must act: the disk refuses the checkpoint
	}
	*s.cp = next
	s.metrics.Checkpoint.Set(float64(end))
	s.metrics.LagBlocks.Set(float64(head - end))
	s.ready.Store(safe-end <= s.cfg.ReadyLag)
	s.log.Debug().Uint64("from", from).Uint64("to", end).Int("ratings", len(ratings)).Msg("range settled")
	return end >= safe, nil
}

// handleReorg rewinds the checkpoint to the newest remembered block still canonical.
func (s *Service) handleReorg(ctx context.Context) error {
	if len(s.cp.Recent) == 0 {
		return nil
	}
	last := s.cp.Recent[len(s.cp.Recent)-1]
	h, err := s.node.HeaderByNumber(ctx, new(big.Int).SetUint64(last.Number))
	if err != nil {
		return fmt.Errorf("read block %d: %w", last.Number, err)
	}
	if h.Hash() == last.Hash {
		return nil
	}
	anc, err := commonAncestor(ctx, s.node, s.cp.Recent)
	if errors.Is(err, ErrReorgTooDeep) {
		oldest := s.cp.Recent[0].Number
		anc = BlockRef{Number: oldest - min(oldest, 1)}
		s.log.Error().Uint64("rewind_to", anc.Number).Msg("reorg deeper than the remembered blocks: re-reading from before them")
	} else if err != nil {
		return err
	}
	s.log.Warn().Uint64("checkpoint", last.Number).Uint64("ancestor", anc.Number).Msg("reorg detected: re-reading from the common ancestor")
	s.cp.Block = anc.Number
	kept := s.cp.Recent[:0]
	for _, r := range s.cp.Recent {
		if r.Number <= anc.Number {
			kept = append(kept, r)
		}
	}
	s.cp.Recent = kept
	return nil
}

// derive decodes each log and derives its rating, counting and logging what is skipped.
func (s *Service) derive(logs []types.Log) []*Rating {
	out := make([]*Rating, 0, len(logs))
	for i := range logs {
		s.metrics.SettlementsSeen.Inc()
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
				Str("reason", string(skip)).Msg("settlement not rated")
			continue
		}
		out = append(out, r)
	}
	return out
}

// dropRated removes ratings the ledger already holds, with one areRated read per chunk.
func (s *Service) dropRated(ctx context.Context, rs []*Rating) ([]*Rating, error) {
	out := rs[:0]
	for lo := 0; lo < len(rs); lo += areRatedChunk {
		chunk := rs[lo:min(lo+areRatedChunk, len(rs))]
		agents, jobs := make([]*big.Int, len(chunk)), make([]*big.Int, len(chunk))
		for i, r := range chunk {
			agents[i], jobs[i] = r.AgentID, r.JobID
		}
		rated, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.ledgerABI.PackAreRated(agents, jobs), s.ledgerABI.UnpackAreRated)
		if err != nil {
			return nil, fmt.Errorf("read areRated: %w", err)
		}
		for i, r := range chunk {
			if rated[i] {
				s.metrics.Skips.WithLabelValues(string(SkipAlreadyRated)).Inc()
				continue
			}
			out = append(out, r)
		}
	}
	return out, nil
}

// maxInFlight bounds the submissions pending at once: nodes cap the transactions one account
// may have in their pool (geth keeps 16 executable per account before it counts global slots).
const maxInFlight = 16

// submitAll sends the ratings in batches, up to maxInFlight at once, and waits for every receipt.
func (s *Service) submitAll(ctx context.Context, rs []*Rating) error {
	var wg sync.WaitGroup
	errs := make([]error, 0)
	var mu sync.Mutex
	slots := make(chan struct{}, maxInFlight)
	for lo := 0; lo < len(rs); lo += s.cfg.BatchSize {
		batch := rs[lo:min(lo+s.cfg.BatchSize, len(rs))]
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer func() { <-slots; wg.Done() }()
			if err := s.submit(ctx, batch); err != nil {
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// submit sends one batch. A batch that reverts is split in halves until the offending rating
// stands alone; that one is logged for an operator and counted, and the rest go through.
func (s *Service) submit(ctx context.Context, batch []*Rating) error {
	items := make([]bindings.ReputationLedgerRating, len(batch))
	for i, r := range batch {
		items[i] = r.item()
	}
	// A send stuck on an unreachable node must surface as a failed step (logged, counted, retried
	// from the checkpoint) instead of waiting silently.
	sendCtx, cancel := context.WithTimeout(ctx, 4*s.cfg.ResubmitAfter)
	defer cancel()
	receipt, err := s.tx.Send(sendCtx, txmgr.Candidate{To: s.cfg.Ledger, Data: s.ledgerABI.PackSubmitBatch(items)})
	if isRevert(err) {
		s.metrics.Reverts.Inc()
		if len(batch) == 1 {
			r := batch[0]
			ev := s.log.Error().Err(err).Str("job_id", r.JobID.String()).Str("agent_id", r.AgentID.String())
			if receipt != nil {
				ev = ev.Str("tx_hash", receipt.TxHash.Hex())
			}
			ev.Msg("the ledger refused this rating; it is skipped: check the job on the escrow")
			s.metrics.Skips.WithLabelValues("refused").Inc()
			return nil
		}
		half := len(batch) / 2
		if err := s.submit(ctx, batch[:half]); err != nil {
			return err
		}
		return s.submit(ctx, batch[half:])
	}
	if err != nil {
		return fmt.Errorf("submit %d ratings (jobs %s..%s): %w", len(batch), batch[0].JobID, batch[len(batch)-1].JobID, err)
	}
	s.metrics.GasUsed.Add(float64(receipt.GasUsed))
	s.rated.Add(uint64(len(batch)))
	for _, r := range batch {
		s.metrics.Submitted.WithLabelValues(r.Kind.String()).Inc()
		s.log.Info().Str("job_id", r.JobID.String()).Str("agent_id", r.AgentID.String()).Uint8("rating", r.Rating).
			Str("kind", r.Kind.String()).Str("weight", r.Weight.String()).Str("tx_hash", receipt.TxHash.Hex()).Msg("rated")
	}
	return nil
}

// isRevert tells a refused submission (reverted on chain, or refused by gas estimation) from a
// failure to reach the node.
func isRevert(err error) bool {
	if err == nil {
		return false
	}
	return errors.Is(err, txmgr.ErrReverted) || strings.Contains(strings.ToLower(err.Error()), "execution reverted")
}
