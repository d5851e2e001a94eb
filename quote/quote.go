// Package quote is a provider's signed price for a job of a repledger Escrow (an extension of
// ERC-8183): an EIP-712 Quote over the job's terms that stands for the provider's setBudget, so
// that the client can create, price and fund the job in one transaction (Escrow.multicall of
// createJob, setBudgetWithQuote and fund) instead of waiting for the provider's own setBudget
// between its createJob and its fund. The provider signs with Sign; the client builds its
// transaction with CreateAndFund.
//
// The quote names the job id (the escrow's jobCounter() + 1 when the client asks), what the
// provider sees before pricing a job in ERC-8183's own flow (client, provider, evaluator, expiry,
// description, hook, agent id, the job's platform fee, which the escrow's operator may change
// until the job is created), the token, amount and optParams of the setBudget it stands for,
// and a deadline. The escrow applies a quote only to a job never priced, so each works once. If
// another job takes the id first, the client's transaction reverts whole and the client asks for
// a quote for the next id. A provider withdraws a quote for a job that exists by pricing it with
// its own setBudget.
package quote

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Domain name and version of the escrow's EIP-712 domain (Escrow.DOMAIN_SEPARATOR).
const (
	DomainName    = "repledger Escrow"
	DomainVersion = "1"
)

// maxUint48 bounds ExpiredAt, a uint48 in the quote as in createJob.
const maxUint48 = 1<<48 - 1

// Sentinel errors of Quote.Check.
var (
	ErrNoClient    = errors.New("quote: client is the zero address")
	ErrNoProvider  = errors.New("quote: provider is the zero address: the quote's signer is the job's provider")
	ErrNoEvaluator = errors.New("quote: evaluator is the zero address: createJob refuses it (the client evaluates: give the client)")
	ErrFee         = errors.New("quote: platformFeeBps is over 10000")
	ErrNoToken     = errors.New("quote: token is the zero address")
	ErrNoAmount    = errors.New("quote: amount is nil or negative")
	ErrExpiry      = errors.New("quote: expiredAt does not fit uint48")
	ErrNoDeadline  = errors.New("quote: deadline is nil or negative")
	ErrNoJobID     = errors.New("quote: jobId must be positive (the escrow's jobCounter() + 1)")
	ErrBadNumber   = errors.New("quote: a number is negative or over 256 bits")
)

// Quote is what the provider signs. Nil big integers count as zero, except Amount and Deadline,
// which must be set.
type Quote struct {
	JobID           *big.Int       // the job's id: the escrow's jobCounter() + 1 for a job not yet created
	Client          common.Address // the job's client: whoever calls createJob
	Provider        common.Address // the job's provider: the signer
	Evaluator       common.Address // the job's evaluator (the client itself, if it evaluates)
	ExpiredAt       uint64         // the job's expiry, unix seconds
	Description     string         // the job's description, as createJob stores it
	Hook            common.Address // the job's hook; zero: none
	ProviderAgentID *big.Int       // the provider's ERC-8004 agent id the job names; nil: 0
	PlatformFeeBps  uint16         // the escrow's platformFeeBP() when the job is created
	Token           common.Address // the payment token
	Amount          *big.Int       // the budget, in the token's base units
	OptParams       []byte         // setBudget's optParams (the job's hook may read them)
	Deadline        *big.Int       // the last second (inclusive) at which the quote may be applied
}

// Check reports the first field that cannot be signed, naming it.
func (q Quote) Check() error {
	switch {
	case q.JobID == nil || q.JobID.Sign() <= 0:
		return ErrNoJobID
	case q.Client == (common.Address{}):
		return ErrNoClient
	case q.Provider == (common.Address{}):
		return ErrNoProvider
	case q.Evaluator == (common.Address{}):
		return ErrNoEvaluator
	case q.PlatformFeeBps > 10_000:
		return fmt.Errorf("%w: %d", ErrFee, q.PlatformFeeBps)
	case q.Token == (common.Address{}):
		return ErrNoToken
	case q.Amount == nil || q.Amount.Sign() < 0:
		return ErrNoAmount
	case q.ExpiredAt > maxUint48:
		return fmt.Errorf("%w: %d", ErrExpiry, q.ExpiredAt)
	case q.Deadline == nil || q.Deadline.Sign() < 0:
		return ErrNoDeadline
	}
	for _, f := range []struct {
		name string
		n    *big.Int
	}{{"jobId", q.JobID}, {"providerAgentId", q.ProviderAgentID}, {"amount", q.Amount}, {"deadline", q.Deadline}} {
		if f.n != nil && (f.n.Sign() < 0 || f.n.BitLen() > 256) {
			return fmt.Errorf("%w: %s = %s", ErrBadNumber, f.name, f.n)
		}
	}
	return nil
}

// TypedData is the quote as EIP-712 typed data (what eth_signTypedData_v4 takes) under the
// domain of the escrow at `escrow` on chain `chainID`.
func (q Quote) TypedData(chainID *big.Int, escrow common.Address) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			"Quote": {
				{Name: "jobId", Type: "uint256"},
				{Name: "client", Type: "address"},
				{Name: "provider", Type: "address"},
				{Name: "evaluator", Type: "address"},
				{Name: "expiredAt", Type: "uint48"},
				{Name: "description", Type: "string"},
				{Name: "hook", Type: "address"},
				{Name: "providerAgentId", Type: "uint256"},
				{Name: "platformFeeBps", Type: "uint16"},
				{Name: "token", Type: "address"},
				{Name: "amount", Type: "uint256"},
				{Name: "optParams", Type: "bytes"},
				{Name: "deadline", Type: "uint256"},
			},
		},
		PrimaryType: "Quote",
		Domain: apitypes.TypedDataDomain{
			Name:              DomainName,
			Version:           DomainVersion,
			ChainId:           (*math.HexOrDecimal256)(chainID),
			VerifyingContract: escrow.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"jobId":           q.JobID,
			"client":          q.Client.Hex(),
			"provider":        q.Provider.Hex(),
			"evaluator":       q.Evaluator.Hex(),
			"expiredAt":       new(big.Int).SetUint64(q.ExpiredAt),
			"description":     q.Description,
			"hook":            q.Hook.Hex(),
			"providerAgentId": orZero(q.ProviderAgentID),
			"platformFeeBps":  new(big.Int).SetUint64(uint64(q.PlatformFeeBps)),
			"token":           q.Token.Hex(),
			"amount":          orZero(q.Amount),
			"optParams":       hexutil.Bytes(q.OptParams),
			"deadline":        orZero(q.Deadline),
		},
	}
}

// Digest is the EIP-712 hash the provider signs.
func (q Quote) Digest(chainID *big.Int, escrow common.Address) (common.Hash, error) {
	if err := q.Check(); err != nil {
		return common.Hash{}, err
	}
	if chainID == nil || chainID.Sign() <= 0 {
		return common.Hash{}, errors.New("quote: chain id must be positive")
	}
	h, _, err := apitypes.TypedDataAndHash(q.TypedData(chainID, escrow))
	if err != nil {
		return common.Hash{}, fmt.Errorf("quote: EIP-712 hash: %w", err)
	}
	return common.BytesToHash(h), nil
}

// Sign signs the quote with the provider's key for the escrow at `escrow` on chain `chainID`:
// 65 bytes r ‖ s ‖ v with v 27 or 28, as the escrow checks it.
func (q Quote) Sign(key *ecdsa.PrivateKey, chainID *big.Int, escrow common.Address) ([]byte, error) {
	digest, err := q.Digest(chainID, escrow)
	if err != nil {
		return nil, err
	}
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("quote: sign: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// Signer recovers who signed `sig` over the quote: what the escrow compares with the job's
// provider. Only 65-byte key signatures with a low s, as the escrow takes them; an ERC-1271
// account's are checked by the account.
func (q Quote) Signer(sig []byte, chainID *big.Int, escrow common.Address) (common.Address, error) {
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		return common.Address{}, errors.New("quote: a signature is 65 bytes ending in v = 27 or 28")
	}
	if new(big.Int).SetBytes(sig[32:64]).Cmp(halfN) > 0 {
		return common.Address{}, errors.New("quote: s is in the upper half: the escrow refuses the malleable twin")
	}
	digest, err := q.Digest(chainID, escrow)
	if err != nil {
		return common.Address{}, err
	}
	raw := append([]byte(nil), sig...)
	raw[64] -= 27
	pub, err := crypto.SigToPub(digest[:], raw)
	if err != nil {
		return common.Address{}, fmt.Errorf("quote: recover: %w", err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// halfN is secp256k1's n / 2: the largest s the escrow accepts.
var halfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)

func orZero(n *big.Int) *big.Int {
	if n == nil {
		return new(big.Int)
	}
	return n
}
