package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/settler"
	"github.com/repledger/repledger/testnet"
)

func env(name string) []string { return []string{"REPLEDGER_" + name} }

// settlerMemoryLimit is the daemon's soft memory limit unless GOMEMLIMIT says otherwise.
const settlerMemoryLimit = 48 << 20

func settlerCommand() *cli.Command {
	return &cli.Command{
		Name:  "settler",
		Usage: "the daemon that turns every settled escrow job into exactly one ledger rating",
		Subcommands: []*cli.Command{{
			Name:  "run",
			Usage: "follow the escrow and rate settlements until SIGINT or SIGTERM",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "deployment", Usage: "deployment manifest `FILE` (gives --rpc, --escrow, --ledger, --start-block)", EnvVars: env("DEPLOYMENT")},
				&cli.StringFlag{Name: "rpc", Usage: "node `URL`; ws(s):// subscribes to new heads, http(s):// polls", EnvVars: env("RPC")},
				&cli.StringFlag{Name: "escrow", Usage: "escrow `ADDR`", EnvVars: env("ESCROW")},
				&cli.StringFlag{Name: "ledger", Usage: "ledger `ADDR`", EnvVars: env("LEDGER")},
				&cli.StringFlag{Name: "keystore", Usage: "encrypted keystore `FILE` of the scorer account", EnvVars: env("KEYSTORE")},
				&cli.StringFlag{Name: "password-file", Usage: "`FILE` holding the keystore's password", EnvVars: env("PASSWORD_FILE")},
				&cli.Uint64Flag{Name: "confirmations", Value: settler.DefaultConfirmations, Usage: "blocks a completion must be buried under before it is rated", EnvVars: env("CONFIRMATIONS")},
				&cli.Uint64Flag{Name: "start-block", Usage: "first block to read when there is no checkpoint (default: the manifest's deployment block)", EnvVars: env("START_BLOCK")},
				&cli.StringFlag{Name: "checkpoint", Value: "settler-checkpoint.json", Usage: "`FILE` the progress is kept in", EnvVars: env("CHECKPOINT")},
				&cli.IntFlag{Name: "batch-size", Value: settler.DefaultBatchSize, Usage: "ratings per submitBatch transaction (1..500)", EnvVars: env("BATCH_SIZE")},
				&cli.Uint64Flag{Name: "max-range", Value: settler.DefaultMaxRange, Usage: "blocks per log query (halved when the node refuses)", EnvVars: env("MAX_RANGE")},
				&cli.DurationFlag{Name: "poll-interval", Value: settler.DefaultPollInterval, Usage: "how often to look for new blocks", EnvVars: env("POLL_INTERVAL")},
				&cli.Float64Flag{Name: "max-fee-gwei", Value: settler.DefaultMaxFeeGwei, Usage: "ceiling on the fee per gas", EnvVars: env("MAX_FEE_GWEI")},
				&cli.DurationFlag{Name: "resubmit-after", Value: settler.DefaultResubmitAfter, Usage: "re-send with higher fees when not mined by then", EnvVars: env("RESUBMIT_AFTER")},
				&cli.DurationFlag{Name: "stuck-after", Usage: "/readyz answers 503 while one step runs longer (default: twice --resubmit-after)", EnvVars: env("STUCK_AFTER")},
				&cli.Uint64Flag{Name: "ready-lag", Value: settler.DefaultReadyLag, Usage: "/readyz answers 503 once head - checkpoint exceeds 2*confirmations + 1 + this", EnvVars: env("READY_LAG")},
				&cli.StringFlag{Name: "metrics-addr", Usage: "`HOST:PORT` for /metrics, /livez and /readyz (off when empty)", EnvVars: env("METRICS_ADDR")},
				&cli.StringFlag{Name: "log-format", Value: "json", Usage: "json (for machines) or console (for people)", EnvVars: env("LOG_FORMAT")},
				&cli.StringFlag{Name: "log-level", Value: "info", Usage: "debug, info, warn or error", EnvVars: env("LOG_LEVEL")},
			},
			Action: runSettler,
		}},
	}
}

// settlerConfig builds and checks the configuration from flags alone: no file but the
// manifest is read and nothing touches the network.
func settlerConfig(c *cli.Context) (settler.Config, error) {
	cfg := settler.Config{
		RPC: c.String("rpc"), Confirmations: c.Uint64("confirmations"), StartBlock: c.Uint64("start-block"),
		CheckpointPath: c.String("checkpoint"), BatchSize: c.Int("batch-size"), MaxRange: c.Uint64("max-range"),
		PollInterval: c.Duration("poll-interval"), MaxFeeGwei: c.Float64("max-fee-gwei"),
		ResubmitAfter: c.Duration("resubmit-after"), MetricsAddr: c.String("metrics-addr"),
		StuckAfter: c.Duration("stuck-after"), ReadyLag: c.Uint64("ready-lag"),
	}
	if cfg.StuckAfter == 0 {
		cfg.StuckAfter = cfg.DefaultStuckAfter()
	}
	var errs []error
	if path := c.String("deployment"); path != "" {
		m, err := testnet.ReadManifest(path)
		if err != nil {
			return cfg, fmt.Errorf("--deployment: %w", err)
		}
		if cfg.RPC == "" {
			cfg.RPC = m.RPCHTTP
			if m.RPCWS != "" {
				cfg.RPC = m.RPCWS
			}
		}
		cfg.Escrow, cfg.Ledger = m.Escrow, m.Ledger
		if !c.IsSet("start-block") {
			cfg.StartBlock = m.DeploymentBlock
		}
	}
	for _, f := range []struct {
		flag string
		dst  *common.Address
	}{{"escrow", &cfg.Escrow}, {"ledger", &cfg.Ledger}} {
		if v := c.String(f.flag); v != "" {
			if !common.IsHexAddress(v) {
				errs = append(errs, fmt.Errorf("--%s %q: want a 0x-prefixed 20-byte address", f.flag, v))
				continue
			}
			*f.dst = common.HexToAddress(v)
		}
	}
	for _, f := range []string{"keystore", "password-file"} {
		if c.String(f) == "" {
			errs = append(errs, fmt.Errorf("--%s: required (the scorer key comes only from an encrypted keystore and a password file)", f))
		}
	}
	if f := c.String("log-format"); f != "json" && f != "console" {
		errs = append(errs, fmt.Errorf("--log-format %q: want json or console", f))
	}
	if _, err := zerolog.ParseLevel(c.String("log-level")); err != nil || c.String("log-level") == "" {
		errs = append(errs, fmt.Errorf("--log-level %q: want debug, info, warn or error", c.String("log-level")))
	}
	errs = append(errs, cfg.Check()) // no WithDefaults: the flags carry the defaults, and an explicit 0 is an error
	return cfg, errors.Join(errs...)
}

func newLogger(w io.Writer, format, level, component string) zerolog.Logger {
	lvl, _ := zerolog.ParseLevel(level)
	if format == "console" {
		w = zerolog.ConsoleWriter{Out: w, TimeFormat: time.TimeOnly}
	}
	return zerolog.New(w).Level(lvl).With().Timestamp().Str("component", component).Logger()
}

func runSettler(c *cli.Context) error {
	cfg, err := settlerConfig(c)
	if err != nil {
		return fmt.Errorf("bad settler configuration, nothing was started:\n%w", err)
	}
	key, err := loadKey(c.String("keystore"), c.String("password-file"))
	if err != nil {
		return err
	}
	log := newLogger(c.App.ErrWriter, c.String("log-format"), c.String("log-level"), "settler")
	// The settler holds a bounded amount of work at any time; a soft memory limit keeps the
	// garbage collector from letting the heap grow to twice that before it collects. GOMEMLIMIT
	// in the environment overrides it.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(settlerMemoryLimit)
	}
	ctx := c.Context
	dialCtx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	client, err := ethclient.DialContext(dialCtx, cfg.RPC)
	if err != nil {
		return fmt.Errorf("--rpc %s: cannot connect: %w", cfg.RPC, err)
	}
	defer client.Close()
	svc, err := settler.NewService(dialCtx, cfg, client, key.PrivateKey, log)
	if err != nil {
		return err
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
	log.Info().Str("rpc", cfg.RPC).Str("escrow", cfg.Escrow.Hex()).Str("ledger", cfg.Ledger.Hex()).
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
