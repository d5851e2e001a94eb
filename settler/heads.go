package settler

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/rs/zerolog"
)

// headSubscriber is what a WebSocket client offers.
type headSubscriber interface {
	SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error)
}

// subscribeHeads wakes the loop on new heads when the URL is ws(s) and the client can
// subscribe; otherwise the loop polls every PollInterval.
func (s *Service) subscribeHeads(ctx context.Context) <-chan struct{} {
	wake := make(chan struct{}, 1)
	subscriber, ok := s.node.(headSubscriber)
	if !strings.HasPrefix(s.cfg.RPC, "ws") || !ok {
		return wake
	}
	go wakeOnHeads(ctx, subscriber, wake, s.log, headResubscribeAfter)
	return wake
}

// headResubscribeAfter is the first wait before subscribing again; it doubles up to a minute.
const headResubscribeAfter = time.Second

// wakeOnHeads signals wake (without blocking) on every new head. When the subscription cannot
// be made or ends, as it does when the node restarts, the loop polls meanwhile and wakeOnHeads
// subscribes again after `retry`, doubling the wait up to a minute while it keeps failing.
func wakeOnHeads(ctx context.Context, node headSubscriber, wake chan<- struct{}, log zerolog.Logger, retry time.Duration) {
	wait := retry
	for failures := 0; ; failures++ {
		heads := make(chan *types.Header, 16)
		sub, err := node.SubscribeNewHead(ctx, heads)
		if err == nil {
			if failures > 0 {
				log.Info().Msg("subscribed to new heads again")
			}
			failures, wait = 0, retry
			err = relayHeads(ctx, sub, heads, wake)
		}
		if ctx.Err() != nil {
			return
		}
		ev := log.Debug()
		if failures == 0 {
			ev = log.Warn() // once per outage, not once per retry
		}
		ev.Err(err).Str("retry_in", wait.String()).Msg("no new-head subscription: polling until it is back")
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, time.Minute)
	}
}

// relayHeads forwards heads as wake-ups until the subscription ends or ctx is done.
func relayHeads(ctx context.Context, sub ethereum.Subscription, heads <-chan *types.Header, wake chan<- struct{}) error {
	defer sub.Unsubscribe()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-sub.Err():
			if err == nil {
				err = errors.New("subscription closed")
			}
			return err
		case <-heads:
			select {
			case wake <- struct{}{}:
			default:
			}
		}
	}
}
