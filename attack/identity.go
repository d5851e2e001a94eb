package attack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// selfDealing: one address as client, provider and evaluator, rating itself 100 — at creation,
// and by naming itself provider of a job it opened. The escrow refuses both.
func selfDealing(ctx context.Context) (Result, error) {
	mallory := account("self-dealer")
	r := Result{Attack: "self-dealing from one address (client = provider = evaluator)", Identities: 1, Epochs: 1, Bounded: true,
		Bound: "no rating: createJob and setProvider revert with ProviderIsClient; only gas is spent"}
	lab, err := NewLab(ctx, LabConfig{Accounts: []testnet.DevAccount{mallory}})
	if err != nil {
		return r, err
	}
	defer lab.Close()
	before, err := lab.Gate(ctx, mallory.Address)
	if err != nil {
		return r, err
	}
	books, err := lab.Books(ctx, mallory.Address)
	if err != nil {
		return r, err
	}
	head, err := lab.tn.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return r, err
	}
	expiry := new(big.Int).SetUint64(head.Time + 24*3600)
	e := lab.tn.EscrowABI
	created, _, err := lab.try(ctx, mallory, lab.escrow, e.PackCreateJob(mallory.Address, mallory.Address, expiry, "", common.Address{}, new(big.Int), nil))
	if err != nil {
		return r, err
	}
	// An open job without a provider, then itself as the provider.
	rs, err := lab.send(ctx, step{mallory, lab.escrow, e.PackCreateJob(common.Address{}, mallory.Address, expiry, "", common.Address{}, new(big.Int), nil)})
	if err != nil {
		return r, err
	}
	ev, err := e.UnpackJobCreatedEvent(rs[0].Logs[0])
	if err != nil {
		return r, fmt.Errorf("read the open job's id: %w", err)
	}
	named, _, err := lab.try(ctx, mallory, lab.escrow, e.PackSetProvider(ev.JobId, mallory.Address, new(big.Int), nil))
	if err != nil {
		return r, err
	}
	after, err := lab.Gate(ctx, mallory.Address)
	if err != nil {
		return r, err
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = before.LowerBps, after.LowerBps, after.Routable
	r.Refused = fmt.Sprintf("createJob %s; setProvider %s", created, named)
	r.Outcome = fmt.Sprintf("no rating lands (%d ratings, %d bps as before); gas is all it costs", after.Ratings, after.LowerBps)
	return r, nil
}

// sybilNewcomer: an agent under the floor leaves its address and starts again under a new one,
// which the router reads as the prior alone. Nothing stops it: the prior is routable.
func sybilNewcomer(ctx context.Context) (Result, error) {
	old, fresh := account("sybil old"), account("sybil fresh")
	r := Result{Attack: "Sybil newcomer: a sub-floor agent starts over under a fresh address", Identities: 2, Epochs: 1, Bounded: false,
		Bound: "none: a fresh address reads the prior, 5565 bps, routable, for nothing"}
	lab, err := NewLab(ctx, LabConfig{Accounts: []testnet.DevAccount{old, fresh}})
	if err != nil {
		return r, err
	}
	defer lab.Close()
	if err := lab.record(ctx, old, SubFloorJobs, crash); err != nil {
		return r, err
	}
	books, err := lab.Books(ctx, old.Address, fresh.Address)
	if err != nil {
		return r, err
	}
	before, err := lab.Gate(ctx, old.Address)
	if err != nil {
		return r, err
	}
	after, err := lab.Gate(ctx, fresh.Address)
	if err != nil {
		return r, err
	}
	if err := r.close(ctx, books); err != nil {
		return r, err
	}
	r.LowerBefore, r.LowerAfter, r.RoutableAfter = before.LowerBps, after.LowerBps, after.Routable
	r.Outcome = fmt.Sprintf("the sub-floor agent (%d bps) is routable again at once under a new address: the prior alone, %d bps smoothed, %d lower bound",
		before.LowerBps, after.SmoothedBps, after.LowerBps)
	old0, err := lab.ratedOf(ctx, AgentOf(old.Address), nil)
	if err != nil {
		return r, err
	}
	if r.Formulas, err = lab.formulaPair(old0, nil); err != nil {
		return r, err
	}
	r.Policies = []PolicyResult{{Policy: "any of the router's policies", Outcome: "routable: a newcomer has no evidence for a policy to weigh", Reached: true}}
	// Through a lens the fresh address is no better: it has no evidence there, and says so.
	lensOld, err := lab.lensRead(ctx, old.Address)
	if err != nil {
		return r, err
	}
	lr, err := lab.lensResult(ctx, fresh.Address, lensOld, "")
	if err != nil {
		return r, err
	}
	r.Lenses = []LensResult{lr}
	return r, nil
}

// registryCode is the init code of a minimal stand-in for an ERC-8004 identity registry, written
// for the lab: ownerOf(id) (any 36-byte call) returns the owner stored at slot id, and any 68-byte
// call (selector, id, owner) sets it — a transfer anyone may make, as a lender and a borrower
// acting together would. The escrow reads only ownerOf.
//
//	init:    PUSH1 28 PUSH1 12 PUSH1 0 CODECOPY PUSH1 28 PUSH1 0 RETURN
//	runtime: CALLDATASIZE PUSH1 68 EQ PUSH1 19 JUMPI                 ; 68 bytes: set
//	         PUSH1 4 CALLDATALOAD SLOAD PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN
//	         JUMPDEST PUSH1 36 CALLDATALOAD PUSH1 4 CALLDATALOAD SSTORE STOP
var registryCode = common.FromHex("601c600c600039601c6000f3" + "3660441460135760043554600052602060" + "00f35b60243560043555" + "00")

// lend moves agent id `id` to `to` on the lab's registry.
func lendCall(id *big.Int, to common.Address) []byte {
	data := make([]byte, 68)
	id.FillBytes(data[4:36])
	copy(data[48:68], to.Bytes())
	return data
}

// withRegistry deploys the stand-in registry and a second ledger that takes agent ids from it,
// with its first escrow (no fee), and opens a lab over it on the same chain.
func (l *Lab) withRegistry(ctx context.Context, deployer testnet.DevAccount) (*Lab, common.Address, error) {
	opts := bind.NewKeyedTransactor(deployer.Key, big.NewInt(testnet.SimulatedChainID))
	reg, tx, err := bind.DeployContract(opts, registryCode, l.tn.Client, nil)
	if err != nil {
		return nil, reg, fmt.Errorf("deploy the identity registry: %w", err)
	}
	if err := l.tn.Mine(ctx); err != nil {
		return nil, reg, err
	}
	if r, err := testnet.WaitReceipt(ctx, l.tn.Client, tx.Hash()); err != nil || r.Status != 1 {
		return nil, reg, fmt.Errorf("deploy the identity registry: receipt %v, %v", r, err)
	}
	d, err := deployment.Deploy(ctx, l.tn.Client, bind.NewKeyedTransactor(deployer.Key, big.NewInt(testnet.SimulatedChainID)), deployment.Params{
		Admin: deployer.Address, Scorer: l.tn.Scorer.Address, IdentityRegistry: reg, Asset: l.tn.Deployment.Token,
		EpochLength: l.tn.EpochLength, WeightCap: l.tn.WeightCap,
		Escrow: deployment.EscrowParams{Owner: deployer.Address, Arbiter: deployer.Address, Treasury: deployer.Address},
	}, l.tn.Commit)
	if err != nil {
		return nil, reg, fmt.Errorf("deploy a ledger with the identity registry: %w", err)
	}
	sub, err := open(ctx, l.tn, d)
	if err != nil {
		return nil, reg, err
	}
	sub.shared = true
	return sub, reg, nil
}
