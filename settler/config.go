// Package settler is the daemon that turns every settled escrow job into exactly one rating on
// the ReputationLedger (SPEC §8). It follows the escrow's JobCompleted events from a persisted
// checkpoint up to the chain head minus a confirmation depth, derives each rating, skips what is
// already rated, submits the rest in batches and advances the checkpoint only once every
// receipt below it is in. A crash, restart, outage or reorg loses no rating and rates no job
// twice: re-reading a range is harmless because rated jobs are filtered out (and the ledger
// skips them anyway).
package settler

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Config is everything the daemon needs, checked before anything touches the chain.
type Config struct {
	RPC            string         // node URL; ws(s):// subscribes to new heads, http(s):// polls
	Escrow, Ledger common.Address // contracts
	Confirmations  uint64         // blocks a completion must be buried under before it is rated
	StartBlock     uint64         // where to begin when there is no checkpoint yet
	CheckpointPath string         // the file the progress is kept in
	BatchSize      int            // ratings per submitBatch transaction
	MaxRange       uint64         // blocks per log query; halved when the node says it is too large
	PollInterval   time.Duration  // how often to look for new blocks without a subscription
	MaxFeeGwei     float64        // ceiling on maxFeePerGas
	ResubmitAfter  time.Duration  // fee-bump a transaction not mined by then
	MetricsAddr    string         // host:port for /metrics, /livez, /readyz; empty: none
	ReadyLag       uint64         // blocks behind the safe head still counted as ready
}

// Defaults for the optional fields.
const (
	DefaultConfirmations = 3
	DefaultBatchSize     = 100
	DefaultMaxRange      = 2000
	DefaultPollInterval  = 2 * time.Second
	DefaultMaxFeeGwei    = 100
	DefaultResubmitAfter = 30 * time.Second
	DefaultReadyLag      = 3
	maxBatchSize         = 500
)

// Sentinel errors of Config.Check, one per kind of bad field.
var (
	ErrNoRPC         = errors.New("no node URL")
	ErrBadRPC        = errors.New("node URL must be http(s):// or ws(s)://")
	ErrNoContract    = errors.New("contract address missing")
	ErrNoCheckpoint  = errors.New("checkpoint file missing")
	ErrBadBatchSize  = errors.New("batch size out of range")
	ErrBadRange      = errors.New("block range must be positive")
	ErrBadInterval   = errors.New("interval must be positive")
	ErrBadMaxFee     = errors.New("max fee must be positive")
	ErrBadMetricAddr = errors.New("metrics address must be host:port")
)

// WithDefaults fills the optional fields left at zero.
func (c Config) WithDefaults() Config {
	if c.BatchSize == 0 {
		c.BatchSize = DefaultBatchSize
	}
	if c.MaxRange == 0 {
		c.MaxRange = DefaultMaxRange
	}
	if c.PollInterval == 0 {
		c.PollInterval = DefaultPollInterval
	}
	if c.MaxFeeGwei == 0 {
		c.MaxFeeGwei = DefaultMaxFeeGwei
	}
	if c.ResubmitAfter == 0 {
		c.ResubmitAfter = DefaultResubmitAfter
	}
	if c.ReadyLag == 0 {
		c.ReadyLag = DefaultReadyLag
	}
	return c
}

// Check reports every bad field at once, each naming its flag and the fix.
func (c *Config) Check() error {
	var errs []error
	bad := func(sentinel error, flag, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %w: %s", flag, sentinel, fmt.Sprintf(format, args...)))
	}
	if c.RPC == "" {
		bad(ErrNoRPC, "--rpc", "give the node's URL, or --deployment FILE")
	} else if u, err := url.Parse(c.RPC); err != nil || !map[string]bool{"http": true, "https": true, "ws": true, "wss": true}[u.Scheme] {
		bad(ErrBadRPC, "--rpc", "got %q", c.RPC)
	}
	if c.Escrow == (common.Address{}) {
		bad(ErrNoContract, "--escrow", "give the escrow's address, or --deployment FILE")
	}
	if c.Ledger == (common.Address{}) {
		bad(ErrNoContract, "--ledger", "give the ledger's address, or --deployment FILE")
	}
	if c.CheckpointPath == "" {
		bad(ErrNoCheckpoint, "--checkpoint", "give a file to keep progress in (it is created if missing)")
	}
	if c.BatchSize < 1 || c.BatchSize > maxBatchSize {
		bad(ErrBadBatchSize, "--batch-size", "%d; want 1..%d", c.BatchSize, maxBatchSize)
	}
	if c.MaxRange == 0 {
		bad(ErrBadRange, "--max-range", "want at least 1 block")
	}
	if c.PollInterval <= 0 {
		bad(ErrBadInterval, "--poll-interval", "%s; want a positive duration such as 2s", c.PollInterval)
	}
	if c.ResubmitAfter <= 0 {
		bad(ErrBadInterval, "--resubmit-after", "%s; want a positive duration such as 30s", c.ResubmitAfter)
	}
	if !(c.MaxFeeGwei > 0) {
		bad(ErrBadMaxFee, "--max-fee-gwei", "%v; want a positive number of gwei", c.MaxFeeGwei)
	}
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			bad(ErrBadMetricAddr, "--metrics-addr", "%q; want host:port such as 127.0.0.1:9464", c.MetricsAddr)
		}
	}
	return errors.Join(errs...)
}
