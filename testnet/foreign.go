package testnet

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/foreignescrow"
	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/deployment"
)

// A foreign ERC-8183 escrow on the test chain: contracts/src/TestForeignEscrow.sol (test chains
// only), an escrow in the reference's shape that the ledger did not write, registered on the
// deployment's rating hook so that its completed jobs naming the hook are recorded there.

// ForeignJob is one job driven through a foreign escrow with the rating hook attached.
type ForeignJob struct {
	Client    DevAccount
	Provider  DevAccount
	Evaluator *DevAccount // nil: the client evaluates
	Budget    *big.Int    // in the ledger's asset
	Outcome   Outcome     // the outcome word in complete's optParams (the hook's part)
	// OptParams, when set, is complete's optParams as is, instead of the outcome's word: a word
	// the rubric refuses makes the record not rateable.
	OptParams []byte
	AgentID   *big.Int // the provider's ERC-8004 id; nil: none (the provider's address is the agent)
}

// ForeignRecord is what the rating hook recorded of a ForeignJob at its completion.
type ForeignRecord struct {
	JobID    *big.Int // the foreign escrow's job id
	Recorded bool     // a JobRecorded event (false: JobNotRecorded, or nothing)
	Key      *big.Int // the hook's key, (ordinal << 192) | jobId; the ledger's is (hook index << 224) | Key
	Rateable bool
	Rating   uint8
	Kind     uint8
	Block    uint64 // of the completion
}

// RatingHook is the deployment's rating hook: its address and its index on the ledger.
func (s *Sim) RatingHook() (deployment.SourceInfo, error) {
	for _, src := range s.Deployment.Sources {
		if src.Kind == deployment.SourceKindRatingHook {
			return src, nil
		}
	}
	return deployment.SourceInfo{}, deployment.ErrNoRatingHook
}

// DeployForeignEscrow deploys a test-only foreign ERC-8183 escrow from `from`.
func (s *Sim) DeployForeignEscrow(ctx context.Context, from DevAccount) (common.Address, error) {
	s.mu.Lock()
	o := s.opts(from, 0)
	o.Nonce = new(big.Int).SetUint64(s.nonces[from.Address])
	s.mu.Unlock()
	addr, _, err := deployment.DeployContract(ctx, s.Client, o, "a test foreign ERC-8183 escrow", foreignescrow.ForeignEscrowMetaData.Bin, nil, s.Commit)
	if err != nil {
		return common.Address{}, err
	}
	s.mu.Lock()
	s.nonces[from.Address]++
	s.mu.Unlock()
	return addr, nil
}

// AddForeignEscrow deploys a foreign escrow and registers it on the rating hook (and in the
// testnet's manifest), as a marketplace with its own escrow and `repledger escrow register` would.
func (t *Testnet) AddForeignEscrow(ctx context.Context) (deployment.ForeignEscrow, error) {
	addr, err := t.DeployForeignEscrow(ctx, t.Admin)
	if err != nil {
		return deployment.ForeignEscrow{}, err
	}
	return t.RegisterForeignEscrow(ctx, addr)
}

// RunForeignJobs drives jobs through the foreign escrow at `escrow` with the deployment's rating
// hook attached, call by call as the reference has them: the client's budget minted and approved,
// createJob (naming the hook), setBudget by the provider, fund by the client, submit by the
// provider, complete by the evaluator with the outcome in optParams. It returns what the hook
// recorded of each job, read from the completions' receipts.
func (s *Sim) RunForeignJobs(ctx context.Context, escrow common.Address, jobs []ForeignJob) ([]ForeignRecord, error) {
	hook, err := s.RatingHook()
	if err != nil {
		return nil, err
	}
	return s.RunForeignJobsOn(ctx, escrow, hook.Address, jobs)
}

// RunForeignJobsOn is RunForeignJobs with the hook named: another rating hook than the
// deployment's.
func (s *Sim) RunForeignJobsOn(ctx context.Context, escrow, hook common.Address, jobs []ForeignJob) ([]ForeignRecord, error) {
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	return runForeignJobs(ctx, s.phase, head.Time, s.Deployment.Token, escrow, hook, jobs)
}

// RunForeignJobs drives jobs through the foreign escrow at `escrow` with the rating hook at
// `hook` attached, over JSON-RPC, phase by phase as Sim.RunForeignJobs does.
func (r *Remote) RunForeignJobs(ctx context.Context, escrow, hook common.Address, jobs []ForeignJob) ([]ForeignRecord, error) {
	head, err := r.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	return runForeignJobs(ctx, r.phase, head.Time, r.Manifest.Asset, escrow, hook, jobs)
}

// runForeignJobs plans the foreign jobs' calls and has `phase` (Sim's or Remote's) send each
// phase of them in turn; `now` is the head's time, from which the jobs expire in 90 days.
func runForeignJobs(ctx context.Context, phase func(context.Context, []call) ([]*types.Receipt, error), now uint64,
	asset, escrow, hook common.Address, jobs []ForeignJob) ([]ForeignRecord, error) {
	fe := foreignescrow.NewForeignEscrow()
	tokenABI := bindings.NewTestToken()
	expiry := new(big.Int).SetUint64(now + 90*24*3600)
	unlimited := new(big.Int).Lsh(big.NewInt(1), 255)

	var setup []call
	minted := map[common.Address]*big.Int{}
	var order []DevAccount
	creates := make([]call, len(jobs))
	for i, j := range jobs {
		if minted[j.Client.Address] == nil {
			minted[j.Client.Address] = new(big.Int)
			order = append(order, j.Client)
		}
		minted[j.Client.Address].Add(minted[j.Client.Address], j.Budget)
		agent := j.AgentID
		if agent == nil {
			agent = new(big.Int)
		}
		creates[i] = call{j.Client, escrow, fe.PackCreateJob(j.Provider.Address, j.evaluator().Address, expiry, "foreign step", hook, agent, nil)}
	}
	for _, c := range order {
		setup = append(setup, call{c, asset, tokenABI.PackMint(c.Address, minted[c.Address])},
			call{c, asset, tokenABI.PackApprove(escrow, unlimited)})
	}
	if _, err := phase(ctx, setup); err != nil {
		return nil, fmt.Errorf("mint and approve: %w", err)
	}
	receipts, err := phase(ctx, creates)
	if err != nil {
		return nil, fmt.Errorf("create foreign jobs: %w", err)
	}
	ids := make([]*big.Int, len(jobs))
	for i, r := range receipts {
		for _, l := range r.Logs {
			if ev, err := fe.UnpackJobCreatedEvent(l); err == nil && l.Address == escrow {
				ids[i] = ev.JobId
			}
		}
		if ids[i] == nil {
			return nil, fmt.Errorf("foreign job %d: createJob emitted no JobCreated", i)
		}
	}
	var budgets, funds, submits, completes []call
	for i, j := range jobs {
		budgets = append(budgets, call{j.Provider, escrow, fe.PackSetBudget(ids[i], asset, j.Budget, nil)})
		funds = append(funds, call{j.Client, escrow, fe.PackFund(ids[i], asset, j.Budget, nil)})
		submits = append(submits, call{j.Provider, escrow, fe.PackSubmit(ids[i], [32]byte{1}, nil)})
		opt := j.OptParams
		if opt == nil {
			opt = j.Outcome.OptParams()
		}
		completes = append(completes, call{j.evaluator(), escrow, fe.PackComplete(ids[i], [32]byte{2}, opt)})
	}
	for _, ph := range []struct {
		what  string
		calls []call
	}{{"set budgets", budgets}, {"fund", funds}, {"submit", submits}} {
		if _, err := phase(ctx, ph.calls); err != nil {
			return nil, fmt.Errorf("foreign jobs: %s: %w", ph.what, err)
		}
	}
	if receipts, err = phase(ctx, completes); err != nil {
		return nil, fmt.Errorf("foreign jobs: complete: %w", err)
	}
	out := make([]ForeignRecord, len(jobs))
	for i, r := range receipts {
		out[i] = recordOf(r, hook, ids[i])
	}
	return out, nil
}

// recordOf reads the hook's JobRecorded event of a completion's receipt.
func recordOf(r *types.Receipt, hook common.Address, id *big.Int) ForeignRecord {
	rec := ForeignRecord{JobID: id, Block: r.BlockNumber.Uint64()}
	h := ratinghook.NewRatingHook()
	for _, l := range r.Logs {
		if l.Address != hook {
			continue
		}
		if ev, err := h.UnpackJobRecordedEvent(l); err == nil {
			rec.Recorded, rec.Key, rec.Rateable, rec.Rating, rec.Kind = true, ev.Key, ev.Rateable, ev.Rating, ev.Kind
		}
	}
	return rec
}

// evaluator is who completes the foreign job: the client unless another is named.
func (j ForeignJob) evaluator() DevAccount {
	if j.Evaluator != nil {
		return *j.Evaluator
	}
	return j.Client
}

// DeployRatingHook deploys another rating hook over the ledger and registers it as a source
// (the admin sends both): a hook registered while a settler runs.
func (s *Sim) DeployRatingHook(ctx context.Context) (deployment.SourceInfo, error) {
	// Two transactions: the node's pending nonce for each, then the tracked nonce taken back.
	info, err := deployment.DeployRatingHook(ctx, s.Client, s.opts(s.Admin, 0), s.Deployment.Ledger, s.Commit)
	n, nerr := s.Client.PendingNonceAt(ctx, s.Admin.Address)
	if nerr == nil {
		s.mu.Lock()
		s.nonces[s.Admin.Address] = n
		s.mu.Unlock()
	}
	if err != nil {
		return deployment.SourceInfo{}, err
	}
	info.Kind = deployment.SourceKindRatingHook
	return info, nerr
}
