package main

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urfave/cli/v2"
)

// reValuePlaceholder finds urfave's default placeholder, which says nothing.
var reValuePlaceholder = regexp.MustCompile(`--[a-z-]+ value\b`)

// helpPage is one rendered help text and the command it documents (nil: the app).
type helpPage struct {
	path []string // the command's names after "repledger"
	cmd  *cli.Command
	text string
}

// allHelp renders the help of the app and of every command and subcommand through the CLI
// itself (`repledger ... --help`), as a user sees it.
func allHelp(t *testing.T) []helpPage {
	t.Helper()
	render := func(args ...string) string {
		t.Helper()
		out, err := runCLI(t, args...)
		if err != nil {
			t.Fatalf("repledger %s: %v", strings.Join(args, " "), err)
		}
		return out
	}
	pages := []helpPage{{text: render("--help")}}
	var walk func(path []string, cs []*cli.Command)
	walk = func(path []string, cs []*cli.Command) {
		for _, c := range cs {
			p := append(slices.Clone(path), c.Name)
			pages = append(pages, helpPage{path: p, cmd: c, text: render(append(p, "--help")...)})
			walk(p, c.Subcommands)
		}
	}
	walk(nil, newApp().Commands)
	return pages
}

// reIssue is a reference to the project's issues, which mean nothing to a reader of the help.
var reIssue = regexp.MustCompile(`(?i)\bissue\s*#?\d+`)

// Every help page reads like a well-kept CLI's: no template artefacts, no trailing spaces, no
// literal backticks, lines that fit, real placeholders, each default stated once, each
// environment variable shown, and nothing that points outside the repository.
func TestHelpOfEveryCommand(t *testing.T) {
	pages := allHelp(t)
	if len(pages) < 15 {
		t.Fatalf("only %d help pages rendered", len(pages))
	}
	for _, page := range pages {
		name := "repledger " + strings.Join(page.path, " ")
		text := page.text
		if page.cmd != nil && page.cmd.Name == "help" {
			name = "repledger" // `repledger help --help` is the app's help
		}
		if !strings.HasPrefix(text, strings.TrimSpace(name)+" - ") || !strings.Contains(text, "Usage: ") {
			t.Errorf("%s: help does not start with its name and usage:\n%s", name, text)
		}
		for _, bad := range []string{"MISC", "GLOBAL OPTIONS", "(default: false)", "`", "SPEC", "shared/", "{{", "NAME:", "USAGE:"} {
			if strings.Contains(text, bad) {
				t.Errorf("%s: help contains %q:\n%s", name, bad, text)
			}
		}
		if m := reIssue.FindString(text); m != "" {
			t.Errorf("%s: help names %q: say what it means, not where it was asked for", name, m)
		}
		if m := reValuePlaceholder.FindString(text); m != "" {
			t.Errorf("%s: a flag without a placeholder: %q", name, m)
		}
		for i, line := range strings.Split(text, "\n") {
			if strings.TrimRight(line, " \t") != line {
				t.Errorf("%s: line %d ends in a space: %q", name, i+1, line)
			}
			if utf8.RuneCountInString(line) > helpWidth {
				t.Errorf("%s: line %d is wider than %d: %q", name, i+1, helpWidth, line)
			}
		}
		if strings.Contains(text, "\n\n\n") {
			t.Errorf("%s: two blank lines in a row:\n%s", name, text)
		}
		if !strings.Contains(text, "-h, --help") {
			t.Errorf("%s: help does not list -h, --help", name)
		}
		if page.cmd == nil {
			continue
		}
		for _, f := range page.cmd.Flags {
			checkFlagHelp(t, name, text, f)
		}
		for _, sub := range page.cmd.Subcommands {
			if !strings.Contains(text, "  "+sub.Name+"  ") {
				t.Errorf("%s: help does not list its subcommand %s", name, sub.Name)
			}
		}
	}
}

// checkFlagHelp finds the flag's entry in a help text and checks it.
func checkFlagHelp(t *testing.T, page, text string, f cli.Flag) {
	t.Helper()
	if slices.Contains(f.Names(), "help") {
		return
	}
	entry := flagEntry(text, "--"+f.Names()[0])
	if entry == "" {
		t.Errorf("%s: no entry for --%s:\n%s", page, f.Names()[0], text)
		return
	}
	doc := f.(cli.DocGenerationFlag)
	if doc.TakesValue() {
		fields := strings.Fields(entry)
		names := 0 // "--rpc, --rpc-url URL": the placeholder follows the last name
		for strings.HasSuffix(fields[names], ",") {
			names++
		}
		placeholder := fields[names+1]
		if placeholder != strings.ToUpper(placeholder) || placeholder == "VALUE" || strings.HasPrefix(placeholder, "(") {
			t.Errorf("%s: --%s has no real placeholder: %q", page, f.Names()[0], entry)
		}
	}
	if n := strings.Count(entry, "default"); n > 1 {
		t.Errorf("%s: --%s states its default %d times: %q", page, f.Names()[0], n, entry)
	}
	if d := flagDefault(f); d != "" && !strings.Contains(entry, "default: "+d) {
		t.Errorf("%s: --%s does not state its default %q: %q", page, f.Names()[0], d, entry)
	}
	for _, env := range doc.GetEnvVars() {
		if !strings.Contains(entry, "env "+env) {
			t.Errorf("%s: --%s does not show its variable %s: %q", page, f.Names()[0], env, entry)
		}
		if want := envVar(f.Names()[0])[0]; env != want {
			t.Errorf("%s: --%s reads %s, want %s (envVar)", page, f.Names()[0], env, want)
		}
	}
}

// flagEntry is a flag's lines in a help text (its first line and the indented ones after).
func flagEntry(text, flag string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		if !strings.HasPrefix(trimmed, flag+" ") && !strings.HasPrefix(trimmed, flag+", ") && trimmed != flag &&
			!strings.Contains(trimmed, ", "+flag+" ") {
			continue
		}
		entry := []string{trimmed}
		for _, next := range lines[i+1:] {
			if !strings.HasPrefix(next, "    ") { // flags start at two spaces, their wrapped text further in
				break
			}
			entry = append(entry, strings.TrimSpace(next))
		}
		return strings.Join(entry, " ")
	}
	return ""
}

// `repledger help X`, `repledger X --help` and, for a group, `repledger X help Y` print the same.
func TestHelpReachedEveryWay(t *testing.T) {
	same := func(a, b []string) {
		t.Helper()
		outA, errA := runCLI(t, a...)
		outB, errB := runCLI(t, b...)
		if errA != nil || errB != nil || outA != outB || outA == "" {
			t.Errorf("%v and %v differ (%v, %v):\n%s\n---\n%s", a, b, errA, errB, outA, outB)
		}
	}
	same([]string{"help", "gate"}, []string{"gate", "--help"})
	same([]string{"help", "settler", "run"}, []string{"settler", "run", "--help"})
	same([]string{"settler", "help", "run"}, []string{"settler", "run", "-h"})
	same([]string{"account"}, []string{"account", "--help"})
	same([]string{}, []string{"--help"})
	same([]string{"help"}, []string{"-h"})
}

// The help of the app states the exit statuses main uses.
func TestHelpStatesExitStatuses(t *testing.T) {
	out, _ := runCLI(t, "--help")
	for _, want := range []string{"2 usage error", "130 interrupted", "docs/design.md"} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("app help lacks %q:\n%s", want, out)
		}
	}
	var buf bytes.Buffer
	buf.WriteString(out)
	if !strings.Contains(out, "version") || !strings.Contains(out, "account") {
		t.Errorf("app help does not list version and account:\n%s", out)
	}
}
