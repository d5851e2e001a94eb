package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"

	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/testnet"
)

var (
	demoServeFlag = cli.BoolFlag{Name: "serve",
		Usage: "after the run, keep the embedded chain and the settler up and serve the leaderboard page and API (as 'repledger serve'); Ctrl-C stops"}
	demoListenFlag = cli.StringFlag{Name: "listen", Value: "127.0.0.1:8080", Usage: "`HOST:PORT` of the page with --serve (port 0 picks a free one)"}
)

func printDemo(c *cli.Context, res *demoResult) {
	if jsonFlag.Get(c) {
		enc := json.NewEncoder(c.App.Writer)
		enc.SetIndent("", "  ")
		_ = enc.Encode(res)
		return
	}
	printBoard(c.App.Writer, colorOn(c.App.Writer), res)
}

// serveDemo runs `serve` against the demo's chain until interrupted, and prints the URL.
func serveDemo(c *cli.Context, tn *testnet.Testnet) error {
	client, _, err := dialNode(c.Context, tn.HTTPURL, "the demo's chain")
	if err != nil {
		return err
	}
	defer client.Close()
	dir, err := os.MkdirTemp("", "repledger-demo-serve-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	e := &endpoint{URL: tn.HTTPURL, URLFrom: "the demo's chain", Ledger: tn.Deployment.Ledger, Manifest: tn.Manifest}
	b, err := startBackend(c.Context, backendConfig{client: client, endpoint: e, start: tn.Manifest.DeploymentBlock, dataDir: dir,
		listen: demoListenFlag.Get(c), confirmations: 1, log: zerolog.Nop(), wait: true})
	if err != nil {
		return err
	}
	if err := registerDemoAgents(c.Context, b, demoAgentsFlag.Get(c)); err != nil {
		_ = b.Close()
		return err
	}
	fmt.Fprintf(c.App.ErrWriter, "\nThe leaderboard page: %s  (API: %sv1/leaderboard, %sopenapi.json)\nThe chain stays up at %s; Ctrl-C stops.\n",
		b.URL, b.URL, b.URL, tn.HTTPURL)
	<-c.Context.Done()
	return b.Close()
}

// registerDemoAgents registers the demo's agents: the newcomer has no job anywhere, and shows at
// the prior only so.
func registerDemoAgents(ctx context.Context, b *backend, perProfile int) error {
	var ids []*big.Int
	for _, p := range profiles {
		for i := range perProfile {
			a := testnet.ExtraAccount(fmt.Sprintf("demo %s %d", p.name, i))
			ids = append(ids, new(big.Int).SetBytes(a.Address.Bytes()))
		}
	}
	return b.Indexer.Register(ctx, ids)
}
