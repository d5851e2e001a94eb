// Command gendecay writes contracts/src/DecayTable.sol, the Solidity copy of the decay factors
// F(k) (docs/design.md §2), from the Go reference in package reputation. The table is never typed in:
// run `go generate ./contracts/...` after changing the math, and the freshness check compares.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/repledger/repledger/contracts/internal/gendecay/decaysol"
)

func main() {
	out := flag.String("out", "src/DecayTable.sol", "file to write")
	flag.Parse()
	if err := os.WriteFile(*out, decaysol.Render(), 0o644); err != nil {
		fmt.Fprintf(os.Stderr, "gendecay: %v\n", err)
		os.Exit(1)
	}
}
