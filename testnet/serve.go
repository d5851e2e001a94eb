package testnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"time"

	"github.com/repledger/repledger/deployment"
)

// ServeConfig shapes a served testnet.
type ServeConfig struct {
	HTTPPort, WSPort int           // on 127.0.0.1; 0 picks a free port
	BlockPeriod      time.Duration // waiting transactions sealed every period; 0 mines each as it arrives
	// IdleBlockPeriod, with a BlockPeriod: an empty block when idle this long (never less than
	// the period); 0 is IdleBlockInterval. Each block moves chain time on by at least a second, so
	// under a second chain time runs ahead of the clock: for tests that want confirmations fast.
	IdleBlockPeriod time.Duration
	EpochLength     uint64       // seconds; 60 suits a testnet
	WeightCap       *big.Int     // base units; 12 TestToken units when nil
	Extra           []DevAccount // more funded accounts
	PlatformFeeBps  uint16       // the first escrow's platform fee
	TestIdentity    bool         // deploy a test ERC-8004 identity registry first (SimConfig.TestIdentity)
}

// Testnet is an embedded chain serving JSON-RPC on loopback, with the contracts deployed and a
// miner running. Tests move its time with AdvanceEpochs.
type Testnet struct {
	*Sim
	HTTPURL, WSURL string
	Manifest       *deployment.Manifest

	cancel context.CancelFunc
	done   chan struct{}
}

// ErrPortInUse is returned when a requested RPC port cannot be listened on.
var ErrPortInUse = errors.New("port in use")

// Serve starts a testnet. It returns once JSON-RPC is being served and the contracts deployed.
func Serve(ctx context.Context, cfg ServeConfig) (*Testnet, error) {
	httpPort, wsPort, err := loopbackPorts(cfg.HTTPPort, cfg.WSPort)
	if err != nil {
		return nil, err
	}
	sim, err := StartSim(ctx, SimConfig{EpochLength: cfg.EpochLength, WeightCap: cfg.WeightCap,
		RPC: RPC{HTTPPort: httpPort, WSPort: wsPort}, Extra: cfg.Extra, PlatformFeeBps: cfg.PlatformFeeBps,
		TestIdentity: cfg.TestIdentity})
	if err != nil {
		return nil, err
	}
	t := &Testnet{Sim: sim, done: make(chan struct{}),
		HTTPURL: fmt.Sprintf("http://127.0.0.1:%d", httpPort), WSURL: fmt.Sprintf("ws://127.0.0.1:%d", wsPort)}
	t.Manifest = deployment.ManifestFor(sim.Deployment, sim.Params(SimConfig{EpochLength: sim.EpochLength, WeightCap: sim.WeightCap,
		PlatformFeeBps: cfg.PlatformFeeBps}), SimulatedChainID, t.HTTPURL, t.WSURL, deployment.TestTokenDecimals, deployment.TestTokenSymbol)
	mineCtx, cancel := context.WithCancel(context.Background())
	t.cancel = cancel
	idle := cfg.IdleBlockPeriod
	if idle <= 0 {
		idle = IdleBlockInterval
	}
	go t.mine(mineCtx, cfg.BlockPeriod, idle)
	return t, nil
}

// AddEscrow creates another marketplace's escrow (the admin, dev 0, sends it) and lists it in
// the testnet's manifest, so that Remote drivers and `verify` made from the manifest see it.
func (t *Testnet) AddEscrow(ctx context.Context, p deployment.EscrowParams) (deployment.EscrowInfo, error) {
	e, err := t.Sim.AddEscrow(ctx, p)
	if err != nil {
		return deployment.EscrowInfo{}, err
	}
	t.Manifest.AddEscrow(e)
	return e, nil
}

// Close stops the miner and the chain.
func (t *Testnet) Close() error {
	t.cancel()
	<-t.done
	return t.Sim.Close()
}

// IdleBlockInterval is how often a chain with a block period seals an empty block when no
// transaction is waiting, unless ServeConfig.IdleBlockPeriod says otherwise: often enough that
// confirmations come and chain time keeps up with the clock, never faster than one a second,
// since each block moves chain time on by at least a second (a 50 ms period sealing empty
// blocks ran chain time 20 times faster than the clock).
const IdleBlockInterval = time.Second

// sealNow is the miner's policy with a block period: a block when a transaction waits, else an
// empty one once the chain has been idle for the idle period, and at least the period.
func sealNow(pending bool, sinceLastBlock, period, idle time.Duration) bool {
	return pending || sinceLastBlock >= max(period, idle)
}

// mine produces blocks. With a period it looks every period and seals what is waiting, or an
// empty block on the idle clock (sealNow); with no period it seals as soon as a transaction is
// waiting (checked every 20 ms) and nothing otherwise, as anvil does by default.
func (t *Testnet) mine(ctx context.Context, period, idle time.Duration) {
	defer close(t.done)
	tick := period
	if tick <= 0 {
		tick = 20 * time.Millisecond
	}
	ticker := time.NewTicker(tick)
	defer ticker.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
		if period <= 0 {
			if err := t.Mine(ctx); err != nil && ctx.Err() == nil {
				continue // the next tick retries
			}
			continue
		}
		n, err := t.Client.PendingTransactionCount(ctx)
		if err != nil {
			continue // the next tick retries
		}
		if sealNow(n > 0, time.Since(last), period, idle) {
			t.Commit()
			last = time.Now()
		}
	}
}

// loopbackPorts returns the requested HTTP and WebSocket ports if each can be listened on at
// 127.0.0.1, or free ones for those given as 0. Both listeners stay open until both ports are
// chosen, so two free picks can never be the same port.
func loopbackPorts(httpPort, wsPort int) (int, int, error) {
	if httpPort != 0 && httpPort == wsPort {
		return 0, 0, fmt.Errorf("HTTP and WebSocket ports are both %d: give them different ports", httpPort)
	}
	httpL, err := listenLoopback(httpPort, "HTTP")
	if err != nil {
		return 0, 0, err
	}
	defer httpL.Close()
	wsL, err := listenLoopback(wsPort, "WebSocket")
	if err != nil {
		return 0, 0, err
	}
	defer wsL.Close()
	return httpL.Addr().(*net.TCPAddr).Port, wsL.Addr().(*net.TCPAddr).Port, nil
}

func listenLoopback(port int, what string) (net.Listener, error) {
	if port < 0 || port > 65535 {
		return nil, fmt.Errorf("%s port %d: want 0 (pick a free one) or 1..65535", what, port)
	}
	l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return nil, fmt.Errorf("%s port %d: %w (%v); pick another or 0 for a free one", what, port, ErrPortInUse, err)
	}
	return l, nil
}
