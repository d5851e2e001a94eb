package deployment_test

import (
	"os/exec"
	"strings"
	"testing"
)

// Production packages never import the embedded test chains: deployment, manifests and verify
// live here so that the daemons and the API server can use them without linking a simulated
// node. Only the CLI's demo and testnet commands and the attack lab run embedded chains.
func TestProductionPackagesDoNotImportTestnet(t *testing.T) {
	const testnet = "github.com/repledger/repledger/testnet"
	for _, pkg := range []string{"deployment", "server", "settler", "router", "index", "follow", "reputation", "agentid"} {
		out, err := exec.Command("go", "list", "-deps", "../"+pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list -deps %s: %v\n%s", pkg, err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			if dep == testnet {
				t.Errorf("package %s imports %s (directly or through another package); production code must use package deployment", pkg, testnet)
			}
		}
	}
}
