// Command wormweave is a desktop analysis board for the chess variants
// Wormhole and Interweave. With a subcommand it answers on the command line
// instead (wormweave help lists them).
package main

import (
	"os"

	"wormweave/cli"
)

func main() {
	if !cli.OpensWindow(os.Args[1:]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(runGUI(os.Args[1:]))
}
