//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package settler

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockOutbox takes the outbox's lock file, path + ".lock", for this process: an exclusive flock,
// which the kernel releases when the file is closed or the process ends (kill -9 included), so a
// settler that died never leaves the outbox locked. The lock is a file of its own because the
// outbox itself is replaced (renamed over) when it is rewritten.
func lockOutbox(path string) (*os.File, error) {
	name := path + ".lock"
	f, err := os.OpenFile(name, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open the x402 outbox's lock file %s: %w", name, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		_ = f.Close()
		switch {
		case errors.Is(err, syscall.EWOULDBLOCK):
			return nil, fmt.Errorf("%w: %s is held, so another settler has this outbox open; give each settler its own --x402-outbox", ErrOutboxInUse, name)
		case errors.Is(err, syscall.ENOLCK), errors.Is(err, syscall.EOPNOTSUPP), errors.Is(err, syscall.ENOSYS):
			// Some network and FUSE file systems take no flock: run as where there is none.
			return nil, fmt.Errorf("%w: the file system of %s takes no flock (%v)", errOutboxUnlocked, name, err)
		}
		return nil, fmt.Errorf("lock the x402 outbox (%s): %w", name, err)
	}
	return f, nil
}
