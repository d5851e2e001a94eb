package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/x402"
)

// repledger facilitator
var (
	facilitatorListenFlag = cli.StringFlag{Name: "listen", Value: "127.0.0.1:4020", EnvVars: envVar("listen"),
		Usage: "loopback `HOST:PORT` to serve /supported, /verify, /settle, /metrics, /livez and /readyz on (put a proxy in front to expose it)"}
	facilitatorAssetFlag = cli.StringFlag{Name: "asset", EnvVars: envVar("asset"), DefaultText: "the manifest's asset",
		Usage: "the EIP-3009 token `ADDR` payments are made in; its EIP-712 name and version are read from it (eip712Domain)"}
	facilitatorSourceFlag = cli.StringFlag{Name: "x402-source", EnvVars: envVar("x402-source"), DefaultText: "the manifest's x402 source",
		Usage: "settle through the ledger's x402 rating source `ADDR`, so that each payment leaves a receipt its payer can rate; " +
			"\"none\" settles on the token directly and nothing can be rated"}
	settleTimeoutFlag = cli.DurationFlag{Name: "settle-timeout", Value: time.Minute, EnvVars: envVar("settle-timeout"),
		Usage: "longest a /settle waits for its transaction's receipt; past it the answer names the transaction and a retry waits on"}
)

// facilitatorSettleGas is about what one settlement through the x402 source costs (98,000 in the
// gas snapshot); the key must hold gas for at least one before the facilitator starts.
const facilitatorSettleGas = 130_000

func facilitatorCommand() *cli.Command {
	return &cli.Command{
		Name:  "facilitator",
		Usage: "an x402 v2 facilitator: verify and settle exact-scheme payments in the ledger's asset, paying the gas from a keystore key",
		Description: "Serves POST /verify, POST /settle and GET /supported as the x402 v2 specification defines them, for scheme " +
			"exact on eip155:<the node's chain id> with one asset (--asset, else the manifest's), settled through the " +
			"ledger's x402 rating source (--x402-source, else the manifest's) from the --keystore key, so that each payment " +
			"leaves a receipt its payer can rate once (docs/design.md §16). A resource server names the agent id it is paid " +
			"as in the requirements' extra.agentId. Each refusal carries x402's reason string; a retried " +
			"/settle of the same payload is answered with the same transaction and sends nothing; a node that cannot be " +
			"reached gets 503 with unexpected_verify_error or unexpected_settle_error. /metrics, /livez and /readyz are " +
			"served beside them. It listens on loopback only.",
		Flags: []cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&facilitatorAssetFlag), fresh(&facilitatorSourceFlag), fresh(&keystoreFlag),
			fresh(&passwordFileFlag), fresh(&facilitatorListenFlag), fresh(&settleTimeoutFlag),
			fresh(&logFormatFlag), fresh(&logLevelFlag)},
		Action: runFacilitator,
	}
}

// facilitatorFlags checks the flags without touching the network; every bad one is listed.
func facilitatorFlags(c *cli.Context) (e *endpoint, asset, source common.Address, err error) {
	var errs []error
	e, eerr := resolveEndpoint(c, endpointNeeds{})
	if eerr != nil {
		errs = append(errs, eerr)
	}
	switch v := facilitatorAssetFlag.Get(c); {
	case v != "":
		if asset, err = parseAddress("--asset", v); err != nil {
			errs = append(errs, err)
		}
	case e != nil && e.Manifest != nil:
		asset = e.Manifest.Asset
	default:
		errs = append(errs, usagef("--asset: required: the EIP-3009 token's address, or --deployment FILE"))
	}
	switch v := facilitatorSourceFlag.Get(c); {
	case v == "none":
	case v != "":
		if source, err = parseAddress("--x402-source", v); err != nil {
			errs = append(errs, err)
		}
	case e != nil && e.Manifest != nil:
		if s, ok := e.Manifest.X402(); ok {
			source = s.Address
		}
	}
	for _, f := range []*cli.StringFlag{&keystoreFlag, &passwordFileFlag} {
		if f.Get(c) == "" {
			errs = append(errs, usagef("--%s: required (the key that pays the settlements' gas comes only from an encrypted keystore and its password file)", f.Name))
		}
	}
	if err := loopbackListen(facilitatorListenFlag.Get(c)); err != nil {
		errs = append(errs, err)
	}
	if d := settleTimeoutFlag.Get(c); d < time.Second {
		errs = append(errs, usagef("--settle-timeout %s: want at least 1s", d))
	}
	if f := logFormatFlag.Get(c); f != "json" && f != "console" {
		errs = append(errs, usagef("--log-format %q: want json or console", f))
	}
	if l := logLevelFlag.Get(c); l == "" || !validLevel(l) {
		errs = append(errs, usagef("--log-level %q: want debug, info, warn or error", l))
	}
	return e, asset, source, errors.Join(errs...)
}

// loopbackListen refuses an address that is not on loopback: the facilitator spends its key's
// gas for whoever reaches it.
func loopbackListen(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return usagef("--listen %q: want HOST:PORT, such as 127.0.0.1:4020", addr)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return usagef("--listen %q: the facilitator listens on loopback only (127.0.0.1, ::1 or localhost); put a proxy in front to expose it", addr)
	}
	return nil
}

func runFacilitator(c *cli.Context) error {
	if err := noArgs(c); err != nil {
		return err
	}
	e, asset, source, err := facilitatorFlags(c)
	if err != nil {
		return fmt.Errorf("bad facilitator configuration, nothing was started:\n%w", err)
	}
	key, err := loadKey(keystoreFlag.Get(c), passwordFileFlag.Get(c))
	if err != nil {
		return err
	}
	log := newLogger(c.App.ErrWriter, logFormatFlag.Get(c), logLevelFlag.Get(c), "facilitator")
	ctx := c.Context
	client, chainID, err := dialNode(ctx, e.URL, e.URLFrom)
	if err != nil {
		return err
	}
	defer client.Close()
	domain, err := tokenDomain(ctx, client, asset)
	if err != nil {
		return err
	}
	if domain.ChainID.Cmp(chainID) != 0 {
		return fmt.Errorf("the token %s signs for chain %s but the node at %s is chain %s: give the node of the token's chain", asset.Hex(), domain.ChainID, e.URL, chainID)
	}
	checkCtx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	if err := checkFunds(checkCtx, client, key.Address, chainID, facilitatorSettleGas, "settling one payment"); err != nil {
		return err
	}
	var settlement x402.Settlement = x402.NewTokenSettlement(client, chainID, asset, key.PrivateKey)
	if source != (common.Address{}) {
		if err := checkSourceAsset(checkCtx, client, source, asset); err != nil {
			return err
		}
		ss := x402.NewSourceSettlement(client, chainID, asset, source, key.PrivateKey)
		if e.Manifest != nil {
			if m, ok := e.Manifest.X402(); ok && m.Address == source {
				ss.SearchFrom(m.Block) // a retried /settle after a restart is looked up from here
			}
		}
		settlement = ss
	} else {
		log.Warn().Msg("no x402 source (--x402-source none, or none in the manifest): payments settle on the token and cannot be rated")
	}
	fac, err := x402.NewFacilitator(x402.FacilitatorConfig{ChainID: chainID, Asset: domain,
		Settlement: settlement, Signers: []common.Address{key.Address},
		Probe:         func(ctx context.Context) error { _, err := client.BlockNumber(ctx); return err },
		SettleTimeout: settleTimeoutFlag.Get(c)})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", facilitatorListenFlag.Get(c))
	if err != nil {
		return fmt.Errorf("--listen %s: %w", facilitatorListenFlag.Get(c), err)
	}
	srv := &http.Server{Handler: fac.Handler(), ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	log.Info().Str("url", "http://"+ln.Addr().String()).Str("network", fac.Network()).Str("asset", asset.Hex()).
		Str("asset_name", domain.Name).Str("signer", key.Address.Hex()).Str("x402_source", source.Hex()).Msg("facilitator serving /supported, /verify, /settle")
	select {
	case err := <-served:
		return fmt.Errorf("facilitator server: %w", err)
	case <-ctx.Done():
	}
	// A /settle in flight finishes (its receipt is awaited up to --settle-timeout) before exit.
	shutdownCtx, stop := context.WithTimeout(context.Background(), settleTimeoutFlag.Get(c)+5*time.Second)
	defer stop()
	err = srv.Shutdown(shutdownCtx)
	log.Info().Msg("facilitator stopped")
	return err
}

// tokenDomain reads the asset's EIP-712 domain (ERC-5267's eip712Domain), so the facilitator
// checks signatures against what the token itself checks.
func tokenDomain(ctx context.Context, client *ethclient.Client, token common.Address) (x402.Domain, error) {
	abi := bindings.NewTestToken()
	callCtx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	d, err := bind.Call(abi.Instance(client, token), &bind.CallOpts{Context: callCtx}, abi.PackEip712Domain(), abi.UnpackEip712Domain)
	if err != nil {
		return x402.Domain{}, fmt.Errorf("the asset %s does not answer eip712Domain(): it must be an EIP-3009 token with an ERC-5267 domain (%w)", token.Hex(), err)
	}
	if d.VerifyingContract != token || d.Name == "" || d.Version == "" {
		return x402.Domain{}, fmt.Errorf("the asset %s reports the EIP-712 domain %q version %q for contract %s: want its own name, version and address",
			token.Hex(), d.Name, d.Version, d.VerifyingContract.Hex())
	}
	return x402.Domain{Name: d.Name, Version: d.Version, ChainID: d.ChainId, VerifyingContract: token}, nil
}

// checkSourceAsset refuses an x402 source that settles another asset than the facilitator's.
func checkSourceAsset(ctx context.Context, client *ethclient.Client, source, asset common.Address) error {
	abi := x402source.NewX402Source()
	got, err := bind.Call(abi.Instance(client, source), &bind.CallOpts{Context: ctx}, abi.PackAsset(), abi.UnpackAsset)
	if err != nil {
		return fmt.Errorf("--x402-source %s: read its asset (is it an x402 source on this chain?): %w", source.Hex(), err)
	}
	if got != asset {
		return fmt.Errorf("--x402-source %s settles the asset %s, not %s: give the source of this asset, or --x402-source none", source.Hex(), got.Hex(), asset.Hex())
	}
	return nil
}
