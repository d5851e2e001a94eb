package main

import (
	"bufio"
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/scripted"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/testnet"
)

// loadRun is one load measurement: settlements offered at a steady rate, one settleMany
// transaction per block, for a fixed time, to the settler binary.
type loadRun struct {
	name          string
	perBlock      int // settlements announced per block (anvil mines a block a second)
	blocks        int // how many blocks carry settlements
	batch         int // --batch-size
	confirmations uint64
}

// loadResult is what a run measured from outside the daemon.
type loadResult struct {
	settlements   int
	ratingsPerSec float64 // while settlements arrived, after a warm-up
	maxLag        uint64  // blocks between the head and the last block whose settlements are all rated
	peakRSSMB     float64 // the daemon's VmHWM
	catchUp       time.Duration
	settlerCores  float64 // the daemon's CPU time over wall time while settlements arrived
	fullBlocks    int     // blocks at least 90 % full of gas, of `blocks`
	blocks        int
	maxFill       float64
	x402          x402Result
}

// TestSettlerLoadAgainstAnvil measures the settler binary against anvil mining a block a second,
// fed by ScriptedSettlements.settleMany (the Escrow's JobSettled event, thousands per
// transaction; the ledger checks each rating against the double as it would against the escrow),
// and beside them a tenth as many x402 payments settled through an x402 source registered on the
// double, whose payers' signed outcomes are posted to the settler's intake (load_x402_test.go):
//
//   - steady: 100 settlements a second for 60 s; the lag must stay within confirmations + 2;
//   - sustained: 600 settlements a second until 100,000 have settled; ratings per second while
//     they arrive, and the daemon's peak resident memory;
//   - single: --batch-size 1, 20 settlements a second for 30 s.
//
// Every settlement, and every x402 receipt, must end up rated exactly once. Select runs with
// REPLEDGER_LOAD=steady,sustained,single or all; REPLEDGER_LOAD_RATE=N offers N a second in the
// sustained run instead of 600; REPLEDGER_LOAD_X402=off leaves the x402 payments out:
//
//	REPLEDGER_LOAD=all go test ./cmd/repledger -run TestSettlerLoadAgainstAnvil -v -timeout 30m
func TestSettlerLoadAgainstAnvil(t *testing.T) {
	want := os.Getenv("REPLEDGER_LOAD")
	if want == "" {
		t.Skip("set REPLEDGER_LOAD=all (or steady,sustained,single) to measure the settler against anvil")
	}
	runs := []loadRun{
		{name: "steady", perBlock: 100, blocks: 60, batch: 100, confirmations: 2},
		{name: "sustained", perBlock: 600, blocks: 167, batch: 300, confirmations: 2},
		{name: "single", perBlock: 20, blocks: 30, batch: 1, confirmations: 2},
	}
	if rate, err := strconv.Atoi(os.Getenv("REPLEDGER_LOAD_RATE")); err == nil && rate > 0 {
		runs[1].perBlock, runs[1].blocks = rate, (100_000+rate-1)/rate
	}
	for _, run := range runs {
		if want != "all" && !slices.Contains(strings.Split(want, ","), run.name) {
			continue
		}
		t.Run(run.name, func(t *testing.T) {
			r := measureLoad(t, run)
			x402Line := "x402: off"
			if r.x402.perBlock > 0 {
				x402Line = fmt.Sprintf("x402: %d payments offered at %d/s (%d payers, %d agents): %.0f x402 ratings/s, "+
					"all rated %.1f s after the last payment", r.x402.payments, r.x402.perBlock, loadPayers, loadX402Agents,
					r.x402.ratingsPerSec, r.x402.catchUp.Seconds())
			}
			fmt.Printf("settler load %-9s: %d settlements offered at %d/s, batch %d, %d confirmations: "+
				"%.0f ratings/s, max lag %d blocks, peak RSS %.1f MB, all rated %.1f s after the last settlement; %s; "+
				"settler CPU %.2f cores; blocks at least 90 %% full of gas: %d of %d (fullest %.0f %%)\n",
				run.name, r.settlements, run.perBlock, run.batch, run.confirmations,
				r.ratingsPerSec, r.maxLag, r.peakRSSMB, r.catchUp.Seconds(), x402Line,
				r.settlerCores, r.fullBlocks, r.blocks, 100*r.maxFill)
			if run.name == "steady" && r.maxLag > run.confirmations+2 {
				t.Errorf("lag reached %d blocks at %d settlements/s and %d x402 payments/s, want at most %d",
					r.maxLag, run.perBlock, r.x402.perBlock, run.confirmations+2)
			}
			if run.name == "sustained" && r.peakRSSMB >= 100 {
				t.Errorf("peak RSS %.1f MB following %d settlements, want under 100 MB", r.peakRSSMB, r.settlements)
			}
		})
	}
}

func measureLoad(t *testing.T, run loadRun) loadResult {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	rig := newLoadRig(t, ctx)
	port, err := testutil.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	intake := fmt.Sprintf("127.0.0.1:%d", port)
	p := startSettlerProc(t, settlerBinary(t), []string{"--deployment", rig.manifestPath,
		"--x402-outbox", filepath.Join(rig.dir, "x402-outbox.jsonl"), "--outcomes-listen", intake,
		"--keystore", rig.scorerKey, "--password-file", rig.passwordFile,
		"--checkpoint", filepath.Join(rig.dir, "checkpoint.json"), "--batch-size", strconv.Itoa(run.batch),
		"--confirmations", strconv.FormatUint(run.confirmations, 10), "--poll-interval", "200ms",
		"--log-format", "json", "--log-level", "warn"}, nil)

	gen := newLoadGenerator(t, ctx, rig)
	pay := newLoadX402(t, ctx, rig, intake, p)
	obs := &loadObserver{rig: rig, pid: p.cmd.Process.Pid, from: rig.deployBlock + 1, x402ByReceipt: map[string]int{}}
	var res loadResult
	if os.Getenv("REPLEDGER_LOAD_X402") != "off" {
		res.x402.perBlock = max(1, run.perBlock/loadX402Share)
	}
	var warmRated, warmX402 int
	var warmAt time.Time
	var warmCPU float64
	head := rig.head(t, ctx)
	for sent := 0; sent < run.blocks; {
		head = rig.waitHead(t, ctx, head+1)
		gen.settle(t, ctx, run.perBlock)
		pay.collect(t, ctx, head) // the payments of the last block: outcomes signed and posted
		pay.settle(t, ctx, res.x402.perBlock, head)
		sent++
		obs.sample(t, ctx, head)
		if err := p.exited(); err != nil {
			t.Fatal(err)
		}
		if sent == 10 { // warm-up: the first ratings also create every agent's state slot
			warmRated, warmX402, warmAt = obs.rated, obs.x402Rated, time.Now()
			warmCPU = cpuSeconds(p.cmd.Process.Pid)
		}
		if sent > 10 {
			res.maxLag = max(res.maxLag, obs.lag(head))
		}
	}
	res.settlements, res.x402.payments = gen.sent, pay.sent
	res.ratingsPerSec = float64(obs.rated-warmRated) / time.Since(warmAt).Seconds()
	res.x402.ratingsPerSec = float64(obs.x402Rated-warmX402) / time.Since(warmAt).Seconds()
	res.settlerCores = (cpuSeconds(p.cmd.Process.Pid) - warmCPU) / time.Since(warmAt).Seconds()
	lastSettled := time.Now()
	for obs.rated < gen.sent || !pay.done(obs) {
		head = rig.waitHead(t, ctx, head+1)
		pay.collect(t, ctx, head)
		obs.sample(t, ctx, head)
		if err := p.exited(); err != nil {
			t.Fatal(err)
		}
		if obs.rated >= gen.sent && res.catchUp == 0 {
			res.catchUp = time.Since(lastSettled)
		}
		if time.Since(lastSettled) > 5*time.Minute {
			t.Fatalf("%d of %d settlements and %d of %d x402 payments rated 5 minutes after the last one; log tail:\n%s",
				obs.rated, gen.sent, obs.x402Rated, pay.sent, p.log.tail(20))
		}
	}
	if res.catchUp == 0 {
		res.catchUp = time.Since(lastSettled)
	}
	res.x402.catchUp = time.Since(pay.lastSent)
	res.peakRSSMB = obs.peakRSSMB
	res.blocks, res.fullBlocks, res.maxFill = obs.blocks, obs.fullBlocks, obs.maxFill
	if obs.rated != gen.sent {
		t.Fatalf("%d ratings for %d settlements", obs.rated, gen.sent)
	}
	pay.check(t, ctx, obs, p)
	return res
}

// ---------------------------------------------------------------- the chain

// loadRig is anvil mining a block a second, with a TestToken, the ScriptedSettlements double (a
// ReputationLedger that is its own escrow 0), an X402Source registered on it, and a manifest that
// names the double as the escrow and lists the source.
type loadRig struct {
	client                     *ethclient.Client
	token, ledger              common.Address // ledger: the ScriptedSettlements double, also its own escrow 0
	deployBlock                uint64
	dir, manifestPath          string
	scorerKey, passwordFile    string
	ratedTopic, completedTopic common.Hash
	scriptedABI                *scripted.ScriptedSettlements
	generator                  testnet.DevAccount
	chainID                    *big.Int
	settlementGasEstimate      uint64
	x402Source                 common.Address
}

func newLoadRig(t *testing.T, ctx context.Context) *loadRig {
	t.Helper()
	url := startAnvil(t, "--block-time", "1")
	rig := &loadRig{dir: t.TempDir(), scriptedABI: scripted.NewScriptedSettlements()}
	var err error
	if rig.client, err = ethclient.DialContext(ctx, url); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rig.client.Close)
	if rig.chainID, err = rig.client.ChainID(ctx); err != nil {
		t.Fatal(err)
	}
	dev := testnet.DevAccounts()
	admin, scorer, generator := dev[0], dev[1], dev[5]
	rig.generator = generator
	p := deployment.Params{Admin: admin.Address, Scorer: scorer.Address, EpochLength: deployment.DefaultEpochLength,
		WeightCap: big.NewInt(12_000_000)}
	d, err := testnet.DeployScripted(ctx, rig.client, bind.NewKeyedTransactor(admin.Key, rig.chainID), p, admin.Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	rig.token, rig.ledger, rig.deployBlock = d.Token, d.Ledger, d.Block
	rig.deployX402Source(t, ctx, admin, d)
	m := deployment.ManifestFor(d, p, rig.chainID.Uint64(), url, "", deployment.TestTokenDecimals, deployment.TestTokenSymbol)
	rig.manifestPath = filepath.Join(rig.dir, "deployment.json")
	if err := deployment.WriteManifest(rig.manifestPath, m); err != nil {
		t.Fatal(err)
	}
	rig.scorerKey, rig.passwordFile = writeKeystoreFor(t, rig.dir, scorer)
	rig.ratedTopic = bindings.NewReputationLedger().GetABI().Events[bindings.ReputationLedgerRatedEventName].ID
	rig.completedTopic = scripted.NewScriptedSettlements().GetABI().Events[scripted.ScriptedSettlementsJobSettledEventName].ID

	one, err := rig.client.EstimateGas(ctx, ethereum.CallMsg{From: generator.Address, To: &rig.ledger,
		Data: rig.scriptedABI.PackSettleMany(new(big.Int).Lsh(big.NewInt(1), 40), big.NewInt(100), 1, 100, 5_000_000)})
	if err != nil {
		t.Fatal(err)
	}
	rig.settlementGasEstimate = one/100 + 1
	return rig
}

func (rig *loadRig) head(t *testing.T, ctx context.Context) uint64 {
	t.Helper()
	n, err := rig.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// waitHead polls until the chain reaches block n, and returns the head.
func (rig *loadRig) waitHead(t *testing.T, ctx context.Context, n uint64) uint64 {
	t.Helper()
	for {
		if h := rig.head(t, ctx); h >= n {
			return h
		}
		select {
		case <-ctx.Done():
			t.Fatalf("block %d never came: %v", n, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// ---------------------------------------------------------------- the load

// loadGenerator announces settlements from its own account, spread over 200 agents.
type loadGenerator struct {
	rig   *loadRig
	nonce uint64
	sent  int
}

const loadAgents = 200

func newLoadGenerator(t *testing.T, ctx context.Context, rig *loadRig) *loadGenerator {
	t.Helper()
	nonce, err := rig.client.PendingNonceAt(ctx, rig.generator.Address)
	if err != nil {
		t.Fatal(err)
	}
	return &loadGenerator{rig: rig, nonce: nonce}
}

func (g *loadGenerator) settle(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	gas := 100_000 + uint64(n)*g.rig.settlementGasEstimate*6/5
	tx := types.MustSignNewTx(g.rig.generator.Key, types.LatestSignerForChainID(g.rig.chainID), &types.DynamicFeeTx{
		ChainID: g.rig.chainID, Nonce: g.nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: gas,
		To: &g.rig.ledger, Data: g.rig.scriptedABI.PackSettleMany(big.NewInt(int64(g.sent)), big.NewInt(int64(n)),
			1, loadAgents, 5_000_000),
	})
	if err := g.rig.client.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("settleMany: %v", err)
	}
	g.nonce++
	g.sent += n
}

// ---------------------------------------------------------------- watching from outside

// loadObserver counts, from the chain's logs, the settlements announced per block and the
// ratings made, and reads the daemon's resident memory from /proc.
type loadObserver struct {
	rig       *loadRig
	pid       int
	from      uint64
	rated     int          // ratings of escrow jobs (the double's escrow 0)
	perBlock  []blockCount // cumulative settlements by block, ascending
	settled   int
	peakRSSMB float64

	blocks, fullBlocks int     // blocks seen, and those whose gas used reached 90 % of the limit
	maxFill            float64 // the fullest block's gas used over its limit

	x402Rated     int            // ratings whose escrow is the x402 source
	x402ByReceipt map[string]int // those ratings by job id (the receipt id)
}

type blockCount struct {
	block uint64
	total int // settlements announced up to and including block
}

func (o *loadObserver) sample(t *testing.T, ctx context.Context, head uint64) {
	t.Helper()
	if head < o.from {
		return
	}
	logs, err := o.rig.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(o.from), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{o.rig.ledger},
		Topics:    [][]common.Hash{{o.rig.completedTopic, o.rig.ratedTopic}},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range logs {
		switch l.Topics[0] {
		case o.rig.ratedTopic: // Rated(agentId, escrow, jobId, …): all three indexed
			if common.BytesToAddress(l.Topics[2].Bytes()) == o.rig.x402Source {
				o.x402Rated++
				o.x402ByReceipt[l.Topics[3].Big().String()]++
			} else {
				o.rated++
			}
		case o.rig.completedTopic:
			o.settled++
			if n := len(o.perBlock); n > 0 && o.perBlock[n-1].block == l.BlockNumber {
				o.perBlock[n-1].total = o.settled
			} else {
				o.perBlock = append(o.perBlock, blockCount{l.BlockNumber, o.settled})
			}
		}
	}
	for n := o.from; n <= head; n++ {
		h, err := o.rig.client.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		fill := float64(h.GasUsed) / float64(h.GasLimit)
		o.blocks++
		if fill >= 0.9 {
			o.fullBlocks++
		}
		o.maxFill = max(o.maxFill, fill)
	}
	o.from = head + 1
	if rss := peakRSSMB(o.pid); rss > o.peakRSSMB {
		o.peakRSSMB = rss
	}
}

// lag is the head minus the last block whose settlements are all rated. The settler rates in
// block order, so the first `rated` settlements are the rated ones.
func (o *loadObserver) lag(head uint64) uint64 {
	done := o.from - 1 // every block so far, unless a settlement in one of them is unrated
	for _, b := range o.perBlock {
		if b.total > o.rated {
			done = b.block - 1
			break
		}
	}
	return head - done
}

// cpuSeconds reads the process's user and system CPU time from /proc/PID/stat (Linux only; 0
// elsewhere), in seconds at the kernel's usual 100 ticks a second.
func cpuSeconds(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the command name, which is in parentheses and may hold spaces.
	_, rest, ok := strings.Cut(string(b), ") ")
	if !ok {
		return 0
	}
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseFloat(f[11], 64)
	stime, _ := strconv.ParseFloat(f[12], 64)
	return (utime + stime) / 100
}

// peakRSSMB reads VmHWM, the process's peak resident set, from /proc (Linux only; 0 elsewhere).
func peakRSSMB(pid int) float64 {
	if runtime.GOOS != "linux" {
		return 0
	}
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(s.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}
