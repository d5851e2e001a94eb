package deployment

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/ratinghook"
)

// SourceKindRatingHook names the ERC-8183 rating hook (contracts/src/RatingHook.sol) in
// manifests: a pulled source through which foreign ERC-8183 escrows feed the ledger
// (docs/design.md §17).
const SourceKindRatingHook = "erc8183-hook"

// ForeignEscrow is an ERC-8183 escrow registered on the rating hook, under its ordinal (1, 2, …).
type ForeignEscrow struct {
	Ordinal uint32         `json:"ordinal"`
	Address common.Address `json:"address"`
	Block   uint64         `json:"block"` // the block it was registered in
}

// ErrNoRatingHook: the manifest lists no rating hook among its sources.
var ErrNoRatingHook = errors.New("the deployment has no rating hook")

// ErrNotERC8183 is returned by ProbeERC8183Escrow for an address that does not answer getJob in
// the ERC-8183 reference's Job layout.
var ErrNotERC8183 = errors.New("not an ERC-8183 escrow of the reference's Job layout")

// RatingHook is the manifest's rating hook, if it lists one.
func (m *Manifest) RatingHook() (*ManifestSource, bool) {
	for i := range m.Sources {
		if m.Sources[i].Kind == SourceKindRatingHook {
			return &m.Sources[i], true
		}
	}
	return nil, false
}

// AddForeignEscrow records an escrow registered on the manifest's rating hook.
func (m *Manifest) AddForeignEscrow(e ForeignEscrow) error {
	h, ok := m.RatingHook()
	if !ok {
		return ErrNoRatingHook
	}
	h.ForeignEscrows = append(h.ForeignEscrows, e)
	return nil
}

func (s ManifestSource) checkRatingHook(i int) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: field \"sources\" entry %d (%s) %s", ErrBadManifest, i, s.Kind, fmt.Sprintf(format, args...))
	}
	if s.OutcomeWindowSeconds != 0 {
		return bad("has outcome_window_seconds %d; a rating hook has none", s.OutcomeWindowSeconds)
	}
	seen := map[common.Address]bool{}
	for j, e := range s.ForeignEscrows {
		if e.Ordinal != uint32(j+1) {
			return bad("lists foreign escrow %d with ordinal %d; list them in ordinal order from 1", j, e.Ordinal)
		}
		if e.Address == (common.Address{}) || seen[e.Address] {
			return bad("lists foreign escrow %d with no address or one listed before", e.Ordinal)
		}
		seen[e.Address] = true
	}
	return nil
}

// DeployLedgerHook deploys the ledger's own rating hook and sets it as the hook of the ledger's
// factory escrows (setRatingHook, once per ledger: every escrow created from then on calls it
// after its verdicts), from `opts` (the ledger's admin). Deploy registers it as a source too,
// after the x402 source, so that foreign escrows can feed the ledger through it.
func DeployLedgerHook(ctx context.Context, backend Backend, opts *bind.TransactOpts, ledgerAddr common.Address, mine func()) (common.Address, error) {
	args := ratinghook.NewRatingHook().PackConstructor(ledgerAddr)
	addr, _, err := DeployContract(ctx, backend, opts, "RatingHook", ratinghook.RatingHookMetaData.Bin, args, mine)
	if err != nil {
		return common.Address{}, err
	}
	ledgerABI := bindings.NewReputationLedger()
	if _, err := transact(ctx, backend, opts, ledgerABI.Instance(backend, ledgerAddr), ledgerABI.PackSetRatingHook(addr), mine,
		"set the ledger's rating hook", "is the sender the ledger's admin, and the ledger without one?"); err != nil {
		return common.Address{}, err
	}
	return addr, nil
}

// DeployRatingHook deploys another rating hook over the ledger and registers it as a source, from
// `opts` (the ledger's admin), and returns it once both are mined: a hook for foreign escrows
// only, since the ledger's own escrows call the one DeployLedgerHook set.
func DeployRatingHook(ctx context.Context, backend Backend, opts *bind.TransactOpts, ledgerAddr common.Address, mine func()) (SourceInfo, error) {
	args := ratinghook.NewRatingHook().PackConstructor(ledgerAddr)
	addr, _, err := DeployContract(ctx, backend, opts, "RatingHook", ratinghook.RatingHookMetaData.Bin, args, mine)
	if err != nil {
		return SourceInfo{}, err
	}
	info, err := RegisterSource(ctx, backend, opts, ledgerAddr, addr, mine)
	if err != nil {
		return SourceInfo{}, err
	}
	info.Kind = SourceKindRatingHook
	return info, nil
}

// RegisterForeignEscrow registers the ERC-8183 escrow `escrow` on the rating hook at `hookAddr`,
// from `opts` (the ledger's admin), and returns its ordinal once mined.
func RegisterForeignEscrow(ctx context.Context, backend Backend, opts *bind.TransactOpts, hookAddr, escrow common.Address, mine func()) (ForeignEscrow, error) {
	hookABI := ratinghook.NewRatingHook()
	what := fmt.Sprintf("register escrow %s on the rating hook", escrow.Hex())
	receipt, err := transact(ctx, backend, opts, hookABI.Instance(backend, hookAddr), hookABI.PackRegisterEscrow(escrow), mine, what,
		"is the sender the ledger's admin, and the escrow new and not one of the ledger's own?")
	if err != nil {
		return ForeignEscrow{}, err
	}
	for _, l := range receipt.Logs {
		if ev, err := hookABI.UnpackEscrowRegisteredEvent(l); err == nil && l.Address == hookAddr {
			return ForeignEscrow{Ordinal: ev.Ordinal, Address: ev.Escrow, Block: receipt.BlockNumber.Uint64()}, nil
		}
	}
	return ForeignEscrow{}, fmt.Errorf("%s: transaction %s emitted no EscrowRegistered", what, receipt.TxHash)
}

// referenceJobABI is getJob as the current ERC-8183 reference declares it (docs/erc8183-reference.md §3).
const referenceJobABI = `[{"type":"function","name":"getJob","stateMutability":"view","inputs":[{"name":"jobId","type":"uint256"}],
"outputs":[{"name":"","type":"tuple","components":[{"name":"client","type":"address"},{"name":"status","type":"uint8"},
{"name":"provider","type":"address"},{"name":"expiredAt","type":"uint48"},{"name":"evaluator","type":"address"},
{"name":"submittedAt","type":"uint48"},{"name":"budget","type":"uint256"},{"name":"hook","type":"address"},
{"name":"paymentToken","type":"address"},{"name":"providerAgentId","type":"uint256"},{"name":"description","type":"string"},
{"name":"settledAmount","type":"uint256"},{"name":"payoutReceiver","type":"address"}]}]},
{"type":"function","name":"jobCounter","stateMutability":"view","inputs":[],"outputs":[{"name":"","type":"uint256"}]}]`

// ProbeERC8183Escrow checks that `escrow` answers getJob in the ERC-8183 reference's Job layout,
// the one the rating hook reads: getJob(0) (the reference answers an empty Job), or, when that
// reverts, getJob of its last job (jobCounter). It returns ErrNotERC8183, wrapped with what it
// found, otherwise.
func ProbeERC8183Escrow(ctx context.Context, client bind.ContractCaller, escrow common.Address) error {
	code, err := client.CodeAt(ctx, escrow, nil)
	if err != nil {
		return fmt.Errorf("read the code at %s: %w", escrow.Hex(), err)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w: no contract at the address", ErrNotERC8183)
	}
	parsed, err := abi.JSON(strings.NewReader(referenceJobABI))
	if err != nil {
		return err
	}
	getJob := func(id *big.Int) error {
		data, _ := parsed.Pack("getJob", id)
		out, err := client.CallContract(ctx, ethereum.CallMsg{To: &escrow, Data: data}, nil)
		if err != nil {
			return err
		}
		values, err := parsed.Unpack("getJob", out)
		if err != nil || len(values) != 1 {
			return fmt.Errorf("its answer (%d bytes) does not decode as the reference's Job: %v", len(out), err)
		}
		return nil
	}
	first := getJob(new(big.Int))
	if first == nil {
		return nil
	}
	data, _ := parsed.Pack("jobCounter")
	out, err := client.CallContract(ctx, ethereum.CallMsg{To: &escrow, Data: data}, nil)
	if err == nil && len(out) == 32 && new(big.Int).SetBytes(out).Sign() > 0 {
		if getJob(new(big.Int).SetBytes(out)) == nil {
			return nil
		}
	}
	return fmt.Errorf("%w: getJob(uint256): %v", ErrNotERC8183, first)
}

// ratingHook checks a listed rating hook: its code, that it names the ledger and its asset, and
// each foreign escrow the manifest lists on it both ways (the hook lists it under its ordinal;
// it has that ordinal at the hook), and that the hook has none the manifest does not list.
func (v *verifier) ratingHook(name string, s ManifestSource, m *Manifest) {
	v.code(name+": code", "RatingHook", s.Address)
	hookABI := ratinghook.NewRatingHook()
	hook := hookABI.Instance(v.client, s.Address)
	v.address(name+": source → ledger", hook, hookABI.PackLedger(), hookABI.UnpackLedger, m.Ledger)
	v.address(name+": source → asset", hook, hookABI.PackAsset(), hookABI.UnpackAsset, m.Asset)
	count, err := bind.Call(hook, v.opts, hookABI.PackEscrowCount(), hookABI.UnpackEscrowCount)
	if err != nil {
		v.add(name+": foreign escrow count", false, "read: %v", err)
		return
	}
	listed := uint64(len(s.ForeignEscrows))
	v.add(name+": foreign escrow count", count.IsUint64() && count.Uint64() == listed,
		"the hook has %s foreign escrows, the manifest lists %d: list each in the source's \"foreign_escrows\"", count, listed)
	for _, e := range s.ForeignEscrows {
		fe := fmt.Sprintf("%s: foreign escrow %d", name, e.Ordinal)
		v.address(fe+": hook → escrow", hook, hookABI.PackEscrowAt(new(big.Int).SetUint64(uint64(e.Ordinal))), hookABI.UnpackEscrowAt, e.Address)
		st, err := bind.Call(hook, v.opts, hookABI.PackEscrowState(e.Address), hookABI.UnpackEscrowState)
		if err != nil {
			v.add(fe+": registered", false, "read: %v", err)
			continue
		}
		v.add(fe+": registered", st.Ordinal == e.Ordinal, "the hook has %s under ordinal %d (0: not registered), the manifest says %d",
			e.Address.Hex(), st.Ordinal, e.Ordinal)
	}
	for i := listed + 1; count.IsUint64() && i <= count.Uint64() && i <= listed+maxUnlisted; i++ {
		addr, err := bind.Call(hook, v.opts, hookABI.PackEscrowAt(new(big.Int).SetUint64(i)), hookABI.UnpackEscrowAt)
		if err != nil {
			v.add(fmt.Sprintf("%s: foreign escrow %d: in the manifest", name, i), false, "read escrowAt(%d): %v", i, err)
			continue
		}
		v.add(fmt.Sprintf("%s: foreign escrow %d: in the manifest", name, i), false,
			"the hook has foreign escrow %d at %s, which the manifest does not list: add it to \"foreign_escrows\"", i, addr.Hex())
	}
}
