package settler

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/x402"
)

// Reasons an x402 outcome is not rated, the values of the x402_outcomes_refused_total metric's
// label. All but RefusedAlreadyRated are permanent: the outcome is logged and dropped.
const (
	RefusedUnknownReceipt = "unknown_receipt" // the receipt is settled, but with another agent id, amount or time
	RefusedAlreadyRated   = "already_rated"   // the receipt's one rating was taken (a replay): harmless
	RefusedTooLate        = "too_late"        // relayed after settledAt + the source's outcome window
	RefusedInvalidOutcome = "invalid_outcome" // not an outcome word of Rubric, or one with a buyer rating
	RefusedBadSignature   = "bad_signature"   // not signed by the payer
	RefusedReverted       = "reverted"        // rateBatch reverted with this outcome alone in it
)

// refusalReasons are X402Source.Reason's values, by their number.
var refusalReasons = [...]string{1: RefusedUnknownReceipt, 2: RefusedAlreadyRated, 3: RefusedTooLate,
	4: RefusedInvalidOutcome, 5: RefusedBadSignature}

// ErrNoX402Source: the x402 relay is on, but the ledger has no x402 source to relay to (or the
// one named is not registered there).
var ErrNoX402Source = errors.New("no x402 source")

// x402Chunk bounds the outcomes one step looks at: a full outbox is gone through in turns.
const x402Chunk = 2000

// x402Relay is the relay's state. Only the loop touches it, but for the outbox, which the intake
// shares.
type x402Relay struct {
	source   common.Address
	index    uint32 // the source's index on the ledger
	window   uint64 // the source's outcome window, seconds
	abi      *x402source.X402Source
	contract *bind.BoundContract
	asset    *bind.BoundContract // the source's EIP-3009 asset: authorizationState tells a used nonce
	token    *bindings.TestToken // its ABI (EIP-3009's authorizationState, as any such asset has it)
	domain   x402.Domain
	outbox   *Outbox
	sent     map[string]follow.BlockRef // outcomes in the settler's mined rateBatch, by key: that block
	cursor   uint64                     // the next step looks at outcomes after this seq
	stopped  bool                       // the ledger's admin stopped the source (logged on change)
}

// setupX402 finds and checks the x402 source and opens the outbox, when the relay is on.
func (s *Service) setupX402(ctx context.Context) error {
	if s.cfg.OutboxPath == "" {
		return nil
	}
	opts := &bind.CallOpts{Context: ctx}
	src, how := s.cfg.X402Source, "--x402-source"
	if src == (common.Address{}) {
		var err error
		if src, err = s.findX402Source(ctx); err != nil {
			return err
		}
		how = "the ledger's x402 source"
	}
	reg, err := bind.Call(s.ledger, opts, s.ledgerABI.PackSourceIndexOf(src), s.ledgerABI.UnpackSourceIndexOf)
	if err != nil {
		return fmt.Errorf("read whether %s %s is registered on the ledger: %w", how, src.Hex(), err)
	}
	if !reg.Registered {
		return fmt.Errorf("%w: %s %s is not a source registered on the ledger %s; give the x402 source the ledger lists (the manifest's \"sources\"), or leave --x402-source out",
			ErrNoX402Source, how, src.Hex(), s.cfg.Ledger.Hex())
	}
	r := &x402Relay{source: src, index: reg.Index, abi: x402source.NewX402Source(), sent: map[string]follow.BlockRef{},
		domain: x402.SourceDomain(new(big.Int).SetUint64(s.chainID), src)}
	r.contract = r.abi.Instance(s.node, src)
	if l, err := bind.Call(r.contract, opts, r.abi.PackLedger(), r.abi.UnpackLedger); err != nil || l != s.cfg.Ledger {
		return fmt.Errorf("%w: %s %s does not answer as an X402Source of the ledger %s (ledger() = %s, %v)",
			ErrNoX402Source, how, src.Hex(), s.cfg.Ledger.Hex(), l.Hex(), err)
	}
	w, err := bind.Call(r.contract, opts, r.abi.PackOutcomeWindow(), r.abi.UnpackOutcomeWindow)
	if err != nil || !w.IsUint64() {
		return fmt.Errorf("%w: read the outcome window of %s: %v", ErrNoX402Source, src.Hex(), err)
	}
	r.window = w.Uint64()
	asset, err := bind.Call(r.contract, opts, r.abi.PackAsset(), r.abi.UnpackAsset)
	if err != nil {
		return fmt.Errorf("%w: read the asset of %s: %v", ErrNoX402Source, src.Hex(), err)
	}
	r.token = bindings.NewTestToken()
	r.asset = r.token.Instance(s.node, asset)
	outbox, dropped, err := OpenOutbox(s.cfg.OutboxPath, s.cfg.OutboxLimit)
	if err != nil {
		return err
	}
	if err := outbox.Unlocked(); err != nil {
		s.log.Warn().Err(err).Str("outbox", s.cfg.OutboxPath).
			Msg("x402 outbox opened without a lock: make sure no other settler is given this outbox")
	}
	if dropped > 0 {
		s.log.Warn().Str("outbox", s.cfg.OutboxPath).Int("lines", dropped).
			Msg("x402 outbox: unreadable lines dropped (a write torn by a crash; never acknowledged)")
	}
	r.outbox = outbox
	s.x402 = r
	s.metrics.X402Pending.Set(float64(outbox.Len()))
	s.log.Info().Str("source", src.Hex()).Uint32("source_index", r.index).Uint64("outcome_window_s", r.window).
		Str("outbox", s.cfg.OutboxPath).Int("pending", outbox.Len()).Msg("x402 relay on: payers' signed outcomes are rated through the source")
	return nil
}

// findX402Source is the one registered source of the ledger that answers outcomeWindow().
func (s *Service) findX402Source(ctx context.Context) (common.Address, error) {
	opts := &bind.CallOpts{Context: ctx}
	count, err := bind.Call(s.ledger, opts, s.ledgerABI.PackSourceCount(), s.ledgerABI.UnpackSourceCount)
	if err != nil {
		return common.Address{}, fmt.Errorf("read the ledger's registered sources: %w", err)
	}
	abi := x402source.NewX402Source()
	var found []common.Address
	for i := uint64(0); count.IsUint64() && i < count.Uint64(); i++ {
		addr, err := bind.Call(s.ledger, opts, s.ledgerABI.PackSourceAt(deployment.SourceBase+uint32(i)), s.ledgerABI.UnpackSourceAt)
		if err != nil {
			return common.Address{}, fmt.Errorf("read the ledger's source %d: %w", deployment.SourceBase+uint32(i), err)
		}
		if _, err := bind.Call(abi.Instance(s.node, addr), opts, abi.PackOutcomeWindow(), abi.UnpackOutcomeWindow); err == nil {
			found = append(found, addr)
		}
	}
	switch len(found) {
	case 0:
		return common.Address{}, fmt.Errorf("%w: the ledger %s has no x402 source registered (deploy writes one unless --x402-outcome-window is 0); run without --x402-outbox to rate escrow jobs only",
			ErrNoX402Source, s.cfg.Ledger.Hex())
	case 1:
		return found[0], nil
	}
	names := make([]string, len(found))
	for i, a := range found {
		names[i] = a.Hex()
	}
	return common.Address{}, fmt.Errorf("%w: the ledger has %d x402 sources (%s): name one with --x402-source",
		ErrNoX402Source, len(found), strings.Join(names, ", "))
}

// X402Source is the source the relay rates through (zero when the relay is off).
func (s *Service) X402Source() common.Address {
	if s.x402 == nil {
		return common.Address{}
	}
	return s.x402.source
}

// Outbox is the relay's outbox (nil when the relay is off).
func (s *Service) Outbox() *Outbox {
	if s.x402 == nil {
		return nil
	}
	return s.x402.outbox
}

// Close releases what the service holds open (the outbox). Call it once Run has returned and
// the intake has stopped.
func (s *Service) Close() error {
	if s.x402 == nil {
		return nil
	}
	return s.x402.outbox.Close()
}

// receiptStates reads, at `block` (nil: the newest), whether each receipt is settled and rated.
func (s *Service) receiptStates(ctx context.Context, ids []*big.Int, block *big.Int) (settled, rated []bool, err error) {
	r := s.x402
	for lo := 0; lo < len(ids); lo += areRatedChunk {
		chunk := ids[lo:min(lo+areRatedChunk, len(ids))]
		out, err := bind.Call(r.contract, &bind.CallOpts{Context: ctx, BlockNumber: block}, r.abi.PackReceiptStates(chunk), r.abi.UnpackReceiptStates)
		if err != nil {
			return nil, nil, fmt.Errorf("read receiptStates of the x402 source at %s: %w", blockName(block), err)
		}
		if len(out.Settled) != len(chunk) || len(out.Rated) != len(chunk) {
			return nil, nil, fmt.Errorf("receiptStates answered %d/%d flags for %d receipts", len(out.Settled), len(out.Rated), len(chunk))
		}
		settled, rated = append(settled, out.Settled...), append(rated, out.Rated...)
	}
	return settled, rated, nil
}

// authorizationsUsed reads, at `block`, whether the asset has used each outcome's authorization
// (payer, nonce).
func (s *Service) authorizationsUsed(ctx context.Context, es []*OutboxEntry, block *big.Int) ([]bool, error) {
	r := s.x402
	used := make([]bool, len(es))
	for i, e := range es {
		u, err := bind.Call(r.asset, &bind.CallOpts{Context: ctx, BlockNumber: block},
			r.token.PackAuthorizationState(e.Outcome.Payer, e.Outcome.Nonce), r.token.UnpackAuthorizationState)
		if err != nil {
			return nil, fmt.Errorf("read the asset's authorizationState at %s: %w", blockName(block), err)
		}
		used[i] = u
	}
	return used, nil
}

func blockName(block *big.Int) string {
	if block == nil {
		return "the newest block"
	}
	return "block " + block.String()
}

// headerTime is the timestamp of block n.
func (s *Service) headerTime(ctx context.Context, n uint64) (uint64, error) {
	h, err := s.node.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return 0, fmt.Errorf("read block %d: %w", n, err)
	}
	return h.Time, nil
}

// deadline is the last second the source takes the outcome: settledAt + its window.
func (r *x402Relay) deadline(e *OutboxEntry) uint64 {
	return e.Outcome.SettledAt + r.window
}

// withEntry adds one outcome's fields to a log line.
func withEntry(ev *zerolog.Event, e *OutboxEntry) *zerolog.Event {
	return ev.Str("receipt_id", e.Receipt.String()).Str("payer", e.Outcome.Payer.Hex()).
		Str("agent_id", e.Outcome.AgentID.String()).Str("agent", formatAgent(e.Outcome.AgentID))
}
