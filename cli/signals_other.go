//go:build !unix

package cli

import "os"

// controlCExit is STATUS_CONTROL_C_EXIT (0xC000013A, read as an int32),
// the status Windows gives a console program that a Ctrl+C ends.
const controlCExit = -1073741510

// dieOf ends the program after sig with the status a Ctrl+C gives
// without the handler: there is no signal to send to oneself here.
func dieOf(os.Signal) {
	os.Exit(controlCExit)
}
