package x402

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// FacilitatorClient calls a facilitator's POST /verify and POST /settle over HTTP.
type FacilitatorClient struct {
	URL  string       // the facilitator's base URL, without /verify
	HTTP *http.Client // http.DefaultClient when nil
}

// Verify asks the facilitator whether the payment would settle. An error means no answer
// (the facilitator or its node could not be reached); a refusal is IsValid false.
func (c FacilitatorClient) Verify(ctx context.Context, req FacilitatorRequest) (VerifyResponse, error) {
	var resp VerifyResponse
	status, err := c.post(ctx, "/verify", req, &resp)
	if err == nil && status != http.StatusOK {
		err = fmt.Errorf("facilitator %s/verify answered %d: %s %s", c.base(), status, resp.InvalidReason, resp.InvalidMessage)
	}
	return resp, err
}

// Settle asks the facilitator to settle the payment. An error means no settlement is known
// (the response may still name a transaction sent, when the node went away after sending).
func (c FacilitatorClient) Settle(ctx context.Context, req FacilitatorRequest) (SettleResponse, error) {
	var resp SettleResponse
	status, err := c.post(ctx, "/settle", req, &resp)
	if err == nil && status != http.StatusOK {
		err = fmt.Errorf("facilitator %s/settle answered %d: %s %s", c.base(), status, resp.ErrorReason, resp.ErrorMessage)
	}
	return resp, err
}

func (c FacilitatorClient) base() string { return strings.TrimRight(c.URL, "/") }

func (c FacilitatorClient) post(ctx context.Context, path string, body, into any) (int, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return 0, err
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base()+path, bytes.NewReader(raw))
	if err != nil {
		return 0, fmt.Errorf("facilitator URL %q: %w", c.URL, err)
	}
	r.Header.Set("Content-Type", "application/json")
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(r)
	if err != nil {
		return 0, fmt.Errorf("facilitator %s%s: %w", c.base(), path, err)
	}
	defer resp.Body.Close()
	text, err := io.ReadAll(io.LimitReader(resp.Body, maxRequestBytes))
	if err != nil {
		return resp.StatusCode, fmt.Errorf("facilitator %s%s: read the answer: %w", c.base(), path, err)
	}
	if err := json.Unmarshal(text, into); err != nil {
		return resp.StatusCode, fmt.Errorf("facilitator %s%s answered %d with no x402 JSON: %q", c.base(), path, resp.StatusCode, clip(string(text)))
	}
	return resp.StatusCode, nil
}
