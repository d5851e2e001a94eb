package server

import (
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/repledger/repledger/agentid"
	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/router"
)

// The API's bounds, as the OpenAPI document states them (a test reads the document's bounds and
// checks each against the server at the bound and one past it).
const (
	DefaultLimit      = 50
	MaxLimit          = 500
	MaxOffset         = 1 << 31
	MaxDecisionAgents = 500
	// maxEcho is how much of a refused input an error message repeats: enough to recognise it,
	// never a caller's whole megabyte back.
	maxEcho = 64
)

// The verdict in words, the same in the API as in `repledger gate` and `calc`.
const (
	VerdictRoutable    = "routable"
	VerdictNotRoutable = "not routable (under the floor)"
)

// Verdict is the routing verdict in words.
func Verdict(routable bool) string {
	if routable {
		return VerdictRoutable
	}
	return VerdictNotRoutable
}

// Params is /v1/params: the ledger's live parameters, the policy the scores use, where the
// index stands, and whether the deployment verified on chain. Amounts of the asset are given
// twice, as everywhere in the API: NAME in whole units and NAME_base_units, both as strings.
type Params struct {
	Formula            string        `json:"formula"`
	ChainID            uint64        `json:"chain_id"`
	Ledger             string        `json:"ledger"`
	Escrows            int           `json:"escrows"`
	Sources            []SourceParam `json:"sources"`
	EpochLength        uint64        `json:"epoch_length_seconds"`
	RetentionBps       uint64        `json:"retention_bps_per_epoch"`
	HorizonEpochs      uint64        `json:"full_forget_horizon_epochs"`
	WeightCapUnits     string        `json:"weight_cap"`
	WeightCap          string        `json:"weight_cap_base_units"`
	Asset              string        `json:"asset"`
	AssetDecimals      uint8         `json:"asset_decimals"`
	ReadCacheTTL       float64       `json:"read_cache_ttl_seconds"`
	PriorBps           uint64        `json:"prior_bps"`
	PriorWeightUnits   string        `json:"prior_weight"`
	PriorWeight        string        `json:"prior_weight_base_units"`
	Z                  string        `json:"z"`
	FloorBps           uint64        `json:"floor_bps"`
	ProvisionalRatings int           `json:"provisional_below_ratings"`
	ProvisionalPayers  int           `json:"provisional_below_payers"`
	Epoch              uint64        `json:"current_epoch"`
	SyncedBlock        uint64        `json:"synced_block"`
	HeadBlock          uint64        `json:"head_block"`
	Verification       *Verification `json:"verification"`
	Audit              *AuditSummary `json:"audit"`
}

// SourceParam is a rating source the ledger's admin registered, besides the escrows.
type SourceParam struct {
	Index   uint32 `json:"index"` // from 2^31; escrows take 0, 1, …
	Address string `json:"address"`
	Kind    string `json:"kind"` // index.SourceX402, index.SourceHook, or index.SourceOther for a kind not known
}

// AuditSummary is the last continuous audit.
type AuditSummary struct {
	Block      uint64 `json:"block"`
	Agents     int    `json:"agents"`
	Matched    int    `json:"matched"`
	Mismatches int    `json:"differences"`
}

func (s *Server) paramsOf(snap *index.Snapshot) Params {
	dec := snap.Params.AssetDecimals
	prior := snap.Policy.PriorWeight.ToBig()
	p := Params{Formula: reputation.FormulaID, ChainID: snap.ChainID, Ledger: snap.Ledger.Hex(), Escrows: snap.Escrows,
		EpochLength: snap.Params.EpochLength, RetentionBps: snap.Params.RetentionBps, HorizonEpochs: snap.Params.HorizonEpochs,
		WeightCapUnits: wholeUnits(snap.Params.WeightCap, dec), WeightCap: baseUnits(snap.Params.WeightCap),
		Asset: snap.Params.Asset.Hex(), AssetDecimals: dec, ReadCacheTTL: router.DefaultCacheTTL.Seconds(),
		PriorBps: snap.Policy.PriorBps, PriorWeightUnits: wholeUnits(prior, dec), PriorWeight: baseUnits(prior),
		Z: reputation.FormatZ(snap.Policy.Z), FloorBps: snap.Policy.FloorBps, ProvisionalRatings: index.ProvisionalRatings,
		ProvisionalPayers: index.ProvisionalPayers, Epoch: snap.Epoch, SyncedBlock: snap.Synced, HeadBlock: snap.Head,
		Verification: s.verify.Load(), Sources: make([]SourceParam, len(snap.Sources))}
	for i, src := range snap.Sources {
		p.Sources[i] = SourceParam{Index: src.Index, Address: src.Address.Hex(), Kind: src.Kind}
	}
	if p.Verification.Checks == nil { // [] before the first check, as the OpenAPI document says
		v := *p.Verification
		v.Checks = []VerifyCheck{}
		p.Verification = &v
	}
	if a := snap.Audit; a != nil {
		p.Audit = &AuditSummary{Block: a.Block, Agents: len(a.Agents), Matched: a.Matched, Mismatches: len(a.Agents) - a.Matched}
	}
	return p
}

func (s *Server) params(w http.ResponseWriter, r *http.Request) {
	snap := s.src.Snapshot()
	writeJSON(w, r, s.paramsOf(&snap))
}

// wholeUnits prints base units exactly as whole units of an asset with `decimals` decimals:
// "10.2675", "12", "0" (a JSON number would round it, and lose digits in JavaScript).
func wholeUnits(v *big.Int, decimals uint8) string {
	if v == nil {
		return "0"
	}
	digits := new(big.Int).Abs(v).String()
	if len(digits) <= int(decimals) {
		digits = strings.Repeat("0", int(decimals)-len(digits)+1) + digits
	}
	cut := len(digits) - int(decimals)
	out := digits[:cut]
	if frac := strings.TrimRight(digits[cut:], "0"); frac != "" {
		out += "." + frac
	}
	if v.Sign() < 0 {
		out = "-" + out
	}
	return out
}

// baseUnits prints an integer as a JSON-safe decimal string.
func baseUnits(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}

// badParam is a query parameter the API refuses.
type badParam struct{ name, msg string }

func (e *badParam) Error() string { return e.name + ": " + e.msg }

// clip is at most maxEcho characters of a refused input, quoted: error messages name what was
// refused without echoing it whole.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= maxEcho {
		return strconv.Quote(s)
	}
	n := 0
	for i := range s {
		if n == maxEcho {
			return strconv.Quote(s[:i]) + "…"
		}
		n++
	}
	return strconv.Quote(s)
}

// queryUint reads an optional whole number from lo to hi. An empty value is the same as none:
// the page's forms send empty fields.
func queryUint(q url.Values, name string, def, lo, hi uint64) (uint64, error) {
	v := q.Get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil || n < lo || n > hi {
		return 0, &badParam{name, fmt.Sprintf("%s %s: want a whole number from %d to %d", name, clip(v), lo, hi)}
	}
	return n, nil
}

// queryBool reads an optional filter: exactly true or false, as the OpenAPI document says; nil
// when absent.
func queryBool(q url.Values, name string) (*bool, error) {
	switch v := q.Get(name); v {
	case "":
		return nil, nil
	case "true":
		t := true
		return &t, nil
	case "false":
		f := false
		return &f, nil
	default:
		return nil, &badParam{name, fmt.Sprintf("%s %s: want true or false", name, clip(v))}
	}
}

// parseAgent reads an agent id, refusing it with agentid's reason and no more than a prefix of
// the input.
func parseAgent(name, raw string) (agentid.Agent, error) {
	a, err := agentid.Parse(raw)
	if err != nil {
		reason := strings.Replace(err.Error(), strconv.Quote(raw), clip(raw), 1)
		return a, &badParam{name, name + " " + reason}
	}
	return a, nil
}

func fail(w http.ResponseWriter, err error) {
	var bp *badParam
	if errors.As(err, &bp) {
		apiError(w, http.StatusBadRequest, bp.name, bp.msg)
		return
	}
	apiError(w, http.StatusInternalServerError, "", err.Error())
}

// Agent is /v1/agents/{id}: the agent's row with its exact payer count, its state, the top
// payer's share of the decayed evidence, its score at every epoch since its first rating, and
// every rating.
type Agent struct {
	Row
	SumW          string        `json:"sum_w"` // Σ weight × rating, base units × bps, decayed
	DisputedUnits string        `json:"disputed"`
	Disputed      string        `json:"disputed_base_units"`
	LastEpoch     uint64        `json:"last_epoch"`
	TopPayer      string        `json:"top_payer"`       // "" without ratings
	TopPayerShare float64       `json:"top_payer_share"` // of the decayed evidence weight, 0..1
	History       []index.Point `json:"history"`
	RatingsList   []Rating      `json:"ratings_list"`
	Epoch         uint64        `json:"epoch"`
}

// Rating is one rating of an agent.
type Rating struct {
	Block  uint64 `json:"block"`
	TxHash string `json:"tx_hash"`
	Escrow string `json:"escrow"` // the escrow's address, or the registered source's
	Source string `json:"source"` // the kind of source: escrow, x402, erc8183-hook, source
	// ForeignEscrow is, for a rating through the ERC-8183 rating hook, the foreign escrow whose
	// job it was (the hook's escrowAt(job >> 192)); left out otherwise, or when it could not be read.
	ForeignEscrow string `json:"foreign_escrow,omitempty"`
	Job           string `json:"job"`
	Payer         string `json:"payer"`
	Rating        uint8  `json:"rating"`
	Kind          string `json:"kind"`
	WeightUnits   string `json:"weight"`
	Weight        string `json:"weight_base_units"`
	Completion    uint64 `json:"completion_epoch"`
	Applied       uint64 `json:"applied_epoch"`
}

func agentOf(d *index.AgentDetail, decimals uint8) Agent {
	a := Agent{Row: rowOf(&d.Row, decimals), SumW: baseUnits(d.SumW), DisputedUnits: wholeUnits(d.Disputed, decimals),
		Disputed: baseUnits(d.Disputed), LastEpoch: d.LastEpoch, TopPayer: d.TopPayer, TopPayerShare: d.TopPayerShare,
		History: d.History, RatingsList: make([]Rating, len(d.RatingsList)), Epoch: d.Epoch}
	if a.History == nil {
		a.History = []index.Point{}
	}
	for i, r := range d.RatingsList {
		a.RatingsList[i] = Rating{Block: r.Block, TxHash: r.TxHash, Escrow: r.Escrow, Source: r.Source, ForeignEscrow: r.ForeignEscrow, Job: r.Job, Payer: r.Payer, Rating: r.Rating,
			Kind: r.Kind, WeightUnits: wholeUnits(r.Weight, decimals), Weight: baseUnits(r.Weight), Completion: r.Completion, Applied: r.Applied}
	}
	return a
}

func (s *Server) agent(w http.ResponseWriter, r *http.Request) {
	a, err := parseAgent("id", r.PathValue("id"))
	if err != nil {
		fail(w, err)
		return
	}
	anchors, ls, err := s.lensQuery(r)
	if err != nil {
		fail(w, err)
		return
	}
	d, err := s.src.Agent(r.Context(), a.ID)
	if errors.Is(err, index.ErrUnknownAgent) {
		apiError(w, http.StatusNotFound, "id", "id "+clip(r.PathValue("id"))+": "+index.ErrUnknownAgent.Error())
		return
	}
	if err != nil {
		fail(w, err)
		return
	}
	snap := s.src.Snapshot()
	out := agentOf(d, snap.Params.AssetDecimals)
	if anchors != nil {
		// The score through the lens; the history and the ratings stay the agent's whole record,
		// and lens.trusted_payers says whose of them the lens counts.
		b, err := ls.LensBoard(r.Context(), *anchors)
		if err != nil {
			lensFail(w, err)
			return
		}
		lr, err := lensRowFor(b, a.ID, &snap) // known to the index, perhaps newer than the board
		if err != nil {
			fail(w, err)
			return
		}
		out.Row = lensRowOf(&lr, b.Key, snap.Params.AssetDecimals)
	}
	writeJSON(w, r, out)
}
