package duami

import (
	"math"
	"sort"
	"time"
)

// The formula's constants, as Duami's rules state them.
const (
	WeightU, WeightR, WeightL, WeightT, WeightQ = 0.25, 0.15, 0.1, 0.3, 0.2

	UptimeHours         = 168
	OnlineSlots         = 10 // of the twelve 5-minute slots of an hour
	ReplyWindowDays     = 90
	MaxRepliesPerAgent  = 3
	MinReplies          = 3
	FullReplies         = 10
	FastReply           = time.Minute
	SlowReply           = 30 * time.Minute
	LongevityDays       = 30
	FullTradePartners   = 10 // log₂(1 + 10) ÷ log₂(11) = 1
	PriorStars          = 3.0
	PriorRaters         = 3.0
	FullRaters          = 5
	MinPartnerAgeDays   = 7
	MinPartnerSeenDays  = 3
	ScheduledDays       = 3 // A1: seen on 3 of the last 7 days
	AlwaysOnHours       = 160
	AlwaysOnMinAgeDays  = 7
	FindsWorkDays       = 30 // A3: an intent and an accepted deal in the last 30 days
	TradesDays          = 90 // A4: fulfilled deals with 2 partners in the last 90 days
	TradesPartners      = 2
	ScheduledWindowDays = 7

	day            = 24 * time.Hour
	minutesPerSlot = 5
	levelA1        = 1
	levelName      = "A0A1A2A3A4A5"
)

// Result is the score, its parts and the level.
type Result struct {
	Formula  string    `json:"formula"`
	Agent    string    `json:"agent"`
	AsOf     time.Time `json:"as_of"`
	Listed   bool      `json:"listed"` // checked in at least once; unlisted agents have no level
	House    bool      `json:"house"`  // a house agent: scored, never ranked
	Score    float64   `json:"score"`  // 0..100, not rounded
	Parts    Parts     `json:"parts"`
	Level    string    `json:"level"`     // "A0".."A5", "" when not listed
	AlwaysOn bool      `json:"always_on"` // the badge: A3 or above and A2 met
	Meets    Meets     `json:"meets"`     // each level's criteria on their own
}

// Parts are the five parts, each between 0 and 1, with what they were computed from.
type Parts struct {
	U Uptime         `json:"uptime"`
	R Responsiveness `json:"responsiveness"`
	L Longevity      `json:"longevity"`
	T Trade          `json:"trade"`
	Q Ratings        `json:"ratings"`
}

// Uptime is U.
type Uptime struct {
	Value        float64 `json:"value"`
	OnlineHours  int     `json:"online_hours"`
	TrackedHours int     `json:"tracked_hours"`
}

// Responsiveness is R.
type Responsiveness struct {
	Value         float64 `json:"value"`
	Replies       int     `json:"replies"`        // counted: independent requesters, at most 3 each
	MedianSeconds float64 `json:"median_seconds"` // 0 with no replies
	Speed         float64 `json:"speed"`          // the log-scale part before the replies factor
}

// Longevity is L.
type Longevity struct {
	Value       float64 `json:"value"`
	DaysSeen    int     `json:"days_seen"`
	DaysTracked int     `json:"days_tracked"`
}

// Trade is T.
type Trade struct {
	Value    float64 `json:"value"`
	Partners int     `json:"partners"` // C: distinct independent partners of fulfilled deals
}

// Ratings is Q.
type Ratings struct {
	Value     float64 `json:"value"`
	Raters    int     `json:"raters"`
	MeanStars float64 `json:"bayesian_mean_stars"` // with the prior; 3 with no raters
}

// Meets says which levels' own criteria hold (A3–A5 include A1, A4 and A5 include A3).
type Meets struct {
	A1 bool `json:"A1"`
	A2 bool `json:"A2"`
	A3 bool `json:"A3"`
	A4 bool `json:"A4"`
	A5 bool `json:"A5"`
}

// Score computes the autonomy score v1 and the level for the input.
func Score(in *Input) (*Result, error) {
	if err := in.validate(); err != nil {
		return nil, err
	}
	s := newScorer(in)
	res := &Result{Formula: FormulaID, Agent: in.Agent.ID, AsOf: in.AsOf, House: in.Agent.House, Listed: s.listed()}
	res.Parts.U = s.uptime()
	res.Parts.R = s.responsiveness()
	res.Parts.L = s.longevity()
	res.Parts.T = s.trade()
	res.Parts.Q = s.ratings()
	p := res.Parts
	res.Score = 100 * (WeightU*p.U.Value + WeightR*p.R.Value + WeightL*p.L.Value + WeightT*p.T.Value + WeightQ*p.Q.Value)
	res.Meets = s.meets(p)
	res.Level, res.AlwaysOn = level(res.Listed, res.Meets)
	return res, nil
}

// level is the highest-numbered level met; A2 shows only when nothing above it does, and is
// the "always on" badge from A3 up.
func level(listed bool, m Meets) (string, bool) {
	if !listed {
		return "", false
	}
	n := 0
	switch {
	case m.A5:
		n = 5
	case m.A4:
		n = 4
	case m.A3:
		n = 3
	case m.A2:
		n = 2
	case m.A1:
		n = 1
	}
	return levelName[2*n : 2*n+2], n >= 3 && m.A2
}

// scorer holds the input with its derived sets.
type scorer struct {
	in     *Input
	start  time.Time // the later of tracking start and registration
	family map[string]bool
	seen   map[time.Time]bool // UTC days the agent was seen
}

func newScorer(in *Input) *scorer {
	s := &scorer{in: in, start: in.Agent.Registered, family: family(in), seen: map[time.Time]bool{}}
	if in.TrackingStarted.After(s.start) {
		s.start = in.TrackingStarted
	}
	for _, list := range [][]time.Time{in.Heartbeats, in.CheckIns, in.Activity} {
		for _, t := range list {
			if !t.After(in.AsOf) {
				s.seen[dayOf(t)] = true
			}
		}
	}
	return s
}

func dayOf(t time.Time) time.Time { return t.UTC().Truncate(day) }

// inWindow reports t ∈ (as_of − days, as_of].
func (s *scorer) inWindow(t time.Time, days int) bool {
	return !t.After(s.in.AsOf) && t.After(s.in.AsOf.Add(-time.Duration(days)*day))
}

func (s *scorer) listed() bool {
	for _, list := range [][]time.Time{s.in.Heartbeats, s.in.CheckIns} {
		for _, t := range list {
			if !t.After(s.in.AsOf) {
				return true
			}
		}
	}
	return false
}

// onlineHours returns the online and tracked hours among the 168 before as_of's hour.
func (s *scorer) onlineHours() (online, tracked int) {
	end := s.in.AsOf.UTC().Truncate(time.Hour)
	first := end.Add(-UptimeHours * time.Hour)
	slots := map[time.Time]uint16{} // hour → bitmask of 5-minute slots with a heartbeat
	for _, t := range s.in.Heartbeats {
		if t.Before(first) || !t.Before(end) {
			continue
		}
		t = t.UTC()
		slots[t.Truncate(time.Hour)] |= 1 << (t.Minute() / minutesPerSlot)
	}
	for h := first; h.Before(end); h = h.Add(time.Hour) {
		if h.Before(s.start) {
			continue
		}
		tracked++
		if popcount(slots[h]) >= OnlineSlots {
			online++
		}
	}
	return online, tracked
}

func popcount(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func (s *scorer) uptime() Uptime {
	online, tracked := s.onlineHours()
	u := Uptime{OnlineHours: online, TrackedHours: tracked}
	if tracked > 0 {
		u.Value = float64(online) / float64(tracked)
	}
	return u
}

// daysSeen counts the tracked and the seen days among the n UTC days before as_of's day.
func (s *scorer) daysSeen(n int, onlyTracked bool) (seen, tracked int) {
	end := dayOf(s.in.AsOf)
	for d := end.Add(-time.Duration(n) * day); d.Before(end); d = d.Add(day) {
		isTracked := !d.Before(s.start)
		if isTracked {
			tracked++
		}
		if s.seen[d] && (isTracked || !onlyTracked) {
			seen++
		}
	}
	return seen, tracked
}

func (s *scorer) longevity() Longevity {
	seen, tracked := s.daysSeen(LongevityDays, true)
	l := Longevity{DaysSeen: seen, DaysTracked: tracked}
	if tracked > 0 {
		l.Value = float64(seen) / float64(tracked)
	}
	return l
}

func (s *scorer) responsiveness() Responsiveness {
	replies := make([]Reply, 0, len(s.in.Replies))
	for _, r := range s.in.Replies {
		if s.inWindow(r.RepliedAt, ReplyWindowDays) && s.independent(r.Requester, r.RepliedAt) {
			replies = append(replies, r)
		}
	}
	sort.SliceStable(replies, func(a, b int) bool { return replies[a].RepliedAt.Before(replies[b].RepliedAt) })
	per := map[string]int{}
	var times []time.Duration
	for _, r := range replies {
		if per[r.Requester] < MaxRepliesPerAgent {
			per[r.Requester]++
			times = append(times, r.RepliedAt.Sub(r.BidAt))
		}
	}
	out := Responsiveness{Replies: len(times)}
	if len(times) == 0 {
		return out
	}
	sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
	mid := len(times) / 2
	median := times[mid].Seconds()
	if len(times)%2 == 0 {
		median = (times[mid-1].Seconds() + times[mid].Seconds()) / 2
	}
	out.MedianSeconds = median
	switch {
	case median <= FastReply.Seconds():
		out.Speed = 1
	case median >= SlowReply.Seconds():
		out.Speed = 0
	default:
		out.Speed = 1 - math.Log(median/FastReply.Seconds())/math.Log(SlowReply.Seconds()/FastReply.Seconds())
	}
	if len(times) >= MinReplies {
		out.Value = out.Speed * min(1, float64(len(times))/FullReplies)
	}
	return out
}

// partners counts the distinct independent partners of deals fulfilled by as_of, within the
// last `days` days when days > 0 (all history otherwise). Independence is judged at acceptance.
func (s *scorer) partners(days int) int {
	set := map[string]bool{}
	for _, d := range s.in.Deals {
		if d.FulfilledAt == nil || d.FulfilledAt.After(s.in.AsOf) || (days > 0 && !s.inWindow(*d.FulfilledAt, days)) {
			continue
		}
		if s.independent(d.Partner, d.AcceptedAt) {
			set[d.Partner] = true
		}
	}
	return len(set)
}

func (s *scorer) trade() Trade {
	c := s.partners(0)
	return Trade{Partners: c, Value: min(1, math.Log2(1+float64(c))/math.Log2(1+FullTradePartners))}
}

func (s *scorer) ratings() Ratings {
	sum, n := map[string]float64{}, map[string]int{}
	for _, r := range s.in.Ratings {
		if !r.At.After(s.in.AsOf) && s.independent(r.Rater, r.At) {
			sum[r.Rater] += r.Stars
			n[r.Rater]++
		}
	}
	total := 0.0
	for rater, stars := range sum {
		total += stars / float64(n[rater])
	}
	raters := len(sum)
	mean := (PriorStars*PriorRaters + total) / (PriorRaters + float64(raters))
	return Ratings{Raters: raters, MeanStars: mean, Value: (mean - 1) / 4 * min(1, float64(raters)/FullRaters)}
}

func (s *scorer) meets(p Parts) Meets {
	var m Meets
	if seen, _ := s.daysSeen(ScheduledWindowDays, false); seen >= ScheduledDays {
		m.A1 = true
	}
	m.A2 = p.U.OnlineHours >= AlwaysOnHours && p.U.TrackedHours == UptimeHours &&
		!s.in.Agent.Registered.After(s.in.AsOf.Add(-AlwaysOnMinAgeDays*day))
	intent := false
	for _, t := range s.in.Intents {
		intent = intent || s.inWindow(t, FindsWorkDays)
	}
	accepted := false
	for _, d := range s.in.Deals {
		accepted = accepted || (s.inWindow(d.AcceptedAt, FindsWorkDays) && s.independent(d.Partner, d.AcceptedAt))
	}
	m.A3 = m.A1 && intent && accepted
	m.A4 = m.A3 && s.partners(TradesDays) >= TradesPartners && p.Q.Raters >= 1
	m.A5 = m.A3 && s.hasQualifiedChild()
	return m
}

// hasQualifiedChild: a confirmed child at A1 or above whose anchored record names this agent.
func (s *scorer) hasQualifiedChild() bool {
	for _, l := range s.in.Lineage {
		if !l.Confirmed || l.Parent != s.in.Agent.ID {
			continue
		}
		if c, ok := s.in.Agents[l.Child]; ok && levels[c.Level] >= levelA1 && c.AnchorParent == s.in.Agent.ID {
			return true
		}
	}
	return false
}

// independent applies the rules' test to agent id at the time of an interaction.
func (s *scorer) independent(id string, at time.Time) bool {
	c, ok := s.in.Agents[id]
	if !ok || id == s.in.Agent.ID || !*c.Active || c.House || s.family[id] {
		return false // validate has checked every id is the agent or in agents
	}
	if c.Created.After(at.Add(-MinPartnerAgeDays * day)) {
		return false
	}
	last, days := dayOf(at), map[time.Time]bool{}
	for _, t := range c.Seen {
		if d := dayOf(t); !d.After(last) {
			days[d] = true
		}
	}
	return len(days) >= MinPartnerSeenDays
}

// family is every agent connected to the scored one through confirmed lineage links.
func family(in *Input) map[string]bool {
	adj := map[string][]string{}
	for _, l := range in.Lineage {
		if l.Confirmed {
			adj[l.Parent] = append(adj[l.Parent], l.Child)
			adj[l.Child] = append(adj[l.Child], l.Parent)
		}
	}
	out := map[string]bool{}
	queue := []string{in.Agent.ID}
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		for _, next := range adj[id] {
			if next != in.Agent.ID && !out[next] {
				out[next] = true
				queue = append(queue, next)
			}
		}
	}
	return out
}
