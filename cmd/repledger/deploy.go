package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
)

// dialTimeout bounds connecting to a node and reading its chain id.
const dialTimeout = 10 * time.Second

// deployGas is roughly what a deployment costs: the TestToken, the ReputationLedger (which
// deploys its escrow factory and the data contract holding the escrow's init code), the rating
// hook with setRatingHook, the first escrow, the x402 source and both registrations, measured at
// 20.1 million gas (TestDeployGasEstimateHolds keeps it within a factor of two), rounded up.
// The funds check asks for this much gas at twice the base fee plus the tip.
const deployGas = 21_000_000

func deployCommand() *cli.Command {
	return &cli.Command{
		Name: "deploy",
		Usage: "deploy a ReputationLedger and its first marketplace's Escrow (and a TestToken without --asset) " +
			"to a node and write the manifest",
		Description: "The deployer is the ledger's admin: it creates the first escrow through the ledger's factory, " +
			"and later ones with 'repledger escrow create'. Every flag is checked before anything touches the network, " +
			"and every bad one is listed at once. Then the deployer's balance is checked against roughly what the " +
			"deployment costs. The manifest holds the formula id, chain id, RPC URL, the ledger, factory and asset " +
			"addresses, the asset's decimals and symbol, the deployment block, the roles, the epoch length, the cap " +
			"and each escrow with its owner, arbiter, treasury and fee, the x402 rating source (docs/design.md §16) unless " +
			"--x402-outcome-window is 0, and the ERC-8183 rating hook (docs/design.md §17), which every factory escrow calls " +
			"after its verdicts and through which the ledger rates their jobs, with the foreign escrows later registered on it; 'repledger verify' checks a deployment against it.",
		Flags: []cli.Flag{fresh(&rpcFlag), fresh(&keystoreFlag), fresh(&passwordFileFlag), fresh(&deployEpochFlag),
			fresh(&weightCapFlag), fresh(&assetFlag), fresh(&scorerFlag), fresh(&identityRegistryFlag),
			fresh(&ownerFlag), fresh(&arbiterFlag), fresh(&treasuryFlag), fresh(&feeBpsFlag), fresh(&x402WindowFlag), fresh(&outFlag)},
		Action: runDeploy,
	}
}

// deployConfig is what deploy was asked to do, checked.
type deployConfig struct {
	endpoint     *endpoint
	keystore     string
	passwordFile string
	roles        map[string]common.Address // asset, scorer, identity-registry: those given
	escrow       escrowConfig
	epochLength  uint64
	capUnits     uint64
	x402Window   time.Duration // 0: no x402 source
	out          string
}

// deployFlags checks every flag and lists every bad one.
func deployFlags(c *cli.Context) (*deployConfig, error) {
	cfg := &deployConfig{roles: map[string]common.Address{}, epochLength: deployEpochFlag.Get(c),
		capUnits: weightCapFlag.Get(c), keystore: keystoreFlag.Get(c), passwordFile: passwordFileFlag.Get(c),
		x402Window: x402WindowFlag.Get(c)}
	var errs []error
	e, err := resolveEndpoint(c, endpointNeeds{})
	if err != nil {
		errs = append(errs, err)
	}
	cfg.endpoint = e
	errs = append(errs, keyFlags(c)...)
	errs = append(errs, addressFlags(c, cfg.roles, &assetFlag, &scorerFlag, &identityRegistryFlag)...)
	var escrowErrs []error
	cfg.escrow, escrowErrs = escrowFlags(c)
	errs = append(errs, escrowErrs...)
	if cfg.epochLength < deployment.MinEpochLength {
		errs = append(errs, usagef("--epoch-length %d: want at least %d seconds, the shortest epoch the ledger accepts (604800 is a week)",
			cfg.epochLength, deployment.MinEpochLength))
	}
	if cfg.x402Window != 0 {
		if err := deployment.CheckOutcomeWindow(cfg.x402Window); err != nil {
			errs = append(errs, usagef("--x402-outcome-window %s: want whole seconds from %s to %s, or 0 for no x402 source",
				cfg.x402Window, deployment.MinOutcomeWindow, deployment.MaxOutcomeWindow))
		}
	}
	if cfg.capUnits == 0 {
		errs = append(errs, usagef("--weight-cap 0: want a positive whole number of units"))
	}
	if out, err := checkOutput("--out", outFlag.Get(c)); err != nil {
		errs = append(errs, err)
	} else {
		cfg.out = out
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("bad deploy flags, nothing was deployed:\n%w", errors.Join(errs...))
	}
	return cfg, nil
}

// keyFlags checks that both key flags are given.
func keyFlags(c *cli.Context) []error {
	var errs []error
	for _, f := range []*cli.StringFlag{&keystoreFlag, &passwordFileFlag} {
		if f.Get(c) == "" {
			errs = append(errs, usagef("--%s: required (the sending key comes only from an encrypted keystore and its password file)", f.Name))
		}
	}
	return errs
}

// addressFlags parses the address flags given into `into`, by flag name; the zero address is
// refused: it can hold no role.
func addressFlags(c *cli.Context, into map[string]common.Address, flags ...*cli.StringFlag) []error {
	var errs []error
	for _, f := range flags {
		v := f.Get(c)
		if v == "" {
			continue
		}
		a, err := parseAddress("--"+f.Name, v)
		if err == nil && a == (common.Address{}) {
			err = usagef("--%s %s: the zero address cannot hold a role or be a contract", f.Name, v)
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		into[f.Name] = a
	}
	return errs
}

func runDeploy(c *cli.Context) error {
	if err := noArgs(c); err != nil {
		return err
	}
	cfg, err := deployFlags(c)
	if err != nil {
		return err
	}
	key, err := loadKey(cfg.keystore, cfg.passwordFile)
	if err != nil {
		return err
	}
	ctx := c.Context
	url := cfg.endpoint.URL
	client, chainID, err := dialNode(ctx, url, cfg.endpoint.URLFrom)
	if err != nil {
		return err
	}
	defer client.Close()
	if err := checkFunds(ctx, client, key.Address, chainID, deployGas, "deploying"); err != nil {
		return err
	}
	asset, err := readAsset(ctx, client, cfg.roles, chainID)
	if err != nil {
		return err
	}
	if registry, ok := cfg.roles["identity-registry"]; ok {
		if err := probeCode(ctx, client, registry); err != nil {
			return contractProblem("--identity-registry", registry, "--identity-registry", "chain "+chainID.String(), err)
		}
	}
	if _, ok := cfg.roles["scorer"]; !ok {
		cfg.roles["scorer"] = key.Address
	}
	fmt.Fprintf(c.App.ErrWriter, "deploying from %s (the ledger's admin) to chain %s at %s\n", key.Address.Hex(), chainID, url)
	if _, ok := cfg.roles["asset"]; !ok {
		fmt.Fprintln(c.App.ErrWriter, "no --asset given: deploying a TestToken (6 decimals, anyone can mint: test chains only)")
	}
	m, err := deployContracts(ctx, client, key, chainID, cfg, asset)
	if err != nil {
		return err
	}
	if err := deployment.WriteManifest(cfg.out, m); err != nil {
		return fmt.Errorf("--out %s: %w", cfg.out, err)
	}
	weightCap, _ := m.WeightCapInt()
	fmt.Fprintf(c.App.Writer, "ReputationLedger  %s\nEscrowFactory     %s\n", m.Ledger.Hex(), m.Factory.Hex())
	printEscrow(c.App.Writer, m.Escrows[0])
	if src, ok := m.X402(); ok {
		fmt.Fprintf(c.App.Writer, "X402Source        %s  (source %d, outcome window %s)\n", src.Address.Hex(), src.Index,
			time.Duration(src.OutcomeWindowSeconds)*time.Second)
	}
	if hook, ok := m.RatingHook(); ok {
		fmt.Fprintf(c.App.Writer, "RatingHook        %s  (source %d; register foreign ERC-8183 escrows with 'repledger escrow register')\n",
			hook.Address.Hex(), hook.Index)
	}
	fmt.Fprintf(c.App.Writer, "asset             %s (%s, %d decimals)\nweight cap        %s\nmanifest          %s\n",
		m.Asset.Hex(), m.AssetSymbol, m.AssetDecimals, amount(weightCap, m.AssetDecimals, m.AssetSymbol), cfg.out)
	return nil
}

// dialNode connects and reads the chain id, naming the URL used and where it came from.
func dialNode(ctx context.Context, url, from string) (*ethclient.Client, *big.Int, error) {
	dialCtx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	client, err := ethclient.DialContext(dialCtx, url)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot connect to the node at %s (%s): %w: is it running, and is the URL right?", url, from, err)
	}
	chainID, err := client.ChainID(dialCtx)
	if err != nil {
		client.Close()
		return nil, nil, fmt.Errorf("the node at %s (%s) does not answer eth_chainId: %w: is it running, and is the URL right?", url, from, err)
	}
	return client, chainID, nil
}

// checkFunds refuses to start what the account cannot pay for (`what`, about `gas` gas),
// saying what it holds and roughly what is needed.
func checkFunds(ctx context.Context, client *ethclient.Client, from common.Address, chainID *big.Int, gas uint64, what string) error {
	balance, err := client.BalanceAt(ctx, from, nil)
	if err != nil {
		return fmt.Errorf("read the balance of %s: %w", from.Hex(), err)
	}
	price, err := client.SuggestGasPrice(ctx) // base fee + tip on EIP-1559 chains
	if err != nil {
		return fmt.Errorf("read the gas price: %w", err)
	}
	if head, err := client.HeaderByNumber(ctx, nil); err == nil && head.BaseFee != nil {
		// A transaction offers up to twice the base fee plus the tip (bind's default fee cap).
		price = new(big.Int).Add(price, head.BaseFee)
	}
	need := new(big.Int).Mul(price, new(big.Int).SetUint64(gas))
	if balance.Cmp(need) >= 0 {
		return nil
	}
	return fmt.Errorf("the sender %s holds %s ETH on chain %s; %s needs about %s ETH (%d gas at %s gwei): "+
		"fund the account and run the command again", from.Hex(), etherText(balance), chainID, what, etherText(need), gas, gweiText(price))
}

func etherText(wei *big.Int) string { return formatUnits(wei, 18) }

func gweiText(wei *big.Int) string {
	return formatUnits(wei, 9) // 1 gwei = 1e9 wei
}

// assetInfo is the ERC-20 ratings are weighted in.
type assetInfo struct {
	decimals uint8
	symbol   string
}

// readAsset reads --asset's decimals and symbol; without --asset, the TestToken's.
func readAsset(ctx context.Context, client *ethclient.Client, roles map[string]common.Address, chainID *big.Int) (assetInfo, error) {
	asset, ok := roles["asset"]
	if !ok {
		return assetInfo{decimals: deployment.TestTokenDecimals, symbol: "tUSD"}, nil
	}
	if err := probeCode(ctx, client, asset); err != nil {
		return assetInfo{}, contractProblem("--asset", asset, "--asset", "chain "+chainID.String(), err)
	}
	token := bindings.NewTestToken() // any ERC-20's decimals() and symbol()
	inst := token.Instance(client, asset)
	decimals, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, token.PackDecimals(), token.UnpackDecimals)
	if err != nil {
		return assetInfo{}, fmt.Errorf("--asset %s: cannot read decimals() (is it an ERC-20 on chain %s?): %w", asset.Hex(), chainID, err)
	}
	symbol, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, token.PackSymbol(), token.UnpackSymbol)
	if err != nil || symbol == "" {
		symbol = "units"
	}
	return assetInfo{decimals: decimals, symbol: symbol}, nil
}

// deployContracts deploys and returns the manifest describing the deployment.
func deployContracts(ctx context.Context, client *ethclient.Client, key *keystore.Key, chainID *big.Int,
	cfg *deployConfig, asset assetInfo) (*deployment.Manifest, error) {
	weightCap := new(big.Int).Mul(new(big.Int).SetUint64(cfg.capUnits), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(asset.decimals)), nil))
	opts := bind.NewKeyedTransactor(key.PrivateKey, chainID)
	p := deployment.Params{Admin: key.Address, Scorer: cfg.roles["scorer"], IdentityRegistry: cfg.roles["identity-registry"],
		Asset: cfg.roles["asset"], EpochLength: cfg.epochLength, WeightCap: weightCap, Escrow: cfg.escrow.params(key.Address),
		X402OutcomeWindow: cfg.x402Window}
	d, err := deployment.Deploy(ctx, client, opts, p, nil)
	if err != nil {
		return nil, err
	}
	return deployment.ManifestFor(d, p, chainID.Uint64(), cfg.endpoint.URL, "", asset.decimals, asset.symbol), nil
}
