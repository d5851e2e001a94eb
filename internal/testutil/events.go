package testutil

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
)

// Events reads every event of type Ev that contract c emitted from block `from` on, in chain
// order, through bind/v2's FilterEvents (no hand decoding).
func Events[Ev bind.ContractEvent](ctx context.Context, c *bind.BoundContract, from uint64, unpack func(*types.Log) (*Ev, error)) ([]*Ev, error) {
	it, err := bind.FilterEvents(c, &bind.FilterOpts{Start: from, Context: ctx}, unpack)
	if err != nil {
		return nil, fmt.Errorf("filter events: %w", err)
	}
	defer it.Close()
	var out []*Ev
	for it.Next() {
		out = append(out, it.Value())
	}
	if err := it.Error(); err != nil {
		return nil, fmt.Errorf("read events: %w", err)
	}
	return out, nil
}
