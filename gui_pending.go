package main

import (
	"fmt"
	"os"

	"wormweave/cli"
)

// runGUI opens the board. Until the window exists the program answers
// subcommands only.
func runGUI(args []string) int {
	fmt.Fprintln(os.Stderr, "wormweave: the board window is not built yet; use a command:")
	cli.Run([]string{"help"}, os.Stderr, os.Stderr)
	return 2
}
