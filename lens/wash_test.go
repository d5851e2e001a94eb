package lens

import (
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/repledger/repledger/reputation"
)

// The attack lab's wash ring, in the lens: a sub-floor agent that honest anchors rated poorly is
// lifted over the floor in the global score by a ring of fresh wallets rating it 100 at the cap,
// but through the lens of the honest anchors it stays exactly where it was, at any number of jobs.
func TestWashRingGetsNowhereInTheLens(t *testing.T) {
	agent := agentOf(addr('A', 1))
	anchors := Anchors{Payers: []common.Address{addr('P', 0), addr('P', 1), addr('P', 2)}}
	var honest []Rating
	for i := range 6 {
		honest = append(honest, Rating{Agent: agent, Payer: addr('P', i%3), Rating: 20, Weight: capW})
	}
	before := mustCompute(t, honest, anchors, 0)
	vb, err := before.Agent(&agent)
	if err != nil || vb.Decision.Routable {
		t.Fatalf("the agent should start under the floor: %+v %v", vb.Decision, err)
	}
	for _, ring := range []int{2, 5, 20} {
		for _, jobs := range []int{9, 100, 1000} {
			rs := append([]Rating(nil), honest...)
			for j := range jobs {
				rs = append(rs, Rating{Agent: agent, Payer: addr('S', j%ring), Rating: 100, Weight: capW})
			}
			g := graphOf(rs)
			l, err := Compute(g, anchors, nil, policy(), 0)
			if err != nil {
				t.Fatal(err)
			}
			va, _ := l.Agent(&agent)
			if va.Decision != vb.Decision || va.Counted != vb.Counted {
				t.Fatalf("ring of %d, %d jobs: the lens moved from %+v to %+v", ring, jobs, vb.Decision, va.Decision)
			}
			// The global score, by contrast, is bought (9 jobs suffice).
			var global reputation.State
			for _, r := range rs {
				w := uint256.NewInt(r.Weight)
				if err := global.Apply(r.Completion, r.Rating, w, r.Kind); err != nil {
					t.Fatal(err)
				}
			}
			p := policy()
			d, err := p.Decide(&global)
			if err != nil {
				t.Fatal(err)
			}
			if !d.Routable {
				t.Fatalf("ring of %d, %d jobs: the global score should be bought, got %+v", ring, jobs, d)
			}
		}
	}
}

func TestParseAnchors(t *testing.T) {
	a, err := ParseAnchors(strings.NewReader(`# my orchestrator's wallets
0x00000000000000000000000000000000000000aa
0x00000000000000000000000000000000000000AA   # the same, once
agent: 42
agent:0x00000000000000000000000000000000000000bb
`))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Payers) != 1 || a.Payers[0] != common.HexToAddress("0xaa") || len(a.Agents) != 2 ||
		a.Agents[0].Uint64() != 42 || a.Agents[1].Uint64() != 0xbb {
		t.Fatalf("parsed %+v", a)
	}
	for _, tc := range []struct{ in, want string }{
		{"0x1234", "line 1"},
		{"\n\nvitalik.eth", `line 3: "vitalik.eth" is neither`},
		{"agent: -5", `agent "-5"`},
		{"agent: 0x12", "not a 20-byte"},
		{"00000000000000000000000000000000000000aa", "neither a 0x payer"},
		{strings.Repeat("z", 200), "…"},
	} {
		_, err := ParseAnchors(strings.NewReader(tc.in))
		if !errors.Is(err, ErrBadAnchors) || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 160 {
			t.Errorf("%q: %v, want ErrBadAnchors saying %q, short", tc.in, err, tc.want)
		}
	}
	if a, err := ParseAnchors(strings.NewReader("# nobody\n")); err != nil || !a.Empty() {
		t.Fatalf("an empty list: %+v %v", a, err)
	}
}
