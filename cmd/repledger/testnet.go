package main

import (
	"fmt"
	"math/big"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/testnet"
)

func testnetCommand() *cli.Command {
	return &cli.Command{
		Name:  "testnet",
		Usage: "run an embedded chain with the contracts deployed, serving JSON-RPC on 127.0.0.1, until Ctrl-C",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "http-port", Value: 8545, Usage: "HTTP JSON-RPC port (0 picks a free one)", EnvVars: []string{"REPLEDGER_HTTP_PORT"}},
			&cli.IntFlag{Name: "ws-port", Value: 8546, Usage: "WebSocket JSON-RPC port (0 picks a free one)", EnvVars: []string{"REPLEDGER_WS_PORT"}},
			&cli.DurationFlag{Name: "block-period", Value: 1e9, Usage: "a block every period; 0 mines each transaction as it arrives", EnvVars: []string{"REPLEDGER_BLOCK_PERIOD"}},
			&cli.Uint64Flag{Name: "epoch-length", Value: 60, Usage: "ledger epoch length in seconds", EnvVars: []string{"REPLEDGER_EPOCH_LENGTH"}},
			&cli.StringFlag{Name: "out", Value: "deployment.json", Usage: "where to write the deployment manifest", EnvVars: []string{"REPLEDGER_OUT"}},
		},
		Action: func(c *cli.Context) error {
			if c.Uint64("epoch-length") == 0 {
				return fmt.Errorf("--epoch-length 0: must be a positive number of seconds")
			}
			if c.Duration("block-period") < 0 {
				return fmt.Errorf("--block-period %s: must be 0 (per transaction) or positive", c.Duration("block-period"))
			}
			tn, err := testnet.Serve(c.Context, testnet.ServeConfig{HTTPPort: c.Int("http-port"), WSPort: c.Int("ws-port"),
				BlockPeriod: c.Duration("block-period"), EpochLength: c.Uint64("epoch-length")})
			if err != nil {
				return fmt.Errorf("start testnet: %w", err)
			}
			defer tn.Close()
			out, err := filepath.Abs(c.String("out"))
			if err != nil {
				return fmt.Errorf("--out %s: %w", c.String("out"), err)
			}
			if err := testnet.WriteManifest(out, tn.Manifest); err != nil {
				return fmt.Errorf("--out %s: %w", out, err)
			}
			printTestnet(c, tn, out)
			<-c.Context.Done()
			fmt.Fprintln(c.App.ErrWriter, "stopping testnet")
			return nil
		},
	}
}

func printTestnet(c *cli.Context, tn *testnet.Testnet, manifest string) {
	w, m := c.App.Writer, tn.Manifest
	fmt.Fprintf(w, "repledger testnet: chain %d, epoch %d s, serving JSON-RPC\n", m.ChainID, m.EpochLength)
	fmt.Fprintf(w, "  HTTP      %s\n  WS        %s\n  manifest  %s\n\n", tn.HTTPURL, tn.WSURL, manifest)
	cap, _ := new(big.Float).SetString(m.WeightCap)
	cap.Quo(cap, big.NewFloat(1e6))
	fmt.Fprintf(w, "contracts (block %d):\n  ReputationLedger  %s\n  Escrow            %s\n  TestToken (%s)   %s  weight cap %s units\n\n",
		m.DeploymentBlock, m.Ledger.Hex(), m.Escrow.Hex(), m.AssetSymbol, m.Asset.Hex(), cap.Text('f', -1))
	fmt.Fprintln(w, "dev accounts — PUBLIC TEST KEYS: anyone can spend from them; never use them on a real network:")
	roles := map[int]string{0: "admin, deployer", 1: "scorer", 2: "arbiter"}
	for i, a := range testnet.DevAccounts() {
		fmt.Fprintf(w, "  (%d) %s  %s  %s\n", i, a.Address.Hex(), hexutil.Encode(crypto.FromECDSA(a.Key)), roles[i])
	}
	fmt.Fprintln(w, "\nCtrl-C stops it.")
}
