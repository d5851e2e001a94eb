package main

import (
	"context"
	"errors"
	"fmt"
)

// Exit statuses, as the README and `repledger --help` state them.
const (
	exitFailure     = 1   // the command ran and failed: a file, the node, the chain, a check
	exitUsage       = 2   // what was typed is wrong: a command, flag or argument
	exitInterrupted = 130 // as shells report a command ended by SIGINT
)

// usageError marks a mistake in what was typed. Such an error exits with status 2; every other
// error with status 1.
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

// usagef is a usage error built like fmt.Errorf.
func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// isUsage reports whether err is wholly a usage error: itself one, wrapping one, or a joined
// list of them. A list that mixes in another failure is not.
func isUsage(err error) bool {
	if err == nil {
		return false
	}
	if _, ok := err.(usageError); ok {
		return true
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		errs := joined.Unwrap()
		for _, e := range errs {
			if !isUsage(e) {
				return false
			}
		}
		return len(errs) > 0
	}
	return isUsage(errors.Unwrap(err))
}

// exitCode maps the outcome of a run to the process's exit status. A run cut short by a signal
// exits 130 whatever error it came back with; one that ends cleanly on the signal (testnet and
// settler run, whose work is to run until stopped) exits 0.
func exitCode(ctx context.Context, err error) int {
	switch {
	case err == nil:
		return 0
	case ctx.Err() != nil:
		return exitInterrupted
	case isUsage(err):
		return exitUsage
	}
	return exitFailure
}
