// Package attack is the attack lab (issue 15): each known way to game the score is played against
// the real contracts on the embedded chain (testnet), rated by the real settler (settler.Service,
// step by step) and judged by the real router, and measured: what the attacker spends that does
// not come back, its gas, how many identities and epochs it needs, and what it gets.
package attack

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

// Unit is one whole TestToken (6 decimals), in base units.
const Unit = 1_000_000

// CapUnits is the ledger's weight cap on the lab's chain, in whole units.
const CapUnits = deployment.DefaultCapUnits

// FeeBps is the lab marketplace's platform fee: 2.5 %, the demo's marketplace B.
const FeeBps = 250

// Lab is one embedded chain with a ledger and one marketplace (escrow 0, a FeeBps fee to dev 0),
// a settler stepped in-process and a router without a cache, so every read is fresh.
type Lab struct {
	tn          *testnet.Testnet
	shared      bool // the chain is another lab's: Close leaves it running
	ledger      *bind.BoundContract
	ledgerAddr  common.Address
	deployBlock uint64
	escrow      common.Address // the marketplace's escrow, index 0 of the ledger
	svc         *settler.Service
	rt          *router.Router
	dir         string
	rated       []*big.Int // job ids (escrow 0: the ledger key) the settler must rate before a read
	epochs      int        // epochs the chain was moved forward
}

// LabConfig shapes a lab.
type LabConfig struct {
	Accounts []testnet.DevAccount // extra funded accounts (attackers, victims)
	FeeBps   uint16               // the marketplace's fee; FeeBps when 0, none when NoFee
	NoFee    bool
	// TestIdentity deploys a test ERC-8004 identity registry first, so agents may have ids.
	TestIdentity bool
}

// NewLab starts a lab. Close it when done.
func NewLab(ctx context.Context, cfg LabConfig) (*Lab, error) {
	fee := cfg.FeeBps
	if fee == 0 && !cfg.NoFee {
		fee = FeeBps
	}
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{EpochLength: deployment.DefaultEpochLength, Extra: cfg.Accounts, PlatformFeeBps: fee,
		TestIdentity: cfg.TestIdentity})
	if err != nil {
		return nil, fmt.Errorf("start the embedded chain: %w", err)
	}
	// Start at the beginning of an epoch, so that an attack played within one week of chain
	// time never straddles two epochs, whatever the wall clock says.
	if err := tn.AlignToEpoch(ctx); err != nil {
		_ = tn.Close()
		return nil, fmt.Errorf("align the chain to an epoch: %w", err)
	}
	l, err := open(ctx, tn, tn.Deployment)
	if err != nil {
		_ = tn.Close()
		return nil, err
	}
	return l, nil
}

// open makes a lab over a deployment on tn: its own settler (the scorer is dev 1 on every
// ledger of the lab) and router.
func open(ctx context.Context, tn *testnet.Testnet, d *deployment.Deployment) (*Lab, error) {
	l := &Lab{tn: tn, ledger: tn.LedgerABI.Instance(tn.Client, d.Ledger), ledgerAddr: d.Ledger, deployBlock: d.Block, escrow: d.Escrow()}
	var err error
	if l.dir, err = os.MkdirTemp("", "repledger-attack-"); err != nil {
		return nil, err
	}
	l.svc, err = settler.NewService(ctx, settler.Config{RPC: tn.HTTPURL, Ledger: d.Ledger, Confirmations: 0,
		StartBlock: d.Block, CheckpointPath: filepath.Join(l.dir, "checkpoint.json"), BatchSize: 100,
		PollInterval: 20 * time.Millisecond, ResubmitAfter: 30 * time.Second}, tn.Client, tn.Scorer.Key, zerolog.Nop())
	if err == nil {
		l.rt, err = router.New(tn.Client, d.Ledger, router.WithCacheTTL(0), router.WithTimeout(10*time.Second))
	}
	if err != nil {
		_ = os.RemoveAll(l.dir)
		return nil, fmt.Errorf("start the settler and router: %w", err)
	}
	return l, nil
}

// Close stops the chain (unless another lab owns it) and removes the settler's checkpoint.
func (l *Lab) Close() {
	if !l.shared {
		_ = l.tn.Close()
	}
	_ = os.RemoveAll(l.dir)
}

// Chain is the lab's chain.
func (l *Lab) Chain() *testnet.Testnet { return l.tn }

// Router is the lab's router.
func (l *Lab) Router() *router.Router { return l.rt }

// Treasury is who collects the marketplace's fee.
func (l *Lab) Treasury() common.Address { return l.tn.Deployment.Escrows[0].Treasury }

// Run drives jobs through the marketplace; their ratings are awaited by the next Settle unless
// unrated is set (jobs the escrow marks not rateable).
func (l *Lab) Run(ctx context.Context, jobs []testnet.Job, unrated bool) ([]*big.Int, error) {
	ids, err := l.tn.RunJobs(ctx, jobs)
	if err != nil {
		return nil, err
	}
	if !unrated {
		l.rated = append(l.rated, ids...)
	}
	return ids, nil
}

// Settle steps the settler until the ledger holds every job Run was asked to have rated.
func (l *Lab) Settle(ctx context.Context) error {
	// The settler's own submission waits in the pool until a new head promotes it: blocks come
	// every few milliseconds while it steps, and only then.
	// The committer has stopped when Settle returns: a Commit still running when the lab closes
	// its chain would race the close.
	stop, stopped := make(chan struct{}), make(chan struct{})
	defer func() { close(stop); <-stopped }()
	go func() {
		defer close(stopped)
		for {
			select {
			case <-stop:
				return
			case <-time.After(15 * time.Millisecond):
				l.tn.Commit()
			}
		}
	}()
	for range 200 {
		caughtUp, err := l.svc.Step(ctx)
		if err != nil {
			return fmt.Errorf("settler step: %w", err)
		}
		if !caughtUp {
			continue
		}
		left, err := l.unrated(ctx)
		if err != nil || len(left) == 0 {
			l.rated = left
			return err
		}
		l.rated = left
		select { // the completion's block is being mined: the next step reads it
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(10 * time.Millisecond):
		}
	}
	return fmt.Errorf("the settler left %d jobs unrated after 200 steps", len(l.rated))
}

func (l *Lab) unrated(ctx context.Context) ([]*big.Int, error) {
	if len(l.rated) == 0 {
		return nil, nil
	}
	rated, err := bind.Call(l.ledger, &bind.CallOpts{Context: ctx}, l.tn.LedgerABI.PackAreRated(l.rated), l.tn.LedgerABI.UnpackAreRated)
	if err != nil {
		return nil, fmt.Errorf("read areRated: %w", err)
	}
	var left []*big.Int
	for i, ok := range rated {
		if !ok {
			left = append(left, l.rated[i])
		}
	}
	return left, nil
}

// Gate settles what is waiting, then asks the router about one agent.
func (l *Lab) Gate(ctx context.Context, agent common.Address) (router.Decision, error) {
	if err := l.Settle(ctx); err != nil {
		return router.Decision{}, err
	}
	return l.read(ctx, AgentOf(agent))
}

// read asks the router about one agent id, without settling first.
func (l *Lab) read(ctx context.Context, agent *big.Int) (router.Decision, error) {
	d, err := l.rt.Gate(ctx, agent)
	if err == nil && d.Source == router.SourcePrior {
		err = errors.New("the router fell back on the prior: the chain did not answer")
	}
	return d, err
}

// AdvanceEpochs moves the chain n epochs on.
func (l *Lab) AdvanceEpochs(n int) error {
	l.epochs += n
	return l.tn.AdvanceEpochs(n)
}

// AgentOf is the ledger key of a provider address.
func AgentOf(a common.Address) *big.Int { return new(big.Int).SetBytes(a.Bytes()) }

// Balance is an account's TestToken balance.
func (l *Lab) Balance(ctx context.Context, a common.Address) (*big.Int, error) {
	return bind.Call(l.tn.Token, &bind.CallOpts{Context: ctx}, l.tn.TokenABI.PackBalanceOf(a), l.tn.TokenABI.UnpackBalanceOf)
}

// Books are the attacker's books from a mark on: what its addresses held, what was minted to
// them since (each job's budget, which testnet mints to its client), and the chain's head.
type Books struct {
	lab     *Lab
	addrs   []common.Address
	held    *big.Int
	minted  *big.Int
	from    uint64
	gasUsed uint64
	scanned uint64
}

// Books opens the attacker's books over its addresses.
func (l *Lab) Books(ctx context.Context, addrs ...common.Address) (*Books, error) {
	b := &Books{lab: l, addrs: addrs, minted: new(big.Int)}
	var err error
	if b.held, err = b.holdings(ctx); err != nil {
		return nil, err
	}
	if err := l.tn.Mine(ctx); err != nil {
		return nil, err
	}
	b.from, err = l.tn.Client.BlockNumber(ctx)
	b.scanned = b.from
	return b, err
}

// Paid records the budgets of jobs the attacker's addresses paid for.
func (b *Books) Paid(jobs []testnet.Job) {
	for _, j := range jobs {
		if b.owns(j.Client.Address) {
			b.minted.Add(b.minted, j.Budget)
		}
	}
}

func (b *Books) owns(a common.Address) bool {
	for _, x := range b.addrs {
		if x == a {
			return true
		}
	}
	return false
}

func (b *Books) holdings(ctx context.Context) (*big.Int, error) {
	sum := new(big.Int)
	for _, a := range b.addrs {
		v, err := b.lab.Balance(ctx, a)
		if err != nil {
			return nil, fmt.Errorf("balance of %s: %w", a.Hex(), err)
		}
		sum.Add(sum, v)
	}
	return sum, nil
}

// Spent is what left the attacker's addresses for good since the books opened: what they held
// plus what they were paid in, minus what they hold now (fees, and budgets paid to others).
func (b *Books) Spent(ctx context.Context) (*big.Int, error) {
	now, err := b.holdings(ctx)
	if err != nil {
		return nil, err
	}
	spent := new(big.Int).Add(b.held, b.minted)
	return spent.Sub(spent, now), nil
}

// Gas is the gas of every transaction the attacker's addresses sent since the books opened,
// read from the blocks' receipts.
func (b *Books) Gas(ctx context.Context) (uint64, error) {
	c := b.lab.tn.Client
	if err := b.lab.tn.Mine(ctx); err != nil {
		return 0, err
	}
	head, err := c.BlockNumber(ctx)
	if err != nil {
		return 0, err
	}
	signer := types.LatestSignerForChainID(big.NewInt(testnet.SimulatedChainID))
	for n := b.scanned + 1; n <= head; n++ {
		blk, err := c.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			return 0, fmt.Errorf("read block %d: %w", n, err)
		}
		for _, tx := range blk.Transactions() {
			from, err := types.Sender(signer, tx)
			if err != nil || !b.owns(from) {
				continue
			}
			r, err := testnet.WaitReceipt(ctx, c, tx.Hash())
			if err != nil {
				return 0, err
			}
			b.gasUsed += r.GasUsed
		}
	}
	b.scanned = head
	return b.gasUsed, nil
}
