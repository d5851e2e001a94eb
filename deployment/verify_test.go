package deployment_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/deployment"
	"github.com/repledger/repledger/testnet"
)

// cloneManifest copies a manifest deeply enough to spoil its escrow list without touching the
// original's.
func cloneManifest(m *deployment.Manifest) deployment.Manifest {
	c := *m
	c.Escrows = append([]deployment.ManifestEscrow(nil), m.Escrows...)
	return c
}

// Verify passes on a fresh deployment of two marketplaces, and each spoiled manifest fails the
// check that should catch it, with a message saying what differs: the ledger's wiring, each
// escrow in both directions (the ledger lists it, it names the ledger), an escrow the manifest
// does not list, and an escrow of another ledger.
func TestVerify(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn, err := testnet.Serve(ctx, testnet.ServeConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tn.Close() })
	dev := testnet.DevAccounts()
	if _, err := tn.AddEscrow(ctx, deployment.EscrowParams{Owner: dev[6].Address, Arbiter: dev[7].Address, Treasury: dev[8].Address,
		PlatformFeeBps: 250}); err != nil {
		t.Fatal(err)
	}
	c, err := ethclient.DialContext(ctx, tn.HTTPURL)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()

	checks, err := deployment.Verify(ctx, c, tn.Manifest)
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
	for _, want := range []string{"ledger code", "factory code", "ledger → factory", "factory → ledger", "escrow count",
		"escrow 0: ledger → escrow", "escrow 0: escrow → ledger", "escrow 1: code", "escrow 1: escrow → ledger",
		"escrow 1: index", "escrow 1: owner", "escrow 1: arbiter", "escrow 1: treasury", "escrow 1: platform fee",
		"oracle code", "oracle → ledger", "oracle policy"} {
		if !names[want] {
			t.Errorf("no check named %q among %d", want, len(checks))
		}
	}

	// An escrow of another ledger on the same chain: it names its own ledger, not ours.
	other, err := deployment.Deploy(ctx, c, bind.NewKeyedTransactor(dev[5].Key, big.NewInt(testnet.SimulatedChainID)), deployment.Params{
		Admin: dev[5].Address, Scorer: dev[5].Address, Asset: tn.Manifest.Asset, EpochLength: 60, WeightCap: big.NewInt(1),
		Escrow: deployment.EscrowParams{Owner: dev[5].Address, Arbiter: dev[5].Address, Treasury: dev[5].Address}}, nil)
	if err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		name   string
		spoil  func(m *deployment.Manifest)
		failed string // the check that must fail
		detail string // and what its message must say
	}{
		{"swapped ledger and escrow", func(m *deployment.Manifest) { m.Ledger, m.Escrows[0].Address = m.Escrows[0].Address, m.Ledger }, "ledger code", "runtime code"},
		{"escrow with no code", func(m *deployment.Manifest) { m.Escrows[1].Address = common.HexToAddress("0x1234") }, "escrow 1: code", "no code"},
		{"escrow the ledger does not list there", func(m *deployment.Manifest) { m.Escrows[1].Address = common.HexToAddress("0x1234") },
			"escrow 1: ledger → escrow", "manifest says 0x0000000000000000000000000000000000001234"},
		{"escrows swapped", func(m *deployment.Manifest) {
			m.Escrows[0].Address, m.Escrows[1].Address = m.Escrows[1].Address, m.Escrows[0].Address
		},
			"escrow 0: index", "contract says 1, manifest says 0"},
		{"escrow of another ledger", func(m *deployment.Manifest) { m.Escrows[1].Address = other.Escrow() }, "escrow 1: escrow → ledger", "contract says " + other.Ledger.Hex()},
		{"wrong platform fee", func(m *deployment.Manifest) { m.Escrows[1].PlatformFeeBps = 100 }, "escrow 1: platform fee", "contract says 250, manifest says 100"},
		{"wrong escrow arbiter", func(m *deployment.Manifest) { m.Escrows[0].Arbiter = dev[9].Address }, "escrow 0: arbiter", "contract says " + tn.Arbiter.Address.Hex()},
		{"wrong treasury", func(m *deployment.Manifest) { m.Escrows[1].Treasury = dev[9].Address }, "escrow 1: treasury", "contract says " + dev[8].Address.Hex()},
		{"wrong escrow owner", func(m *deployment.Manifest) { m.Escrows[1].Owner = dev[0].Address }, "escrow 1: owner", "contract says " + dev[6].Address.Hex()},
		{"ledger has more escrows than listed", func(m *deployment.Manifest) { m.Escrows = m.Escrows[:1] }, "escrow count", "the ledger has 2 escrows, the manifest lists 1"},
		{"an escrow not listed", func(m *deployment.Manifest) { m.Escrows = m.Escrows[:1] }, "escrow 1: in the manifest", tn.Manifest.Escrows[1].Address.Hex()},
		{"listed escrow the ledger never created", func(m *deployment.Manifest) {
			m.Escrows = append(m.Escrows, deployment.ManifestEscrow{Index: 2, Address: common.HexToAddress("0x5678")})
		}, "escrow count", "the ledger has 2 escrows, the manifest lists 3"},
		{"wrong factory", func(m *deployment.Manifest) { m.Factory = other.Factory }, "ledger → factory", "contract says " + tn.Manifest.Factory.Hex()},
		{"wrong scorer", func(m *deployment.Manifest) { m.Scorer = tn.Arbiter.Address }, "ledger scorer", "manifest says"},
		{"wrong admin", func(m *deployment.Manifest) { m.Admin = dev[9].Address }, "ledger admin", "contract says " + tn.Admin.Address.Hex()},
		{"wrong chain", func(m *deployment.Manifest) { m.ChainID = 1 }, "chain id", "node is chain 1337"},
		{"wrong cap", func(m *deployment.Manifest) { m.WeightCap = "13000000" }, "weight cap", "contract says 12000000"},
		{"wrong epoch length", func(m *deployment.Manifest) { m.EpochLength = 61 }, "epoch length", "contract says 60"},
		{"wrong decimals", func(m *deployment.Manifest) { m.AssetDecimals = 18 }, "asset decimals", "token says 6"},
		{"oracle policy in another asset", func(m *deployment.Manifest) { m.AssetDecimals = 18 }, "oracle policy", "weighing 12000000"},
	} {
		m := cloneManifest(tn.Manifest)
		tc.spoil(&m)
		checks, err := deployment.Verify(ctx, c, &m)
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
	if len(tn.Manifest.Escrows) != 2 || tn.Manifest.Escrows[1].PlatformFeeBps != 250 {
		t.Fatalf("spoiling a copy changed the testnet's manifest: %+v", tn.Manifest.Escrows)
	}
}
