//go:build !windows

package main

// attachConsole does nothing: elsewhere than on Windows a program started
// from a terminal writes to it whatever its kind (see console_windows.go).
func attachConsole() {}
