package index

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
	"github.com/repledger/repledger/x402"
)

// x402Payer pays the providers per call over x402, through the embedded chain's x402 source.
func x402Payer() testnet.DevAccount { return testnet.DevAccounts()[4] }

// x402Source is the embedded chain's x402 source (registered by the deployment).
func (g *rig) x402Source() common.Address {
	g.t.Helper()
	if len(g.sim.Deployment.Sources) == 0 {
		g.t.Fatal("the embedded chain registered no x402 source")
	}
	return g.sim.Deployment.Sources[0].Address
}

// hook is the embedded chain's rating hook (registered by the deployment after the x402 source).
func (g *rig) hook() common.Address {
	g.t.Helper()
	for _, s := range g.sim.Deployment.Sources {
		if s.Kind == deployment.SourceKindRatingHook {
			return s.Address
		}
	}
	g.t.Fatal("the embedded chain registered no rating hook")
	return common.Address{}
}

// payX402 settles one x402 payment of the payer to each payee through the x402 source, as a
// facilitator does (the payer's EIP-3009 authorization), all in one block, and returns the
// receipts.
func (g *rig) payX402(payees ...common.Address) []*x402.Receipt {
	g.t.Helper()
	payer, src, chainID := x402Payer(), g.x402Source(), big.NewInt(testnet.SimulatedChainID)
	const price = 2_000_000 // 2 units
	if _, err := g.sim.Send(g.sim.Admin, g.sim.Token, g.sim.TokenABI.PackMint(payer.Address, big.NewInt(price*int64(len(payees))))); err != nil {
		g.t.Fatal(err)
	}
	g.mine()
	srcABI := x402source.NewX402Source()
	txs := make([]*types.Transaction, len(payees))
	for i, payee := range payees {
		var nonce common.Hash
		for j := range nonce {
			nonce[j] = byte(g.r.Uint32())
		}
		auth := x402.Authorization{From: payer.Address, To: payee, Value: big.NewInt(price), ValidAfter: new(big.Int),
			ValidBefore: big.NewInt(1 << 40), Nonce: nonce}
		sig, err := auth.SignTransfer(x402.TestTokenDomain(chainID, g.sim.Deployment.Token), payer.Key)
		if err != nil {
			g.t.Fatal(err)
		}
		if txs[i], err = g.sim.SendTo(g.sim.Admin, src, srcABI.PackSettle(auth.From, auth.To, auth.Value, auth.ValidAfter,
			auth.ValidBefore, auth.Nonce, new(big.Int), sig)); err != nil {
			g.t.Fatal(err)
		}
	}
	g.mine()
	out := make([]*x402.Receipt, len(txs))
	for i, tx := range txs {
		rc, err := testnet.WaitReceipt(g.ctx, g.sim.Client, tx.Hash())
		if err != nil || rc.Status != types.ReceiptStatusSuccessful {
			g.t.Fatalf("settle through the x402 source: %v (status %v)", err, rc)
		}
		if out[i], err = x402.ReceiptOf(g.ctx, g.sim.Client, rc, src); err != nil {
			g.t.Fatal(err)
		}
	}
	return out
}

// rateX402 has the payer sign each receipt's outcome and relays them to the x402 source, each
// rated once, all in one block; it returns the block's number.
func (g *rig) rateX402(receipts []*x402.Receipt) uint64 {
	g.t.Helper()
	payer, src, chainID := x402Payer(), g.x402Source(), big.NewInt(testnet.SimulatedChainID)
	srcABI := x402source.NewX402Source()
	txs := make([]*types.Transaction, len(receipts))
	for i, r := range receipts {
		signed, err := r.SignOutcome(x402.SourceDomain(chainID, src), reputation.Outcome{Shipped: true, CriticRan: true}, payer.Key)
		if err != nil {
			g.t.Fatal(err)
		}
		if txs[i], err = g.sim.SendTo(g.sim.Admin, src, srcABI.PackRate(signed.Binding())); err != nil {
			g.t.Fatal(err)
		}
	}
	g.mine()
	var block uint64
	for _, tx := range txs {
		rc, err := testnet.WaitReceipt(g.ctx, g.sim.Client, tx.Hash())
		if err != nil || rc.Status != types.ReceiptStatusSuccessful {
			g.t.Fatalf("rate through the x402 source: %v (status %v)", err, rc)
		}
		block = max(block, rc.BlockNumber.Uint64())
	}
	return block
}

// x402Ratings pays and rates n x402 payments to each payee; it returns the block of the ratings.
func (g *rig) x402Ratings(n int, payees ...common.Address) uint64 {
	g.t.Helper()
	var all []common.Address
	for range n {
		all = append(all, payees...)
	}
	return g.rateX402(g.payX402(all...))
}

// escrowRatings is how many escrow ratings each agent has in the receipts of submitBatch.
func (g *rig) escrowRatings(rcs ...*types.Receipt) map[string]uint64 {
	g.t.Helper()
	out := map[string]uint64{}
	for _, rc := range rcs {
		for _, l := range rc.Logs {
			if ev, err := g.sim.LedgerABI.UnpackRatedEvent(l); err == nil {
				out[ev.AgentId.String()]++
			}
		}
	}
	return out
}

// agentKey is a provider's key on the board: its address as a decimal number.
func agentKey(a common.Address) string { return new(big.Int).SetBytes(a.Bytes()).String() }
