package testnet

import (
	"crypto/rand"
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

// RPC says where an embedded chain serves JSON-RPC: on 127.0.0.1 only, HTTP and WebSocket on
// their own ports. A zero RPC serves nothing (in-process clients only).
type RPC struct {
	HTTPPort, WSPort int
}

// NewSimulated starts an in-process chain under CurrentRules with the dev accounts and any
// `extra` accounts funded, serving JSON-RPC where rpc says. Blocks are mined by Commit (or
// AdjustTime). Close it when done.
func NewSimulated(rpc RPC, extra ...DevAccount) *simulated.Backend {
	alloc := types.GenesisAlloc{}
	for _, a := range append(DevAccounts(), extra...) {
		alloc[a.Address] = types.Account{Balance: devBalance}
	}
	return simulated.NewBackend(alloc, func(n *node.Config, eth *ethconfig.Config) {
		eth.Genesis.Config = CurrentRules()
		// A genesis of its own, as every real chain (and anvil) has: two embedded chains started
		// in the same second with the same transactions are still told apart by their hashes,
		// so state bound to one chain (a settler's checkpoint) is refused on the other.
		eth.Genesis.ExtraData = make([]byte, 32)
		_, _ = rand.Read(eth.Genesis.ExtraData)
		// Roomy blocks: bulk test traffic then never fills them, so the base fee does not climb
		// past the fee caps of transactions already waiting.
		eth.Genesis.GasLimit = 1_000_000_000
		eth.Miner.GasCeil = 1_000_000_000
		modules := []string{"eth", "net", "web3"}
		if rpc.HTTPPort > 0 {
			n.HTTPHost, n.HTTPPort, n.HTTPModules = "127.0.0.1", rpc.HTTPPort, modules
			n.HTTPVirtualHosts = []string{"localhost", "127.0.0.1"}
		}
		if rpc.WSPort > 0 {
			n.WSHost, n.WSPort, n.WSModules, n.WSOrigins = "127.0.0.1", rpc.WSPort, modules, []string{"*"}
		}
	})
}
