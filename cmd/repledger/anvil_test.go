package main

import (
	"context"
	"errors"
	"os"
	"testing"

	"github.com/repledger/repledger/testnet"
)

// startAnvil runs anvil from contracts/node_modules on a free loopback port (testnet.StartAnvil)
// and stops it when the test ends. Without the npm install it skips, except under CI, where
// that is a failure.
func startAnvil(t *testing.T, extra ...string) string {
	t.Helper()
	bin, err := testnet.AnvilBinary("../..")
	if errors.Is(err, testnet.ErrNoAnvil) && os.Getenv("CI") == "" {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	a, err := testnet.StartAnvil(context.Background(), bin, extra...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Stop)
	return a.URL
}
