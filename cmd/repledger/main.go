// Command repledger is the one CLI over repledger's parts: today the demo on the embedded
// chain; the settler, router, testnet and deploy commands join it as they land.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/urfave/cli/v2"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := newApp().RunContext(ctx, os.Args); err != nil {
		fmt.Fprintf(os.Stderr, "repledger: %v\n", err)
		os.Exit(1)
	}
}

func newApp() *cli.App {
	commands := []*cli.Command{demoCommand(), calcCommand(), rubricCommand(), scoreCommand(), testnetCommand(), deployCommand(), verifyCommand(), settlerCommand(), gateCommand(), rankCommand()}
	var oneLine func([]*cli.Command)
	oneLine = func(cs []*cli.Command) {
		for _, c := range cs {
			c.OnUsageError = oneLineUsageError
			oneLine(c.Subcommands)
		}
	}
	oneLine(commands)
	return &cli.App{
		Name:                 "repledger",
		Usage:                "reputation from settled payments: ledger, settler and router for agent marketplaces",
		EnableBashCompletion: true,
		Commands:             commands,
		OnUsageError:         oneLineUsageError,
	}
}

// oneLineUsageError reports a malformed flag in one line instead of the whole help text.
func oneLineUsageError(c *cli.Context, err error, _ bool) error {
	return fmt.Errorf("%s: %w (see '%s --help')", c.Command.FullName(), err, c.Command.HelpName)
}
