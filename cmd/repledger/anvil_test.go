package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
)

// anvilBinary is the native anvil of @foundry-rs/anvil's platform package. node_modules/.bin/anvil
// is a Node wrapper that spawns it: killing the wrapper would orphan the real node.
func anvilBinary() (string, error) {
	arch := map[string]string{"amd64": "amd64", "arm64": "arm64"}[runtime.GOARCH]
	return filepath.Abs(fmt.Sprintf("../../contracts/node_modules/@foundry-rs/anvil-%s-%s/bin/anvil", runtime.GOOS, arch))
}

// startAnvil runs anvil from contracts/node_modules on a free loopback port and stops it when
// the test ends. Without the npm install it skips, except under CI, where that is a failure.
func startAnvil(t *testing.T, extra ...string) string {
	t.Helper()
	bin, err := anvilBinary()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("anvil is not installed at %s: run `make deps`", bin)
		}
		t.Skipf("anvil is not installed at %s: run `make deps`", bin)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(bin, append([]string{"--host", "127.0.0.1", "--port", fmt.Sprint(port), "--quiet"}, extra...)...)
	// anvil keeps chain state under $HOME/.foundry/anvil/tmp and removes it only on a clean exit:
	// give it a HOME the test removes, whatever way anvil ends.
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	ownProcessGroup(cmd)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		exited := make(chan struct{})
		go func() { _ = cmd.Wait(); close(exited) }()
		select {
		case <-exited:
		case <-time.After(5 * time.Second):
			_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			<-exited
		}
	})
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(30 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		c, err := ethclient.DialContext(ctx, url)
		if err == nil {
			_, err = c.ChainID(ctx)
			c.Close()
		}
		cancel()
		if err == nil {
			return url
		}
		if time.Now().After(deadline) {
			t.Fatalf("anvil did not answer on %s: %v", url, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
