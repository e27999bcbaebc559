package cli

import (
	"fmt"
	"io"
	"sort"
)

func runPerft(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("perft", stderr)
	var pf positionFlags
	pf.register(fs)
	depth := fs.Int("depth", 0, "depth in whole turns (1 or more)")
	divide := fs.Bool("divide", false, "print the count below each turn first")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	p, err := pf.position()
	if err != nil {
		fmt.Fprintf(stderr, "wormweave perft: %v\n", err)
		return 2
	}
	if *depth < 1 {
		fmt.Fprintln(stderr, "wormweave perft: -depth must be 1 or more")
		return 2
	}
	if !*divide {
		fmt.Fprintln(stdout, p.Perft(*depth))
		return 0
	}
	entries := p.Divide(*depth)
	lines := make([]string, len(entries))
	var total uint64
	for i, e := range entries {
		lines[i] = fmt.Sprintf("%s: %d", e.Turn.ID(p.Variant()), e.Count)
		total += e.Count
	}
	sort.Strings(lines)
	for _, l := range lines {
		fmt.Fprintln(stdout, l)
	}
	fmt.Fprintln(stdout, total)
	return 0
}
