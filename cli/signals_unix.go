//go:build unix

package cli

import (
	"os"
	"os/signal"
	"syscall"
)

// dieOf ends the program by sig, as it would have ended without the
// handler, so that the shell sees the usual status (130 for Ctrl+C).
func dieOf(sig os.Signal) {
	signal.Reset(sig)
	if s, ok := sig.(syscall.Signal); ok {
		syscall.Kill(os.Getpid(), s)
	}
	os.Exit(130)
}
