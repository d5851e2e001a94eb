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
