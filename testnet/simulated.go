package testnet

import (
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
)

// SimulatedChainID is the chain id of go-ethereum's simulated backend.
const SimulatedChainID = 1337

// devBalance is what each dev account starts with: 10,000 ether.
var devBalance = new(big.Int).Mul(big.NewInt(10_000), big.NewInt(params.Ether))

// CurrentRules returns the dev chain configuration limited to the forks mainnet runs today
// (through Osaka). go-ethereum's dev default also turns on forks still being specified, whose
// repricing of state growth would make gas figures and fee estimates disagree with real chains.
func CurrentRules() *params.ChainConfig {
	rules := *params.AllDevChainProtocolChanges
	rules.AmsterdamTime, rules.BogotaTime = nil, nil
	return &rules
}

// NewSimulated starts an in-process chain under CurrentRules with the dev accounts and any
// `extra` accounts funded. Blocks are mined by Commit (or AdjustTime). Close it when done.
func NewSimulated(extra ...DevAccount) *simulated.Backend {
	alloc := types.GenesisAlloc{}
	for _, a := range append(DevAccounts(), extra...) {
		alloc[a.Address] = types.Account{Balance: devBalance}
	}
	return simulated.NewBackend(alloc, func(_ *node.Config, eth *ethconfig.Config) {
		eth.Genesis.Config = CurrentRules()
		eth.Genesis.GasLimit = 60_000_000
		eth.Miner.GasCeil = 60_000_000
	})
}
