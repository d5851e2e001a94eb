package main

import (
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

func testnetCommand() *cli.Command {
	return &cli.Command{
		Name:  "testnet",
		Usage: "run an embedded chain with the contracts deployed, serving JSON-RPC on 127.0.0.1, until Ctrl-C",
		Description: "go-ethereum's simulated backend under today's mainnet rules, with the TestToken, a " +
			"ReputationLedger (cap 12 units) and its first marketplace's Escrow deployed: dev account 0 is the ledger's " +
			"admin and the escrow's owner and treasury, dev account 1 the scorer, dev account 2 the arbiter. 'repledger " +
			"escrow create' adds marketplaces (with dev account 0's key). It writes the deployment manifest and prints " +
			"the endpoints and the ten dev accounts of the standard 'test test ... junk' mnemonic: public test keys, " +
			"never for a real network.",
		Flags: []cli.Flag{fresh(&httpPortFlag), fresh(&wsPortFlag), fresh(&blockPeriodFlag), fresh(&testnetEpochFlag),
			fresh(&feeBpsFlag), fresh(&outFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			var errs []error
			if n := testnetEpochFlag.Get(c); n < deployment.MinEpochLength {
				errs = append(errs, usagef("--epoch-length %d: want at least %d seconds, the shortest epoch the ledger accepts", n, deployment.MinEpochLength))
			}
			if fee := feeBpsFlag.Get(c); fee > deployment.MaxPlatformFeeBps {
				errs = append(errs, usagef("--fee-bps %d: want 0 to %d basis points (an escrow's fee is at most 10 %%)", fee, deployment.MaxPlatformFeeBps))
			}
			if d := blockPeriodFlag.Get(c); d < 0 {
				errs = append(errs, usagef("--block-period %s: want 0 (a block per transaction) or a positive duration", d))
			}
			for _, f := range []*cli.IntFlag{&httpPortFlag, &wsPortFlag} {
				if p := f.Get(c); p < 0 || p > 65535 {
					errs = append(errs, usagef("--%s %d: want a port from 0 to 65535 (0 picks a free one)", f.Name, p))
				}
			}
			out, err := checkOutput("--out", outFlag.Get(c))
			if err != nil {
				errs = append(errs, err)
			}
			if len(errs) > 0 {
				return joinUsage(errs)
			}
			tn, err := testnet.Serve(c.Context, testnet.ServeConfig{HTTPPort: httpPortFlag.Get(c), WSPort: wsPortFlag.Get(c),
				BlockPeriod: blockPeriodFlag.Get(c), EpochLength: testnetEpochFlag.Get(c), PlatformFeeBps: uint16(feeBpsFlag.Get(c))})
			if err != nil {
				return fmt.Errorf("start testnet: %w", err)
			}
			defer tn.Close()
			if err := deployment.WriteManifest(out, tn.Manifest); err != nil {
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
	weightCap, _ := m.WeightCapInt()
	fmt.Fprintf(w, "contracts (block %d):\n  ReputationLedger  %s  weight cap %s\n  EscrowFactory     %s\n",
		m.DeploymentBlock, m.Ledger.Hex(), amount(weightCap, m.AssetDecimals, m.AssetSymbol), m.Factory.Hex())
	for _, e := range m.Escrows {
		fmt.Fprintf(w, "  Escrow %-10d %s  fee %d bps\n", e.Index, e.Address.Hex(), e.PlatformFeeBps)
	}
	for _, src := range m.Sources {
		switch src.Kind {
		case deployment.SourceKindX402:
			fmt.Fprintf(w, "  X402Source        %s  source %d, outcome window %s\n", src.Address.Hex(), src.Index,
				time.Duration(src.OutcomeWindowSeconds)*time.Second)
		case deployment.SourceKindRatingHook:
			fmt.Fprintf(w, "  RatingHook        %s  source %d, foreign ERC-8183 escrows: 'repledger escrow register'\n", src.Address.Hex(), src.Index)
		}
	}
	fmt.Fprintf(w, "  TestToken (%s)   %s\n\n", m.AssetSymbol, m.Asset.Hex())
	fmt.Fprintln(w, "dev accounts — PUBLIC TEST KEYS: anyone can spend from them; never use them on a real network:")
	roles := map[int]string{0: "ledger admin, deployer, escrow owner and treasury", 1: "scorer", 2: "arbiter"}
	for i, a := range testnet.DevAccounts() {
		fmt.Fprintf(w, "  (%d) %s  %s  %s\n", i, a.Address.Hex(), hexutil.Encode(crypto.FromECDSA(a.Key)), roles[i])
	}
	fmt.Fprintln(w, "\nCtrl-C stops it.")
}
