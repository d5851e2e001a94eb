package settler

import (
	"context"
	"math/rand/v2"
	"time"
)

// maxBackoff bounds the wait between failed steps.
const maxBackoff = 30 * time.Second

// Run follows the chain until ctx ends. Node errors are logged, counted and retried with
// backoff; they never stop the loop. It returns nil on a clean stop.
func (s *Service) Run(ctx context.Context) error {
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	go s.monitor(ctx)
	wake := s.subscribeHeads(ctx)
	backoff, failures := time.Second, 0
	for {
		s.health.beat()
		caughtUp, err := s.Step(ctx)
		if ctx.Err() != nil {
			return nil
		}
		var wait time.Duration
		switch {
		case err != nil:
			failures++
			s.metrics.RPCErrors.Inc()
			ev := s.log.Warn()
			if failures >= 10 {
				ev = s.log.Error() // ten failures in a row: the node needs an operator
			}
			// ±20 % jitter, so settlers sharing a node do not retry in step.
			wait = backoff + time.Duration((rand.Float64()-0.5)*0.4*float64(backoff))
			ev.Err(err).Int("failures", failures).Str("retry_in", wait.Round(time.Millisecond).String()).Msg("settler step failed")
			backoff = min(2*backoff, maxBackoff)
			// After a failure the backoff holds: new heads do not cut it short.
			if !sleep(ctx, wait, nil) {
				return nil
			}
			continue
		case caughtUp:
			failures, backoff = 0, time.Second
			wait = s.cfg.PollInterval
		default:
			failures, backoff = 0, time.Second
			continue
		}
		if !sleep(ctx, wait, wake) {
			return nil
		}
	}
}

// sleep waits d, or until wake fires (when not nil); it reports false when ctx ended first.
func sleep(ctx context.Context, d time.Duration, wake <-chan struct{}) bool {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-wake:
	case <-timer.C:
	}
	return true
}
