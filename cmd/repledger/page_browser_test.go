package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/server"
	"github.com/repledger/repledger/testnet"
)

// chromiumPath is Debian's chromium, which `make chromium` (part of `make test`) installs.
const chromiumPath = "/usr/bin/chromium"

// screenshotDir is where the browser test writes its screenshots (the README says so).
func screenshotDir(t *testing.T) string {
	dir := os.Getenv("REPLEDGER_SCREENSHOT_DIR")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "repledger-screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// The page in a real browser, after the demo's workload: the leaderboard lists every agent in
// the API's order, a click opens the agent page with its chart, the calculator answers the seed's
// example as the user types, the page fits a phone, and an unverified deployment shows the warning.
func TestPageInBrowser(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("%s is missing: `make chromium` installs Debian's chromium (apt-get, as root); without it this browser test cannot run", chromiumPath)
	}
	var good, bad *backend
	var tnURL string
	ready := make(chan error, 1)
	stop := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		_, err := runDemo(context.Background(), newProgress(io.Discard, progressOff, 2), 1, 4, 2, 1,
			func(tn *testnet.Testnet, _ *demoResult) error {
				tnURL = tn.HTTPURL
				var err error
				if good, err = demoBackend(t, tn, tn.Manifest); err == nil {
					tampered := *tn.Manifest
					tampered.Scorer = common.HexToAddress("0x000000000000000000000000000000000000dEaD")
					bad, err = demoBackend(t, tn, &tampered)
				}
				ready <- err
				if err != nil {
					return err
				}
				<-stop
				return nil
			})
		if err != nil {
			select {
			case ready <- err:
			default:
			}
		}
	}()
	defer func() { close(stop); <-finished }()
	if err := <-ready; err != nil {
		t.Fatal(err)
	}
	defer good.Close()
	defer bad.Close()
	t.Logf("chain %s, page %s, unverified page %s", tnURL, good.URL, bad.URL)

	var board server.Board
	resp, err := http.Get(good.URL + "v1/leaderboard")
	if err != nil {
		t.Fatal(err)
	}
	_ = json.NewDecoder(resp.Body).Decode(&board)
	resp.Body.Close()
	if len(board.Agents) != len(profiles) {
		t.Fatalf("API lists %d agents, want the demo's %d", len(board.Agents), len(profiles))
	}

	opts := []chromedp.ExecAllocatorOption{chromedp.ExecPath(chromiumPath),
		chromedp.Flag("headless", true), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun, chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900)}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(ctx); err != nil { // starts the browser; its context must have no deadline
		t.Fatalf("start %s: %v", chromiumPath, err)
	}
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	defer cancelT()
	shots := screenshotDir(t)
	shot := func(name string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			buf, err := chromedp.FullScreenshot(100)(ctx, tg)
			if err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(shots, name), buf, 0o644)
		})
	}
	eval := func(expr string) []any {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[[]any](expr))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		return v
	}
	num := func(expr string) float64 {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[float64](expr))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		return v
	}
	text := func(sel string) string {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("text of %s: %v", sel, err)
		}
		return strings.TrimSpace(v)
	}
	poll := func(expr string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(10*time.Second))(ctx, tg)
			return err
		})
	}

	// The leaderboard: every agent, in the API's order.
	if err := chromedp.Do(ctx, chromedp.Navigate(good.URL), chromedp.WaitVisible(chromedp.CSS("#leaderboard")), shot("leaderboard.png")); err != nil {
		t.Fatal(err)
	}
	order := eval(`Array.from(document.querySelectorAll('#leaderboard tbody tr')).map(r => r.dataset.agent)`)
	if len(order) != len(board.Agents) {
		t.Fatalf("page lists %d agents, the API %d", len(order), len(board.Agents))
	}
	for i, row := range board.Agents {
		if order[i] != row.Agent {
			t.Fatalf("page order %v, API order %+v", order, board.Agents)
		}
	}

	// The calculator, live: change the weight, then type the seed's example back.
	if err := chromedp.Do(ctx,
		chromedp.SetValue(chromedp.CSS("#c-w"), ""), chromedp.SendKeys(chromedp.CSS("#c-w"), "10"),
		poll(`document.getElementById('calc-smoothed').textContent !== '★ 4.01'`),
		chromedp.SetValue(chromedp.CSS("#c-w"), ""), chromedp.SendKeys(chromedp.CSS("#c-w"), "32"),
		chromedp.SetValue(chromedp.CSS("#c-mean"), ""), chromedp.SendKeys(chromedp.CSS("#c-mean"), "8400"),
		poll(`document.getElementById('calc-smoothed').textContent === '★ 4.01'`), shot("calculator.png")); err != nil {
		t.Fatalf("calculator: %v (shows %q)", err, text("#calc-smoothed"))
	}
	if s, l, v := text("#calc-smoothed"), text("#calc-lower"), text("#calc-verdict"); s != "★ 4.01" || l != "★ 3.68" || v != "✓ routable" {
		t.Fatalf("calculator shows %q, %q, %q; want ★ 4.01, ★ 3.68, ✓ routable", s, l, v)
	}

	// Every input has a label, and the page is usable from the keyboard: the top agent's link
	// takes the focus and Enter opens its page.
	if unlabelled := eval(`Array.from(document.querySelectorAll('input')).filter(i => i.labels.length === 0).map(i => i.name)`); len(unlabelled) > 0 {
		t.Errorf("inputs without a label: %v", unlabelled)
	}
	kctx, kcancel := context.WithTimeout(ctx, 15*time.Second)
	defer kcancel()
	if err := chromedp.Do(kctx, chromedp.Focus(chromedp.CSS(`#leaderboard tbody tr:first-child a`))); err != nil {
		t.Fatalf("keyboard: focus the top agent's link: %v", err)
	}
	if focused := eval(`[document.activeElement.tagName, document.activeElement.getAttribute('href')]`); focused[0] != "A" {
		t.Fatalf("keyboard: the focus is on %v", focused)
	}
	if err := chromedp.Do(kctx, chromedp.KeyEvent("\r")); err != nil {
		t.Fatalf("keyboard: Enter: %v", err)
	}
	if err := chromedp.Do(kctx, chromedp.WaitVisible(chromedp.CSS("#agent-smoothed"))); err != nil {
		t.Fatalf("keyboard: Enter on the focused link did not open the agent page: %v", err)
	}
	if err := chromedp.Do(kctx, chromedp.Navigate(good.URL), chromedp.WaitVisible(chromedp.CSS("#leaderboard"))); err != nil {
		t.Fatal(err)
	}

	// A click on the top agent opens its page, with the history chart.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#leaderboard tbody tr:first-child a`)),
		chromedp.WaitVisible(chromedp.CSS("#agent-smoothed")), shot("agent.png")); err != nil {
		t.Fatal(err)
	}
	path, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.pathname`))
	if err != nil {
		t.Fatal(err)
	}
	if charts := num(`document.querySelectorAll('svg[aria-labelledby=chart-title]').length`); path != "/agents/"+board.Agents[0].Agent || charts != 1 {
		t.Fatalf("after the click: %s with %v charts, want /agents/%s with its chart", path, charts, board.Agents[0].Agent)
	}

	// A phone: nothing wider than the screen.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(good.URL),
		chromedp.WaitVisible(chromedp.CSS("#leaderboard")), shot("leaderboard-phone.png")); err != nil {
		t.Fatal(err)
	}
	if w, inner := num(`document.documentElement.scrollWidth`), num(`window.innerWidth`); w > inner {
		t.Errorf("on a 390 px screen the page is %v px wide; too wide: %v", w,
			eval(`Array.from(document.querySelectorAll('body *')).filter(e => e.getBoundingClientRect().right > window.innerWidth).slice(0, 8).map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))`))
	}

	// An unverified deployment: the warning.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(bad.URL),
		chromedp.WaitVisible(chromedp.CSS("#verify-banner")), shot("unverified.png")); err != nil {
		t.Fatal(err)
	}
	if banner := text("#verify-banner"); !strings.Contains(banner, "did not verify") || !strings.Contains(banner, "scorer") {
		t.Fatalf("banner %q, want the warning naming the failed check", banner)
	}
	t.Logf("screenshots in %s", shots)
}

// demoBackend serves the demo's chain as `serve` would, with manifest m.
func demoBackend(t *testing.T, tn *testnet.Testnet, m *deployment.Manifest) (*backend, error) {
	client, _, err := dialNode(context.Background(), tn.HTTPURL, "test")
	if err != nil {
		return nil, err
	}
	t.Cleanup(client.Close)
	e := &endpoint{URL: tn.HTTPURL, Ledger: tn.Deployment.Ledger, Manifest: m}
	b, err := startBackend(context.Background(), backendConfig{client: client, endpoint: e, start: tn.Manifest.DeploymentBlock,
		dataDir: t.TempDir(), listen: "127.0.0.1:0", confirmations: 1, log: zerolog.Nop(), wait: true})
	if err != nil {
		return nil, err
	}
	return b, registerDemoAgents(context.Background(), b, 1)
}
