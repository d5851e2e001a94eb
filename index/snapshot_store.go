package index

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"
)

// The agent_state table is the board as of the stored cursor, written in the same transaction
// as the events that changed it: a restart loads one row per agent instead of replaying every
// rating. A rollback empties it, and the next load replays the events and writes it again. Its
// sources column is the agent's ratings from each registered source (Board.encodeSlots).
const stateSchema = `CREATE TABLE IF NOT EXISTS agent_state (
	agent TEXT PRIMARY KEY, sum_w TEXT NOT NULL, weight TEXT NOT NULL, disputed TEXT NOT NULL,
	count INTEGER NOT NULL, last_epoch INTEGER NOT NULL, payers TEXT NOT NULL, sources TEXT NOT NULL)`

func putStates(ctx context.Context, tx *sql.Tx, b *Board, agents []*agent) error {
	if len(agents) == 0 {
		return nil
	}
	st, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO agent_state VALUES (?,?,?,?,?,?,?,?)`)
	if err != nil {
		return err
	}
	defer st.Close()
	for _, a := range agents {
		payers := make([]string, a.nPayer)
		for i := range payers {
			payers[i] = a.payers[i].Hex()
		}
		if _, err := st.ExecContext(ctx, a.key, a.state.SumW.Dec(), a.state.Weight.Dec(), a.state.Disputed.Dec(),
			a.state.Count, a.state.LastEpoch, strings.Join(payers, ","), b.encodeSlots(a)); err != nil {
			return fmt.Errorf("store the state of agent %s: %w", a.key, err)
		}
	}
	return nil
}

// loadStates fills b, its sources already added, from agent_state; it reports false when the
// table is empty.
func (s *Store) loadStates(ctx context.Context, b *Board) (bool, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT agent, sum_w, weight, disputed, count, last_epoch, payers, sources FROM agent_state`)
	if err != nil {
		return false, fmt.Errorf("read agent states from %s: %w", s.path, err)
	}
	defer rows.Close()
	any := false
	for rows.Next() {
		var key, sumW, weight, disputed, payers, sources string
		var count, last uint64
		if err := rows.Scan(&key, &sumW, &weight, &disputed, &count, &last, &payers, &sources); err != nil {
			return false, err
		}
		a, err := b.get(key)
		if err != nil {
			return false, err
		}
		for _, f := range []struct {
			dst *uint256.Int
			v   string
		}{{&a.state.SumW, sumW}, {&a.state.Weight, weight}, {&a.state.Disputed, disputed}} {
			if err := f.dst.SetFromDecimal(f.v); err != nil {
				return false, fmt.Errorf("agent %s in %s: %w", key, s.path, err)
			}
		}
		a.state.Count, a.state.LastEpoch = count, last
		if payers != "" {
			for _, p := range strings.Split(payers, ",") {
				a.addPayer(common.HexToAddress(p))
			}
		}
		if err := b.decodeSlots(a, sources); err != nil {
			return false, fmt.Errorf("%s: %w", s.path, err)
		}
		any = true
	}
	return any, rows.Err()
}

// saveAllStates writes every agent of b (after a replay of the events).
func (s *Store) saveAllStates(ctx context.Context, b *Board) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck
	all := make([]*agent, 0, len(b.agents))
	for _, a := range b.agents {
		all = append(all, a)
	}
	if err := putStates(ctx, tx, b, all); err != nil {
		return err
	}
	return tx.Commit()
}
