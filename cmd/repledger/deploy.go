package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/testnet"
)

// dialTimeout bounds connecting to a node and reading its chain id.
const dialTimeout = 10 * time.Second

// deployGas is roughly what a deployment costs: the TestToken, ReputationLedger and Escrow
// creations measured on anvil (TestDeployGasEstimateHolds keeps it within a factor of two),
// rounded up. The funds check asks for this much gas at twice the base fee plus the tip.
const deployGas = 7_000_000

func deployCommand() *cli.Command {
	return &cli.Command{
		Name:  "deploy",
		Usage: "deploy the Escrow and ReputationLedger (and a TestToken without --asset) to a node and write the manifest",
		Description: "Every flag is checked before anything touches the network, and every bad one is listed at once. " +
			"Then the deployer's balance is checked against roughly what the deployment costs. The manifest holds the " +
			"formula id, chain id, RPC URL, the addresses, the asset's decimals and symbol, the deployment block, the " +
			"roles, the epoch length and the cap; 'repledger verify' checks a deployment against it.",
		Flags: []cli.Flag{fresh(&rpcFlag), fresh(&keystoreFlag), fresh(&passwordFileFlag), fresh(&deployEpochFlag),
			fresh(&weightCapFlag), fresh(&assetFlag), fresh(&adminFlag), fresh(&scorerFlag), fresh(&arbiterFlag), fresh(&outFlag)},
		Action: runDeploy,
	}
}

// deployConfig is what deploy was asked to do, checked.
type deployConfig struct {
	endpoint     *endpoint
	keystore     string
	passwordFile string
	roles        map[string]common.Address // asset, admin, scorer, arbiter: those given
	epochLength  uint64
	capUnits     uint64
	out          string
}

// deployFlags checks every flag and lists every bad one.
func deployFlags(c *cli.Context) (*deployConfig, error) {
	cfg := &deployConfig{roles: map[string]common.Address{}, epochLength: deployEpochFlag.Get(c),
		capUnits: weightCapFlag.Get(c), keystore: keystoreFlag.Get(c), passwordFile: passwordFileFlag.Get(c)}
	var errs []error
	e, err := resolveEndpoint(c, endpointNeeds{})
	if err != nil {
		errs = append(errs, err)
	}
	cfg.endpoint = e
	for _, f := range []*cli.StringFlag{&keystoreFlag, &passwordFileFlag} {
		if f.Get(c) == "" {
			errs = append(errs, usagef("--%s: required (the deploying key comes only from an encrypted keystore and its password file)", f.Name))
		}
	}
	for _, f := range []*cli.StringFlag{&assetFlag, &adminFlag, &scorerFlag, &arbiterFlag} {
		v := f.Get(c)
		if v == "" {
			continue
		}
		a, err := parseAddress("--"+f.Name, v)
		if err == nil && a == (common.Address{}) {
			err = usagef("--%s %s: the zero address cannot hold a role or be an asset", f.Name, v)
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		cfg.roles[f.Name] = a
	}
	if cfg.epochLength == 0 {
		errs = append(errs, usagef("--epoch-length 0: want a positive number of seconds (604800 is a week)"))
	}
	if cfg.capUnits == 0 {
		errs = append(errs, usagef("--weight-cap 0: want a positive whole number of units"))
	}
	if out, err := filepath.Abs(outFlag.Get(c)); err != nil {
		errs = append(errs, usagef("--out %s: %v", outFlag.Get(c), err))
	} else {
		cfg.out = out
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("bad deploy flags, nothing was deployed:\n%w", errors.Join(errs...))
	}
	return cfg, nil
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
	if err := checkFunds(ctx, client, key.Address, chainID); err != nil {
		return err
	}
	asset, err := readAsset(ctx, client, cfg.roles, chainID)
	if err != nil {
		return err
	}
	for _, r := range []string{"admin", "scorer", "arbiter"} {
		if _, ok := cfg.roles[r]; !ok {
			cfg.roles[r] = key.Address
		}
	}
	fmt.Fprintf(c.App.ErrWriter, "deploying from %s to chain %s at %s\n", key.Address.Hex(), chainID, url)
	if _, ok := cfg.roles["asset"]; !ok {
		fmt.Fprintln(c.App.ErrWriter, "no --asset given: deploying a TestToken (6 decimals, anyone can mint: test chains only)")
	}
	m, err := deployContracts(ctx, client, key, chainID, cfg, asset)
	if err != nil {
		return err
	}
	if err := testnet.WriteManifest(cfg.out, m); err != nil {
		return fmt.Errorf("--out %s: %w", cfg.out, err)
	}
	weightCap, _ := m.WeightCapInt()
	fmt.Fprintf(c.App.Writer, "ReputationLedger  %s\nEscrow            %s\nasset             %s (%s, %d decimals)\nweight cap        %s\nmanifest          %s\n",
		m.Ledger.Hex(), m.Escrow.Hex(), m.Asset.Hex(), m.AssetSymbol, m.AssetDecimals,
		amount(weightCap, m.AssetDecimals, m.AssetSymbol), cfg.out)
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

// checkFunds refuses to start a deployment the account cannot pay for, saying what it holds
// and roughly what is needed.
func checkFunds(ctx context.Context, client *ethclient.Client, from common.Address, chainID *big.Int) error {
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
	need := new(big.Int).Mul(price, big.NewInt(deployGas))
	if balance.Cmp(need) >= 0 {
		return nil
	}
	return fmt.Errorf("the deployer %s holds %s ETH on chain %s; deploying needs about %s ETH (%d gas at %s gwei): "+
		"fund the account and run deploy again", from.Hex(), etherText(balance), chainID, etherText(need), deployGas, gweiText(price))
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
		return assetInfo{decimals: testnet.TestTokenDecimals, symbol: "tUSD"}, nil
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
	cfg *deployConfig, asset assetInfo) (*testnet.Manifest, error) {
	weightCap := new(big.Int).Mul(new(big.Int).SetUint64(cfg.capUnits), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(asset.decimals)), nil))
	opts := bind.NewKeyedTransactor(key.PrivateKey, chainID)
	d, err := testnet.Deploy(ctx, client, opts, testnet.Params{Admin: cfg.roles["admin"], Scorer: cfg.roles["scorer"],
		Arbiter: cfg.roles["arbiter"], Asset: cfg.roles["asset"], EpochLength: cfg.epochLength, WeightCap: weightCap}, nil)
	if err != nil {
		return nil, err
	}
	return &testnet.Manifest{Formula: testnet.FormulaID, ChainID: chainID.Uint64(), RPCHTTP: cfg.endpoint.URL,
		Escrow: d.Escrow, Ledger: d.Ledger, Asset: d.Token, AssetDecimals: asset.decimals, AssetSymbol: asset.symbol,
		AssetIsTestTok: d.DeployedTestToken, DeploymentBlock: d.Block, Admin: cfg.roles["admin"], Scorer: cfg.roles["scorer"],
		Arbiter: cfg.roles["arbiter"], EpochLength: cfg.epochLength, WeightCap: weightCap.String()}, nil
}
