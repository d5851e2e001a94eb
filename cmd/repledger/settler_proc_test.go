package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// ---------------------------------------------------------------- the built binary

var (
	binaryOnce sync.Once
	binaryDir  string
	binaryPath string
	binaryErr  error
)

// TestMain removes the binary built for these tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if binaryDir != "" {
		_ = os.RemoveAll(binaryDir)
	}
	os.Exit(code)
}

// settlerBinary builds repledger once per test run (`go build -o DIR/repledger .`).
func settlerBinary(t *testing.T) string {
	t.Helper()
	binaryOnce.Do(func() {
		pkg, err := filepath.Abs(".")
		if err != nil {
			binaryErr = err
			return
		}
		if binaryDir, binaryErr = os.MkdirTemp("", "repledger-bin-"); binaryErr != nil {
			return
		}
		binaryPath = filepath.Join(binaryDir, "repledger")
		cmd := exec.Command("go", "build", "-o", binaryPath, ".")
		cmd.Dir = pkg
		if out, err := cmd.CombinedOutput(); err != nil {
			binaryErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binaryErr != nil {
		t.Fatal(binaryErr)
	}
	return binaryPath
}

// ---------------------------------------------------------------- logs

// logWatch collects a process's log and tells when a substring first appears.
type logWatch struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	waiters []*logWaiter
}

type logWaiter struct {
	sub  []byte
	seen chan struct{}
}

func (w *logWatch) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	from := w.buf.Len()
	w.buf.Write(p)
	kept := w.waiters[:0]
	for _, wt := range w.waiters {
		if bytes.Contains(w.buf.Bytes()[max(0, from-len(wt.sub)):], wt.sub) {
			close(wt.seen)
			continue
		}
		kept = append(kept, wt)
	}
	w.waiters = kept
	return len(p), nil
}

// when returns a channel closed once sub is in the log.
func (w *logWatch) when(sub string) <-chan struct{} {
	w.mu.Lock()
	defer w.mu.Unlock()
	wt := &logWaiter{sub: []byte(sub), seen: make(chan struct{})}
	if bytes.Contains(w.buf.Bytes(), wt.sub) {
		close(wt.seen)
	} else {
		w.waiters = append(w.waiters, wt)
	}
	return wt.seen
}

func (w *logWatch) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// tail is the last n lines of the log other than the "rated" ones, for failure messages.
func (w *logWatch) tail(n int) string {
	var kept []string
	rated := 0
	for _, line := range strings.Split(strings.TrimRight(w.String(), "\n"), "\n") {
		if strings.Contains(line, `"message":"rated"`) {
			rated++
			continue
		}
		kept = append(kept, line)
	}
	return fmt.Sprintf("(%d \"rated\" lines left out)\n%s", rated, strings.Join(kept[max(0, len(kept)-n):], "\n"))
}

// logLines decodes the JSON lines of the log; other lines are skipped.
func (w *logWatch) logLines() []map[string]any {
	var out []map[string]any
	for _, line := range strings.Split(w.String(), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil {
			out = append(out, m)
		}
	}
	return out
}

// ---------------------------------------------------------------- the daemon as a process

// settlerProc is `repledger settler run` running as a child process.
type settlerProc struct {
	cmd  *exec.Cmd
	log  *logWatch
	done chan struct{}
	err  error // cmd.Wait's result once done is closed
}

// startSettlerProc starts the built binary with args after `settler run` and env added to the
// environment; it is killed at the end of the test if still running.
func startSettlerProc(t *testing.T, bin string, args, env []string) *settlerProc {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"settler", "run"}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	p := &settlerProc{cmd: cmd, log: &logWatch{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.log, p.log
	if err := cmd.Start(); err != nil {
		t.Fatalf("start settler: %v", err)
	}
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.done
	})
	return p
}

// stop sends sig and waits for the process to end. SIGKILL is kill -9; SIGTERM must end the
// daemon cleanly (exit 0, "checkpoint is consistent").
func (p *settlerProc) stop(t *testing.T, sig syscall.Signal) {
	t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil && !errors.Is(err, os.ErrProcessDone) {
		t.Fatalf("signal %v: %v", sig, err)
	}
	select {
	case <-p.done:
	case <-time.After(15 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.done
		t.Fatalf("settler still running 15 s after %v; log tail:\n%s", sig, p.log.tail(20))
	}
	if sig == syscall.SIGKILL {
		return
	}
	if p.err != nil || !strings.Contains(p.log.String(), "checkpoint is consistent") {
		t.Fatalf("settler stopped by %v: %v; log tail:\n%s", sig, p.err, p.log.tail(20))
	}
}

// exited reports an early exit of the daemon as an error.
func (p *settlerProc) exited() error {
	select {
	case <-p.done:
		return fmt.Errorf("settler exited early (%v); log tail:\n%s", p.err, p.log.tail(20))
	default:
		return nil
	}
}
