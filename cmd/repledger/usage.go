package main

import (
	"regexp"
	"strings"

	"github.com/urfave/cli/v2"
)

// The flag package's own messages, reworded to name the flag as it is typed and say what it
// takes (`invalid value "abc" for flag -weight: parse error` becomes `--weight "abc": want a
// whole number`).
var (
	reInvalidValue = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-+([\w-]+): (.*)$`)
	reUndefined    = regexp.MustCompile(`^flag provided but not defined: -+([\w-]+)$`)
	reNeedsArg     = regexp.MustCompile(`^flag needs an argument: -+([\w-]+)$`)
)

// oneLineUsageError reports a malformed flag in one line instead of the whole help text.
func oneLineUsageError(c *cli.Context, err error, _ bool) error {
	flags, where := c.App.Flags, c.App.Name
	if c.Command != nil && c.Command.Name != "" {
		flags, where = c.Command.Flags, c.Command.HelpName
	}
	name := commandName(c.App, where)
	msg := err.Error()
	if m := reInvalidValue.FindStringSubmatch(msg); m != nil {
		f := lookupFlag(flags, m[2])
		return usagef("--%s %q: want %s (see '%s --help')", m[2], m[1], valueForm(f, m[3]), where)
	}
	if m := reUndefined.FindStringSubmatch(msg); m != nil {
		var names []string
		for _, f := range flags {
			names = append(names, f.Names()[0])
		}
		if near := closest(m[1], names); near != "" && editDistance(m[1], near) <= max(2, len(m[1])/2) {
			return usagef("%s has no flag --%s: the closest is --%s (see '%s --help')", name, m[1], near, where)
		}
		return usagef("%s has no flag --%s (see '%s --help')", name, m[1], where)
	}
	if m := reNeedsArg.FindStringSubmatch(msg); m != nil {
		left, _ := describeFlag(lookupFlag(flags, m[1]))
		return usagef("--%s needs a value: %s (see '%s --help')", m[1], left, where)
	}
	return usagef("%s: %v (see '%s --help')", name, err, where)
}

// commandName is a command's path without the app's name ("settler run"), as errors start:
// main prefixes every message with "repledger: ".
func commandName(app *cli.App, helpName string) string {
	if n := strings.TrimPrefix(helpName, app.Name+" "); n != "" && n != app.Name {
		return n
	}
	return app.Name
}

func lookupFlag(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return f
			}
		}
	}
	return nil
}

// valueForm says what a flag takes, from its type.
func valueForm(f cli.Flag, why string) string {
	outOfRange := strings.Contains(why, "out of range")
	switch f.(type) {
	case *cli.Uint64Flag, *cli.UintFlag:
		if outOfRange {
			return "a whole number below 2^64"
		}
		return "a whole number (no sign, no fraction: 12, not 1.5 or -1)"
	case *cli.IntFlag, *cli.Int64Flag:
		return "a whole number (no fraction)"
	case *cli.DurationFlag:
		return "a duration with its unit, such as 500ms, 2s or 1m"
	case *cli.Float64Flag:
		return "a number, such as 1 or 1.5"
	case *cli.BoolFlag:
		return "nothing, or =true / =false"
	}
	return "a valid value"
}
