//go:build !linux

package testutil

import "syscall"

// childProcAttr puts a child node in a process group of its own, so Stop can end it and
// anything it spawned.
func childProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }
