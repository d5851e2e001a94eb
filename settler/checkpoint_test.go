package settler

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestCheckpoint(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "cp.json")
	escrow, ledger := common.HexToAddress("0xE5"), common.HexToAddress("0x1E")
	cp, err := LoadCheckpoint(path, escrow, ledger)
	if err != nil || cp != nil {
		t.Fatalf("missing file must be a fresh start: %v %v", cp, err)
	}
	cp = &Checkpoint{Escrow: escrow, Ledger: ledger}
	for n := uint64(1); n <= 100; n++ {
		cp.Advance(BlockRef{Number: n, Hash: common.BigToHash(common.Big1)})
	}
	if cp.Block != 100 || len(cp.Recent) != recentBlocks || cp.Recent[0].Number != 100-recentBlocks+1 {
		t.Fatalf("advance: block %d, %d recent from %d", cp.Block, len(cp.Recent), cp.Recent[0].Number)
	}
	if err := cp.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := LoadCheckpoint(path, escrow, ledger)
	if err != nil || back.Block != 100 || len(back.Recent) != recentBlocks {
		t.Fatalf("round trip: %+v %v", back, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("save left %d files behind", len(entries))
	}
	if _, err := LoadCheckpoint(path, ledger, escrow); !errors.Is(err, ErrCheckpointMismatch) {
		t.Fatalf("another deployment's checkpoint: %v", err)
	}
	if err := os.WriteFile(path, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadCheckpoint(path, escrow, ledger); err == nil {
		t.Fatal("a corrupt checkpoint must stop the settler, not restart it from scratch")
	}
}
