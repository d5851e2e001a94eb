package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/testnet"
)

// errVerifyFailed makes `verify` exit non-zero after printing every check.
var errVerifyFailed = errors.New("deployment does not match")

func verifyCommand() *cli.Command {
	return &cli.Command{
		Name:  "verify",
		Usage: "check that a deployment's code is this repository's compiled contracts and its wiring is as the manifest says",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "deployment", Required: true, Usage: "deployment manifest `FILE`", EnvVars: []string{"REPLEDGER_DEPLOYMENT"}},
			&cli.StringFlag{Name: "rpc", Usage: "node `URL` to read from instead of the manifest's", EnvVars: []string{"REPLEDGER_RPC"}},
		},
		Action: func(c *cli.Context) error {
			m, err := testnet.ReadManifest(c.String("deployment"))
			if err != nil {
				return fmt.Errorf("--deployment: %w", err)
			}
			url := m.RPCHTTP
			if c.IsSet("rpc") {
				url = c.String("rpc")
			}
			ctx, cancel := context.WithTimeout(c.Context, 2*dialTimeout)
			defer cancel()
			client, err := ethclient.DialContext(ctx, url)
			if err != nil {
				return fmt.Errorf("%s: cannot connect: %w", url, err)
			}
			defer client.Close()
			checks, err := testnet.Verify(ctx, client, m)
			if err != nil {
				return err
			}
			failed := 0
			for _, ch := range checks {
				if ch.OK {
					fmt.Fprintf(c.App.Writer, "ok    %s\n", ch.Name)
				} else {
					failed++
					fmt.Fprintf(c.App.Writer, "FAIL  %s: %s\n", ch.Name, ch.Detail)
				}
			}
			if failed > 0 {
				return fmt.Errorf("%w: %d of %d checks failed", errVerifyFailed, failed, len(checks))
			}
			fmt.Fprintf(c.App.Writer, "all %d checks passed\n", len(checks))
			return nil
		},
	}
}
