package settler

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/follow"
	"github.com/repledger/repledger/internal/atomicfile"
)

// checkpointVersion 3 follows a ledger/v2 ledger (all its escrows); version 2 bound the progress
// to a chain (chain id and an anchor block's hash) and counted a block as done only once every
// rating of its completions was buried. Files without a chain binding are adopted only when
// their newest block is still canonical on the node (see Service.loadCheckpoint).
const checkpointVersion = 3

// Checkpoint is the settler's progress: every completion in blocks up to and including
// Cursor.Block has a rating on the ledger buried under the confirmation depth, or was skipped
// for a reason (another asset, no value, refused by the ledger).
type Checkpoint struct {
	Version int            `json:"version"`
	Ledger  common.Address `json:"ledger"`
	follow.Cursor
}

// ErrCheckpointMismatch is returned when the checkpoint belongs to other contracts.
var ErrCheckpointMismatch = errors.New("checkpoint belongs to another deployment")

// LoadCheckpoint reads the checkpoint; a missing file is a fresh start (nil, nil).
func LoadCheckpoint(path string, ledger common.Address) (*Checkpoint, error) {
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
	if cp.Ledger != ledger {
		return nil, fmt.Errorf("%w: %s is for ledger %s; use another --checkpoint file",
			ErrCheckpointMismatch, path, cp.Ledger.Hex())
	}
	return &cp, nil
}

// Save writes the checkpoint atomically and durably (internal/atomicfile): a crash leaves the
// old checkpoint or the new one.
func (cp *Checkpoint) Save(path string) error {
	cp.Version = checkpointVersion
	raw, err := json.MarshalIndent(cp, "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.Write(path, append(raw, '\n'), 0o644); err != nil {
		return fmt.Errorf("save checkpoint: %w", err)
	}
	return nil
}

// clone is a deep copy: the next checkpoint is prepared on a copy and swapped in once saved.
func (cp *Checkpoint) clone() *Checkpoint {
	out := *cp
	out.Cursor = *cp.Cursor.Clone()
	return &out
}
