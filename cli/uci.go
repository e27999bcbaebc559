package cli

import (
	"fmt"
	"io"
	"os"

	"wormweave/engine/uci"
)

// stdin is the input of the uci command; tests replace it.
var stdin io.Reader = os.Stdin

func runUCI(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("uci", stderr)
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	// A GUI that cannot read the engine's answers learns it from the exit
	// status at once, before the engine reads a command.
	if !writable(stdout) {
		return 2 // Run reports it
	}
	if err := uci.Run(stdin, stdout); err != nil {
		if failed(stdout) {
			return 2 // a lost output, which Run reports
		}
		fmt.Fprintf(stderr, "wormweave uci: %v\n", err)
		return 1
	}
	return 0
}
