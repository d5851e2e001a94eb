package attack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/testnet"
)

// step is one transaction of a hand-driven job.
type step struct {
	from testnet.DevAccount
	to   common.Address
	data []byte
}

// send sends the steps, mines them and fails on any revert, returning the receipts.
func (l *Lab) send(ctx context.Context, steps ...step) ([]*types.Receipt, error) {
	txs := make([]*types.Transaction, len(steps))
	for i, s := range steps {
		tx, err := l.tn.SendTo(s.from, s.to, s.data)
		if err != nil {
			return nil, err
		}
		txs[i] = tx
	}
	if err := l.tn.Mine(ctx); err != nil {
		return nil, err
	}
	out := make([]*types.Receipt, len(txs))
	for i, tx := range txs {
		r, err := testnet.WaitReceipt(ctx, l.tn.Client, tx.Hash())
		if err != nil {
			return nil, err
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return nil, fmt.Errorf("transaction %s (%x…) reverted", tx.Hash(), steps[i].data[:4])
		}
		out[i] = r
	}
	return out, nil
}

// submitted drives a job by hand on an escrow, up to the provider's submission: the client
// creates it (under agentID when not nil), mints and approves its budget, funds it; the provider
// submits. It returns the job id, waiting for the evaluator.
func (l *Lab) submitted(ctx context.Context, escrow common.Address, j testnet.Job, agentID *big.Int) (*big.Int, error) {
	head, err := l.tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	if agentID == nil {
		agentID = new(big.Int)
	}
	evaluator := j.Client.Address
	if j.Evaluator != nil {
		evaluator = j.Evaluator.Address
	}
	e, tok := l.tn.EscrowABI, l.tn.TokenABI
	rs, err := l.send(ctx,
		step{j.Client, escrow, e.PackCreateJob(j.Provider.Address, evaluator, new(big.Int).SetUint64(head.Time+90*24*3600), "workflow step", common.Address{}, agentID, nil)},
		step{j.Client, l.tn.Deployment.Token, tok.PackMint(j.Client.Address, j.Budget)},
		step{j.Client, l.tn.Deployment.Token, tok.PackApprove(escrow, new(big.Int).Lsh(big.NewInt(1), 255))}) // unlimited, as testnet's planner approves
	if err != nil {
		return nil, fmt.Errorf("create the job: %w", err)
	}
	var id *big.Int
	for _, lg := range rs[0].Logs {
		if ev, err := e.UnpackJobCreatedEvent(lg); err == nil && lg.Address == escrow {
			id = ev.JobId
		}
	}
	if id == nil {
		return nil, fmt.Errorf("createJob %s emitted no JobCreated", rs[0].TxHash.Hex())
	}
	if _, err := l.send(ctx, step{j.Provider, escrow, e.PackSetBudget(id, l.tn.Deployment.Token, j.Budget, nil)}); err != nil {
		return nil, fmt.Errorf("budget job %s: %w", id, err)
	}
	if _, err := l.send(ctx, step{j.Client, escrow, e.PackFund(id, l.tn.Deployment.Token, j.Budget, nil)}); err != nil {
		return nil, fmt.Errorf("fund job %s: %w", id, err)
	}
	if _, err := l.send(ctx, step{j.Provider, escrow, e.PackSubmit(id, [32]byte{1}, nil)}); err != nil {
		return nil, fmt.Errorf("submit job %s: %w", id, err)
	}
	return id, nil
}
