package settler

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func TestConfigCheck(t *testing.T) {
	good := Config{RPC: "ws://127.0.0.1:8546", Ledger: common.HexToAddress("0x2"),
		CheckpointPath: filepath.Join(t.TempDir(), "cp.json")}.WithDefaults()
	if err := good.Check(); err != nil {
		t.Fatalf("good config: %v", err)
	}
	bad := Config{RPC: "127.0.0.1:8545", BatchSize: 501, MaxRange: 1, PollInterval: -time.Second,
		ResubmitAfter: time.Second, MaxFeeGwei: -1, MetricsAddr: "9464", Confirmations: 101}
	err := bad.Check()
	for _, want := range []struct {
		sentinel error
		flag     string
	}{{ErrBadRPC, "--rpc"}, {ErrNoContract, "--ledger"}, {ErrNoCheckpoint, "--checkpoint"},
		{ErrBadBatchSize, "--batch-size"}, {ErrBadInterval, "--poll-interval"}, {ErrBadMaxFee, "--max-fee-gwei"},
		{ErrBadMetricAddr, "--metrics-addr"}, {ErrBadDepth, "--confirmations"}} {
		if !errors.Is(err, want.sentinel) || !strings.Contains(err.Error(), want.flag) {
			t.Errorf("bad config: error does not report %s (%v): %v", want.flag, want.sentinel, err)
		}
	}
	if n := strings.Count(err.Error(), "\n") + 1; n != 8 {
		t.Errorf("want one line per bad field (8), got %d:\n%v", n, err)
	}
}

// The relay's fields: an intake or a source without an outbox is refused, as is an outbox that
// is the checkpoint or sits in a missing folder, and an intake address that is not host:port or
// is the metrics address. The relay alone, without an intake, is fine.
func TestConfigCheckX402(t *testing.T) {
	dir := t.TempDir()
	base := func() Config {
		return Config{RPC: "ws://127.0.0.1:8546", Ledger: common.HexToAddress("0x2"),
			CheckpointPath: filepath.Join(dir, "cp.json"), MetricsAddr: "127.0.0.1:9464"}.WithDefaults()
	}
	for _, tc := range []struct {
		name     string
		change   func(*Config)
		sentinel error
		flag     string
	}{
		{"relay without intake", func(c *Config) { c.OutboxPath = filepath.Join(dir, "outbox.jsonl") }, nil, ""},
		{"relay and intake", func(c *Config) {
			c.OutboxPath, c.OutcomesAddr, c.X402Source = filepath.Join(dir, "outbox.jsonl"), "127.0.0.1:4030", common.HexToAddress("0x3")
		}, nil, ""},
		{"intake without outbox", func(c *Config) { c.OutcomesAddr = "127.0.0.1:4030" }, ErrNoOutbox, "--x402-outbox"},
		{"source without outbox", func(c *Config) { c.X402Source = common.HexToAddress("0x3") }, ErrNoOutbox, "--x402-outbox"},
		{"outbox is the checkpoint", func(c *Config) { c.OutboxPath = c.CheckpointPath }, ErrOutboxDir, "--x402-outbox"},
		{"outbox's lock is the checkpoint", func(c *Config) { c.OutboxPath = filepath.Join(dir, "box"); c.CheckpointPath = c.OutboxPath + ".lock" }, ErrOutboxDir, "--x402-outbox"},
		{"outbox in a missing folder", func(c *Config) { c.OutboxPath = filepath.Join(dir, "no", "outbox.jsonl") }, ErrOutboxDir, "--x402-outbox"},
		{"intake not host:port", func(c *Config) { c.OutboxPath, c.OutcomesAddr = filepath.Join(dir, "o.jsonl"), "4030" }, ErrBadOutcomes, "--outcomes-listen"},
		{"intake on the metrics port", func(c *Config) { c.OutboxPath, c.OutcomesAddr = filepath.Join(dir, "o.jsonl"), c.MetricsAddr }, ErrBadOutcomes, "--outcomes-listen"},
	} {
		c := base()
		tc.change(&c)
		err := c.Check()
		if tc.sentinel == nil {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		if !errors.Is(err, tc.sentinel) || !strings.Contains(err.Error(), tc.flag) || strings.Count(err.Error(), "\n") != 0 {
			t.Errorf("%s: %v; want one line naming %s (%v)", tc.name, err, tc.flag, tc.sentinel)
		}
	}
}
