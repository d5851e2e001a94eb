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

// outputs maps each Go file to the contracts bound in it. Contracts that share ABI types (both
// settlement sources return IJobSettlements.RatingTerms) are bound together, so the shared
// struct is declared once.
var outputs = map[string][]string{
	"erc8004.go":           {"src/ERC8004ReputationRegistry.sol:ERC8004ReputationRegistry", "src/ERC8004ReputationRegistry.sol:ERC8004TestIdentity"},
	"escrow.go":            {"src/Escrow.sol:Escrow", "src/EscrowFactory.sol:EscrowFactory"},
	"reputation_ledger.go": {"src/ReputationLedger.sol:ReputationLedger"},
	"reputation_oracle.go": {"src/ReputationOracle.sol:ReputationOracle", "src/ReputationGate.sol:ReputationGate"},
	// The test double is a ledger too: its functions would redeclare the ledger's output types,
	// so it lives in a package of its own.
	"scripted/scripted_settlements.go": {"src/ScriptedSettlements.sol:ScriptedSettlements"},
	"test_token.go":                    {"src/TestToken.sol:TestToken"},
	// The rating hook returns RatingTerms too (IRatingSource), as the escrow does: a package of
	// its own.
	"ratinghook/rating_hook.go": {"src/RatingHook.sol:RatingHook"},
	// The x402 source shares output types with the escrow (RatingTerms) and the token (its
	// EIP-712 domain): a package of its own too.
	"x402source/x402_source.go": {"src/X402Source.sol:X402Source"},
	// The test-only foreign ERC-8183 escrow (src/TestForeignEscrow.sol): its Job and its events'
	// names would clash with the escrow's, so it has a package of its own.
	"foreignescrow/foreign_escrow.go": {"src/TestForeignEscrow.sol:ForeignEscrow"},
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
	bound := 0
	for file, names := range outputs {
		var types, abis, bins []string
		libs := map[string]string{}
		for _, name := range names {
			c, ok := contracts[name]
			if !ok {
				return fmt.Errorf("%s has no contract %s", artifacts, name)
			}
			abiJSON, err := json.Marshal(c.Info.AbiDefinition)
			if err != nil {
				return err
			}
			typeName := name[strings.LastIndex(name, ":")+1:]
			types, abis, bins = append(types, typeName), append(abis, string(abiJSON)), append(bins, c.Code)
			// As abigen's CLI does: a contract's id is the 34-character library placeholder of
			// its fully qualified name.
			libs[crypto.Keccak256Hash([]byte(name)).String()[2:36]] = typeName
			bound++
		}
		pkg := "bindings"
		if dir := filepath.Dir(file); dir != "." {
			pkg = filepath.Base(dir)
			if err := os.MkdirAll(filepath.Join(outDir, dir), 0o755); err != nil {
				return err
			}
		}
		code, err := abigen.BindV2(types, abis, bins, pkg, libs, map[string]string{})
		if err != nil {
			return fmt.Errorf("bind %v: %w", types, err)
		}
		if err := os.WriteFile(filepath.Join(outDir, file), []byte(code), 0o644); err != nil {
			return err
		}
	}
	if bound != len(contracts) {
		return fmt.Errorf("%s holds %d contracts, %d are bound: update outputs", artifacts, len(contracts), bound)
	}
	return nil
}
