//go:build !linux

package main

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup puts a child the test starts in a process group of its own, so cleanup can
// kill it and anything it spawned.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}
