package duami

import (
	"errors"
	"strings"
	"testing"
)

// A refused input names the field by its path and says what it wants, in the formula's words,
// never in encoding/json's or package time's.
func TestDecodeNamesTheField(t *testing.T) {
	const head = `{"formula": "duami/v1", "as_of": "2026-06-01T00:00:00Z", "agent": {"id": "a", "registered": "2026-03-01T00:00:00Z"}`
	for _, tc := range []struct {
		name, in string
		want     []string
	}{
		{"a time not RFC 3339", head + `, "ratings": [{"rater": "c", "stars": 4, "at": "2026-05-01T00:00:00Z"}, {"rater": "c", "stars": 4, "at": "yesterday"}]}`,
			[]string{`ratings[1].at "yesterday"`, "RFC 3339"}},
		{"a time as a number", head + `, "heartbeats": ["2026-05-01T00:00:00Z", 12]}`, []string{"heartbeats[1] 12", "RFC 3339"}},
		{"a nested time", `{"as_of": "2026-06-01T00:00:00Z", "agent": {"id": "a", "registered": "March"}}`,
			[]string{`agent.registered "March"`}},
		{"stars as a string", head + `, "ratings": [{"rater": "c", "stars": "five", "at": "2026-05-01T00:00:00Z"}]}`,
			[]string{"ratings[0].stars", "got a string", "want a number"}},
		{"active as a string", head + `, "agents": {"b": {"created": "2026-01-01T00:00:00Z", "active": "yes"}}}`,
			[]string{"agents.b.active", "got a string", "true or false"}},
		{"a list as an object", head + `, "deals": {}}`, []string{"deals", "got an object", "want a list"}},
		{"an unknown field", head + `, "ratingz": []}`, []string{`unknown field "ratingz"`, "misspelt"}},
		{"broken JSON", "{\n  \"as_of\": \"2026-06-01T00:00:00Z\",\n  \"agent\" {}\n}", []string{"line 3, column"}},
		{"cut short", `{"as_of": "2026-06-01T00:00:00Z"`, []string{"ends early"}},
	} {
		_, err := Decode(strings.NewReader(tc.in))
		if !errors.Is(err, ErrInput) {
			t.Errorf("%s: %v, want ErrInput", tc.name, err)
			continue
		}
		msg := err.Error()
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q does not say %q", tc.name, msg, w)
			}
		}
		for _, goText := range []string{"json:", "cannot unmarshal", "parsing time", "Time.UnmarshalJSON", "Go struct", "invalid character"} {
			if strings.Contains(msg, goText) {
				t.Errorf("%s: %q speaks Go (%q)", tc.name, msg, goText)
			}
		}
	}
}
