package server

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// stubSource is an index in memory: a board the test sets, agent details derived from it, and
// errors on demand.
type stubSource struct {
	mu       sync.Mutex
	snap     index.Snapshot
	agentErr error          // Agent's answer for every agent, when set
	decErr   error          // Decisions' answer, when set
	lensErr  error          // LensBoard's answer, when set (lens_test.go)
	extra    []index.Rating // more ratings of the first agent (withHook)
}

func (f *stubSource) Snapshot() index.Snapshot {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.snap
}

func (f *stubSource) row(id *big.Int) (index.Row, bool) {
	for _, r := range f.snap.Rows {
		if r.AgentID == id.String() {
			return r, true
		}
	}
	return index.Row{}, false
}

func (f *stubSource) Agent(_ context.Context, id *big.Int) (*index.AgentDetail, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.agentErr != nil {
		return nil, f.agentErr
	}
	r, ok := f.row(id)
	if !ok {
		return nil, index.ErrUnknownAgent
	}
	d := &index.AgentDetail{Row: r, SumW: new(big.Int).Mul(r.Weight, big.NewInt(int64(r.SmoothedBps))), Disputed: big.NewInt(0),
		LastEpoch: f.snap.Epoch, Epoch: f.snap.Epoch}
	if r.HasEvidence {
		d.TopPayer, d.TopPayerShare = common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906").Hex(), 0.5
		d.History = []index.Point{{Epoch: f.snap.Epoch, SmoothedBps: r.SmoothedBps, LowerBps: r.LowerBps, Ratings: r.Ratings}}
		d.RatingsList = []index.Rating{{Block: 40, TxHash: common.HexToHash("0xab").Hex(), Escrow: common.HexToAddress("0xe7").Hex(),
			Source: index.SourceEscrow, Job: "7", Payer: d.TopPayer, Rating: 95, Kind: reputation.KindAuto.String(), Weight: r.Weight,
			Completion: 11, Applied: 11}}
		if r.AgentID == f.snap.Rows[0].AgentID {
			d.RatingsList = append(d.RatingsList, f.extra...)
		}
	}
	return d, nil
}

func (f *stubSource) Decisions(ids []*big.Int) ([]router.Decision, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.decErr != nil {
		return nil, f.decErr
	}
	out := make([]router.Decision, len(ids))
	for i, id := range ids {
		out[i] = router.Decision{Agent: id, SmoothedBps: reputation.PriorBps, Routable: true, Source: "index", EvidenceWeight: new(big.Int)}
		if r, ok := f.row(id); ok {
			out[i] = router.Decision{Agent: id, SmoothedBps: r.SmoothedBps, LowerBps: r.LowerBps, Routable: r.Routable, Source: "index",
				EvidenceWeight: r.Weight, Ratings: r.Ratings, DisputeRateBps: r.DisputeRateBps}
		}
	}
	return out, nil
}

// rate changes the board as new ratings would: the first agent gains a rating.
func (f *stubSource) rate() {
	f.mu.Lock()
	defer f.mu.Unlock()
	rows := append([]index.Row(nil), f.snap.Rows...)
	rows[0].Ratings++
	rows[0].Weight = new(big.Int).Add(rows[0].Weight, big.NewInt(1_000_000))
	f.snap.Rows, f.snap.Version = rows, f.snap.Version+1
}

// The fixture's agents: the provisional rule at its boundaries, an ERC-8004 id, an id wider
// than 160 bits, an amount past 2^53, and a newcomer at the prior.
var (
	addrA   = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"
	idA     = mustAgent(addrA)
	idWide  = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 200), big.NewInt(7)) // 1606938044258990275541962092341162602522202993782792835301383
	bigMass = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 53), big.NewInt(1))  // 9007199254740993 base units
)

func mustAgent(s string) *big.Int {
	a, err := agentid.Parse(s)
	if err != nil {
		panic(err)
	}
	return a.ID
}

type fixtureAgent struct {
	id          *big.Int
	ratings     uint64
	payers      int
	weight      *big.Int
	routable    bool
	provisional bool   // the rule: fewer than 30 ratings OR fewer than 3 payers
	x402        uint64 // of the ratings, how many came from x402 payments (the rest from escrows)
}

var fixture = []fixtureAgent{
	{idA, 48, 3, big.NewInt(32_000_000), true, false, 30},
	{big.NewInt(42), 30, 3, big.NewInt(10_267_500), true, false, 0},                                          // exactly 30 ratings: settled
	{idWide, 29, 3, bigMass, true, true, 29},                                                                 // one rating short; x402 alone
	{mustAgent("0x976EA74026E726554dB657fA54763abd0C3a0aa9"), 48, 2, big.NewInt(12_000_000), false, true, 0}, // 2 payers
	{mustAgent("0x14dC79964da2C08b23698B3D3cc7Ca32193d9955"), 0, 0, big.NewInt(0), true, true, 0},            // the prior
}

// bySource is the fixture agent's ratings by source.
func (a fixtureAgent) bySource() index.SourceCounts {
	return index.SourceCounts{a.ratings - a.x402, a.x402, 0}
}

func fixtureSnapshot() index.Snapshot {
	rows := make([]index.Row, len(fixture))
	for i, a := range fixture {
		rows[i] = index.Row{Rank: i + 1, Agent: index.Display(a.id), AgentID: a.id.String(), SmoothedBps: uint64(9000 - 100*i),
			LowerBps: uint64(8000 - 100*i), Routable: a.routable, Provisional: index.IsProvisional(a.ratings, a.payers),
			Ratings: a.ratings, Payers: a.payers, Weight: a.weight, HasEvidence: a.ratings > 0, BySource: a.bySource()}
	}
	return index.Snapshot{Version: 1, Epoch: 12, Synced: 120, Head: 122, Rows: rows, ChainID: 31337,
		Ledger: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"), Escrows: 2,
		Params: &router.Params{EpochLength: 604800, RetentionBps: 9250, HorizonEpochs: 96, WeightCap: big.NewInt(12_000_000),
			Asset: common.HexToAddress("0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9"), AssetDecimals: 6},
		Policy: reputation.DefaultPolicy(6), Audit: &index.AuditResult{Block: 120, Agents: []string{"a"}, Matched: 1},
		Sources:     []index.SourceRow{{Index: 1 << 31, Address: common.HexToAddress("0xa513E6E4b8f2a923D98304ec87F64353C4D5C853"), Block: 3, Kind: index.SourceX402}},
		SourceKinds: []string{index.SourceEscrow, index.SourceX402}}
}

// The rating hook of withHook, the foreign escrow registered on it under ordinal 1, and a key of
// that escrow's job 7.
var (
	hookAddr    = common.HexToAddress("0x5FC8d32690cc91D4c39d9d3abcBD16989F875707")
	foreignAddr = common.HexToAddress("0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35")
	hookKey     = new(big.Int).Or(new(big.Int).Lsh(big.NewInt(1), 192), big.NewInt(7)).String()
)

// withHook gives the fixture's ledger the ERC-8183 rating hook as a second registered source, and
// its first agent 4 ratings through it (of its 18 escrow ratings), one listed with its foreign
// escrow.
func withHook(src *stubSource, _ *error) {
	src.mu.Lock()
	defer src.mu.Unlock()
	rows := append([]index.Row(nil), src.snap.Rows...)
	rows[0].BySource = index.SourceCounts{14, 30, 4, 0}
	src.snap.Rows = rows
	src.snap.Sources = append(slices.Clone(src.snap.Sources), index.SourceRow{Index: 1<<31 + 1, Address: hookAddr, Block: 4, Kind: index.SourceHook})
	src.snap.SourceKinds = []string{index.SourceEscrow, index.SourceX402, index.SourceHook}
	src.extra = []index.Rating{{Block: 41, TxHash: common.HexToHash("0xac").Hex(), Escrow: hookAddr.Hex(), Source: index.SourceHook,
		ForeignEscrow: foreignAddr.Hex(), Job: hookKey, Payer: common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906").Hex(),
		Rating: 70, Kind: reputation.KindAuto.String(), Weight: big.NewInt(5_000_000), Completion: 11, Applied: 11}}
}

// newStubServer serves the fixture; ready is what /readyz reports.
func newStubServer(t *testing.T) (*Server, *stubSource, *error) {
	t.Helper()
	src := &stubSource{snap: fixtureSnapshot()}
	var notReady error
	s := New(src, prometheus.NewRegistry(), func() error { return notReady })
	return s, src, &notReady
}

// do serves one request in memory.
func do(s http.Handler, method, target string, hdr ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	return w
}

var errStore = errors.New("read the ratings of agent 1: database is locked")
