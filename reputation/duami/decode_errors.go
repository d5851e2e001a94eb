package duami

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"time"
)

// timeFields are the input's keys that hold RFC 3339 times, alone or in a list.
var timeFields = map[string]bool{"as_of": true, "tracking_started": true, "registered": true, "heartbeats": true,
	"check_ins": true, "activity": true, "intents": true, "bid_at": true, "replied_at": true, "accepted_at": true,
	"fulfilled_at": true, "at": true, "created": true, "seen": true}

// describeDecodeError says what is wrong with an input encoding/json refused, naming the field
// by its path (ratings[2].at) and the fix, never in encoding/json's or package time's words.
func describeDecodeError(data []byte, err error) string {
	var syntax *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		line, col := position(data, syntax.Offset)
		return fmt.Sprintf("not valid JSON at line %d, column %d: check the quotes, commas and brackets there", line, col)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "the JSON ends early: a bracket or quote is not closed"
	case errors.As(err, &typeErr):
		field := typeErr.Field
		var tree any
		if json.Unmarshal(data, &tree) == nil {
			if p := findField(tree, "", "", false, typeErr); p != "" {
				field = p
			}
		}
		if field == "" {
			field = "the input"
		}
		return fmt.Sprintf("%s: got %s, want %s", field, jsonKind(typeErr.Value), goKind(typeErr.Type))
	}
	if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fmt.Sprintf("unknown field %s: the duami/v1 input has no such field (is it misspelt?)", f)
	}
	// A time that does not parse: encoding/json does not say where, so find it.
	var tree any
	if json.Unmarshal(data, &tree) == nil {
		if path, v := badTime("", tree, false); path != "" {
			return fmt.Sprintf("%s %s: want an RFC 3339 time such as 2026-06-01T00:00:00Z", path, v)
		}
	}
	return "the input does not match the duami/v1 format: see the Input JSON in the package documentation"
}

// mapFields are the input's keys whose objects are maps by id: encoding/json leaves their keys
// out of a field's path.
var mapFields = map[string]bool{"agents": true}

// findField finds the value encoding/json refused: the first whose path without list indices and
// map keys is the error's Field and whose kind is the error's Value. It returns its full path
// (agents.b.active, ratings[2].stars). byID: v is a map by id, whose keys the Field leaves out.
func findField(v any, path, fieldPath string, byID bool, e *json.UnmarshalTypeError) string {
	kind := ""
	switch v := v.(type) {
	case map[string]any:
		if fieldPath == e.Field && e.Value == "object" {
			return path
		}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			subField := join(fieldPath, k)
			if byID {
				subField = fieldPath
			}
			if p := findField(v[k], join(path, k), subField, !byID && mapFields[k], e); p != "" {
				return p
			}
		}
		return ""
	case []any:
		if fieldPath == e.Field && e.Value == "array" {
			return path
		}
		for i, x := range v {
			if p := findField(x, fmt.Sprintf("%s[%d]", path, i), fieldPath, false, e); p != "" {
				return p
			}
		}
		return ""
	case string:
		kind = "string"
	case float64:
		kind = "number"
	case bool:
		kind = "bool"
	}
	if fieldPath == e.Field && kind != "" && strings.HasPrefix(e.Value, kind) {
		return path
	}
	return ""
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// badTime finds the first value under a time key that is not an RFC 3339 time string, with its
// path and its text; keys are visited in order so that the answer is stable.
func badTime(path string, v any, isTime bool) (string, string) {
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sub := k
			if path != "" {
				sub = path + "." + k
			}
			if p, bad := badTime(sub, v[k], timeFields[k]); p != "" {
				return p, bad
			}
		}
	case []any:
		for i, e := range v {
			if p, bad := badTime(fmt.Sprintf("%s[%d]", path, i), e, isTime); p != "" {
				return p, bad
			}
		}
	default:
		if !isTime || v == nil {
			return "", ""
		}
		raw, _ := json.Marshal(v)
		var t time.Time
		if t.UnmarshalJSON(raw) != nil {
			return path, string(raw)
		}
	}
	return "", ""
}

// position turns a byte offset into a line and column, both from 1.
func position(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(offset) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}

// jsonKind names a JSON value as encoding/json describes it ("string", "number 1.5", "array").
func jsonKind(v string) string {
	switch {
	case v == "object":
		return "an object"
	case v == "array":
		return "a list"
	case v == "bool":
		return "true or false"
	case strings.HasPrefix(v, "number"):
		return "a number" + strings.TrimPrefix(v, "number")
	}
	return "a " + v
}

// goKind says what a Go type takes, in JSON's terms.
func goKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Float32, reflect.Float64, reflect.Int, reflect.Int64, reflect.Uint, reflect.Uint64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Slice, reflect.Array:
		return "a list [...]"
	case reflect.Map, reflect.Struct:
		if t == reflect.TypeOf(time.Time{}) {
			return "an RFC 3339 time such as 2026-06-01T00:00:00Z"
		}
		return "an object {...}"
	}
	return "another kind of value"
}
