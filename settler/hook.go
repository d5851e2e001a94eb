package settler

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
)

// The rating hook (contracts/src/RatingHook.sol, docs/rating-hook.md) records the completed jobs
// of foreign ERC-8183 escrows; the ledger pulls a record when the settler names it with the key
// (hook's source index << 224) | record key. The settler finds the hooks itself, with no flag:
// every source registered on the ledger whose code answers minBudget() (the hook's dust minimum;
// the x402 source has none) is a hook, read at start from sourceCount/sourceAt and, while it
// runs, from the ledger's SourceRegistered events, so a hook registered later is followed from
// its registration on, as an escrow created later is from its EscrowCreated. A hook's records are
// JobRecorded events from the hook's own address; everything after derive (areRated, the
// ledger's stop of the hook's index, confirmations, reorgs, batching) is the escrows' path.

// loadHooks follows the rating hooks among the sources the ledger has registered.
func (s *Service) loadHooks(ctx context.Context) error {
	opts := &bind.CallOpts{Context: ctx}
	count, err := bind.Call(s.ledger, opts, s.ledgerABI.PackSourceCount(), s.ledgerABI.UnpackSourceCount)
	if err != nil {
		return fmt.Errorf("read the ledger's registered sources: %w", err)
	}
	for i := uint64(0); count.IsUint64() && i < count.Uint64(); i++ {
		index := deployment.SourceBase + uint32(i)
		addr, err := bind.Call(s.ledger, opts, s.ledgerABI.PackSourceAt(index), s.ledgerABI.UnpackSourceAt)
		if err != nil {
			return fmt.Errorf("read the ledger's source %d: %w", index, err)
		}
		is, err := s.isHook(ctx, addr)
		if err != nil {
			return err
		}
		if is {
			s.followHook(index, addr)
		}
	}
	return nil
}

// isHook reports whether the contract at addr answers minBudget() as the rating hook does. A
// revert or a malformed answer is a no; a node that does not answer is an error (the step is
// retried), so a hook is never taken for another source because of a failed call.
func (s *Service) isHook(ctx context.Context, addr common.Address) (bool, error) {
	_, err := bind.Call(s.hookABI.Instance(s.node, addr), &bind.CallOpts{Context: ctx}, s.hookABI.PackMinBudget(), s.hookABI.UnpackMinBudget)
	if err == nil {
		return true, nil
	}
	var de rpc.DataError
	if errors.As(err, &de) || errors.Is(err, bind.ErrNoCode) || strings.Contains(strings.ToLower(err.Error()), "revert") ||
		strings.Contains(err.Error(), "abi:") {
		return false, nil
	}
	return false, fmt.Errorf("read whether source %s is a rating hook (minBudget()): %w", addr.Hex(), err)
}

// followHook adds a rating hook registered on the ledger under `index` to those whose records
// are rated.
func (s *Service) followHook(index uint32, addr common.Address) {
	if known, ok := s.hooks[addr]; !ok || known == unregisteredHook {
		s.hooks[addr] = index
		s.log.Info().Uint32("source", index).Str("address", addr.Hex()).Msg("following rating hook: foreign ERC-8183 escrows' jobs are rated through it")
	}
}

// registeredHooks finds which of the range's SourceRegistered events name a rating hook, before
// derive reads the range in order (derive itself makes no calls and cannot fail).
func (s *Service) registeredHooks(ctx context.Context, logs []types.Log) (map[common.Address]bool, error) {
	var out map[common.Address]bool
	for i := range logs {
		l := &logs[i]
		if l.Address != s.cfg.Ledger || len(l.Topics) == 0 || l.Topics[0] != s.sourceRegistered {
			continue
		}
		ev, err := s.ledgerABI.UnpackSourceRegisteredEvent(l)
		if err != nil {
			continue
		}
		if _, known := s.hooks[ev.Source]; known {
			continue
		}
		is, err := s.isHook(ctx, ev.Source)
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = map[common.Address]bool{}
		}
		out[ev.Source] = is
	}
	return out, nil
}

// DeriveRecord turns a rating hook's JobRecorded event of a foreign escrow's job into the rating
// to submit under the hook's source index, or a skip reason when the hook recorded the job as not
// rateable.
func DeriveRecord(ev *ratinghook.RatingHookJobRecorded, hook uint32) (*Rating, SkipReason) {
	return derived(ev.Rateable, &Rating{Escrow: hook, JobID: ev.Key, AgentID: ev.AgentId, Rating: ev.Rating,
		Kind: reputation.Kind(ev.Kind)}, ev.Raw)
}

// DeriveFactoryRecord turns the rating hook's FactoryJobRecorded event of a job of one of the
// ledger's own escrows into the rating to submit: the ledger names such a job as it always
// has, by the escrow's index and the escrow's own job id, and pulls its record from the hook.
func DeriveFactoryRecord(ev *ratinghook.RatingHookFactoryJobRecorded) (*Rating, SkipReason) {
	return derived(ev.Rateable, &Rating{Escrow: ev.EscrowIndex, JobID: ev.JobId, AgentID: ev.AgentId, Rating: ev.Rating,
		Kind: reputation.Kind(ev.Kind)}, ev.Raw)
}

// unregisteredHook stands for the source index of the ledger's rating hook when the admin has
// not registered it as a source: its factory escrows' records are rated (the ledger pulls them
// by escrow index), a foreign escrow's cannot be (SkipHookNotSource).
const unregisteredHook = ^uint32(0)

// loadLedgerHook follows the ledger's rating hook (ratingHook()), which every factory escrow
// calls, even when it is not registered as a source.
func (s *Service) loadLedgerHook(ctx context.Context) error {
	addr, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.ledgerABI.PackRatingHook(), s.ledgerABI.UnpackRatingHook)
	if err != nil {
		return fmt.Errorf("read the ledger's rating hook (ratingHook()): %w", err)
	}
	if addr != (common.Address{}) {
		if _, ok := s.hooks[addr]; !ok {
			s.hooks[addr] = unregisteredHook
			s.log.Info().Str("address", addr.Hex()).Msg("following the ledger's rating hook: its factory escrows' jobs are rated through it")
		}
	}
	return nil
}
