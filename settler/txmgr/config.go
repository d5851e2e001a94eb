package txmgr

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"time"
)

// Defaults for the optional fields of Config.
const (
	DefaultResubmitAfter  = 10 * time.Second
	DefaultFeeBumpPercent = 10
	DefaultPollInterval   = 250 * time.Millisecond
	DefaultGasLimitBuffer = 20
	// DefaultGapCheckInterval: a waiting Send looks for a nonce gap below it this often, and
	// acts on the second sighting in a row.
	DefaultGapCheckInterval = 2 * time.Second
)

// MinFeeBumpPercent is the smallest fee bump accepted: nodes (geth's and anvil's pools) reject a
// replacement that raises the tip or the fee cap by less than 10 %.
const MinFeeBumpPercent = 10

// Config shapes a Manager. Key and MaxFeePerGas are required; a zero value in any other field
// means its default. Printing a Config (%v, %+v, %#v) never shows the key.
type Config struct {
	Key              *ecdsa.PrivateKey  // signs every transaction; never logged, never in an error message
	ChainID          *big.Int           // nil: the node's; otherwise New checks it against the node's
	MaxFeePerGas     *big.Int           // hard ceiling on maxFeePerGas (wei); required
	ResubmitAfter    time.Duration      // re-send with bumped fees when not mined by then (default 10s)
	FeeBumpPercent   uint64             // fee raise per resubmission, at least 10 (default 10)
	PollInterval     time.Duration      // receipt and fee polling (default 250ms)
	GasLimitBuffer   uint64             // percent added to EstimateGas (default 20)
	GapCheckInterval time.Duration      // how often a waiting Send checks for a nonce gap below it (default 2s)
	OnResubmit       func(nonce uint64) // optional metric hook: a fee-bumped re-send was accepted (may run concurrently)
	// OnNonceResync is an optional hook: the next nonce moved down from `from` to the chain's
	// `to`, because transactions of ours were dropped (by a reorg). Called with the nonce lock held.
	OnNonceResync func(from, to uint64)
}

// Check validates c and fills in the defaults of the fields left zero. Each problem has its own
// sentinel error (ErrNoKey, ErrNoMaxFee, ErrFeeBumpTooSmall, ErrBadChainID, ErrBadDuration),
// wrapped with the offending value where that value is not secret.
func (c *Config) Check() error {
	switch {
	case c.Key == nil || c.Key.D == nil || c.Key.D.Sign() <= 0:
		return ErrNoKey
	case c.MaxFeePerGas == nil || c.MaxFeePerGas.Sign() <= 0:
		return fmt.Errorf("%w: MaxFeePerGas %v", ErrNoMaxFee, c.MaxFeePerGas)
	case c.FeeBumpPercent != 0 && c.FeeBumpPercent < MinFeeBumpPercent:
		return fmt.Errorf("%w: FeeBumpPercent %d", ErrFeeBumpTooSmall, c.FeeBumpPercent)
	case c.ChainID != nil && c.ChainID.Sign() <= 0:
		return fmt.Errorf("%w: %v", ErrBadChainID, c.ChainID)
	case c.ResubmitAfter < 0:
		return fmt.Errorf("%w: ResubmitAfter %v", ErrBadDuration, c.ResubmitAfter)
	case c.PollInterval < 0:
		return fmt.Errorf("%w: PollInterval %v", ErrBadDuration, c.PollInterval)
	case c.GapCheckInterval < 0:
		return fmt.Errorf("%w: GapCheckInterval %v", ErrBadDuration, c.GapCheckInterval)
	}
	if c.GapCheckInterval == 0 {
		c.GapCheckInterval = DefaultGapCheckInterval
	}
	if c.ResubmitAfter == 0 {
		c.ResubmitAfter = DefaultResubmitAfter
	}
	if c.FeeBumpPercent == 0 {
		c.FeeBumpPercent = DefaultFeeBumpPercent
	}
	if c.PollInterval == 0 {
		c.PollInterval = DefaultPollInterval
	}
	if c.GasLimitBuffer == 0 {
		c.GasLimitBuffer = DefaultGasLimitBuffer
	}
	return nil
}

// String describes c with the key redacted.
func (c Config) String() string {
	key := "<nil>"
	if c.Key != nil {
		key = "<redacted>"
	}
	return fmt.Sprintf("txmgr.Config{Key:%s ChainID:%v MaxFeePerGas:%v ResubmitAfter:%v FeeBumpPercent:%d PollInterval:%v GasLimitBuffer:%d OnResubmit:%t OnNonceResync:%t}",
		key, c.ChainID, c.MaxFeePerGas, c.ResubmitAfter, c.FeeBumpPercent, c.PollInterval, c.GasLimitBuffer, c.OnResubmit != nil, c.OnNonceResync != nil)
}

// GoString is String, so that %#v does not print the key either.
func (c Config) GoString() string { return c.String() }
