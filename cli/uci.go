package cli

import (
	"fmt"
	"io"
	"math/rand"
	"os"

	"wormweave/book"
	"wormweave/engine/uci"
	"wormweave/rules"
)

// stdin is the input of the uci command; tests replace it.
var stdin io.Reader = os.Stdin

// builtinBook is the built-in opening book as the UCI session's OwnBook
// plays it: book.PickEntry's choice, with the games and the evaluation the
// book has of it.
func builtinBook(p *rules.Position, rnd *rand.Rand) (rules.Turn, string, bool) {
	e, ok := book.Builtin(p.Variant()).PickEntry(p, rnd)
	return e.Turn, fmt.Sprintf("%d games, evaluation %d cp", e.Games, e.Eval), ok
}

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
	session := uci.NewSession(stdout)
	session.Book = builtinBook
	if err := session.Run(stdin); err != nil {
		if failed(stdout) {
			return 2 // a lost output, which Run reports
		}
		fmt.Fprintf(stderr, "wormweave uci: %v\n", err)
		return 1
	}
	return 0
}
