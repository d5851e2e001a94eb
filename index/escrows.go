package index

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
)

// readEscrows learns the ledger's escrows as of now; later ones come from EscrowCreated events.
func (ix *Indexer) readEscrows(ctx context.Context) error {
	ledger := ix.ledgerABI.Instance(ix.node.(bind.ContractBackend), ix.cfg.Ledger)
	opts := &bind.CallOpts{Context: ctx}
	n, err := bind.Call(ledger, opts, ix.ledgerABI.PackEscrowCount(), ix.ledgerABI.UnpackEscrowCount)
	if err != nil {
		return fmt.Errorf("read the escrow count of ledger %s: %w", ix.cfg.Ledger.Hex(), err)
	}
	for i := uint64(0); i < n.Uint64(); i++ {
		addr, err := bind.Call(ledger, opts, ix.ledgerABI.PackEscrowAt(uint32(i)), ix.ledgerABI.UnpackEscrowAt)
		if err != nil {
			return fmt.Errorf("read the ledger's escrow %d: %w", i, err)
		}
		ix.escrows[addr] = uint32(i)
	}
	if ix.ratingHook, err = bind.Call(ledger, opts, ix.ledgerABI.PackRatingHook(), ix.ledgerABI.UnpackRatingHook); err != nil {
		return fmt.Errorf("read the rating hook of ledger %s: %w", ix.cfg.Ledger.Hex(), err)
	}
	return nil
}

// escrowAt is the followed escrow at `index` (zero when it is not followed yet).
func (ix *Indexer) escrowAt(index uint32) common.Address {
	for addr, i := range ix.escrows {
		if i == index {
			return addr
		}
	}
	return common.Address{}
}
