package main

import (
	"testing"

	"github.com/repledger/repledger/internal/testutil"
)

// startAnvil runs anvil from contracts/node_modules on a free loopback port and stops it when
// the test ends (testutil.StartAnvil); it returns its HTTP URL.
func startAnvil(t *testing.T, extra ...string) string {
	t.Helper()
	return testutil.StartAnvil(t, extra...).URL
}
