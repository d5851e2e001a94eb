package testnet

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// mintAndMine mints `amount` TestToken base units to `to` (the admin sends it) and mines it.
func mintAndMine(t *testing.T, ctx context.Context, s *Sim, to common.Address, amount int64) *types.Transaction {
	t.Helper()
	tx, err := s.Send(s.Admin, s.Token, s.TokenABI.PackMint(to, big.NewInt(amount)))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Mine(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.Succeeded(ctx, []*types.Transaction{tx}); err != nil {
		t.Fatal(err)
	}
	return tx
}

func balanceOf(t *testing.T, ctx context.Context, s *Sim, who common.Address) int64 {
	t.Helper()
	b, err := bind.Call(s.Token, &bind.CallOpts{Context: ctx}, s.TokenABI.PackBalanceOf(who), s.TokenABI.UnpackBalanceOf)
	if err != nil {
		t.Fatal(err)
	}
	return b.Int64()
}

// A mint mined in the newest block goes through a reorg of that block. Reorg takes it back into
// the pool and the new branch holds it again (geth's way); ReorgDropping drops it for good
// (anvil's way): it names it, the new branch does not hold it, the node no longer knows it, and
// the minter's next transaction takes its nonce.
func TestReorgDroppingDropsForGood(t *testing.T) {
	for _, drop := range []bool{false, true} {
		name := map[bool]string{false: "Reorg keeps", true: "ReorgDropping drops"}[drop]
		t.Run(name, func(t *testing.T) {
			ctx := t.Context()
			s, err := StartSim(ctx, SimConfig{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			holder := DevAccounts()[5].Address
			tx := mintAndMine(t, ctx, s, holder, 42)

			if !drop {
				if err := s.Reorg(ctx, 1); err != nil {
					t.Fatal(err)
				}
				if err := s.Succeeded(ctx, []*types.Transaction{tx}); err != nil {
					t.Fatalf("Reorg: the mint is not on the new branch: %v", err)
				}
				if got := balanceOf(t, ctx, s, holder); got != 42 {
					t.Fatalf("Reorg: balance %d after the reorg, want 42 (the mint mined again)", got)
				}
				return
			}
			before, err := s.Client.BlockNumber(ctx)
			if err != nil {
				t.Fatal(err)
			}
			dropped, err := s.ReorgDropping(ctx, 1)
			if err != nil {
				t.Fatal(err)
			}
			if len(dropped) != 1 || dropped[0] != tx.Hash() {
				t.Fatalf("dropped %v, want just the mint %s", dropped, tx.Hash())
			}
			if after, err := s.Client.BlockNumber(ctx); err != nil || after != before+1 {
				t.Fatalf("head %d after a reorg of depth 1 from %d (%v), want %d", after, before, err, before+1)
			}
			s.Commit() // a block the pool could have filled, had it kept the mint
			if got := balanceOf(t, ctx, s, holder); got != 0 {
				t.Fatalf("balance %d after the drop, want 0 (the mint mined again)", got)
			}
			if _, _, err := s.Client.TransactionByHash(ctx, tx.Hash()); !errors.Is(err, ethereum.NotFound) {
				t.Fatalf("the node still knows the dropped mint: %v", err)
			}
			next := mintAndMine(t, ctx, s, holder, 7)
			if next.Nonce() != tx.Nonce() {
				t.Fatalf("the next mint took nonce %d, want the dropped one's %d", next.Nonce(), tx.Nonce())
			}
			if got := balanceOf(t, ctx, s, holder); got != 7 {
				t.Fatalf("balance %d, want 7 (only the mint after the drop)", got)
			}
		})
	}
}

// A reorg deeper than the chain is refused, naming the bound.
func TestReorgDroppingRefusesBadDepth(t *testing.T) {
	ctx := t.Context()
	s, err := StartSim(ctx, SimConfig{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	head, err := s.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, depth := range []uint64{0, head + 1} {
		if _, err := s.ReorgDropping(ctx, depth); err == nil {
			t.Fatalf("depth %d accepted on a chain of %d blocks", depth, head)
		}
	}
}
