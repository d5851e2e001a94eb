package index

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// Escrows are the escrows the ledger created, by index.
func (s *Store) Escrows(ctx context.Context) ([]EscrowRow, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT idx, address, block FROM escrows ORDER BY idx`)
	if err != nil {
		return nil, fmt.Errorf("read escrows from %s: %w", s.path, err)
	}
	defer rows.Close()
	var out []EscrowRow
	for rows.Next() {
		var e EscrowRow
		var addr string
		if err := rows.Scan(&e.Index, &addr, &e.Block); err != nil {
			return nil, err
		}
		e.Address = common.HexToAddress(addr)
		out = append(out, e)
	}
	return out, rows.Err()
}

// Sources are the rating sources the ledger's admin registered, by index (their Kind unset).
func (s *Store) Sources(ctx context.Context) ([]SourceRow, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT idx, address, block FROM sources ORDER BY idx`)
	if err != nil {
		return nil, fmt.Errorf("read rating sources from %s: %w", s.path, err)
	}
	defer rows.Close()
	var out []SourceRow
	for rows.Next() {
		var r SourceRow
		var addr string
		if err := rows.Scan(&r.Index, &addr, &r.Block); err != nil {
			return nil, err
		}
		r.Address = common.HexToAddress(addr)
		out = append(out, r)
	}
	return out, rows.Err()
}

const ratedCols = `block, log_index, tx_hash, agent, escrow, job, payer, rating, kind, weight, completion, applied`

func scanRated(sc interface{ Scan(...any) error }) (Rated, error) {
	var r Rated
	var tx, escrow, payer string
	err := sc.Scan(&r.Block, &r.LogIndex, &tx, &r.Agent, &escrow, &r.Job, &payer, &r.Rating, &r.Kind, &r.Weight, &r.Completion, &r.Applied)
	r.TxHash, r.Escrow, r.Payer = common.HexToHash(tx), common.HexToAddress(escrow), common.HexToAddress(payer)
	return r, err
}

// EachRated calls fn with every stored rating in chain order.
func (s *Store) EachRated(ctx context.Context, fn func(*Rated) error) error {
	rows, err := s.db.QueryContext(ctx, `SELECT `+ratedCols+` FROM rated ORDER BY block, log_index`)
	if err != nil {
		return fmt.Errorf("read ratings from %s: %w", s.path, err)
	}
	defer rows.Close()
	for rows.Next() {
		r, err := scanRated(rows)
		if err != nil {
			return err
		}
		if err := fn(&r); err != nil {
			return err
		}
	}
	return rows.Err()
}

// RatedOf is one agent's ratings in chain order.
func (s *Store) RatedOf(ctx context.Context, agent string) ([]Rated, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+ratedCols+` FROM rated WHERE agent = ? ORDER BY block, log_index`, agent)
	if err != nil {
		return nil, fmt.Errorf("read the ratings of agent %s: %w", agent, err)
	}
	defer rows.Close()
	var out []Rated
	for rows.Next() {
		r, err := scanRated(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// JobAgents are the agents named by escrow job events (providers with an agent id, settled
// jobs): every agent known to a marketplace, rated or not.
func (s *Store) JobAgents(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT agent FROM job_events WHERE agent != ''`)
	if err != nil {
		return nil, fmt.Errorf("read the agents of job events: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var a string
		if err := rows.Scan(&a); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// Counts are how many events the store holds.
func (s *Store) Counts(ctx context.Context) (rated, jobs int64, err error) {
	if err = s.db.QueryRowContext(ctx, `SELECT count(*) FROM rated`).Scan(&rated); err != nil {
		return
	}
	err = s.db.QueryRowContext(ctx, `SELECT count(*) FROM job_events`).Scan(&jobs)
	return
}
