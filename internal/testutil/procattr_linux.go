package testutil

import "syscall"

// childProcAttr puts a child node in a process group of its own (so Stop can end it and
// anything it spawned) and has the kernel kill it should this process die first.
func childProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
