package testnet

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
)

// Anvil is an anvil node this process started on a loopback port.
type Anvil struct {
	URL  string
	cmd  *exec.Cmd
	home string // anvil's HOME: it keeps chain state below it, removed by Stop
}

// ErrNoAnvil is returned when the npm-installed anvil is missing (run `make deps`).
var ErrNoAnvil = errors.New("anvil is not installed in contracts/node_modules: run `make deps`")

// AnvilBinary finds the native anvil of @foundry-rs/anvil's platform package below the
// repository root. node_modules/.bin/anvil is a Node wrapper that spawns it: killing the wrapper
// would orphan the real node, so callers start the binary itself.
func AnvilBinary(repoRoot string) (string, error) {
	bin := filepath.Join(repoRoot, "contracts", "node_modules", "@foundry-rs",
		fmt.Sprintf("anvil-%s-%s", runtime.GOOS, runtime.GOARCH), "bin", "anvil")
	if _, err := os.Stat(bin); err != nil {
		return "", fmt.Errorf("%w (%s)", ErrNoAnvil, bin)
	}
	return filepath.Abs(bin)
}

// StartAnvil runs anvil on a free 127.0.0.1 port, in a process group of its own, and waits
// until it answers. Stop it with Stop.
func StartAnvil(ctx context.Context, bin string, args ...string) (*Anvil, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	home, err := os.MkdirTemp("", "repledger-anvil-")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, append([]string{"--host", "127.0.0.1", "--port", fmt.Sprint(port), "--quiet"}, args...)...)
	// anvil keeps chain state under $HOME/.foundry/anvil/tmp and removes it only on a clean
	// exit; a HOME of its own is removed by Stop however anvil ends.
	cmd.Env = append(os.Environ(), "HOME="+home)
	cmd.SysProcAttr = childProcAttr()
	if err := cmd.Start(); err != nil {
		os.RemoveAll(home)
		return nil, fmt.Errorf("start anvil: %w", err)
	}
	a := &Anvil{URL: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd, home: home}
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
			return nil, fmt.Errorf("anvil did not answer on %s: %w", a.URL, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

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
