package decaysol

import (
	"bytes"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/repledger/repledger/reputation"
)

// TestCommittedTableIsFresh fails when contracts/src/DecayTable.sol was edited by hand or the Go
// reference changed without regenerating it (`make generate`).
func TestCommittedTableIsFresh(t *testing.T) {
	committed, err := os.ReadFile("../../../src/DecayTable.sol")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, Render()) {
		t.Fatal("contracts/src/DecayTable.sol differs from the Go reference; run `make generate`")
	}
}

// TestRenderedWordsUnpackToFactors decodes every packed constant back into factors, so a packing
// mistake (order, width) cannot hide behind a freshness check that only compares text.
func TestRenderedWordsUnpackToFactors(t *testing.T) {
	words := regexp.MustCompile(`return (0x[0-9a-f]{64});`).FindAllSubmatch(Render(), -1)
	if len(words) != reputation.HorizonEpochs/factorsPerWord {
		t.Fatalf("rendered %d words, want %d", len(words), reputation.HorizonEpochs/factorsPerWord)
	}
	// The if/else tree emits the words in index order, depth first.
	for w, m := range words {
		hex := string(m[1][2:])
		for j := 0; j < factorsPerWord; j++ {
			// factor j sits in bits [64j, 64j+64): hex digits from the right.
			lo := len(hex) - 16*(j+1)
			f, err := strconv.ParseUint(hex[lo:lo+16], 16, 64)
			if err != nil {
				t.Fatal(err)
			}
			k := uint64(w*factorsPerWord + j)
			if f != reputation.DecayFactor(k) {
				t.Fatalf("word %d, slot %d decodes to %d, want F(%d) = %d", w, j, f, k, reputation.DecayFactor(k))
			}
		}
	}
}
