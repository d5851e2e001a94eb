package index

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/bindings/ratinghook"
	"github.com/repledger/repledger/contracts"
	"github.com/repledger/repledger/deployment"
)

// The kinds of rating source a rating comes from (docs/design.md §15). The ledger's Rated event
// names the escrow or registered source that rated in its `escrow` field; the index tells them
// apart by the sources the admin registered (SourceRegistered).
const (
	// SourceEscrow is an escrow of the ledger's factory: a marketplace's job, rated by the scorer.
	SourceEscrow = "escrow"
	// SourceX402 is the x402 source: a payment made per call over x402, rated by its payer.
	SourceX402 = deployment.SourceKindX402
	// SourceHook is the ERC-8183 rating hook (docs/design.md §17): a job of a foreign ERC-8183
	// escrow registered on the hook, rated by the settler. The value is the manifest's kind,
	// "erc8183-hook", so one name holds in the manifest, the API and the page.
	SourceHook = deployment.SourceKindRatingHook
	// SourceOther is a registered source of a kind this build cannot name (neither the deployment
	// manifest nor its code says which).
	SourceOther = "source"
)

// numSourceKinds is len(SourceKinds); SourceCounts has one count per kind.
const numSourceKinds = 4

// SourceKinds are every kind of rating source, in the order the leaderboard lists them. A new
// kind of registered source adds its name here, before SourceOther. The counts are stored by
// source (its ledger index), never by kind, so adding a kind changes no stored layout.
var SourceKinds = [numSourceKinds]string{SourceEscrow, SourceX402, SourceHook, SourceOther}

// SourceKindIndex is kind's position in SourceKinds.
func SourceKindIndex(kind string) (int, bool) {
	i := slices.Index(SourceKinds[:], kind)
	return i, i >= 0
}

// SourceCounts are an agent's lifetime ratings by the kind of their source, indexed as
// SourceKinds; they add up to the agent's ratings. In JSON: an object from kind to count, with
// the kinds the agent has no rating from left out ({"escrow": 12, "x402": 30}).
type SourceCounts [numSourceKinds]uint64

// Of is the count of kind (0 for a kind SourceKinds does not list).
func (c SourceCounts) Of(kind string) uint64 {
	if i, ok := SourceKindIndex(kind); ok {
		return c[i]
	}
	return 0
}

// Total is every rating, of every kind.
func (c SourceCounts) Total() uint64 {
	var n uint64
	for _, v := range c {
		n += v
	}
	return n
}

// Map is the counts by kind, kinds without ratings left out.
func (c SourceCounts) Map() map[string]uint64 {
	m := make(map[string]uint64, 2)
	for i, v := range c {
		if v > 0 {
			m[SourceKinds[i]] = v
		}
	}
	return m
}

// MarshalJSON writes Map.
func (c SourceCounts) MarshalJSON() ([]byte, error) { return json.Marshal(c.Map()) }

// UnmarshalJSON reads what MarshalJSON writes; a kind SourceKinds does not list is an error.
func (c *SourceCounts) UnmarshalJSON(b []byte) error {
	var m map[string]uint64
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*c = SourceCounts{}
	for k, v := range m {
		i, ok := SourceKindIndex(k)
		if !ok {
			return fmt.Errorf("ratings by source: kind %q: want one of %s", k, strings.Join(SourceKinds[:], ", "))
		}
		c[i] = v
	}
	return nil
}

// String is the counts in words, as the demo prints them: "12 escrow, 30 x402" ("none").
func (c SourceCounts) String() string {
	var parts []string
	for i, v := range c {
		if v > 0 {
			parts = append(parts, strconv.FormatUint(v, 10)+" "+SourceKinds[i])
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// SourceRow is one rating source the ledger's admin registered (SourceRegistered), stored like
// an escrow. Its Kind is not stored: the indexer names it when it loads or meets it
// (Indexer.sourceKind), so a manifest given later names it from then on.
type SourceRow struct {
	Index   uint32         `json:"index"` // from deployment.SourceBase
	Address common.Address `json:"address"`
	Block   uint64         `json:"block"`
	Kind    string         `json:"kind"` // SourceX402, SourceHook, SourceOther
}

// SourceKindsOf are the kinds a deployment manifest gives its registered sources, by address:
// what Config.SourceKinds takes.
func SourceKindsOf(m *deployment.Manifest) map[common.Address]string {
	if m == nil || len(m.Sources) == 0 {
		return nil
	}
	out := make(map[common.Address]string, len(m.Sources))
	for _, s := range m.Sources {
		out[s.Address] = s.Kind
	}
	return out
}

// checkSourceKinds refuses a configured kind this build does not know, or a source named an
// escrow.
func checkSourceKinds(kinds map[common.Address]string) error {
	for addr, k := range kinds {
		if _, ok := SourceKindIndex(k); !ok || k == SourceEscrow {
			return fmt.Errorf("the source kind of %s is %q: want one of %s", addr.Hex(), k, strings.Join(SourceKinds[1:], ", "))
		}
	}
	return nil
}

// codeReader is what naming a source by its code needs of the node (ethclient and the
// simulated backend's client have it).
type codeReader interface {
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
}

// x402Artifact is the compiled X402Source, to know one by its code.
var x402Artifact = sync.OnceValues(func() (*contracts.Artifact, error) { return contracts.Load("X402Source") })

// hookArtifact is the compiled RatingHook, to know one by its code.
var hookArtifact = sync.OnceValues(func() (*contracts.Artifact, error) { return contracts.Load("RatingHook") })

// codeKinds are the kinds a source is named by its code: each artifact's runtime code, in turn.
var codeKinds = []struct {
	kind     string
	artifact func() (*contracts.Artifact, error)
}{{SourceX402, x402Artifact}, {SourceHook, hookArtifact}}

// kindOfCode is the kind whose compiled runtime code (immutables aside) is code, else SourceOther.
func kindOfCode(code []byte) string {
	for _, c := range codeKinds {
		if a, err := c.artifact(); err == nil {
			if match, _ := a.MatchesRuntime(code); match {
				return c.kind
			}
		}
	}
	return SourceOther
}

// sourceKind names a registered source: the kind Config.SourceKinds gives it (the deployment
// manifest's), else SourceX402 or SourceHook when its code is the X402Source or the RatingHook
// this build compiles (immutables aside), else SourceOther. A name once found is kept until a
// reorg replaces stored blocks (reconcile forgets them: another contract may stand there now).
func (ix *Indexer) sourceKind(ctx context.Context, addr common.Address) (string, error) {
	if k, ok := ix.cfg.SourceKinds[addr]; ok {
		return k, nil
	}
	ix.kindsMu.Lock()
	k, ok := ix.kinds[addr]
	ix.kindsMu.Unlock()
	if ok {
		return k, nil
	}
	k = SourceOther
	if cr, ok := ix.node.(codeReader); ok {
		code, err := cr.CodeAt(ctx, addr, nil)
		if err != nil {
			return "", fmt.Errorf("read the code of rating source %s: %w", addr.Hex(), err)
		}
		k = kindOfCode(code)
	}
	ix.kindsMu.Lock()
	ix.kinds[addr] = k
	ix.kindsMu.Unlock()
	return k, nil
}

// foreignKey is a foreign escrow's registration on a rating hook: the hook and the ordinal.
type foreignKey struct {
	hook    common.Address
	ordinal uint64
}

// hookABI is the rating hook's ABI, to read escrowAt.
var hookABI = sync.OnceValue(ratinghook.NewRatingHook)

// foreignEscrow is the foreign escrow whose job a rating through the rating hook `hook` was: a
// hook's job id is its key, (ordinal << 192) | the escrow's job id, and the hook's
// escrowAt(ordinal) names the escrow (checksummed). A registration is never undone, so each is
// read from the chain once, and again only after a reorg (reconcile forgets them all: another
// escrow may hold the ordinal on the new chain); "" when the job id has no ordinal or the hook
// could not be read (the page and the API then show the hook alone).
func (ix *Indexer) foreignEscrow(ctx context.Context, hook common.Address, job string) string {
	key, ok := new(big.Int).SetString(job, 10)
	if !ok {
		return ""
	}
	ord := new(big.Int).Rsh(key, 192)
	if ord.Sign() == 0 || !ord.IsUint64() {
		return ""
	}
	fk := foreignKey{hook, ord.Uint64()}
	ix.kindsMu.Lock()
	addr, ok := ix.foreign[fk]
	gen := ix.forgotten
	ix.kindsMu.Unlock()
	if ok {
		return addr.Hex()
	}
	out, err := ix.node.CallContract(ctx, ethereum.CallMsg{To: &hook, Data: hookABI().PackEscrowAt(ord)}, nil)
	if err != nil {
		return ""
	}
	addr, err = hookABI().UnpackEscrowAt(out)
	if err != nil || addr == (common.Address{}) {
		return ""
	}
	ix.kindsMu.Lock()
	if ix.forgotten == gen { // no reorg forgot the registrations while this one was read
		ix.foreign[fk] = addr
	}
	ix.kindsMu.Unlock()
	return addr.Hex()
}

// nameSources sets the Kind of each source.
func (ix *Indexer) nameSources(ctx context.Context, srcs []SourceRow) error {
	for i := range srcs {
		k, err := ix.sourceKind(ctx, srcs[i].Address)
		if err != nil {
			return err
		}
		srcs[i].Kind = k
	}
	return nil
}

// ---------------------------------------------------------------- the board's sources

// AddSource makes a registered source known to the board: its ratings count as its kind from
// then on. Sources come in the ledger's index order; one already known is left as it is.
func (b *Board) AddSource(s SourceRow) error {
	if n := len(b.sources); n > 0 && s.Index <= b.sources[n-1].Index {
		for _, have := range b.sources {
			if have.Index == s.Index && have.Address == s.Address {
				return nil
			}
		}
		return fmt.Errorf("rating source %d (%s) registered after source %d: the ledger numbers them in order",
			s.Index, s.Address.Hex(), b.sources[n-1].Index)
	}
	if s.Kind == "" {
		s.Kind = SourceOther
	}
	if b.slot == nil {
		b.slot = map[common.Address]int{}
	}
	b.slot[s.Address] = len(b.sources)
	b.sources = append(b.sources, s)
	b.kindOf = append(b.kindOf, kindIndex(s.Kind))
	return nil
}

// nameSource sets the kind of the board's source at slot i.
func (b *Board) nameSource(i int, kind string) {
	b.sources[i].Kind = kind
	b.kindOf[i] = kindIndex(kind)
}

func kindIndex(kind string) uint8 {
	i, ok := SourceKindIndex(kind)
	if !ok || kind == SourceEscrow {
		i, _ = SourceKindIndex(SourceOther)
	}
	return uint8(i)
}

// Sources are the registered sources the board knows, by index (a copy).
func (b *Board) Sources() []SourceRow { return slices.Clone(b.sources) }

// KindOf is the kind of the source that gave a rating: its `escrow` field is a registered
// source's address, or an escrow's.
func (b *Board) KindOf(escrow common.Address) string {
	if i, ok := b.slot[escrow]; ok {
		return SourceKinds[b.kindOf[i]]
	}
	return SourceEscrow
}

// sourceKinds are the registered sources' kinds by address (a copy, for reading without the
// indexer's lock).
func (b *Board) sourceKinds() map[common.Address]string {
	m := make(map[common.Address]string, len(b.sources))
	for i, s := range b.sources {
		m[s.Address] = SourceKinds[b.kindOf[i]]
	}
	return m
}

// countSource counts one rating of the agent from the source at slot i.
func (a *agent) countSource(i int) {
	if i >= len(a.bySlot) {
		a.bySlot = append(a.bySlot, make([]uint64, i+1-len(a.bySlot))...)
	}
	a.bySlot[i]++
}

// bySource is an agent's lifetime ratings by kind: each registered source's count under its
// kind, the rest (its state's lifetime count less those) from escrows.
func (b *Board) bySource(a *agent) SourceCounts {
	var c SourceCounts
	var fromSources uint64
	for i, n := range a.bySlot {
		if i < len(b.kindOf) {
			c[b.kindOf[i]] += n
		} else {
			c[kindIndex(SourceOther)] += n
		}
		fromSources += n
	}
	c[0] = a.state.Count - min(a.state.Count, fromSources)
	return c
}

// ledgerKinds are the kinds of source the ledger has: escrows, then each kind of its
// registered sources, in SourceKinds order.
func (b *Board) ledgerKinds() []string {
	seen := [numSourceKinds]bool{true}
	for _, k := range b.kindOf {
		seen[k] = true
	}
	var out []string
	for i, ok := range seen {
		if ok {
			out = append(out, SourceKinds[i])
		}
	}
	return out
}

// encodeSlots stores an agent's counts by registered source as "index:count,…" (the sources
// named by their ledger index, so a restart reads them whatever order it loads sources in).
func (b *Board) encodeSlots(a *agent) string {
	var sb strings.Builder
	for i, n := range a.bySlot {
		if n == 0 {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.FormatUint(uint64(b.sources[i].Index), 10))
		sb.WriteByte(':')
		sb.WriteString(strconv.FormatUint(n, 10))
	}
	return sb.String()
}

// decodeSlots reads what encodeSlots stored into a's counts.
func (b *Board) decodeSlots(a *agent, s string) error {
	if s == "" {
		return nil
	}
	for _, part := range strings.Split(s, ",") {
		idx, n, ok := strings.Cut(part, ":")
		index, err1 := strconv.ParseUint(idx, 10, 32)
		count, err2 := strconv.ParseUint(n, 10, 64)
		if !ok || err1 != nil || err2 != nil {
			return fmt.Errorf("agent %s: ratings by source %q: want index:count,…", a.key, s)
		}
		slot := -1
		for i := range b.sources {
			if uint64(b.sources[i].Index) == index {
				slot = i
				break
			}
		}
		if slot < 0 {
			return fmt.Errorf("agent %s: ratings by source %d, a source the index does not hold", a.key, index)
		}
		if slot >= len(a.bySlot) {
			a.bySlot = append(a.bySlot, make([]uint64, slot+1-len(a.bySlot))...)
		}
		a.bySlot[slot] = count
	}
	return nil
}
