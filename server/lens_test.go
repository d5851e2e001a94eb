package server

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/lens"
	"github.com/repledger/repledger/router"
)

// trustedPayer is the stub's one payer the lens can trust: through a lens anchored at it, every
// agent's evidence counts half; through any other, none.
var trustedPayer = common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906")

func (f *stubSource) LensBoard(_ context.Context, anchors lens.Anchors) (*index.LensBoard, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.lensErr != nil {
		return nil, f.lensErr
	}
	trusted := false
	for _, p := range anchors.Payers {
		trusted = trusted || p == trustedPayer
	}
	rows := make([]index.LensRow, len(f.snap.Rows))
	for i, r := range f.snap.Rows {
		lr := index.LensRow{Row: r, TotalWeight: r.Weight, CountedWeight: new(big.Int)}
		if trusted && r.HasEvidence {
			lr.CountedWeight = new(big.Int).Rsh(r.Weight, 1)
			lr.TrustedPayers = []router.LensPayer{{Payer: trustedPayer, Trust: 1, Counted: lr.CountedWeight}}
			lr.Payers = 1
		} else {
			lr.NoEvidence, lr.Routable, lr.SmoothedBps, lr.LowerBps, lr.Ratings, lr.Payers = true, true, 7000, 5565, 0, 0
		}
		lr.Weight = lr.CountedWeight
		rows[i] = lr
	}
	return index.NewLensBoard(anchors, f.snap.Epoch, f.snap.Version, rows), nil
}

// The leaderboard, an agent and decisions through a lens: the anchors name the lens, every row
// says how much of its evidence the lens counts and from whom; a lens that counts none of an
// agent's evidence says so and reads the prior, routable, never "not routable".
func TestLensThroughTheAPI(t *testing.T) {
	s, _, _ := newStubServer(t)
	var b Board
	w := do(s, "GET", "/v1/leaderboard?anchors="+trustedPayer.Hex())
	if w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &b) != nil {
		t.Fatalf("%d %s", w.Code, w.Body)
	}
	if b.Anchors != strings.ToLower(trustedPayer.Hex()) || len(b.Agents) != len(fixture) {
		t.Fatalf("anchors %q, %d agents", b.Anchors, len(b.Agents))
	}
	for _, r := range b.Agents {
		if r.Lens == nil || r.Lens.Anchors != b.Anchors {
			t.Fatalf("row %s without the lens: %+v", r.AgentID, r)
		}
		if r.HasEvidence && (r.Lens.NoEvidence || r.Lens.CountedWeightBaseUnits == r.Lens.TotalWeightBaseUnits ||
			len(r.Lens.TrustedPayers) != 1 || r.Lens.TrustedPayers[0].Payer != trustedPayer.Hex()) {
			t.Fatalf("row %s: %+v", r.AgentID, r.Lens)
		}
	}
	w = do(s, "GET", "/v1/leaderboard?anchors=0x0000000000000000000000000000000000005752,agent:42")
	if err := json.Unmarshal(w.Body.Bytes(), &b); err != nil || w.Code != 200 {
		t.Fatal(w.Code, err)
	}
	for _, r := range b.Agents {
		if !r.Lens.NoEvidence || !r.Routable || r.Verdict != VerdictRoutable || r.EvidenceWeightBaseUnits != "0" {
			t.Fatalf("a stranger's lens: %+v %+v", r, r.Lens)
		}
	}
	var a Agent
	if w := do(s, "GET", "/v1/agents/42?anchors="+trustedPayer.Hex()); w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &a) != nil ||
		a.Lens == nil || a.Lens.NoEvidence || a.EvidenceWeightBaseUnits != "5133750" || len(a.RatingsList) != 1 {
		t.Fatalf("agent through the lens: %d %s", w.Code, w.Body)
	}
	var ds []Decision
	if w := do(s, "GET", "/v1/decisions?agents=42,7&anchors="+trustedPayer.Hex()); w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &ds) != nil ||
		ds[0].Lens == nil || ds[0].Source != "index-lens" || ds[0].Lens.NoEvidence || !ds[1].Lens.NoEvidence || !ds[1].Routable {
		t.Fatalf("decisions through the lens: %d %s", w.Code, w.Body)
	}
	// Without anchors nothing changes: no lens anywhere.
	if w := do(s, "GET", "/v1/leaderboard"); strings.Contains(w.Body.String(), `"lens"`) || strings.Contains(w.Body.String(), `"anchors"`) {
		t.Fatalf("the global board mentions a lens: %s", w.Body)
	}
}

// Anchors the lens cannot read are refused naming the parameter, without echoing them whole; a
// source without a lens refuses the parameter; a lens that cannot be computed now is 503.
func TestLensRefusals(t *testing.T) {
	s, src, _ := newStubServer(t)
	long := strings.Repeat("zz", 500)
	many := strings.TrimSuffix(strings.Repeat(trustedPayer.Hex()+",", lens.MaxAnchorList+1), ",")
	for _, target := range []string{"/v1/leaderboard?anchors=" + long, "/v1/leaderboard?anchors=0x12", "/v1/agents/42?anchors=agent:-5",
		"/v1/decisions?agents=42&anchors=" + many, "/v1/leaderboard?anchors=" + trustedPayer.Hex() + ",,"} {
		w := do(s, "GET", target)
		if w.Code != 400 || !strings.Contains(w.Body.String(), `"parameter":"anchors"`) || w.Body.Len() > 400 {
			t.Errorf("GET %.60s…: %d %.300s", target, w.Code, w.Body)
		}
	}
	src.lensErr = index.ErrLensBusy
	if w := do(s, "GET", "/v1/leaderboard?anchors="+trustedPayer.Hex()); w.Code != 503 || w.Header().Get("Retry-After") == "" {
		t.Errorf("a lens busy computing another: %d %v %s", w.Code, w.Header(), w.Body)
	}
	src.lensErr = errors.New("disk I/O error")
	if w := do(s, "GET", "/v1/leaderboard?anchors="+trustedPayer.Hex()); w.Code != 500 {
		t.Errorf("a lens that cannot be computed at all: %d %s", w.Code, w.Body)
	}
	src.lensErr = nil
	// An agent the board does not hold (new since it was computed) has no evidence in it: the
	// prior, not a 404, and decisions say the same.
	if w := do(s, "GET", "/v1/decisions?agents=777&anchors="+trustedPayer.Hex()); w.Code != 200 || !strings.Contains(w.Body.String(), `"no_evidence":true`) {
		t.Errorf("decisions for an agent the lens board lacks: %d %s", w.Code, w.Body)
	}
	plain := New(&fakeSource{snap: fixtureSnapshot()}, prometheus.NewRegistry(), func() error { return nil })
	if w := do(plain, "GET", "/v1/leaderboard?anchors="+trustedPayer.Hex()); w.Code != 400 || !strings.Contains(w.Body.String(), "no trust lens") {
		t.Errorf("a source without a lens: %d %s", w.Code, w.Body)
	}
}
