package reputation_test

import (
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/repledger/repledger/reputation"
)

// compare reads every agent of the group from the chain and checks each read against its
// model: repStates (sumW, weight, count, disputed), avgBps, repBps under the history's prior,
// disputeRateBps and lastEpochOf; isRated of each agent's last job; and areRated of every job
// of the round (all rated) and of a job id never submitted (not rated).
func (r *diffRun) compare(hs []history, jobs []*big.Int, where string) {
	header, err := r.sim.Client.HeaderByNumber(r.ctx, nil)
	if err != nil {
		r.t.Fatal(err)
	}
	epoch := header.Time / diffEpochLength
	opts := &bind.CallOpts{Context: r.ctx}
	call := func(data []byte, unpack func([]byte) (*big.Int, error)) *big.Int {
		v, err := bind.Call(r.ledger, opts, data, unpack)
		if err != nil {
			r.t.Errorf("%s: call: %v", where, err)
			return new(big.Int)
		}
		return v
	}

	never := jobIDOf(1, 0, 0, 1, uint32(epoch), r.nonce+1)
	rated, err := bind.Call(r.ledger, opts, r.abi.PackAreRated(append(append([]*big.Int(nil), jobs...), never)), r.abi.UnpackAreRated)
	if err != nil {
		r.t.Fatalf("%s: areRated: %v", where, err)
	}
	for i, ok := range rated {
		if want := i < len(jobs); ok != want {
			r.t.Errorf("seed %d, %s: areRated[%d] = %v, want %v", r.seed, where, i, ok, want)
		}
	}
	comparisons := len(rated)

	var mu sync.Mutex
	sem := make(chan struct{}, 8)
	var wg sync.WaitGroup
	for _, h := range hs {
		ids := make([]*big.Int, len(h.agents))
		for i, a := range h.agents {
			ids[i] = new(big.Int).SetUint64(a)
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			n := r.compareHistory(h, ids, epoch, where, call)
			mu.Lock()
			comparisons += n
			mu.Unlock()
		}()
	}
	wg.Wait()
	r.stats.comparisons += comparisons
	if r.t.Failed() {
		r.t.FailNow()
	}
}

// compareHistory compares one history's agents, their routing decisions under every oracle
// included, and returns how many values it compared.
func (r *diffRun) compareHistory(h history, ids []*big.Int, epoch uint64, where string,
	call func([]byte, func([]byte) (*big.Int, error)) *big.Int) (compared int) {
	opts := &bind.CallOpts{Context: r.ctx}
	states, err := bind.Call(r.ledger, opts, r.abi.PackRepStates(ids), r.abi.UnpackRepStates)
	if err != nil {
		r.t.Errorf("%s: repStates: %v", where, err)
		return 0
	}
	wants := make([]reputation.State, len(h.agents))
	defer func() { compared += r.compareDecisions(h, ids, wants, epoch, where) }()
	for i, agent := range h.agents {
		model := r.models[agent]
		want := model.At(epoch)
		wants[i] = want
		rep, err := want.RepBps(h.priorBps, h.priorWeight)
		if err != nil {
			r.t.Errorf("%s: model repBps: %v", where, err)
			return compared
		}
		got := []*big.Int{states[i].SumW, states[i].Weight, states[i].Count, states[i].Disputed,
			call(r.abi.PackAvgBps(ids[i]), r.abi.UnpackAvgBps),
			call(r.abi.PackRepBps(ids[i], new(big.Int).SetUint64(h.priorBps), h.priorWeight.ToBig()), r.abi.UnpackRepBps),
			call(r.abi.PackDisputeRateBps(ids[i]), r.abi.UnpackDisputeRateBps),
			call(r.abi.PackLastEpochOf(ids[i]), r.abi.UnpackLastEpochOf)}
		exp := []*big.Int{want.SumW.ToBig(), want.Weight.ToBig(), new(big.Int).SetUint64(want.Count),
			want.Disputed.ToBig(), new(big.Int).SetUint64(want.AvgBps()), new(big.Int).SetUint64(rep),
			new(big.Int).SetUint64(want.DisputeRateBps()), new(big.Int).SetUint64(model.LastEpoch)}
		names := []string{"sumW", "weight", "count", "disputed", "avgBps", "repBps", "disputeRateBps", "lastEpochOf"}
		for j := range got {
			if got[j].Cmp(exp[j]) != 0 {
				r.t.Errorf("seed %d, %s, history %d, agent %d, epoch %d: %s on chain %s, in Go %s",
					r.seed, where, h.id, agent, epoch, names[j], got[j], exp[j])
			}
		}
		compared += len(got)
		if job := r.lastJob[agent]; job != nil {
			ok, err := bind.Call(r.ledger, opts, r.abi.PackIsRated(0, job), r.abi.UnpackIsRated)
			if err != nil || !ok {
				r.t.Errorf("seed %d, %s: isRated(0, last job of agent %d) = %v, %v", r.seed, where, agent, ok, err)
			}
			compared++
		}
	}
	return compared
}
