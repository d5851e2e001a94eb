package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
)

// errVerifyFailed makes `verify` exit non-zero after printing every check.
var errVerifyFailed = errors.New("deployment does not match")

func verifyCommand() *cli.Command {
	return &cli.Command{
		Name:  "verify",
		Usage: "check that a deployment's code is this repository's compiled contracts and its wiring is as the manifest says",
		Description: "Each check prints ok or what differs: the code at each address is the compiled runtime code " +
			"(immutables aside); ledger and factory name each other; the ledger's asset, scorer, admin, identity " +
			"registry, epoch length and cap are as the manifest says; every escrow both ways (the ledger lists it at " +
			"its index, it names the ledger and its index) with its owner, arbiter, treasury and fee; the manifest " +
			"lists every escrow the ledger has; the asset's decimals; the ledger's ReputationOracle (its code, its ledger, the " +
			"seed's policy). Exit status 1 when any check fails.\n\n" +
			"JSON: rpc (the node checked), passed, failed, checks (name, ok, detail when not ok).",
		Flags: []cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&jsonFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if deploymentFlag.Get(c) == "" {
				return usagef("--deployment: required: the manifest FILE to verify")
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
			return verifyDeployment(ctx, c.App.Writer, colorOn(c.App.Writer), jsonFlag.Get(c), client, e)
		},
	}
}

// verifyJSON is `verify --json`'s output.
type verifyJSON struct {
	RPC    string      `json:"rpc"`
	Passed int         `json:"passed"`
	Failed int         `json:"failed"`
	Checks []checkJSON `json:"checks"`
}

type checkJSON struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail,omitempty"`
}

// verifyDeployment runs every check against the node at e.URL (which --rpc may have chosen
// over the manifest's) and prints them, as text or as JSON.
func verifyDeployment(ctx context.Context, w io.Writer, color, asJSON bool, client *ethclient.Client, e *endpoint) error {
	m := *e.Manifest
	m.RPCHTTP = e.URL // so that Verify's own messages name the URL used
	var missing []error
	for _, ct := range []struct {
		what, from string
		addr       common.Address
	}{{"ledger", e.LedgerFrom, m.Ledger}, {"escrow 0", "escrows[0] in --deployment", m.Escrow()}} {
		if err := probeCode(ctx, client, ct.addr); errors.Is(err, errNoCode) {
			missing = append(missing, contractProblem(ct.what, ct.addr, ct.from, e.URL, err))
		}
	}
	if len(missing) > 0 {
		return errors.Join(missing...)
	}
	checks, err := deployment.Verify(ctx, client, &m)
	if err != nil {
		return err
	}
	out := verifyJSON{RPC: e.URL, Checks: make([]checkJSON, 0, len(checks))}
	for _, ch := range checks {
		out.Checks = append(out.Checks, checkJSON{Name: ch.Name, OK: ch.OK, Detail: ch.Detail})
		if ch.OK {
			out.Passed++
		} else {
			out.Failed++
		}
	}
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		for _, ch := range checks {
			if ch.OK {
				fmt.Fprintf(w, "%s    %s\n", paint(color, "green", "ok"), ch.Name)
			} else {
				fmt.Fprintf(w, "%s  %s: %s\n", paint(color, "red", "FAIL"), ch.Name, ch.Detail)
			}
		}
	}
	if out.Failed > 0 {
		return fmt.Errorf("%w: %d of %d checks failed against the node at %s", errVerifyFailed, out.Failed, len(checks), e.URL)
	}
	if !asJSON {
		fmt.Fprintf(w, "all %d checks passed\n", len(checks))
	}
	return nil
}
