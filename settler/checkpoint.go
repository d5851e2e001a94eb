package settler

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
)

// recentBlocks is how many processed block hashes the checkpoint keeps to find the common
// ancestor after a reorg.
const recentBlocks = 64

// BlockRef names a block by number and hash.
type BlockRef struct {
	Number uint64      `json:"number"`
	Hash   common.Hash `json:"hash"`
}

// Checkpoint is the settler's progress: every completion in blocks up to and including Block
// has been rated (or skipped for a reason) and its receipt seen.
type Checkpoint struct {
	Escrow common.Address `json:"escrow"`
	Ledger common.Address `json:"ledger"`
	Block  uint64         `json:"block"`
	Recent []BlockRef     `json:"recent"` // newest last; Recent[len-1] is Block's hash
}

// ErrCheckpointMismatch is returned when the checkpoint belongs to other contracts.
var ErrCheckpointMismatch = errors.New("checkpoint belongs to another deployment")

// LoadCheckpoint reads the checkpoint; a missing file is a fresh start (nil, nil).
func LoadCheckpoint(path string, escrow, ledger common.Address) (*Checkpoint, error) {
	raw, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read checkpoint %s: %w", path, err)
	}
	var cp Checkpoint
	if err := json.Unmarshal(raw, &cp); err != nil {
		return nil, fmt.Errorf("checkpoint %s is not valid JSON (%v): move it away to start over from --start-block", path, err)
	}
	if cp.Escrow != escrow || cp.Ledger != ledger {
		return nil, fmt.Errorf("%w: %s is for escrow %s and ledger %s; use another --checkpoint file",
			ErrCheckpointMismatch, path, cp.Escrow.Hex(), cp.Ledger.Hex())
	}
	return &cp, nil
}

// Advance records that `to` (with hash) is done.
func (cp *Checkpoint) Advance(to BlockRef) {
	cp.Block = to.Number
	cp.Recent = append(cp.Recent, to)
	if len(cp.Recent) > recentBlocks {
		cp.Recent = append([]BlockRef(nil), cp.Recent[len(cp.Recent)-recentBlocks:]...)
	}
}

// Save writes the checkpoint atomically and durably: write a temporary file, fsync it, rename
// it over the old one, fsync the folder. A crash leaves the old checkpoint or the new one.
func (cp *Checkpoint) Save(path string) error {
	raw, err := json.MarshalIndent(cp, "", "  ")
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".checkpoint-*")
	if err != nil {
		return fmt.Errorf("save checkpoint: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := tmp.Write(raw); err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("save checkpoint: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save checkpoint: %w", err)
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
