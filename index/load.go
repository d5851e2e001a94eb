package index

import (
	"context"
	"fmt"
)

// LoadBoard rebuilds every agent: from the stored agent states when there are any, else from
// the stored events (the agents the escrows named, and every Rated event fed to its agent's
// state machine in chain order), which it then stores as the agent states. The board knows the
// stored rating sources, not yet named (the indexer names them).
func LoadBoard(ctx context.Context, st *Store) (*Board, error) {
	b, err := boardWithSources(ctx, st)
	if err != nil {
		return nil, err
	}
	if ok, err := st.loadStates(ctx, b); err != nil || ok {
		return b, err
	}
	if b, err = ReplayBoard(ctx, st); err != nil {
		return nil, err
	}
	return b, st.saveAllStates(ctx, b)
}

// ReplayBoard rebuilds every agent from the stored events alone.
func ReplayBoard(ctx context.Context, st *Store) (*Board, error) {
	b, err := boardWithSources(ctx, st)
	if err != nil {
		return nil, err
	}
	agents, err := st.JobAgents(ctx)
	if err != nil {
		return nil, err
	}
	for _, a := range agents {
		if err := b.Register(a); err != nil {
			return nil, err
		}
	}
	if err := st.EachRated(ctx, b.Apply); err != nil {
		return nil, fmt.Errorf("rebuild agents from %s: %w", st.Path(), err)
	}
	return b, nil
}

// boardWithSources is an empty board that knows the stored rating sources.
func boardWithSources(ctx context.Context, st *Store) (*Board, error) {
	b := NewBoard()
	srcs, err := st.Sources(ctx)
	if err != nil {
		return nil, err
	}
	for _, s := range srcs {
		if err := b.AddSource(s); err != nil {
			return nil, fmt.Errorf("%s: %w", st.Path(), err)
		}
	}
	return b, nil
}
