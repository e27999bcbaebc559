package cli

import (
	"fmt"
	"io"

	"wormweave/rules"
)

// runMoves lists the legal whole turns, one id a line, in the order of
// their ids. They are printed as they are found, so that a position with
// more turns than memory could hold is listed in memory bounded by its
// longest capture chain.
func runMoves(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("moves", stderr)
	var pf positionFlags
	pf.register(fs)
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	p, err := pf.position(fs)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave moves: %v\n", err)
		return 2
	}
	v := p.Variant()
	p.WalkTurnsByID(func(t rules.Turn) bool {
		fmt.Fprintln(stdout, t.ID(v))
		return !failed(stdout)
	})
	return 0
}
