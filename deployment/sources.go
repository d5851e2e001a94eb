package deployment

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/x402source"
)

// SourceBase is the ledger's first registered source index (LedgerRegistry.SOURCE_BASE): escrows
// of its factory take the indices below it.
const SourceBase uint32 = 1 << 31

// SourceKindX402 names the x402 rating source (contracts/src/X402Source.sol) in manifests.
const SourceKindX402 = "x402"

// DefaultOutcomeWindow is how long after a settlement the x402 source takes its payer's signed
// outcome: a day, long enough for a client that restarts, short enough that a rating describes
// the step it paid for.
const DefaultOutcomeWindow = 24 * time.Hour

// Outcome windows the x402 source accepts (X402Source.MIN_OUTCOME_WINDOW, MAX_OUTCOME_WINDOW).
const (
	MinOutcomeWindow = 5 * time.Minute
	MaxOutcomeWindow = 30 * 24 * time.Hour
)

// SourceInfo is a rating source registered on the ledger.
type SourceInfo struct {
	Index         uint32
	Address       common.Address
	Kind          string        // SourceKindX402 or SourceKindRatingHook
	OutcomeWindow time.Duration // x402: how long after a settlement its outcome is taken
	Block         uint64        // the block it was registered in
}

// ManifestSource is a registered rating source in a manifest.
type ManifestSource struct {
	Index                uint32         `json:"index"`
	Kind                 string         `json:"kind"`
	Address              common.Address `json:"address"`
	OutcomeWindowSeconds uint64         `json:"outcome_window_seconds,omitempty"` // x402
	Block                uint64         `json:"block"`
	// ForeignEscrows are the ERC-8183 escrows registered on a rating hook, in ordinal order.
	ForeignEscrows []ForeignEscrow `json:"foreign_escrows,omitempty"`
}

// X402 is the manifest's x402 source, if it lists one.
func (m *Manifest) X402() (ManifestSource, bool) {
	for _, s := range m.Sources {
		if s.Kind == SourceKindX402 {
			return s, true
		}
	}
	return ManifestSource{}, false
}

// AddSource records a source registered after the manifest was written.
func (m *Manifest) AddSource(s SourceInfo) {
	m.Sources = append(m.Sources, ManifestSource{Index: s.Index, Kind: s.Kind, Address: s.Address,
		OutcomeWindowSeconds: uint64(s.OutcomeWindow / time.Second), Block: s.Block})
}

func (m *Manifest) checkSources() error {
	for i, s := range m.Sources {
		if s.Index != SourceBase+uint32(i) {
			return fmt.Errorf("%w: field \"sources\" entry %d has index %d; list the sources in index order from %d", ErrBadManifest, i, s.Index, SourceBase)
		}
		if s.Address == (common.Address{}) {
			return fmt.Errorf("%w: field \"sources\" entry %d has no address", ErrBadManifest, i)
		}
		switch s.Kind {
		case SourceKindX402:
		case SourceKindRatingHook:
			if err := s.checkRatingHook(i); err != nil {
				return err
			}
			continue
		default:
			return fmt.Errorf("%w: field \"sources\" entry %d has kind %q; this build knows %q and %q", ErrBadManifest, i, s.Kind,
				SourceKindX402, SourceKindRatingHook)
		}
		if len(s.ForeignEscrows) != 0 {
			return fmt.Errorf("%w: field \"sources\" entry %d (x402) lists foreign escrows; only a rating hook has them", ErrBadManifest, i)
		}
		w := time.Duration(s.OutcomeWindowSeconds) * time.Second
		if w < MinOutcomeWindow || w > MaxOutcomeWindow {
			return fmt.Errorf("%w: field \"sources\" entry %d has outcome_window_seconds %d; want %d..%d", ErrBadManifest, i,
				s.OutcomeWindowSeconds, int(MinOutcomeWindow.Seconds()), int(MaxOutcomeWindow.Seconds()))
		}
	}
	return nil
}

// CheckOutcomeWindow says whether the x402 source would accept window.
func CheckOutcomeWindow(window time.Duration) error {
	if window%time.Second != 0 || window < MinOutcomeWindow || window > MaxOutcomeWindow {
		return fmt.Errorf("%w: x402 outcome window %s: want whole seconds from %s to %s", ErrBadParams, window, MinOutcomeWindow, MaxOutcomeWindow)
	}
	return nil
}

// DeployX402Source deploys an x402 rating source over the ledger and registers it, from `opts`
// (the ledger's admin), and returns it once both are mined.
func DeployX402Source(ctx context.Context, backend Backend, opts *bind.TransactOpts, ledgerAddr common.Address, window time.Duration, mine func()) (SourceInfo, error) {
	if err := CheckOutcomeWindow(window); err != nil {
		return SourceInfo{}, err
	}
	args := x402source.NewX402Source().PackConstructor(ledgerAddr, new(big.Int).SetUint64(uint64(window/time.Second)))
	addr, _, err := DeployContract(ctx, backend, opts, "X402Source", x402source.X402SourceMetaData.Bin, args, mine)
	if err != nil {
		return SourceInfo{}, err
	}
	info, err := RegisterSource(ctx, backend, opts, ledgerAddr, addr, mine)
	if err != nil {
		return SourceInfo{}, err
	}
	info.Kind, info.OutcomeWindow = SourceKindX402, window
	return info, nil
}

// RegisterSource registers a deployed rating source on the ledger, from `opts` (the ledger's
// admin), and returns its index once mined.
func RegisterSource(ctx context.Context, backend Backend, opts *bind.TransactOpts, ledgerAddr, source common.Address, mine func()) (SourceInfo, error) {
	ledgerABI := bindings.NewReputationLedger()
	receipt, err := transact(ctx, backend, opts, ledgerABI.Instance(backend, ledgerAddr), ledgerABI.PackRegisterSource(source), mine,
		fmt.Sprintf("register source %s", source.Hex()), "is the sender the ledger's admin, and the source new?")
	if err != nil {
		return SourceInfo{}, err
	}
	for _, l := range receipt.Logs {
		if ev, err := ledgerABI.UnpackSourceRegisteredEvent(l); err == nil {
			return SourceInfo{Index: uint32(ev.Index.Uint64()), Address: ev.Source, Block: receipt.BlockNumber.Uint64()}, nil
		}
	}
	return SourceInfo{}, fmt.Errorf("register source %s: transaction %s emitted no SourceRegistered", source.Hex(), receipt.TxHash)
}

// sources checks each listed source both ways (the ledger lists it at its index; it names the
// ledger), its code, an x402 source's asset and outcome window, and a rating hook's asset and
// foreign escrows (ratingHook); and that the ledger has no source the manifest does not list.
func (v *verifier) sources(ledger *bind.BoundContract, ledgerABI *bindings.ReputationLedger, m *Manifest) {
	count, err := bind.Call(ledger, v.opts, ledgerABI.PackSourceCount(), ledgerABI.UnpackSourceCount)
	if err != nil {
		v.add("source count", false, "read: %v", err)
		return
	}
	v.add("source count", count.IsUint64() && count.Uint64() == uint64(len(m.Sources)),
		"the ledger has %s registered sources, the manifest lists %d: list each in \"sources\"", count, len(m.Sources))
	srcABI := x402source.NewX402Source()
	for _, s := range m.Sources {
		name := fmt.Sprintf("source %d (%s)", s.Index, s.Kind)
		v.address(name+": ledger → source", ledger, ledgerABI.PackSourceAt(s.Index), ledgerABI.UnpackSourceAt, s.Address)
		if s.Kind == SourceKindRatingHook {
			v.ratingHook(name, s, m)
			continue
		}
		v.code(name+": code", "X402Source", s.Address)
		src := srcABI.Instance(v.client, s.Address)
		v.address(name+": source → ledger", src, srcABI.PackLedger(), srcABI.UnpackLedger, m.Ledger)
		v.address(name+": source → asset", src, srcABI.PackAsset(), srcABI.UnpackAsset, m.Asset)
		v.number(name+": outcome window", src, srcABI.PackOutcomeWindow(), srcABI.UnpackOutcomeWindow, new(big.Int).SetUint64(s.OutcomeWindowSeconds))
	}
}
