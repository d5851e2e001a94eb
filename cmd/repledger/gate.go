package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

var agentsHelp = "AGENT is a provider's address (0x and 40 hex digits) or a decimal ERC-8004 agent id; each is " +
	"printed back as it was given. When the node cannot be read within --timeout (down, refusing, hanging), the " +
	"decisions come from the prior alone, marked source prior, and the command still succeeds; an address with " +
	"no contract, or a contract that is not a ReputationLedger, is an error.\n\n" +
	"JSON: an array of objects with agent, smoothed_bps, smoothed_stars, lower_bps, lower_stars, routable, source, " +
	"evidence_weight (whole units), evidence_weight_base_units, asset_symbol, ratings, provisional (" + provisionalRule() + ", as the page and API say; the payers are read when the mark needs them, and null when they cannot be read in time), dispute_rate_bps; with --onchain " +
	"also onchain: the ledger's own decision (smoothed_bps, lower_bps, routable) and agrees, whether it equals the Go one; with " +
	"--signals (or a payer policy) also signals (distinct_payers, top_payer, top_payer_share_bps, " +
	"discounted_smoothed_bps, discounted_lower_bps, payers: payer, ratings, share_bps, first_payment_age_epochs, " +
	"distinct_providers) and refused_by, the policy that refused a hire the score allows.\n\n" +
	"Policies (docs/attacks.md, \"Why the score is hard to game\", says what each costs and buys) are off by default."

var onchainFlag = cli.BoolFlag{Name: "onchain", Usage: "also print the ledger's own decision, computed on chain by its " +
	"ReputationOracle (one more call), beside the Go one, and whether the two agree; an error when the node cannot be read"}

func routerFlags() []cli.Flag {
	return []cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&ledgerFlag), fresh(&timeoutFlag), fresh(&onchainFlag),
		fresh(&trustAnchorsFlag), fresh(&signalsFlag), fresh(&fromBlockFlag), fresh(&minPayersFlag), fresh(&maxTopShareFlag), fresh(&maxDisputeFlag),
		fresh(&repeatDiscountFlag), fresh(&jsonFlag)}
}

// routerOptions are the signal and policy options the flags ask for.
func routerOptions(c *cli.Context, client *router.LazyClient, e *endpoint) ([]router.Option, bool, error) {
	p := router.Policies{MinDistinctPayers: minPayersFlag.Get(c), MaxTopPayerShareBps: maxTopShareFlag.Get(c),
		MaxDisputeRateBps: maxDisputeFlag.Get(c), RepeatDiscount: repeatDiscountFlag.Get(c)}
	switch {
	case p.MinDistinctPayers < 0:
		return nil, false, usagef("--min-payers %d: want 0 (off) or more", p.MinDistinctPayers)
	case p.MaxTopPayerShareBps > reputation.MaxBps:
		return nil, false, usagef("--max-top-payer-share %d: want 0 (off) to 10000 bps", p.MaxTopPayerShareBps)
	case p.MaxDisputeRateBps > reputation.MaxBps:
		return nil, false, usagef("--max-dispute-rate %d: want 0 (off) to 10000 bps", p.MaxDisputeRateBps)
	}
	opts := []router.Option{router.WithPolicies(p)}
	signals := signalsFlag.Get(c) || p.MinDistinctPayers > 0 || p.MaxTopPayerShareBps > 0 || p.RepeatDiscount
	if path := trustAnchorsFlag.Get(c); path != "" {
		if signals || p.MaxDisputeRateBps > 0 {
			return nil, false, usagef("--trust-anchors: the lens decides from its own counted evidence; drop --signals and the policy flags, which read the global evidence")
		}
		anchors, err := lens.ReadAnchors(path)
		if err != nil {
			return nil, false, usagef("--trust-anchors: %v", err)
		}
		if anchors.Empty() {
			return nil, false, usagef("--trust-anchors: %s names no anchor: put your own wallets in it, one 0x address a line", path)
		}
		return append(opts, router.WithLens(client, signalsFrom(c, e), anchors, nil)), false, nil
	}
	if signals {
		opts = append(opts, router.WithSignals(client, signalsFrom(c, e), 0))
	}
	return opts, signals, nil
}

func gateCommand() *cli.Command {
	return &cli.Command{Name: "gate", Usage: "may these agents be hired? one decision per agent, in the order given",
		ArgsUsage: "AGENT...", Description: agentsHelp, Flags: routerFlags(),
		Action: func(c *cli.Context) error { return runRouter(c, false) }}
}

func rankCommand() *cli.Command {
	return &cli.Command{Name: "rank", Usage: "rank agents by Wilson lower bound with one batch read, marking who is under the floor",
		ArgsUsage: "AGENT...", Description: agentsHelp, Flags: routerFlags(),
		Action: func(c *cli.Context) error { return runRouter(c, true) }}
}

// parseAgents reads the AGENT arguments, naming a malformed one.
func parseAgents(c *cli.Context) ([]agentid.Agent, error) {
	if c.NArg() == 0 {
		return nil, usagef("%s: give at least one AGENT: a 0x address or a decimal ERC-8004 id (see '%s --help')",
			c.Command.Name, c.Command.HelpName)
	}
	agents := make([]agentid.Agent, c.NArg())
	for i, a := range c.Args().Slice() {
		v, err := agentid.Parse(a)
		if err != nil {
			return nil, usagef("%s: argument %d: %v", c.Command.Name, i+1, err)
		}
		agents[i] = v
	}
	return agents, nil
}

func runRouter(c *cli.Context, rank bool) error {
	agents, err := parseAgents(c)
	if err != nil {
		return err
	}
	e, err := resolveEndpoint(c, endpointNeeds{ledger: true})
	if err != nil {
		return err
	}
	timeout := timeoutFlag.Get(c)
	if timeout <= 0 {
		return usagef("--timeout %s: want a positive duration such as 500ms", timeout)
	}
	// The router dials on first use, within its timeout: a node that refuses the connection or
	// hangs on the WebSocket handshake gets decisions from the prior, like one that is down.
	client, err := router.Dial(e.URL)
	if err != nil {
		return usagef("--rpc: %v", err)
	}
	defer client.Close()
	// The router's warnings wait until the ledger is known to be one: a wrong address gets one
	// error, not a warning an agent.
	var warnings bytes.Buffer
	opts, signals, err := routerOptions(c, client, e)
	if err != nil {
		return err
	}
	r, err := router.New(client, e.Ledger, append(opts, router.WithTimeout(timeout),
		router.WithLogger(newLogger(&warnings, "console", "warn", "router")))...)
	if err != nil {
		return err
	}
	// Whether the ledger is there is asked beside the reads, under the same deadline, so a
	// node that does not answer costs no more time than before.
	probeCtx, cancelProbe := context.WithTimeout(c.Context, timeout)
	defer cancelProbe()
	probed := make(chan error, 1)
	go func() { probed <- probeLedger(probeCtx, client, e.Ledger) }()

	ids := make([]*big.Int, len(agents))
	for i, a := range agents {
		ids[i] = a.ID
	}
	ds, err := decide(c.Context, r, ids, rank)
	if err != nil {
		return err
	}
	if err := c.Context.Err(); err != nil {
		return err // interrupted: the decisions are the prior's, not worth printing
	}
	if fellBack(ds) {
		if perr := <-probed; answered(perr) {
			return contractProblem("--ledger", e.Ledger, e.LedgerFrom, e.URL, perr)
		}
	}
	io.Copy(c.App.ErrWriter, &warnings)
	asset := assetOf(c.Context, r, client, e, timeout)
	var payers map[string]int
	if need := payersNeeded(ds); len(need) > 0 {
		payers = readPayers(c.Context, client, e.Ledger, signalsFrom(c, e), need, timeout)
	}
	out := presentDecisions(ds, agents, asset, payers)
	if onchainFlag.Get(c) {
		if err := addOnchain(c.Context, client, e.Ledger, ds, out, timeout); err != nil {
			return err
		}
	}
	if jsonFlag.Get(c) {
		enc := json.NewEncoder(c.App.Writer)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	printDecisions(c.App.Writer, colorOn(c.App.Writer), out, asset, rank, signals)
	return nil
}

// decide asks the router: Rank orders, Gate keeps the order given.
func decide(ctx context.Context, r *router.Router, ids []*big.Int, rank bool) ([]router.Decision, error) {
	if rank {
		return r.Rank(ctx, ids)
	}
	ds := make([]router.Decision, 0, len(ids))
	for _, id := range ids {
		d, err := r.Gate(ctx, id)
		if err != nil {
			return nil, err
		}
		ds = append(ds, d)
	}
	return ds, nil
}

func fellBack(ds []router.Decision) bool {
	for _, d := range ds {
		if d.Source == router.SourcePrior || d.Stale {
			return true
		}
	}
	return false
}

// assetOf is the ledger's asset as amounts are printed: decimals from the router's reading of
// the ledger, the symbol from the manifest or the token. Without a reading (every decision from
// the prior), the manifest's, or 6 decimals; the weights are then all zero.
func assetOf(ctx context.Context, r *router.Router, client *router.LazyClient, e *endpoint, timeout time.Duration) assetInfo {
	a := assetInfo{decimals: 6, symbol: "units"}
	if e.Manifest != nil && e.Manifest.Ledger == e.Ledger {
		a.decimals = e.Manifest.AssetDecimals
		if e.Manifest.AssetSymbol != "" {
			a.symbol = e.Manifest.AssetSymbol
		}
		return a
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	p, err := r.Params(ctx)
	if err != nil {
		return a
	}
	a.decimals = p.AssetDecimals
	token := bindings.NewTestToken() // any ERC-20's symbol()
	asset := p.Asset
	if out, err := client.CallContract(ctx, ethereum.CallMsg{To: &asset, Data: token.PackSymbol()}, nil); err == nil {
		if s, err := token.UnpackSymbol(out); err == nil && s != "" {
			a.symbol = s
		}
	}
	return a
}

// decisionJSON is one decision as gate and rank print it; the demo's rows and calc use the same
// field names.
type decisionJSON struct {
	Agent                   string   `json:"agent"`
	SmoothedBps             uint64   `json:"smoothed_bps"`
	SmoothedStars           float64  `json:"smoothed_stars"`
	LowerBps                uint64   `json:"lower_bps"`
	LowerStars              float64  `json:"lower_stars"`
	Routable                bool     `json:"routable"`
	Source                  string   `json:"source"`
	Stale                   bool     `json:"stale,omitempty"`
	EvidenceWeight          float64  `json:"evidence_weight"`
	EvidenceWeightBaseUnits *big.Int `json:"evidence_weight_base_units"`
	AssetSymbol             string   `json:"asset_symbol"`
	Ratings                 uint64   `json:"ratings"`
	// Provisional: index.IsProvisional, as the page and the API mark it; nil (null) when the
	// distinct payers it needs could not be read.
	Provisional    *bool           `json:"provisional"`
	DisputeRateBps uint64          `json:"dispute_rate_bps"`
	Onchain        *onchainJSON    `json:"onchain,omitempty"` // with --onchain
	Signals        *router.Signals `json:"signals,omitempty"`
	RefusedBy      string          `json:"refused_by,omitempty"`
	// With --trust-anchors: how much of the agent's evidence the lens counts, and from whom;
	// the score fields above are then the lens's.
	Lens *router.LensInfo `json:"lens,omitempty"`
}

// addOnchain puts the ledger's on-chain decision beside each Go one, read within the timeout.
func addOnchain(ctx context.Context, c ethereum.ContractCaller, ledger common.Address, ds []router.Decision,
	out []decisionJSON, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	ids := make([]*big.Int, len(ds))
	for i, d := range ds {
		ids[i] = d.Agent
	}
	onchain, err := onchainDecisions(ctx, c, ledger, ids)
	if err != nil {
		return fmt.Errorf("--onchain: %w", err)
	}
	for i, d := range ds {
		out[i].Onchain = onchainBeside(onchain[i], d.SmoothedBps, d.LowerBps, d.Routable)
	}
	return nil
}

// presentDecisions pairs each decision with the agent as it was given. Rank reorders, so each
// decision takes the first unused argument naming the same id.
// payers are the distinct payers of agents without signals, by decimal id, as far as known.
func presentDecisions(ds []router.Decision, given []agentid.Agent, asset assetInfo, payers map[string]int) []decisionJSON {
	used := make([]bool, len(given))
	out := make([]decisionJSON, len(ds))
	for i, d := range ds {
		name := agentid.FormatAgent(d.Agent, false)
		for j, a := range given {
			if !used[j] && a.ID.Cmp(d.Agent) == 0 {
				used[j], name = true, a.String()
				break
			}
		}
		out[i] = decisionJSON{Agent: name, SmoothedBps: d.SmoothedBps, SmoothedStars: d.SmoothedStars(), LowerBps: d.LowerBps,
			LowerStars: d.LowerStars(), Routable: d.Routable, Source: string(d.Source), Stale: d.Stale,
			EvidenceWeight: unitsFloat(d.EvidenceWeight, asset.decimals), EvidenceWeightBaseUnits: d.EvidenceWeight,
			AssetSymbol: asset.symbol, Ratings: d.Ratings, DisputeRateBps: d.DisputeRateBps, Signals: d.Signals, RefusedBy: d.RefusedBy,
			Provisional: provisionalFor(d.Ratings, knownPayers(d, payers)), Lens: d.Lens}
		if out[i].EvidenceWeightBaseUnits == nil {
			out[i].EvidenceWeightBaseUnits = new(big.Int)
		}
	}
	return out
}

func printDecisions(w io.Writer, color bool, ds []decisionJSON, asset assetInfo, rank, signals bool) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := "agent\tsmoothed\twilson\tevidence\tratings\tdisputes\tsource\tverdict"
	if signals {
		head = "agent\tsmoothed\twilson\tevidence\tratings\tdisputes\tpayers\ttop payer\tdiscounted\tsource\tverdict"
	}
	if rank {
		head = "rank\t" + head
	}
	if len(ds) > 0 && ds[0].Onchain != nil {
		head += "\ton chain"
	}
	fmt.Fprintln(tw, head)
	unknown, lensed := false, false
	for i, d := range ds {
		src := d.Source
		if d.Stale {
			src += " (stale)"
		}
		if rank {
			fmt.Fprintf(tw, "%d\t", i+1)
		}
		indep := ""
		if signals {
			indep = "-\t-\t-\t" // the prior decided: no signals were read
			if s := d.Signals; s != nil {
				indep = fmt.Sprintf("%d\t%.1f%%\t%s\t", s.DistinctPayers, float64(s.TopPayerShareBps)/100, bpsStars(s.DiscountedLowerBps))
			}
		}
		v := verdict(color, d.Routable)
		if d.Lens != nil && d.Lens.NoEvidence {
			v += " (no evidence in the lens: the prior)"
			lensed = true
		} else if d.Lens != nil {
			lensed = true
		}
		if d.RefusedBy != "" {
			v += " (policy: " + d.RefusedBy + ")"
		}
		ratings := strconv.FormatUint(d.Ratings, 10)
		switch p := d.Provisional; {
		case p == nil:
			ratings += " provisional?"
			unknown = true
		case *p:
			ratings += " provisional"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%.1f%%\t%s%s\t%s", d.Agent, bpsStars(d.SmoothedBps), bpsStars(d.LowerBps),
			amount(d.EvidenceWeightBaseUnits, asset.decimals, asset.symbol), ratings, float64(d.DisputeRateBps)/100, indep, src, v)
		if o := d.Onchain; o != nil {
			fmt.Fprintf(tw, "\t%s, %s", bpsStars(o.LowerBps), agreement(o))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	fmt.Fprintf(w, "a hire needs a Wilson lower bound of at least %s; a score on %s is provisional\n",
		bpsStars(reputation.FloorBps), provisionalRule())
	if unknown {
		fmt.Fprintln(w, "provisional?: the distinct payers could not be read in time (--timeout), so whether it is provisional is unknown")
	}
	if lensed {
		fmt.Fprintln(w, "source lens: through your trust lens (--trust-anchors): evidence counts as far as your anchors' trust reaches; "+
			"\"no evidence in the lens\" means none of it reached the agent, so the prior decided, not the agent")
	}
}

// knownPayers is an agent's distinct payers when known, else -1.
func knownPayers(d router.Decision, payers map[string]int) int {
	if d.Lens != nil { // through a lens: the payers it trusts at least 1/2
		return d.Lens.DistinctPayers
	}
	if d.Signals != nil {
		return d.Signals.DistinctPayers
	}
	if n, ok := payers[d.Agent.String()]; ok {
		return n
	}
	return -1
}

// agreement says whether the on-chain decision is the Go one.
func agreement(o *onchainJSON) string {
	switch {
	case o.Agrees:
		return "agrees"
	case o.Routable:
		return fmt.Sprintf("DIFFERS (%d bps smoothed, routable)", o.SmoothedBps)
	}
	return fmt.Sprintf("DIFFERS (%d bps smoothed, not routable)", o.SmoothedBps)
}
