package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/index"
)

// errAuditFailed makes `audit` exit 1 after printing every difference.
var errAuditFailed = errors.New("the ledger's states differ from the states rebuilt from its events")

var compareLedgerFlag = cli.StringFlag{Name: "compare-ledger", EnvVars: envVar("compare-ledger"), DefaultText: "the ledger itself",
	Usage: "compare the states rebuilt from the ledger's events with the repStates of the ledger at `ADDR` (a replica or a migration)"}

func auditCommand() *cli.Command {
	return &cli.Command{
		Name:  "audit",
		Usage: "rebuild every agent's state from the ledger's Rated events alone and compare it with the ledger's repStates",
		Description: "Reads every Rated event from the deployment block on (into a temporary database), replays them " +
			"through the ledger/v2 state machine, decays each agent to the ledger's epoch at the last block read and " +
			"compares sumW, weight, count and disputed with repStates at that same block. Prints each agent checked " +
			"and each difference; exit status 1 on any difference. 'repledger serve' runs the same comparison " +
			"continuously (metric repledger_index_audit_mismatches).\n\n" +
			"JSON: block, epoch, ledger, agents (each checked), differences (agent, field, rebuilt, ledger), at, matched; " +
			"empty lists are [].",
		Flags: []cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&ledgerFlag), fresh(&startBlockFlag),
			fresh(&compareLedgerFlag), fresh(&jsonFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			e, err := resolveEndpoint(c, endpointNeeds{ledger: true})
			if err != nil {
				return err
			}
			against := e.Ledger
			if v := compareLedgerFlag.Get(c); v != "" {
				if against, err = parseAddress("--compare-ledger", v); err != nil {
					return err
				}
			}
			start := startBlockFlag.Get(c)
			if !c.IsSet(startBlockFlag.Name) && e.Manifest != nil {
				start = e.Manifest.DeploymentBlock
			}
			client, _, err := dialNode(c.Context, e.URL, e.URLFrom)
			if err != nil {
				return err
			}
			defer client.Close()
			res, err := runAudit(c.Context, client, e.Ledger, against, start)
			if err != nil {
				return err
			}
			printAudit(c.App.Writer, colorOn(c.App.Writer), res, jsonFlag.Get(c))
			if len(res.Diffs) > 0 {
				return fmt.Errorf("%w: %d differences in %d of %d agents", errAuditFailed, len(res.Diffs),
					len(res.Agents)-res.Matched, len(res.Agents))
			}
			return nil
		},
	}
}

// runAudit indexes the ledger from `start` into a temporary directory and compares.
func runAudit(ctx context.Context, node index.Node, ledger, against common.Address, start uint64) (*index.AuditResult, error) {
	dir, err := os.MkdirTemp("", "repledger-audit-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	st, err := index.Open(dir)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	ix, err := index.New(ctx, index.Config{Ledger: ledger, StartBlock: start}, node, st, zerolog.Nop())
	if err != nil {
		return nil, err
	}
	if err := ix.CatchUp(ctx); err != nil {
		return nil, fmt.Errorf("read the ledger's events: %w", err)
	}
	states, block := ix.States()
	for k, s := range states {
		if s.Count == 0 {
			delete(states, k) // known from a job, never rated: nothing on the ledger to compare
		}
	}
	res, err := index.Compare(ctx, node, against, states, block)
	if err != nil {
		return nil, err
	}
	if ledger != against {
		res.Ledger = fmt.Sprintf("%s (events of %s)", against.Hex(), ledger.Hex())
	}
	return res, nil
}

func printAudit(w io.Writer, color bool, res *index.AuditResult, asJSON bool) {
	if asJSON {
		// Empty lists are [], not null: a reader iterates them without a nil check.
		out := *res
		if out.Agents == nil {
			out.Agents = []string{}
		}
		if out.Diffs == nil {
			out.Diffs = []index.Diff{}
		}
		res = &out
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		_ = enc.Encode(res)
		return
	}
	bad := map[string][]index.Diff{}
	for _, d := range res.Diffs {
		bad[d.Agent] = append(bad[d.Agent], d)
	}
	fmt.Fprintf(w, "ledger %s at block %d, epoch %d: %d agents\n", res.Ledger, res.Block, res.Epoch, len(res.Agents))
	for _, a := range res.Agents {
		ds, ok := bad[a]
		if !ok {
			fmt.Fprintf(w, "%s    %s\n", paint(color, "green", "ok"), a)
			continue
		}
		for _, d := range ds {
			fmt.Fprintf(w, "%s  %s: %s rebuilt %s, ledger %s\n", paint(color, "red", "DIFF"), a, d.Field, d.Rebuilt, d.Ledger)
		}
	}
}
