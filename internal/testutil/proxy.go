package testutil

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

// FaultProxy stands between a client and a node's HTTP JSON-RPC endpoint and misbehaves on
// demand, in one of these ways:
//
//   - Hold: the next request of a method is caught, either before it reaches the node (and then
//     lost) or after the node answered (and the answer withheld), until Release. A client killed
//     meanwhile dies with its request lost on the way, or with the node having acted on it
//     unbeknown to the client.
//   - Drop: the next raw transactions sent are answered with their hashes, as a node that
//     accepted them and then lost them would, and never reach the node.
//   - Silence: every request hangs without an answer (a node that hangs mid-call).
//   - Down: every open connection is closed and every new one refused (the node is gone).
//
// Batched requests are handled element by element for Drop, and as a whole for Hold.
type FaultProxy struct {
	URL    string
	target string
	ln     *downListener
	srv    *http.Server

	mu        sync.Mutex
	hold      string        // method to catch; "" when not armed
	deliver   bool          // forward the caught request before holding it
	caught    chan struct{} // closed when a request is caught
	released  chan struct{} // closed by Release
	drops     int           // raw transactions still to drop
	silent    chan struct{} // non-nil while silenced; closed to end the silence
	counts    map[string]int
	dropped   atomic.Int64
	closeOnce sync.Once
}

// NewFaultProxy starts a proxy to target (http://host:port) on a free loopback port; it stops
// with the test.
func NewFaultProxy(t testing.TB, target string) *FaultProxy {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &FaultProxy{URL: "http://" + l.Addr().String(), target: target, released: make(chan struct{}), counts: map[string]int{}}
	p.ln = &downListener{Listener: l, conns: map[net.Conn]struct{}{}}
	p.srv = &http.Server{Handler: p, ConnState: p.ln.track}
	go func() { _ = p.srv.Serve(p.ln) }()
	t.Cleanup(p.Close)
	return p
}

// Close releases anything held and stops the proxy.
func (p *FaultProxy) Close() {
	p.closeOnce.Do(func() {
		p.Release()
		p.Silence(false)
		p.ln.setDown(true)
		_ = p.srv.Close()
	})
}

// Hold arms the proxy for the next request of method; the channel is closed once it is caught.
// deliver forwards it to the node before holding the answer; otherwise it never gets there.
func (p *FaultProxy) Hold(method string, deliver bool) <-chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.hold, p.deliver, p.caught, p.released = method, deliver, make(chan struct{}), make(chan struct{})
	return p.caught
}

// Release lets a caught request end (its client is usually dead by then) and disarms Hold.
func (p *FaultProxy) Release() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.hold = ""
	select {
	case <-p.released:
	default:
		close(p.released)
	}
}

// Drop makes the proxy swallow the next n raw transactions (eth_sendRawTransaction), answering
// each with its hash as if the node had taken it.
func (p *FaultProxy) Drop(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.drops += n
}

// Dropped is how many raw transactions the proxy swallowed.
func (p *FaultProxy) Dropped() int64 { return p.dropped.Load() }

// Silence makes every request hang without an answer (on), or lets them all through (off).
func (p *FaultProxy) Silence(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case on && p.silent == nil:
		p.silent = make(chan struct{})
	case !on && p.silent != nil:
		close(p.silent)
		p.silent = nil
	}
}

// SetDown takes the node away (closing every connection, refusing new ones) or brings it back.
func (p *FaultProxy) SetDown(down bool) { p.ln.setDown(down) }

// Refused is how many connections the proxy refused while down.
func (p *FaultProxy) Refused() int64 { return p.ln.refused.Load() }

// Count is how many requests of method the proxy has seen (batched calls count one each).
func (p *FaultProxy) Count(method string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.counts[method]
}

// rpcCall is the part of a JSON-RPC request the proxy reads.
type rpcCall struct {
	ID     json.RawMessage   `json:"id"`
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

func (p *FaultProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	calls, batch := parseCalls(body)
	p.mu.Lock()
	silent := p.silent
	var caught, released chan struct{}
	deliver := false
	for _, c := range calls {
		p.counts[c.Method]++
		if p.hold != "" && c.Method == p.hold && caught == nil {
			caught, released, deliver = p.caught, p.released, p.deliver
			p.hold = ""
		}
	}
	p.mu.Unlock()
	if silent != nil {
		select {
		case <-silent:
		case <-r.Context().Done():
			return
		}
	}
	if caught != nil && !deliver {
		close(caught)
		select {
		case <-released:
		case <-r.Context().Done():
		}
		http.Error(w, "dropped by the test", http.StatusBadGateway)
		return
	}
	ctx := r.Context()
	if caught != nil {
		ctx = context.Background() // the node must get it even if the client dies meanwhile
	}
	answer, status, err := p.forward(ctx, calls, batch, body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if caught != nil {
		close(caught)
		select {
		case <-released:
		case <-r.Context().Done():
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(answer)
}

// forward sends the calls to the node, except raw transactions the proxy drops, whose answers it
// makes up; the answers come back in the request's order.
func (p *FaultProxy) forward(ctx context.Context, calls []rpcCall, batch bool, body []byte) ([]byte, int, error) {
	fakes := map[int]json.RawMessage{}
	p.mu.Lock()
	for i, c := range calls {
		if p.drops == 0 || c.Method != "eth_sendRawTransaction" || len(c.Params) == 0 {
			continue
		}
		var raw hexutil.Bytes
		var tx types.Transaction
		if json.Unmarshal(c.Params[0], &raw) != nil || tx.UnmarshalBinary(raw) != nil {
			continue
		}
		p.drops--
		p.dropped.Add(1)
		fakes[i], _ = json.Marshal(map[string]any{"jsonrpc": "2.0", "id": c.ID, "result": tx.Hash()})
	}
	p.mu.Unlock()
	if len(fakes) == 0 {
		return p.post(ctx, body)
	}
	var kept []json.RawMessage
	var raws []json.RawMessage
	if batch {
		_ = json.Unmarshal(body, &raws)
	} else {
		raws = []json.RawMessage{body}
	}
	for i := range calls {
		if _, fake := fakes[i]; !fake {
			kept = append(kept, raws[i])
		}
	}
	var answers []json.RawMessage
	if len(kept) > 0 {
		out, _ := json.Marshal(kept)
		resp, status, err := p.post(ctx, out)
		if err != nil {
			return nil, 0, err
		}
		if status != http.StatusOK || json.Unmarshal(resp, &answers) != nil {
			return resp, status, nil
		}
	}
	// Clients match a batch's answers to its calls by id, not by position.
	for _, f := range fakes {
		answers = append(answers, f)
	}
	if !batch {
		return answers[0], http.StatusOK, nil
	}
	out, err := json.Marshal(answers)
	return out, http.StatusOK, err
}

func (p *FaultProxy) post(ctx context.Context, body []byte) ([]byte, int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.target, bytes.NewReader(body))
	if err != nil {
		return nil, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	answer, err := io.ReadAll(resp.Body)
	return answer, resp.StatusCode, err
}

// parseCalls reads a JSON-RPC request or batch.
func parseCalls(body []byte) ([]rpcCall, bool) {
	trimmed := strings.TrimSpace(string(body))
	if strings.HasPrefix(trimmed, "[") {
		var calls []rpcCall
		_ = json.Unmarshal(body, &calls)
		return calls, true
	}
	var c rpcCall
	_ = json.Unmarshal(body, &c)
	return []rpcCall{c}, false
}

// downListener closes every connection it accepts while down, and every open one when it
// goes down.
type downListener struct {
	net.Listener
	mu      sync.Mutex
	down    bool
	conns   map[net.Conn]struct{}
	refused atomic.Int64
}

func (l *downListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		l.mu.Lock()
		down := l.down
		l.mu.Unlock()
		if !down {
			return c, nil
		}
		l.refused.Add(1)
		c.Close()
	}
}

// track follows the server's connections, so that going down can close them.
func (l *downListener) track(c net.Conn, state http.ConnState) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch state {
	case http.StateNew:
		l.conns[c] = struct{}{}
	case http.StateClosed, http.StateHijacked:
		delete(l.conns, c)
	}
}

func (l *downListener) setDown(down bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.down = down
	if down {
		for c := range l.conns {
			c.Close()
		}
	}
}
