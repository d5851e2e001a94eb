// Package contracts gives Go code the compiled contracts: the committed artifact file
// (artifacts/combined.json), embedded, with each contract's runtime code and where its
// immutables sit, so a deployment can be verified against what this repository compiles.
package contracts

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

//go:embed artifacts/combined.json
var combinedJSON []byte

// CodeRange is a byte range of runtime code.
type CodeRange struct {
	Start  int `json:"start"`
	Length int `json:"length"`
}

// Artifact is one compiled contract.
type Artifact struct {
	Name       string
	ABI        json.RawMessage
	Bin        []byte      // creation code
	BinRuntime []byte      // runtime code, with zeros where immutables go
	Immutables []CodeRange // filled in by the constructor; differ per deployment
}

// Load returns the embedded artifact of the named contract: "ReputationLedger",
// "EscrowFactory", "Escrow", "ReputationOracle", "ReputationGate", "X402Source", "RatingHook",
// "TestToken" or "ScriptedSettlements". An escrow's immutables (its
// ledger, asset, identity registry and index) are set by its constructor from the factory's
// parameters, so every escrow of every ledger matches the one Escrow artifact.
func Load(name string) (*Artifact, error) {
	var c struct {
		Contracts map[string]struct {
			ABI        json.RawMessage `json:"abi"`
			Bin        string          `json:"bin"`
			BinRuntime string          `json:"bin-runtime"`
			Immutables []CodeRange     `json:"immutables"`
		} `json:"contracts"`
	}
	if err := json.Unmarshal(combinedJSON, &c); err != nil {
		return nil, fmt.Errorf("embedded artifacts: %w", err)
	}
	for key, a := range c.Contracts {
		if key[strings.LastIndex(key, ":")+1:] == name {
			return &Artifact{Name: name, ABI: a.ABI, Bin: common.FromHex(a.Bin),
				BinRuntime: common.FromHex(a.BinRuntime), Immutables: a.Immutables}, nil
		}
	}
	return nil, fmt.Errorf("no compiled contract named %q", name)
}

// MatchesRuntime reports whether deployed code is this contract's runtime code, ignoring the
// bytes of its immutables. On a mismatch it says where the first difference is.
func (a *Artifact) MatchesRuntime(deployed []byte) (bool, string) {
	if len(deployed) == 0 {
		return false, "no code at the address"
	}
	if len(deployed) != len(a.BinRuntime) {
		return false, fmt.Sprintf("code is %d bytes, %s's runtime code is %d", len(deployed), a.Name, len(a.BinRuntime))
	}
	masked := make([]bool, len(deployed))
	for _, r := range a.Immutables {
		for i := r.Start; i < r.Start+r.Length && i < len(masked); i++ {
			masked[i] = true
		}
	}
	for i := range deployed {
		if !masked[i] && deployed[i] != a.BinRuntime[i] {
			return false, fmt.Sprintf("code differs from %s's runtime code at byte %d", a.Name, i)
		}
	}
	return true, ""
}
