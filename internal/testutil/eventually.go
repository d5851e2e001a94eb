package testutil

import (
	"fmt"
	"testing"
	"time"
)

// pollEvery is how often Eventually looks again.
const pollEvery = 20 * time.Millisecond

// Eventually polls cond until it holds. After `within`, or when the test's context ends, it
// fails the test with what it waited for, the last error cond returned, and detail() when given.
// It is for conditions with nothing to wait on: where a channel, Commit() or a receipt can be
// waited on, wait on that instead.
func Eventually(t testing.TB, within time.Duration, what string, cond func() (bool, error), detail ...func() string) {
	t.Helper()
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	deadline := time.NewTimer(within)
	defer deadline.Stop()
	var lastErr error
	for {
		ok, err := cond()
		if ok {
			return
		}
		if err != nil {
			lastErr = err
		}
		select {
		case <-tick.C:
			continue
		case <-t.Context().Done():
		case <-deadline.C:
		}
		msg := fmt.Sprintf("timed out after %s waiting for %s", within, what)
		if lastErr != nil {
			msg += fmt.Sprintf(" (last error: %v)", lastErr)
		}
		for _, d := range detail {
			if d != nil {
				msg += "\n" + d()
			}
		}
		t.Fatal(msg)
	}
}

// Holds adapts a condition without errors to Eventually.
func Holds(cond func() bool) func() (bool, error) {
	return func() (bool, error) { return cond(), nil }
}
