package settler_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// TestLoadAgainstAnvil measures the settler's throughput against anvil mining a block every
// second. It settles REPLEDGER_LOAD jobs first (anvil automining, so setup is quick), switches
// anvil to 1 s blocks, then times the settler rating them all, batched and one by one:
//
//	REPLEDGER_LOAD=5000 go test ./settler -run TestLoadAgainstAnvil -v -timeout 30m
func TestLoadAgainstAnvil(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("REPLEDGER_LOAD"))
	if n <= 0 {
		t.Skip("set REPLEDGER_LOAD=N to measure the settler against anvil with N jobs")
	}
	for _, batch := range []int{500, 1} {
		jobs := n
		if batch == 1 {
			jobs = min(n, 300) // one transaction per rating: fewer suffice for a rate
		}
		rate, heap := measure(t, jobs, batch)
		fmt.Printf("settler against anvil, 1 s blocks: batch %d: %d ratings at %.0f ratings/s (Go heap in use %.1f MB)\n",
			batch, jobs, rate, heap)
	}
}

func measure(t *testing.T, jobs, batch int) (ratingsPerSecond, heapMB float64) {
	ctx, cancel := context.WithTimeout(context.Background(), 25*time.Minute)
	defer cancel()
	bin, err := testnet.AnvilBinary("..")
	if err != nil {
		t.Fatal(err)
	}
	anvil, err := testnet.StartAnvil(ctx, bin)
	if err != nil {
		t.Fatal(err)
	}
	defer anvil.Stop()
	client, err := ethclient.DialContext(ctx, anvil.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	dev := testnet.DevAccounts()
	chainID, _ := client.ChainID(ctx)
	d, err := testnet.Deploy(ctx, client, bind.NewKeyedTransactor(dev[0].Key, chainID), testnet.Params{
		Admin: dev[0].Address, Scorer: dev[1].Address, Arbiter: dev[2].Address,
		EpochLength: testnet.DefaultEpochLength, WeightCap: big.NewInt(12 * unit)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := &testnet.Manifest{Formula: testnet.FormulaID, ChainID: chainID.Uint64(), RPCHTTP: anvil.URL, Escrow: d.Escrow,
		Ledger: d.Ledger, Asset: d.Token, AssetDecimals: 6, AssetIsTestTok: true, DeploymentBlock: d.Block,
		Admin: dev[0].Address, Scorer: dev[1].Address, Arbiter: dev[2].Address, EpochLength: testnet.DefaultEpochLength,
		WeightCap: "12000000"}
	remote, err := testnet.NewRemote(ctx, client, m)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	for lo := 0; lo < jobs; lo += 500 {
		js, _ := randomJobs(r, min(500, jobs-lo), dev[3], dev[4:])
		for i := range js {
			js[i].Dispute = nil // the driver's arbiter is not needed for a throughput figure
		}
		if _, err := remote.RunJobs(ctx, js); err != nil {
			t.Fatal(err)
		}
	}
	// From now on a block a second, as on a real chain.
	if err := client.Client().CallContext(ctx, nil, "evm_setIntervalMining", 1); err != nil {
		t.Fatal(err)
	}
	if err := client.Client().CallContext(ctx, nil, "evm_setAutomine", false); err != nil {
		t.Fatal(err)
	}
	svc, err := settler.NewService(ctx, settler.Config{RPC: anvil.URL, Escrow: d.Escrow, Ledger: d.Ledger, Confirmations: 0,
		StartBlock: d.Block, CheckpointPath: filepath.Join(t.TempDir(), "cp.json"), BatchSize: batch,
		PollInterval: 100 * time.Millisecond, MaxRange: 100_000}, client, dev[1].Key, zerolog.Nop())
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	start := time.Now()
	go func() { _ = svc.Run(runCtx) }()
	waitFor(t, ctx, fmt.Sprintf("%d ratings", jobs), func() bool { return svc.Rated() >= uint64(jobs) })
	elapsed := time.Since(start)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return float64(jobs) / elapsed.Seconds(), float64(ms.HeapInuse) / 1e6
}
