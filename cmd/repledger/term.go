package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// isTerminal reports whether w is a terminal (a file descriptor a person is looking at). Pipes,
// files and the buffers tests use are not.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// colorOn reports whether colour codes may be written to w: only on a terminal, and never when
// NO_COLOR is set to anything (no-color.org).
func colorOn(w io.Writer) bool {
	return isTerminal(w) && os.Getenv("NO_COLOR") == ""
}

// paint wraps s in an ANSI colour when on is true. green and red codes have the same length,
// so painted columns stay aligned.
func paint(on bool, color, s string) string {
	if !on {
		return s
	}
	code := map[string]string{"green": "32", "red": "31", "dim": "2"}[color]
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// progressMode is how a long command shows its progress.
type progressMode int

const (
	progressOff   progressMode = iota // --json: nothing on stderr but errors
	progressLines                     // not a terminal: one plain line a step, no \r
	progressBar                       // a terminal: one bar redrawn in place
)

// progressModeFor picks the mode for a stream.
func progressModeFor(w io.Writer, quiet bool) progressMode {
	switch {
	case quiet:
		return progressOff
	case isTerminal(w):
		return progressBar
	}
	return progressLines
}

// progress shows how far a command is: a bar redrawn with \r on a terminal, plain lines
// elsewhere, nothing when off.
type progress struct {
	w     io.Writer
	mode  progressMode
	total int
	n     int
	open  bool // a bar is drawn and its line not ended
}

func newProgress(w io.Writer, mode progressMode, total int) *progress {
	return &progress{w: w, mode: mode, total: total}
}

// step marks one more step done.
func (p *progress) step(msg string) {
	p.n++
	switch p.mode {
	case progressLines:
		fmt.Fprintln(p.w, msg)
	case progressBar:
		const width = 24
		filled := width * p.n / max(p.total, 1)
		// \x1b[K clears what a longer message drew before.
		fmt.Fprintf(p.w, "\r[%s%s] %s\x1b[K", strings.Repeat("#", filled), strings.Repeat(".", width-filled), msg)
		p.open = true
	}
}

// end finishes the bar's line, so that whatever is printed next (the result, or "interrupted")
// starts on a line of its own. It is safe to call more than once.
func (p *progress) end() {
	if p.open {
		fmt.Fprintln(p.w)
		p.open = false
	}
}
