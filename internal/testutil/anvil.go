package testutil

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
)

// Anvil is an anvil node this process started on a loopback port.
type Anvil struct {
	URL   string // http://127.0.0.1:PORT
	WSURL string // ws://127.0.0.1:PORT (anvil serves both on one port)
	cmd   *exec.Cmd
	home  string // anvil's HOME: it keeps chain state below it, removed by Stop
}

// ErrNoAnvil is returned when the npm-installed anvil is missing (run `make deps`).
var ErrNoAnvil = errors.New("anvil is not installed in contracts/node_modules: run `make deps`")

// RepoRoot is the repository's root folder, found by walking up from the working directory
// (a test's package folder) to the folder holding go.mod.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// AnvilBinary finds the native anvil of @foundry-rs/anvil's platform package below the
// repository root. node_modules/.bin/anvil is a Node wrapper that spawns it: killing the wrapper
// would orphan the real node, so the binary itself is started.
func AnvilBinary() (string, error) {
	root, err := RepoRoot()
	if err != nil {
		return "", err
	}
	bin := filepath.Join(root, "contracts", "node_modules", "@foundry-rs",
		fmt.Sprintf("anvil-%s-%s", runtime.GOOS, runtime.GOARCH), "bin", "anvil")
	if _, err := os.Stat(bin); err != nil {
		return "", fmt.Errorf("%w (%s)", ErrNoAnvil, bin)
	}
	return bin, nil
}

// StartAnvil runs anvil (with extra flags) on a free loopback port and stops it when the test
// ends. Without the npm install the test is skipped, except under CI, where that is a failure.
func StartAnvil(t testing.TB, extra ...string) *Anvil {
	t.Helper()
	bin, err := AnvilBinary()
	if errors.Is(err, ErrNoAnvil) && os.Getenv("CI") == "" {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	a, err := LaunchAnvil(context.Background(), bin, extra...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Stop)
	return a
}

// LaunchAnvil runs anvil on a free 127.0.0.1 port, in a process group of its own, and waits
// until it answers. The caller stops it with Stop.
func LaunchAnvil(ctx context.Context, bin string, args ...string) (*Anvil, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	home, err := os.MkdirTemp("", "repledger-anvil-")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, append([]string{"--host", "127.0.0.1", "--port", fmt.Sprint(port), "--quiet"}, args...)...)
	// anvil keeps chain state under $HOME/.foundry/anvil/tmp and removes it only on a clean
	// exit; a HOME of its own is removed by Stop however anvil ends.
	cmd.Env = append(os.Environ(), "HOME="+home)
	cmd.SysProcAttr = childProcAttr()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		os.RemoveAll(home)
		return nil, fmt.Errorf("start anvil: %w", err)
	}
	a := &Anvil{URL: fmt.Sprintf("http://127.0.0.1:%d", port), WSURL: fmt.Sprintf("ws://127.0.0.1:%d", port), cmd: cmd, home: home}
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := ethclient.DialContext(ctx, a.URL)
		if err == nil {
			_, err = c.ChainID(ctx)
			c.Close()
		}
		if err == nil {
			return a, nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			a.Stop()
			return nil, fmt.Errorf("anvil did not answer on %s: %w (stderr: %s)", a.URL, err, stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Pid is anvil's process id.
func (a *Anvil) Pid() int { return a.cmd.Process.Pid }

// Stop ends anvil (SIGTERM, then SIGKILL after 5 s), reaps it and removes its state.
func (a *Anvil) Stop() {
	_ = syscall.Kill(-a.cmd.Process.Pid, syscall.SIGTERM)
	exited := make(chan struct{})
	go func() { _ = a.cmd.Wait(); close(exited) }()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		_ = syscall.Kill(-a.cmd.Process.Pid, syscall.SIGKILL)
		<-exited
	}
	_ = os.RemoveAll(a.home)
}

// FreePort is a TCP port on 127.0.0.1 that nothing listens on right now.
func FreePort() (int, error) {
	for range 100 {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return 0, err
		}
		port := l.Addr().(*net.TCPAddr).Port
		l.Close()
		if givenPorts.claim(port) {
			return port, nil
		}
	}
	return 0, errors.New("no loopback port this test process has not used already")
}

// givenPorts are the ports FreePort has handed out in this test process: never twice, so that a
// client an earlier test left behind (a dialer retrying its old URL) can never reach a later
// test's node, whose chain has the same id, accounts and contract addresses.
var givenPorts = portSet{used: map[int]bool{}}

type portSet struct {
	mu   sync.Mutex
	used map[int]bool
}

func (p *portSet) claim(port int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.used[port] {
		return false
	}
	p.used[port] = true
	return true
}
