package server

import (
	"fmt"
	"html/template"
	"strings"

	"github.com/repledger/repledger/index"
	"github.com/repledger/repledger/reputation"
)

// chart draws an agent's history server-side as inline SVG: smoothed score and lower bound per
// epoch on a 0–5★ scale, with the floor, and a table fallback for screen readers. An agent with
// no rating (rated = 0) has nothing to draw but the prior, and the page says so instead.
func chart(h []index.Point, rated int, floor, prior uint64) template.HTML {
	const w, ht, pad = 640.0, 200.0, 30.0
	if rated == 0 || len(h) == 0 {
		return template.HTML(fmt.Sprintf(`<p id="chart-empty">No history to chart: no job of this agent has been rated yet. `+ //nolint:gosec // numbers only
			`Until its first rating it reads the prior, %.2f★ (%d bps), like every newcomer; the chart starts with that rating.</p>`,
			reputation.Stars(prior), prior))
	}
	first, last := h[0].Epoch, h[len(h)-1].Epoch
	span := float64(max(1, last-first))
	x := func(e uint64) float64 {
		if first == last { // one epoch so far: its point in the middle
			return w / 2
		}
		return pad + (float64(e-first)/span)*(w-2*pad)
	}
	y := func(bps uint64) float64 { return ht - pad - float64(min(bps, 10000))/10000*(ht-2*pad) }
	line := func(get func(index.Point) uint64) string {
		var b strings.Builder
		for i, p := range h {
			if i == 0 {
				fmt.Fprintf(&b, "M%.1f %.1f", x(p.Epoch), y(get(p)))
			} else {
				fmt.Fprintf(&b, " L%.1f %.1f", x(p.Epoch), y(get(p)))
			}
		}
		return b.String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg viewBox="0 0 %.0f %.0f" width="100%%" style="max-width:%.0fpx" role="img" aria-labelledby="chart-title"><title id="chart-title">Smoothed score and Wilson lower bound per epoch, epochs %d to %d</title>`, w, ht, w, first, last)
	for _, s := range []uint64{0, 2000, 4000, 6000, 8000, 10000} {
		fmt.Fprintf(&b, `<line x1="%.0f" x2="%.0f" y1="%.1f" y2="%.1f" stroke="#2c3640"/><text x="2" y="%.1f">%.0f★</text>`, pad, w-pad, y(s), y(s), y(s)+4, reputation.Stars(s))
	}
	fmt.Fprintf(&b, `<line x1="%.0f" x2="%.0f" y1="%.1f" y2="%.1f" stroke="#f2cc60" stroke-dasharray="4 3"/><text x="%.0f" y="%.1f">floor</text>`, pad, w-pad, y(floor), y(floor), w-pad-30, y(floor)-4)
	fmt.Fprintf(&b, `<path d="%s" fill="none" stroke="#79b8ff" stroke-width="2.5"/>`, line(func(p index.Point) uint64 { return p.SmoothedBps }))
	fmt.Fprintf(&b, `<path d="%s" fill="none" stroke="#4cc38a" stroke-width="2" stroke-dasharray="6 3"/>`, line(func(p index.Point) uint64 { return p.LowerBps }))
	if len(h) <= 60 { // a dot per epoch, so one epoch's history is not an invisible line
		for _, p := range h {
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3.5" fill="#79b8ff"/><circle cx="%.1f" cy="%.1f" r="3" fill="#4cc38a"/>`,
				x(p.Epoch), y(p.SmoothedBps), x(p.Epoch), y(p.LowerBps))
		}
	}
	fmt.Fprintf(&b, `<text x="%.0f" y="%.0f">epoch %d</text><text x="%.0f" y="%.0f" text-anchor="end">epoch %d</text>`, pad, ht-8, first, w-pad, ht-8, last)
	b.WriteString(`</svg><p class="muted"><span style="color:#79b8ff">━ smoothed</span> · <span style="color:#4cc38a">╍ lower bound</span> · <span style="color:#f2cc60">╍ floor</span></p>`)
	if first == last {
		b.WriteString(`<p class="muted">One epoch of history so far: each epoch to come adds a point.</p>`)
	}
	b.WriteString(`<details><summary>History as a table</summary><table><thead><tr><th scope="col">epoch</th><th scope="col" class="num">smoothed</th><th scope="col" class="num">lower bound</th><th scope="col" class="num">ratings</th></tr></thead><tbody>`)
	for _, p := range h {
		fmt.Fprintf(&b, `<tr><td>%d</td><td class="num">%.2f★</td><td class="num">%.2f★</td><td class="num">%d</td></tr>`, p.Epoch, reputation.Stars(p.SmoothedBps), reputation.Stars(p.LowerBps), p.Ratings)
	}
	b.WriteString(`</tbody></table></details>`)
	return template.HTML(b.String()) //nolint:gosec // built from numbers only
}
