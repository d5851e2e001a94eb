package main

import (
	"errors"
	"fmt"

	"github.com/repledger/repledger/reputation"
)

// The words and number forms every command prints, so that one state reads the same
// everywhere: bps beside stars, and the same verdict words.

const (
	verdictRoutable    = "routable"
	verdictNotRoutable = "not routable (under the floor)"
)

// verdict is the routing verdict in words, green or red on a terminal.
func verdict(color, routable bool) string {
	if routable {
		return paint(color, "green", verdictRoutable)
	}
	return paint(color, "red", verdictNotRoutable)
}

// bpsStars prints a score in bps and stars side by side: "7000 bps 3.50★".
func bpsStars(bps uint64) string {
	return fmt.Sprintf("%d bps %.2f★", bps, reputation.Stars(bps))
}

// joinUsage joins usage errors into one usage error (exit status 2).
func joinUsage(errs []error) error {
	return usageError{errors.Join(errs...)}
}
