package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
)

// Help is rendered here, not by urfave/cli's templates: one layout for the app, every command
// and subcommand, with real placeholders (FILE, URL, ADDR, N, DURATION), each default stated
// once, each flag's environment variable, and no trailing spaces. The text is handed to urfave
// as a template with no actions, so `--help`, `help COMMAND` and `COMMAND help` all print it.

// helpWidth is where help text wraps.
const helpWidth = 100

// helpFlagLine is urfave's own --help, listed with the command's flags.
const helpFlagLine = "show this help"

// exitStatusText ends the app's help; the README states the same.
const exitStatusText = "Exit status: 0 done, 1 failed (a file, the node, the chain, a check), 2 usage error " +
	"(a command, flag or argument), 130 interrupted."

// installHelp renders the help of the app and of every command into their templates.
func installHelp(app *cli.App) {
	app.CustomAppHelpTemplate = templateLiteral(renderAppHelp(app))
	var walk func(parent string, cs []*cli.Command)
	walk = func(parent string, cs []*cli.Command) {
		for _, c := range cs {
			path := parent + " " + c.Name
			c.CustomHelpTemplate = templateLiteral(renderCommandHelp(path, c))
			walk(path, c.Subcommands)
		}
	}
	walk(app.Name, app.Commands)
}

// templateLiteral makes text print as itself through text/template.
func templateLiteral(text string) string {
	return strings.ReplaceAll(text, "{{", `{{"{{"}}`)
}

func renderAppHelp(app *cli.App) string {
	var b strings.Builder
	b.WriteString(hanging(app.Name+" - ", app.Usage, helpWidth) + "\n")
	fmt.Fprintf(&b, "Usage: %s COMMAND [options] [arguments]\n\n", app.Name)
	if app.Description != "" {
		b.WriteString(wrapParagraphs(app.Description, helpWidth))
	}
	b.WriteString("Commands:\n")
	b.WriteString(commandList(app.Commands))
	b.WriteString("\nOptions:\n")
	b.WriteString(flagList(app.Flags))
	b.WriteString("\n")
	b.WriteString(wrapParagraphs(fmt.Sprintf("'%s COMMAND --help' explains a command. %s", app.Name, exitStatusText), helpWidth))
	return strings.TrimSuffix(b.String(), "\n")
}

func renderCommandHelp(path string, c *cli.Command) string {
	var b strings.Builder
	b.WriteString(hanging(path+" - ", c.Usage, helpWidth) + "\n")
	switch {
	case len(c.Subcommands) > 0:
		fmt.Fprintf(&b, "Usage: %s COMMAND [options]\n\n", path)
	case c.ArgsUsage != "":
		fmt.Fprintf(&b, "Usage: %s [options] %s\n\n", path, c.ArgsUsage)
	default:
		fmt.Fprintf(&b, "Usage: %s [options]\n\n", path)
	}
	if c.Description != "" {
		b.WriteString(wrapParagraphs(c.Description, helpWidth))
	}
	if len(c.Subcommands) > 0 {
		b.WriteString("Commands:\n")
		b.WriteString(commandList(c.Subcommands))
		b.WriteString("\nOptions:\n")
		b.WriteString(flagList(nil))
		fmt.Fprintf(&b, "\n'%s COMMAND --help' explains one.\n", path)
		return b.String()
	}
	b.WriteString("Options:\n")
	b.WriteString(flagList(c.Flags))
	return b.String()
}

func commandList(cs []*cli.Command) string {
	width := 0
	for _, c := range cs {
		width = max(width, len(c.Name))
	}
	var b strings.Builder
	for _, c := range cs {
		if c.Hidden {
			continue
		}
		b.WriteString(hanging("  "+c.Name+strings.Repeat(" ", width-len(c.Name)+2), c.Usage, helpWidth))
	}
	return b.String()
}

// flagList is one entry a flag: its names and placeholder, then what it does, its default and
// its environment variable; --help last.
func flagList(flags []cli.Flag) string {
	type entry struct{ left, text string }
	var entries []entry
	for _, f := range flags {
		if slices.Contains(f.Names(), "help") {
			continue
		}
		if v, ok := f.(cli.VisibleFlag); ok && !v.IsVisible() {
			continue
		}
		left, text := describeFlag(f)
		entries = append(entries, entry{left, text})
	}
	entries = append(entries, entry{"-h, --help", helpFlagLine})
	width := 0
	for _, e := range entries {
		if len(e.left) <= 28 {
			width = max(width, len(e.left))
		}
	}
	var b strings.Builder
	for _, e := range entries {
		if len(e.left) > width {
			b.WriteString("  " + e.left + "\n")
			b.WriteString(hanging(strings.Repeat(" ", width+4), e.text, helpWidth))
			continue
		}
		b.WriteString(hanging("  "+e.left+strings.Repeat(" ", width-len(e.left)+2), e.text, helpWidth))
	}
	return b.String()
}

// describeFlag renders a flag's left column (--name PLACEHOLDER, with one-letter aliases as -x)
// and its text.
func describeFlag(f cli.Flag) (left, text string) {
	doc, _ := f.(cli.DocGenerationFlag)
	names := f.Names()
	// Short aliases first (-v, --version), long ones after the name (--rpc, --rpc-url).
	var parts, long []string
	for _, alias := range names[1:] {
		if len(alias) == 1 {
			parts = append(parts, "-"+alias)
		} else {
			long = append(long, "--"+alias)
		}
	}
	parts = append(append(parts, "--"+names[0]), long...)
	left = strings.Join(parts, ", ")
	if doc == nil {
		return left, ""
	}
	placeholder, usage := splitPlaceholder(doc.GetUsage())
	if doc.TakesValue() {
		if placeholder == "" {
			placeholder = placeholderFor(f)
		}
		left += " " + placeholder
	}
	text = usage
	var notes []string
	if d := flagDefault(f); d != "" {
		notes = append(notes, "default: "+d)
	}
	for _, e := range doc.GetEnvVars() {
		notes = append(notes, "env "+e)
	}
	if len(notes) > 0 {
		text += " (" + strings.Join(notes, "; ") + ")"
	}
	return left, text
}

// splitPlaceholder takes the word in backticks out of a flag's usage as its placeholder, and
// returns the usage without the backticks: "manifest `FILE`" is FILE and "manifest FILE".
func splitPlaceholder(usage string) (placeholder, text string) {
	start := strings.IndexByte(usage, '`')
	if start < 0 {
		return "", usage
	}
	end := strings.IndexByte(usage[start+1:], '`')
	if end < 0 {
		return "", usage
	}
	placeholder = usage[start+1 : start+1+end]
	return placeholder, usage[:start] + placeholder + usage[start+2+end:]
}

// placeholderFor names a value by its type when the usage does not (`FILE`, `ADDR`, ...).
func placeholderFor(f cli.Flag) string {
	switch f.(type) {
	case *cli.IntFlag, *cli.Int64Flag, *cli.UintFlag, *cli.Uint64Flag:
		return "N"
	case *cli.DurationFlag:
		return "DURATION"
	case *cli.Float64Flag:
		return "NUMBER"
	}
	return "VALUE" // the help test refuses this: give the flag a `PLACEHOLDER` in its usage
}

// flagDefault is the default worth stating: DefaultText when the flag has one, else its value
// unless zero, empty or false.
func flagDefault(f cli.Flag) string {
	switch f := f.(type) {
	case *cli.StringFlag:
		if f.DefaultText != "" {
			return f.DefaultText
		}
		return f.Value
	case *cli.BoolFlag:
		return f.DefaultText
	case *cli.IntFlag:
		return orDefaultText(f.DefaultText, f.Value != 0, fmt.Sprint(f.Value))
	case *cli.Uint64Flag:
		return orDefaultText(f.DefaultText, f.Value != 0, fmt.Sprint(f.Value))
	case *cli.Float64Flag:
		return orDefaultText(f.DefaultText, f.Value != 0, fmt.Sprint(f.Value))
	case *cli.DurationFlag:
		return orDefaultText(f.DefaultText, f.Value != 0, durationText(f.Value))
	}
	return ""
}

func orDefaultText(text string, nonZero bool, value string) string {
	if text != "" || !nonZero {
		return text
	}
	return value
}

// durationText prints a duration as people write it: 1m rather than 1m0s.
func durationText(d time.Duration) string {
	s := d.String()
	for _, zero := range []string{"m0s", "h0m"} {
		if strings.HasSuffix(s, zero) {
			s = s[:len(s)-2]
		}
	}
	return s
}

// hanging wraps text after a left column: the first line starts with left, the next ones are
// indented as far.
func hanging(left, text string, width int) string {
	indent := strings.Repeat(" ", len(left))
	lines := wrapWords(text, width-len(left))
	if len(lines) == 0 {
		return strings.TrimRight(left, " ") + "\n"
	}
	var b strings.Builder
	for i, l := range lines {
		if i == 0 {
			b.WriteString(left + l + "\n")
		} else {
			b.WriteString(indent + l + "\n")
		}
	}
	return b.String()
}

// wrapParagraphs wraps each paragraph (separated by a blank line) to width. Lines that start
// with two spaces (examples) are kept as written.
func wrapParagraphs(text string, width int) string {
	var b strings.Builder
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		var prose []string
		flush := func() {
			if len(prose) > 0 {
				for _, l := range wrapWords(strings.Join(prose, " "), width) {
					b.WriteString(l + "\n")
				}
				prose = nil
			}
		}
		for _, line := range strings.Split(para, "\n") {
			if strings.HasPrefix(line, "  ") {
				flush()
				b.WriteString(strings.TrimRight(line, " ") + "\n")
				continue
			}
			prose = append(prose, strings.TrimSpace(line))
		}
		flush()
		b.WriteString("\n")
	}
	return b.String()
}

// wrapWords breaks text into lines of at most width characters (runes), at spaces.
func wrapWords(text string, width int) []string {
	var lines []string
	var cur strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		wl := len([]rune(w))
		if n > 0 && n+1+wl > width {
			lines = append(lines, cur.String())
			cur.Reset()
			n = 0
		}
		if n > 0 {
			cur.WriteByte(' ')
			n++
		}
		cur.WriteString(w)
		n += wl
	}
	if n > 0 {
		lines = append(lines, cur.String())
	}
	return lines
}
