package index

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	_ "modernc.org/sqlite" // pure Go: `go run` and `go test` need no C toolchain

	"github.com/repledger/repledger/follow"
)

// DBFile is the database's name inside the data directory.
const DBFile = "index.sqlite"

// ErrOtherChain: the data directory was written for another chain or another ledger.
var ErrOtherChain = errors.New("the data directory belongs to another chain or ledger")

// Rated is one Rated event of the ledger, as stored.
type Rated struct {
	Block      uint64
	LogIndex   uint
	TxHash     common.Hash
	Agent      string // decimal uint256
	Escrow     common.Address
	Job        string // decimal uint256
	Payer      common.Address
	Rating     uint8
	Kind       uint8
	Weight     string // decimal base units
	Completion uint64
	Applied    uint64
}

// JobEvent is one job event of an escrow (JobSettled, ProviderSet), as stored.
type JobEvent struct {
	Block    uint64
	LogIndex uint
	Escrow   common.Address
	Job      string // decimal
	Name     string // the event's name
	Agent    string // decimal; "" when the event names none
	Rating   uint8
	Kind     uint8
	Rateable bool
}

// EscrowRow is one escrow the ledger created.
type EscrowRow struct {
	Index   uint32
	Address common.Address
	Block   uint64
}

// Binding names the chain and ledger a data directory belongs to.
type Binding struct {
	ChainID uint64          `json:"chain_id"`
	Ledger  common.Address  `json:"ledger"`
	Anchor  follow.BlockRef `json:"anchor"` // the deployment block: its hash names the chain
}

// Store is the embedded SQLite database of one data directory.
type Store struct {
	db   *sql.DB
	path string
	// rebuiltFrom is the schema version of a file Open emptied to index again (0: none).
	rebuiltFrom int
}

// Open opens (creating when new) the database in dir.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create --data-dir %s: %w", dir, err)
	}
	path := filepath.Join(dir, DBFile)
	// WAL: readers (the API) never wait for the indexer's writes; synchronous=NORMAL is durable
	// across a process crash, and a power loss can only lose the last transactions, which the
	// follower reads again from the chain.
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(5000)")
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	db.SetMaxOpenConns(4)
	st := &Store{db: db, path: path}
	if err := st.migrate(context.Background()); err != nil {
		_ = db.Close()
		return nil, err
	}
	return st, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Path is the database file.
func (s *Store) Path() string { return s.path }

func (s *Store) getMeta(ctx context.Context, key string, v any) (bool, error) {
	var raw string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = ?`, key).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("read %s from %s: %w", key, s.path, err)
	}
	if err := json.Unmarshal([]byte(raw), v); err != nil {
		return false, fmt.Errorf("decode %s in %s: %w", key, s.path, err)
	}
	return true, nil
}

func putMeta(ctx context.Context, tx *sql.Tx, key string, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, string(raw))
	return err
}

// Bind checks that the data directory belongs to b's chain and ledger, and records b when the
// directory is new.
func (s *Store) Bind(ctx context.Context, b Binding) error {
	var have Binding
	ok, err := s.getMeta(ctx, "binding", &have)
	if err != nil {
		return err
	}
	if ok {
		if have != b {
			return fmt.Errorf("%w: %s indexes ledger %s on chain id %d (deployment block %d, hash %s), but the node is chain id %d "+
				"with ledger %s (block %d hash %s); use another --data-dir, or delete this one to index the new chain from the start",
				ErrOtherChain, s.path, have.Ledger.Hex(), have.ChainID, have.Anchor.Number, have.Anchor.Hash.Hex(),
				b.ChainID, b.Ledger.Hex(), b.Anchor.Number, b.Anchor.Hash.Hex())
		}
		return nil
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after Commit
	if err := putMeta(ctx, tx, "binding", b); err != nil {
		return fmt.Errorf("record the chain in %s: %w", s.path, err)
	}
	return tx.Commit()
}

// Cursor is the stored follower position, nil when nothing has been read yet.
func (s *Store) Cursor(ctx context.Context) (*follow.Cursor, error) {
	var c follow.Cursor
	ok, err := s.getMeta(ctx, "cursor", &c)
	if err != nil || !ok {
		return nil, err
	}
	return &c, nil
}

// Batch is what one step of the indexer adds: the events of blocks up to the cursor's block.
type Batch struct {
	Rated   []Rated
	Jobs    []JobEvent
	Escrows []EscrowRow
	Sources []SourceRow
}

// Append stores a batch and the cursor that covers it in one transaction: a crash leaves either
// both or neither, so a restart reads again exactly the blocks not stored.
func (s *Store) Append(ctx context.Context, b *Batch, cur *follow.Cursor) error {
	return s.append(ctx, b, cur, nil, nil)
}

// append stores a batch, the agents' states it changed (on board) and the cursor in one
// transaction.
func (s *Store) append(ctx context.Context, b *Batch, cur *follow.Cursor, board *Board, states []*agent) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin a write to %s: %w", s.path, err)
	}
	defer tx.Rollback() //nolint:errcheck
	if len(b.Rated) > 0 {
		st, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO rated VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`)
		if err != nil {
			return err
		}
		for _, r := range b.Rated {
			if _, err := st.ExecContext(ctx, r.Block, r.LogIndex, r.TxHash.Hex(), r.Agent, r.Escrow.Hex(), r.Job,
				r.Payer.Hex(), r.Rating, r.Kind, r.Weight, r.Completion, r.Applied); err != nil {
				return fmt.Errorf("store rating of block %d: %w", r.Block, err)
			}
		}
		_ = st.Close()
	}
	for _, j := range b.Jobs {
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO job_events VALUES (?,?,?,?,?,?,?,?,?)`, j.Block, j.LogIndex,
			j.Escrow.Hex(), j.Job, j.Name, j.Agent, j.Rating, j.Kind, j.Rateable); err != nil {
			return fmt.Errorf("store job event of block %d: %w", j.Block, err)
		}
	}
	for _, e := range b.Escrows {
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO escrows VALUES (?,?,?)`, e.Index, e.Address.Hex(), e.Block); err != nil {
			return fmt.Errorf("store escrow %d: %w", e.Index, err)
		}
	}
	for _, e := range b.Sources {
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO sources VALUES (?,?,?)`, e.Index, e.Address.Hex(), e.Block); err != nil {
			return fmt.Errorf("store rating source %d: %w", e.Index, err)
		}
	}
	if err := putStates(ctx, tx, board, states); err != nil {
		return err
	}
	if err := putMeta(ctx, tx, "cursor", cur); err != nil {
		return fmt.Errorf("store the cursor: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit to %s: %w", s.path, err)
	}
	return nil
}

// Rollback deletes every event of blocks after cur.Block (a reorg replaced them) and stores cur,
// in one transaction.
func (s *Store) Rollback(ctx context.Context, cur *follow.Cursor) (int64, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback() //nolint:errcheck
	var n int64
	if _, err := tx.ExecContext(ctx, `DELETE FROM agent_state`); err != nil {
		return 0, err
	}
	for _, table := range []string{"rated", "job_events", "escrows", "sources"} {
		res, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE block > ?`, cur.Block)
		if err != nil {
			return 0, fmt.Errorf("roll back %s past block %d: %w", table, cur.Block, err)
		}
		k, _ := res.RowsAffected()
		n += k
	}
	if err := putMeta(ctx, tx, "cursor", cur); err != nil {
		return 0, err
	}
	return n, tx.Commit()
}
