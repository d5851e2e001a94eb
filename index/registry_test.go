package index

import (
	"encoding/hex"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/testnet"
)

// minterCode deploys a contract that, called with a 32-byte agent id, emits the ERC-721 mint
// Transfer(0, caller, id): the one event of an ERC-8004 identity registry the indexer needs.
// Runtime: PUSH1 0 CALLDATALOAD CALLER PUSH1 0 PUSH32 <Transfer> PUSH1 0 PUSH1 0 LOG4 STOP.
func minterCode() []byte {
	runtime, _ := hex.DecodeString("600035336000" + "7f" + hex.EncodeToString(TransferEventID[:]) + "60006000a400")
	init, _ := hex.DecodeString("602d600c600039602d6000f3")
	return append(init, runtime...)
}

// Agents an identity registry mints are on the board at the prior, also after a restart.
func TestIndexRegistersIdentityRegistryAgents(t *testing.T) {
	g := newRig(t)
	g.settleAndRate(3)
	owner := testnet.DevAccounts()[9]
	opts := bind.NewKeyedTransactor(owner.Key, big.NewInt(testnet.SimulatedChainID))
	registry, _, err := bind.DeployContract(opts, minterCode(), g.sim.Client, nil)
	if err != nil {
		t.Fatal(err)
	}
	g.sim.Commit()
	reg := bind.NewBoundContract(registry, abi.ABI{}, g.sim.Client, g.sim.Client, g.sim.Client)
	for _, id := range []int64{42, 7} {
		if _, err := bind.Transact(reg, opts, common.BigToHash(big.NewInt(id)).Bytes()); err != nil {
			t.Fatal(err)
		}
		g.sim.Commit()
	}
	dir := t.TempDir()
	open := func() (*Indexer, *Store) {
		st, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		ix, err := New(g.ctx, Config{Ledger: g.sim.Deployment.Ledger, StartBlock: g.start(), IdentityRegistry: registry},
			g.sim.Client, st, zerolog.Nop())
		if err != nil {
			t.Fatal(err)
		}
		return ix, st
	}
	ix, st := open()
	if err := ix.CatchUp(g.ctx); err != nil {
		t.Fatal(err)
	}
	check := func(ix *Indexer) {
		t.Helper()
		rows := ix.Leaderboard()
		found := 0
		for _, r := range rows {
			if r.AgentID == "42" || r.AgentID == "7" {
				found++
				if r.HasEvidence || r.SmoothedBps != 7000 || r.Agent != r.AgentID {
					t.Fatalf("registered agent %+v: want it at the prior, named by its id", r)
				}
			}
		}
		rated := 0
		for _, r := range rows {
			if r.HasEvidence {
				rated++
			}
		}
		if found != 2 || rated == 0 || len(rows) != 2+rated {
			t.Fatalf("board %+v: want the 2 registered agents beside the rated ones", rows)
		}
	}
	check(ix)
	_ = st.Close()
	ix2, st2 := open()
	defer st2.Close()
	check(ix2)
}
