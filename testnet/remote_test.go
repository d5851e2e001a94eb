package testnet

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
)

// Remote drives jobs over JSON-RPC (here: a served testnet that seals a block every 20 ms) in
// two marketplaces of one ledger: every kind of ending, a dispute, a third-party evaluator and a
// job paid in another token end up completed in the escrow asked for, with the budget, payer,
// kind and rating asked for, under the ids Remote reports.
func TestRemoteRunJobs(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond, IdleBlockPeriod: 20 * time.Millisecond})
	dev := DevAccounts()
	if _, err := tn.AddEscrow(ctx, deployment.EscrowParams{Owner: tn.Admin.Address, Arbiter: tn.Arbiter.Address, Treasury: dev[9].Address,
		PlatformFeeBps: 250}); err != nil {
		t.Fatal(err)
	}
	other, err := tn.DeployTestToken(ctx)
	if err != nil {
		t.Fatal(err)
	}
	client, err := ethclient.DialContext(ctx, tn.HTTPURL)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	r, err := NewRemote(ctx, client, tn.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range r.plan.arbiters {
		if a == nil || a.Address != tn.Arbiter.Address {
			t.Fatalf("escrow %d's arbiter not recognised among the dev accounts: %v", i, a)
		}
	}
	var jobs []Job
	for i := range 12 {
		j := Job{Client: dev[3+i%2], Provider: dev[5+i%4], Escrow: i % 2, Budget: big.NewInt(int64(1_000_000 * (i + 1))),
			Outcome: Outcome{Shipped: i%2 == 0, CriticRan: i%3 == 0}}
		switch i {
		case 3:
			j.Outcome.HasBuyerRating, j.Outcome.BuyerRating = true, 77
		case 5:
			j.Dispute = &Dispute{Pay: true, Rating: 40}
		case 6:
			j.Evaluator = &dev[9] // a third-party evaluator: its rubric rating, never a buyer rating
		case 7:
			j.Token = other
		}
		jobs = append(jobs, j)
	}
	for round := range 2 { // the second round reuses the tracked nonces and approvals
		ids, err := r.RunJobs(ctx, jobs)
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		seen := map[[2]string]bool{}
		for i, id := range ids {
			j := jobs[i]
			k := [2]string{r.EscrowOf(j).Hex(), id.String()}
			if seen[k] {
				t.Fatalf("round %d: job id %s of escrow %d reported twice", round, id, j.Escrow)
			}
			seen[k] = true
			terms, err := FactoryTerms(ctx, client, tn.Manifest.Ledger, uint32(j.Escrow), id)
			if err != nil {
				t.Fatal(err)
			}
			rating, kind := j.Outcome.Rating()
			if j.Dispute != nil {
				rating, kind = j.Dispute.Rating, reputation.KindDispute
			}
			if j.Token != (Job{}).Token { // paid in another token: the rating hook records nothing
				if terms.Completed {
					t.Fatalf("round %d, job %d (id %s) in another token: recorded %+v", round, i, id, terms)
				}
				continue
			}
			if !terms.Completed || terms.Budget.Cmp(j.Budget) != 0 || terms.Kind != uint8(kind) || terms.Rating != rating ||
				terms.Client != j.Client.Address || !terms.Rateable || terms.Rated ||
				terms.AgentId.Cmp(new(big.Int).SetBytes(j.Provider.Address.Bytes())) != 0 {
				t.Fatalf("round %d, job %d (escrow %d, id %s): terms %+v, want completed, budget %s, kind %d, rating %d, client %s, rateable",
					round, i, j.Escrow, id, terms, j.Budget, kind, rating, j.Client.Address.Hex())
			}
		}
	}
}
