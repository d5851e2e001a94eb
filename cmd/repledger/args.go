package main

import (
	"context"
	"regexp"
	"strings"

	"github.com/urfave/cli/v2"
)

// runApp is the CLI's one entry point: main and the tests that run a command line go through
// it, so every command takes its flags wherever they are written.
func runApp(ctx context.Context, app *cli.App, args []string) error {
	return app.RunContext(ctx, flagsFirst(app, args))
}

// reNumber is a negative number where an argument was meant (`escrow stop -5`): an argument,
// not a flag, so that the command reports it as a bad number.
var reNumber = regexp.MustCompile(`^-[0-9.]`)

// flagsFirst moves the flags of a command line, each with its value, before its positional
// arguments, as cast and most CLIs accept them (`account import ./dev.key --password-file
// ./dev.password`): urfave/cli stops reading flags at the first argument. The command path
// (`escrow create`) stays in front; `--` still ends the flags, and what follows it stays an
// argument. Unknown flags stay flags, so that the command names them.
func flagsFirst(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	out := []string{args[0]}
	flags, commands := app.Flags, app.Commands
	i := 1
	for ; i < len(args); i++ {
		c := findCommand(commands, args[i])
		if c == nil {
			break
		}
		out = append(out, args[i])
		flags, commands = c.Flags, c.Subcommands
	}
	if len(commands) > 0 {
		// The app or a group (`escrow`) with no command named: let it say so.
		return args
	}
	var front, positional []string
	dashed := false // a positional starts with '-': it must follow a "--"
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i+1:]...)
			dashed = true
			break
		}
		if len(a) < 2 || a[0] != '-' || reNumber.MatchString(a) {
			positional = append(positional, a)
			dashed = dashed || strings.HasPrefix(a, "-")
			continue
		}
		front = append(front, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := lookupFlag(flags, name); f != nil && takesValue(f) && i+1 < len(args) {
			i++
			front = append(front, args[i])
		}
	}
	out = append(out, front...)
	if dashed {
		out = append(out, "--")
	}
	return append(out, positional...)
}

// takesValue reports whether a flag reads the next argument as its value (all but booleans).
func takesValue(f cli.Flag) bool {
	if v, ok := f.(interface{ TakesValue() bool }); ok {
		return v.TakesValue()
	}
	return true
}
