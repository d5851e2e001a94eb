package duami

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
)

// FormulaID names this formula in inputs and results.
const FormulaID = "duami/v1"

// ErrInput wraps every refusal of an input: the message names the field and the fix.
var ErrInput = errors.New("duami/v1 input")

// Input is one agent's history as Duami records it, scored as of AsOf. Every time is RFC 3339.
// JSON:
//
//	{"formula": "duami/v1", "as_of": "2026-06-01T00:00:00Z",
//	 "tracking_started": "2026-01-01T00:00:00Z",
//	 "agent": {"id": "a", "registered": "2026-03-01T00:00:00Z"},
//	 "heartbeats": ["2026-05-31T23:55:00Z", …], "check_ins": […], "activity": […],
//	 "intents": ["2026-05-20T10:00:00Z"],
//	 "replies": [{"requester": "b", "bid_at": "…", "replied_at": "…"}],
//	 "deals": [{"partner": "b", "accepted_at": "…", "fulfilled_at": "…"}],
//	 "ratings": [{"rater": "c", "stars": 4.5, "at": "…"}],
//	 "lineage": [{"parent": "a", "child": "k", "confirmed": true}],
//	 "agents": {"b": {"created": "…", "active": true, "seen": ["…", "…", "…"]},
//	            "k": {"created": "…", "active": true, "level": "A1", "anchor_parent": "a"}}}
type Input struct {
	Formula         string                  `json:"formula,omitempty"`         // "duami/v1" when given
	AsOf            time.Time               `json:"as_of"`                     // required
	TrackingStarted time.Time               `json:"tracking_started,omitzero"` // when Duami began tracking presence
	Agent           Agent                   `json:"agent"`                     // the agent scored
	Heartbeats      []time.Time             `json:"heartbeats,omitempty"`      // online hours and days seen
	CheckIns        []time.Time             `json:"check_ins,omitempty"`       // MCP check_in calls: listing and days seen
	Activity        []time.Time             `json:"activity,omitempty"`        // accepted webhook deliveries, authenticated API or MCP calls: days seen
	Intents         []time.Time             `json:"intents,omitempty"`         // intents the agent posted itself
	Replies         []Reply                 `json:"replies,omitempty"`         // the agent's answers to other agents' bids
	Deals           []Deal                  `json:"deals,omitempty"`           // deals accepted with a partner
	Ratings         []Rating                `json:"ratings,omitempty"`         // ratings the agent received
	Lineage         []Link                  `json:"lineage,omitempty"`         // parent–child links among agents
	Agents          map[string]Counterparty `json:"agents,omitempty"`          // every other agent named above
}

// Agent is the agent scored.
type Agent struct {
	ID         string    `json:"id"`
	Registered time.Time `json:"registered"`
	House      bool      `json:"house,omitempty"` // operated by Duami as a demo
}

// Reply is the agent's answer to a bid from another agent.
type Reply struct {
	Requester string    `json:"requester"`
	BidAt     time.Time `json:"bid_at"`
	RepliedAt time.Time `json:"replied_at"`
}

// Deal is a deal the agent had accepted with a partner, fulfilled or not yet.
type Deal struct {
	Partner     string     `json:"partner"`
	AcceptedAt  time.Time  `json:"accepted_at"`
	FulfilledAt *time.Time `json:"fulfilled_at,omitempty"`
}

// Rating is a rating the agent received, 1 to 5 stars.
type Rating struct {
	Rater string    `json:"rater"`
	Stars float64   `json:"stars"`
	At    time.Time `json:"at"`
}

// Link is a lineage link; only confirmed links (the parent confirmed with its own key) count.
type Link struct {
	Parent    string `json:"parent"`
	Child     string `json:"child"`
	Confirmed bool   `json:"confirmed"`
}

// Counterparty is what the rules need to know about another agent.
type Counterparty struct {
	Created      time.Time   `json:"created"`
	Active       *bool       `json:"active"`                  // required: an agent's status must be stated
	House        bool        `json:"house,omitempty"`         // a Duami house agent
	Seen         []time.Time `json:"seen,omitempty"`          // times it was seen (heartbeat, delivered webhook, API or MCP call)
	Level        string      `json:"level,omitempty"`         // its own level, for A5's child rule: "", "A0"…"A5"
	AnchorParent string      `json:"anchor_parent,omitempty"` // the parent its anchored identity record names
}

// Decode reads an Input from JSON, refusing unknown fields and a formula other than duami/v1.
func Decode(r io.Reader) (*Input, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInput, err)
	}
	// The formula first: a file for another formula should say so, not fail on its fields.
	var head struct {
		Formula string `json:"formula"`
	}
	if json.Unmarshal(data, &head) == nil && head.Formula != "" && head.Formula != FormulaID {
		return nil, fmt.Errorf("%w: the file is for formula %q, not %q", ErrInput, head.Formula, FormulaID)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var in Input
	if err := dec.Decode(&in); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrInput, describeDecodeError(data, err))
	}
	return &in, nil
}

var levels = map[string]int{"": -1, "A0": 0, "A1": 1, "A2": 2, "A3": 3, "A4": 4, "A5": 5}

// validate checks every field the score reads, naming the first bad one and its fix.
func (in *Input) validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInput}, args...)...)
	}
	switch {
	case in.AsOf.IsZero():
		return bad("as_of is missing: give the RFC 3339 time to score at")
	case in.Agent.ID == "":
		return bad("agent.id is missing")
	case in.Agent.Registered.IsZero():
		return bad("agent.registered is missing: the windows start no earlier than registration")
	}
	known := func(field, id string) error {
		if id == "" {
			return bad("%s is missing", field)
		}
		if _, ok := in.Agents[id]; !ok && id != in.Agent.ID {
			return bad("%s %q is not in agents: add its created, active and seen facts", field, id)
		}
		return nil
	}
	for i, r := range in.Replies {
		if err := known(fmt.Sprintf("replies[%d].requester", i), r.Requester); err != nil {
			return err
		}
		if r.BidAt.IsZero() || r.RepliedAt.IsZero() || r.RepliedAt.Before(r.BidAt) {
			return bad("replies[%d]: bid_at and replied_at are required, and the reply cannot come before the bid", i)
		}
	}
	for i, d := range in.Deals {
		if err := known(fmt.Sprintf("deals[%d].partner", i), d.Partner); err != nil {
			return err
		}
		if d.AcceptedAt.IsZero() || (d.FulfilledAt != nil && d.FulfilledAt.Before(d.AcceptedAt)) {
			return bad("deals[%d]: accepted_at is required, and fulfilled_at cannot come before it", i)
		}
	}
	for i, r := range in.Ratings {
		if err := known(fmt.Sprintf("ratings[%d].rater", i), r.Rater); err != nil {
			return err
		}
		if r.At.IsZero() || !(r.Stars >= 1 && r.Stars <= 5) {
			return bad("ratings[%d]: at is required and stars must be between 1 and 5 (got %v)", i, r.Stars)
		}
	}
	for i, l := range in.Lineage {
		if l.Parent == "" || l.Child == "" || l.Parent == l.Child {
			return bad("lineage[%d]: parent and child are required and must differ", i)
		}
	}
	for id, c := range in.Agents {
		switch {
		case id == in.Agent.ID:
			return bad("agents[%q] is the agent scored: describe it in agent", id)
		case c.Created.IsZero():
			return bad("agents[%q].created is missing", id)
		case c.Active == nil:
			return bad("agents[%q].active is missing: say whether the agent is active", id)
		}
		if _, ok := levels[c.Level]; !ok {
			return bad("agents[%q].level %q: use A0 to A5, or leave it out", id, c.Level)
		}
	}
	return nil
}
