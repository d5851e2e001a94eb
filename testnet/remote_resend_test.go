package testnet

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/repledger/repledger/bindings"
)

// droppingProxy forwards JSON-RPC to a node, except that it swallows the first raw transaction
// of the first batch it sees with `at` or more of them: it answers with a hash, as a node does
// that accepted the transaction and then lost it.
type droppingProxy struct {
	target  string
	at      int
	dropped atomic.Int32
}

func (p *droppingProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var batch []map[string]any
	if json.Unmarshal(body, &batch) == nil && p.dropped.Load() == 0 {
		var kept []map[string]any
		var fake map[string]any
		for _, el := range batch {
			if fake == nil && el["method"] == "eth_sendRawTransaction" && len(batch) >= p.at {
				fake = map[string]any{"jsonrpc": "2.0", "id": el["id"], "result": "0x" + string(bytes.Repeat([]byte("0"), 64))}
				continue
			}
			kept = append(kept, el)
		}
		if fake != nil {
			p.dropped.Add(1)
			var answers []json.RawMessage
			if len(kept) > 0 {
				raw, _ := json.Marshal(kept)
				resp, err := http.Post(p.target, "application/json", bytes.NewReader(raw))
				if err != nil {
					http.Error(w, err.Error(), http.StatusBadGateway)
					return
				}
				defer resp.Body.Close()
				if err := json.NewDecoder(resp.Body).Decode(&answers); err != nil {
					http.Error(w, err.Error(), http.StatusBadGateway)
					return
				}
			}
			f, _ := json.Marshal(fake)
			answers = append(answers, f)
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(answers)
			return
		}
	}
	resp, err := http.Post(p.target, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "application/json")
	_, _ = io.Copy(w, resp.Body)
}

// A transaction the node accepted and then lost is handed to it again once no receipt has come
// for Resend, and the jobs still settle.
func TestRemoteResendsALostTransaction(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tn := serve(t, ServeConfig{EpochLength: 60, BlockPeriod: 20 * time.Millisecond})
	proxy := &droppingProxy{target: tn.HTTPURL, at: 4}
	srv := httptest.NewServer(proxy)
	defer srv.Close()
	client, err := ethclient.DialContext(ctx, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	r, err := NewRemote(ctx, client, tn.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	r.Resend = 200 * time.Millisecond
	dev := DevAccounts()
	jobs := make([]Job, 4)
	for i := range jobs {
		jobs[i] = Job{Client: dev[3], Provider: dev[5+i], Budget: big.NewInt(1_000_000),
			Outcome: bindings.EscrowOutcome{Shipped: true, CriticRan: true}}
	}
	ids, err := r.RunJobs(ctx, jobs)
	if err != nil {
		t.Fatal(err)
	}
	if proxy.dropped.Load() != 1 {
		t.Fatalf("the proxy dropped %d transactions, want 1", proxy.dropped.Load())
	}
	for _, id := range ids {
		terms, err := bind.Call(tn.Escrow, &bind.CallOpts{Context: ctx}, tn.EscrowABI.PackRatingTerms(id), tn.EscrowABI.UnpackRatingTerms)
		if err != nil || !terms.Completed {
			t.Fatalf("job %s not completed: %v", id, err)
		}
	}
}
