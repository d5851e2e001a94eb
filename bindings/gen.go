// Package bindings holds the abigen v2 Go bindings of repledger's contracts: Escrow,
// ReputationLedger, ReputationOracle (the ledger's routing decision), ReputationGate, TestToken and ScriptedSettlements (a test double of the escrow). They are generated from the committed compiled artifacts in
// contracts/artifacts/combined.json and never edited by hand; `make check-fresh` proves that
// recompiling the contracts and regenerating reproduces them byte for byte.
package bindings

//go:generate go run ./internal/genbindings -artifacts ../contracts/artifacts/combined.json -out .
