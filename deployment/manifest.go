package deployment

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"os"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/internal/atomicfile"
	"github.com/repledger/repledger/reputation"
)

// FormulaID names the arithmetic a deployment implements (docs/design.md §12).
const FormulaID = reputation.FormulaID

// ErrBadManifest wraps every problem found in a deployment manifest.
var ErrBadManifest = errors.New("bad deployment manifest")

// Manifest says where a deployment lives and how it is wired: one ledger and the escrows of the
// marketplaces it rates. Every command that talks to the contracts accepts one
// (--deployment FILE) instead of individual addresses.
type Manifest struct {
	Formula          string           `json:"formula"`
	ChainID          uint64           `json:"chain_id"`
	RPCHTTP          string           `json:"rpc_http"`
	RPCWS            string           `json:"rpc_ws,omitempty"`
	Ledger           common.Address   `json:"ledger"`
	Factory          common.Address   `json:"factory"`
	Escrows          []ManifestEscrow `json:"escrows"`
	Sources          []ManifestSource `json:"sources,omitempty"` // registered rating sources (x402, the rating hook)
	IdentityRegistry common.Address   `json:"identity_registry"`
	Asset            common.Address   `json:"asset"`
	AssetDecimals    uint8            `json:"asset_decimals"`
	AssetSymbol      string           `json:"asset_symbol,omitempty"`
	AssetIsTestTok   bool             `json:"asset_is_test_token"`
	DeploymentBlock  uint64           `json:"deployment_block"`
	Admin            common.Address   `json:"admin"`
	Scorer           common.Address   `json:"scorer"`
	EpochLength      uint64           `json:"epoch_length"`
	WeightCap        string           `json:"weight_cap"` // base units of the asset, decimal
}

// ManifestEscrow is one marketplace's escrow.
type ManifestEscrow struct {
	Index          uint32         `json:"index"`
	Address        common.Address `json:"address"`
	Owner          common.Address `json:"owner"`
	Arbiter        common.Address `json:"arbiter"`
	Treasury       common.Address `json:"treasury"`
	PlatformFeeBps uint16         `json:"platform_fee_bps"`
	Block          uint64         `json:"block"` // where it was created
}

// Escrow is the first escrow's address.
func (m *Manifest) Escrow() common.Address {
	if len(m.Escrows) == 0 {
		return common.Address{}
	}
	return m.Escrows[0].Address
}

// AddEscrow records an escrow created after the manifest was written.
func (m *Manifest) AddEscrow(e EscrowInfo) {
	m.Escrows = append(m.Escrows, ManifestEscrow{Index: e.Index, Address: e.Address, Owner: e.Owner, Arbiter: e.Arbiter,
		Treasury: e.Treasury, PlatformFeeBps: e.PlatformFeeBps, Block: e.Block})
}

// ManifestFor describes a deployment made by Deploy (or DeployScripted) on chain `chainID`.
func ManifestFor(d *Deployment, p Params, chainID uint64, rpcHTTP, rpcWS string, decimals uint8, symbol string) *Manifest {
	m := &Manifest{Formula: FormulaID, ChainID: chainID, RPCHTTP: rpcHTTP, RPCWS: rpcWS, Ledger: d.Ledger, Factory: d.Factory,
		IdentityRegistry: p.IdentityRegistry, Asset: d.Token, AssetDecimals: decimals, AssetSymbol: symbol,
		AssetIsTestTok: d.DeployedTestToken, DeploymentBlock: d.Block, Admin: p.Admin, Scorer: p.Scorer,
		EpochLength: p.EpochLength, WeightCap: p.WeightCap.String()}
	for _, e := range d.Escrows {
		m.AddEscrow(e)
	}
	for _, src := range d.Sources {
		m.AddSource(src)
	}
	if len(d.Escrows) > 0 {
		m.DeploymentBlock = d.Escrows[0].Block
	}
	return m
}

// WeightCapInt is WeightCap as an integer.
func (m *Manifest) WeightCapInt() (*big.Int, bool) {
	return new(big.Int).SetString(m.WeightCap, 10)
}

// Check validates every field, naming the first bad one and how to fix it.
func (m *Manifest) Check() error {
	bad := func(field, format string, args ...any) error {
		return fmt.Errorf("%w: field %q %s", ErrBadManifest, field, fmt.Sprintf(format, args...))
	}
	if m.Formula != FormulaID {
		return bad("formula", "is %q; this build implements %q (redeploy, or use the build that wrote it)", m.Formula, FormulaID)
	}
	if m.ChainID == 0 {
		return bad("chain_id", "is missing or 0")
	}
	if u, err := url.Parse(m.RPCHTTP); err != nil || (u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "ws" && u.Scheme != "wss") {
		return bad("rpc_http", "is %q; want an http(s) or ws(s) URL", m.RPCHTTP)
	}
	for _, f := range []struct {
		name string
		addr common.Address
	}{{"ledger", m.Ledger}, {"asset", m.Asset}, {"admin", m.Admin}, {"scorer", m.Scorer}} {
		if f.addr == (common.Address{}) {
			return bad(f.name, "is missing or the zero address")
		}
	}
	if len(m.Escrows) == 0 {
		return bad("escrows", "is empty; a deployment has at least one escrow")
	}
	for i, e := range m.Escrows {
		if e.Index != uint32(i) {
			return bad("escrows", "entry %d has index %d; list the escrows in index order from 0", i, e.Index)
		}
		if e.Address == (common.Address{}) {
			return bad("escrows", "entry %d has no address", i)
		}
	}
	if err := m.checkSources(); err != nil {
		return err
	}
	if m.EpochLength == 0 {
		return bad("epoch_length", "is missing or 0 seconds")
	}
	if c, ok := m.WeightCapInt(); !ok || c.Sign() <= 0 {
		return bad("weight_cap", "is %q; want a positive whole number of base units", m.WeightCap)
	}
	return nil
}

// ReadManifest reads and checks a manifest file.
func ReadManifest(path string) (*Manifest, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read deployment manifest: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("%w %s: not valid JSON: %v", ErrBadManifest, path, err)
	}
	if err := m.Check(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &m, nil
}

// WriteManifest writes the manifest atomically: a reader sees the old file or the new one.
func WriteManifest(path string, m *Manifest) error {
	if err := m.Check(); err != nil {
		return err
	}
	raw, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.Write(path, append(raw, '\n'), 0o644); err != nil {
		return fmt.Errorf("write deployment manifest: %w", err)
	}
	return nil
}
