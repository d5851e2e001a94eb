package reputation_test

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/reputation"
)

// diffOracle is a ReputationOracle on the differential ledger and the Go policy it must agree
// with: the ledger's own (the seed's policy) and random ones deployed beside it.
type diffOracle struct {
	name     string
	contract *bind.BoundContract
	policy   reputation.Policy
}

var oracleABI = bindings.NewReputationOracle()

// diffDecimals are the asset decimals the random policies use: U from 1 to 10^18.
var diffDecimals = []uint8{0, 6, 18}

// deployOracles finds the ledger's own oracle and deploys three random policies over the
// ledger, each a different prior, prior weight, unit, z and floor; one of them uses z = 1.96, and
// the last one the edge of the domain — a prior weight just under 2^96 − 2^88 (the oracle's
// largest), 18 decimals and z up to 10 — where Go takes its 256-bit path.
func (r *diffRun) deployOracles(opts *bind.TransactOpts) {
	own, err := bind.Call(r.ledger, &bind.CallOpts{Context: r.ctx}, r.abi.PackOracle(), r.abi.UnpackOracle)
	if err != nil {
		r.t.Fatalf("ledger.oracle(): %v", err)
	}
	r.oracles = []diffOracle{{name: "ledger's own", contract: oracleABI.Instance(r.sim.Client, own),
		policy: reputation.DefaultPolicy(6)}}
	for i := range 3 {
		p := reputation.DefaultPolicy(diffDecimals[i])
		p.PriorBps = r.rng.Uint64N(10_001)
		p.PriorWeight.SetUint64(r.amount() * (1 + r.rng.Uint64N(4)))
		p.Z = 1 + r.rng.Uint64N(reputation.MaxZ)
		switch i {
		case 1:
			p.Z = 19_600
		case 2:
			maxPrior := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 96), new(big.Int).Lsh(big.NewInt(1), 88))
			p.PriorWeight.SetFromBig(maxPrior.Sub(maxPrior, new(big.Int).SetUint64(r.rng.Uint64())))
			p.Z = reputation.MaxZ - r.rng.Uint64N(1000)
		}
		p.FloorBps = r.rng.Uint64N(10_001)
		args := oracleABI.PackConstructor(r.ledger.Address(), new(big.Int).SetUint64(p.PriorBps), p.PriorWeight.ToBig(),
			diffDecimals[i], new(big.Int).SetUint64(p.Z), new(big.Int).SetUint64(p.FloorBps))
		o := *opts
		o.Context = r.ctx
		addr, _, err := bind.DeployContract(&o, common.FromHex(bindings.ReputationOracleMetaData.Bin), r.sim.Client, args)
		if err != nil {
			r.t.Fatalf("deploy oracle %d: %v", i, err)
		}
		r.sim.Commit()
		r.oracles = append(r.oracles, diffOracle{name: fmt.Sprintf("policy %+v", p),
			contract: oracleABI.Instance(r.sim.Client, addr), policy: p})
	}
}

// compareDecisions checks every oracle's decisions(ids) and, for the ledger's own, decision,
// lowerBoundBps and isRoutable of each agent, against reputation.Decide on the Go model decayed
// to the epoch; it returns how many values it compared.
func (r *diffRun) compareDecisions(h history, ids []*big.Int, models []reputation.State, epoch uint64, where string) int {
	opts := &bind.CallOpts{Context: r.ctx}
	compared := 0
	for k, o := range r.oracles {
		got, err := bind.Call(o.contract, opts, oracleABI.PackDecisions(ids), oracleABI.UnpackDecisions)
		if err != nil {
			r.t.Errorf("%s: %s decisions: %v", where, o.name, err)
			continue
		}
		for i, m := range models {
			want, err := o.policy.Decide(&m)
			if err != nil {
				r.t.Errorf("%s: Go decision of agent %d under %s: %v", where, h.agents[i], o.name, err)
				continue
			}
			onChain := []reputation.Decision{{SmoothedBps: got[i].SmoothedBps.Uint64(), LowerBps: got[i].LowerBps.Uint64(),
				Routable: got[i].Routable}}
			if k == 0 {
				onChain = append(onChain, r.ownDecision(ids[i], where))
			}
			for _, d := range onChain {
				if d != want {
					r.t.Errorf("seed %d, %s, history %d, agent %d, epoch %d, %s: on chain %+v, in Go %+v",
						r.seed, where, h.id, h.agents[i], epoch, o.name, d, want)
				}
				compared += 3
			}
		}
	}
	return compared
}

// ownDecision reads the ledger's own oracle one agent at a time: decision, and lowerBoundBps and
// isRoutable folded into a Decision of their own when they agree with it.
func (r *diffRun) ownDecision(id *big.Int, where string) reputation.Decision {
	opts := &bind.CallOpts{Context: r.ctx}
	c := r.oracles[0].contract
	d, err := bind.Call(c, opts, oracleABI.PackDecision(id), oracleABI.UnpackDecision)
	if err != nil {
		r.t.Errorf("%s: decision(%s): %v", where, id, err)
		return reputation.Decision{}
	}
	lower, err := bind.Call(c, opts, oracleABI.PackLowerBoundBps(id), oracleABI.UnpackLowerBoundBps)
	if err != nil {
		r.t.Errorf("%s: lowerBoundBps(%s): %v", where, id, err)
		return reputation.Decision{}
	}
	routable, err := bind.Call(c, opts, oracleABI.PackIsRoutable(id), oracleABI.UnpackIsRoutable)
	if err != nil {
		r.t.Errorf("%s: isRoutable(%s): %v", where, id, err)
		return reputation.Decision{}
	}
	if lower.Cmp(d.LowerBps) != 0 || routable != d.Routable {
		r.t.Errorf("%s: agent %s: lowerBoundBps %s and isRoutable %v disagree with decision %+v", where, id, lower, routable, d)
	}
	return reputation.Decision{SmoothedBps: d.SmoothedBps.Uint64(), LowerBps: d.LowerBps.Uint64(), Routable: d.Routable}
}
