package testnet

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
)

func writeFile(path, body string) error { return os.WriteFile(path, []byte(body), 0o644) }

func TestVerify(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60})
	c, err := ethclient.DialContext(ctx, tn.HTTPURL)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()

	checks, err := Verify(ctx, c, tn.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	if len(checks) < 12 {
		t.Fatalf("only %d checks", len(checks))
	}
	for _, ch := range checks {
		if !ch.OK {
			t.Errorf("fresh deployment: %s failed: %s", ch.Name, ch.Detail)
		}
	}

	for _, tc := range []struct {
		name   string
		spoil  func(m *Manifest)
		failed string // the check that must fail
		detail string // and what its message must say
	}{
		{"swapped contracts", func(m *Manifest) { m.Ledger, m.Escrow = m.Escrow, m.Ledger }, "ledger code", "runtime code"},
		{"address with no code", func(m *Manifest) { m.Escrow = common.HexToAddress("0x1234") }, "escrow code", "no code"},
		{"wrong scorer", func(m *Manifest) { m.Scorer = tn.Arbiter.Address }, "ledger scorer", "manifest says"},
		{"wrong chain", func(m *Manifest) { m.ChainID = 1 }, "chain id", "node is chain 1337"},
		{"wrong cap", func(m *Manifest) { m.WeightCap = "13000000" }, "weight cap", "contract says 12000000"},
		{"wrong decimals", func(m *Manifest) { m.AssetDecimals = 18 }, "asset decimals", "token says 6"},
	} {
		m := *tn.Manifest
		tc.spoil(&m)
		checks, err := Verify(ctx, c, &m)
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
