package testnet

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

// Dispute routes a job through the dispute path: the client disputes the submitted work and
// the arbiter resolves it with Rating, paying the provider when Pay.
type Dispute struct {
	Pay    bool
	Rating uint8
}

// Job is one workflow step to drive through an escrow, ERC-8183 call by call.
type Job struct {
	Client, Provider DevAccount
	Evaluator        *DevAccount    // nil: the client evaluates its own job (and may rate it)
	Escrow           int            // which escrow of the deployment (0: the first)
	Token            common.Address // zero: the ledger's asset; another is allow-listed first
	Budget           *big.Int       // base units of the token
	Outcome          Outcome        // recorded at completion
	Dispute          *Dispute       // nil: the evaluator completes the job with Outcome
	AgentID          *big.Int       // the provider's ERC-8004 agent id (it must own it in the identity registry); nil: none
}

// agentID is the createJob argument: the ERC-8004 id, or 0 for none.
func (j Job) agentID() *big.Int {
	if j.AgentID == nil {
		return new(big.Int)
	}
	return j.AgentID
}

// evaluator is who completes the job.
func (j Job) evaluator() DevAccount {
	if j.Evaluator != nil {
		return *j.Evaluator
	}
	return j.Client
}

// check refuses, before anything is sent, a job the escrow would refuse: self-dealing (the
// provider as client or evaluator) and an outcome it cannot decode.
func (j Job) check() error {
	switch {
	case j.Provider.Address == j.Client.Address:
		return fmt.Errorf("provider %s is the job's client; the escrow refuses self-dealing", j.Provider.Address.Hex())
	case j.Provider.Address == j.evaluator().Address:
		return fmt.Errorf("provider %s is the job's evaluator; the escrow refuses self-dealing", j.Provider.Address.Hex())
	case j.Budget == nil || j.Budget.Sign() < 0:
		return fmt.Errorf("budget %v: want a whole number of base units, 0 or more", j.Budget)
	}
	if d := j.Dispute; d != nil { // the outcome is never sent: the arbiter's rating decides
		if d.Pay && d.Rating > reputation.MaxRating || !d.Pay && d.Rating != 0 {
			return fmt.Errorf("dispute rating %d: want 0..100 when the provider is paid, 0 when the client is refunded", d.Rating)
		}
		return nil
	}
	return j.Outcome.Check()
}

// DisputeOptParams is resolveDispute's optParams carrying the arbiter's rating (0..100) for the
// rating hook: one word, the rating. The escrow's core never reads it (ERC-8183); the hook
// records a paid resolution under the dispute kind with it.
func DisputeOptParams(rating uint8) []byte {
	return common.LeftPadBytes([]byte{rating}, 32)
}

// call is one transaction of a phase, before signing.
type call struct {
	from DevAccount
	to   common.Address
	data []byte
}

// planner turns jobs into the calls of each phase of their lifecycle, remembering which
// approvals and allow-list entries it has already asked for. Sim and Remote both execute its
// plans, each its own way.
type planner struct {
	escrowABI *bindings.Escrow
	tokenABI  *bindings.TestToken
	asset     common.Address
	escrows   []common.Address
	owners    []DevAccount  // each escrow's owner, when a dev account
	arbiters  []*DevAccount // each escrow's arbiter, when a dev account; nil: disputes fail
	approved  map[[3]common.Address]bool
	allowed   map[[2]common.Address]bool
}

func newPlanner(asset common.Address, escrows []common.Address, owners []DevAccount, arbiters []*DevAccount) *planner {
	return &planner{escrowABI: bindings.NewEscrow(), tokenABI: bindings.NewTestToken(), asset: asset, escrows: escrows,
		owners: owners, arbiters: arbiters, approved: map[[3]common.Address]bool{}, allowed: map[[2]common.Address]bool{}}
}

func (p *planner) tokenOf(j Job) common.Address {
	if j.Token != (common.Address{}) {
		return j.Token
	}
	return p.asset
}

func (p *planner) escrowOf(j Job) (common.Address, error) {
	if j.Escrow < 0 || j.Escrow >= len(p.escrows) {
		return common.Address{}, fmt.Errorf("job for escrow %d: the deployment has %d", j.Escrow, len(p.escrows))
	}
	return p.escrows[j.Escrow], nil
}

// create plans the first phase: allow-listing other tokens (by the escrow's owner), approvals
// (once per client, token and escrow), one mint per client and token for all its budgets, and
// each job's createJob. creates[i] is the index of job i's createJob among the calls.
func (p *planner) create(jobs []Job, expiry uint64) (calls []call, creates []int, err error) {
	type owed struct {
		client DevAccount
		token  common.Address
	}
	mints := map[owed]*big.Int{}
	var order []owed
	creates = make([]int, len(jobs))
	for i, j := range jobs {
		escrow, err := p.escrowOf(j)
		if err != nil {
			return nil, nil, err
		}
		if err := j.check(); err != nil {
			return nil, nil, fmt.Errorf("job %d: %w", i, err)
		}
		token := p.tokenOf(j)
		if k := [2]common.Address{escrow, token}; token != p.asset && !p.allowed[k] {
			if j.Escrow >= len(p.owners) || p.owners[j.Escrow].Key == nil {
				return nil, nil, fmt.Errorf("job in another token for escrow %d, whose owner is none of the dev accounts", j.Escrow)
			}
			calls = append(calls, call{p.owners[j.Escrow], escrow, p.escrowABI.PackSetPaymentTokenAllowed(token, true)})
			p.allowed[k] = true
		}
		key := owed{j.Client, token}
		if mints[key] == nil {
			mints[key] = new(big.Int)
			order = append(order, key)
		}
		mints[key].Add(mints[key], j.Budget)
		if k := [3]common.Address{j.Client.Address, token, escrow}; !p.approved[k] {
			unlimited := new(big.Int).Lsh(big.NewInt(1), 255)
			calls = append(calls, call{j.Client, token, p.tokenABI.PackApprove(escrow, unlimited)})
			p.approved[k] = true
		}
		creates[i] = len(calls)
		calls = append(calls, call{j.Client, escrow, p.escrowABI.PackCreateJob(j.Provider.Address, j.evaluator().Address,
			new(big.Int).SetUint64(expiry), "workflow step", common.Address{}, j.agentID(), nil)})
	}
	for _, k := range order {
		calls = append(calls, call{k.client, k.token, p.tokenABI.PackMint(k.client.Address, mints[k])})
	}
	return calls, creates, nil
}

// jobIDs reads each job's id from the JobCreated event of its createJob receipt.
func (p *planner) jobIDs(jobs []Job, creates []int, receipts []*types.Receipt) ([]*big.Int, error) {
	ids := make([]*big.Int, len(jobs))
	for i, at := range creates {
		escrow, _ := p.escrowOf(jobs[i])
		for _, l := range receipts[at].Logs {
			if l.Address != escrow {
				continue
			}
			if ev, err := p.escrowABI.UnpackJobCreatedEvent(l); err == nil {
				ids[i] = ev.JobId
			}
		}
		if ids[i] == nil {
			return nil, fmt.Errorf("createJob %s emitted no JobCreated", receipts[at].TxHash.Hex())
		}
	}
	return ids, nil
}

// budget plans each job's setBudget, by its provider (the current ERC-8183: the provider prices
// the work). It must be mined before fund.
func (p *planner) budget(jobs []Job, ids []*big.Int) []call {
	calls := make([]call, len(jobs))
	for i, j := range jobs {
		escrow, _ := p.escrowOf(j)
		calls[i] = call{j.Provider, escrow, p.escrowABI.PackSetBudget(ids[i], p.tokenOf(j), j.Budget, nil)}
	}
	return calls
}

// fund plans each job's fund, by its client, naming the token and budget it expects, so that a
// budget changed since cannot be funded.
func (p *planner) fund(jobs []Job, ids []*big.Int) []call {
	calls := make([]call, len(jobs))
	for i, j := range jobs {
		escrow, _ := p.escrowOf(j)
		calls[i] = call{j.Client, escrow, p.escrowABI.PackFund(ids[i], p.tokenOf(j), j.Budget, nil)}
	}
	return calls
}

// submit plans each provider's hand-in.
func (p *planner) submit(jobs []Job, ids []*big.Int) []call {
	calls := make([]call, len(jobs))
	for i, j := range jobs {
		escrow, _ := p.escrowOf(j)
		calls[i] = call{j.Provider, escrow, p.escrowABI.PackSubmit(ids[i], [32]byte{1}, nil)}
	}
	return calls
}

// CompleteCall is the calldata with which the job's evaluator completes it (with its outcome in
// optParams), or, for a disputed job, with which its client disputes it.
func (p *planner) CompleteCall(j Job, id *big.Int) []byte {
	if j.Dispute != nil {
		return p.escrowABI.PackDispute(id, [32]byte{3})
	}
	return p.escrowABI.PackComplete(id, [32]byte{2}, j.Outcome.OptParams())
}

// completer is who sends CompleteCall: the client disputes, the evaluator completes.
func (j Job) completer() DevAccount {
	if j.Dispute != nil {
		return j.Client
	}
	return j.evaluator()
}

// complete plans each job's completion (or dispute).
func (p *planner) complete(jobs []Job, ids []*big.Int) []call {
	calls := make([]call, len(jobs))
	for i, j := range jobs {
		escrow, _ := p.escrowOf(j)
		calls[i] = call{j.completer(), escrow, p.CompleteCall(j, ids[i])}
	}
	return calls
}

// resolve plans the arbiter's resolution of each disputed job. The arbiter's rating travels in
// optParams (DisputeOptParams), which only the rating hook reads.
func (p *planner) resolve(jobs []Job, ids []*big.Int) ([]call, error) {
	var calls []call
	for i, j := range jobs {
		if j.Dispute == nil {
			continue
		}
		escrow, _ := p.escrowOf(j)
		if j.Escrow >= len(p.arbiters) || p.arbiters[j.Escrow] == nil {
			return nil, fmt.Errorf("job %s is disputed, but escrow %d's arbiter is none of the dev accounts", ids[i], j.Escrow)
		}
		calls = append(calls, call{*p.arbiters[j.Escrow], escrow,
			p.escrowABI.PackResolveDispute(ids[i], j.Dispute.Pay, [32]byte{4}, DisputeOptParams(j.Dispute.Rating))})
	}
	return calls, nil
}

// devAccount finds the dev account with address a.
func devAccount(a common.Address) (DevAccount, bool) {
	for _, d := range DevAccounts() {
		if d.Address == a {
			return d, true
		}
	}
	return DevAccount{}, false
}
