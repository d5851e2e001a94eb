package duami

import (
	"errors"
	"math"
	"strings"
	"testing"
	"time"
)

var asOf = time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)

func may(d, h, m, s int) time.Time { return time.Date(2026, 5, d, h, m, s, 0, time.UTC) }
func jan(d int) time.Time          { return time.Date(2026, 1, d, 0, 0, 0, 0, time.UTC) }
func yes() *bool                   { b := true; return &b }
func no() *bool                    { b := false; return &b }
func at(t time.Time) *time.Time    { return &t }

// heartbeatHours adds heartbeats in `slots` 5-minute slots of each of the given hours.
func heartbeatHours(from time.Time, hours, slots int) []time.Time {
	var out []time.Time
	for h := range hours {
		for s := range slots {
			out = append(out, from.Add(time.Duration(h)*time.Hour+time.Duration(5*s)*time.Minute+time.Minute))
		}
	}
	return out
}

func independentParty() Counterparty {
	return Counterparty{Created: jan(1), Active: yes(), Seen: []time.Time{jan(2), jan(3), jan(4)}}
}

// example is agent "a" on 1 June 2026, worked by hand (each part's numbers are in TestExample).
func example() *Input {
	in := &Input{AsOf: asOf, TrackingStarted: jan(1), Agent: Agent{ID: "a", Registered: jan(1)}}
	first := asOf.Add(-UptimeHours * time.Hour)
	in.Heartbeats = append(heartbeatHours(first, 150, 11), heartbeatHours(first.Add(150*time.Hour), 18, 9)...)
	for d := 12; d <= 24; d++ {
		in.Activity = append(in.Activity, may(d, 9, 0, 0))
	}
	in.Intents = []time.Time{may(15, 8, 0, 0)}
	reply := func(who string, d int, secs int) Reply {
		return Reply{Requester: who, BidAt: may(d, 10, 0, 0), RepliedAt: may(d, 10, 0, secs)}
	}
	in.Replies = []Reply{
		reply("b", 10, 30), reply("b", 11, 60), reply("b", 12, 120), reply("b", 13, 10), reply("b", 14, 10),
		reply("c", 15, 300), reply("c", 16, 600), reply("d", 17, 1800),
		reply("h", 18, 5), reply("y", 29, 5), reply("k", 19, 5), reply("a", 20, 5),
		{Requester: "b", BidAt: time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), RepliedAt: time.Date(2026, 2, 1, 0, 0, 5, 0, time.UTC)},
	}
	in.Deals = []Deal{
		{Partner: "b", AcceptedAt: may(20, 0, 0, 0), FulfilledAt: at(may(21, 0, 0, 0))},
		{Partner: "c", AcceptedAt: may(22, 0, 0, 0), FulfilledAt: at(may(23, 0, 0, 0))},
		{Partner: "b", AcceptedAt: may(24, 0, 0, 0), FulfilledAt: at(may(25, 0, 0, 0))},
		{Partner: "h", AcceptedAt: may(20, 0, 0, 0), FulfilledAt: at(may(21, 0, 0, 0))},
		{Partner: "y", AcceptedAt: may(29, 0, 0, 0), FulfilledAt: at(may(30, 0, 0, 0))},
		{Partner: "d", AcceptedAt: may(30, 0, 0, 0)},
	}
	in.Ratings = []Rating{
		{Rater: "b", Stars: 5, At: may(21, 1, 0, 0)}, {Rater: "b", Stars: 4, At: may(25, 1, 0, 0)},
		{Rater: "c", Stars: 2, At: may(23, 1, 0, 0)}, {Rater: "h", Stars: 5, At: may(21, 2, 0, 0)},
	}
	in.Lineage = []Link{{Parent: "a", Child: "k", Confirmed: true}}
	house, young, child := independentParty(), independentParty(), independentParty()
	house.House = true
	young.Created, young.Seen = may(28, 0, 0, 0), []time.Time{may(28, 1, 0, 0), may(29, 1, 0, 0), may(30, 1, 0, 0)}
	child.Level, child.AnchorParent = "A1", "a"
	in.Agents = map[string]Counterparty{"b": independentParty(), "c": independentParty(), "d": independentParty(),
		"h": house, "y": young, "k": child}
	return in
}

func mustScore(t *testing.T, in *Input) *Result {
	t.Helper()
	res, err := Score(in)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

// The parts of the example, by hand (checked with an independent Python computation):
//
//	U = 150/168 = 0.892857 (150 hours with 11 slots, 18 with 9)
//	R: b's first three (30, 60, 120 s; its reply in February is outside the window and does
//	   not use up its three), c's 300 and 600 s, d's 1800 s; house h, 3-day-old y, child k and
//	   the agent itself do not count. Median (120 + 300)/2 = 210 s: speed 1 − ln 3.5/ln 30 =
//	   0.631670, × 6/10 = 0.379002
//	L = 20/30: heartbeats on 25–31 May, activity on 12–24 May
//	T = log₂ 3 / log₂ 11 = 0.458157: b and c (b twice counts once; h house, y too young)
//	Q: b averages 4.5, c 2; (9 + 6.5)/5 = 3.1 stars → 0.525 × 2/5 = 0.21
//	score = 100 × (0.25·U + 0.15·R + 0.1·L + 0.3·T + 0.2·Q) = 52.617833
func TestExample(t *testing.T) {
	res := mustScore(t, example())
	p := res.Parts
	if p.U.OnlineHours != 150 || p.U.TrackedHours != 168 || !near(p.U.Value, 150.0/168) {
		t.Errorf("U: %+v", p.U)
	}
	if p.R.Replies != 6 || p.R.MedianSeconds != 210 || !near(p.R.Speed, 0.6316700185500124) || !near(p.R.Value, 0.3790020111300074) {
		t.Errorf("R: %+v", p.R)
	}
	if p.L.DaysSeen != 20 || p.L.DaysTracked != 30 || !near(p.L.Value, 2.0/3) {
		t.Errorf("L: %+v", p.L)
	}
	if p.T.Partners != 2 || !near(p.T.Value, 0.4581569099913262) {
		t.Errorf("T: %+v", p.T)
	}
	if p.Q.Raters != 2 || !near(p.Q.MeanStars, 3.1) || !near(p.Q.Value, 0.21) {
		t.Errorf("Q: %+v", p.Q)
	}
	if !near(res.Score, 52.61783270478514) || !res.Listed || res.House {
		t.Errorf("score %v listed %v house %v", res.Score, res.Listed, res.House)
	}
	if res.Meets != (Meets{A1: true, A3: true, A4: true, A5: true}) || res.Level != "A5" || res.AlwaysOn {
		t.Errorf("levels: %+v, level %q, always on %v", res.Meets, res.Level, res.AlwaysOn)
	}
}

func TestLevels(t *testing.T) {
	// Every hour online: A2 met, shown as the badge beside A5.
	in := example()
	in.Heartbeats = heartbeatHours(asOf.Add(-UptimeHours*time.Hour), 168, 10)
	if res := mustScore(t, in); res.Level != "A5" || !res.AlwaysOn || res.Parts.U.Value != 1 {
		t.Errorf("always on at A5: %q %v %+v", res.Level, res.AlwaysOn, res.Parts.U)
	}
	// The child's anchored record names someone else: A5 falls, A4 remains.
	in = example()
	k := in.Agents["k"]
	k.AnchorParent = "z"
	in.Agents["k"] = k
	if res := mustScore(t, in); res.Level != "A4" {
		t.Errorf("child not anchored to the parent: %q", res.Level)
	}
	// An unconfirmed link is no child (and no family).
	in = example()
	in.Lineage[0].Confirmed = false
	if res := mustScore(t, in); res.Level != "A4" {
		t.Errorf("unconfirmed child: %q", res.Level)
	}
	// No independent rating: A4 falls too, A3 remains.
	in = example()
	in.Lineage, in.Ratings = nil, nil
	if res := mustScore(t, in); res.Level != "A3" {
		t.Errorf("no rating, no child: %q", res.Level)
	}
	// No intent of its own in the last 30 days: only A1.
	in = example()
	in.Intents = []time.Time{may(1, 0, 0, 0)}
	if res := mustScore(t, in); res.Level != "A1" || res.Meets.A4 || res.Meets.A5 {
		t.Errorf("no recent intent: %q %+v", res.Level, res.Meets)
	}
	// A 24/7 heartbeat alone, 8 days old: A2 is the level, with no badge.
	solo := &Input{AsOf: asOf, Agent: Agent{ID: "s", Registered: asOf.Add(-8 * day)},
		Heartbeats: heartbeatHours(asOf.Add(-8*day), 8*24, 12)}
	if res := mustScore(t, solo); res.Level != "A2" || res.AlwaysOn || !res.Meets.A1 {
		t.Errorf("always-on newcomer: %q %v %+v", res.Level, res.AlwaysOn, res.Meets)
	}
	// 6 days old: not A2 yet (and the 168 hours are not all tracked).
	solo.Agent.Registered = asOf.Add(-6 * day)
	if res := mustScore(t, solo); res.Level != "A1" || res.Parts.U.TrackedHours != 144 {
		t.Errorf("6-day-old always-on agent: %q, %+v", res.Level, res.Parts.U)
	}
	// Checked in once, long ago: listed at A0. Never checked in (activity only): not listed.
	a0 := &Input{AsOf: asOf, Agent: Agent{ID: "z", Registered: jan(1)}, CheckIns: []time.Time{jan(5)}}
	if res := mustScore(t, a0); res.Level != "A0" || !res.Listed {
		t.Errorf("checked in once: %q listed %v", res.Level, res.Listed)
	}
	a0.CheckIns, a0.Activity = nil, []time.Time{may(30, 0, 0, 0), may(29, 0, 0, 0), may(28, 0, 0, 0)}
	if res := mustScore(t, a0); res.Level != "" || res.Listed || !res.Meets.A1 {
		t.Errorf("never checked in: %q listed %v", res.Level, res.Listed)
	}
	// A house agent is scored and flagged.
	in = example()
	in.Agent.House = true
	if res := mustScore(t, in); !res.House || res.Score == 0 {
		t.Errorf("house agent: %+v", res)
	}
}

func TestIndependence(t *testing.T) {
	in := example()
	in.Lineage = append(in.Lineage, Link{Parent: "k", Child: "g", Confirmed: true}, Link{Parent: "q", Child: "a"})
	for _, id := range []string{"g", "q", "late", "quiet", "off"} {
		in.Agents[id] = independentParty()
	}
	late, quiet, off := in.Agents["late"], in.Agents["quiet"], in.Agents["off"]
	late.Created = may(1, 0, 0, 0)
	quiet.Seen = []time.Time{may(1, 5, 0, 0), may(1, 9, 0, 0), may(2, 0, 0, 0), may(20, 0, 0, 0)}
	off.Active = no()
	in.Agents["late"], in.Agents["quiet"], in.Agents["off"] = late, quiet, off
	s := newScorer(in)
	for _, tc := range []struct {
		id   string
		at   time.Time
		want bool
	}{
		{"b", may(10, 0, 0, 0), true},
		{"a", may(10, 0, 0, 0), false},      // itself
		{"h", may(10, 0, 0, 0), false},      // a house agent
		{"k", may(10, 0, 0, 0), false},      // its confirmed child
		{"g", may(10, 0, 0, 0), false},      // its child's child: family through confirmed lineage
		{"q", may(10, 0, 0, 0), true},       // an unconfirmed parent is no family
		{"off", may(10, 0, 0, 0), false},    // not active
		{"late", may(8, 0, 0, 0), true},     // created exactly 7 days before
		{"late", may(7, 23, 59, 59), false}, // a second short of 7 days
		{"quiet", may(19, 23, 0, 0), false}, // seen on 2 days by then (two sightings on 1 May are one day)
		{"quiet", may(20, 0, 0, 0), true},   // the third day counts on the day of the interaction
		{"quiet", may(31, 0, 0, 0), true},   // and stays met
		{"nobody", may(10, 0, 0, 0), false}, // unknown: validate refuses such input before scoring
	} {
		if got := s.independent(tc.id, tc.at); got != tc.want {
			t.Errorf("independent(%s at %s) = %v, want %v", tc.id, tc.at.Format(time.RFC3339), got, tc.want)
		}
	}
}

func TestResponsiveness(t *testing.T) {
	in := example()
	in.Replies = in.Replies[:2] // two replies: fast, but below 3
	if res := mustScore(t, in); res.Parts.R.Value != 0 || res.Parts.R.Replies != 2 || res.Parts.R.Speed != 1 {
		t.Errorf("two replies: %+v", res.Parts.R)
	}
	in = example()
	in.Replies = nil
	for i, who := range []string{"b", "c", "d", "b", "c", "d", "b", "c", "d", "b", "c", "d"} {
		in.Replies = append(in.Replies, Reply{Requester: who, BidAt: may(1+i, 0, 0, 0), RepliedAt: may(1+i, 0, 0, 45)})
	}
	if res := mustScore(t, in); !near(res.Parts.R.Value, 0.9) || res.Parts.R.Replies != 9 {
		t.Errorf("twelve 45-second replies from three requesters (nine count, × 9/10): %+v", res.Parts.R)
	}
	in.Agents["e"] = independentParty()
	in.Replies = append(in.Replies, Reply{Requester: "e", BidAt: may(20, 0, 0, 0), RepliedAt: may(20, 0, 0, 45)})
	if res := mustScore(t, in); res.Parts.R.Value != 1 || res.Parts.R.Replies != 10 {
		t.Errorf("ten counted replies: %+v", res.Parts.R)
	}
	for i := range in.Replies {
		in.Replies[i].RepliedAt = in.Replies[i].BidAt.Add(SlowReply)
	}
	if res := mustScore(t, in); res.Parts.R.Value != 0 || res.Parts.R.Speed != 0 {
		t.Errorf("30-minute replies: %+v", res.Parts.R)
	}
}

// Units cut by the registration are not counted; events after as_of do not exist yet.
func TestWindows(t *testing.T) {
	// as_of is 1 June 00:30, so the hours end at 00:00; registered 27 May 21:30, so the first
	// tracked hour is 22:00: 98 hours, all online (heartbeats from 20:30, every slot).
	in := &Input{AsOf: asOf.Add(30 * time.Minute), Agent: Agent{ID: "n", Registered: asOf.Add(-98*time.Hour - 30*time.Minute)},
		Heartbeats: heartbeatHours(asOf.Add(-100*time.Hour), 101, 12)}
	res := mustScore(t, in)
	if res.Parts.U.TrackedHours != 98 || res.Parts.U.OnlineHours != 98 || res.Parts.U.Value != 1 {
		t.Errorf("registration cutting an hour: %+v", res.Parts.U)
	}
	// The days tracked are 28–31 May (27 May is cut), each seen.
	if res.Parts.L.DaysTracked != 4 || res.Parts.L.DaysSeen != 4 || res.Parts.L.Value != 1 {
		t.Errorf("longevity of a 4-day-old agent: %+v", res.Parts.L)
	}
	ex := example()
	ex.AsOf = may(22, 12, 0, 0)
	res = mustScore(t, ex)
	if res.Parts.T.Partners != 1 || res.Parts.Q.Raters != 1 {
		t.Errorf("on 22 May only b's deal and rating exist: %+v %+v", res.Parts.T, res.Parts.Q)
	}
}

func TestRejects(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Input)
		want   string
	}{
		{"no as_of", func(in *Input) { in.AsOf = time.Time{} }, "as_of"},
		{"no agent id", func(in *Input) { in.Agent.ID = "" }, "agent.id"},
		{"no registration", func(in *Input) { in.Agent.Registered = time.Time{} }, "agent.registered"},
		{"unknown requester", func(in *Input) { in.Replies[0].Requester = "x" }, "replies[0].requester"},
		{"reply before bid", func(in *Input) { in.Replies[1].RepliedAt = in.Replies[1].BidAt.Add(-time.Second) }, "replies[1]"},
		{"unknown partner", func(in *Input) { in.Deals[0].Partner = "x" }, "deals[0].partner"},
		{"fulfilled before accepted", func(in *Input) { in.Deals[0].FulfilledAt = at(jan(1)) }, "deals[0]"},
		{"stars out of range", func(in *Input) { in.Ratings[0].Stars = 6 }, "ratings[0]"},
		{"no rater", func(in *Input) { in.Ratings[0].Rater = "" }, "ratings[0].rater"},
		{"self link", func(in *Input) { in.Lineage[0].Child = "a" }, "lineage[0]"},
		{"activity unknown", func(in *Input) { b := in.Agents["b"]; b.Active = nil; in.Agents["b"] = b }, `agents["b"].active`},
		{"no created", func(in *Input) { b := in.Agents["b"]; b.Created = time.Time{}; in.Agents["b"] = b }, `agents["b"].created`},
		{"bad level", func(in *Input) { b := in.Agents["b"]; b.Level = "A9"; in.Agents["b"] = b }, `agents["b"].level`},
		{"agent among agents", func(in *Input) { in.Agents["a"] = independentParty() }, `agents["a"]`},
	} {
		in := example()
		tc.change(in)
		_, err := Score(in)
		if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an input error naming %s", tc.name, err, tc.want)
		}
	}
}

func TestDecode(t *testing.T) {
	in, err := Decode(strings.NewReader(`{"formula": "duami/v1", "as_of": "2026-06-01T00:00:00Z",
		"agent": {"id": "a", "registered": "2026-05-01T00:00:00Z"},
		"check_ins": ["2026-05-31T10:00:00Z"],
		"agents": {"b": {"created": "2026-01-01T00:00:00Z", "active": true}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if res, err := Score(in); err != nil || res.Level != "A0" || res.Parts.L.DaysSeen != 1 {
		t.Fatalf("decoded: %+v, %v", res, err)
	}
	for _, bad := range []string{
		`{"formula": "qed/v0", "as_of": "2026-06-01T00:00:00Z"}`,
		`{"as_of": "2026-06-01T00:00:00Z", "agent": {"id": "a", "registerd": "2026-05-01T00:00:00Z"}}`,
		`[]`,
	} {
		if _, err := Decode(strings.NewReader(bad)); !errors.Is(err, ErrInput) {
			t.Errorf("Decode(%s): %v", bad, err)
		}
	}
}
