package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
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
// the API's order, provisional where the API says so and why; the calculator answers the seed's
// example as the user types, on the leaderboard's scale, and clears its answer on an error; a
// click opens the agent page with its chart; the ratings table names each job's escrow; an
// unknown agent gets a 404 page with the navigation, an agent without ratings a sentence for its
// chart, an empty filtered board the reason; the page fits a phone with the lower bound in view;
// and an unverified deployment shows the warning.
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
		_, err := runDemo(context.Background(), newProgress(io.Discard, progressOff, 2), 1, 8, 2, 1,
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

	var board apiBoard
	getJSON(t, good.URL+"v1/leaderboard", &board)
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
	// erase empties an input as selecting its text and deleting it would (chromedp's SetValue
	// cannot set "": it sends no argument, and a text input then reads "undefined").
	erase := func(sel string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Evaluate[string](`document.querySelector('`+sel+`').value = ''`)(ctx, tg)
			return err
		})
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
	// Provisional: marked exactly where the API says so (one rule), and the mark says why.
	marks := eval(`Array.from(document.querySelectorAll('#leaderboard tbody tr')).map(r => { const m = r.querySelector('.tag.provisional'); return m ? m.textContent : ''; })`)
	for i, row := range board.Agents {
		if mark, _ := marks[i].(string); (mark != "") != row.Provisional || row.Provisional && !strings.Contains(mark, "provisional: ") {
			t.Errorf("agent %s (%d ratings, %d payers, API provisional %v): mark %q", row.Agent, row.Ratings, row.Payers, row.Provisional, mark)
		} else if row.Provisional && row.Ratings < 30 && !strings.Contains(mark, fmt.Sprintf("%d rating", row.Ratings)) ||
			row.Provisional && row.Payers < 3 && !strings.Contains(mark, fmt.Sprintf("%d payer", row.Payers)) {
			t.Errorf("agent %s (%d ratings, %d payers): mark %q does not say why", row.Agent, row.Ratings, row.Payers, mark)
		}
	}
	if principle := text("#principle-newcomers + dd"); !strings.Contains(principle, "repledger attack") ||
		strings.Contains(eval(`[document.body.textContent]`)[0].(string), "priced in") {
		t.Errorf("the newcomer principle reads %q", principle)
	}

	// The calculator, live: the server rendered the seed's example; change the weight, type the
	// example back, and the script's answer is the server's, on the leaderboard's star scale.
	served := [3]string{text("#calc-smoothed"), text("#calc-lower"), text("#calc-verdict")}
	if served != [3]string{"4.01★", "3.68★", "✓ routable"} {
		t.Fatalf("the served calculator shows %q; want 4.01★, 3.68★, ✓ routable", served)
	}
	if err := chromedp.Do(ctx,
		erase("#c-w"), chromedp.SendKeys(chromedp.CSS("#c-w"), "10"),
		poll(`document.getElementById('calc-smoothed').textContent !== '4.01★'`),
		erase("#c-w"), chromedp.SendKeys(chromedp.CSS("#c-w"), "32"),
		erase("#c-mean"), chromedp.SendKeys(chromedp.CSS("#c-mean"), "8400"),
		poll(`document.getElementById('calc-smoothed').textContent === '4.01★'`), shot("calculator.png")); err != nil {
		t.Fatalf("calculator: %v (shows %q)", err, text("#calc-smoothed"))
	}
	if live := [3]string{text("#calc-smoothed"), text("#calc-lower"), text("#calc-verdict")}; live != served {
		t.Fatalf("calculator shows %q as the user types, %q served", live, served)
	}
	if hint := text("#c-mean-stars"); hint != "= 4.20★" {
		t.Errorf("8400 bps reads %q beside the input, want = 4.20★", hint)
	}
	// A bad input: the error, and no answer left standing beside it; a good one brings it back.
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS("#c-z"), "x"),
		poll(`document.getElementById('calc-error').textContent !== ''`), shot("calculator-error.png")); err != nil {
		t.Fatalf("calculator: no error for z %q: %v", text("#c-z"), err)
	}
	if stale := eval(`['calc-smoothed', 'calc-lower', 'calc-verdict'].map(id => document.getElementById(id)).map(e => e.textContent.trim() + '|' + e.className)`); fmt.Sprint(stale) != "[—| —| —|]" {
		t.Errorf("beside the error %q the calculator still shows %v", text("#calc-error"), stale)
	}
	if err := chromedp.Do(ctx, erase("#c-z"), chromedp.SendKeys(chromedp.CSS("#c-z"), "1"),
		poll(`document.getElementById('calc-error').textContent === '' && document.getElementById('calc-smoothed').textContent === '4.01★'`)); err != nil {
		t.Fatalf("calculator: no answer after the input was fixed: %v (error %q)", err, text("#calc-error"))
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

	// The ratings table: each rating is (escrow, job); job ids count per escrow, so the same job id
	// on two marketplaces shows two escrows (a long id, an x402 receipt's, is shortened, with the
	// whole id as the cell's title).
	twin := twinJobAgent(t, good.URL, board)
	if err := chromedp.Do(ctx, chromedp.Navigate(good.URL+"agents/"+twin.Agent), chromedp.WaitVisible(chromedp.CSS("#agent-smoothed")),
		shot("agent-two-escrows.png")); err != nil {
		t.Fatal(err)
	}
	cells := eval(`Array.from(document.querySelectorAll('#rt ~ div tbody tr')).map(r => r.querySelector('td.escrow').title + ' ' + r.querySelector('td.escrow').textContent + ' ' + (r.querySelector('td.job').title || r.querySelector('td.job').textContent))`)
	shown := map[string]bool{}
	for _, c := range cells {
		f := strings.Fields(c.(string))
		if len(f) != 3 || !strings.HasPrefix(f[0], strings.SplitN(f[1], "…", 2)[0]) {
			t.Fatalf("ratings row %q: want the escrow's address, its short form and the job", c)
		}
		shown[f[0]+"/"+f[2]] = true
		shown[f[1]+"/"+f[2]] = true
	}
	for _, r := range twin.Ratings {
		if !shown[r.Escrow+"/"+r.Job] || !shown[tiny(r.Escrow)+"/"+r.Job] {
			t.Errorf("agent %s: the API's rating of job %s on escrow %s is not a row naming that escrow: %v", twin.Agent, r.Job, r.Escrow, cells)
		}
	}

	// An unknown agent: a 404 with the site's navigation, which leads back to the leaderboard.
	if err := chromedp.Do(ctx, chromedp.Navigate(good.URL+"agents/0x00000000000000000000000000000000000a11ce"),
		chromedp.WaitReady(chromedp.CSS("body")), shot("unknown-agent.png")); err != nil {
		t.Fatal(err)
	}
	if status := num(`performance.getEntriesByType('navigation')[0].responseStatus`); status != http.StatusNotFound {
		t.Errorf("unknown agent: status %v, want 404", status)
	}
	if got := eval(`[document.getElementById('problem')?.textContent ?? 'no heading: ' + document.body.textContent.slice(0, 80), document.querySelectorAll('nav a').length]`); got[0] != "Unknown agent" || got[1].(float64) < 2 {
		t.Fatalf("unknown agent: heading %q and %v navigation links, want Unknown agent with the navigation", got[0], got[1])
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`nav a[href="/"]`)), chromedp.WaitVisible(chromedp.CSS("#leaderboard"))); err != nil {
		t.Fatalf("unknown agent: the navigation does not lead to the leaderboard: %v", err)
	}

	// A known agent without ratings (registered, as an identity registry would): a sentence, not
	// an empty chart.
	fresh := testnet.ExtraAccount("page test: registered, never rated").Address
	if err := good.Indexer.Register(context.Background(), []*big.Int{new(big.Int).SetBytes(fresh.Bytes())}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(good.URL+"agents/"+fresh.Hex()), chromedp.WaitVisible(chromedp.CSS("#agent-smoothed")),
		shot("agent-no-history.png")); err != nil {
		t.Fatalf("agent without ratings: %v", err)
	}
	if got := eval(`[document.querySelectorAll('svg[aria-labelledby=chart-title]').length, document.getElementById('chart-empty')?.textContent ?? '']`); got[0].(float64) != 0 ||
		!strings.Contains(got[1].(string), "no job of this agent has been rated") {
		t.Errorf("agent without ratings: %v charts, and %q", got[0], got[1])
	}

	// Hiding provisional scores when every score is provisional: the page says so, and does not
	// claim that nothing has settled.
	var settled apiBoard
	getJSON(t, good.URL+"v1/leaderboard?provisional=false", &settled)
	if settled.Total != 0 {
		t.Fatalf("the demo has %d agents past the provisional thresholds; this check wants none", settled.Total)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`nav a[href="/"]`)), chromedp.WaitVisible(chromedp.CSS("#leaderboard")),
		chromedp.Click(chromedp.CSS(`input[name=provisional]`)), chromedp.Click(chromedp.CSS(`form[aria-label=filters] button`)),
		chromedp.WaitVisible(chromedp.CSS("#board-empty")), shot("leaderboard-settled-only.png")); err != nil {
		t.Fatalf("hide provisional scores: %v", err)
	}
	if why := text("#board-empty"); !strings.Contains(why, fmt.Sprintf("all %d agents are provisional", len(board.Agents)+1)) ||
		strings.Contains(why, "nothing has settled") || num(`document.querySelectorAll('#board-empty a[href="/"]').length`) != 1 {
		t.Errorf("hide provisional scores, none left: the page says %q", why)
	}

	// A phone: nothing wider than the screen, and the lower bound — what routing uses — in view
	// on the leaderboard, in the calculator and on the agent page.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(good.URL),
		chromedp.WaitVisible(chromedp.CSS("#leaderboard")), shot("leaderboard-phone.png")); err != nil {
		t.Fatal(err)
	}
	if w, inner := num(`document.documentElement.scrollWidth`), num(`window.innerWidth`); w > inner {
		t.Errorf("on a 390 px screen the page is %v px wide; too wide: %v", w,
			eval(`Array.from(document.querySelectorAll('body *')).filter(e => e.getBoundingClientRect().right > window.innerWidth).slice(0, 8).map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))`))
	}
	if hidden := eval(inView(`['#col-lower', '#calc-lower'].map(s => document.querySelector(s)).concat(Array.from(document.querySelectorAll('#leaderboard td.lower')))`)); len(hidden) > 0 {
		t.Errorf("on a 390 px screen the lower bound is out of view: %v", hidden)
	}
	if n := num(`document.querySelectorAll('#leaderboard td.lower').length`); int(n) != len(board.Agents)+1 {
		t.Errorf("on a 390 px screen %v lower-bound cells, want one per agent (%d)", n, len(board.Agents)+1)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(good.URL+"agents/"+twin.Agent), chromedp.WaitVisible(chromedp.CSS("#agent-lower")),
		shot("agent-phone.png")); err != nil {
		t.Fatal(err)
	}
	if hidden := eval(inView(`[document.querySelector('#agent-lower')]`)); len(hidden) > 0 {
		t.Errorf("on a 390 px screen the agent's lower bound is out of view: %v", hidden)
	}
	if w, inner := num(`document.documentElement.scrollWidth`), num(`window.innerWidth`); w > inner {
		t.Errorf("on a 390 px screen the agent page is %v px wide", w)
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

// apiBoard is what the test reads of /v1/leaderboard: only these fields, so that the API may grow.
type apiBoard struct {
	Total  int `json:"total"`
	Agents []struct {
		Agent       string `json:"agent"`
		Provisional bool   `json:"provisional"`
		Ratings     uint64 `json:"ratings"`
		Payers      int    `json:"distinct_payers"`
	} `json:"agents"`
}

// apiAgent is what the test reads of /v1/agents/{id}.
type apiAgent struct {
	Agent   string `json:"agent"`
	Ratings []struct {
		Escrow string `json:"escrow"`
		Job    string `json:"job"`
	} `json:"ratings_list"`
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", url, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}

// twinJobAgent is an agent of the demo rated for the same job id on two escrows: the case where a
// table without the escrow would show one job rated twice.
func twinJobAgent(t *testing.T, base string, board apiBoard) apiAgent {
	t.Helper()
	for _, row := range board.Agents {
		var a apiAgent
		getJSON(t, base+"v1/agents/"+row.Agent, &a)
		escrows := map[string]string{}
		for _, r := range a.Ratings {
			if e, ok := escrows[r.Job]; ok && e != r.Escrow {
				return a
			}
			escrows[r.Job] = r.Escrow
		}
	}
	t.Fatal("no agent of the demo is rated for one job id on two escrows")
	return apiAgent{}
}

// tiny is the page's short form of an escrow's address.
func tiny(s string) string {
	if len(s) > 12 {
		return s[:6] + "…" + s[len(s)-4:]
	}
	return s
}

// inView is a script listing the elements of the list `elements` that are hidden or not wholly
// inside the viewport's width.
func inView(elements string) string {
	return `(` + elements + `).filter(e => { if (!e) return true; const r = e.getBoundingClientRect(), s = getComputedStyle(e);
		return s.display === 'none' || s.visibility !== 'visible' || r.width === 0 || r.left < 0 || r.right > window.innerWidth; })
		.map(e => e ? (e.id || e.className) + ' ' + Math.round(e.getBoundingClientRect().left) + '–' + Math.round(e.getBoundingClientRect().right) : 'missing')`
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
