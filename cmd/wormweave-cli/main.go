// Command wormweave-cli is Wormweave's command line without the board:
// the same commands as `wormweave COMMAND`, in a console program.
//
// It exists for Windows. The board's program, wormweave.exe, is a GUI
// program (a double click must not open a console window), and a terminal
// does not wait for a GUI program: cmd.exe shows its prompt again at once,
// does not hand it what is typed (so `uci` cannot be typed to), and
// %ERRORLEVEL% is not its exit status. wormweave.exe still prints its
// commands' output in the terminal it was started from; wormweave-cli.exe
// is for scripts and for typing to `uci`. It is pure Go, so it is small
// and builds without a C compiler. The release script sets its version
// from FyneApp.toml with -ldflags "-X wormweave/cli.Version=...".
package main

import (
	"fmt"
	"os"

	"wormweave/cli"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 && cli.OpensWindow(args) {
		fmt.Fprintf(os.Stderr, "wormweave-cli: %s is a game file: wormweave opens it on the board; wormweave-cli runs commands only (wormweave-cli help)\n", args[0])
		os.Exit(2)
	}
	os.Exit(cli.Run(args, os.Stdout, os.Stderr))
}
