package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/server"
)

// `demo --serve` prints the leaderboard, then keeps the chain and the page up and prints the
// URL; the page lists every demo agent, the newcomer at the prior included. It writes the
// chain's manifest where --deployment-out says, and the gate, rank, verify and audit commands it
// prints succeed as printed, through the CLI's entry point. Ctrl-C stops it.
func TestDemoServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	app := newApp()
	out, errs := &syncBuffer{}, &syncBuffer{}
	app.Writer, app.ErrWriter = out, errs
	manifest := filepath.Join(t.TempDir(), "demo.json")
	done := make(chan error, 1)
	go func() {
		done <- runApp(ctx, app, []string{"repledger", "demo", "--epochs", "1", "--jobs", "2", "--serve", "--listen", "127.0.0.1:0",
			"--deployment-out", manifest})
	}()
	urlRe := regexp.MustCompile(`leaderboard page: (http://127\.0\.0\.1:\d+/)`)
	var url string
	testutil.Eventually(t, 2*time.Minute, "demo --serve prints the page's URL and the commands", func() (bool, error) {
		if m := urlRe.FindStringSubmatch(errs.String()); m != nil && strings.Contains(errs.String(), "Ctrl-C stops") {
			url = m[1]
			return true, nil
		}
		select {
		case err := <-done:
			t.Fatalf("demo --serve ended: %v\n%s", err, errs.String())
		default:
		}
		return false, nil
	}, func() string { return errs.String() })
	resp, err := http.Get(url + "v1/leaderboard")
	if err != nil {
		t.Fatal(err)
	}
	var board server.Board
	err = json.NewDecoder(resp.Body).Decode(&board)
	resp.Body.Close()
	if err != nil || board.Total != len(profiles) {
		t.Fatalf("leaderboard: %v, %d agents, want %d", err, board.Total, len(profiles))
	}
	prior := 0
	for _, r := range board.Agents {
		if !r.HasEvidence && r.SmoothedBps == 7000 {
			prior++
		}
	}
	if prior != 1 {
		t.Fatalf("want the newcomer alone at the prior: %+v", board.Agents)
	}
	if !regexp.MustCompile(`excellent`).MatchString(out.String()) {
		t.Errorf("demo --serve did not print the leaderboard first:\n%s", out.String())
	}
	if !strings.Contains(errs.String(), manifest) || !strings.Contains(errs.String(), "Ctrl-C stops.") {
		t.Errorf("demo --serve does not name its manifest %s:\n%s", manifest, errs.String())
	}
	ran := map[string]bool{}
	for _, line := range strings.Split(errs.String(), "\n") {
		args := strings.Fields(line)
		if len(args) < 2 || args[0] != "repledger" {
			continue
		}
		cmd := newApp()
		var cmdOut, cmdErr strings.Builder
		cmd.Writer, cmd.ErrWriter = &cmdOut, &cmdErr
		if err := runApp(context.Background(), cmd, args); err != nil {
			t.Errorf("%s: %v\n%s%s", line, err, cmdOut.String(), cmdErr.String())
		}
		ran[args[1]] = true
		if args[1] == "rank" && strings.Contains(line, "--json") && !json.Valid([]byte(cmdOut.String())) {
			t.Errorf("%s: not JSON:\n%s", line, cmdOut.String())
		}
		if strings.Contains(line, "--trust-anchors") {
			ran["lens"] = true
			if !strings.Contains(cmdOut.String(), "lens") {
				t.Errorf("%s: not through the lens:\n%s", line, cmdOut.String())
			}
		}
	}
	for _, want := range []string{"gate", "rank", "verify", "audit", "lens"} {
		if !ran[want] {
			t.Errorf("demo --serve printed no %s command:\n%s", want, errs.String())
		}
	}
	cancel()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("demo --serve did not stop after its context ended")
	}
	if _, err := os.Stat(manifest); err != nil {
		t.Errorf("the manifest named with --deployment-out was removed: %v", err)
	}
}

// The commands are printed as the program was typed: a `go run` binary lives in a build folder.
func TestInvocation(t *testing.T) {
	for arg0, want := range map[string]string{"./repledger": "./repledger", "repledger": "repledger",
		"/usr/local/bin/repledger": "/usr/local/bin/repledger", "/tmp/go-build2931/b001/exe/repledger": goRun} {
		if got := invocation(arg0); got != want {
			t.Errorf("invocation(%q) = %q, want %q", arg0, got, want)
		}
	}
}

// --listen and --deployment-out are checked, and the port taken, before the run: each mistake
// exits 2 at once, with no leaderboard printed.
func TestDemoServeChecksFirst(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--serve", "--listen", "8080"}, "want HOST:PORT"},
		{[]string{"--serve", "--listen", "127.0.0.1:99999"}, "port must be 0 to 65535"},
		{[]string{"--serve", "--listen", "0.0.0.0:0"}, "loopback only"},
		{[]string{"--serve", "--listen", ":0"}, "loopback only"},
		{[]string{"--serve", "--listen", busy.Addr().String()}, "cannot listen"},
		{[]string{"--serve", "--listen", "127.0.0.1:0", "--deployment-out", "/nonexistent-dir/x.json"}, "does not exist"},
		{[]string{"--listen", "127.0.0.1:0"}, "--listen: only with --serve"},
	} {
		// Were a check late, the demo would run and serve: the deadline ends it.
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		app := newApp()
		var stdout strings.Builder
		app.Writer, app.ErrWriter = &stdout, &strings.Builder{}
		start := time.Now()
		err := runApp(ctx, app, append([]string{"repledger", "demo"}, tc.args...))
		cancel()
		code, out, msg := exitCode(context.Background(), err), stdout.String(), fmt.Sprint(err)
		if code != exitUsage || !strings.Contains(msg, tc.want) || out != "" {
			t.Errorf("demo %v: exit %d, %q, stdout %q: want 2 naming %q before any run", tc.args, code, msg, out, tc.want)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("demo %v took %v to refuse: it ran first", tc.args, d)
		}
	}
}
