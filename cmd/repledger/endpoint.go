package main

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
)

// endpoint is the node and contracts a command works against, and where each came from, so
// that errors name what was actually used.
type endpoint struct {
	URL        string // node JSON-RPC URL
	URLFrom    string // "--rpc" or the manifest field it came from
	Ledger     common.Address
	LedgerFrom string
	Manifest   *deployment.Manifest // nil without --deployment
}

// endpointNeeds says what a command must have.
type endpointNeeds struct {
	ledger bool
	// preferWS takes the manifest's WebSocket URL when it has one (the settler subscribes to
	// new heads); others take its HTTP URL.
	preferWS bool
}

// resolveEndpoint is how every command finds its node and contracts: each flag given wins;
// what is missing comes from --deployment's manifest. It checks the URL's form and each address
// and reports every problem at once.
func resolveEndpoint(c *cli.Context, needs endpointNeeds) (*endpoint, error) {
	e := &endpoint{}
	var errs []error
	if path := deploymentFlag.Get(c); path != "" {
		m, err := deployment.ReadManifest(path)
		if err != nil {
			return nil, fmt.Errorf("--deployment: %w", err)
		}
		e.Manifest = m
		e.URL, e.URLFrom = m.RPCHTTP, fmt.Sprintf("rpc_http in %s", path)
		if needs.preferWS && m.RPCWS != "" {
			e.URL, e.URLFrom = m.RPCWS, fmt.Sprintf("rpc_ws in %s", path)
		}
		e.Ledger, e.LedgerFrom = m.Ledger, fmt.Sprintf("ledger in %s", path)
	}
	if v := rpcFlag.Get(c); v != "" {
		e.URL, e.URLFrom = v, "--rpc"
	}
	if v := os.Getenv(ethRPCURL); e.URL == "" && v != "" {
		e.URL, e.URLFrom = v, "$"+ethRPCURL
	}
	switch {
	case e.URL == "":
		errs = append(errs, usagef("--rpc: required: give the node's URL, or --deployment FILE"))
	case e.URLFrom == "--rpc" || e.URLFrom == "$"+ethRPCURL:
		if err := checkNodeURL(e.URL); err != nil {
			errs = append(errs, usageError{fmt.Errorf("%s %w", e.URLFrom, err)})
		}
	}
	for _, f := range []struct {
		flag *cli.StringFlag
		need bool
		dst  *common.Address
		from *string
	}{{&ledgerFlag, needs.ledger, &e.Ledger, &e.LedgerFrom}} {
		if !f.need {
			continue
		}
		if v := f.flag.Get(c); v != "" {
			a, err := parseAddress("--"+f.flag.Name, v)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			*f.dst, *f.from = a, "--"+f.flag.Name
		}
		if *f.dst == (common.Address{}) && *f.from == "" {
			errs = append(errs, usagef("--%s: required: give the contract's address, or --deployment FILE", f.flag.Name))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return e, nil
}

var reHostPort = regexp.MustCompile(`^[\w.-]+:\d+(/.*)?$`)

// checkNodeURL checks a node URL's form. A URL without a scheme (127.0.0.1:8545) gets the fix.
func checkNodeURL(raw string) error {
	if reHostPort.MatchString(raw) {
		return fmt.Errorf("%q has no scheme: did you mean http://%s (or ws://%s)?", raw, raw, raw)
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return fmt.Errorf("%q: want a URL such as http://127.0.0.1:8545 or ws://127.0.0.1:8546", raw)
	}
	switch u.Scheme {
	case "http", "https", "ws", "wss":
		return nil
	}
	return fmt.Errorf("%q: the scheme must be http, https, ws or wss, not %s", raw, u.Scheme)
}

// parseAddress reads a 0x address, naming the flag or argument when it is malformed.
func parseAddress(what, s string) (common.Address, error) {
	if !strings.HasPrefix(s, "0x") || !common.IsHexAddress(s) {
		return common.Address{}, usagef("%s %q: want an address, 0x and 40 hex digits", what, s)
	}
	return common.HexToAddress(s), nil
}
