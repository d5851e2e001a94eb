package main

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
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

func deployCommand() *cli.Command {
	return &cli.Command{
		Name:  "deploy",
		Usage: "deploy the Escrow and ReputationLedger (and a TestToken without --asset) to a node and write the manifest",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "rpc", Required: true, Usage: "node JSON-RPC `URL`", EnvVars: []string{"REPLEDGER_RPC"}},
			&cli.StringFlag{Name: "keystore", Required: true, Usage: "encrypted keystore `FILE` of the deploying account", EnvVars: []string{"REPLEDGER_KEYSTORE"}},
			&cli.StringFlag{Name: "password-file", Required: true, Usage: "`FILE` holding the keystore's password", EnvVars: []string{"REPLEDGER_PASSWORD_FILE"}},
			&cli.Uint64Flag{Name: "epoch-length", Value: testnet.DefaultEpochLength, Usage: "ledger epoch length in seconds", EnvVars: []string{"REPLEDGER_EPOCH_LENGTH"}},
			&cli.Float64Flag{Name: "weight-cap", Value: testnet.DefaultCapUnits, Usage: "weight cap in whole units of the asset", EnvVars: []string{"REPLEDGER_WEIGHT_CAP"}},
			&cli.StringFlag{Name: "asset", Usage: "the ERC-20 `ADDR` ratings are weighted in; without it a TestToken is deployed", EnvVars: []string{"REPLEDGER_ASSET"}},
			&cli.StringFlag{Name: "admin", Usage: "admin `ADDR` (default: the deployer)", EnvVars: []string{"REPLEDGER_ADMIN"}},
			&cli.StringFlag{Name: "scorer", Usage: "scorer `ADDR`, the settler's account (default: the deployer)", EnvVars: []string{"REPLEDGER_SCORER"}},
			&cli.StringFlag{Name: "arbiter", Usage: "escrow arbiter `ADDR` (default: the deployer)", EnvVars: []string{"REPLEDGER_ARBITER"}},
			&cli.StringFlag{Name: "out", Value: "deployment.json", Usage: "where to write the manifest", EnvVars: []string{"REPLEDGER_OUT"}},
		},
		Action: runDeploy,
	}
}

func runDeploy(c *cli.Context) error {
	ctx := c.Context
	// Check everything local before touching the network.
	roles := map[string]common.Address{}
	for _, flag := range []string{"asset", "admin", "scorer", "arbiter"} {
		if v := c.String(flag); v != "" {
			if !common.IsHexAddress(v) || common.HexToAddress(v) == (common.Address{}) {
				return fmt.Errorf("--%s %q: want a non-zero 0x-prefixed 20-byte address", flag, v)
			}
			roles[flag] = common.HexToAddress(v)
		}
	}
	if c.Uint64("epoch-length") == 0 {
		return fmt.Errorf("--epoch-length 0: must be a positive number of seconds")
	}
	if cap := c.Float64("weight-cap"); !(cap > 0) || cap > 1e12 {
		return fmt.Errorf("--weight-cap %v: must be a positive number of whole asset units", cap)
	}
	key, err := loadKey(c.String("keystore"), c.String("password-file"))
	if err != nil {
		return err
	}
	out, err := filepath.Abs(c.String("out"))
	if err != nil {
		return fmt.Errorf("--out: %w", err)
	}

	dialCtx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	client, err := ethclient.DialContext(dialCtx, c.String("rpc"))
	if err != nil {
		return fmt.Errorf("--rpc %s: cannot connect: %w", c.String("rpc"), err)
	}
	defer client.Close()
	chainID, err := client.ChainID(dialCtx)
	if err != nil {
		return fmt.Errorf("--rpc %s: cannot read the chain id (is a node listening there?): %w", c.String("rpc"), err)
	}
	opts := bind.NewKeyedTransactor(key.PrivateKey, chainID)
	deployer := key.Address
	for _, r := range []string{"admin", "scorer", "arbiter"} {
		if _, ok := roles[r]; !ok {
			roles[r] = deployer
		}
	}

	decimals := uint8(testnet.TestTokenDecimals)
	symbol := "tUSD"
	if asset, ok := roles["asset"]; ok {
		token := bindings.NewTestToken() // any ERC-20's decimals() and symbol()
		inst := token.Instance(client, asset)
		if decimals, err = bind.Call(inst, &bind.CallOpts{Context: ctx}, token.PackDecimals(), token.UnpackDecimals); err != nil {
			return fmt.Errorf("--asset %s: cannot read decimals() (is it an ERC-20 on chain %s?): %w", asset.Hex(), chainID, err)
		}
		symbol, _ = bind.Call(inst, &bind.CallOpts{Context: ctx}, token.PackSymbol(), token.UnpackSymbol)
	}
	weightCap := unitsToBase(c.Float64("weight-cap"), decimals)
	fmt.Fprintf(c.App.ErrWriter, "deploying from %s to chain %s at %s\n", deployer.Hex(), chainID, c.String("rpc"))
	if _, ok := roles["asset"]; !ok {
		fmt.Fprintln(c.App.ErrWriter, "no --asset given: deploying a TestToken (6 decimals, anyone can mint: test chains only)")
	}
	d, err := testnet.Deploy(ctx, client, opts, testnet.Params{Admin: roles["admin"], Scorer: roles["scorer"],
		Arbiter: roles["arbiter"], Asset: roles["asset"], EpochLength: c.Uint64("epoch-length"), WeightCap: weightCap}, nil)
	if err != nil {
		return err
	}
	m := &testnet.Manifest{Formula: testnet.FormulaID, ChainID: chainID.Uint64(), RPCHTTP: c.String("rpc"),
		Escrow: d.Escrow, Ledger: d.Ledger, Asset: d.Token, AssetDecimals: decimals, AssetSymbol: symbol,
		AssetIsTestTok: d.DeployedTestToken, DeploymentBlock: d.Block, Admin: roles["admin"], Scorer: roles["scorer"],
		Arbiter: roles["arbiter"], EpochLength: c.Uint64("epoch-length"), WeightCap: weightCap.String()}
	if err := testnet.WriteManifest(out, m); err != nil {
		return fmt.Errorf("--out %s: %w", out, err)
	}
	fmt.Fprintf(c.App.Writer, "ReputationLedger  %s\nEscrow            %s\nasset             %s (%s, %d decimals)\nmanifest          %s\n",
		d.Ledger.Hex(), d.Escrow.Hex(), d.Token.Hex(), symbol, decimals, out)
	return nil
}

// loadKey decrypts the deploying key from an encrypted keystore file. The key never comes from
// a flag or an environment variable's value, and is never printed.
func loadKey(keystorePath, passwordPath string) (*keystore.Key, error) {
	keyJSON, err := os.ReadFile(keystorePath)
	if err != nil {
		return nil, fmt.Errorf("--keystore: %w", err)
	}
	password, err := os.ReadFile(passwordPath)
	if err != nil {
		return nil, fmt.Errorf("--password-file: %w", err)
	}
	key, err := keystore.DecryptKey(keyJSON, strings.TrimRight(string(password), "\r\n"))
	if err != nil {
		return nil, fmt.Errorf("--keystore %s: cannot decrypt with the password in --password-file: %w", keystorePath, err)
	}
	return key, nil
}

func unitsToBase(units float64, decimals uint8) *big.Int {
	f := new(big.Float).SetFloat64(units)
	f.Mul(f, new(big.Float).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)))
	v, _ := f.Int(nil)
	return v
}
