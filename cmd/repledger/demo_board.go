package main

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/testnet"
)

// market is one marketplace of the demo: an escrow of the shared ledger, with its own clients,
// fee and treasury.
type market struct {
	Name    string  `json:"name"`
	Kind    string  `json:"kind"` // kindEscrow, or kindX402 for the pay-per-call marketplace
	Index   uint32  `json:"index"`
	Address string  `json:"address"`
	FeeBps  uint16  `json:"platform_fee_bps"`
	Jobs    int     `json:"jobs"`
	Paid    float64 `json:"paid"`           // Σ budgets, whole units
	Fees    float64 `json:"fees_collected"` // the treasury's balance at the end, whole units

	clients  []testnet.DevAccount // take the marketplace's jobs in turn
	treasury common.Address
	paid     *big.Int
}

// demoClientsPerMarket is how many buyers each demo marketplace has: three, so that an agent with
// enough ratings is not provisional for want of distinct payers.
const demoClientsPerMarket = 3

// demoClients are marketplace `name`'s buyers (funded at the chain's start: runDemo passes them).
func demoClients(name string) []testnet.DevAccount {
	out := make([]testnet.DevAccount, demoClientsPerMarket)
	for i := range out {
		out[i] = testnet.ExtraAccount(fmt.Sprintf("demo marketplace %s client %d", name, i))
	}
	return out
}

// allDemoClients are every demo marketplace's buyers.
func allDemoClients() []testnet.DevAccount {
	return append(append(demoClients("A"), demoClients("B")...), demoClients(payPerCallName)...)
}

// The kinds of the demo's marketplaces, as the leaderboard counts ratings by source.
const (
	kindEscrow = "escrow"
	kindX402   = "x402"
)

// openMarkets names the testnet's first escrow marketplace A and creates marketplace B beside
// it on the same ledger: another owner, a 2.5 % fee to a treasury of its own, other clients.
func openMarkets(ctx context.Context, tn *testnet.Testnet) ([]market, error) {
	dev := testnet.DevAccounts()
	first := tn.Deployment.Escrows[0]
	b, err := tn.AddEscrow(ctx, deployment.EscrowParams{Owner: dev[8].Address, Arbiter: tn.Arbiter.Address,
		Treasury: testnet.ExtraAccount("demo marketplace B treasury").Address, PlatformFeeBps: 250})
	if err != nil {
		return nil, fmt.Errorf("create marketplace B's escrow: %w", err)
	}
	return []market{
		{Name: "A", Kind: kindEscrow, Index: first.Index, Address: first.Address.Hex(), FeeBps: first.PlatformFeeBps, clients: demoClients("A"),
			treasury: first.Treasury, paid: new(big.Int)},
		{Name: "B", Kind: kindEscrow, Index: b.Index, Address: b.Address.Hex(), FeeBps: b.PlatformFeeBps, clients: demoClients("B"),
			treasury: b.Treasury, paid: new(big.Int)},
	}, nil
}

// closeMarkets reads back from the chain what each marketplace contributed: the fees its
// treasury collected, and for each agent on the leaderboard the ratings the ledger took from
// each marketplace (its Rated events, which name the escrow).
func closeMarkets(ctx context.Context, tn *testnet.Testnet, markets []market, res *demoResult) error {
	units := func(v *big.Int) float64 { return unitsFloat(v, deployment.TestTokenDecimals) }
	byEscrow := map[common.Address]int{}
	for i := range markets {
		m := &markets[i]
		m.Paid = units(m.paid)
		fees, err := bind.Call(tn.Token, &bind.CallOpts{Context: ctx}, tn.TokenABI.PackBalanceOf(m.treasury), tn.TokenABI.UnpackBalanceOf)
		if err != nil {
			return fmt.Errorf("read marketplace %s's treasury: %w", m.Name, err)
		}
		m.Fees = units(fees)
		byEscrow[common.HexToAddress(m.Address)] = i
	}
	logs, err := tn.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(tn.Manifest.DeploymentBlock),
		Addresses: []common.Address{tn.Deployment.Ledger},
		Topics:    [][]common.Hash{{tn.LedgerABI.GetABI().Events[bindings.ReputationLedgerRatedEventName].ID}}})
	if err != nil {
		return fmt.Errorf("read the ledger's ratings: %w", err)
	}
	counts := map[string][]uint64{}
	for i := range logs {
		ev, err := tn.LedgerABI.UnpackRatedEvent(&logs[i])
		if err != nil {
			return err
		}
		m, ok := byEscrow[ev.Escrow]
		if !ok {
			return fmt.Errorf("the ledger took a rating from %s, which is no marketplace of the demo", ev.Escrow.Hex())
		}
		agent := common.BigToAddress(ev.AgentId).Hex()
		if counts[agent] == nil {
			counts[agent] = make([]uint64, len(markets))
		}
		counts[agent][m]++
	}
	for i := range res.Leaderboard {
		r := &res.Leaderboard[i]
		r.RatingsBy = counts[r.Agent]
		if r.RatingsBy == nil {
			r.RatingsBy = make([]uint64, len(markets))
		}
		r.RatingsBySource = map[string]uint64{}
		for i, n := range r.RatingsBy {
			r.RatingsBySource[markets[i].Kind] += n
		}
	}
	res.Marketplaces = markets
	return nil
}

func printBoard(w io.Writer, color bool, res *demoResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	sym := res.AssetSymbol
	names := make([]string, len(res.Marketplaces))
	for i, m := range res.Marketplaces {
		names[i] = m.Name
	}
	fmt.Fprintf(tw, "rank\tagent\tprofile\tsmoothed\twilson\tevidence (%s)\tcapped paid (%s)\tratings (%s)\tdisputes\tverdict\n",
		sym, sym, strings.Join(names, "+"))
	for _, r := range res.Leaderboard {
		by := make([]string, len(r.RatingsBy))
		for i, n := range r.RatingsBy {
			by[i] = fmt.Sprint(n)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%.1f\t%.1f\t%d (%s)\t%.1f%%\t%s\n", r.Rank, r.Agent, r.Profile,
			bpsStars(r.SmoothedBps), bpsStars(r.LowerBps), r.WeightUnits, r.CappedUnits, r.Ratings, strings.Join(by, "+"),
			float64(r.DisputeRateBps)/100, verdict(color, r.Routable))
	}
	tw.Flush()
	agree := 0
	for _, r := range res.Leaderboard {
		if r.Onchain != nil && r.Onchain.Agrees {
			agree++
		} else if r.Onchain != nil {
			fmt.Fprintf(w, "%s: the ledger's on-chain decision differs: %s smoothed, %s lower bound\n", r.Agent,
				bpsStars(r.Onchain.SmoothedBps), bpsStars(r.Onchain.LowerBps))
		}
	}
	fmt.Fprintf(w, "The ledger's own ReputationOracle, computing the decision on chain, agrees with the router on %d of %d agents.\n",
		agree, len(res.Leaderboard))
	fmt.Fprintf(w, "\nmarketplaces sharing the ledger:\n")
	for _, m := range res.Marketplaces {
		fee := "no fee"
		if m.FeeBps != 0 {
			fee = fmt.Sprintf("%g %% fee, %.2f %s collected", float64(m.FeeBps)/100, m.Fees, sym)
		}
		if m.Kind == kindX402 {
			fmt.Fprintf(w, "  %s  x402 source %d  %s  %d calls paid per call over x402, %.1f %s paid, no fee (the rail has none)\n",
				m.Name, m.Index, m.Address, m.Jobs, m.Paid, sym)
			continue
		}
		fmt.Fprintf(w, "  %s  escrow %d  %s  %d jobs, %.1f %s paid, %s\n", m.Name, m.Index, m.Address, m.Jobs, m.Paid, sym, fee)
	}
	fmt.Fprintf(w, "Each agent has one record on the ledger: its ratings from every marketplace add up (\"ratings\"), so its\n"+
		"reputation follows it from one marketplace to the next. A rating weighs the full budget, before any fee.\n\n")
	fmt.Fprintf(w, "%d jobs over %d weekly epochs. Evidence is capped at 12 %s a job and fades 7.5 %% an epoch:\n", res.Jobs, res.Epochs, sym)
	fmt.Fprintf(w, "compare \"evidence\" with \"capped paid\". The prior is %s weighing 12 %s; a hire needs a Wilson lower bound of %s.\n\n",
		bpsStars(reputation.PriorBps), sym, bpsStars(reputation.FloorBps))
	if res.Hire == "" {
		fmt.Fprintf(w, "step %q: nobody may be hired.\n", res.Step)
		return
	}
	fmt.Fprintf(w, "step %q: hire %s (%s); %d of %d candidates are %s.\n", res.Step, res.Hire, res.HireProfile,
		res.Refused, len(res.Leaderboard), verdictNotRoutable)
	printPolicyCosts(w, res)
}

// printPolicyCosts says what each router policy, off by default, would change on this market.
func printPolicyCosts(w io.Writer, res *demoResult) {
	if len(res.Policies) == 0 {
		return
	}
	fmt.Fprintf(w, "\nrouter policies (off by default; \"repledger attack\" shows what each buys against the attacks), each alone:\n")
	none := func(s []string) string {
		if len(s) == 0 {
			return "none"
		}
		return strings.Join(s, ", ")
	}
	for _, p := range res.Policies {
		fmt.Fprintf(w, "  %-26s %d of %d routable; refuses %s; routes %s\n", p.Policy, p.Routable, len(res.Leaderboard), none(p.Lost), none(p.Gained))
	}
	l := res.Lens
	fmt.Fprintf(w, "\nthrough a trust lens anchored at the demo's %d buyers (gate and rank --trust-anchors FILE): %d of %d keep their verdict;\n"+
		"  changed: %s; no evidence in the lens (reads the prior, not a verdict): %s\n", l.Anchors, l.Kept, len(res.Leaderboard), none(l.Changed), none(l.NoEvidence))
}
