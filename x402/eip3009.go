package x402

import (
	"crypto/ecdsa"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
)

// Domain is an EIP-3009 token's EIP-712 domain (USDC's shape: name, version, chain id,
// verifying contract). The test chains' TestToken is "repledger Test USD", version "1".
type Domain struct {
	Name              string
	Version           string
	ChainID           *big.Int
	VerifyingContract common.Address
}

// TestTokenDomain is the domain of the TestToken deployed at `token` on chain `chainID`.
func TestTokenDomain(chainID *big.Int, token common.Address) Domain {
	return Domain{Name: "repledger Test USD", Version: "1", ChainID: chainID, VerifyingContract: token}
}

var (
	domainTypeHash   = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	transferTypeHash = crypto.Keccak256Hash([]byte("TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"))
	receiveTypeHash  = crypto.Keccak256Hash([]byte("ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"))
)

// Separator is the domain's EIP-712 separator.
func (d Domain) Separator() common.Hash {
	return crypto.Keccak256Hash(domainTypeHash[:], crypto.Keccak256([]byte(d.Name)), crypto.Keccak256([]byte(d.Version)),
		math.U256Bytes(new(big.Int).Set(d.ChainID)), common.LeftPadBytes(d.VerifyingContract[:], 32))
}

// Authorization is an EIP-3009 transfer authorization: `From` lets anyone move `Value` base units
// to `To` once, strictly after ValidAfter and strictly before ValidBefore (unix seconds), under a
// random Nonce that the token marks used.
type Authorization struct {
	From, To    common.Address
	Value       *big.Int
	ValidAfter  *big.Int
	ValidBefore *big.Int
	Nonce       common.Hash
}

// ErrBadAuthorization wraps an authorization that cannot be signed or checked as it stands.
var ErrBadAuthorization = errors.New("bad EIP-3009 authorization")

func (a Authorization) check() error {
	for _, f := range []struct {
		name string
		v    *big.Int
	}{{"value", a.Value}, {"validAfter", a.ValidAfter}, {"validBefore", a.ValidBefore}} {
		if f.v == nil || f.v.Sign() < 0 || f.v.BitLen() > 256 {
			return fmt.Errorf("%w: %s must be an integer in 0..2^256-1", ErrBadAuthorization, f.name)
		}
	}
	return nil
}

// TransferDigest is the EIP-712 digest a payer signs for transferWithAuthorization.
func (a Authorization) TransferDigest(d Domain) (common.Hash, error) {
	return a.digest(d, transferTypeHash)
}

// ReceiveDigest is the digest for receiveWithAuthorization (only the payee may submit it).
func (a Authorization) ReceiveDigest(d Domain) (common.Hash, error) {
	return a.digest(d, receiveTypeHash)
}

func (a Authorization) digest(d Domain, typeHash common.Hash) (common.Hash, error) {
	if err := a.check(); err != nil {
		return common.Hash{}, err
	}
	if d.ChainID == nil {
		return common.Hash{}, fmt.Errorf("%w: the domain has no chain id", ErrBadAuthorization)
	}
	s := crypto.Keccak256(typeHash[:], common.LeftPadBytes(a.From[:], 32), common.LeftPadBytes(a.To[:], 32),
		math.U256Bytes(new(big.Int).Set(a.Value)), math.U256Bytes(new(big.Int).Set(a.ValidAfter)),
		math.U256Bytes(new(big.Int).Set(a.ValidBefore)), a.Nonce[:])
	sep := d.Separator()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], s), nil
}

// SignTransfer signs the authorization for transferWithAuthorization with the payer's key and
// returns the 65-byte signature r‖s‖v, v being 27 or 28 as the token expects.
func (a Authorization) SignTransfer(d Domain, key *ecdsa.PrivateKey) ([]byte, error) {
	if crypto.PubkeyToAddress(key.PublicKey) != a.From {
		return nil, fmt.Errorf("%w: the key is not the payer %s's", ErrBadAuthorization, a.From.Hex())
	}
	h, err := a.TransferDigest(d)
	if err != nil {
		return nil, err
	}
	sig, err := crypto.Sign(h[:], key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}

// RecoverTransfer is the address that signed the authorization for transferWithAuthorization
// (sig as SignTransfer makes it). It refuses a malleable (high s) signature, as the token does.
func (a Authorization) RecoverTransfer(d Domain, sig []byte) (common.Address, error) {
	h, err := a.TransferDigest(d)
	if err != nil {
		return common.Address{}, err
	}
	who, err := recoverEOA(h, sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadAuthorization, err)
	}
	return who, nil
}

// recoverEOA is the address whose key made sig (65 bytes r‖s‖v, v 27 or 28) over digest h. It
// refuses a malleable (high s) signature, as the token and the x402 source do.
func recoverEOA(h common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		return common.Address{}, fmt.Errorf("a signature is 65 bytes r‖s‖v with v 27 or 28")
	}
	if !crypto.ValidateSignatureValues(sig[64]-27, new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64]), true) {
		return common.Address{}, fmt.Errorf("signature values out of range (high s is refused)")
	}
	plain := append([]byte(nil), sig...)
	plain[64] -= 27
	pub, err := crypto.SigToPub(h[:], plain)
	if err != nil {
		return common.Address{}, err
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// SplitSignature is a 65-byte signature as the token's (v, r, s) arguments.
func SplitSignature(sig []byte) (v uint8, r, s [32]byte) {
	copy(r[:], sig[:32])
	copy(s[:], sig[32:64])
	return sig[64], r, s
}

// NewNonce is a random 32-byte authorization nonce.
func NewNonce() (common.Hash, error) {
	var n common.Hash
	_, err := rand.Read(n[:])
	return n, err
}
