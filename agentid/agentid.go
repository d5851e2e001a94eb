// Package agentid reads and prints agent ids the one way every part of repledger shows them.
//
// On chain an agent is a uint256 (docs/design.md §6): the job's ERC-8004 agent id when it has
// one, else the provider's address as an integer. People name agents either way, so an agent is
// printed as it was named: an address stays a checksummed 0x address, an ERC-8004 id stays a
// decimal number. The ledger key is the same integer in both cases.
package agentid

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// ErrMalformed is returned by Parse for text that is neither a 0x address nor a decimal id.
var ErrMalformed = errors.New("want a 0x address (40 hex digits) or a decimal ERC-8004 agent id")

// maxID is the largest agent id the ledger holds (uint256).
var maxID = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Agent is an agent id and whether it was named by its provider's address.
type Agent struct {
	ID        *big.Int // the ledger's key
	IsAddress bool     // named (or derived) from a provider address: printed as one
}

// String prints the agent as it was named.
func (a Agent) String() string { return FormatAgent(a.ID, a.IsAddress) }

// Parse reads an agent as people write it: a provider's address, 0x and exactly 40 hex digits
// (any case), or a decimal ERC-8004 id. Anything else — `0x123`, a negative or hex number, a
// number above 2^256 − 1 — is refused rather than guessed at.
func Parse(s string) (Agent, error) {
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		if !common.IsHexAddress(s) {
			return Agent{}, fmt.Errorf("%q has %d hex digits: %w", s, len(s)-2, ErrMalformed)
		}
		return Agent{ID: new(big.Int).SetBytes(common.HexToAddress(s).Bytes()), IsAddress: true}, nil
	}
	if s == "" || strings.TrimLeft(s, "0123456789") != "" {
		return Agent{}, fmt.Errorf("%q: %w", s, ErrMalformed)
	}
	id, ok := new(big.Int).SetString(s, 10)
	if !ok || id.Cmp(maxID) > 0 {
		return Agent{}, fmt.Errorf("%q is above 2^256 - 1: %w", s, ErrMalformed)
	}
	return Agent{ID: id}, nil
}

// FormatAgent prints an agent id: as a checksummed address when asAddress and the id fits in
// 160 bits, else in decimal.
func FormatAgent(id *big.Int, asAddress bool) string {
	if id == nil {
		return "<nil>"
	}
	if asAddress && id.Sign() >= 0 && id.BitLen() <= 160 {
		return common.BigToAddress(id).Hex()
	}
	return id.String()
}

// FromProvider reports whether id is provider's address as an integer, which is how the escrow
// names the agent of a job that carries no ERC-8004 id.
func FromProvider(id *big.Int, provider common.Address) bool {
	return id != nil && provider != (common.Address{}) && id.Cmp(new(big.Int).SetBytes(provider.Bytes())) == 0
}

// LooksLikeAddress guesses, for an agent id seen without its job's provider, whether it is a
// provider address as an integer: above 2^64 (ERC-8004 ids are counters, far below) and within
// 160 bits.
func LooksLikeAddress(id *big.Int) bool {
	return id != nil && id.Sign() > 0 && id.BitLen() > 64 && id.BitLen() <= 160
}
