package settler

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"
)

// fakeHeads hands out scripted subscriptions: each SubscribeNewHead call takes the next step,
// either an error or a subscription the test drives through its channels.
type fakeHeads struct {
	mu    sync.Mutex
	steps []error // nil: succeed
	subs  chan *fakeSub
	calls int
}

type fakeSub struct {
	heads chan<- *types.Header
	errc  chan error
	once  sync.Once
	gone  chan struct{}
}

func (s *fakeSub) Unsubscribe()      { s.once.Do(func() { close(s.gone) }) }
func (s *fakeSub) Err() <-chan error { return s.errc }

func (f *fakeHeads) SubscribeNewHead(_ context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	if len(f.steps) == 0 {
		return nil, errors.New("no more scripted subscriptions")
	}
	step := f.steps[0]
	f.steps = f.steps[1:]
	if step != nil {
		return nil, step
	}
	s := &fakeSub{heads: ch, errc: make(chan error, 1), gone: make(chan struct{})}
	f.subs <- s
	return s, nil
}

func awaitWake(t *testing.T, wake <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-wake:
	case <-time.After(5 * time.Second):
		t.Fatalf("no wake-up for %s", what)
	}
}

// A dropped subscription (the node restarted) and a refused one are followed by new attempts,
// and heads on the new subscription wake the loop again.
func TestWakeOnHeadsResubscribes(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	refused := errors.New("websocket: connection refused")
	f := &fakeHeads{steps: []error{nil, refused, refused, nil}, subs: make(chan *fakeSub, 2)}
	wake := make(chan struct{}, 1)
	done := make(chan struct{})
	go func() {
		wakeOnHeads(ctx, f, wake, zerolog.Nop(), time.Millisecond)
		close(done)
	}()

	first := <-f.subs
	first.heads <- &types.Header{}
	awaitWake(t, wake, "a head on the first subscription")
	first.errc <- errors.New("websocket: close 1006")
	select {
	case <-first.gone:
	case <-time.After(5 * time.Second):
		t.Fatal("the ended subscription was not unsubscribed")
	}

	var second *fakeSub
	select {
	case second = <-f.subs:
	case <-time.After(5 * time.Second):
		t.Fatal("no new subscription after the first ended and two attempts were refused")
	}
	second.heads <- &types.Header{}
	awaitWake(t, wake, "a head on the renewed subscription")
	f.mu.Lock()
	calls := f.calls
	f.mu.Unlock()
	if calls != 4 {
		t.Fatalf("%d SubscribeNewHead calls, want 4 (ok, refused, refused, ok)", calls)
	}

	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("wakeOnHeads did not return when its context ended")
	}
	select {
	case <-second.gone:
	default:
		t.Fatal("the subscription was left open after the context ended")
	}
}

// Heads arriving faster than the loop turns coalesce into one pending wake-up: the relay never
// blocks on a busy loop.
func TestWakeOnHeadsNeverBlocks(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f := &fakeHeads{steps: []error{nil}, subs: make(chan *fakeSub, 1)}
	wake := make(chan struct{}, 1)
	go wakeOnHeads(ctx, f, wake, zerolog.Nop(), time.Hour)
	sub := <-f.subs
	for range 100 {
		sub.heads <- &types.Header{} // would block if the relay waited for the loop
	}
	awaitWake(t, wake, "100 heads")
}
