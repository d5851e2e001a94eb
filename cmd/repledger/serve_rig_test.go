package main

import (
	"context"
	"math/big"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// servedChain is a testnet serving JSON-RPC with its manifest written, and a way to settle
// and rate jobs on it without a settler.
type servedChain struct {
	t        testing.TB
	tn       *testnet.Testnet
	manifest string
	r        *rand.Rand
}

func startServedChain(t testing.TB, extra ...testnet.DevAccount) *servedChain {
	t.Helper()
	tn, err := testnet.Serve(context.Background(), testnet.ServeConfig{EpochLength: deployment.DefaultEpochLength, Extra: extra})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	path := filepath.Join(t.TempDir(), "deployment.json")
	if err := deployment.WriteManifest(path, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	return &servedChain{t: t, tn: tn, manifest: path, r: rand.New(rand.NewPCG(3, 5))}
}

// rate settles n random jobs of client dev 3 for `providers` and rates them in one batch.
func (c *servedChain) rate(n int, providers []testnet.DevAccount) *types.Receipt {
	c.t.Helper()
	ctx := context.Background()
	jobs, _ := testnet.RandomJobs(c.r, n, testnet.DevAccounts()[3], providers, 12_000_000)
	ids, err := c.tn.RunJobs(ctx, jobs)
	if err != nil {
		c.t.Fatal(err)
	}
	keys := make([]*big.Int, len(ids))
	for i, id := range ids {
		keys[i] = new(big.Int).Or(new(big.Int).Lsh(big.NewInt(int64(jobs[i].Escrow)), 224), id)
	}
	tx, err := c.tn.Send(c.tn.Scorer, c.tn.Ledger, c.tn.LedgerABI.PackSubmitBatch(keys))
	if err != nil {
		c.t.Fatal(err)
	}
	if err := c.tn.Mine(ctx); err != nil {
		c.t.Fatal(err)
	}
	rc, err := testnet.WaitReceipt(ctx, c.tn.Client, tx.Hash())
	if err != nil || rc.Status != types.ReceiptStatusSuccessful {
		c.t.Fatalf("submitBatch: %v %+v", err, rc)
	}
	return rc
}
