package main

import (
	"github.com/urfave/cli/v2"
)

// closest returns the candidate nearest to word by edit distance (the first of equals).
func closest(word string, candidates []string) string {
	best, bestDist := "", -1
	for _, c := range candidates {
		if d := editDistance(word, c); bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, by runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// unknownCommand is the one-line answer to a command that does not exist under path.
func unknownCommand(path, name string, cs []*cli.Command) error {
	var names []string
	for _, c := range cs {
		if !c.Hidden {
			names = append(names, c.Name)
		}
	}
	return usagef("unknown command %q; the closest is '%s %s' (see '%s --help')", name, path, closest(name, names), path)
}

// commandGroup is the action of a command that only holds subcommands (settler, account):
// without one it prints its help; with an unknown one it names the closest; `help X` is help.
func commandGroup(path string) cli.ActionFunc {
	return func(c *cli.Context) error {
		if c.NArg() == 0 {
			return cli.ShowSubcommandHelp(c)
		}
		if name := c.Args().First(); name == "help" || name == "h" {
			if c.NArg() == 1 {
				return cli.ShowSubcommandHelp(c)
			}
			if sub := c.Command.Command(c.Args().Get(1)); sub != nil {
				cli.HelpPrinter(c.App.Writer, sub.CustomHelpTemplate, sub)
				return nil
			}
			return unknownCommand(path, c.Args().Get(1), c.Command.Subcommands)
		}
		return unknownCommand(path, c.Args().First(), c.Command.Subcommands)
	}
}
