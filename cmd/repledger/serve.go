package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/server"
)

var (
	dataDirFlag = cli.StringFlag{Name: "data-dir", Value: "repledger-data", EnvVars: envVar("data-dir"),
		Usage: "`DIR` of the index database (created when missing); bound to one chain and ledger"}
	listenFlag = cli.StringFlag{Name: "listen", Value: "127.0.0.1:8080", EnvVars: envVar("listen"),
		Usage: "`HOST:PORT` to serve the page and the API on"}
	serveRegistryFlag = cli.StringFlag{Name: "identity-registry", EnvVars: envVar("identity-registry"),
		DefaultText: "the manifest's identity_registry, if any",
		Usage:       "the ERC-8004 identity registry at `ADDR` whose minted agent ids are listed at the prior until rated"}
	serveConfirmationsFlag = cli.Uint64Flag{Name: "confirmations", Value: index.DefaultConfirmations, EnvVars: envVar("confirmations"),
		Usage: "blocks an event must be buried under before it is indexed"}
)

func serveCommand() *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "the reputation backend: index the ledger into --data-dir and serve the leaderboard page and the JSON API",
		Description: "Follows the ledger's Rated events and its escrows' job events (with confirmations and reorg " +
			"rollback) into an embedded SQLite database in --data-dir, rebuilds every agent's state with the ledger/v2 " +
			"state machine, audits it against repStates (once caught up, at most every 15 s after new ratings), and serves the page at / and the API under " +
			"/v1/ (described at /openapi.json), with /metrics, /livez and /readyz. A data directory of another chain " +
			"or ledger is refused. Given a manifest (--deployment), the contracts are verified on chain every minute and the page " +
			"warns while it does not verify.",
		Flags: []cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&ledgerFlag), fresh(&dataDirFlag), fresh(&listenFlag),
			fresh(&serveConfirmationsFlag), fresh(&startBlockFlag), fresh(&serveRegistryFlag), fresh(&logFormatFlag), fresh(&logLevelFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			e, err := resolveEndpoint(c, endpointNeeds{ledger: true})
			if err != nil {
				return err
			}
			start := startBlockFlag.Get(c)
			if !c.IsSet(startBlockFlag.Name) && e.Manifest != nil {
				start = e.Manifest.DeploymentBlock
			}
			var registry common.Address
			if e.Manifest != nil {
				registry = e.Manifest.IdentityRegistry
			}
			if v := serveRegistryFlag.Get(c); v != "" {
				if registry, err = parseAddress("--identity-registry", v); err != nil {
					return err
				}
			}
			client, _, err := dialNode(c.Context, e.URL, e.URLFrom)
			if err != nil {
				return err
			}
			defer client.Close()
			log := newLogger(c.App.ErrWriter, logFormatFlag.Get(c), logLevelFlag.Get(c), "serve")
			b, err := startBackend(c.Context, backendConfig{client: client, endpoint: e, start: start, dataDir: dataDirFlag.Get(c),
				listen: listenFlag.Get(c), confirmations: serveConfirmationsFlag.Get(c), log: log, registry: registry})
			if err != nil {
				return err
			}
			fmt.Fprintf(c.App.Writer, "serving ledger %s at %s (data in %s)\n", e.Ledger.Hex(), b.URL, dataDirFlag.Get(c))
			<-c.Context.Done()
			return b.Close()
		},
	}
}

type backendConfig struct {
	client        *ethclient.Client
	endpoint      *endpoint
	start         uint64
	dataDir       string
	listen        string
	listener      net.Listener // taken already (demo --serve checks it before its run); else listen is
	confirmations uint64
	poll          time.Duration
	log           zerolog.Logger
	registry      common.Address // ERC-8004 identity registry; zero: none
	// wait: catch up with the chain before serving (the demo and tests); otherwise the page
	// serves at once what is stored and /readyz answers 503 until the index has caught up.
	wait bool
}

// backend is a running `serve`: the indexer following the chain and the HTTP server.
type backend struct {
	URL     string
	Indexer *index.Indexer
	Server  *server.Server
	store   *index.Store
	http    *http.Server
	cancel  context.CancelFunc
	done    chan struct{}
}

// startBackend opens the data directory, catches up with the chain, and starts serving.
func startBackend(ctx context.Context, cfg backendConfig) (*backend, error) {
	st, err := index.Open(cfg.dataDir)
	if err != nil {
		return nil, err
	}
	ix, err := index.New(ctx, index.Config{Ledger: cfg.endpoint.Ledger, StartBlock: cfg.start, Confirmations: cfg.confirmations,
		PollInterval: cfg.poll, IdentityRegistry: cfg.registry, SourceKinds: index.SourceKindsOf(cfg.endpoint.Manifest)}, cfg.client, st, cfg.log)
	if err != nil {
		_ = st.Close()
		return nil, err
	}
	if cfg.wait {
		if err := ix.CatchUp(ctx); err != nil {
			_ = st.Close()
			return nil, fmt.Errorf("index the ledger: %w", err)
		}
		ix.AuditNow(ctx)
	}
	ln := cfg.listener
	if ln == nil {
		if ln, err = net.Listen("tcp", cfg.listen); err != nil {
			_ = st.Close()
			return nil, fmt.Errorf("--listen %s: %w", cfg.listen, err)
		}
	}
	srv := server.New(ix, ix.Metrics.Registry, func() error {
		if !ix.CaughtUp() {
			return errors.New("the index has not caught up with the chain yet")
		}
		snap := ix.Snapshot()
		if lag := snap.Head - min(snap.Head, snap.Synced); lag > 2*cfg.confirmations+16 {
			return fmt.Errorf("index %d blocks behind the head", lag)
		}
		return nil
	})
	if m := cfg.endpoint.Manifest; m != nil && m.AssetSymbol != "" {
		srv.Symbol = m.AssetSymbol
	}
	runCtx, cancel := context.WithCancel(context.Background())
	b := &backend{URL: "http://" + ln.Addr().String() + "/", Indexer: ix, Server: srv, store: st, cancel: cancel, done: make(chan struct{}),
		http: &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}}
	verifyOnce(runCtx, cfg, srv)
	go func() {
		defer close(b.done)
		go func() {
			t := time.NewTicker(time.Minute)
			defer t.Stop()
			for {
				select {
				case <-runCtx.Done():
					return
				case <-t.C:
					verifyOnce(runCtx, cfg, srv)
				}
			}
		}()
		_ = ix.Run(runCtx)
	}()
	go func() { _ = b.http.Serve(ln) }()
	return b, nil
}

// verifyOnce checks the deployment on chain, as `repledger verify` does, for the page's banner.
func verifyOnce(ctx context.Context, cfg backendConfig, srv *server.Server) {
	m := cfg.endpoint.Manifest
	if m == nil {
		srv.SetVerification(&server.Verification{Checked: true, Error: "no --deployment manifest to verify the contracts against."})
		return
	}
	checks, err := deployment.Verify(ctx, cfg.client, m)
	v := server.NewVerification(checks, err)
	srv.SetVerification(v)
}

// Close stops serving and following, and closes the database.
func (b *backend) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := b.http.Shutdown(ctx)
	b.cancel()
	<-b.done
	return errors.Join(err, b.store.Close())
}
