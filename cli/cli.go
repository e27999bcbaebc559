// Package cli answers Wormweave's subcommands, so that positions and game
// records can be checked from a shell: `wormweave perft`, `moves`, and the
// others listed in commands. It writes results to stdout and errors to
// stderr, and never needs a display.
package cli

import (
	"fmt"
	"io"
	"sort"
)

// command is one subcommand: it parses its own flags from args and returns
// the process exit status.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands lists every subcommand by name.
var commands = map[string]command{
	"perft":  {"count the turns to a depth: perft -variant V [-fen FEN] -depth N [-divide]", runPerft},
	"moves":  {"list the legal whole turns: moves -variant V [-fen FEN]", runMoves},
	"replay": {"replay game records, one line per game: replay FILE...", runReplay},
	"format": {"write a file's games in the standard form: format FILE", runFormat},
	"uci":    {"the engine over the UCI protocol on stdin and stdout: uci", runUCI},
	"match":  {"play games between two players: match -variant V -a PLAYER -b PLAYER -games N [-movetime MS] [-openings FILE] [-concurrency C] [-pgn OUT]", runMatch},
	"tune":   {"fit the evaluation to self-play games: tune -variant V [-games N] [-depth D] [-deadline 3m]", runTune},
}

// IsCommand reports whether name is a subcommand (and not, say, a file to open).
func IsCommand(name string) bool {
	_, ok := commands[name]
	return ok || name == "help" || name == "-h" || name == "--help"
}

// Run executes the subcommand args[0] with the rest of args and returns the
// exit status.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	cmd, ok := commands[args[0]]
	if !ok {
		if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
			usage(stdout)
			return 0
		}
		fmt.Fprintf(stderr, "wormweave: unknown command %q\n", args[0])
		usage(stderr)
		return 2
	}
	return cmd.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: wormweave [FILE.pgn]      open the board (and the file)")
	fmt.Fprintln(w, "       wormweave COMMAND [ARGS]   run a command:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
}
