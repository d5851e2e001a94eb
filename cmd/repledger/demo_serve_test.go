package main

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/server"
)

// `demo --serve` prints the leaderboard, then keeps the chain and the page up and prints the
// URL; the page lists every demo agent, the newcomer at the prior included; Ctrl-C stops it.
func TestDemoServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	app := newApp()
	out, errs := &syncBuffer{}, &syncBuffer{}
	app.Writer, app.ErrWriter = out, errs
	done := make(chan error, 1)
	go func() {
		done <- app.RunContext(ctx, []string{"repledger", "demo", "--epochs", "1", "--jobs", "2", "--serve", "--listen", "127.0.0.1:0"})
	}()
	urlRe := regexp.MustCompile(`leaderboard page: (http://127\.0\.0\.1:\d+/)`)
	var url string
	testutil.Eventually(t, 2*time.Minute, "demo --serve prints the page's URL", func() (bool, error) {
		if m := urlRe.FindStringSubmatch(errs.String()); m != nil {
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
	cancel()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("demo --serve did not stop after its context ended")
	}
}
