package testnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
)

// Remote drives jobs through a deployment on any node reachable over JSON-RPC (anvil, geth, a
// served testnet), signing with dev accounts. Like Sim it tracks nonces itself, so that many
// transactions are sent without waiting for each receipt: it signs a whole phase of the job
// lifecycle, hands it to the node in JSON-RPC batches and waits for every receipt once. It
// assumes it is the only sender from the accounts it uses; after anything that rewinds the chain
// (a reorg), call ForgetNonces.
type Remote struct {
	Client   *ethclient.Client
	RPC      *rpc.Client
	Manifest *deployment.Manifest
	ChainID  *big.Int

	EscrowABI *bindings.Escrow
	TokenABI  *bindings.TestToken
	plan      *planner

	GasLimit  uint64        // of every transaction; sent in bulk, they cannot be estimated one by one
	GasFeeCap *big.Int      // EIP-1559 fee cap of every transaction
	GasTipCap *big.Int      // and tip
	BatchSize int           // JSON-RPC calls per batch request
	Poll      time.Duration // how often WaitAll asks for receipts
	// Resend is how long WaitAll goes without a new receipt before it hands the missing
	// transactions to the node again, one by one in order: a node may drop what it accepted.
	Resend time.Duration

	nonces map[common.Address]uint64
}

// Remote's defaults. The gas limit covers the heaviest call of the lifecycle (createJob, about
// 161k gas on anvil) with room to spare, yet lets up to 75 transactions share a 30M-gas block.
// The fees are far above a test chain's base fee.
const (
	remoteGasLimit  = 400_000
	remoteBatchSize = 200
)

// NewRemote prepares a job driver for the deployment m on the node behind client. It reads the
// chain id (which must be m's) and recognises each escrow's owner and arbiter among the dev
// accounts.
func NewRemote(ctx context.Context, client *ethclient.Client, m *deployment.Manifest) (*Remote, error) {
	id, err := client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain id: %w", err)
	}
	if m.ChainID != 0 && id.Uint64() != m.ChainID {
		return nil, fmt.Errorf("node is chain %s, the manifest says %d", id, m.ChainID)
	}
	r := &Remote{
		Client: client, RPC: client.Client(), Manifest: m, ChainID: id,
		EscrowABI: bindings.NewEscrow(), TokenABI: bindings.NewTestToken(),
		GasLimit: remoteGasLimit, GasFeeCap: big.NewInt(50 * params.GWei), GasTipCap: big.NewInt(params.GWei),
		BatchSize: remoteBatchSize, Poll: 20 * time.Millisecond, Resend: 5 * time.Second,
		nonces: map[common.Address]uint64{},
	}
	r.plan = planFor(m)
	return r, nil
}

// ForgetNonces drops the tracked nonces; the next transaction of each account reads its nonce
// from the node's pending state again.
func (r *Remote) ForgetNonces() { r.nonces = map[common.Address]uint64{} }

// Sign signs a call of `to` with `data` from `from` under the account's next nonce, which it
// consumes, without sending it.
func (r *Remote) Sign(ctx context.Context, from DevAccount, to common.Address, data []byte) (*types.Transaction, error) {
	nonce, ok := r.nonces[from.Address]
	if !ok {
		n, err := r.Client.PendingNonceAt(ctx, from.Address)
		if err != nil {
			return nil, fmt.Errorf("nonce of %s: %w", from.Address.Hex(), err)
		}
		nonce = n
	}
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(r.ChainID), &types.DynamicFeeTx{
		ChainID: r.ChainID, Nonce: nonce, GasTipCap: r.GasTipCap, GasFeeCap: r.GasFeeCap,
		Gas: r.GasLimit, To: &to, Data: data,
	})
	if err != nil {
		return nil, err
	}
	r.nonces[from.Address] = nonce + 1
	return tx, nil
}

// SendAll hands the signed transactions to the node, in order, in JSON-RPC batches. It does not
// wait for them to be mined.
func (r *Remote) SendAll(ctx context.Context, txs []*types.Transaction) error {
	for lo := 0; lo < len(txs); lo += r.BatchSize {
		chunk := txs[lo:min(lo+r.BatchSize, len(txs))]
		batch := make([]rpc.BatchElem, len(chunk))
		hashes := make([]common.Hash, len(chunk))
		for i, tx := range chunk {
			raw, err := tx.MarshalBinary()
			if err != nil {
				return err
			}
			batch[i] = rpc.BatchElem{Method: "eth_sendRawTransaction", Args: []any{hexutil.Encode(raw)}, Result: &hashes[i]}
		}
		if err := r.RPC.BatchCallContext(ctx, batch); err != nil {
			return fmt.Errorf("send %d transactions: %w", len(chunk), err)
		}
		for i, el := range batch {
			if el.Error != nil {
				return fmt.Errorf("send tx %s (nonce %d): %w", chunk[i].Hash().Hex(), chunk[i].Nonce(), el.Error)
			}
		}
	}
	return nil
}

// ErrTxReverted is returned by WaitAll when a transaction was mined but reverted.
var ErrTxReverted = errors.New("transaction reverted")

// WaitAll waits until every transaction is mined and checks that none reverted; the receipts
// come in the order of txs. It polls only the last transaction of each sender (whose nonce comes
// after the others') until all are in, then reads every receipt, in JSON-RPC batches.
func (r *Remote) WaitAll(ctx context.Context, txs []*types.Transaction) ([]*types.Receipt, error) {
	signer := types.LatestSignerForChainID(r.ChainID)
	lastOf := map[common.Address]int{}
	for i, tx := range txs {
		from, err := types.Sender(signer, tx)
		if err != nil {
			return nil, err
		}
		if j, ok := lastOf[from]; !ok || txs[j].Nonce() < tx.Nonce() {
			lastOf[from] = i
		}
	}
	lasts := make([]int, 0, len(lastOf))
	for _, i := range lastOf {
		lasts = append(lasts, i)
	}
	receipts := make([]*types.Receipt, len(txs))
	if err := r.pollReceipts(ctx, txs, lasts, receipts); err != nil {
		return nil, err
	}
	rest := make([]int, 0, len(txs))
	for i := range txs {
		if receipts[i] == nil {
			rest = append(rest, i)
		}
	}
	if err := r.pollReceipts(ctx, txs, rest, receipts); err != nil {
		return nil, err
	}
	return receipts, nil
}

// pollReceipts reads the receipts of txs[i] for each i in which into receipts[i], every Poll
// until all are there or ctx ends, sending the missing ones again after Resend without
// progress. A reverted transaction is an error.
func (r *Remote) pollReceipts(ctx context.Context, txs []*types.Transaction, which []int, receipts []*types.Receipt) error {
	missing := which
	progressAt := time.Now()
	for {
		still := missing[:0:0]
		for lo := 0; lo < len(missing); lo += r.BatchSize {
			chunk := missing[lo:min(lo+r.BatchSize, len(missing))]
			batch := make([]rpc.BatchElem, len(chunk))
			got := make([]*types.Receipt, len(chunk))
			for i, idx := range chunk {
				batch[i] = rpc.BatchElem{Method: "eth_getTransactionReceipt", Args: []any{txs[idx].Hash()}, Result: &got[i]}
			}
			if err := r.RPC.BatchCallContext(ctx, batch); err != nil {
				return fmt.Errorf("read receipts: %w", err)
			}
			for i, idx := range chunk {
				switch {
				case batch[i].Error != nil:
					return fmt.Errorf("receipt of %s: %w", txs[idx].Hash().Hex(), batch[i].Error)
				case got[i] == nil:
					still = append(still, idx)
				case got[i].Status != types.ReceiptStatusSuccessful:
					return fmt.Errorf("tx %s (nonce %d) in block %s: %w", txs[idx].Hash().Hex(), txs[idx].Nonce(), got[i].BlockNumber, ErrTxReverted)
				default:
					receipts[idx] = got[i]
				}
			}
		}
		if len(still) == 0 {
			return nil
		}
		if len(still) < len(missing) {
			progressAt = time.Now()
		} else if r.Resend > 0 && time.Since(progressAt) >= r.Resend {
			// Every transaction without a known receipt, in order: one polled transaction can
			// wait on a lost one of a lower nonce. Best effort: "already known" and "nonce too
			// low" answers are expected, and the receipts, not the answers, decide.
			for i, tx := range txs {
				if receipts[i] == nil {
					_ = r.Client.SendTransaction(ctx, tx)
				}
			}
			progressAt = time.Now()
		}
		missing = still
		select {
		case <-ctx.Done():
			return fmt.Errorf("%d of %d transactions not mined (first %s): %w", len(missing), len(txs), txs[missing[0]].Hash().Hex(), ctx.Err())
		case <-time.After(r.Poll):
		}
	}
}

// phase signs, sends and waits for a list of calls.
func (r *Remote) phase(ctx context.Context, calls []call) ([]*types.Receipt, error) {
	txs := make([]*types.Transaction, len(calls))
	for i, c := range calls {
		tx, err := r.Sign(ctx, c.from, c.to, c.data)
		if err != nil {
			return nil, err
		}
		txs[i] = tx
	}
	if err := r.SendAll(ctx, txs); err != nil {
		return nil, err
	}
	return r.WaitAll(ctx, txs)
}

// RunJobs drives jobs through their escrows as Sim.RunJobs does, over JSON-RPC, one phase at a
// time: clients approve the escrow (once per token), mint their budgets and create the jobs;
// then price and fund them; providers submit; evaluators complete (or clients dispute); the
// arbiter resolves disputes. It returns the escrows' job ids, read from the JobCreated events.
func (r *Remote) RunJobs(ctx context.Context, jobs []Job) ([]*big.Int, error) {
	ids, err := r.CreateJobs(ctx, jobs)
	if err != nil {
		return nil, err
	}
	if err := r.SubmitJobs(ctx, jobs, ids); err != nil {
		return nil, err
	}
	return ids, r.CompleteJobs(ctx, jobs, ids)
}

// CreateJobs creates, prices and funds the jobs (minting each client's budgets first) and
// returns their ids.
func (r *Remote) CreateJobs(ctx context.Context, jobs []Job) ([]*big.Int, error) {
	head, err := r.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	calls, creates, err := r.plan.create(jobs, head.Time+90*24*3600)
	if err != nil {
		return nil, err
	}
	receipts, err := r.phase(ctx, calls)
	if err != nil {
		return nil, fmt.Errorf("create jobs: %w", err)
	}
	ids, err := r.plan.jobIDs(jobs, creates, receipts)
	if err != nil {
		return nil, err
	}
	if _, err := r.phase(ctx, r.plan.budget(jobs, ids)); err != nil {
		return nil, fmt.Errorf("price jobs: %w", err)
	}
	if _, err := r.phase(ctx, r.plan.fund(jobs, ids)); err != nil {
		return nil, fmt.Errorf("fund jobs: %w", err)
	}
	return ids, nil
}

// SubmitJobs has each job's provider hand in its work.
func (r *Remote) SubmitJobs(ctx context.Context, jobs []Job, ids []*big.Int) error {
	if _, err := r.phase(ctx, r.plan.submit(jobs, ids)); err != nil {
		return fmt.Errorf("submit jobs: %w", err)
	}
	return nil
}

// CompleteCall is the calldata with which the job's evaluator completes it (or its client
// disputes it).
func (r *Remote) CompleteCall(j Job, id *big.Int) []byte { return r.plan.CompleteCall(j, id) }

// EscrowOf is the address of the escrow a job runs in.
func (r *Remote) EscrowOf(j Job) common.Address {
	e, _ := r.plan.escrowOf(j)
	return e
}

// CompleteJobs has each evaluator complete its job (or the client dispute it, and the arbiter
// resolve it).
func (r *Remote) CompleteJobs(ctx context.Context, jobs []Job, ids []*big.Int) error {
	disputes, err := r.plan.resolve(jobs, ids)
	if err != nil {
		return err
	}
	if _, err := r.phase(ctx, r.plan.complete(jobs, ids)); err != nil {
		return fmt.Errorf("complete jobs: %w", err)
	}
	if _, err := r.phase(ctx, disputes); err != nil {
		return fmt.Errorf("resolve disputes: %w", err)
	}
	return nil
}

// planFor is the planner of a manifest's deployment.
func planFor(m *deployment.Manifest) *planner {
	escrows := make([]common.Address, len(m.Escrows))
	owners := make([]DevAccount, len(m.Escrows))
	arbiters := make([]*DevAccount, len(m.Escrows))
	for i, e := range m.Escrows {
		escrows[i] = e.Address
		owners[i], _ = devAccount(e.Owner)
		if a, ok := devAccount(e.Arbiter); ok {
			arbiters[i] = &a
		}
	}
	return newPlanner(m.Asset, escrows, owners, arbiters)
}
