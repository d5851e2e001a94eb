// Package testnet runs repledger's contracts on an embedded chain (go-ethereum's simulated
// backend) and deploys them to any node.
package testnet

import (
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// devKeys are the first ten accounts of the standard development mnemonic
// ("test test test test test test test test test test test junk", m/44'/60'/0'/0/i), the ones
// anvil and hardhat fund by default. They are public test keys: never send real value to them.
var devKeys = [...]string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
	"7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
	"47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
	"8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
	"92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
	"4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
	"dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
	"2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
}

// DevAccount is a funded account of the embedded chain.
type DevAccount struct {
	Key     *ecdsa.PrivateKey
	Address common.Address
}

// DevAccounts returns the ten well-known development accounts, in mnemonic order.
func DevAccounts() []DevAccount {
	out := make([]DevAccount, len(devKeys))
	for i, hex := range devKeys {
		key, err := crypto.HexToECDSA(hex)
		if err != nil {
			panic(fmt.Sprintf("dev key %d: %v", i, err)) // constant input: cannot happen
		}
		out[i] = DevAccount{Key: key, Address: crypto.PubkeyToAddress(key.PublicKey)}
	}
	return out
}

// ExtraAccount derives a deterministic extra account from a label, for workloads that need
// more funded accounts than the ten dev accounts (pass them to SimConfig.Extra). Like the dev
// keys, these are public test keys.
func ExtraAccount(label string) DevAccount {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("repledger test account: " + label)))
	if err != nil {
		panic(fmt.Sprintf("extra account %q: %v", label, err)) // a keccak digest is a valid key but with odds of 2^-128
	}
	return DevAccount{Key: key, Address: crypto.PubkeyToAddress(key.PublicKey)}
}
