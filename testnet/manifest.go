package testnet

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// FormulaID names the arithmetic a deployment implements (docs/design.md §2).
const FormulaID = "ledger/v1"

// ErrBadManifest wraps every problem found in a deployment manifest.
var ErrBadManifest = errors.New("bad deployment manifest")

// Manifest says where a deployment lives and how it is wired. Every command that talks to the
// contracts accepts one (--deployment FILE) instead of individual addresses.
type Manifest struct {
	Formula         string         `json:"formula"`
	ChainID         uint64         `json:"chain_id"`
	RPCHTTP         string         `json:"rpc_http"`
	RPCWS           string         `json:"rpc_ws,omitempty"`
	Escrow          common.Address `json:"escrow"`
	Ledger          common.Address `json:"ledger"`
	Asset           common.Address `json:"asset"`
	AssetDecimals   uint8          `json:"asset_decimals"`
	AssetSymbol     string         `json:"asset_symbol,omitempty"`
	AssetIsTestTok  bool           `json:"asset_is_test_token"`
	DeploymentBlock uint64         `json:"deployment_block"`
	Admin           common.Address `json:"admin"`
	Scorer          common.Address `json:"scorer"`
	Arbiter         common.Address `json:"arbiter"`
	EpochLength     uint64         `json:"epoch_length"`
	WeightCap       string         `json:"weight_cap"` // base units of the asset, decimal
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
		return bad("formula", "is %q; this build implements %q", m.Formula, FormulaID)
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
	}{{"escrow", m.Escrow}, {"ledger", m.Ledger}, {"asset", m.Asset}, {"admin", m.Admin}, {"scorer", m.Scorer}, {"arbiter", m.Arbiter}} {
		if f.addr == (common.Address{}) {
			return bad(f.name, "is missing or the zero address")
		}
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
	tmp, err := os.CreateTemp(filepath.Dir(path), ".manifest-*")
	if err != nil {
		return fmt.Errorf("write deployment manifest: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := tmp.Write(append(raw, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("write deployment manifest: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("write deployment manifest: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write deployment manifest: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write deployment manifest: %w", err)
	}
	return nil
}
