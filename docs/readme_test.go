// Package docs_test holds the README to the shape issue 21 asked for — short enough to finish, the
// Quick start's two commands, a glossary of the first words a reader meets — and every relative
// link of the README and the guides to a file that exists.
package docs_test

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const (
	readmePath    = "../README.md"
	maxReadmeLine = 250
)

// quickStartCommands must each appear in the Quick start's code, exactly, as a command of its own.
var quickStartCommands = []string{"go run ./cmd/repledger demo", "make test"}

// glossaryTerms are the words a newcomer meets before anything defines them (issue 21); each must
// be a bold term of the glossary.
var glossaryTerms = []string{"bps", "stars", "epoch", "Wilson lower bound", "provisional"}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	var lines []string
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	return lines
}

func isFence(line string) bool { return strings.HasPrefix(strings.TrimSpace(line), "```") }

// headingLevel is the level of a Markdown ATX heading (## is 2), or 0 for any other line.
func headingLevel(line string) int {
	n := len(line) - len(strings.TrimLeft(line, "#"))
	if n == 0 || n > 6 || len(line) == n || line[n] != ' ' {
		return 0
	}
	return n
}

// section returns the lines under the first heading whose text starts with title (any case), up to
// the next heading of the same or a higher level; fenced code is skipped when looking for headings.
func section(t *testing.T, lines []string, title string) []string {
	t.Helper()
	start, level, inCode := -1, 0, false
	for i, l := range lines {
		if isFence(l) {
			inCode = !inCode
			continue
		}
		if inCode {
			continue
		}
		lv := headingLevel(l)
		if lv == 0 {
			continue
		}
		if start >= 0 && lv <= level {
			return lines[start:i]
		}
		text := strings.TrimSpace(l[lv:])
		if start < 0 && strings.HasPrefix(strings.ToLower(text), strings.ToLower(title)) {
			start, level = i+1, lv
		}
	}
	if start < 0 {
		t.Fatalf("README.md has no %q heading", title)
	}
	return lines[start:]
}

func TestReadmeIsShort(t *testing.T) {
	if n := len(readLines(t, readmePath)); n > maxReadmeLine {
		t.Errorf("README.md has %d lines, want at most %d: move the detail to a guide under docs/ and link it", n, maxReadmeLine)
	}
}

func TestQuickStartShowsBothCommands(t *testing.T) {
	var commands []string
	inCode := false
	for _, l := range section(t, readLines(t, readmePath), "Quick start") {
		if isFence(l) {
			inCode = !inCode
			continue
		}
		if inCode {
			cmd, _, _ := strings.Cut(l, "#")
			commands = append(commands, strings.Join(strings.Fields(cmd), " "))
		}
	}
	for _, want := range quickStartCommands {
		found := false
		for _, c := range commands {
			found = found || c == want
		}
		if !found {
			t.Errorf("the Quick start's code shows no %q command; it shows %q", want, commands)
		}
	}
}

func TestGlossaryDefinesFirstWords(t *testing.T) {
	text := strings.ToLower(strings.Join(section(t, readLines(t, readmePath), "Glossary"), "\n"))
	for _, term := range glossaryTerms {
		if !strings.Contains(text, "**"+strings.ToLower(term)+"**") {
			t.Errorf("the README's glossary does not define **%s**", term)
		}
	}
}

var (
	inlineCode = regexp.MustCompile("`[^`]*`")
	inlineLink = regexp.MustCompile(`!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)`)
	refLink    = regexp.MustCompile(`^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)`)
	hasScheme  = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)
)

// links returns the link targets of a Markdown file outside code, with their line numbers.
func links(t *testing.T, path string) (targets []string, lineNos []int) {
	t.Helper()
	inCode := false
	for i, l := range readLines(t, path) {
		if isFence(l) {
			inCode = !inCode
			continue
		}
		if inCode {
			continue
		}
		l = inlineCode.ReplaceAllString(l, "")
		for _, m := range inlineLink.FindAllStringSubmatch(l, -1) {
			targets, lineNos = append(targets, m[1]), append(lineNos, i+1)
		}
		if m := refLink.FindStringSubmatch(l); m != nil {
			targets, lineNos = append(targets, m[1]), append(lineNos, i+1)
		}
	}
	return targets, lineNos
}

// TestRelativeLinksResolve: every relative link of the README and the guides names a file that
// exists, and no anchor: section titles change with the text, files do not, so a link points at a
// file and names its section in words.
func TestRelativeLinksResolve(t *testing.T) {
	guides, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	if len(guides) == 0 {
		t.Fatal("no guides under docs/")
	}
	checked := 0
	for _, file := range append([]string{readmePath}, guides...) {
		targets, lineNos := links(t, file)
		for i, target := range targets {
			if hasScheme.MatchString(target) || strings.HasPrefix(target, "//") {
				continue // an absolute URL: not this repository's to resolve
			}
			checked++
			where := filepath.Base(file) + ":" + strconv.Itoa(lineNos[i])
			if strings.Contains(target, "#") {
				t.Errorf("%s: link %q has an anchor: link the file and name the section in words", where, target)
				continue
			}
			resolved := filepath.Join(filepath.Dir(file), filepath.FromSlash(target))
			if _, err := os.Stat(resolved); err != nil {
				t.Errorf("%s: link %q does not resolve: %v", where, target, err)
			}
		}
	}
	if checked == 0 {
		t.Error("found no relative link at all: the link pattern no longer matches the Markdown")
	}
}
