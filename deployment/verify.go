package deployment

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/contracts"
	"github.com/repledger/repledger/reputation"
)

// Check is one verification step and its verdict.
type Check struct {
	Name   string
	OK     bool
	Detail string // what differs, when not OK
}

// VerifyClient is what Verify reads from a node (the bindings want a full ContractBackend;
// Verify only calls and reads code).
type VerifyClient interface {
	bind.ContractBackend
	ChainID(ctx context.Context) (*big.Int, error)
}

// Verify checks a deployment against this repository's compiled contracts: the code at each
// address is the artifact's runtime code (immutables aside), and the wiring the immutables and
// storage hold is what the manifest says — the ledger's factory, asset, roles, identity registry,
// epoch length and cap; in both directions, each escrow the ledger lists and the ledger each
// escrow names, with its index, owner, arbiter, treasury and fee; and the ledger's oracle, its
// code, its ledger and the seed's policy. It runs every check and returns them all.
func Verify(ctx context.Context, client VerifyClient, m *Manifest) ([]Check, error) {
	v := &verifier{ctx: ctx, client: client, opts: &bind.CallOpts{Context: ctx}}
	id, err := client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain id from %s: %w", m.RPCHTTP, err)
	}
	v.add("chain id", id.Uint64() == m.ChainID, "node is chain %s, manifest says %d", id, m.ChainID)

	v.code("ledger code", "ReputationLedger", m.Ledger)
	v.code("factory code", "EscrowFactory", m.Factory)
	if m.AssetIsTestTok {
		v.code("asset code (TestToken)", "TestToken", m.Asset)
	}
	ledgerABI, escrowABI, factoryABI, tokenABI := bindings.NewReputationLedger(), bindings.NewEscrow(), bindings.NewEscrowFactory(), bindings.NewTestToken()
	ledger := ledgerABI.Instance(client, m.Ledger)
	v.address("ledger → factory", ledger, ledgerABI.PackFactory(), ledgerABI.UnpackFactory, m.Factory)
	v.address("factory → ledger", factoryABI.Instance(client, m.Factory), factoryABI.PackLedger(), factoryABI.UnpackLedger, m.Ledger)
	v.address("ledger → asset", ledger, ledgerABI.PackAsset(), ledgerABI.UnpackAsset, m.Asset)
	v.address("ledger scorer", ledger, ledgerABI.PackScorer(), ledgerABI.UnpackScorer, m.Scorer)
	v.address("ledger admin", ledger, ledgerABI.PackAdmin(), ledgerABI.UnpackAdmin, m.Admin)
	v.address("ledger identity registry", ledger, ledgerABI.PackIdentityRegistry(), ledgerABI.UnpackIdentityRegistry, m.IdentityRegistry)
	v.number("epoch length", ledger, ledgerABI.PackEpochLength(), ledgerABI.UnpackEpochLength, new(big.Int).SetUint64(m.EpochLength))
	weightCap, _ := m.WeightCapInt()
	v.number("weight cap", ledger, ledgerABI.PackWeightCap(), ledgerABI.UnpackWeightCap, weightCap)
	v.escrowCount(ledger, ledgerABI, m)
	v.sources(ledger, ledgerABI, m)
	// The hook every factory escrow calls (issue 18) is the manifest's rating hook.
	hook, hasHook := m.RatingHook()
	if hasHook {
		v.address("ledger → rating hook", ledger, ledgerABI.PackRatingHook(), ledgerABI.UnpackRatingHook, hook.Address)
	} else {
		v.add("ledger → rating hook", false, "the manifest lists no rating hook (a source of kind %q); the ledger's escrows rate through one", SourceKindRatingHook)
	}
	for _, e := range m.Escrows {
		name := fmt.Sprintf("escrow %d", e.Index)
		v.address(name+": ledger → escrow", ledger, ledgerABI.PackEscrowAt(e.Index), ledgerABI.UnpackEscrowAt, e.Address)
		v.code(name+": code", "Escrow", e.Address)
		escrow := escrowABI.Instance(client, e.Address)
		v.address(name+": escrow → ledger", escrow, escrowABI.PackLedger(), escrowABI.UnpackLedger, m.Ledger)
		if hasHook {
			v.address(name+": escrow → rating hook", escrow, escrowABI.PackRatingHook(), escrowABI.UnpackRatingHook, hook.Address)
		}
		index, err := bind.Call(escrow, v.opts, escrowABI.PackIndex(), escrowABI.UnpackIndex)
		if err != nil {
			v.add(name+": index", false, "read: %v", err)
		} else {
			v.add(name+": index", index == e.Index, "contract says %d, manifest says %d", index, e.Index)
		}
		v.address(name+": owner", escrow, escrowABI.PackOwner(), escrowABI.UnpackOwner, e.Owner)
		v.address(name+": arbiter", escrow, escrowABI.PackArbiter(), escrowABI.UnpackArbiter, e.Arbiter)
		v.address(name+": treasury", escrow, escrowABI.PackPlatformTreasury(), escrowABI.UnpackPlatformTreasury, e.Treasury)
		v.number(name+": platform fee", escrow, escrowABI.PackPlatformFeeBP(), escrowABI.UnpackPlatformFeeBP, big.NewInt(int64(e.PlatformFeeBps)))
	}
	decimals, err := bind.Call(tokenABI.Instance(client, m.Asset), v.opts, tokenABI.PackDecimals(), tokenABI.UnpackDecimals)
	if err != nil {
		v.add("asset decimals", false, "read decimals() of %s: %v", m.Asset, err)
	} else {
		v.add("asset decimals", decimals == m.AssetDecimals, "token says %d, manifest says %d", decimals, m.AssetDecimals)
	}
	v.oracle(ledger, ledgerABI, m)
	return v.checks, nil
}

// oracle checks the ledger's own ReputationOracle (issue 12): its code, that it reads this
// ledger, and that its policy is the seed's (docs/design.md §13) in the manifest's asset.
func (v *verifier) oracle(ledger *bind.BoundContract, ledgerABI *bindings.ReputationLedger, m *Manifest) {
	addr, err := bind.Call(ledger, v.opts, ledgerABI.PackOracle(), ledgerABI.UnpackOracle)
	if err != nil {
		v.add("oracle code", false, "read the ledger's oracle(): %v", err)
		return
	}
	v.code("oracle code", "ReputationOracle", addr)
	oracleABI := bindings.NewReputationOracle()
	oracle := oracleABI.Instance(v.client, addr)
	v.address("oracle → ledger", oracle, oracleABI.PackLedger(), oracleABI.UnpackLedger, m.Ledger)
	want := reputation.DefaultPolicy(m.AssetDecimals)
	got := make([]*big.Int, 0, 4)
	for _, read := range []struct {
		data   []byte
		unpack func([]byte) (*big.Int, error)
	}{{oracleABI.PackPriorBps(), oracleABI.UnpackPriorBps}, {oracleABI.PackPriorWeight(), oracleABI.UnpackPriorWeight},
		{oracleABI.PackZ(), oracleABI.UnpackZ}, {oracleABI.PackFloorBps(), oracleABI.UnpackFloorBps}} {
		n, err := bind.Call(oracle, v.opts, read.data, read.unpack)
		if err != nil {
			v.add("oracle policy", false, "read: %v", err)
			return
		}
		got = append(got, n)
	}
	exp := []*big.Int{new(big.Int).SetUint64(want.PriorBps), want.PriorWeight.ToBig(), new(big.Int).SetUint64(want.Z),
		new(big.Int).SetUint64(want.FloorBps)}
	ok := true
	for i := range got {
		ok = ok && got[i].Cmp(exp[i]) == 0
	}
	v.add("oracle policy", ok, "contract says prior %s bps weighing %s, Z %s, floor %s bps; the seed's in this asset is %v",
		got[0], got[1], got[2], got[3], exp)
}

// escrowCount checks that the manifest lists every escrow the ledger has, and names each one
// it does not: a settler follows all of them, so an operator should know of all of them.
func (v *verifier) escrowCount(ledger *bind.BoundContract, ledgerABI *bindings.ReputationLedger, m *Manifest) {
	count, err := bind.Call(ledger, v.opts, ledgerABI.PackEscrowCount(), ledgerABI.UnpackEscrowCount)
	if err != nil {
		v.add("escrow count", false, "read: %v", err)
		return
	}
	listed := uint64(len(m.Escrows))
	v.add("escrow count", count.IsUint64() && count.Uint64() == listed, "the ledger has %s escrows, the manifest lists %d", count, listed)
	if !count.IsUint64() {
		return
	}
	for i := listed; i < count.Uint64() && i < listed+maxUnlisted; i++ {
		addr, err := bind.Call(ledger, v.opts, ledgerABI.PackEscrowAt(uint32(i)), ledgerABI.UnpackEscrowAt)
		if err != nil {
			v.add(fmt.Sprintf("escrow %d: in the manifest", i), false, "read escrowAt(%d): %v", i, err)
			continue
		}
		v.add(fmt.Sprintf("escrow %d: in the manifest", i), false,
			"the ledger has escrow %d at %s, which the manifest does not list: add it to \"escrows\" (created by another deployment's manifest?)", i, addr.Hex())
	}
}

// maxUnlisted bounds how many escrows missing from the manifest are named one by one.
const maxUnlisted = 20

// verifier runs the checks one by one, recording each.
type verifier struct {
	ctx    context.Context
	client VerifyClient
	opts   *bind.CallOpts
	checks []Check
}

func (v *verifier) add(name string, ok bool, detail string, args ...any) {
	c := Check{Name: name, OK: ok}
	if !ok {
		c.Detail = fmt.Sprintf(detail, args...)
	}
	v.checks = append(v.checks, c)
}

// code checks that addr holds the artifact's runtime code, immutables aside.
func (v *verifier) code(name, artifact string, addr common.Address) {
	a, err := contracts.Load(artifact)
	if err != nil {
		v.add(name, false, "%v", err)
		return
	}
	deployed, err := v.client.CodeAt(v.ctx, addr, nil)
	if err != nil {
		v.add(name, false, "read code at %s: %v", addr, err)
		return
	}
	ok, why := a.MatchesRuntime(deployed)
	v.add(name, ok, "%s: %s", addr, why)
}

func (v *verifier) address(name string, c *bind.BoundContract, data []byte, unpack func([]byte) (common.Address, error), want common.Address) {
	got, err := bind.Call(c, v.opts, data, unpack)
	if err != nil {
		v.add(name, false, "read: %v", err)
		return
	}
	v.add(name, got == want, "contract says %s, manifest says %s", got.Hex(), want.Hex())
}

func (v *verifier) number(name string, c *bind.BoundContract, data []byte, unpack func([]byte) (*big.Int, error), want *big.Int) {
	got, err := bind.Call(c, v.opts, data, unpack)
	if err != nil {
		v.add(name, false, "read: %v", err)
		return
	}
	v.add(name, got.Cmp(want) == 0, "contract says %s, manifest says %s", got, want)
}

var _ VerifyClient = (*ethclient.Client)(nil)
