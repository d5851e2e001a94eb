package txmgr

import (
	"errors"
	"strings"
)

// Configuration errors, returned (wrapped) by [Config.Check] and [New].
var (
	// ErrNoKey: Config.Key is nil or not a usable private key.
	ErrNoKey = errors.New("txmgr: no signing key")
	// ErrNoMaxFee: Config.MaxFeePerGas is nil, zero or negative. There is no default ceiling.
	ErrNoMaxFee = errors.New("txmgr: no max fee per gas")
	// ErrFeeBumpTooSmall: Config.FeeBumpPercent is between 1 and 9; nodes reject replacements
	// that raise the fees by less than 10 %.
	ErrFeeBumpTooSmall = errors.New("txmgr: fee bump below 10 percent")
	// ErrBadChainID: Config.ChainID is set but zero or negative.
	ErrBadChainID = errors.New("txmgr: invalid chain id")
	// ErrBadDuration: Config.ResubmitAfter, Config.PollInterval or Config.GapCheckInterval is negative.
	ErrBadDuration = errors.New("txmgr: negative duration")
	// ErrChainIDMismatch: Config.ChainID differs from the node's chain id (New).
	ErrChainIDMismatch = errors.New("txmgr: chain id differs from the node's")
)

// Errors of [Manager.Send].
var (
	// ErrReverted: the transaction was mined but reverted. Send returns the receipt along with
	// the error.
	ErrReverted = errors.New("txmgr: transaction reverted")
	// ErrFeeAboveMax: the chain's base fee stayed above what Config.MaxFeePerGas can pay (base
	// fee + 1 wei of tip) until the context ended; nothing was sent. The error also wraps the
	// context's error.
	ErrFeeAboveMax = errors.New("txmgr: base fee above max fee per gas")
	// ErrNoBaseFee: the chain's latest header has no base fee (a pre-London chain); the manager
	// only sends EIP-1559 transactions.
	ErrNoBaseFee = errors.New("txmgr: chain has no base fee (pre-London)")
)

// sendResult is how the manager reads a node's answer to SendTransaction.
type sendResult int

const (
	sendAccepted    sendResult = iota // nil or "already known": the node has the transaction
	sendUnderpriced                   // the fees are too low to enter the pool or replace what is there
	sendNonceTooLow                   // the nonce is already used on chain
	sendFailed                        // anything else
)

// Substrings of node errors, lower case. Nodes word the same condition differently: geth says
// "already known", anvil "transaction already imported"; Besu uses upper-case codes with
// underscores. Underpriced comes after nonce too low, since a nonce error is the more decisive.
var (
	knownMarkers       = []string{"already known", "already imported", "already_known", "alreadyknown"}
	nonceLowMarkers    = []string{"nonce too low", "nonce_too_low", "oldnonce"}
	underpricedMarkers = []string{
		"replacement transaction underpriced", "replacement underpriced", "replacement_underpriced",
		"transaction underpriced", "less than block base fee",
	}
)

// classify sorts the error of SendTransaction into a sendResult, by case-insensitive substring.
func classify(err error) sendResult {
	if err == nil {
		return sendAccepted
	}
	msg := strings.ToLower(err.Error())
	switch {
	case containsAny(msg, knownMarkers):
		return sendAccepted
	case containsAny(msg, nonceLowMarkers):
		return sendNonceTooLow
	case containsAny(msg, underpricedMarkers):
		return sendUnderpriced
	default:
		return sendFailed
	}
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
