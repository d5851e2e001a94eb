// Package bindings holds the abigen v2 Go bindings of repledger's contracts: Escrow,
// ReputationLedger, ReputationOracle (the ledger's routing decision), ReputationGate, TestToken and ScriptedSettlements (a test double of the escrow); the x402 source and
// the ERC-8183 rating hook in packages of their own (x402source, ratinghook). They are generated from the committed compiled artifacts in
// contracts/artifacts/combined.json and never edited by hand; `make check-fresh` proves that
// recompiling the contracts and regenerating reproduces them byte for byte.
package bindings

//go:generate go run ./internal/genbindings -artifacts ../contracts/artifacts/combined.json -out .
