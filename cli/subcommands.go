package cli

import (
	"fmt"
	"io"
	"strings"

	"wormweave/rules"
)

// subcommand is one word of a command that has several (book, nnue,
// puzzles) and what runs it.
type subcommand struct {
	name string
	run  func(args []string, stdout, stderr io.Writer) int
}

// runSubcommand runs the subcommand args[0] of command cmd, one of subs,
// with the rest of args. Help prints usage (the subcommands' usage
// lines) with status 0; no subcommand, or one cmd has not, is told on
// stderr with the subcommands' names and usage, status 2, the same way
// for every such command.
func runSubcommand(cmd string, subs []subcommand, usage string, args []string, stdout, stderr io.Writer) int {
	var names []string
	for _, s := range subs {
		names = append(names, s.name)
	}
	give := "give " + strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	if len(args) == 0 {
		fmt.Fprintf(stderr, "wormweave %s: %s\n%s", cmd, give, usage)
		return 2
	}
	if isHelp(args[0]) || args[0] == "-help" {
		fmt.Fprint(stdout, usage)
		return 0
	}
	for _, s := range subs {
		if s.name == args[0] {
			return s.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "wormweave %s: unknown subcommand %s: %s\n%s", cmd, rules.Quote(args[0]), give, usage)
	return 2
}
