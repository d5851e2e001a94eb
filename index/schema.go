package index

import (
	"context"
	"errors"
	"fmt"
)

// SchemaVersion is the layout of the index file this build reads and writes, kept in SQLite's
// user_version:
//
//   - 1: the ledger's and escrows' events, the escrows and the agents' states (files written
//     before the version was kept read 0, and are version 1);
//   - 2: also the rating sources the ledger's admin registered (SourceRegistered) and, in each
//     agent's state, its ratings from each of them.
//
// Open empties a file of an older version, keeping only the chain and ledger it is bound to, and
// the indexer reads the ledger's events again from its deployment block: a version-1 file never
// read SourceRegistered, so it cannot tell a registered source's ratings from an escrow's.
const SchemaVersion = 2

// ErrNewerSchema: the index file was written by a newer repledger.
var ErrNewerSchema = errors.New("the index file was written by a newer repledger")

// The events a data directory holds, and where the follower stands (meta: the binding and the
// cursor). Every table of events has its block, so a rollback deletes what a reorg replaced.
const schema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rated (
	block INTEGER NOT NULL, log_index INTEGER NOT NULL, tx_hash TEXT NOT NULL,
	agent TEXT NOT NULL, escrow TEXT NOT NULL, job TEXT NOT NULL, payer TEXT NOT NULL,
	rating INTEGER NOT NULL, kind INTEGER NOT NULL, weight TEXT NOT NULL,
	completion INTEGER NOT NULL, applied INTEGER NOT NULL,
	PRIMARY KEY (block, log_index));
CREATE INDEX IF NOT EXISTS rated_agent ON rated (agent, block, log_index);
CREATE TABLE IF NOT EXISTS job_events (
	block INTEGER NOT NULL, log_index INTEGER NOT NULL, escrow TEXT NOT NULL, job TEXT NOT NULL,
	name TEXT NOT NULL, agent TEXT NOT NULL, rating INTEGER NOT NULL, kind INTEGER NOT NULL, rateable INTEGER NOT NULL,
	PRIMARY KEY (block, log_index));
CREATE TABLE IF NOT EXISTS escrows (idx INTEGER PRIMARY KEY, address TEXT NOT NULL, block INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sources (idx INTEGER PRIMARY KEY, address TEXT NOT NULL, block INTEGER NOT NULL);
`

// derived are the tables a rebuild drops: everything read from the chain or computed from it.
var derived = []string{"rated", "job_events", "escrows", "sources", "agent_state"}

// migrate brings the file to SchemaVersion in one transaction: a new file gets the tables, a
// file of an older version is emptied for the indexer to fill again (its binding kept, so a
// data directory of another chain is still refused), a file of a newer version is refused
// untouched.
func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("open %s: %w", s.path, err)
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after Commit
	var version, tables int
	if err := tx.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil {
		return fmt.Errorf("read the schema version of %s (is it an SQLite file?): %w", s.path, err)
	}
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'rated'`).Scan(&tables); err != nil {
		return fmt.Errorf("read the tables of %s: %w", s.path, err)
	}
	if version == 0 && tables > 0 {
		version = 1 // written before the version was kept
	}
	switch {
	case version > SchemaVersion:
		return fmt.Errorf("%w: %s has schema version %d, this build reads %d: run the repledger that wrote it, or use another --data-dir",
			ErrNewerSchema, s.path, version, SchemaVersion)
	case version > 0 && version < SchemaVersion:
		for _, t := range derived {
			if _, err := tx.ExecContext(ctx, `DROP TABLE IF EXISTS `+t); err != nil {
				return fmt.Errorf("empty %s of schema version %d: %w", s.path, version, err)
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM meta WHERE key != 'binding'`); err != nil {
			return fmt.Errorf("empty %s of schema version %d: %w", s.path, version, err)
		}
		s.rebuiltFrom = version
	}
	if _, err := tx.ExecContext(ctx, schema+";"+stateSchema); err != nil {
		return fmt.Errorf("create the tables of %s (is it a repledger index?): %w", s.path, err)
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`PRAGMA user_version = %d`, SchemaVersion)); err != nil {
		return fmt.Errorf("record the schema version of %s: %w", s.path, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit the tables of %s: %w", s.path, err)
	}
	return nil
}

// RebuiltFrom is the schema version of an older index file Open emptied, so that the indexer
// reads the ledger again from its deployment block (0: none).
func (s *Store) RebuiltFrom() int { return s.rebuiltFrom }
