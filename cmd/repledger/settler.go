package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/settler"
)

// settlerMemoryLimit is the daemon's soft memory limit unless GOMEMLIMIT says otherwise.
const settlerMemoryLimit = 48 << 20

func settlerCommand() *cli.Command {
	return &cli.Command{
		Name:  "settler",
		Usage: "the daemon that turns every settled escrow job, and every x402 payment its payer rates, into exactly one ledger rating",
		Subcommands: []*cli.Command{{
			Name:  "run",
			Usage: "follow the ledger's escrows and rate settlements until SIGINT or SIGTERM",
			Description: "It reads the JobSettled events of every escrow of the ledger (including escrows created while " +
				"it runs) up to the head minus --confirmations, drops the jobs the ledger already holds and submits the " +
				"rest with submitBatch: the ledger derives each rating and weight from the escrow's record (ledger/v2). " +
				"A completion counts as done once its rating is itself buried under --confirmations " +
				"blocks. Over ws:// or wss:// it is woken by new heads; over http(s):// it polls. With --deployment it " +
				"takes the manifest's WebSocket URL when it has one.\n\n" +
				"With --x402-outbox it also relays payers' signed outcomes of x402 payments to the ledger's x402 source " +
				"(rateBatch), exactly once each, once their settlements are buried; --outcomes-listen takes them over " +
				"HTTP. A late or wrong outcome is logged, counted and dropped.\n\n" +
				"The configuration is checked before anything touches the node, one line a bad field; then the node, " +
				"and the ledger are checked to be there. Logs carry escrow, job_id, agent_id (the ledger's key), " +
				"agent (a provider's address, or the ERC-8004 id) and tx_hash.",
			Flags: []cli.Flag{
				fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&ledgerFlag), fresh(&keystoreFlag),
				fresh(&passwordFileFlag), fresh(&confirmationsFlag), fresh(&startBlockFlag), fresh(&checkpointFlag),
				fresh(&batchSizeFlag), fresh(&maxRangeFlag), fresh(&pollIntervalFlag), fresh(&maxFeeFlag),
				fresh(&resubmitAfterFlag), fresh(&stuckAfterFlag), fresh(&readyLagFlag), fresh(&metricsAddrFlag),
				fresh(&erc8004ReputationFlag), fresh(&x402OutboxFlag), fresh(&outcomesListenFlag), fresh(&x402SourceFlag),
				fresh(&logFormatFlag), fresh(&logLevelFlag),
			},
			Action: runSettler,
		}},
	}
}

// settlerConfig builds and checks the configuration from flags alone: no file but the
// manifest is read and nothing touches the network. Every bad field is listed.
func settlerConfig(c *cli.Context) (settler.Config, *endpoint, error) {
	cfg := settler.Config{
		Confirmations: confirmationsFlag.Get(c), StartBlock: startBlockFlag.Get(c),
		CheckpointPath: checkpointFlag.Get(c), BatchSize: batchSizeFlag.Get(c), MaxRange: maxRangeFlag.Get(c),
		PollInterval: pollIntervalFlag.Get(c), MaxFeeGwei: maxFeeFlag.Get(c),
		ResubmitAfter: resubmitAfterFlag.Get(c), MetricsAddr: metricsAddrFlag.Get(c),
		StuckAfter: stuckAfterFlag.Get(c), ReadyLag: readyLagFlag.Get(c),
		OutboxPath: x402OutboxFlag.Get(c), OutcomesAddr: outcomesListenFlag.Get(c),
	}
	if cfg.StuckAfter == 0 {
		cfg.StuckAfter = cfg.DefaultStuckAfter()
	}
	var errs []error
	e, err := resolveEndpoint(c, endpointNeeds{ledger: true, preferWS: true})
	if err != nil {
		errs = append(errs, err)
	} else {
		cfg.RPC, cfg.Ledger = e.URL, e.Ledger
		if e.Manifest != nil && !c.IsSet(startBlockFlag.Name) {
			cfg.StartBlock = e.Manifest.DeploymentBlock
		}
	}
	if a := erc8004ReputationFlag.Get(c); a != "" {
		addr, perr := parseAddress("--erc8004-reputation", a)
		if perr != nil {
			errs = append(errs, perr)
		}
		cfg.ERC8004Reputation = addr
	}
	if a := x402SourceFlag.Get(c); a != "" {
		addr, perr := parseAddress("--x402-source", a)
		if perr != nil {
			errs = append(errs, perr)
		}
		cfg.X402Source = addr
	}
	for _, f := range []*cli.StringFlag{&keystoreFlag, &passwordFileFlag} {
		if f.Get(c) == "" {
			errs = append(errs, usagef("--%s: required (the scorer key comes only from an encrypted keystore and its password file)", f.Name))
		}
	}
	if f := logFormatFlag.Get(c); f != "json" && f != "console" {
		errs = append(errs, usagef("--log-format %q: want json or console", f))
	}
	if l := logLevelFlag.Get(c); l == "" || !validLevel(l) {
		errs = append(errs, usagef("--log-level %q: want debug, info, warn or error", l))
	}
	// Config.Check names the endpoint fields too: those resolveEndpoint already reported are
	// not repeated. Its field errors are usage errors, but for an unusable checkpoint folder.
	for _, ce := range splitJoined(cfg.Check()) {
		switch {
		case err != nil && (errors.Is(ce, settler.ErrNoRPC) || errors.Is(ce, settler.ErrBadRPC) || errors.Is(ce, settler.ErrNoContract)):
		case errors.Is(ce, settler.ErrCheckpointDir), errors.Is(ce, settler.ErrOutboxDir):
			errs = append(errs, ce)
		default:
			errs = append(errs, usageError{ce})
		}
	}
	if len(errs) > 0 {
		return cfg, nil, errors.Join(errs...)
	}
	return cfg, e, nil
}

func validLevel(l string) bool {
	_, err := zerolog.ParseLevel(l)
	return err == nil
}

// splitJoined lists the errors an errors.Join holds (none for nil).
func splitJoined(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

// newLogger logs JSON lines, or console lines for people, coloured only on a terminal.
func newLogger(w io.Writer, format, level, component string) zerolog.Logger {
	lvl, _ := zerolog.ParseLevel(level)
	if format == "console" {
		w = zerolog.ConsoleWriter{Out: w, TimeFormat: time.TimeOnly, NoColor: !colorOn(w)}
	}
	return zerolog.New(w).Level(lvl).With().Timestamp().Str("component", component).Logger()
}

func runSettler(c *cli.Context) error {
	if err := noArgs(c); err != nil {
		return err
	}
	cfg, e, err := settlerConfig(c)
	if err != nil {
		return fmt.Errorf("bad settler configuration, nothing was started:\n%w", err)
	}
	key, err := loadKey(keystoreFlag.Get(c), passwordFileFlag.Get(c))
	if err != nil {
		return err
	}
	log := newLogger(c.App.ErrWriter, logFormatFlag.Get(c), logLevelFlag.Get(c), "settler")
	// The settler holds a bounded amount of work at any time; a soft memory limit keeps the
	// garbage collector from letting the heap grow to twice that before it collects. GOMEMLIMIT
	// in the environment overrides it.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(settlerMemoryLimit)
	}
	ctx := c.Context
	// A signal while starting is a stop like any other: nothing was sent, nothing written.
	stoppedWhileStarting := func(err error) error {
		if ctx.Err() == nil {
			return err
		}
		log.Info().Str("checkpoint", cfg.CheckpointPath).Msg("settler stopped while starting; checkpoint is consistent: it was not touched")
		return nil
	}
	client, err := connectSettler(ctx, e)
	if err != nil {
		return stoppedWhileStarting(err)
	}
	defer client.Close()
	dialCtx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	svc, err := settler.NewService(dialCtx, cfg, client, key.PrivateKey, log)
	if err != nil {
		return stoppedWhileStarting(err)
	}
	if cfg.MetricsAddr != "" {
		health, err := settler.ListenHealth(cfg.MetricsAddr, svc)
		if err != nil {
			return err
		}
		go func() {
			if err := health.Serve(); err != nil {
				log.Error().Err(err).Msg("metrics server stopped")
			}
		}()
		defer func() {
			shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = health.Shutdown(shutdownCtx)
		}()
		log.Info().Str("addr", health.Addr()).Msg("serving /metrics, /livez, /readyz")
	}
	defer func() {
		if err := svc.Close(); err != nil {
			log.Error().Err(err).Str("outbox", cfg.OutboxPath).Msg("x402 outbox not closed cleanly (what was acknowledged is on disk)")
		}
	}()
	if cfg.OutcomesAddr != "" {
		intake, err := settler.ListenOutcomes(cfg.OutcomesAddr, svc)
		if err != nil {
			return err
		}
		go func() {
			if err := intake.Serve(); err != nil {
				log.Error().Err(err).Msg("x402 outcomes intake stopped")
			}
		}()
		// Deferred after the outbox's Close, so it runs first: requests in flight are stored
		// and answered before the outbox closes.
		defer func() {
			shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = intake.Shutdown(shutdownCtx)
		}()
		log.Info().Str("addr", intake.Addr()).Str("path", settler.OutcomesPath).Msg("taking x402 outcomes")
	}
	log.Info().Str("rpc", cfg.RPC).Str("ledger", cfg.Ledger.Hex()).
		Str("scorer", key.Address.Hex()).Uint64("confirmations", cfg.Confirmations).Msg("settler started")
	err = svc.Run(ctx)
	if block, saved := svc.CheckpointBlock(); saved {
		log.Info().Uint64("checkpoint_block", block).Str("checkpoint", cfg.CheckpointPath).
			Msg("settler stopped; checkpoint is consistent")
	} else {
		log.Info().Str("checkpoint", cfg.CheckpointPath).Msg("settler stopped before its first checkpoint: nothing was written")
	}
	return err
}

// connectSettler reaches the node and checks that the ledger is there, so that a wrong URL,
// chain or address is named as such before the daemon starts (the settler reads the ledger's
// escrows from it).
func connectSettler(ctx context.Context, e *endpoint) (*ethclient.Client, error) {
	client, chainID, err := dialNode(ctx, e.URL, e.URLFrom)
	if err != nil {
		return nil, err
	}
	probeCtx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	where := fmt.Sprintf("%s (chain %s)", e.URL, chainID)
	if err := probeLedger(probeCtx, client, e.Ledger); err != nil {
		client.Close()
		return nil, contractProblem("ledger", e.Ledger, e.LedgerFrom, where, err)
	}
	return client, nil
}
