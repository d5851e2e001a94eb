package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/bindings/x402source"
	"github.com/repledger/repledger/deployment"
)

// escrowRow is one escrow as `escrow list` prints it.
type escrowRow struct {
	Kind           string          `json:"kind"` // "escrow", a registered source's kind ("x402", "erc8183-hook"), or "foreign-escrow"
	Index          uint32          `json:"index"`
	Address        common.Address  `json:"address"`
	Owner          common.Address  `json:"owner"`
	Arbiter        common.Address  `json:"arbiter"`
	Treasury       common.Address  `json:"treasury"`
	PlatformFeeBps uint64          `json:"platform_fee_bps"`
	Jobs           uint64          `json:"jobs"`
	OutcomeWindow  uint64          `json:"outcome_window_seconds,omitempty"`
	Hook           *common.Address `json:"hook,omitempty"` // a foreign escrow's rating hook
	Stopped        bool            `json:"stopped"`
	InManifest     bool            `json:"in_manifest"`
}

func runEscrowList(c *cli.Context) error {
	if err := noArgs(c); err != nil {
		return err
	}
	e, err := resolveEndpoint(c, endpointNeeds{ledger: true})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(c.Context, 2*dialTimeout)
	defer cancel()
	client, _, err := dialNode(ctx, e.URL, e.URLFrom)
	if err != nil {
		return err
	}
	defer client.Close()
	if err := probeLedger(ctx, client, e.Ledger); err != nil {
		return contractProblem("ledger", e.Ledger, e.LedgerFrom, e.URL, err)
	}
	rows, err := readEscrows(ctx, client, e)
	if err != nil {
		return err
	}
	if jsonFlag.Get(c) {
		return json.NewEncoder(c.App.Writer).Encode(rows)
	}
	printEscrows(c.App.Writer, rows, e.Manifest != nil)
	return nil
}

// readEscrows reads every escrow of the ledger at e.Ledger.
func readEscrows(ctx context.Context, client bind.ContractBackend, e *endpoint) ([]escrowRow, error) {
	ledgerABI, escrowABI := bindings.NewReputationLedger(), bindings.NewEscrow()
	ledger := ledgerABI.Instance(client, e.Ledger)
	opts := &bind.CallOpts{Context: ctx}
	count, err := bind.Call(ledger, opts, ledgerABI.PackEscrowCount(), ledgerABI.UnpackEscrowCount)
	if err != nil {
		return nil, fmt.Errorf("read the ledger's escrow count: %w", err)
	}
	listed := map[common.Address]bool{}
	if e.Manifest != nil {
		for _, m := range e.Manifest.Escrows {
			listed[m.Address] = true
		}
	}
	rows := make([]escrowRow, 0, count.Uint64())
	for i := uint32(0); uint64(i) < count.Uint64(); i++ {
		r := escrowRow{Kind: "escrow", Index: i}
		if r.Address, err = bind.Call(ledger, opts, ledgerABI.PackEscrowAt(i), ledgerABI.UnpackEscrowAt); err != nil {
			return nil, fmt.Errorf("read escrow %d: %w", i, err)
		}
		if r.Stopped, err = bind.Call(ledger, opts, ledgerABI.PackIsEscrowStopped(i), ledgerABI.UnpackIsEscrowStopped); err != nil {
			return nil, fmt.Errorf("read escrow %d: %w", i, err)
		}
		escrow := escrowABI.Instance(client, r.Address)
		for _, read := range []struct {
			dst    *common.Address
			data   []byte
			unpack func([]byte) (common.Address, error)
		}{{&r.Owner, escrowABI.PackOwner(), escrowABI.UnpackOwner}, {&r.Arbiter, escrowABI.PackArbiter(), escrowABI.UnpackArbiter},
			{&r.Treasury, escrowABI.PackPlatformTreasury(), escrowABI.UnpackPlatformTreasury}} {
			if *read.dst, err = bind.Call(escrow, opts, read.data, read.unpack); err != nil {
				return nil, fmt.Errorf("read escrow %d at %s: %w", i, r.Address.Hex(), err)
			}
		}
		for _, read := range []struct {
			dst    *uint64
			data   []byte
			unpack func([]byte) (*big.Int, error)
		}{{&r.PlatformFeeBps, escrowABI.PackPlatformFeeBP(), escrowABI.UnpackPlatformFeeBP},
			{&r.Jobs, escrowABI.PackJobCounter(), escrowABI.UnpackJobCounter}} {
			v, err := bind.Call(escrow, opts, read.data, read.unpack)
			if err != nil {
				return nil, fmt.Errorf("read escrow %d at %s: %w", i, r.Address.Hex(), err)
			}
			*read.dst = v.Uint64()
		}
		r.InManifest = listed[r.Address]
		rows = append(rows, r)
	}
	sources, err := readSources(ctx, client, e)
	if err != nil {
		return nil, err
	}
	return append(rows, sources...), nil
}

// readSources reads the ledger's registered rating sources; each is taken for an x402 source
// when it answers outcomeWindow(), for a rating hook when it answers minBudget() (then the
// foreign escrows registered on it follow the sources), else listed with kind "source".
func readSources(ctx context.Context, client bind.ContractBackend, e *endpoint) ([]escrowRow, error) {
	ledgerABI, srcABI, hookABI := bindings.NewReputationLedger(), x402source.NewX402Source(), ratinghook.NewRatingHook()
	ledger := ledgerABI.Instance(client, e.Ledger)
	opts := &bind.CallOpts{Context: ctx}
	count, err := bind.Call(ledger, opts, ledgerABI.PackSourceCount(), ledgerABI.UnpackSourceCount)
	if err != nil {
		return nil, fmt.Errorf("read the ledger's source count: %w", err)
	}
	listed := map[common.Address]bool{}
	if e.Manifest != nil {
		for _, m := range e.Manifest.Sources {
			listed[m.Address] = true
		}
	}
	var rows, foreign []escrowRow
	for i := uint64(0); i < count.Uint64(); i++ {
		r := escrowRow{Kind: "source", Index: deployment.SourceBase + uint32(i)}
		if r.Address, err = bind.Call(ledger, opts, ledgerABI.PackSourceAt(r.Index), ledgerABI.UnpackSourceAt); err != nil {
			return nil, fmt.Errorf("read source %d: %w", r.Index, err)
		}
		if r.Stopped, err = bind.Call(ledger, opts, ledgerABI.PackIsEscrowStopped(r.Index), ledgerABI.UnpackIsEscrowStopped); err != nil {
			return nil, fmt.Errorf("read source %d: %w", r.Index, err)
		}
		if w, err := bind.Call(srcABI.Instance(client, r.Address), opts, srcABI.PackOutcomeWindow(), srcABI.UnpackOutcomeWindow); err == nil {
			r.Kind, r.OutcomeWindow = deployment.SourceKindX402, w.Uint64()
		} else if _, err := bind.Call(hookABI.Instance(client, r.Address), opts, hookABI.PackMinBudget(), hookABI.UnpackMinBudget); err == nil {
			r.Kind = deployment.SourceKindRatingHook
			f, err := readForeignEscrows(ctx, client, r.Address, e)
			if err != nil {
				return nil, err
			}
			foreign = append(foreign, f...)
		}
		r.InManifest = listed[r.Address]
		rows = append(rows, r)
	}
	return append(rows, foreign...), nil
}

func printEscrows(w io.Writer, rows []escrowRow, haveManifest bool) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "index\taddress\towner\tarbiter\ttreasury\tfee\tjobs\tratings\tmanifest")
	var sources, foreign []escrowRow
	for _, r := range rows {
		ratings, inManifest := listStatus(r, haveManifest)
		switch r.Kind {
		case "escrow":
		case foreignKind:
			foreign = append(foreign, r)
			continue
		default:
			sources = append(sources, r)
			continue
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%d bps\t%d\t%s\t%s\n", r.Index, r.Address.Hex(), r.Owner.Hex(), r.Arbiter.Hex(),
			r.Treasury.Hex(), r.PlatformFeeBps, r.Jobs, ratings, inManifest)
	}
	tw.Flush()
	if len(sources) == 0 {
		return
	}
	fmt.Fprintln(w, "\nregistered rating sources:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "index\taddress\tkind\toutcome window\tratings\tmanifest")
	for _, r := range sources {
		ratings, inManifest := listStatus(r, haveManifest)
		window := "-"
		if r.OutcomeWindow != 0 {
			window = (time.Duration(r.OutcomeWindow) * time.Second).String()
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", r.Index, r.Address.Hex(), r.Kind, window, ratings, inManifest)
	}
	tw.Flush()
	printForeign(w, foreign, haveManifest)
}

// printForeign prints the foreign escrows registered on the rating hook; "records" says whether
// the hook records their completions.
func printForeign(w io.Writer, rows []escrowRow, haveManifest bool) {
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "\nforeign ERC-8183 escrows on the rating hook %s:\n", rows[0].Hook.Hex())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ordinal\taddress\tjobs\trecords\tmanifest")
	for _, r := range rows {
		records, inManifest := listStatus(r, haveManifest)
		fmt.Fprintf(tw, "%d\t%s\t%d\t%s\t%s\n", r.Index, r.Address.Hex(), r.Jobs, records, inManifest)
	}
	tw.Flush()
}

// listStatus says whether the ledger takes the row's ratings and whether the manifest lists it.
func listStatus(r escrowRow, haveManifest bool) (ratings, inManifest string) {
	ratings, inManifest = "taken", "listed"
	if r.Stopped {
		ratings = "stopped"
	}
	switch {
	case !haveManifest:
		inManifest = "-"
	case !r.InManifest:
		inManifest = "NOT LISTED"
	}
	return ratings, inManifest
}
