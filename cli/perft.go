package cli

import (
	"fmt"
	"io"

	"wormweave/rules"
)

// maxPerftDepth bounds -depth: the count grows about thirtyfold a turn
// (Wormhole's start: 916,878 at depth 4), so a deeper count would not
// finish in a lifetime, except in a nearly finished game.
const maxPerftDepth = 16

func runPerft(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("perft", stderr)
	var pf positionFlags
	pf.register(fs)
	depth := fs.Int("depth", 0, fmt.Sprintf("depth in whole turns (1 to %d)", maxPerftDepth))
	divide := fs.Bool("divide", false, "print the count below each turn first")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	p, err := pf.position(fs)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave perft: %v\n", err)
		return 2
	}
	if !flagGiven(fs, "depth") {
		fmt.Fprintf(stderr, "wormweave perft: -depth is required (1 to %d)\n", maxPerftDepth)
		return 2
	}
	if *depth < 1 || *depth > maxPerftDepth {
		fmt.Fprintf(stderr, "wormweave perft: -depth %d: give 1 to %d (each turn deeper multiplies the work by about 30)\n", *depth, maxPerftDepth)
		return 2
	}
	if !*divide {
		fmt.Fprintln(stdout, p.Perft(*depth))
		return 0
	}
	// Each turn's line is printed as soon as it is counted, in the order
	// of the turns' ids: the lines show the progress of a long count, and
	// nothing is held but the current turn.
	var total uint64
	p.WalkTurnsByID(func(t rules.Turn) bool {
		q := *p
		for _, m := range t {
			q.Make(m)
		}
		n := q.Perft(*depth - 1)
		total += n
		fmt.Fprintf(stdout, "%s: %d\n", t.ID(p.Variant()), n)
		return !failed(stdout)
	})
	fmt.Fprintln(stdout, total)
	return 0
}
