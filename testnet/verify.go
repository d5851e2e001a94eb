package testnet

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/contracts"
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
// storage hold (ledger ↔ escrow, asset, scorer, admin, arbiter, epoch length, cap, decimals) is
// what the manifest says. It runs every check and returns them all.
func Verify(ctx context.Context, client VerifyClient, m *Manifest) ([]Check, error) {
	var checks []Check
	add := func(name string, ok bool, detail string, args ...any) {
		c := Check{Name: name, OK: ok}
		if !ok {
			c.Detail = fmt.Sprintf(detail, args...)
		}
		checks = append(checks, c)
	}
	id, err := client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain id from %s: %w", m.RPCHTTP, err)
	}
	add("chain id", id.Uint64() == m.ChainID, "node is chain %s, manifest says %d", id, m.ChainID)

	code := func(name, artifact string, addr common.Address) {
		a, err := contracts.Load(artifact)
		if err != nil {
			add(name, false, "%v", err)
			return
		}
		deployed, err := client.CodeAt(ctx, addr, nil)
		if err != nil {
			add(name, false, "read code at %s: %v", addr, err)
			return
		}
		ok, why := a.MatchesRuntime(deployed)
		add(name, ok, "%s: %s", addr, why)
	}
	code("escrow code", "Escrow", m.Escrow)
	code("ledger code", "ReputationLedger", m.Ledger)
	if m.AssetIsTestTok {
		code("asset code (TestToken)", "TestToken", m.Asset)
	}

	ledgerABI, escrowABI, tokenABI := bindings.NewReputationLedger(), bindings.NewEscrow(), bindings.NewTestToken()
	ledger := ledgerABI.Instance(client, m.Ledger)
	opts := &bind.CallOpts{Context: ctx}
	address := func(name string, c *bind.BoundContract, data []byte, unpack func([]byte) (common.Address, error), want common.Address) {
		got, err := bind.Call(c, opts, data, unpack)
		if err != nil {
			add(name, false, "read: %v", err)
			return
		}
		add(name, got == want, "contract says %s, manifest says %s", got.Hex(), want.Hex())
	}
	number := func(name string, data []byte, unpack func([]byte) (*big.Int, error), want *big.Int) {
		got, err := bind.Call(ledger, opts, data, unpack)
		if err != nil {
			add(name, false, "read: %v", err)
			return
		}
		add(name, got.Cmp(want) == 0, "contract says %s, manifest says %s", got, want)
	}
	address("ledger → escrow", ledger, ledgerABI.PackEscrow(), ledgerABI.UnpackEscrow, m.Escrow)
	address("ledger → asset", ledger, ledgerABI.PackAsset(), ledgerABI.UnpackAsset, m.Asset)
	address("ledger scorer", ledger, ledgerABI.PackScorer(), ledgerABI.UnpackScorer, m.Scorer)
	address("ledger admin", ledger, ledgerABI.PackAdmin(), ledgerABI.UnpackAdmin, m.Admin)
	escrow := escrowABI.Instance(client, m.Escrow)
	address("escrow → ledger", escrow, escrowABI.PackLedger(), escrowABI.UnpackLedger, m.Ledger)
	address("escrow arbiter", escrow, escrowABI.PackArbiter(), escrowABI.UnpackArbiter, m.Arbiter)
	number("epoch length", ledgerABI.PackEpochLength(), ledgerABI.UnpackEpochLength, new(big.Int).SetUint64(m.EpochLength))
	weightCap, _ := m.WeightCapInt()
	number("weight cap", ledgerABI.PackWeightCap(), ledgerABI.UnpackWeightCap, weightCap)
	decimals, err := bind.Call(tokenABI.Instance(client, m.Asset), opts, tokenABI.PackDecimals(), tokenABI.UnpackDecimals)
	if err != nil {
		add("asset decimals", false, "read decimals() of %s: %v", m.Asset, err)
	} else {
		add("asset decimals", decimals == m.AssetDecimals, "token says %d, manifest says %d", decimals, m.AssetDecimals)
	}
	return checks, nil
}

var _ VerifyClient = (*ethclient.Client)(nil)
