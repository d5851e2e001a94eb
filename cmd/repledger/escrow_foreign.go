package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/bindings"
	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/deployment"
)

// registerEscrowGas is roughly what registering a foreign escrow on the rating hook costs
// (about 100,000 gas: a new entry, an array slot, the event), rounded up, for the funds check.
const registerEscrowGas = 200_000

// errNoRatingHook: the manifest lists no rating hook, so foreign escrows cannot be registered.
var errNoRatingHook = errors.New("lists no rating hook")

func escrowRegisterCommand(flags []cli.Flag) *cli.Command {
	return &cli.Command{
		Name:      "register",
		Usage:     "let a foreign ERC-8183 escrow feed the ledger: register it on the deployment's rating hook and add it to the manifest",
		ArgsUsage: "ADDRESS",
		Description: "Sent by the ledger's admin to the rating hook (docs/design.md §17). ADDRESS must answer getJob in the " +
			"ERC-8183 reference's Job layout, the hook reads every job from there. From then on each of its jobs that names " +
			"the hook is recorded at completion (paid in the ledger's asset, at least a hundredth of a unit, a provider that is " +
			"neither client nor evaluator) and rated once by the settler. The escrow's admin must allow-list the hook, and " +
			"clients name it at createJob. Registering trusts the escrow's code and whoever can upgrade it. The manifest is " +
			"rewritten atomically with the escrow under the hook's source.",
		Flags:  flags,
		Action: runEscrowRegister,
	}
}

func runEscrowRegister(c *cli.Context) error {
	var errs []error
	var addr common.Address
	switch {
	case c.NArg() == 0:
		errs = append(errs, usagef("%s: give the foreign escrow's ADDRESS (0x and 40 hex digits)", c.Command.HelpName))
	case c.NArg() > 1:
		errs = append(errs, extraArgs(c, 1))
	default:
		a, err := parseAddress("ADDRESS", c.Args().First())
		if err != nil {
			errs = append(errs, err)
		}
		addr = a
	}
	if path := deploymentFlag.Get(c); path != "" {
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
	hook, err := manifestHook(m, path)
	if err != nil {
		return err
	}
	if err := refuseOwnContract(m, addr); err != nil {
		return err
	}
	if err := checkHookListing(ctx, s.client, hook, path, addr); err != nil {
		return err
	}
	if err := deployment.ProbeERC8183Escrow(ctx, s.client, addr); err != nil {
		return fmt.Errorf("ADDRESS %s: %w: the rating hook reads each job from the escrow's getJob, so it rates only escrows of "+
			"the current ERC-8183 reference revision; check the address (and the chain, %s)", addr.Hex(), err, s.e.URL)
	}
	if err := checkFunds(ctx, s.client, s.key.Address, s.chainID, registerEscrowGas, "registering an escrow"); err != nil {
		return err
	}
	fe, err := deployment.RegisterForeignEscrow(ctx, s.client, bind.NewKeyedTransactor(s.key.PrivateKey, s.chainID), hook.Address, addr, nil)
	if err != nil {
		return err
	}
	if err := m.AddForeignEscrow(fe); err != nil {
		return err
	}
	if err := deployment.WriteManifest(path, m); err != nil {
		return fmt.Errorf("foreign escrow %s was registered on the rating hook under ordinal %d, but --deployment %s could not be rewritten: %w; "+
			"add it to the hook's \"foreign_escrows\" by hand", addr.Hex(), fe.Ordinal, path, err)
	}
	w := c.App.Writer
	fmt.Fprintf(w, "Foreign escrow %-3d %s  registered on the rating hook %s (source %d)\n", fe.Ordinal, addr.Hex(), hook.Address.Hex(), hook.Index)
	fmt.Fprintf(w, "its jobs that name the hook are recorded at completion and rated by the settler; the escrow's admin must allow-list\n"+
		"the hook (setHookWhitelist(%s, true)) and clients name it at createJob\n", hook.Address.Hex())
	fmt.Fprintf(w, "manifest          %s\n", path)
	return nil
}

// manifestHook is the manifest's rating hook, or an error saying how to get one.
func manifestHook(m *deployment.Manifest, path string) (*deployment.ManifestSource, error) {
	hook, ok := m.RatingHook()
	if !ok {
		return nil, fmt.Errorf("--deployment %s %w (a source of kind %q): 'repledger deploy' always deploys one; "+
			"this manifest predates it or was edited (deploy anew, or restore the hook's entry)", path, errNoRatingHook, deployment.SourceKindRatingHook)
	}
	return hook, nil
}

// refuseOwnContract refuses the deployment's own contracts: its escrows are rated directly, and
// the ledger and its sources are no escrows.
func refuseOwnContract(m *deployment.Manifest, addr common.Address) error {
	for _, e := range m.Escrows {
		if e.Address == addr {
			return fmt.Errorf("ADDRESS %s is the ledger's own escrow %d: the ledger rates its jobs directly, registering it would rate them twice",
				addr.Hex(), e.Index)
		}
	}
	for _, s := range m.Sources {
		if s.Address == addr {
			return fmt.Errorf("ADDRESS %s is the deployment's %s source %d, not an escrow", addr.Hex(), s.Kind, s.Index)
		}
		for _, f := range s.ForeignEscrows {
			if f.Address == addr {
				return fmt.Errorf("ADDRESS %s is already registered, as foreign escrow %d ('repledger escrow list' shows them)", addr.Hex(), f.Ordinal)
			}
		}
	}
	if addr == m.Ledger || addr == m.Asset || addr == m.Factory {
		return fmt.Errorf("ADDRESS %s is the deployment's ledger, factory or asset, not an escrow", addr.Hex())
	}
	return nil
}

// checkHookListing refuses when the hook has foreign escrows the manifest does not list (a new
// one would be listed out of order), or has `addr` already.
func checkHookListing(ctx context.Context, client bind.ContractBackend, hook *deployment.ManifestSource, path string, addr common.Address) error {
	hookABI := ratinghook.NewRatingHook()
	inst := hookABI.Instance(client, hook.Address)
	opts := &bind.CallOpts{Context: ctx}
	st, err := bind.Call(inst, opts, hookABI.PackEscrowState(addr), hookABI.UnpackEscrowState)
	if err != nil {
		return fmt.Errorf("read the rating hook %s (source %d in --deployment %s): %w", hook.Address.Hex(), hook.Index, path, err)
	}
	if st.Ordinal != 0 {
		return fmt.Errorf("ADDRESS %s is already registered on the rating hook, as foreign escrow %d, but --deployment %s does not list it: "+
			"add it to the hook's \"foreign_escrows\" ('repledger verify' names what is missing)", addr.Hex(), st.Ordinal, path)
	}
	n, err := bind.Call(inst, opts, hookABI.PackEscrowCount(), hookABI.UnpackEscrowCount)
	if err != nil {
		return fmt.Errorf("read the rating hook's escrow count: %w", err)
	}
	if !n.IsUint64() || n.Uint64() != uint64(len(hook.ForeignEscrows)) {
		return fmt.Errorf("--deployment %s lists %d foreign escrows, the rating hook at %s has %s: the manifest is out of date "+
			"('repledger escrow list' shows them all); nothing was sent", path, len(hook.ForeignEscrows), hook.Address.Hex(), n)
	}
	return nil
}

// runForeignStop stops or resumes recording a foreign escrow's jobs on the rating hook.
func runForeignStop(c *cli.Context, s *adminSession, addr common.Address, stop bool) error {
	ctx, path := c.Context, deploymentFlag.Get(c)
	hook, err := manifestHook(s.e.Manifest, path)
	if err != nil {
		return err
	}
	hookABI := ratinghook.NewRatingHook()
	inst := hookABI.Instance(s.client, hook.Address)
	st, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, hookABI.PackEscrowState(addr), hookABI.UnpackEscrowState)
	if err != nil {
		return fmt.Errorf("read the rating hook %s: %w", hook.Address.Hex(), err)
	}
	if st.Ordinal == 0 {
		return fmt.Errorf("foreign escrow %s is not registered on the rating hook %s ('repledger escrow list' shows those that are)",
			addr.Hex(), hook.Address.Hex())
	}
	opts := bind.NewKeyedTransactor(s.key.PrivateKey, s.chainID)
	opts.Context = ctx
	tx, err := bind.Transact(inst, opts, hookABI.PackSetEscrowStopped(addr, stop))
	if err != nil {
		return fmt.Errorf("send setEscrowStopped to the rating hook: %w", err)
	}
	receipt, err := bind.WaitMined(ctx, s.client, tx.Hash())
	if err != nil {
		return fmt.Errorf("wait for %s: %w", tx.Hash().Hex(), err)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("setEscrowStopped on the rating hook: transaction %s reverted", tx.Hash().Hex())
	}
	if stop {
		fmt.Fprintf(c.App.Writer, "foreign escrow %d (%s) stopped on the rating hook: its jobs are no longer recorded; "+
			"what it recorded stays rateable, jobs it completes meanwhile are never rated\n", st.Ordinal, addr.Hex())
	} else {
		fmt.Fprintf(c.App.Writer, "foreign escrow %d (%s) resumed: the rating hook records its completions again\n", st.Ordinal, addr.Hex())
	}
	return nil
}

// readForeignEscrows reads the foreign escrows registered on the rating hook at `hook`.
func readForeignEscrows(ctx context.Context, client bind.ContractBackend, hook common.Address, e *endpoint) ([]escrowRow, error) {
	hookABI := ratinghook.NewRatingHook()
	inst := hookABI.Instance(client, hook)
	opts := &bind.CallOpts{Context: ctx}
	count, err := bind.Call(inst, opts, hookABI.PackEscrowCount(), hookABI.UnpackEscrowCount)
	if err != nil {
		return nil, fmt.Errorf("read the rating hook %s: %w", hook.Hex(), err)
	}
	listed := map[common.Address]bool{}
	if e.Manifest != nil {
		if h, ok := e.Manifest.RatingHook(); ok && h.Address == hook {
			for _, f := range h.ForeignEscrows {
				listed[f.Address] = true
			}
		}
	}
	var rows []escrowRow
	for i := uint64(1); i <= count.Uint64(); i++ {
		r := escrowRow{Kind: foreignKind, Index: uint32(i), Hook: &hook}
		if r.Address, err = bind.Call(inst, opts, hookABI.PackEscrowAt(new(big.Int).SetUint64(i)), hookABI.UnpackEscrowAt); err != nil {
			return nil, fmt.Errorf("read foreign escrow %d: %w", i, err)
		}
		st, err := bind.Call(inst, opts, hookABI.PackEscrowState(r.Address), hookABI.UnpackEscrowState)
		if err != nil {
			return nil, fmt.Errorf("read foreign escrow %d: %w", i, err)
		}
		r.Stopped = st.Stopped
		r.Jobs = foreignJobCount(ctx, client, r.Address)
		r.InManifest = listed[r.Address]
		rows = append(rows, r)
	}
	return rows, nil
}

// foreignKind is a foreign escrow's kind in `escrow list`.
const foreignKind = "foreign-escrow"

// foreignJobCount is the escrow's jobCounter() (the reference has it, with the signature of our
// Escrow's), 0 when it does not answer.
func foreignJobCount(ctx context.Context, client bind.ContractBackend, escrow common.Address) uint64 {
	escrowABI := bindings.NewEscrow()
	n, err := bind.Call(escrowABI.Instance(client, escrow), &bind.CallOpts{Context: ctx}, escrowABI.PackJobCounter(), escrowABI.UnpackJobCounter)
	if err != nil || !n.IsUint64() {
		return 0
	}
	return n.Uint64()
}

// isAddressArg says whether an escrow command's argument is an address (a foreign escrow) rather
// than an index.
func isAddressArg(s string) bool { return strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") }
