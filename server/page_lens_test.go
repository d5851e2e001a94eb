package server

import (
	"net/url"
	"strings"
	"testing"
)

// The page's lens chooser, without JavaScript: anchors typed on the leaderboard rank it through
// the lens, say so, show what each row's lens counts and keep the anchors in the paging links; the
// agent page shows the agent through the lens with its trusted payers; anchors the lens refuses
// are said, and the global score shown.
func TestPageThroughTheLens(t *testing.T) {
	s, _, _ := newStubServer(t)
	q := url.Values{"anchors": {trustedPayer.Hex()}, "limit": {"2"}}.Encode()
	body := do(s, "GET", "/?"+q).Body.String()
	for _, want := range []string{`id="lens-note"`, "Through your trust lens", "lens counts 16 of 32 units", `value="` + trustedPayer.Hex() + `"`,
		"anchors=" + trustedPayer.Hex()} {
		if !strings.Contains(body, want) {
			t.Errorf("the board through the lens lacks %q", want)
		}
	}
	body = do(s, "GET", "/?anchors=0x0000000000000000000000000000000000005752").Body.String()
	if !strings.Contains(body, "no evidence in the lens") || strings.Contains(body, "not routable (under the floor)</span></span></td><td class=\"num hide-sm\">0") {
		t.Errorf("a stranger's lens: every agent should read no evidence, never not routable")
	}
	body = do(s, "GET", "/?anchors=vitalik.eth").Body.String()
	if !strings.Contains(body, `id="lens-error"`) || strings.Contains(body, `id="lens-note"`) || !strings.Contains(body, "vitalik.eth") {
		t.Errorf("refused anchors are not said on the board")
	}
	body = do(s, "GET", "/agents/42?anchors="+trustedPayer.Hex()).Body.String()
	for _, want := range []string{`id="agent-lens"`, "through the lens", "1 trusted payer", "1.000"} {
		if !strings.Contains(body, want) {
			t.Errorf("the agent page through the lens lacks %q", want)
		}
	}
	if body := do(s, "GET", "/agents/42").Body.String(); strings.Contains(body, `id="agent-lens"`) || !strings.Contains(body, "Name the payers you trust") {
		t.Errorf("the agent page without anchors should invite them")
	}
}
