//go:build windows

package main

import (
	"os"
	"syscall"
)

// attachParentProcess is ATTACH_PARENT_PROCESS: the console of the process
// that started this one.
const attachParentProcess = ^uint32(0)

var procAttachConsole = syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")

// attachConsole lets a command print in the terminal it was typed in.
//
// The Windows program is built for the GUI subsystem (-H windowsgui, as
// `fyne package` builds it), so that a double click opens the board
// without a console window beside it. Such a program gets no console:
// started from a terminal its standard output and error are null handles,
// and a command would print nothing. So when either has no handle, the
// program attaches to the console of its parent, if it has one, and
// writes there. A handle it was given (a pipe, a file: `wormweave.exe
// moves ... > out.txt`, or a chess program talking UCI) is kept as it
// is. Standard input is left alone: the terminal's shell does not wait
// for a GUI program and goes on reading the console, so typing into the
// program cannot work; wormweave-cli.exe, the console build, is for that.
func attachConsole() {
	out, errOut := hasHandle(syscall.STD_OUTPUT_HANDLE), hasHandle(syscall.STD_ERROR_HANDLE)
	if out && errOut {
		return
	}
	if r, _, _ := procAttachConsole.Call(uintptr(attachParentProcess)); r == 0 {
		return // no parent console: started from the desktop
	}
	if !out {
		if f, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
			os.Stdout = f
		}
	}
	if !errOut {
		if f, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
			os.Stderr = f
		}
	}
}

// hasHandle reports whether the standard handle std (STD_OUTPUT_HANDLE
// and the like) leads somewhere.
func hasHandle(std int) bool {
	h, err := syscall.GetStdHandle(std)
	return err == nil && h != 0 && h != syscall.InvalidHandle
}
