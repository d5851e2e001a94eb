package server

import (
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/reputation"
)

const (
	escrowA = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
	escrowB = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"
)

// agentDetail is agent's page: its board row and its ratings, each (escrow, job).
func agentDetail(r index.Row, ratings ...index.Rating) *index.AgentDetail {
	d := &index.AgentDetail{Row: r, RatingsList: ratings, Epoch: 10}
	for _, x := range ratings {
		d.History = append(d.History, index.Point{Epoch: x.Applied, SmoothedBps: r.SmoothedBps, LowerBps: r.LowerBps, Ratings: r.Ratings})
	}
	if len(d.History) == 0 { // as the index gives it: the prior at the current epoch
		d.History = []index.Point{{Epoch: 10, SmoothedBps: reputation.PriorBps, LowerBps: 5565}}
	}
	return d
}

func rated(escrow, job string, epoch uint64) index.Rating {
	return index.Rating{Escrow: escrow, Job: job, Payer: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", Rating: 95, Kind: "auto",
		Weight: big.NewInt(12_000_000), Completion: epoch, Applied: epoch}
}

// Job ids count per escrow: job 1 of marketplace A and job 1 of marketplace B are two ratings,
// and each row of the ratings table names its escrow beside the job.
func TestPageAgentRatingsNameTheEscrow(t *testing.T) {
	src := newPageSource(row("7", 2, 1, 7500, 5000))
	src.agents["7"] = agentDetail(src.snap.Rows[0], rated(escrowA, "1", 9), rated(escrowB, "1", 9))
	code, _, page := getPage(t, src, "/agents/7")
	if code != 200 {
		t.Fatalf("GET /agents/7: %d", code)
	}
	rows := regexp.MustCompile(`<td class="agent escrow" title="([^"]*)">([^<]*)</td><td class="job" title="([^"]*)">([^<]*)</td>`).FindAllStringSubmatch(page, -1)
	if len(rows) != 2 {
		t.Fatalf("ratings table has %d rows naming an escrow, want 2", len(rows))
	}
	seen := map[string]bool{}
	for i, want := range []string{escrowA, escrowB} {
		if rows[i][1] != want || !strings.HasPrefix(want, strings.SplitN(rows[i][2], "…", 2)[0]) || rows[i][3] != "1" || rows[i][4] != "1" {
			t.Errorf("row %d: escrow %q (%q), job %q (%q); want %s, job 1", i, rows[i][1], rows[i][2], rows[i][4], rows[i][3], want)
		}
		seen[rows[i][2]+"/"+rows[i][4]] = true
	}
	if len(seen) != 2 {
		t.Errorf("the two ratings read alike: %v", seen)
	}
}

// An agent without ratings gets a sentence instead of an empty chart, naming the prior it reads;
// one epoch of history still draws its points.
func TestPageAgentChartExplainsEmptyHistory(t *testing.T) {
	src := newPageSource(row("7", 0, 0, reputation.PriorBps, 5565), row("8", 1, 1, 7600, 5600))
	src.agents["7"] = agentDetail(src.snap.Rows[0])
	src.agents["8"] = agentDetail(src.snap.Rows[1], rated(escrowA, "1", 10))

	_, _, page := getPage(t, src, "/agents/7")
	if strings.Contains(page, `aria-labelledby="chart-title"`) {
		t.Error("an agent without ratings gets a chart")
	}
	if why := byID(t, page, "chart-empty"); !strings.Contains(why, "no job of this agent has been rated") ||
		!strings.Contains(why, "3.50★ (7000 bps)") {
		t.Errorf("empty history explained as %q", why)
	}

	_, _, page = getPage(t, src, "/agents/8")
	if strings.Contains(page, `id="chart-empty"`) || !strings.Contains(page, `aria-labelledby="chart-title"`) {
		t.Fatal("an agent rated in one epoch gets no chart")
	}
	if dots := strings.Count(page, "<circle "); dots != 2 {
		t.Errorf("one epoch of history draws %d points, want its smoothed and lower-bound points", dots)
	}
}
