package x402

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/reputation"
)

// SourceDomain is the x402 rating source's EIP-712 domain (contracts/src/X402Source.sol), under
// which a payer signs its outcome.
func SourceDomain(chainID *big.Int, source common.Address) Domain {
	return Domain{Name: "repledger x402 source", Version: "1", ChainID: chainID, VerifyingContract: source}
}

var outcomeTypeHash = crypto.Keccak256Hash([]byte("Outcome(address payer,bytes32 nonce,uint256 agentId,uint256 outcome)"))

// ReceiptID is the x402 source's receipt id of the payment `payer` authorized with `nonce`
// (X402Source.receiptIdOf): (payer << 64) | the low 64 bits of keccak256(payer, nonce). It is the
// rating's job id at the ledger.
func ReceiptID(payer common.Address, nonce common.Hash) *big.Int {
	h := crypto.Keccak256(common.LeftPadBytes(payer[:], 32), nonce[:])
	id := new(big.Int).Lsh(new(big.Int).SetBytes(payer[:]), 64)
	return id.Or(id, new(big.Int).SetBytes(h[24:]))
}

// Receipt is a payment settled through the x402 source, as its settlement transaction reports it.
type Receipt struct {
	ID        *big.Int
	Payer     common.Address
	Nonce     common.Hash
	AgentID   *big.Int // the ERC-8004 id paid, else the payee address as an integer
	Payee     common.Address
	Amount    *big.Int
	SettledAt uint64
	Tx        common.Hash
	Block     uint64
}

// ErrNoReceipt is returned when a transaction settled no payment through the source.
var ErrNoReceipt = errors.New("no PaymentSettled of the x402 source in the transaction")

// The asset's EIP-3009 and ERC-20 events, which name a receipt's nonce, payee and amount.
var (
	authorizationUsedTopic = crypto.Keccak256Hash([]byte("AuthorizationUsed(address,bytes32)"))
	transferTopic          = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
)

// HeaderReader reads a block header: a receipt's settlement time is its block's timestamp.
type HeaderReader interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// ReceiptOf finds the payment the source settled in a transaction's receipt, with its block's
// timestamp as the settlement time.
func ReceiptOf(ctx context.Context, node HeaderReader, rc *types.Receipt, source common.Address) (*Receipt, error) {
	r, err := receiptInLogs(rc, source)
	if err != nil {
		return nil, err
	}
	h, err := node.HeaderByNumber(ctx, rc.BlockNumber)
	if err != nil {
		return nil, fmt.Errorf("read block %s of settlement %s: %w", rc.BlockNumber, rc.TxHash.Hex(), err)
	}
	if h.Hash() != rc.BlockHash {
		return nil, fmt.Errorf("settlement %s: its block %s is no longer canonical", rc.TxHash.Hex(), rc.BlockNumber)
	}
	r.SettledAt = h.Time
	return r, nil
}

// receiptInLogs reads the first receipt of `source` in a transaction's logs, all but its time.
// PaymentSettled names the receipt id (the payer in its high bits) and the agent; the asset's
// AuthorizationUsed and Transfer, the two logs just before it (the source emits it right after
// the asset's transferWithAuthorization returns), name the nonce, the payee and the amount.
func receiptInLogs(rc *types.Receipt, source common.Address) (*Receipt, error) {
	abi := x402source.NewX402Source()
	for i, l := range rc.Logs {
		if l.Address != source {
			continue
		}
		ev, err := abi.UnpackPaymentSettledEvent(l)
		if err != nil {
			continue
		}
		if i < 2 {
			return nil, fmt.Errorf("PaymentSettled in %s follows no transfer of the asset", rc.TxHash.Hex())
		}
		auth, transfer := rc.Logs[i-2], rc.Logs[i-1]
		if auth.Address != transfer.Address || len(auth.Topics) != 3 || auth.Topics[0] != authorizationUsedTopic ||
			len(transfer.Topics) != 3 || transfer.Topics[0] != transferTopic || len(transfer.Data) != 32 {
			return nil, fmt.Errorf("PaymentSettled in %s is not preceded by the asset's AuthorizationUsed and Transfer", rc.TxHash.Hex())
		}
		payer := common.BytesToAddress(auth.Topics[1][:])
		nonce := auth.Topics[2]
		if ReceiptID(payer, nonce).Cmp(ev.ReceiptId) != 0 || common.BytesToAddress(transfer.Topics[1][:]) != payer {
			return nil, fmt.Errorf("PaymentSettled %s in %s does not match the authorization before it", ev.ReceiptId, rc.TxHash.Hex())
		}
		return &Receipt{ID: ev.ReceiptId, Payer: payer, Nonce: nonce, AgentID: ev.AgentId,
			Payee: common.BytesToAddress(transfer.Topics[2][:]), Amount: new(big.Int).SetBytes(transfer.Data),
			Tx: rc.TxHash, Block: rc.BlockNumber.Uint64()}, nil
	}
	return nil, fmt.Errorf("%w %s (source %s)", ErrNoReceipt, rc.TxHash.Hex(), source.Hex())
}

// SignedOutcome is a payer's outcome for one receipt, as it is relayed to the source (`rate`,
// `rateBatch`) or delivered to a settler: the receipt's fields, the outcome word (Rubric's
// signals, no buyer rating) and the payer's EIP-712 signature over
// Outcome(payer, nonce, agentId, outcome).
type SignedOutcome struct {
	Payer     common.Address
	Nonce     common.Hash
	AgentID   *big.Int
	Amount    *big.Int
	SettledAt uint64
	Outcome   *big.Int
	Signature []byte
}

// ErrBadOutcome wraps an outcome that the source would refuse as it stands.
var ErrBadOutcome = errors.New("bad x402 outcome")

// SignOutcome signs the outcome of the receipt's step with the payer's key.
func (r *Receipt) SignOutcome(d Domain, o reputation.Outcome, key *ecdsa.PrivateKey) (SignedOutcome, error) {
	if crypto.PubkeyToAddress(key.PublicKey) != r.Payer {
		return SignedOutcome{}, fmt.Errorf("%w: the key is not the payer %s's", ErrBadOutcome, r.Payer.Hex())
	}
	s := SignedOutcome{Payer: r.Payer, Nonce: r.Nonce, AgentID: new(big.Int).Set(r.AgentID), Amount: new(big.Int).Set(r.Amount),
		SettledAt: r.SettledAt, Outcome: o.Word()}
	if _, ok := reputation.OutcomeOfWord(s.Outcome); !ok {
		return SignedOutcome{}, fmt.Errorf("%w: %+v: violations need a critic run", ErrBadOutcome, o)
	}
	h, err := s.Digest(d)
	if err != nil {
		return SignedOutcome{}, err
	}
	sig, err := crypto.Sign(h[:], key)
	if err != nil {
		return SignedOutcome{}, err
	}
	sig[64] += 27
	s.Signature = sig
	return s, nil
}

// ReceiptID is the outcome's receipt id.
func (s SignedOutcome) ReceiptID() *big.Int { return ReceiptID(s.Payer, s.Nonce) }

// Digest is the EIP-712 digest the payer signs.
func (s SignedOutcome) Digest(d Domain) (common.Hash, error) {
	if d.ChainID == nil || s.AgentID == nil || s.Outcome == nil || s.AgentID.Sign() < 0 || s.AgentID.BitLen() > 256 ||
		s.Outcome.Sign() < 0 || s.Outcome.BitLen() > 256 {
		return common.Hash{}, fmt.Errorf("%w: chain id, agent id and outcome must be integers in 0..2^256-1", ErrBadOutcome)
	}
	st := crypto.Keccak256(outcomeTypeHash[:], common.LeftPadBytes(s.Payer[:], 32), s.Nonce[:],
		math.U256Bytes(new(big.Int).Set(s.AgentID)), math.U256Bytes(new(big.Int).Set(s.Outcome)))
	sep := d.Separator()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], st), nil
}

// Check says what the source would refuse in the outcome itself: a word that is not Rubric's
// signals, or a signature that is not the payer's (an EOA's 65 bytes, low s). Whether the
// receipt exists, is unrated and within its window only the chain can say.
func (s SignedOutcome) Check(d Domain) error {
	if _, ok := reputation.OutcomeOfWord(s.Outcome); !ok {
		return fmt.Errorf("%w: outcome %v is not a tagged outcome word of signals only (docs/design.md §6)", ErrBadOutcome, s.Outcome)
	}
	if s.Amount == nil || s.Amount.Sign() <= 0 || s.Amount.BitLen() > 256 {
		return fmt.Errorf("%w: amount must be a positive integer", ErrBadOutcome)
	}
	h, err := s.Digest(d)
	if err != nil {
		return err
	}
	who, err := recoverEOA(h, s.Signature)
	if err != nil {
		return fmt.Errorf("%w: signature: %v; want 65 bytes r‖s‖v, v 27 or 28, low s", ErrBadOutcome, err)
	}
	if who != s.Payer {
		return fmt.Errorf("%w: signed by %s, not the payer %s", ErrBadOutcome, who.Hex(), s.Payer.Hex())
	}
	return nil
}

// Binding is the outcome as the source's rate and rateBatch take it.
func (s SignedOutcome) Binding() x402source.X402SourceSignedOutcome {
	return x402source.X402SourceSignedOutcome{Payer: s.Payer, Nonce: s.Nonce, AgentId: s.AgentID, Amount: s.Amount,
		SettledAt: new(big.Int).SetUint64(s.SettledAt), Outcome: s.Outcome, Signature: s.Signature}
}

// signedOutcomeJSON is the wire form: integers as decimal strings, the word and bytes as hex.
type signedOutcomeJSON struct {
	Payer     common.Address `json:"payer"`
	Nonce     common.Hash    `json:"nonce"`
	AgentID   string         `json:"agentId"`
	Amount    string         `json:"amount"`
	SettledAt uint64         `json:"settledAt"`
	Outcome   string         `json:"outcome"`
	Signature hexutil.Bytes  `json:"signature"`
}

// MarshalJSON implements json.Marshaler.
func (s SignedOutcome) MarshalJSON() ([]byte, error) {
	if s.AgentID == nil || s.Amount == nil || s.Outcome == nil {
		return nil, fmt.Errorf("%w: agent id, amount and outcome are required", ErrBadOutcome)
	}
	return json.Marshal(signedOutcomeJSON{Payer: s.Payer, Nonce: s.Nonce, AgentID: s.AgentID.String(), Amount: s.Amount.String(),
		SettledAt: s.SettledAt, Outcome: hexutil.EncodeBig(s.Outcome), Signature: s.Signature})
}

// UnmarshalJSON implements json.Unmarshaler, naming the field that is wrong.
func (s *SignedOutcome) UnmarshalJSON(b []byte) error {
	var w signedOutcomeJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", ErrBadOutcome, err)
	}
	agent, ok := new(big.Int).SetString(w.AgentID, 10)
	if !ok || agent.Sign() < 0 {
		return fmt.Errorf("%w: agentId %q: want a decimal integer", ErrBadOutcome, clip(w.AgentID))
	}
	amount, ok := new(big.Int).SetString(w.Amount, 10)
	if !ok || amount.Sign() <= 0 {
		return fmt.Errorf("%w: amount %q: want a positive decimal integer in base units", ErrBadOutcome, clip(w.Amount))
	}
	word, ok := parseWord(w.Outcome)
	if !ok {
		return fmt.Errorf("%w: outcome %q: want the outcome word as 0x-prefixed hex, at most 64 digits", ErrBadOutcome, clip(w.Outcome))
	}
	*s = SignedOutcome{Payer: w.Payer, Nonce: w.Nonce, AgentID: agent, Amount: amount, SettledAt: w.SettledAt,
		Outcome: word, Signature: w.Signature}
	return nil
}

// parseWord reads a 0x-prefixed hex word of at most 64 digits, padded or not.
func parseWord(s string) (*big.Int, bool) {
	if len(s) < 3 || len(s) > 66 || (s[:2] != "0x" && s[:2] != "0X") {
		return nil, false
	}
	return new(big.Int).SetString(s[2:], 16)
}
