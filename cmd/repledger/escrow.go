package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/deployment"
)

// createEscrowGas is roughly what creating an escrow costs (4.6 million gas measured on the
// simulated backend, `make gas`: the escrow on the current ERC-8183 is bigger), rounded up, for
// the funds check.
const createEscrowGas = 5_000_000

// errNotAdmin: the sending account is not the ledger's admin, the only one that creates and
// stops escrows.
var errNotAdmin = errors.New("not the ledger's admin")

// escrowConfig is a marketplace's escrow as the flags give it; a zero address is "not given".
type escrowConfig struct {
	owner, arbiter, treasury common.Address
	feeBps                   uint16
}

// escrowFlags reads --owner, --arbiter, --treasury and --fee-bps, listing every bad one.
func escrowFlags(c *cli.Context) (escrowConfig, []error) {
	addrs := map[string]common.Address{}
	errs := addressFlags(c, addrs, &ownerFlag, &arbiterFlag, &treasuryFlag)
	cfg := escrowConfig{owner: addrs[ownerFlag.Name], arbiter: addrs[arbiterFlag.Name], treasury: addrs[treasuryFlag.Name]}
	if fee := feeBpsFlag.Get(c); fee > deployment.MaxPlatformFeeBps {
		errs = append(errs, usagef("--fee-bps %d: want 0 to %d basis points (an escrow's fee is at most 10 %%)", fee, deployment.MaxPlatformFeeBps))
	} else {
		cfg.feeBps = uint16(fee)
	}
	return cfg, errs
}

// params fills in the defaults: owner and arbiter are the sender, the treasury is the owner.
func (e escrowConfig) params(sender common.Address) deployment.EscrowParams {
	p := deployment.EscrowParams{Owner: e.owner, Arbiter: e.arbiter, Treasury: e.treasury, PlatformFeeBps: e.feeBps}
	if p.Owner == (common.Address{}) {
		p.Owner = sender
	}
	if p.Arbiter == (common.Address{}) {
		p.Arbiter = sender
	}
	if p.Treasury == (common.Address{}) {
		p.Treasury = p.Owner
	}
	return p
}

// printEscrow prints one escrow as deploy and `escrow create` report it.
func printEscrow(w io.Writer, e deployment.ManifestEscrow) {
	fmt.Fprintf(w, "Escrow %-10d %s  (owner %s, arbiter %s, treasury %s, fee %d bps)\n", e.Index, e.Address.Hex(),
		e.Owner.Hex(), e.Arbiter.Hex(), e.Treasury.Hex(), e.PlatformFeeBps)
}

func escrowCommand() *cli.Command {
	adminFlags := func(extra ...cli.Flag) []cli.Flag {
		return append([]cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&keystoreFlag), fresh(&passwordFileFlag)}, extra...)
	}
	return &cli.Command{
		Name:  "escrow",
		Usage: "add, register, stop, resume and list the marketplaces (escrows) of a deployment's ledger",
		Description: "One ledger rates many marketplaces: each escrow is created by the ledger's factory, at an " +
			"address that follows from its index, with its own owner, arbiter, treasury and fee; foreign ERC-8183 " +
			"escrows feed it through the rating hook once registered on it. Reputation is the " +
			"ledger's, so an agent's ratings from every escrow add up to one record. Creating, registering and stopping escrows " +
			"takes the ledger admin's keystore.",
		Subcommands: []*cli.Command{
			{
				Name:  "create",
				Usage: "create another marketplace's escrow through the ledger's factory and add it to the manifest",
				Description: "Sent by the ledger's admin. The manifest must list every escrow the ledger has (the new " +
					"one takes the next index); it is rewritten atomically with the new escrow.",
				Flags:  adminFlags(fresh(&ownerFlag), fresh(&arbiterFlag), fresh(&treasuryFlag), fresh(&feeBpsFlag)),
				Action: runEscrowCreate,
			},
			escrowRegisterCommand(adminFlags()),
			{
				Name: "stop",
				Usage: "stop taking ratings from an escrow or source (INDEX): what it rated stays, its jobs stay payable; " +
					"or stop recording a foreign escrow's jobs on the rating hook (ADDRESS)",
				ArgsUsage: "INDEX|ADDRESS",
				Flags:     adminFlags(),
				Action:    func(c *cli.Context) error { return runEscrowStop(c, true) },
			},
			{
				Name: "resume",
				Usage: "take ratings from a stopped escrow again, jobs it completed meanwhile rate as late ratings; " +
					"or record a stopped foreign escrow's jobs again (ADDRESS: those completed meanwhile are never recorded)",
				ArgsUsage: "INDEX|ADDRESS",
				Flags:     adminFlags(),
				Action:    func(c *cli.Context) error { return runEscrowStop(c, false) },
			},
			{
				Name:  "list",
				Usage: "list the ledger's escrows, registered rating sources and the foreign escrows on its rating hook as the chain has them, and whether the manifest lists each",
				Description: "JSON: an array of objects with kind (\"escrow\", a source's kind such as \"x402\" or \"erc8183-hook\", or " +
					"\"foreign-escrow\"), index (a foreign escrow's: its ordinal on the hook), address, owner, arbiter, treasury, " +
					"platform_fee_bps, jobs (escrows, foreign escrows), outcome_window_seconds (x402 sources), hook (foreign escrows), " +
					"stopped, in_manifest.",
				Flags:  []cli.Flag{fresh(&deploymentFlag), fresh(&rpcFlag), fresh(&ledgerFlag), fresh(&jsonFlag)},
				Action: runEscrowList,
			},
		},
	}
}

// adminSession is a node, the deployment and the admin's key, checked: the key is the ledger's
// admin.
type adminSession struct {
	client  *ethclient.Client
	chainID *big.Int
	key     *keystore.Key
	e       *endpoint
	ledger  *bind.BoundContract
	abi     *bindings.ReputationLedger
}

// openAdmin checks the flags, reads the key, dials the node and checks the key is the admin's.
func openAdmin(c *cli.Context, extra []error) (*adminSession, error) {
	errs := extra
	if deploymentFlag.Get(c) == "" {
		errs = append(errs, usagef("--deployment: required: the manifest FILE of the ledger"))
	}
	errs = append(errs, keyFlags(c)...)
	if len(errs) > 0 {
		return nil, joinUsage(errs)
	}
	e, err := resolveEndpoint(c, endpointNeeds{ledger: true})
	if err != nil {
		return nil, err
	}
	key, err := loadKey(keystoreFlag.Get(c), passwordFileFlag.Get(c))
	if err != nil {
		return nil, err
	}
	client, chainID, err := dialNode(c.Context, e.URL, e.URLFrom)
	if err != nil {
		return nil, err
	}
	s := &adminSession{client: client, chainID: chainID, key: key, e: e, abi: bindings.NewReputationLedger()}
	s.ledger = s.abi.Instance(client, e.Ledger)
	if err := s.checkAdmin(c.Context); err != nil {
		client.Close()
		return nil, err
	}
	return s, nil
}

func (s *adminSession) checkAdmin(ctx context.Context) error {
	if err := probeLedger(ctx, s.client, s.e.Ledger); err != nil {
		return contractProblem("ledger", s.e.Ledger, s.e.LedgerFrom, s.e.URL, err)
	}
	admin, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.abi.PackAdmin(), s.abi.UnpackAdmin)
	if err != nil {
		return fmt.Errorf("read the ledger's admin: %w", err)
	}
	if admin != s.key.Address {
		return fmt.Errorf("--keystore %s: %w %s: only the admin creates, registers and stops escrows; give the admin's keystore",
			s.key.Address.Hex(), errNotAdmin, admin.Hex())
	}
	return nil
}

// escrowCount reads how many escrows the ledger has.
func (s *adminSession) escrowCount(ctx context.Context) (uint64, error) {
	n, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.abi.PackEscrowCount(), s.abi.UnpackEscrowCount)
	if err != nil {
		return 0, fmt.Errorf("read the ledger's escrow count: %w", err)
	}
	return n.Uint64(), nil
}

func runEscrowCreate(c *cli.Context) error {
	if err := noArgs(c); err != nil {
		return err
	}
	cfg, errs := escrowFlags(c)
	if path := deploymentFlag.Get(c); path != "" {
		// The manifest is rewritten with the new escrow after its transaction: it must be writable.
		if _, err := checkOutput("--deployment", path); err != nil {
			errs = append(errs, err)
		}
	}
	s, err := openAdmin(c, errs)
	if err != nil {
		return err
	}
	defer s.client.Close()
	ctx, m, path := c.Context, s.e.Manifest, deploymentFlag.Get(c)
	count, err := s.escrowCount(ctx)
	if err != nil {
		return err
	}
	if count != uint64(len(m.Escrows)) {
		return fmt.Errorf("--deployment %s lists %d escrows, the ledger at %s has %d: the manifest is out of date "+
			"('repledger escrow list' shows them all), so the new escrow's index would not follow it; nothing was sent",
			path, len(m.Escrows), s.e.Ledger.Hex(), count)
	}
	if err := checkFunds(ctx, s.client, s.key.Address, s.chainID, createEscrowGas, "creating an escrow"); err != nil {
		return err
	}
	p := cfg.params(s.key.Address)
	info, err := deployment.CreateEscrow(ctx, s.client, bind.NewKeyedTransactor(s.key.PrivateKey, s.chainID), s.e.Ledger, p, nil)
	if err != nil {
		return err
	}
	m.AddEscrow(info)
	if err := deployment.WriteManifest(path, m); err != nil {
		return fmt.Errorf("escrow %d was created at %s, but --deployment %s could not be rewritten: %w; add it by hand",
			info.Index, info.Address.Hex(), path, err)
	}
	printEscrow(c.App.Writer, m.Escrows[len(m.Escrows)-1])
	fmt.Fprintf(c.App.Writer, "manifest          %s\n", path)
	return nil
}

// escrowIndexArg reads the one INDEX argument.
func escrowIndexArg(c *cli.Context) (uint32, error) {
	switch {
	case c.NArg() == 0:
		return 0, usagef("%s: give the escrow's or source's INDEX (0 is the first escrow, 2147483648 the first registered source), "+
			"or a foreign escrow's ADDRESS; 'repledger escrow list' shows them", c.Command.HelpName)
	case c.NArg() > 1:
		return 0, extraArgs(c, 1)
	}
	n, err := strconv.ParseUint(c.Args().First(), 10, 32)
	if err != nil || n == math.MaxUint32 {
		return 0, usagef("INDEX %q: want a whole number, 0 for the first escrow, 2147483648 for the first registered source", c.Args().First())
	}
	return uint32(n), nil
}

func runEscrowStop(c *cli.Context, stop bool) error {
	if c.NArg() == 1 && isAddressArg(c.Args().First()) {
		addr, err := parseAddress("ADDRESS", c.Args().First())
		if err != nil {
			return err
		}
		s, err := openAdmin(c, nil)
		if err != nil {
			return err
		}
		defer s.client.Close()
		return runForeignStop(c, s, addr, stop)
	}
	index, err := escrowIndexArg(c)
	if err != nil {
		return err
	}
	s, err := openAdmin(c, nil)
	if err != nil {
		return err
	}
	defer s.client.Close()
	ctx := c.Context
	what := "escrow"
	if index >= deployment.SourceBase {
		what = "source"
		n, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, s.abi.PackSourceCount(), s.abi.UnpackSourceCount)
		if err != nil {
			return fmt.Errorf("read the ledger's source count: %w", err)
		}
		if uint64(index-deployment.SourceBase) >= n.Uint64() {
			return fmt.Errorf("source %d: the ledger at %s has %d registered sources (from %d; 'repledger escrow list' shows them)",
				index, s.e.Ledger.Hex(), n, deployment.SourceBase)
		}
	} else {
		count, err := s.escrowCount(ctx)
		if err != nil {
			return err
		}
		if uint64(index) >= count {
			return fmt.Errorf("escrow %d: the ledger at %s has %d escrows (0 to %d)", index, s.e.Ledger.Hex(), count, count-1)
		}
	}
	opts := bind.NewKeyedTransactor(s.key.PrivateKey, s.chainID)
	opts.Context = ctx
	tx, err := bind.Transact(s.ledger, opts, s.abi.PackSetEscrowStopped(index, stop))
	if err != nil {
		return fmt.Errorf("send setEscrowStopped: %w", err)
	}
	receipt, err := bind.WaitMined(ctx, s.client, tx.Hash())
	if err != nil {
		return fmt.Errorf("wait for %s: %w", tx.Hash().Hex(), err)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("setEscrowStopped: transaction %s reverted", tx.Hash().Hex())
	}
	read, unpack := s.abi.PackEscrowAt(index), s.abi.UnpackEscrowAt
	if what == "source" {
		read, unpack = s.abi.PackSourceAt(index), s.abi.UnpackSourceAt
	}
	addr, err := bind.Call(s.ledger, &bind.CallOpts{Context: ctx}, read, unpack)
	if err != nil {
		return err
	}
	if stop {
		fmt.Fprintf(c.App.Writer, "%s %d (%s) stopped: the ledger takes no more ratings from it; its ratings stay, its payments stay payable\n",
			what, index, addr.Hex())
	} else {
		fmt.Fprintf(c.App.Writer, "%s %d (%s) resumed: the ledger takes its ratings again\n", what, index, addr.Hex())
	}
	return nil
}
