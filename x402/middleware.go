package x402

import (
	"bytes"
	"fmt"
	"net/http"
)

// RequireOption adjusts Require.
type RequireOption func(*requireConfig)

type requireConfig struct {
	http        *http.Client
	description string
	mimeType    string
}

// WithFacilitatorHTTP is the client the middleware reaches the facilitator with.
func WithFacilitatorHTTP(c *http.Client) RequireOption {
	return func(rc *requireConfig) { rc.http = c }
}

// WithDescription describes the resource in the 402's resource info.
func WithDescription(description, mimeType string) RequireOption {
	return func(rc *requireConfig) { rc.description, rc.mimeType = description, mimeType }
}

// Require is net/http middleware that lets a request through only once it has paid: without a
// PAYMENT-SIGNATURE header it answers 402 with the requirements in PAYMENT-REQUIRED; with one
// it has the facilitator at facilitatorURL verify the payment, runs the handler, and, when the
// handler succeeded (status below 400), has the payment settled and answers with the
// handler's response and PAYMENT-RESPONSE. A handler that fails is not paid for. The handler's
// response is held until the settlement is known, so it is never delivered unpaid.
func Require(req Requirements, facilitatorURL string, opts ...RequireOption) func(http.Handler) http.Handler {
	var rc requireConfig
	for _, o := range opts {
		o(&rc)
	}
	fac := FacilitatorClient{URL: facilitatorURL, HTTP: rc.http}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			resource := &Resource{URL: requestURL(r), Description: rc.description, MimeType: rc.mimeType}
			required := func(status int, why string) {
				pr := PaymentRequired{X402Version: Version, Error: why, Resource: resource, Accepts: []Requirements{req}}
				h, err := EncodeHeader(pr)
				if err != nil {
					http.Error(w, "x402: cannot encode the requirements", http.StatusInternalServerError)
					return
				}
				w.Header().Set(HeaderPaymentRequired, h)
				writeJSON(w, status, pr)
			}
			header := r.Header.Get(HeaderPaymentSignature)
			if header == "" {
				required(http.StatusPaymentRequired, HeaderPaymentSignature+" header is required")
				return
			}
			var payload PaymentPayload
			if err := DecodeHeader(HeaderPaymentSignature, header, &payload); err != nil {
				required(http.StatusBadRequest, err.Error())
				return
			}
			if !sameTerms(payload.Accepted, req) {
				required(http.StatusPaymentRequired, "the payment accepts other terms than this resource's (scheme, network, amount, asset, payTo)")
				return
			}
			freq := FacilitatorRequest{X402Version: Version, PaymentPayload: payload, PaymentRequirements: req}
			v, err := fac.Verify(r.Context(), freq)
			if err != nil {
				http.Error(w, "x402: the payment could not be verified: "+err.Error(), http.StatusInternalServerError)
				return
			}
			if !v.IsValid {
				required(http.StatusPaymentRequired, v.InvalidReason)
				return
			}
			rec := &heldResponse{header: http.Header{}, status: http.StatusOK}
			next.ServeHTTP(rec, r)
			if rec.status >= 400 {
				rec.deliver(w)
				return
			}
			s, err := fac.Settle(r.Context(), freq)
			if h, herr := EncodeHeader(s); herr == nil && (s.Transaction != "" || s.ErrorReason != "") {
				w.Header().Set(HeaderPaymentResponse, h)
			}
			if err != nil {
				http.Error(w, "x402: the payment could not be settled: "+err.Error(), http.StatusInternalServerError)
				return
			}
			if !s.Success {
				required(http.StatusPaymentRequired, s.ErrorReason)
				return
			}
			rec.deliver(w)
		})
	}
}

// sameTerms reports whether a payment accepted exactly the resource's requirements.
func sameTerms(a, b Requirements) bool {
	return a.Scheme == b.Scheme && a.Network == b.Network && a.Amount == b.Amount &&
		equalFoldHex(a.Asset, b.Asset) && equalFoldHex(a.PayTo, b.PayTo)
}

func equalFoldHex(a, b string) bool { return bytes.EqualFold([]byte(a), []byte(b)) }

func requestURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return fmt.Sprintf("%s://%s%s", scheme, r.Host, r.URL.RequestURI())
}

// heldResponse keeps a handler's response until the payment is settled.
type heldResponse struct {
	header http.Header
	status int
	wrote  bool
	body   bytes.Buffer
}

func (h *heldResponse) Header() http.Header { return h.header }
func (h *heldResponse) WriteHeader(status int) {
	if !h.wrote {
		h.status, h.wrote = status, true
	}
}
func (h *heldResponse) Write(p []byte) (int, error) {
	h.WriteHeader(http.StatusOK)
	return h.body.Write(p)
}

func (h *heldResponse) deliver(w http.ResponseWriter) {
	for k, v := range h.header {
		w.Header()[k] = v
	}
	w.WriteHeader(h.status)
	_, _ = w.Write(h.body.Bytes())
}
