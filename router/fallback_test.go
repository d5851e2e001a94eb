package router_test

import (
	"context"
	"math/big"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/router"
)

// hangingClient blocks every call until its context ends, recording how much time the context
// gave it.
type hangingClient struct {
	mu     sync.Mutex
	budget []time.Duration // time left before the deadline, at each call
}

func (h *hangingClient) CallContract(ctx context.Context, _ ethereum.CallMsg, _ *big.Int) ([]byte, error) {
	h.mu.Lock()
	if d, ok := ctx.Deadline(); ok {
		h.budget = append(h.budget, time.Until(d))
	} else {
		h.budget = append(h.budget, -1)
	}
	h.mu.Unlock()
	<-ctx.Done()
	return nil, ctx.Err()
}

// Every call a Gate or a Rank makes, the parameters' included, lives under one deadline no
// later than the router's timeout: none gets a deadline of its own beyond it, nor none at all.
func TestEveryCallIsBoundByTheTimeout(t *testing.T) {
	const timeout = 150 * time.Millisecond
	for name, run := range map[string]func(*router.Router) (router.Decision, error){
		"gate": func(r *router.Router) (router.Decision, error) { return r.Gate(context.Background(), big.NewInt(7)) },
		"rank": func(r *router.Router) (router.Decision, error) {
			ds, err := r.Rank(context.Background(), []*big.Int{big.NewInt(7), big.NewInt(8)})
			if err != nil {
				return router.Decision{}, err
			}
			return ds[0], nil
		},
	} {
		h := &hangingClient{}
		r, err := router.New(h, [20]byte{1}, router.WithTimeout(timeout))
		if err != nil {
			t.Fatal(err)
		}
		d, err := run(r)
		if err != nil || d.Source != router.SourcePrior {
			t.Fatalf("%s: %+v, %v; want the prior", name, d, err)
		}
		if len(h.budget) == 0 {
			t.Fatalf("%s: no call reached the node", name)
		}
		for i, b := range h.budget {
			if b < 0 || b > timeout {
				t.Fatalf("%s: call %d had %v before its deadline, want at most the %v timeout (and a deadline)", name, i, b, timeout)
			}
		}
	}
}

// Over http:// and ws://, with the node refusing the connection, accepting it and never
// answering (not even the WebSocket handshake), or hanging in the middle of a call, Gate and Rank
// answer from the prior within the timeout and 100 ms, and say so.
func TestFallbackToPriorOnEveryTransport(t *testing.T) {
	const timeout = 300 * time.Millisecond
	anvil := testutil.StartAnvil(t)
	hangsMidCall := testutil.NewFaultProxy(t, anvil.URL)
	hangsMidCall.Silence(true)
	cases := map[string]string{
		"http refused":       testutil.ClosedURL(t, "http"),
		"ws refused":         testutil.ClosedURL(t, "ws"),
		"http silent":        testutil.SilentURL(t, "http"),
		"ws silent":          testutil.SilentURL(t, "ws"),
		"http hangs in call": hangsMidCall.URL,
	}
	// The bound is on the mechanism, not on a busy machine's scheduler: each case is tried up to
	// three times (each with a fresh client and router) and the fastest try must meet it.
	within := timeout + 100*time.Millisecond
	for name, url := range cases {
		fastestGate, fastestRank := time.Hour, time.Hour
		for try := 0; try < 3 && (fastestGate > within || fastestRank > within); try++ {
			client, err := router.Dial(url)
			if err != nil {
				t.Fatal(err)
			}
			r, err := router.New(client, [20]byte{1}, router.WithTimeout(timeout))
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			d, err := r.Gate(context.Background(), big.NewInt(42))
			fastestGate = min(fastestGate, time.Since(start))
			if err != nil || d.Source != router.SourcePrior || d.SmoothedBps != 7000 || d.LowerBps != 5565 || !d.Routable {
				t.Fatalf("%s: %+v, %v", name, d, err)
			}
			start = time.Now()
			ranked, err := r.Rank(context.Background(), []*big.Int{big.NewInt(1), big.NewInt(2)})
			fastestRank = min(fastestRank, time.Since(start))
			if err != nil || len(ranked) != 2 || ranked[0].Source != router.SourcePrior || ranked[1].Source != router.SourcePrior {
				t.Fatalf("%s: rank %+v, %v", name, ranked, err)
			}
			client.Close()
		}
		if fastestGate > within || fastestRank > within {
			t.Fatalf("%s: Gate fell back after %s and Rank after %s at best, with a %s timeout: want within %s",
				name, fastestGate, fastestRank, timeout, within)
		}
	}
}

// A LazyClient whose node comes up later connects on a later call: a router made while the node
// was down reads the chain once it is there.
func TestLazyClientConnectsOnceTheNodeIsUp(t *testing.T) {
	port, err := testutil.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	url := "ws://127.0.0.1:" + itoa(port)
	client, err := router.Dial(url)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	r, err := router.New(client, [20]byte{1}, router.WithTimeout(200*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Params(context.Background()); err == nil {
		t.Fatal("parameters read with no node")
	}
	bin, err := testutil.AnvilBinary()
	if err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(bin, "--host", "127.0.0.1", "--port", itoa(port), "--quiet")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	// The ledger address holds no code on a fresh anvil: the call reaches the node and comes back
	// with an answer that does not decode, which is not a connection failure.
	testutil.Eventually(t, 20*time.Second, "a call to reach the node", func() (bool, error) {
		to := common.Address{1}
		_, err := client.CallContract(context.Background(), ethereum.CallMsg{To: &to}, nil)
		return err == nil, err
	})
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

// Rank orders by lower bound, highest first, and keeps the given order among ties: here every
// agent falls back to the same prior, and the order must come back unchanged.
func TestRankKeepsTheGivenOrderAmongTies(t *testing.T) {
	r, err := router.New(&hangingClient{}, [20]byte{1}, router.WithTimeout(time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]*big.Int, 100)
	for i := range agents {
		agents[i] = big.NewInt(int64((i*37)%100 + 1)) // a shuffled order
	}
	ranked, err := r.Rank(context.Background(), agents)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range ranked {
		if d.Agent.Cmp(agents[i]) != 0 {
			t.Fatalf("tied decisions reordered: position %d holds agent %s, want %s", i, d.Agent, agents[i])
		}
	}
}
