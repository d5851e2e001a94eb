package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/settler"
)

// Every flag is defined once here. Commands take a fresh copy of the definitions they use
// (urfave/cli writes environment values into a flag when it parses), and read values back
// through the same definition (rpcFlag.Get(c)), never by a name typed again.

// envVar is the environment variable of a flag: REPLEDGER_ and the flag's name in upper case,
// dashes as underscores (--password-file: REPLEDGER_PASSWORD_FILE).
func envVar(flag string) []string {
	return []string{"REPLEDGER_" + strings.ToUpper(strings.ReplaceAll(flag, "-", "_"))}
}

// fresh copies a flag definition for one command of one app.
func fresh[T any](f *T) *T {
	c := *f
	return &c
}

// ethRPCURL is Foundry's variable for the node URL. It is read last: after --rpc, $REPLEDGER_RPC
// and the manifest, so that a shell set up for cast does not send a --deployment elsewhere.
const ethRPCURL = "ETH_RPC_URL"

// Where the contracts are and how to reach them: shared by every command that talks to a node.
var (
	deploymentFlag = cli.StringFlag{Name: "deployment", EnvVars: envVar("deployment"),
		Usage: "deployment manifest `FILE` (testnet and deploy write one): gives the node URL and the contract addresses"}
	rpcFlag = cli.StringFlag{Name: "rpc", Aliases: []string{"rpc-url"}, EnvVars: envVar("rpc"),
		Usage: "node JSON-RPC `URL`: http://, https://, ws:// or wss://; overrides the manifest's. Without either, " +
			"$" + ethRPCURL + " is used, as cast and forge use it"}
	ledgerFlag = cli.StringFlag{Name: "ledger", EnvVars: envVar("ledger"),
		Usage: "the ReputationLedger at `ADDR`; overrides the manifest's"}
	jsonFlag = cli.BoolFlag{Name: "json", Usage: "print JSON on standard output instead of text"}
)

// Keys: only from an encrypted keystore and a password file, never from a flag's value.
var (
	keystoreFlag = cli.StringFlag{Name: "keystore", EnvVars: envVar("keystore"),
		Usage: "encrypted keystore `FILE`, in geth's format ('repledger account new' writes one)"}
	passwordFileFlag = cli.StringFlag{Name: "password-file", EnvVars: envVar("password-file"),
		Usage: "`FILE` whose first line is the keystore's password"}
	keystoreDirFlag = cli.StringFlag{Name: "keystore-dir", EnvVars: envVar("keystore-dir"), DefaultText: "~/.repledger/keystore",
		Usage: "`DIR` holding the encrypted keystore files"}
	lightKDFFlag = cli.BoolFlag{Name: "light-kdf",
		Usage: "encrypt with a cheap scrypt (N = 4096): fast, and far easier to crack; for test keys only"}
)

// demo
var (
	demoAgentsFlag = cli.IntFlag{Name: "agents", Value: 1, Usage: "agents per profile (1-5)"}
	demoJobsFlag   = cli.IntFlag{Name: "jobs", Value: 8, Usage: "jobs per working agent per epoch (1-100)"}
	demoEpochsFlag = cli.IntFlag{Name: "epochs", Value: 6, Usage: "weekly epochs of work (1-96); time then moves on, so older evidence fades"}
	demoSeedFlag   = cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the workload's randomness"}
)

// calc
var (
	priorBpsFlag    = cli.Uint64Flag{Name: "prior-bps", Value: 7000, Usage: "the prior's score in bps (0-10000)"}
	priorWeightFlag = cli.Uint64Flag{Name: "prior-weight", Value: 12, Usage: "the prior's weight in whole units of the asset"}
	weightFlag      = cli.Uint64Flag{Name: "weight", Usage: "evidence weight in whole units of the asset (with --mean-bps)"}
	meanBpsFlag     = cli.Uint64Flag{Name: "mean-bps", Usage: "the evidence's weighted mean in bps (0-10000; with --weight)"}
	ratingsFlag     = cli.StringFlag{Name: "ratings",
		Usage: "`FILE` of ratings in the order submitted, one a line: rating (0-100), weight (whole units, 1-12), " +
			"age (epochs since the job completed); # starts a comment"}
	floorBpsFlag = cli.Uint64Flag{Name: "floor-bps", Value: 5500, Usage: "lowest Wilson lower bound that may be hired, in bps (0-10000)"}
	zFlag        = cli.StringFlag{Name: "z", Value: "1", Usage: "Wilson z, a `DECIMAL` number with at most 4 decimals (0.0001 to 10)"}
)

// rubric
var (
	noOutputFlag   = cli.BoolFlag{Name: "no-output", Usage: "the step produced no output (timeout or crash)"}
	bakedFlag      = cli.BoolFlag{Name: "baked", Usage: "the artifact is a baked kit artifact"}
	shippedFlag    = cli.BoolFlag{Name: "shipped", Usage: "an artifact was shipped"}
	criticFlag     = cli.BoolFlag{Name: "critic", Usage: "a critic ran"}
	violationsFlag = cli.IntFlag{Name: "violations", Usage: "violations the critic found (0-255; needs --critic)"}
)

// testnet and deploy
var (
	httpPortFlag = cli.IntFlag{Name: "http-port", Value: 8545, EnvVars: envVar("http-port"),
		Usage: "HTTP JSON-RPC port on 127.0.0.1 (0 picks a free one)"}
	wsPortFlag = cli.IntFlag{Name: "ws-port", Value: 8546, EnvVars: envVar("ws-port"),
		Usage: "WebSocket JSON-RPC port on 127.0.0.1 (0 picks a free one)"}
	blockPeriodFlag = cli.DurationFlag{Name: "block-period", Value: 1e9, EnvVars: envVar("block-period"),
		Usage: "seal waiting transactions every period, and an empty block when idle that long (at least 1 s, so chain time keeps to the clock); 0 mines each transaction as it arrives and nothing else"}
	testnetEpochFlag = cli.Uint64Flag{Name: "epoch-length", Value: 60, EnvVars: envVar("epoch-length"),
		Usage: "ledger epoch length in seconds"}
	deployEpochFlag = cli.Uint64Flag{Name: "epoch-length", Value: deployment.DefaultEpochLength, EnvVars: envVar("epoch-length"),
		DefaultText: "604800, a week", Usage: "ledger epoch length in seconds"}
	x402WindowFlag = cli.DurationFlag{Name: "x402-outcome-window", Value: deployment.DefaultOutcomeWindow, EnvVars: envVar("x402-outcome-window"),
		Usage: "also deploy and register an x402 rating source that takes each payer's signed outcome this long after its settlement (5m to 720h); 0 deploys none"}
	weightCapFlag = cli.Uint64Flag{Name: "weight-cap", Value: deployment.DefaultCapUnits, EnvVars: envVar("weight-cap"),
		Usage: "the most one rating may weigh, in whole units of the asset"}
	assetFlag = cli.StringFlag{Name: "asset", EnvVars: envVar("asset"), DefaultText: "a TestToken, deployed with the contracts",
		Usage: "the ERC-20 at `ADDR` that ratings are weighted in"}
	scorerFlag = cli.StringFlag{Name: "scorer", EnvVars: envVar("scorer"), DefaultText: "the deployer",
		Usage: "the scorer account `ADDR`: the settler's, the only one that may submit ratings"}
	identityRegistryFlag = cli.StringFlag{Name: "identity-registry", EnvVars: envVar("identity-registry"),
		DefaultText: "none: agent ids are refused",
		Usage:       "the ERC-8004 identity registry at `ADDR` that every escrow checks agent ids against"}
	outFlag = cli.StringFlag{Name: "out", Value: "deployment.json", EnvVars: envVar("out"),
		Usage: "deployment manifest `FILE` to write"}
)

// A marketplace's escrow: deploy's first one, and each one `escrow create` adds. The defaults
// are the sending account (the ledger's admin).
var (
	ownerFlag = cli.StringFlag{Name: "owner", EnvVars: envVar("owner"), DefaultText: "the sender",
		Usage: "the escrow's owner `ADDR`, the marketplace operator: sets its fee and treasury, rotates its arbiter"}
	arbiterFlag = cli.StringFlag{Name: "arbiter", EnvVars: envVar("arbiter"), DefaultText: "the sender",
		Usage: "the escrow's arbiter account `ADDR`, which resolves disputes"}
	treasuryFlag = cli.StringFlag{Name: "treasury", EnvVars: envVar("treasury"), DefaultText: "the owner",
		Usage: "the account `ADDR` the escrow's platform fee is paid to"}
	feeBpsFlag = cli.Uint64Flag{Name: "fee-bps", EnvVars: envVar("fee-bps"), DefaultText: "0, no fee",
		Usage: "the escrow's platform fee in basis points of each budget, taken at completion (0-1000: at most 10 %)"}
)

// gate and rank
var timeoutFlag = cli.DurationFlag{Name: "timeout", Value: router.DefaultTimeout, EnvVars: envVar("timeout"),
	Usage: "deadline of each gate or rank read, its parameters included; past it the prior decides"}

// gate and rank: independence signals and the router's policies, each off by default.
var (
	signalsFlag = cli.BoolFlag{Name: "signals", EnvVars: envVar("signals"),
		Usage: "read the ledger's Rated events and show each agent's independence signals beside its score: distinct payers, the top payer's share of the decayed evidence, the repeat-discounted bound"}
	fromBlockFlag = cli.Uint64Flag{Name: "from-block", EnvVars: envVar("from-block"),
		Usage: "first `N` block the signals read (the manifest's deployment block, else 0)"}
	trustAnchorsFlag = cli.PathFlag{Name: "trust-anchors", EnvVars: envVar("trust-anchors"),
		Usage: "decide through the trust lens of the anchors in `FILE` (one a line: a payer's 0x address, or agent:ID; # comments): " +
			"every rating counts in proportion to its payer's trust as it flows from them (docs/orchestrators.md)"}
	minPayersFlag = cli.IntFlag{Name: "min-payers", EnvVars: envVar("min-payers"),
		Usage: "policy: an agent with evidence is routable only with at least `N` distinct payers (0: off)"}
	maxTopShareFlag = cli.Uint64Flag{Name: "max-top-payer-share", EnvVars: envVar("max-top-payer-share"),
		Usage: "policy: not routable when one payer holds more than `BPS` of the decayed evidence (0: off)"}
	maxDisputeFlag = cli.Uint64Flag{Name: "max-dispute-rate", EnvVars: envVar("max-dispute-rate"),
		Usage: "policy: not routable when the dispute rate is above `BPS` (0: off)"}
	repeatDiscountFlag = cli.BoolFlag{Name: "repeat-discount", EnvVars: envVar("repeat-discount"),
		Usage: "policy: decide on the evidence with the k-th rating by the same payer counted at 1/√k"}
)

// settler run
var (
	confirmationsFlag = cli.Uint64Flag{Name: "confirmations", Value: settler.DefaultConfirmations, EnvVars: envVar("confirmations"),
		Usage: "blocks a completion, and then its rating, must be buried under (0-100)"}
	startBlockFlag = cli.Uint64Flag{Name: "start-block", EnvVars: envVar("start-block"), DefaultText: "the manifest's deployment block",
		Usage: "first block to read when there is no checkpoint"}
	checkpointFlag = cli.StringFlag{Name: "checkpoint", Value: "settler-checkpoint.json", EnvVars: envVar("checkpoint"),
		Usage: "`FILE` the progress is kept in, written atomically; its folder must exist"}
	batchSizeFlag = cli.IntFlag{Name: "batch-size", Value: settler.DefaultBatchSize, EnvVars: envVar("batch-size"),
		Usage: "ratings per submitBatch transaction (1-500)"}
	maxRangeFlag = cli.Uint64Flag{Name: "max-range", Value: settler.DefaultMaxRange, EnvVars: envVar("max-range"),
		Usage: "blocks per log query, halved when the node refuses"}
	pollIntervalFlag = cli.DurationFlag{Name: "poll-interval", Value: settler.DefaultPollInterval, EnvVars: envVar("poll-interval"),
		Usage: "how often to look for new blocks without a head subscription"}
	maxFeeFlag = cli.Float64Flag{Name: "max-fee-gwei", Value: settler.DefaultMaxFeeGwei, EnvVars: envVar("max-fee-gwei"),
		Usage: "ceiling on the fee per gas, in gwei (EIP-1559)"}
	resubmitAfterFlag = cli.DurationFlag{Name: "resubmit-after", Value: settler.DefaultResubmitAfter, EnvVars: envVar("resubmit-after"),
		Usage: "re-send a transaction not mined by then with fees at least 10 % higher"}
	stuckAfterFlag = cli.DurationFlag{Name: "stuck-after", EnvVars: envVar("stuck-after"), DefaultText: "twice --resubmit-after",
		Usage: "/readyz answers 503 while one step runs longer"}
	readyLagFlag = cli.Uint64Flag{Name: "ready-lag", Value: settler.DefaultReadyLag, EnvVars: envVar("ready-lag"),
		Usage: "/readyz answers 503 once head - checkpoint exceeds 2 x confirmations + 1 + N"}
	erc8004ReputationFlag = cli.StringFlag{Name: "erc8004-reputation", EnvVars: envVar("erc8004-reputation"), DefaultText: "off",
		Usage: "also write each applied rating of a job under an ERC-8004 agent id to the ERC-8004 reputation registry at `ADDR` " +
			"as the scorer's feedback (value 0-100, tags ledger/v2 and the job); best-effort, one extra transaction a rating"}
	x402OutboxFlag = cli.StringFlag{Name: "x402-outbox", EnvVars: envVar("x402-outbox"), DefaultText: "off",
		Usage: "turn the x402 relay on: keep payers' signed outcomes in `FILE` (JSON lines, fsynced before they are " +
			"acknowledged; its folder must exist) until each receipt is rated and buried, refused or expired; " +
			"FILE.lock beside it keeps a second settler off"}
	outcomesListenFlag = cli.StringFlag{Name: "outcomes-listen", EnvVars: envVar("outcomes-listen"), DefaultText: "off",
		Usage: "take payers' signed outcomes at POST /v1/x402/outcomes on `HOST:PORT` (needs --x402-outbox); keep it " +
			"on loopback or behind a proxy you control"}
	x402SourceFlag = cli.StringFlag{Name: "x402-source", EnvVars: envVar("x402-source"), DefaultText: "the ledger's x402 source",
		Usage: "the x402 rating source at `ADDR` whose receipts are rated; needed only when the ledger registers more than one"}
	metricsAddrFlag = cli.StringFlag{Name: "metrics-addr", EnvVars: envVar("metrics-addr"), DefaultText: "off",
		Usage: "serve /metrics, /livez and /readyz on `HOST:PORT`"}
	logFormatFlag = cli.StringFlag{Name: "log-format", Value: "json", EnvVars: envVar("log-format"),
		Usage: "log `FORMAT`: json (zerolog lines, for machines) or console (for people; coloured on a terminal)"}
	logLevelFlag = cli.StringFlag{Name: "log-level", Value: "info", EnvVars: envVar("log-level"),
		Usage: "least severe `LEVEL` logged: debug, info, warn or error"}
)

// the app's own flags
var (
	versionFlag = cli.BoolFlag{Name: "version", Aliases: []string{"v"}, Usage: "print the version, commit and formula id"}
	appHelpFlag = cli.BoolFlag{Name: "help", Aliases: []string{"h"}, Usage: helpFlagLine}
)
