package index

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/reputation"
)

// Provisional thresholds, after QED score/v0: a score resting on fewer ratings or fewer distinct
// payers is marked provisional wherever it is shown, with its rating count.
const (
	ProvisionalRatings = 30
	ProvisionalPayers  = 3
)

// IsProvisional reports whether a score on `ratings` ratings from `payers` distinct payers is
// provisional.
func IsProvisional(ratings uint64, payers int) bool {
	return ratings < ProvisionalRatings || payers < ProvisionalPayers
}

// agent is one agent's evidence rebuilt from Rated events: the ledger's state machine, fed in
// log order, plus the distinct payers (counted up to the provisional threshold: that is all the
// board needs, and it keeps memory flat however many payers an agent has).
type agent struct {
	id     *big.Int
	key    string // decimal id
	state  reputation.State
	payers [ProvisionalPayers]common.Address
	nPayer uint8
	bySlot []uint64 // ratings from each registered source, by the board's slot (nil: escrows alone)
}

func (a *agent) addPayer(p common.Address) {
	for i := range int(a.nPayer) {
		if a.payers[i] == p {
			return
		}
	}
	if int(a.nPayer) < ProvisionalPayers {
		a.payers[a.nPayer] = p
		a.nPayer++
	}
}

// Row is one agent as the leaderboard shows it, decayed to the board's epoch.
type Row struct {
	Rank           int      `json:"rank"`
	Agent          string   `json:"agent"` // as people name it: a checksummed address, or a decimal ERC-8004 id
	AgentID        string   `json:"agent_id"`
	SmoothedBps    uint64   `json:"smoothed_bps"`
	LowerBps       uint64   `json:"lower_bps"`
	Routable       bool     `json:"routable"`
	Provisional    bool     `json:"provisional"`
	Ratings        uint64   `json:"ratings"`
	Payers         int      `json:"distinct_payers"` // counted up to 3 on the board; exact on the agent's page
	DisputeRateBps uint64   `json:"dispute_rate_bps"`
	Weight         *big.Int `json:"evidence_weight_base_units"`
	WeightUnits    float64  `json:"evidence_weight"` // decayed evidence in whole units of the asset
	HasEvidence    bool     `json:"has_evidence"`
	// BySource are the agent's lifetime ratings by the kind of their source (they add up to
	// Ratings): BySource.Of(SourceX402) came from x402 payments.
	BySource SourceCounts `json:"ratings_by_source"`
}

// Board is every agent's rebuilt state and the leaderboard computed from it.
type Board struct {
	agents map[string]*agent
	rows   []Row // ranked, computed by Rank

	sources []SourceRow            // the registered rating sources, by index (sources.go)
	slot    map[common.Address]int // a registered source's position in sources
	kindOf  []uint8                // each source's kind, as its index in SourceKinds
}

// NewBoard is an empty board.
func NewBoard() *Board { return &Board{agents: map[string]*agent{}} }

func (b *Board) get(key string) (*agent, error) {
	if a, ok := b.agents[key]; ok {
		return a, nil
	}
	id, ok := new(big.Int).SetString(key, 10)
	if !ok {
		return nil, fmt.Errorf("agent id %q is not a decimal number", key)
	}
	a := &agent{id: id, key: key}
	b.agents[key] = a
	return a, nil
}

// Register adds an agent known to a marketplace; without ratings it ranks at the prior.
func (b *Board) Register(key string) error {
	_, err := b.get(key)
	return err
}

// Apply feeds one Rated event to its agent's state machine.
func (b *Board) Apply(r *Rated) error {
	a, err := b.get(r.Agent)
	if err != nil {
		return err
	}
	w, err := uint256.FromDecimal(r.Weight)
	if err != nil {
		return fmt.Errorf("rating at block %d: weight %q: %w", r.Block, r.Weight, err)
	}
	if err := a.state.Apply(r.Completion, r.Rating, w, reputation.Kind(r.Kind)); err != nil {
		return fmt.Errorf("rating at block %d log %d for agent %s: %w", r.Block, r.LogIndex, r.Agent, err)
	}
	a.addPayer(r.Payer)
	if len(b.slot) > 0 {
		if i, ok := b.slot[r.Escrow]; ok {
			a.countSource(i)
		}
	}
	return nil
}

// State is an agent's state as stored (not decayed), and whether the agent is known.
func (b *Board) State(key string) (reputation.State, bool) {
	a, ok := b.agents[key]
	if !ok {
		return reputation.State{}, false
	}
	return a.state, true
}

// Keys are the known agents' decimal ids.
func (b *Board) Keys() []string {
	out := make([]string, 0, len(b.agents))
	for k := range b.agents {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Len is how many agents the board knows.
func (b *Board) Len() int { return len(b.agents) }

// Rank computes every agent's decision at `epoch` under p and ranks them: smoothed score first,
// then the lower bound, then more evidence, then the id as a number (unrated agents all tie at
// the prior: they list by id, not by the id's decimal spelling), so the order is total and stable.
func (b *Board) Rank(epoch uint64, p *reputation.Policy) error {
	rows := make([]Row, 0, len(b.agents))
	for _, a := range b.agents {
		s := a.state.At(epoch)
		d, err := p.Decide(&s)
		if err != nil {
			return fmt.Errorf("decide agent %s: %w", a.key, err)
		}
		rows = append(rows, Row{Agent: Display(a.id), AgentID: a.key, SmoothedBps: d.SmoothedBps, LowerBps: d.LowerBps,
			Routable: d.Routable, Provisional: IsProvisional(s.Count, int(a.nPayer)), Ratings: s.Count, Payers: int(a.nPayer),
			DisputeRateBps: s.DisputeRateBps(), Weight: s.Weight.ToBig(), WeightUnits: units(&s.Weight, p.Unit), HasEvidence: s.Count > 0,
			BySource: b.bySource(a)})
	}
	rankRows(rows)
	b.rows = rows
	return nil
}

// rankRows orders a leaderboard and numbers it: smoothed score first, then the lower bound, then
// more evidence, then the id as a number. The board and every trust lens rank alike.
func rankRows(rows []Row) {
	sort.Slice(rows, func(i, j int) bool {
		x, y := &rows[i], &rows[j]
		switch {
		case x.SmoothedBps != y.SmoothedBps:
			return x.SmoothedBps > y.SmoothedBps
		case x.LowerBps != y.LowerBps:
			return x.LowerBps > y.LowerBps
		case x.Weight.Cmp(y.Weight) != 0:
			return x.Weight.Cmp(y.Weight) > 0
		}
		return lessDecimal(x.AgentID, y.AgentID)
	})
	for i := range rows {
		rows[i].Rank = i + 1
	}
}

// lessDecimal orders canonical decimal strings (no leading zeros) as the numbers they spell.
func lessDecimal(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// Rows is the ranked leaderboard of the last Rank.
func (b *Board) Rows() []Row { return b.rows }

// Display prints an agent id as people name it (agentid's rule for ids seen without a provider).
func Display(id *big.Int) string { return agentid.FormatAgent(id, agentid.LooksLikeAddress(id)) }

// units is base units as whole units of an asset whose unit is `unit` base units, for display.
func units(v *uint256.Int, unit uint64) float64 {
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(v.ToBig()), new(big.Float).SetUint64(max(unit, 1))).Float64()
	return f
}
