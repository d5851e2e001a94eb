package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/router"
)

// Provisional has one rule, index.IsProvisional, which the page and the API apply with every
// agent's distinct payers. gate and rank apply it too; when the payers are not known they say
// "unknown" (null in JSON), never "not provisional" on a guess.

// provisionalFor is the mark of a score on `ratings` ratings: known when the payers are known
// (payers >= 0), or when they cannot change the answer; nil otherwise.
func provisionalFor(ratings uint64, payers int) *bool {
	if payers >= 0 {
		v := index.IsProvisional(ratings, payers)
		return &v
	}
	if none, many := index.IsProvisional(ratings, 0), index.IsProvisional(ratings, math.MaxInt); none == many {
		return &none
	}
	return nil
}

// payersNeeded are the agents read from the chain whose mark depends on payers their decision
// lacks. Those the prior decided are left unknown: their node did not answer once already.
func payersNeeded(ds []router.Decision) []*big.Int {
	var ids []*big.Int
	for _, d := range ds {
		if d.Signals == nil && d.Source == router.SourceChain && provisionalFor(d.Ratings, -1) == nil {
			ids = append(ids, d.Agent)
		}
	}
	return ids
}

// readPayers reads the distinct payers of the agents from the ledger's Rated events, as
// --signals does, within the timeout: by decimal id, only those read from the chain. The
// decisions already made stand; this read only completes their provisional mark.
func readPayers(ctx context.Context, client *router.LazyClient, ledger common.Address, from uint64, ids []*big.Int,
	timeout time.Duration) map[string]int {
	r, err := router.New(client, ledger, router.WithSignals(client, from, 0), router.WithTimeout(timeout),
		router.WithLogger(zerolog.New(io.Discard)))
	if err != nil {
		return nil
	}
	ds, err := r.Rank(ctx, ids)
	if err != nil {
		return nil
	}
	payers := map[string]int{}
	for _, d := range ds {
		if d.Signals != nil && d.Source == router.SourceChain {
			payers[d.Agent.String()] = d.Signals.DistinctPayers
		}
	}
	return payers
}

// signalsFrom is the first block a signals read starts at: --from-block, else the manifest's
// deployment block when the manifest's ledger is the one read, else 0.
func signalsFrom(c *cli.Context, e *endpoint) uint64 {
	from := fromBlockFlag.Get(c)
	if !c.IsSet(fromBlockFlag.Name) && e.Manifest != nil && e.Manifest.Ledger == e.Ledger {
		from = e.Manifest.DeploymentBlock
	}
	return from
}

// provisionalRule says the rule in words, from the rule itself.
func provisionalRule() string {
	join := "and"
	if index.IsProvisional(index.ProvisionalRatings-1, index.ProvisionalPayers) {
		join = "or"
	}
	return fmt.Sprintf("fewer than %d ratings %s fewer than %d distinct payers", index.ProvisionalRatings, join, index.ProvisionalPayers)
}
