//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package settler

import (
	"fmt"
	"os"
)

// lockOutbox takes no lock where flock is missing: there, two settlers must not be given the same
// outbox (docs/operators.md).
func lockOutbox(string) (*os.File, error) {
	return nil, fmt.Errorf("%w: this system has no flock", errOutboxUnlocked)
}
