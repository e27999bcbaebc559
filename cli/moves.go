package cli

import (
	"bufio"
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
	out := bufio.NewWriter(stdout)
	var line []byte
	p.WalkTurnsByID(func(t rules.Turn) bool {
		line = line[:0]
		for i, m := range t {
			if i > 0 {
				line = append(line, ',')
			}
			line = m.AppendID(line, v)
		}
		out.Write(append(line, '\n'))
		return !failed(stdout)
	})
	out.Flush() // a write error is reported by Run
	return 0
}
