// Package settler is the daemon that turns every settled escrow job into exactly one rating on
// the ReputationLedger. It follows the JobSettled events of the ledger's escrows (package follow) from a
// persisted checkpoint up to the chain head minus a confirmation depth, derives each rating,
// skips what is already rated, submits the rest in batches, and advances the checkpoint past a
// completion only once its rating is itself buried under the confirmation depth. A rating that a
// reorg removes (the settler's own submission dropped with its block) is submitted again; a
// completion that a reorg replaces is read again. A crash, restart, outage or reorg loses no
// rating, and the ledger's replay guard rates no job twice.
//
// With an outbox (Config.OutboxPath) it also relays payers' signed outcomes of x402 payments to
// the ledger's x402 source: an HTTP intake stores them durably (intake.go, outbox.go), and each
// step relays those whose receipts are settled at the safe head, until each receipt is rated and
// buried, or the outcome is refused or expired (x402.go, x402_relay.go).
package settler

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/internal/atomicfile"
)

// Config is everything the daemon needs, checked before anything touches the chain.
type Config struct {
	RPC            string         // node URL; ws(s):// subscribes to new heads, http(s):// polls
	Ledger         common.Address // the ledger; its escrows are read from it
	Confirmations  uint64         // blocks a completion must be buried under before it is rated
	StartBlock     uint64         // where to begin when there is no checkpoint yet
	CheckpointPath string         // the file the progress is kept in
	BatchSize      int            // ratings per submitBatch transaction
	MaxRange       uint64         // blocks per log query; halved when the node says it is too large
	PollInterval   time.Duration  // how often to look for new blocks without a subscription
	MaxFeeGwei     float64        // ceiling on maxFeePerGas
	ResubmitAfter  time.Duration  // fee-bump a transaction not mined by then
	MetricsAddr    string         // host:port for /metrics, /livez, /readyz; empty: none
	// ReadyLag is how far the checkpoint may trail its normal position and still count as ready:
	// /readyz answers 503 once head − checkpoint exceeds 2·Confirmations + 1 + ReadyLag (a
	// completion's rating is mined a block after the completion is confirmed, and is itself
	// buried Confirmations blocks later).
	ReadyLag uint64
	// StuckAfter is how long one step may run before /readyz answers 503 (a submission stuck on
	// the node, a hanging call).
	StuckAfter time.Duration
	// ERC8004Reputation, when set, is an ERC-8004 reputation registry each rating the ledger
	// applies is also written to as the scorer's feedback (bridge.go). Best-effort: a failed write
	// is logged and counted, never retried, and never holds up the ledger rating. Zero: off.
	ERC8004Reputation common.Address

	// OutboxPath turns the x402 relay on: the file the payers' signed outcomes are kept in from
	// the moment the intake accepts them until the relay is done with them (outbox.go). Empty:
	// off, and the settler rates escrow jobs only.
	OutboxPath string
	// OutboxLimit is how many outcomes the outbox holds at most (DefaultOutboxLimit when 0);
	// the intake answers 503 while it is full.
	OutboxLimit int
	// OutcomesAddr is the host:port of the intake, POST /v1/x402/outcomes (intake.go), on a
	// listener of its own. Empty: no intake (the relay still drains the outbox). Needs OutboxPath.
	OutcomesAddr string
	// X402Source is the x402 rating source whose receipts the relay rates. Zero: the ledger's
	// registered source that answers outcomeWindow() (an X402Source), read at start; naming it is
	// needed only when the ledger has more than one.
	X402Source common.Address
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
	// MaxConfirmations bounds the depth: the settler reads the ledger at head − confirmations,
	// and full nodes keep the state of the newest 128 blocks only.
	MaxConfirmations = 100
)

// DefaultStuckAfter is two resubmission periods: a submission not mined by then has been
// re-sent twice with higher fees.
func (c Config) DefaultStuckAfter() time.Duration { return 2 * c.ResubmitAfter }

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
	ErrCheckpointDir = errors.New("checkpoint folder unusable")
	ErrBadDepth      = errors.New("confirmation depth out of range")
	ErrNoOutbox      = errors.New("x402 outbox file missing")
	ErrOutboxDir     = errors.New("x402 outbox folder unusable")
	ErrBadOutcomes   = errors.New("outcomes intake address must be host:port, apart from the metrics address")
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
	if c.StuckAfter == 0 {
		c.StuckAfter = c.DefaultStuckAfter()
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
	if c.Ledger == (common.Address{}) {
		bad(ErrNoContract, "--ledger", "give the ledger's address, or --deployment FILE")
	}
	if c.CheckpointPath == "" {
		bad(ErrNoCheckpoint, "--checkpoint", "give a file to keep progress in (it is created if missing)")
	} else if err := atomicfile.CheckWritable(c.CheckpointPath); err != nil {
		bad(ErrCheckpointDir, "--checkpoint", "%s: %v; create the folder or choose a file in a writable one", c.CheckpointPath, err)
	}
	if c.Confirmations > MaxConfirmations {
		bad(ErrBadDepth, "--confirmations", "%d; want 0..%d (the node must still hold the state that many blocks back)", c.Confirmations, MaxConfirmations)
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
	if c.StuckAfter < 0 {
		bad(ErrBadInterval, "--stuck-after", "%s; want a positive duration such as 1m (0: twice --resubmit-after)", c.StuckAfter)
	}
	if !(c.MaxFeeGwei > 0) {
		bad(ErrBadMaxFee, "--max-fee-gwei", "%v; want a positive number of gwei", c.MaxFeeGwei)
	}
	if c.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			bad(ErrBadMetricAddr, "--metrics-addr", "%q; want host:port such as 127.0.0.1:9464", c.MetricsAddr)
		}
	}
	c.checkX402(bad)
	return errors.Join(errs...)
}

// checkX402 checks the relay's fields: an intake or a source without an outbox is refused here,
// before anything touches the chain.
func (c *Config) checkX402(bad func(sentinel error, flag, format string, args ...any)) {
	if c.OutboxPath == "" {
		if c.OutcomesAddr != "" {
			bad(ErrNoOutbox, "--x402-outbox", "required with --outcomes-listen: give a file to keep accepted outcomes in until they are rated (it is created if missing)")
		} else if c.X402Source != (common.Address{}) {
			bad(ErrNoOutbox, "--x402-outbox", "required with --x402-source: give a file to keep outcomes in, or leave --x402-source out")
		}
	} else if c.OutboxPath == c.CheckpointPath || c.OutboxPath+".lock" == c.CheckpointPath {
		bad(ErrOutboxDir, "--x402-outbox", "%s (or its lock file, %s.lock) is also --checkpoint: give the outbox a file of its own", c.OutboxPath, c.OutboxPath)
	} else if err := atomicfile.CheckWritable(c.OutboxPath); err != nil {
		bad(ErrOutboxDir, "--x402-outbox", "%s: %v; create the folder or choose a file in a writable one", c.OutboxPath, err)
	}
	if c.OutboxLimit < 0 {
		bad(ErrNoOutbox, "--x402-outbox", "limit %d; want a positive number of outcomes (0: %d)", c.OutboxLimit, DefaultOutboxLimit)
	}
	if c.OutcomesAddr != "" {
		if _, _, err := net.SplitHostPort(c.OutcomesAddr); err != nil {
			bad(ErrBadOutcomes, "--outcomes-listen", "%q; want host:port such as 127.0.0.1:4030", c.OutcomesAddr)
		} else if c.OutcomesAddr == c.MetricsAddr {
			bad(ErrBadOutcomes, "--outcomes-listen", "%q is also --metrics-addr: the intake needs a port of its own", c.OutcomesAddr)
		}
	}
}
