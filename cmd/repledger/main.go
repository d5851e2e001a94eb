// Command repledger is the one CLI over repledger's parts: the demo and the calculator, the
// embedded testnet, deployment and verification, accounts, the settler daemon, and the
// router's gate and rank.
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
	invokedAs = invocation(os.Args[0])
	err := runApp(ctx, newApp(), os.Args)
	code := exitCode(ctx, err)
	switch {
	case code == exitInterrupted:
		// Whatever the command was doing, it ended because it was asked to: say so on a line of
		// its own, not the cancellation error it came back with.
		fmt.Fprintln(os.Stderr, "repledger: interrupted")
	case err != nil:
		fmt.Fprintf(os.Stderr, "repledger: %v\n", err)
	}
	os.Exit(code)
}

func newApp() *cli.App {
	commands := []*cli.Command{
		demoCommand(), attackCommand(), calcCommand(), rubricCommand(), scoreCommand(), testnetCommand(), accountCommand(),
		deployCommand(), escrowCommand(), verifyCommand(), auditCommand(), serveCommand(), settlerCommand(), facilitatorCommand(), gateCommand(),
		rankCommand(), versionCommand(),
	}
	app := &cli.App{
		Name:  "repledger",
		Usage: "reputation from settled payments: ledger, settler and router for agent marketplaces",
		Description: "Agents are paid per step through an on-chain escrow; each settled payment becomes one " +
			"0-100 rating on a ReputationLedger, weighted by the money that settled (capped), fading 7.5 % a " +
			"week. Orchestrators hire only agents whose Wilson lower bound, blended with a 3.50★ prior, is " +
			"at least 2.75★. 'repledger demo' shows it all on an embedded chain. The design: docs/design.md.",
		// urfave adds its --help only when there is no help command; this app has its own.
		Flags:    []cli.Flag{fresh(&versionFlag), fresh(&appHelpFlag)},
		Commands: append(commands, helpCommand()),
		// The app decides its exit statuses (main): urfave must never exit on its own.
		ExitErrHandler:  func(*cli.Context, error) {},
		HideHelpCommand: true,
		HideVersion:     true,
		OnUsageError:    oneLineUsageError,
		Action: func(c *cli.Context) error {
			switch {
			case versionFlag.Get(c):
				return printVersion(c.App.Writer, false)
			case c.NArg() == 0:
				return cli.ShowAppHelp(c)
			}
			return unknownCommand(c.App.Name, c.Args().First(), c.App.Commands)
		},
	}
	var setup func(path string, cs []*cli.Command)
	setup = func(path string, cs []*cli.Command) {
		for _, c := range cs {
			c.OnUsageError = oneLineUsageError
			if len(c.Subcommands) > 0 {
				c.HideHelpCommand = true
				c.Action = commandGroup(path + " " + c.Name)
				setup(path+" "+c.Name, c.Subcommands)
			}
		}
	}
	setup(app.Name, app.Commands)
	installHelp(app)
	return app
}

// helpCommand is `repledger help [COMMAND [SUBCOMMAND]]`.
func helpCommand() *cli.Command {
	return &cli.Command{
		Name:      "help",
		Usage:     "show the help of the app or of a command",
		ArgsUsage: "[COMMAND [SUBCOMMAND]]",
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return cli.ShowAppHelp(c)
			}
			path, cs := c.App.Name, c.App.Commands
			var found *cli.Command
			for _, name := range c.Args().Slice() {
				next := findCommand(cs, name)
				if next == nil {
					return unknownCommand(path, name, cs)
				}
				found, path, cs = next, path+" "+name, next.Subcommands
			}
			cli.HelpPrinter(c.App.Writer, found.CustomHelpTemplate, found)
			return nil
		},
	}
}

func findCommand(cs []*cli.Command, name string) *cli.Command {
	for _, c := range cs {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}

// noArgs refuses positional arguments a command does not take.
func noArgs(c *cli.Context) error {
	if c.NArg() == 0 {
		return nil
	}
	return extraArgs(c, 0)
}

// extraArgs reports c's arguments from index `from` on as not taken.
func extraArgs(c *cli.Context, from int) error {
	args := c.Args().Slice()[from:]
	what := "no arguments"
	if from > 0 {
		what = fmt.Sprintf("%d argument", from)
		if from > 1 {
			what += "s"
		}
	}
	return usagef("%s takes %s; %q is one too many (see '%s --help')", commandName(c.App, c.Command.HelpName), what,
		args[0], c.Command.HelpName)
}
