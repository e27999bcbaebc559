package cli

import (
	"fmt"
	"io"
	"sort"
)

func runMoves(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("moves", stderr)
	var pf positionFlags
	pf.register(fs)
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	p, err := pf.position()
	if err != nil {
		fmt.Fprintf(stderr, "wormweave moves: %v\n", err)
		return 2
	}
	turns := p.Turns()
	ids := make([]string, len(turns))
	for i, t := range turns {
		ids[i] = t.ID(p.Variant())
	}
	sort.Strings(ids)
	for _, id := range ids {
		fmt.Fprintln(stdout, id)
	}
	return 0
}
