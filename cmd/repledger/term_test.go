package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A bar is drawn only in bar mode (a terminal), ends its line before anything else is
// printed; plain lines never carry \r; --json prints nothing.
func TestProgressModes(t *testing.T) {
	var bar, lines, off bytes.Buffer
	for _, p := range []*progress{newProgress(&bar, progressBar, 3), newProgress(&lines, progressLines, 3), newProgress(&off, progressOff, 3)} {
		p.step("epoch 1/3")
		p.step("epoch 2/3")
		p.end()
		p.end()
	}
	if !strings.HasPrefix(bar.String(), "\r[") || !strings.HasSuffix(bar.String(), "epoch 2/3\x1b[K\n") || strings.Count(bar.String(), "\n") != 1 {
		t.Errorf("bar: %q", bar.String())
	}
	if lines.String() != "epoch 1/3\nepoch 2/3\n" {
		t.Errorf("lines: %q", lines.String())
	}
	if off.Len() != 0 {
		t.Errorf("off: %q", off.String())
	}
	if progressModeFor(&lines, false) != progressLines || progressModeFor(&lines, true) != progressOff {
		t.Error("a buffer is taken for a terminal, or --json does not silence the progress")
	}
}

// Colour only on a terminal: never into a pipe or a buffer.
func TestNoColourOffATerminal(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if colorOn(w) || colorOn(&bytes.Buffer{}) || isTerminal(w) {
		t.Fatal("colour turned on for a pipe or a buffer")
	}
	if got := verdict(false, false); got != verdictNotRoutable {
		t.Errorf("verdict without colour = %q", got)
	}
	if got := paint(true, "green", "ok"); got != "\x1b[32mok\x1b[0m" {
		t.Errorf("paint = %q", got)
	}
}

// Ctrl-C ends a demo at once with a line of its own and exit status 130: no cancellation
// error, no result; and its progress into a redirected stream is plain lines, never \r frames.
func TestDemoInterruptedEndsCleanly(t *testing.T) {
	bin := settlerBinary(t)
	cmd := exec.Command(bin, "demo", "--epochs", "96", "--jobs", "20")
	var stdout bytes.Buffer
	stderr := &logWatch{}
	cmd.Stdout, cmd.Stderr = &stdout, stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-stderr.when("epoch 1/96: "):
	case err := <-done:
		t.Fatalf("demo ended before its first epoch: %v\n%s", err, stderr.String())
	case <-time.After(2 * time.Minute):
		_ = cmd.Process.Kill()
		t.Fatalf("no progress line after 2 minutes:\n%s", stderr.String())
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	var err error
	select {
	case err = <-done:
	case <-time.After(20 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatalf("demo still running 20 s after SIGINT:\n%s", stderr.String())
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Fatalf("demo after SIGINT: %v, want exit status 130\n%s", err, stderr.String())
	}
	out := stderr.String()
	if strings.Contains(out, "\r") || strings.Contains(out, "\x1b[") || strings.Contains(out, "context canceled") ||
		!strings.HasSuffix(out, "\nrepledger: interrupted\n") || stdout.Len() != 0 {
		t.Fatalf("demo after SIGINT printed stderr %q, stdout %q", out, stdout.String())
	}
}
