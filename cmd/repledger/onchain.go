package main

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

// onchainJSON is the ledger's own decision (its ReputationOracle, docs/design.md §13) printed beside
// the Go one by gate and rank --onchain, and by the demo.
type onchainJSON struct {
	SmoothedBps uint64 `json:"smoothed_bps"`
	LowerBps    uint64 `json:"lower_bps"`
	Routable    bool   `json:"routable"`
	Agrees      bool   `json:"agrees"` // smoothed, lower bound and verdict all equal to the Go decision
}

// onchainDecisions asks the ledger's oracle for the decisions of ids in one call: ledger.oracle(),
// then oracle.decisions(ids).
func onchainDecisions(ctx context.Context, c ethereum.ContractCaller, ledger common.Address, ids []*big.Int) ([]reputation.Decision, error) {
	l, o := bindings.NewReputationLedger(), bindings.NewReputationOracle()
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &ledger, Data: l.PackOracle()}, nil)
	if err != nil {
		return nil, fmt.Errorf("read the ledger's oracle at %s: %w", ledger.Hex(), err)
	}
	oracle, err := l.UnpackOracle(out)
	if err != nil {
		return nil, fmt.Errorf("read the ledger's oracle at %s (a ledger deployed before the oracle existed has none: redeploy): %w", ledger.Hex(), err)
	}
	if out, err = c.CallContract(ctx, ethereum.CallMsg{To: &oracle, Data: o.PackDecisions(ids)}, nil); err != nil {
		return nil, fmt.Errorf("oracle %s: decisions: %w", oracle.Hex(), err)
	}
	got, err := o.UnpackDecisions(out)
	if err != nil || len(got) != len(ids) {
		return nil, fmt.Errorf("oracle %s: decisions: %d answers for %d agents: %v", oracle.Hex(), len(got), len(ids), err)
	}
	ds := make([]reputation.Decision, len(got))
	for i, d := range got {
		ds[i] = reputation.Decision{SmoothedBps: d.SmoothedBps.Uint64(), LowerBps: d.LowerBps.Uint64(), Routable: d.Routable}
	}
	return ds, nil
}

// onchainBeside pairs an on-chain decision with the Go one it must equal.
func onchainBeside(onchain reputation.Decision, smoothedBps, lowerBps uint64, routable bool) *onchainJSON {
	return &onchainJSON{SmoothedBps: onchain.SmoothedBps, LowerBps: onchain.LowerBps, Routable: onchain.Routable,
		Agrees: onchain == reputation.Decision{SmoothedBps: smoothedBps, LowerBps: lowerBps, Routable: routable}}
}
