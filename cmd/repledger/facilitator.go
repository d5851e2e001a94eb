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
	"github.com/repledger/repledger/x402"
)

// repledger facilitator
var (
	facilitatorListenFlag = cli.StringFlag{Name: "listen", Value: "127.0.0.1:4020", EnvVars: envVar("listen"),
		Usage: "loopback `HOST:PORT` to serve /supported, /verify, /settle, /metrics, /livez and /readyz on (put a proxy in front to expose it)"}
	facilitatorAssetFlag = cli.StringFlag{Name: "asset", EnvVars: envVar("asset"), DefaultText: "the manifest's asset",
		Usage: "the EIP-3009 token `ADDR` payments are made in; its EIP-712 name and version are read from it (eip712Domain)"}
	settleTimeoutFlag = cli.DurationFlag{Name: "settle-timeout", Value: time.Minute, EnvVars: envVar("settle-timeout"),
		Usage: "longest a /settle waits for its transaction's receipt; past it the answer names the transaction and a retry waits on"}
)

// facilitatorSettleGas is about what one transferWithAuthorization costs; the key must hold
// gas for at least one before the facilitator starts.
const facilitatorSettleGas = 100_000

func facilitatorCommand() *cli.Command {
	return &cli.Command{
		Name:  "facilitator",
		Usage: "an x402 v2 facilitator: verify and settle exact-scheme payments in the ledger's asset, paying the gas from a keystore key",
		Description: "Serves POST /verify, POST /settle and GET /supported as the x402 v2 specification defines them, for scheme " +
			"exact on eip155:<the node's chain id> with one asset (--asset, else the manifest's), settled by calling the " +
			"token's transferWithAuthorization from the --keystore key. Each refusal carries x402's reason string; a retried " +
			"/settle of the same payload is answered with the same transaction and sends nothing; a node that cannot be " +
			"reached gets 503 with unexpected_verify_error or unexpected_settle_error. /metrics, /livez and /readyz are " +
			"served beside them. It listens on loopback only.",
		Flags: []cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&facilitatorAssetFlag), fresh(&keystoreFlag),
			fresh(&passwordFileFlag), fresh(&facilitatorListenFlag), fresh(&settleTimeoutFlag),
			fresh(&logFormatFlag), fresh(&logLevelFlag)},
		Action: runFacilitator,
	}
}

// facilitatorFlags checks the flags without touching the network; every bad one is listed.
func facilitatorFlags(c *cli.Context) (e *endpoint, asset common.Address, err error) {
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
	return e, asset, errors.Join(errs...)
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
	e, asset, err := facilitatorFlags(c)
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
	fac, err := x402.NewFacilitator(x402.FacilitatorConfig{ChainID: chainID, Asset: domain,
		Settlement: x402.NewTokenSettlement(client, chainID, asset, key.PrivateKey), Signers: []common.Address{key.Address},
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
		Str("asset_name", domain.Name).Str("signer", key.Address.Hex()).Msg("facilitator serving /supported, /verify, /settle")
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
