package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

var (
	demoServeFlag = cli.BoolFlag{Name: "serve",
		Usage: "after the run, keep the embedded chain and the settler up, serve the leaderboard page and API (as 'repledger serve'), " +
			"write the chain's deployment manifest and print gate, rank, verify and audit commands against it; Ctrl-C stops"}
	demoListenFlag = cli.StringFlag{Name: "listen", Value: "127.0.0.1:8080",
		Usage: "loopback `HOST:PORT` of the page with --serve (port 0 picks a free one); checked, and taken, before the run"}
	demoDeploymentOutFlag = cli.StringFlag{Name: "deployment-out", DefaultText: "repledger-demo.json in the temporary folder, removed at the end",
		Usage: "with --serve, write the demo chain's deployment manifest to `FILE`, for --deployment FILE in other commands"}
)

// demoServeSetup is what --serve needs, checked before the run: the page's listener, taken
// already, and where the manifest goes.
type demoServeSetup struct {
	ln           net.Listener
	manifest     string
	keepManifest bool // the user named it: it stays when the demo ends
}

// checkDemoServe checks --listen (a loopback HOST:PORT that can be listened on: it listens, and
// keeps the listener) and --deployment-out before the demo runs, so that a typo costs no run.
func checkDemoServe(c *cli.Context) (*demoServeSetup, []error) {
	if !demoServeFlag.Get(c) {
		var errs []error
		for _, f := range []string{demoListenFlag.Name, demoDeploymentOutFlag.Name} {
			if c.IsSet(f) {
				errs = append(errs, usagef("--%s: only with --serve", f))
			}
		}
		return nil, errs
	}
	var errs []error
	s := &demoServeSetup{manifest: filepath.Join(os.TempDir(), "repledger-demo.json")}
	if v := demoDeploymentOutFlag.Get(c); v != "" {
		s.manifest, s.keepManifest = v, true
	}
	out, err := checkOutput("--deployment-out", s.manifest)
	if err != nil {
		errs = append(errs, err)
	}
	s.manifest = out
	if ln, err := listenLoopback("--listen", demoListenFlag.Get(c)); err != nil {
		errs = append(errs, err)
	} else if len(errs) > 0 {
		_ = ln.Close()
	} else {
		s.ln = ln
	}
	return s, errs
}

// listenLoopback listens on a loopback HOST:PORT: the demo's chain holds funded test keys, and
// its page is for this machine only.
func listenLoopback(flag, addr string) (net.Listener, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, usagef("%s %q: want HOST:PORT, such as 127.0.0.1:8080 (port 0 picks a free one)", flag, addr)
	}
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		return nil, usagef("%s %q: the port must be 0 to 65535 (0 picks a free one)", flag, addr)
	}
	ip := net.ParseIP(host)
	if host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, usagef("%s %q: the demo serves on loopback only (127.0.0.1, ::1 or localhost), not %q", flag, addr, host)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, usagef("%s %s: cannot listen (%v): is another server on it? pick another port, or 0 for a free one", flag, addr, err)
	}
	return ln, nil
}

func printDemo(c *cli.Context, res *demoResult) {
	if jsonFlag.Get(c) {
		enc := json.NewEncoder(c.App.Writer)
		enc.SetIndent("", "  ")
		_ = enc.Encode(res)
		return
	}
	printBoard(c.App.Writer, colorOn(c.App.Writer), res)
}

// serveDemo runs `serve` against the demo's chain until interrupted, writes the chain's
// manifest, and prints the page's URL and commands to try against the chain.
func serveDemo(c *cli.Context, tn *testnet.Testnet, setup *demoServeSetup, res *demoResult) error {
	ln := setup.ln
	defer ln.Close() // startBackend serves on it and closes it; this is for the returns before
	client, _, err := dialNode(c.Context, tn.HTTPURL, "the demo's chain")
	if err != nil {
		return err
	}
	defer client.Close()
	dir, err := os.MkdirTemp("", "repledger-demo-serve-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := deployment.WriteManifest(setup.manifest, tn.Manifest); err != nil {
		return fmt.Errorf("--deployment-out %s: %w", setup.manifest, err)
	}
	if !setup.keepManifest {
		defer os.Remove(setup.manifest) // its chain ends with the demo
	}
	// The demo's buyers as a trust-anchor file beside the manifest: rank through their lens.
	anchors := buyersPath(setup.manifest)
	if err := writeBuyers(anchors); err != nil {
		return fmt.Errorf("write the demo's buyers to %s: %w", anchors, err)
	}
	defer os.Remove(anchors)
	e := &endpoint{URL: tn.HTTPURL, URLFrom: "the demo's chain", Ledger: tn.Deployment.Ledger, Manifest: tn.Manifest}
	b, err := startBackend(c.Context, backendConfig{client: client, endpoint: e, start: tn.Manifest.DeploymentBlock, dataDir: dir,
		listener: ln, confirmations: 1, log: zerolog.Nop(), wait: true})
	if err != nil {
		return err
	}
	if err := registerDemoAgents(c.Context, b, demoAgentsFlag.Get(c)); err != nil {
		_ = b.Close()
		return err
	}
	w := c.App.ErrWriter
	fmt.Fprintf(w, "\nThe leaderboard page: %s  (API: %sv1/leaderboard, %sopenapi.json)\n", b.URL, b.URL, b.URL)
	fmt.Fprintf(w, "The chain stays up at %s; its deployment manifest is %s. Try, from another terminal:\n", tn.HTTPURL, setup.manifest)
	for _, cmd := range demoCommands(invokedAs, setup.manifest, anchors, res) {
		fmt.Fprintf(w, "  %s\n", cmd)
	}
	if invokedAs == goRun {
		fmt.Fprintln(w, "(go run compiles again each time: 'go build -o repledger ./cmd/repledger' makes ./repledger once.)")
	}
	fmt.Fprintln(w, "Ctrl-C stops.")
	<-c.Context.Done()
	return b.Close()
}

// goRun is how the commands are printed when the demo itself runs under `go run`, whose binary
// lives in a temporary build folder.
const goRun = "go run ./cmd/repledger"

// invokedAs is the program as it was typed (./repledger, repledger, go run ./cmd/repledger), so
// that the printed commands paste as they are; main sets it.
var invokedAs = "repledger"

// invocation is how to type the program again, from os.Args[0].
func invocation(arg0 string) string {
	if strings.Contains(arg0, "go-build") {
		return goRun
	}
	return arg0
}

// buyersPath is where the demo writes its buyers as trust anchors: beside the manifest.
func buyersPath(manifest string) string { return strings.TrimSuffix(manifest, ".json") + "-buyers.txt" }

// writeBuyers writes the demo's buyers as a trust-anchor file (lens.ParseAnchors' format).
func writeBuyers(path string) error {
	var b strings.Builder
	b.WriteString("# the repledger demo's buyers: its three marketplaces' clients\n")
	for _, c := range allDemoClients() {
		b.WriteString(c.Address.Hex() + "\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// demoCommands are the commands serveDemo prints, ready to paste: the hire and the last of the
// board gated (one routable, one not, on the demo's board), the top two and the last ranked, the
// same through the trust lens of the demo's buyers, the deployment verified, the ledger audited.
func demoCommands(program, manifest, anchors string, res *demoResult) []string {
	d := "--deployment " + shellQuote(manifest)
	board := res.Leaderboard
	first, last := board[0].Agent, board[len(board)-1].Agent
	if res.Hire != "" {
		first = res.Hire
	}
	ranked := []string{board[0].Agent}
	if len(board) > 2 {
		ranked = append(ranked, board[1].Agent)
	}
	if len(board) > 1 {
		ranked = append(ranked, last)
	}
	return []string{
		fmt.Sprintf("%s gate %s %s %s", program, d, first, last),
		fmt.Sprintf("%s rank %s --json %s", program, d, strings.Join(ranked, " ")),
		fmt.Sprintf("%s rank %s --trust-anchors %s %s", program, d, shellQuote(anchors), strings.Join(ranked, " ")),
		fmt.Sprintf("%s verify %s", program, d),
		fmt.Sprintf("%s audit %s", program, d),
	}
}

// shellQuote quotes a path for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:,@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// registerDemoAgents registers the demo's agents: the newcomer has no job anywhere, and shows at
// the prior only so.
func registerDemoAgents(ctx context.Context, b *backend, perProfile int) error {
	var ids []*big.Int
	for _, p := range profiles {
		for i := range perProfile {
			a := testnet.ExtraAccount(fmt.Sprintf("demo %s %d", p.name, i))
			ids = append(ids, new(big.Int).SetBytes(a.Address.Bytes()))
		}
	}
	return b.Indexer.Register(ctx, ids)
}
