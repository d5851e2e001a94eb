package testnet

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/bindings"
)

// Remote drives jobs over JSON-RPC (here: a served testnet that seals a block every 20 ms):
// every kind of ending, a dispute and a job paid in another token end up completed on the escrow
// with the budget and kind asked for, under the ids Remote reports.
func TestRemoteRunJobs(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond})
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
	if r.Arbiter == nil || r.Arbiter.Address != tn.Arbiter.Address {
		t.Fatalf("arbiter not recognised among the dev accounts: %v", r.Arbiter)
	}
	dev := DevAccounts()
	var jobs []Job
	for i := range 12 {
		j := Job{Client: dev[3+i%2], Provider: dev[5+i%5], Budget: big.NewInt(int64(1_000_000 * (i + 1))),
			Outcome: Outcome{Shipped: i%2 == 0, CriticRan: i%3 == 0}}
		switch i {
		case 3:
			j.Outcome.HasBuyerRating, j.Outcome.BuyerRating = true, 77
		case 5:
			j.Dispute = &Dispute{Pay: true, Rating: 40}
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
		seen := map[string]bool{}
		for i, id := range ids {
			if seen[id.String()] {
				t.Fatalf("round %d: job id %s reported twice", round, id)
			}
			seen[id.String()] = true
			terms, err := bind.Call(tn.Escrow, &bind.CallOpts{Context: ctx}, tn.EscrowABI.PackRatingTerms(id), tn.EscrowABI.UnpackRatingTerms)
			if err != nil {
				t.Fatal(err)
			}
			wantKind := uint8(0)
			switch {
			case jobs[i].Dispute != nil:
				wantKind = 2
			case jobs[i].Outcome.HasBuyerRating:
				wantKind = 1
			}
			wantToken := tn.Deployment.Token
			if jobs[i].Token != (tn.Deployment.Token) && jobs[i].Token != ([20]byte{}) {
				wantToken = jobs[i].Token
			}
			if !terms.Completed || terms.Amount.Cmp(jobs[i].Budget) != 0 || terms.Kind != wantKind ||
				terms.Client != jobs[i].Client.Address || terms.Token != wantToken {
				t.Fatalf("round %d, job %d (id %s): terms %+v, want completed, amount %s, kind %d, client %s, token %s",
					round, i, id, terms, jobs[i].Budget, wantKind, jobs[i].Client.Address.Hex(), wantToken.Hex())
			}
		}
	}
}
