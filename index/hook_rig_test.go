package index

import (
	"encoding/hex"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// A foreign ERC-8183 escrow, as the rating hook sees one, without the settler: a stub whose
// getJob answers, for every job id, one Completed job of `provider` that names the hook, was paid
// in the ledger's asset and has a budget; a call whose first byte is 0xff forwards the rest of
// its calldata to the hook (afterAction, as an escrow's complete does). Its runtime code:
//
//	00 PUSH1 0 CALLDATALOAD PUSH1 0xf8 SHR PUSH1 0xff EQ PUSH1 0x1b JUMPI   first byte 0xff: forward
//	0c PUSH2 0x01e0 PUSH2 0x0050 PUSH1 0 CODECOPY PUSH2 0x01e0 PUSH1 0 RETURN   else the Job
//	1b JUMPDEST PUSH1 1 CALLDATASIZE SUB DUP1 PUSH1 1 PUSH1 0 CALLDATACOPY   calldata[1:] to memory
//	26 PUSH1 0 PUSH1 0 DUP3 PUSH1 0 PUSH1 0 PUSH20 hook GAS CALL ISZERO PUSH1 0x4b JUMPI STOP
//	4b JUMPDEST PUSH1 0 DUP1 REVERT
//	50 the Job: tuple offset 32, 13 head words, the description's length 0 (15 words)
func foreignEscrowRuntime(hook, token, client, provider, evaluator common.Address, budget int64) []byte {
	code := "600035" + "60f81c" + "60ff14" + "601b57" +
		"6101e0" + "610050" + "600039" + "6101e0" + "6000f3" +
		"5b" + "6001360380" + "6001600037" +
		"6000600082" + "60006000" + "73" + strings.TrimPrefix(strings.ToLower(hook.Hex()), "0x") + "5af1" + "15604b5700" +
		"5b600080fd"
	word := func(v *big.Int) []byte { return common.LeftPadBytes(v.Bytes(), 32) }
	addr := func(a common.Address) []byte { return word(new(big.Int).SetBytes(a.Bytes())) }
	n := func(v int64) []byte { return word(big.NewInt(v)) }
	job := [][]byte{n(32), addr(client), n(3), addr(provider), n(0), addr(evaluator), n(0), n(budget), addr(hook),
		addr(token), n(0), n(13 * 32), n(budget), addr(provider), n(0)}
	out := common.FromHex(code)
	if len(out) != 0x50 {
		panic("foreign escrow stub: the code before the Job is not 0x50 bytes")
	}
	for _, w := range job {
		out = append(out, w...)
	}
	return out
}

// deployer deploys the stub escrows: a dev account the embedded chain's Sim sends nothing from.
func deployer() testnet.DevAccount { return testnet.DevAccounts()[9] }

// hookIndex is the rating hook's index at the ledger (its SourceRegistered index).
func (g *rig) hookIndex() uint32 {
	g.t.Helper()
	for _, s := range g.sim.Deployment.Sources {
		if s.Kind == deployment.SourceKindRatingHook {
			return s.Index
		}
	}
	g.t.Fatal("the embedded chain registered no rating hook")
	return 0
}

// foreignEscrow deploys a stub foreign escrow whose every job is one of `provider`, paid `budget`
// by client dev 3 and evaluated by dev 2, and registers it on the rating hook; it returns the
// escrow and its ordinal.
func (g *rig) foreignEscrow(provider common.Address, budget int64) deployment.ForeignEscrow {
	g.t.Helper()
	runtime := foreignEscrowRuntime(g.hook(), g.sim.Deployment.Token, testnet.DevAccounts()[3].Address, provider,
		testnet.DevAccounts()[2].Address, budget)
	// CODECOPY the runtime (after these 14 bytes) and return it.
	initCode := "61" + hex.EncodeToString([]byte{byte(len(runtime) >> 8), byte(len(runtime))}) + "600e60003961" +
		hex.EncodeToString([]byte{byte(len(runtime) >> 8), byte(len(runtime))}) + "6000f3" + hex.EncodeToString(runtime)
	opts := bind.NewKeyedTransactor(deployer().Key, big.NewInt(testnet.SimulatedChainID))
	addr, _, err := deployment.DeployContract(g.ctx, g.sim.Client, opts, "a foreign escrow stub", initCode, nil, g.sim.Commit)
	if err != nil {
		g.t.Fatal(err)
	}
	e, err := g.sim.RegisterForeignEscrow(g.ctx, addr)
	if err != nil {
		g.t.Fatal(err)
	}
	return e
}

// completeData is complete's data as an escrow passes it to its hook: abi.encode(actor, reason,
// optParams) with empty optParams, which the hook rates at the free-form base (70, kind auto).
func completeData(actor common.Address) []byte {
	var b []byte
	b = append(b, common.LeftPadBytes(actor.Bytes(), 32)...)
	b = append(b, make([]byte, 32)...)                      // reason
	b = append(b, common.LeftPadBytes([]byte{0x60}, 32)...) // optParams' offset
	b = append(b, make([]byte, 32)...)                      // its length, 0
	return b
}

// hookRatings records jobs `ids` of the foreign escrow e on the rating hook (its complete, as
// the hook sees it) and has the scorer rate each through the ledger's submit, as the settler
// will; it returns the keys, (ordinal << 192) | id.
func (g *rig) hookRatings(e deployment.ForeignEscrow, ids ...int64) []*big.Int {
	g.t.Helper()
	hookABI := ratinghook.NewRatingHook()
	var txs []*types.Transaction
	keys := make([]*big.Int, len(ids))
	for i, id := range ids {
		data := append([]byte{0xff}, hookABI.PackAfterAction(big.NewInt(id), [4]byte{0xd7, 0x5b, 0xbd, 0xf3},
			completeData(testnet.DevAccounts()[2].Address))...)
		tx, err := g.sim.SendTo(g.sim.Admin, e.Address, data)
		if err != nil {
			g.t.Fatal(err)
		}
		txs = append(txs, tx)
		keys[i] = new(big.Int).Or(new(big.Int).Lsh(big.NewInt(int64(e.Ordinal)), 192), big.NewInt(id))
	}
	g.mine()
	g.succeeded(txs, "record on the rating hook", func(rc *types.Receipt) bool {
		for _, l := range rc.Logs {
			if _, err := hookABI.UnpackJobRecordedEvent(l); err == nil {
				return true
			}
		}
		return false
	})
	txs = txs[:0]
	for _, k := range keys {
		tx, err := g.sim.Send(g.sim.Scorer, g.sim.Ledger, g.sim.LedgerABI.PackSubmit(g.hookIndex(), k))
		if err != nil {
			g.t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	g.mine()
	g.succeeded(txs, "submit a hook rating", func(rc *types.Receipt) bool {
		for _, l := range rc.Logs {
			if _, err := g.sim.LedgerABI.UnpackRatedEvent(l); err == nil {
				return true
			}
		}
		return false
	})
	return keys
}

// succeeded fails the test unless every transaction succeeded and `ok` holds for its receipt.
func (g *rig) succeeded(txs []*types.Transaction, what string, ok func(*types.Receipt) bool) {
	g.t.Helper()
	for _, tx := range txs {
		rc, err := testnet.WaitReceipt(g.ctx, g.sim.Client, tx.Hash())
		if err != nil || rc.Status != types.ReceiptStatusSuccessful || !ok(rc) {
			g.t.Fatalf("%s: %v (receipt %+v)", what, err, rc)
		}
	}
}
