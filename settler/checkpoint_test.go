package settler

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/follow"
)

func TestCheckpointRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cp.json")
	escrow, ledger := common.HexToAddress("0xE5"), common.HexToAddress("0x1E")
	cp, err := LoadCheckpoint(path, ledger)
	if err != nil || cp != nil {
		t.Fatalf("missing file must be a fresh start: %v %v", cp, err)
	}
	cp = &Checkpoint{Ledger: ledger, Cursor: follow.Cursor{ChainID: 31337, Anchor: follow.BlockRef{Number: 9, Hash: common.HexToHash("0x9")}}}
	for n := uint64(10); n <= 200; n++ {
		cp.Advance(follow.BlockRef{Number: n, Hash: common.BigToHash(common.Big1)})
	}
	if err := cp.Save(path); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(raw), `"chain_id": 31337`) || !strings.Contains(string(raw), `"version": 3`) {
		t.Fatalf("the file does not name its chain and version:\n%s", raw)
	}
	back, err := LoadCheckpoint(path, ledger)
	if err != nil || back.Block != 200 || len(back.Recent) != follow.RecentBlocks || back.ChainID != 31337 || back.Anchor != cp.Anchor ||
		len(back.Sparse) != len(cp.Sparse) {
		t.Fatalf("round trip: %+v %v", back, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("save left %d files behind", len(entries))
	}
	if _, err := LoadCheckpoint(path, escrow); !errors.Is(err, ErrCheckpointMismatch) {
		t.Fatalf("another deployment's checkpoint: %v", err)
	}
	if err := os.WriteFile(path, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadCheckpoint(path, ledger); err == nil || !strings.Contains(err.Error(), path) {
		t.Fatalf("a corrupt checkpoint must stop the settler, naming the file: %v", err)
	}
}
