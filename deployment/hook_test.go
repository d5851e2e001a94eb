package deployment_test

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// A test chain's deployment has a rating hook, registered on the ledger after the x402 source;
// a foreign escrow registered on it is listed in the manifest, survives a write and read, and
// verify checks the hook both ways and each foreign escrow's registration; each spoiled manifest
// fails the check that should catch it.
func TestRatingHookDeployRegisterVerify(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	c, err := ethclient.DialContext(ctx, tn.HTTPURL)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	dev := testnet.DevAccounts()

	hook, ok := tn.Manifest.RatingHook()
	if !ok || hook.Index != deployment.SourceBase+1 || hook.Address == (common.Address{}) || len(hook.ForeignEscrows) != 0 {
		t.Fatalf("the test chain's manifest lists no fresh rating hook after the x402 source: %+v", tn.Manifest.Sources)
	}
	if x, ok := tn.Manifest.X402(); !ok || x.Index != deployment.SourceBase {
		t.Fatalf("the x402 source is no longer the first source: %+v", tn.Manifest.Sources)
	}

	stub, err := tn.DeployJobStub(ctx, dev[9])
	if err != nil {
		t.Fatal(err)
	}
	if err := deployment.ProbeERC8183Escrow(ctx, c, stub); err != nil {
		t.Fatalf("the job stub does not answer getJob in the reference's layout: %v", err)
	}
	// The ledger's own escrow speaks the current ERC-8183 now: the probe takes it (the hook
	// still refuses to register it: its jobs reach the hook without registration).
	if err := deployment.ProbeERC8183Escrow(ctx, c, tn.Manifest.Escrow()); err != nil {
		t.Fatalf("the ledger's own escrow does not answer getJob in the reference's layout: %v", err)
	}
	for name, addr := range map[string]common.Address{"the token": tn.Manifest.Asset, "an account": dev[3].Address} {
		if err := deployment.ProbeERC8183Escrow(ctx, c, addr); !errors.Is(err, deployment.ErrNotERC8183) {
			t.Errorf("%s: probe = %v, want ErrNotERC8183", name, err)
		}
	}

	fe, err := tn.RegisterForeignEscrow(ctx, stub)
	if err != nil {
		t.Fatal(err)
	}
	if fe.Ordinal != 1 || fe.Address != stub || fe.Block == 0 {
		t.Fatalf("registered %+v", fe)
	}
	if _, err := tn.RegisterForeignEscrow(ctx, stub); err == nil || !strings.Contains(err.Error(), "reverted") {
		t.Fatalf("registering it twice: %v", err)
	}
	if _, err := tn.RegisterForeignEscrow(ctx, tn.Manifest.Escrow()); err == nil {
		t.Fatal("the hook registered one of the ledger's own escrows: its jobs would be rated twice")
	}
	path := filepath.Join(t.TempDir(), "d.json")
	if err := deployment.WriteManifest(path, tn.Manifest); err != nil {
		t.Fatal(err)
	}
	m, err := deployment.ReadManifest(path)
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := m.RatingHook(); len(h.ForeignEscrows) != 1 || h.ForeignEscrows[0] != fe {
		t.Fatalf("the manifest read back lists %+v", h)
	}

	checks, err := deployment.Verify(ctx, c, m)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, ch := range checks {
		names[ch.Name] = true
		if !ch.OK {
			t.Errorf("fresh deployment: %s failed: %s", ch.Name, ch.Detail)
		}
	}
	const src = "source 2147483649 (erc8183-hook)"
	for _, want := range []string{"source count", src + ": ledger → source", src + ": code", src + ": source → ledger", src + ": source → asset",
		src + ": foreign escrow count", src + ": foreign escrow 1: hook → escrow", src + ": foreign escrow 1: registered"} {
		if !names[want] {
			t.Errorf("no check named %q", want)
		}
	}

	other, err := tn.DeployJobStub(ctx, dev[9])
	if err != nil {
		t.Fatal(err)
	}
	otherLedger, err := deployment.Deploy(ctx, c, bind.NewKeyedTransactor(dev[5].Key, big.NewInt(testnet.SimulatedChainID)), deployment.Params{
		Admin: dev[5].Address, Scorer: dev[5].Address, Asset: tn.Manifest.Asset, EpochLength: 60, WeightCap: big.NewInt(1),
		Escrow: deployment.EscrowParams{Owner: dev[5].Address, Arbiter: dev[5].Address, Treasury: dev[5].Address}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		spoil  func(h *deployment.ManifestSource)
		failed string
		detail string
	}{
		{"a foreign escrow the hook does not have", func(h *deployment.ManifestSource) { h.ForeignEscrows[0].Address = other },
			src + ": foreign escrow 1: registered", "under ordinal 0"},
		{"a foreign escrow the hook lists elsewhere", func(h *deployment.ManifestSource) { h.ForeignEscrows[0].Address = other },
			src + ": foreign escrow 1: hook → escrow", "contract says " + stub.Hex()},
		{"a foreign escrow not listed", func(h *deployment.ManifestSource) { h.ForeignEscrows = nil },
			src + ": foreign escrow count", "the hook has 1 foreign escrows, the manifest lists 0"},
		{"a foreign escrow not listed, named", func(h *deployment.ManifestSource) { h.ForeignEscrows = nil },
			src + ": foreign escrow 1: in the manifest", stub.Hex()},
		{"another ledger's hook", func(h *deployment.ManifestSource) { h.Address = otherLedger.Sources[0].Address },
			src + ": source → ledger", "contract says " + otherLedger.Ledger.Hex()},
		{"the x402 source listed as the hook", func(h *deployment.ManifestSource) { x, _ := m.X402(); h.Address = x.Address },
			src + ": code", "runtime code"},
	} {
		spoilt := *m
		spoilt.Sources = append([]deployment.ManifestSource(nil), m.Sources...)
		h, _ := spoilt.RatingHook()
		h.ForeignEscrows = append([]deployment.ForeignEscrow(nil), h.ForeignEscrows...)
		tc.spoil(h)
		checks, err := deployment.Verify(ctx, c, &spoilt)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		found := false
		for _, ch := range checks {
			if ch.Name == tc.failed {
				found = true
				if ch.OK || !strings.Contains(ch.Detail, tc.detail) {
					t.Errorf("%s: check %q = %v %q, want a failure saying %q", tc.name, ch.Name, ch.OK, ch.Detail, tc.detail)
				}
			}
		}
		if !found {
			t.Errorf("%s: no check named %q", tc.name, tc.failed)
		}
	}
}

// Check refuses a rating hook entry that is not one: foreign escrows out of ordinal order, twice,
// without an address, an outcome window, foreign escrows on an x402 source, an unknown kind.
func TestManifestCheckRatingHook(t *testing.T) {
	base := func() deployment.Manifest {
		return deployment.Manifest{Formula: deployment.FormulaID, ChainID: 1, RPCHTTP: "http://127.0.0.1:8545",
			Ledger: common.HexToAddress("0x1"), Asset: common.HexToAddress("0x2"), Admin: common.HexToAddress("0x3"),
			Scorer: common.HexToAddress("0x4"), EpochLength: 60, WeightCap: "1",
			Escrows: []deployment.ManifestEscrow{{Index: 0, Address: common.HexToAddress("0x5")}},
			Sources: []deployment.ManifestSource{{Index: deployment.SourceBase, Kind: deployment.SourceKindRatingHook,
				Address: common.HexToAddress("0x6"), ForeignEscrows: []deployment.ForeignEscrow{{Ordinal: 1, Address: common.HexToAddress("0x7")}}}}}
	}
	good := base()
	if err := good.Check(); err != nil {
		t.Fatalf("a good manifest: %v", err)
	}
	e := func(o uint32, a string) deployment.ForeignEscrow {
		return deployment.ForeignEscrow{Ordinal: o, Address: common.HexToAddress(a)}
	}
	for _, tc := range []struct {
		name  string
		spoil func(s *deployment.ManifestSource)
		want  string
	}{
		{"ordinal from 2", func(s *deployment.ManifestSource) { s.ForeignEscrows[0].Ordinal = 2 }, "ordinal order from 1"},
		{"twice", func(s *deployment.ManifestSource) { s.ForeignEscrows = append(s.ForeignEscrows, e(2, "0x7")) }, "listed before"},
		{"no address", func(s *deployment.ManifestSource) { s.ForeignEscrows = append(s.ForeignEscrows, e(2, "0x0")) }, "no address"},
		{"an outcome window", func(s *deployment.ManifestSource) { s.OutcomeWindowSeconds = 86400 }, "a rating hook has none"},
		{"foreign escrows on x402", func(s *deployment.ManifestSource) { s.Kind, s.OutcomeWindowSeconds = deployment.SourceKindX402, 86400 },
			"only a rating hook"},
		{"unknown kind", func(s *deployment.ManifestSource) { s.Kind = "erc8183" }, `"erc8183-hook"`},
	} {
		m := base()
		tc.spoil(&m.Sources[0])
		if err := m.Check(); !errors.Is(err, deployment.ErrBadManifest) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Check = %v, want one saying %q", tc.name, err, tc.want)
		}
	}
}
