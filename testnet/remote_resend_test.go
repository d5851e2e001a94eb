package testnet

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/internal/testutil"
)

// A transaction the node accepted and then lost is handed to it again once no receipt has come
// for Resend, and the jobs still settle.
func TestRemoteResendsALostTransaction(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond, IdleBlockPeriod: 20 * time.Millisecond})
	proxy := testutil.NewFaultProxy(t, tn.HTTPURL)
	proxy.Drop(1)
	client, err := ethclient.DialContext(ctx, proxy.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	r, err := NewRemote(ctx, client, tn.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	r.Resend = 200 * time.Millisecond
	dev := DevAccounts()
	jobs := make([]Job, 4)
	for i := range jobs {
		jobs[i] = Job{Client: dev[3], Provider: dev[5+i], Budget: big.NewInt(1_000_000),
			Outcome: Outcome{Shipped: true, CriticRan: true}}
	}
	ids, err := r.RunJobs(ctx, jobs)
	if err != nil {
		t.Fatal(err)
	}
	if proxy.Dropped() != 1 {
		t.Fatalf("the proxy dropped %d transactions, want 1", proxy.Dropped())
	}
	for _, id := range ids {
		terms, err := FactoryTerms(ctx, tn.Client, tn.Manifest.Ledger, 0, id)
		if err != nil || !terms.Completed {
			t.Fatalf("job %s not completed: %v", id, err)
		}
	}
}
