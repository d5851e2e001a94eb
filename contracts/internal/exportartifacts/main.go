// Command exportartifacts copies the parts of forge's build output that the Go side needs (ABI,
// creation and runtime bytecode, where the immutables sit) into one solc --combined-json style file,
// contracts/artifacts/combined.json. abigen reads it; the freshness check compares it byte for byte.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// exported lists the deployable contracts, as source file and contract name.
var exported = []struct{ file, name string }{
	{"ERC8004ReputationRegistry.sol", "ERC8004ReputationRegistry"},
	{"ERC8004ReputationRegistry.sol", "ERC8004TestIdentity"},
	{"Escrow.sol", "Escrow"},
	{"EscrowFactory.sol", "EscrowFactory"},
	{"RatingHook.sol", "RatingHook"},
	{"ReputationGate.sol", "ReputationGate"},
	{"ReputationLedger.sol", "ReputationLedger"},
	{"ReputationOracle.sol", "ReputationOracle"},
	{"ScriptedSettlements.sol", "ScriptedSettlements"},
	// Test chains only: the foreign ERC-8183 escrow the Go tests drive through the rating hook.
	{"TestForeignEscrow.sol", "ForeignEscrow"},
	{"TestToken.sol", "TestToken"},
	{"X402Source.sol", "X402Source"},
}

type forgeArtifact struct {
	ABI      json.RawMessage `json:"abi"`
	Bytecode struct {
		Object string `json:"object"`
	} `json:"bytecode"`
	DeployedBytecode struct {
		Object              string          `json:"object"`
		ImmutableReferences json.RawMessage `json:"immutableReferences"`
	} `json:"deployedBytecode"`
	Metadata struct {
		Compiler struct {
			Version string `json:"version"`
		} `json:"compiler"`
	} `json:"metadata"`
}

type combinedContract struct {
	ABI        json.RawMessage `json:"abi"`
	Bin        string          `json:"bin"`
	BinRuntime string          `json:"bin-runtime"`
	// Immutables lists where the runtime code holds immutable values, which the constructor
	// fills in; a deployed contract is compared with bin-runtime everywhere else.
	Immutables []codeRange `json:"immutables"`
}

// codeRange is a byte range of the runtime code.
type codeRange struct {
	Start  int `json:"start"`
	Length int `json:"length"`
}

type combined struct {
	Contracts map[string]combinedContract `json:"contracts"`
	Version   string                      `json:"version"`
}

func main() {
	outDir := flag.String("forge-out", "out", "forge's build output folder")
	dest := flag.String("dest", "artifacts/combined.json", "combined artifact file to write")
	flag.Parse()
	if err := run(*outDir, *dest); err != nil {
		fmt.Fprintf(os.Stderr, "exportartifacts: %v\n", err)
		os.Exit(1)
	}
}

// flattenImmutables turns solc's immutableReferences (keyed by AST node ids, which change with
// whatever else was in the compilation) into a sorted list of code ranges, which does not.
func flattenImmutables(refs json.RawMessage) ([]codeRange, error) {
	out := []codeRange{}
	if len(refs) == 0 {
		return out, nil
	}
	var byID map[string][]codeRange
	if err := json.Unmarshal(refs, &byID); err != nil {
		return nil, fmt.Errorf("parse immutableReferences: %w", err)
	}
	for _, ranges := range byID {
		out = append(out, ranges...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out, nil
}

func run(outDir, dest string) error {
	c := combined{Contracts: map[string]combinedContract{}}
	for _, e := range exported {
		path := filepath.Join(outDir, e.file, e.name+".json")
		raw, err := os.ReadFile(path)
		if err != nil {
			return fmt.Errorf("read %s (run forge build first): %w", path, err)
		}
		var a forgeArtifact
		if err := json.Unmarshal(raw, &a); err != nil {
			return fmt.Errorf("parse %s: %w", path, err)
		}
		if a.Bytecode.Object == "" || len(a.ABI) == 0 {
			return fmt.Errorf("%s has no ABI or bytecode", path)
		}
		if v := a.Metadata.Compiler.Version; c.Version == "" {
			c.Version = v
		} else if v != c.Version {
			return fmt.Errorf("%s was compiled by solc %s, the others by %s", path, v, c.Version)
		}
		immutables, err := flattenImmutables(a.DeployedBytecode.ImmutableReferences)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		c.Contracts["src/"+e.file+":"+e.name] = combinedContract{
			ABI:        a.ABI,
			Bin:        strings.TrimPrefix(a.Bytecode.Object, "0x"),
			BinRuntime: strings.TrimPrefix(a.DeployedBytecode.Object, "0x"),
			Immutables: immutables,
		}
	}
	raw, err := json.Marshal(c)
	if err != nil {
		return err
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, raw, "", "  "); err != nil {
		return err
	}
	pretty.WriteByte('\n')
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dest, pretty.Bytes(), 0o644)
}
