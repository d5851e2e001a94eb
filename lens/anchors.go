package lens

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"
)

// ErrBadAnchors wraps every problem found in an anchor list.
var ErrBadAnchors = errors.New("bad trust anchors")

// Anchors are where a reader's trust starts: its own addresses (evidence it paid for itself is
// fully trusted) and any payers or agents it chooses to trust. Trusting an agent trusts the
// ratings its wallet gives as a payer.
type Anchors struct {
	Payers []common.Address
	Agents []uint256.Int
}

// Empty reports whether the list names nobody: such a lens counts no evidence at all.
func (a Anchors) Empty() bool { return len(a.Payers) == 0 && len(a.Agents) == 0 }

// ParseAnchors reads an anchor list: one entry per line, blank lines and text after '#' ignored.
// An entry is a payer's 0x address, or "agent:" followed by an agent's 0x address or decimal
// ERC-8004 id. Duplicates are kept once.
func ParseAnchors(r io.Reader) (Anchors, error) {
	var a Anchors
	seenP := map[common.Address]bool{}
	seenA := map[uint256.Int]bool{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "agent:"); ok {
			id, err := ParseAgent(strings.TrimSpace(rest))
			if err != nil {
				return Anchors{}, fmt.Errorf("%w: line %d: %v", ErrBadAnchors, n, err)
			}
			if !seenA[id] {
				seenA[id] = true
				a.Agents = append(a.Agents, id)
			}
			continue
		}
		if !common.IsHexAddress(line) || !strings.HasPrefix(line, "0x") {
			return Anchors{}, fmt.Errorf("%w: line %d: %q is neither a 0x payer address nor agent:<address or id>", ErrBadAnchors, n, short(line))
		}
		p := common.HexToAddress(line)
		if !seenP[p] {
			seenP[p] = true
			a.Payers = append(a.Payers, p)
		}
	}
	if err := sc.Err(); err != nil {
		return Anchors{}, fmt.Errorf("%w: %v", ErrBadAnchors, err)
	}
	return a, nil
}

// MaxAnchorList bounds the entries of an anchor list given inline (an API parameter, a flag):
// longer lists belong in a file.
const MaxAnchorList = 100

// ParseAnchorList reads anchors given inline: ParseAnchors' entries separated by commas, at most
// MaxAnchorList of them.
func ParseAnchorList(s string) (Anchors, error) {
	entries := strings.Split(s, ",")
	if len(entries) > MaxAnchorList {
		return Anchors{}, fmt.Errorf("%w: %d entries, at most %d inline (put more in a file)", ErrBadAnchors, len(entries), MaxAnchorList)
	}
	for i, e := range entries {
		if strings.TrimSpace(e) == "" {
			return Anchors{}, fmt.Errorf("%w: entry %d is empty", ErrBadAnchors, i+1)
		}
	}
	a, err := ParseAnchors(strings.NewReader(strings.Join(entries, "\n")))
	if err != nil {
		return Anchors{}, fmt.Errorf("%w (entries are counted from 1, separated by commas)", err)
	}
	return a, nil
}

// ReadAnchors reads an anchor list from a file (ParseAnchors' format).
func ReadAnchors(path string) (Anchors, error) {
	f, err := os.Open(path)
	if err != nil {
		return Anchors{}, fmt.Errorf("%w: %v", ErrBadAnchors, err)
	}
	defer f.Close()
	a, err := ParseAnchors(f)
	if err != nil {
		return Anchors{}, fmt.Errorf("%s: %w", path, err)
	}
	return a, nil
}

// ParseAgent reads an agent as the ledger keys it: a 0x address (its uint160 value) or a decimal
// ERC-8004 id.
func ParseAgent(s string) (uint256.Int, error) {
	var id uint256.Int
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		if !common.IsHexAddress(s) {
			return id, fmt.Errorf("agent %q is not a 20-byte 0x address", short(s))
		}
		id.SetBytes(common.HexToAddress(s).Bytes())
		return id, nil
	}
	if err := id.SetFromDecimal(s); err != nil {
		return id, fmt.Errorf("agent %q is neither a 0x address nor a decimal id", short(s))
	}
	return id, nil
}

// short keeps error messages from echoing long input.
func short(s string) string {
	if len(s) > 48 {
		return s[:48] + "…"
	}
	return s
}
