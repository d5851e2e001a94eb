package main

import (
	"encoding/json"
	"net/http"
	"sort"
	"strings"
	"testing"

	"github.com/repledger/repledger/testnet"
)

// The OpenAPI document describes exactly the API routes the server has, and every operation
// answers its example request with 200 and a body holding the fields its schema requires.
func TestOpenAPIMatchesHandlers(t *testing.T) {
	c := startServedChain(t)
	c.rate(6, testnet.DevAccounts()[5:7])
	c.tn.Commit()
	b := startTestBackend(t, c, c.tn.Manifest)
	base := strings.TrimSuffix(b.URL, "/")
	agent := testnet.DevAccounts()[5].Address.Hex()

	_, body := get(t, base+"/openapi.json")
	var doc struct {
		OpenAPI string `json:"openapi"`
		Paths   map[string]map[string]struct {
			Parameters []struct {
				Name, In string
				Required bool
				Example  any
			} `json:"parameters"`
			Responses map[string]struct {
				Ref     string `json:"$ref"`
				Content map[string]struct {
					Schema map[string]any `json:"schema"`
				} `json:"content"`
			} `json:"responses"`
		} `json:"paths"`
		Components struct {
			Schemas map[string]map[string]any `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.OpenAPI != "3.1.0" {
		t.Fatalf("openapi %q, want 3.1.0", doc.OpenAPI)
	}
	var inDoc, inServer []string
	for p, ops := range doc.Paths {
		for m := range ops {
			inDoc = append(inDoc, strings.ToUpper(m)+" "+p)
		}
	}
	for _, r := range b.Server.Routes() {
		if r.API {
			inServer = append(inServer, r.Method+" "+r.Path)
		}
	}
	sort.Strings(inDoc)
	sort.Strings(inServer)
	if strings.Join(inDoc, ",") != strings.Join(inServer, ",") {
		t.Fatalf("OpenAPI describes %v, the server has %v", inDoc, inServer)
	}
	resolve := func(s map[string]any) map[string]any {
		if ref, ok := s["$ref"].(string); ok {
			return doc.Components.Schemas[strings.TrimPrefix(ref, "#/components/schemas/")]
		}
		return s
	}
	for p, ops := range doc.Paths {
		op := ops["get"]
		path, q := p, []string{}
		for _, prm := range op.Parameters {
			ex := strings.ReplaceAll(toString(prm.Example), "{agent}", agent)
			if prm.In == "path" {
				path = strings.ReplaceAll(path, "{"+prm.Name+"}", ex)
			} else if prm.Name != "routable" && prm.Name != "provisional" || prm.Required {
				q = append(q, prm.Name+"="+ex)
			}
		}
		resp, body := get(t, base+path+"?"+strings.Join(q, "&"))
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: %d %s", p, resp.StatusCode, body)
			continue
		}
		schema := resolve(op.Responses["200"].Content["application/json"].Schema)
		var v any
		if err := json.Unmarshal(body, &v); err != nil {
			t.Errorf("%s: not JSON: %v", p, err)
			continue
		}
		if schema["type"] == "array" {
			arr := v.([]any)
			if len(arr) == 0 {
				t.Errorf("%s: empty array", p)
				continue
			}
			v, schema = arr[0], resolve(schema["items"].(map[string]any))
		}
		obj := v.(map[string]any)
		for _, f := range schema["required"].([]any) {
			if _, ok := obj[f.(string)]; !ok {
				t.Errorf("%s: the response has no %q, which the OpenAPI document requires", p, f)
			}
		}
		props, _ := schema["properties"].(map[string]any)
		for name, prop := range props {
			sub, _ := prop.(map[string]any)
			if sub["type"] == "object" {
				inner, _ := obj[name].(map[string]any)
				for _, f := range sub["required"].([]any) {
					if _, ok := inner[f.(string)]; !ok {
						t.Errorf("%s: %s has no %q, which the OpenAPI document requires", p, name, f)
					}
				}
				continue
			}
			if sub["type"] != "array" {
				continue
			}
			items := resolve(sub["items"].(map[string]any))
			arr, _ := obj[name].([]any)
			for _, it := range arr {
				for _, f := range items["required"].([]any) {
					if _, ok := it.(map[string]any)[f.(string)]; !ok {
						t.Errorf("%s: %s[] has no %q, which the OpenAPI document requires", p, name, f)
					}
				}
			}
		}
	}
}

func toString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case bool:
		if x {
			return "true"
		}
		return "false"
	case float64:
		return strings.TrimSuffix(strings.TrimSuffix(json.Number(jsonNum(x)).String(), ".0"), ".")
	}
	return ""
}

func jsonNum(f float64) string { b, _ := json.Marshal(f); return string(b) }
