// Command genbindings writes the abigen v2 bindings of the deployable contracts, one file per
// contract, from the combined artifact file. `go generate ./bindings` runs it into bindings/;
// the freshness check runs it into a temporary folder and compares.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
	"github.com/ethereum/go-ethereum/common/compiler"
	"github.com/ethereum/go-ethereum/crypto"
)

// outputs maps each contract of the artifact file to the Go file that holds its binding.
var outputs = map[string]string{
	"src/Escrow.sol:Escrow":                     "escrow.go",
	"src/ReputationLedger.sol:ReputationLedger": "reputation_ledger.go",
	"src/TestToken.sol:TestToken":               "test_token.go",
}

func main() {
	artifacts := flag.String("artifacts", "../contracts/artifacts/combined.json", "combined artifact file")
	outDir := flag.String("out", ".", "folder to write the bindings into")
	flag.Parse()
	if err := run(*artifacts, *outDir); err != nil {
		fmt.Fprintf(os.Stderr, "genbindings: %v\n", err)
		os.Exit(1)
	}
}

func run(artifacts, outDir string) error {
	raw, err := os.ReadFile(artifacts)
	if err != nil {
		return err
	}
	contracts, err := compiler.ParseCombinedJSON(raw, "", "", "", "")
	if err != nil {
		return fmt.Errorf("parse %s: %w", artifacts, err)
	}
	if len(contracts) != len(outputs) {
		return fmt.Errorf("%s holds %d contracts, want %d", artifacts, len(contracts), len(outputs))
	}
	for name, file := range outputs {
		c, ok := contracts[name]
		if !ok {
			return fmt.Errorf("%s has no contract %s", artifacts, name)
		}
		abiJSON, err := json.Marshal(c.Info.AbiDefinition)
		if err != nil {
			return err
		}
		typeName := name[strings.LastIndex(name, ":")+1:]
		// As abigen's CLI does: a contract's id is the 34-character library placeholder of its
		// fully qualified name.
		libs := map[string]string{crypto.Keccak256Hash([]byte(name)).String()[2:36]: typeName}
		code, err := abigen.BindV2([]string{typeName}, []string{string(abiJSON)}, []string{c.Code}, "bindings",
			libs, map[string]string{})
		if err != nil {
			return fmt.Errorf("bind %s: %w", typeName, err)
		}
		if err := os.WriteFile(filepath.Join(outDir, file), []byte(code), 0o644); err != nil {
			return err
		}
	}
	return nil
}
