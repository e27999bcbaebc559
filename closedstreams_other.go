//go:build !linux

package main

// stdoutClosedAtStart reports whether the standard output was closed when
// the program started; only Linux tells.
func stdoutClosedAtStart() bool { return false }
