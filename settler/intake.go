package settler

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/reputation"
	"github.com/repledger/repledger/x402"
)

// OutcomesPath is where the intake takes payers' signed outcomes: the path x402.Rater posts to.
const OutcomesPath = x402.OutcomesPath

// MaxOutcomesBody bounds one request to the intake: about 1,500 outcomes. A larger body gets 413.
const MaxOutcomesBody = 1 << 20

// outcomeFields are the wire form's fields (x402.SignedOutcome), each required, with what it
// must hold.
var outcomeFields = []struct{ name, want string }{
	{"payer", "the payer's address, as the settlement's AuthorizationUsed names it (0x and 40 hex digits)"},
	{"nonce", "the payment's EIP-3009 nonce, as the settlement's AuthorizationUsed names it (0x and 64 hex digits)"},
	{"agentId", "the agent id PaymentSettled names, as a decimal string"},
	{"amount", "the amount the settlement's Transfer names, in base units, as a decimal string"},
	{"settledAt", "the timestamp of the settlement's block, unix seconds, as a JSON number (x402.ReceiptOf reads all five)"},
	{"outcome", "the outcome word, 0x-prefixed hex: tag 0x01 in the top byte and the step's signals, no buyer rating (docs/design.md §6)"},
	{"signature", "the payer's EIP-712 signature of Outcome(payer, nonce, agentId, outcome) under the source's domain, 0x and 130 hex digits (r, s, v; v 27 or 28; low s)"},
}

// intakeError is a 400's body: what is wrong, in which field and, for an array, which item.
type intakeError struct {
	Error string `json:"error"`
	Field string `json:"field,omitempty"`
	Index *int   `json:"index,omitempty"`
}

// intakeAccepted is a 202's body.
type intakeAccepted struct {
	Accepted   int      `json:"accepted"`   // outcomes stored now
	Duplicates int      `json:"duplicates"` // outcomes already held (accepted before)
	Receipts   []string `json:"receipts"`   // each outcome's receipt id, decimal, in the order sent
}

// OutcomesHandler serves POST /v1/x402/outcomes. The body is one signed outcome as a JSON object
// (x402.SignedOutcome's wire form: payer, nonce, agentId, amount, settledAt, outcome, signature)
// or a JSON array of them. Each is checked as the source would check it without the chain (the
// outcome word, the amount, that the signature is the payer's under the source's EIP-712 domain);
// one bad item refuses the whole request with 400, naming the item, the field and the fix, and
// nothing is stored. Accepted outcomes are written to the outbox and fsynced before the answer,
// 202: once acknowledged, an outcome survives a crash. Sending one again is harmless (202, counted
// as a duplicate; the source rates a receipt once). A body over MaxOutcomesBody gets 413, a full
// outbox 503 with Retry-After, a disk that refuses the write 500 (nothing stored). Whether the
// receipt exists, is unrated and within its window only the chain says, later: see relayOutcomes.
func (s *Service) OutcomesHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.x402 == nil {
			s.intakeRefuse(w, http.StatusServiceUnavailable, "relay_off", intakeError{Error: "this settler does not relay x402 outcomes (no --x402-outbox)"})
			return
		}
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			s.intakeRefuse(w, http.StatusMethodNotAllowed, "method", intakeError{Error: "use POST with one signed outcome, or an array of them, as JSON"})
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxOutcomesBody))
		if err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				s.intakeRefuse(w, http.StatusRequestEntityTooLarge, "too_large", intakeError{
					Error: fmt.Sprintf("body larger than %d bytes: send fewer outcomes per request", MaxOutcomesBody)})
				return
			}
			s.intakeRefuse(w, http.StatusBadRequest, "bad_request", intakeError{Error: "read body: " + err.Error()})
			return
		}
		outcomes, bad := s.parseOutcomes(body)
		if bad != nil {
			s.intakeRefuse(w, http.StatusBadRequest, "bad_request", *bad)
			return
		}
		added, err := s.x402.outbox.Add(outcomes)
		switch {
		case errors.Is(err, ErrOutboxFull):
			w.Header().Set("Retry-After", "30")
			s.intakeRefuse(w, http.StatusServiceUnavailable, "outbox_full", intakeError{
				Error: fmt.Sprintf("the settler holds %d outcomes waiting to be rated, its limit: nothing was stored, send them again later", s.x402.outbox.Limit())})
			return
		case err != nil:
			s.log.Error().Err(err).Msg("x402 intake: outcomes could not be stored (answered 500, nothing acknowledged)")
			s.intakeRefuse(w, http.StatusInternalServerError, "store_failed", intakeError{Error: "the settler could not store the outcomes: nothing was stored, send them again later"})
			return
		}
		s.metrics.X402Received.WithLabelValues("new").Add(float64(added))
		s.metrics.X402Received.WithLabelValues("duplicate").Add(float64(len(outcomes) - added))
		s.metrics.X402Pending.Set(float64(s.x402.outbox.Len()))
		out := intakeAccepted{Accepted: added, Duplicates: len(outcomes) - added, Receipts: make([]string, len(outcomes))}
		for i, o := range outcomes {
			out.Receipts[i] = o.ReceiptID().String()
		}
		s.log.Debug().Int("accepted", added).Int("duplicates", out.Duplicates).Msg("x402 outcomes received")
		writeJSON(w, http.StatusAccepted, out)
	})
}

func (s *Service) intakeRefuse(w http.ResponseWriter, status int, reason string, body intakeError) {
	s.metrics.X402IntakeRefused.WithLabelValues(reason).Inc()
	writeJSON(w, status, body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// parseOutcomes reads one outcome or an array of them and checks each.
func (s *Service) parseOutcomes(body []byte) ([]x402.SignedOutcome, *intakeError) {
	body = bytes.TrimSpace(body)
	var items []json.RawMessage
	array := len(body) > 0 && body[0] == '['
	switch {
	case array:
		if err := json.Unmarshal(body, &items); err != nil {
			return nil, &intakeError{Error: "body is not a JSON array of outcome objects: " + err.Error()}
		}
		if len(items) == 0 {
			return nil, &intakeError{Error: "the array is empty: send at least one outcome"}
		}
	case len(body) > 0 && body[0] == '{':
		items = []json.RawMessage{body}
	default:
		return nil, &intakeError{Error: "want one signed outcome as a JSON object, or a JSON array of them"}
	}
	out := make([]x402.SignedOutcome, len(items))
	for i, raw := range items {
		o, bad := s.parseOutcome(raw)
		if bad != nil {
			if array {
				bad.Index = &i
				bad.Error = fmt.Sprintf("outcome %d: %s", i, bad.Error)
			}
			return nil, bad
		}
		out[i] = o
	}
	return out, nil
}

// parseOutcome reads and checks one outcome, naming the first bad field and what it must hold.
func (s *Service) parseOutcome(raw json.RawMessage) (x402.SignedOutcome, *intakeError) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return x402.SignedOutcome{}, &intakeError{Error: "not a JSON object: " + err.Error()}
	}
	for _, f := range outcomeFields {
		v, ok := fields[f.name]
		if !ok || string(v) == "null" {
			return x402.SignedOutcome{}, fieldError(f.name, "missing", f.want)
		}
		if problem := checkField(f.name, v); problem != "" {
			return x402.SignedOutcome{}, fieldError(f.name, problem, f.want)
		}
	}
	var o x402.SignedOutcome
	if err := json.Unmarshal(raw, &o); err != nil {
		return o, &intakeError{Error: err.Error()}
	}
	if err := o.Check(s.x402.domain); err != nil {
		d := s.x402.domain
		return o, &intakeError{Field: "signature", Error: fmt.Sprintf(
			"signature: %v; sign Outcome(payer, nonce, agentId, outcome) with the payer's key under the EIP-712 domain {name %q, version %q, chainId %s, verifyingContract %s} (x402.Receipt.SignOutcome does)",
			err, d.Name, d.Version, d.ChainID, d.VerifyingContract.Hex())}
	}
	return o, nil
}

func fieldError(name, problem, want string) *intakeError {
	return &intakeError{Field: name, Error: fmt.Sprintf("%s: %s; want %s", name, problem, want)}
}

// checkField says what is wrong with one field's JSON value, or "".
func checkField(name string, v json.RawMessage) string {
	if name == "settledAt" {
		var n uint64
		if err := json.Unmarshal(v, &n); err != nil {
			return fmt.Sprintf("%s is not a whole number of seconds", clipped(v))
		}
		if n == 0 {
			return "0 is no settlement time"
		}
		return ""
	}
	var str string
	if err := json.Unmarshal(v, &str); err != nil {
		return fmt.Sprintf("%s is not a JSON string", clipped(v))
	}
	hexOf := func(digits int) bool { return len(str) == 2+digits && isHex(str) }
	switch name {
	case "payer":
		if !hexOf(40) {
			return fmt.Sprintf("%q is not an address", clip(str))
		}
		if common.HexToAddress(str) == (common.Address{}) {
			return "the zero address pays no one"
		}
	case "nonce":
		if !hexOf(64) {
			return fmt.Sprintf("%q is not 32 bytes of hex", clip(str))
		}
	case "agentId", "amount":
		n, ok := new(big.Int).SetString(str, 10)
		switch {
		case !ok || strings.HasPrefix(str, "+"):
			return fmt.Sprintf("%q is not a decimal integer", clip(str))
		case n.Sign() < 0 || n.BitLen() > 256:
			return fmt.Sprintf("%s is out of range 0..2^256-1", clip(str))
		case name == "amount" && n.Sign() == 0:
			return "0 is no payment"
		}
	case "outcome":
		w, ok := new(big.Int), len(str) > 2 && len(str) <= 66 && isHex(str)
		if ok {
			_, ok = w.SetString(str[2:], 16)
		}
		if !ok {
			return fmt.Sprintf("%q is not a 0x-prefixed hex word of at most 64 digits", clip(str))
		}
		if _, valid := reputation.OutcomeOfWord(w); !valid {
			return fmt.Sprintf("%s is not an outcome word the source rates (untagged, unknown bits, violations without a critic run, or a buyer rating)", clip(str))
		}
	case "signature":
		if !hexOf(130) {
			return fmt.Sprintf("%d characters; not 65 bytes of hex", len(str))
		}
		sig := common.FromHex(str)
		if v := sig[64]; (v != 27 && v != 28) ||
			!crypto.ValidateSignatureValues(v-27, new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64]), true) {
			return "v must be 27 or 28, and s in the lower half of the curve order"
		}
	}
	return ""
}

// isHex reports whether s is 0x (or 0X) and hex digits only.
func isHex(s string) bool {
	if len(s) < 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') {
		return false
	}
	for _, c := range s[2:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

func clipped(v json.RawMessage) string { return clip(string(v)) }

// OutcomesServer serves the intake on a listener of its own, apart from the health endpoints.
type OutcomesServer struct {
	srv *http.Server
	ln  net.Listener
}

// ListenOutcomes binds addr now, so a taken port stops the daemon at start. The service must
// have the relay on (Config.OutboxPath).
func ListenOutcomes(addr string, s *Service) (*OutcomesServer, error) {
	if s.x402 == nil {
		return nil, fmt.Errorf("--outcomes-listen %s: %w: the intake needs --x402-outbox", addr, ErrNoOutbox)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("--outcomes-listen %s: %w", addr, err)
	}
	mux := http.NewServeMux()
	mux.Handle(OutcomesPath, s.OutcomesHandler())
	return &OutcomesServer{ln: ln, srv: &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout: 30 * time.Second, WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute}}, nil
}

// Addr is where the server listens.
func (o *OutcomesServer) Addr() string { return o.ln.Addr().String() }

// URL is the intake's endpoint.
func (o *OutcomesServer) URL() string { return "http://" + o.Addr() + OutcomesPath }

// Serve runs until Shutdown.
func (o *OutcomesServer) Serve() error {
	if err := o.srv.Serve(o.ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Shutdown stops the server, letting requests in flight finish (and be stored) until ctx ends.
func (o *OutcomesServer) Shutdown(ctx context.Context) error { return o.srv.Shutdown(ctx) }
