package cli

import (
	"fmt"
	"io"
	"os"
	"strings"

	"wormweave/puzzle"
	"wormweave/rules"
)

// maxRateTries bounds -tries of puzzles rate.
const maxRateTries = 100

// runPuzzlesRate rates the puzzles of a file on the engine's strength
// ladder (puzzle.RateOnLadder) and prints, one line a puzzle, its first
// estimate beside the ladder's rating and the fit.
func runPuzzlesRate(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("puzzles rate", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	tries := fs.Int("tries", 4, fmt.Sprintf("the tries of each level, with seeds of their own (1 to %d)", maxRateTries))
	seed := fs.Int64("seed", 1, "the seed of the tries: the same seed gives the same ratings")
	limit := fs.Int("max", 0, "rate the first N puzzles of the variant only (0: all)")
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wormweave puzzles rate: "+format+"\n", a...)
		return 2
	}
	v, err := requiredVariant(*variant)
	if err != nil {
		return fail("%v", err)
	}
	if err := checkRange("-tries", *tries, 1, maxRateTries); err != nil {
		return fail("%v", err)
	}
	if err := checkRange("-max", *limit, 0, maxPuzzles); err != nil {
		return fail("%v", err)
	}
	if fs.NArg() != 1 {
		return fail("give one puzzle file")
	}
	name := fs.Arg(0)
	f, err := os.Open(name)
	if err != nil {
		return fail("cannot read %s: %v", pathText(name), cause(err))
	}
	all, bad, err := puzzle.Read(f)
	f.Close()
	if err != nil {
		return fail("cannot read %s: %v", pathText(name), cause(err))
	}
	if len(bad) > 0 {
		return fail("%s: %v", pathText(name), bad[0])
	}
	fmt.Fprintln(stdout, "PuzzleId,Rating,LadderRating,Scale,RMS,Themes")
	n := 0
	for _, p := range all {
		if p.Variant != v || (*limit > 0 && n >= *limit) {
			continue
		}
		n++
		l, err := puzzle.RateOnLadder(p, *tries, *seed)
		if err != nil {
			return fail("puzzle %s: %v", p.ID, err)
		}
		fmt.Fprintf(stdout, "%s,%d,%d,%d,%.3f,%s\n", p.ID, p.Rating, l.Rating, l.Scale, l.RMS, strings.Join(p.Themes, " "))
	}
	if n == 0 {
		fmt.Fprintf(stderr, "wormweave puzzles rate: %s has no %s puzzle\n", pathText(name), rules.Quote(strings.ToLower(v.String())))
	}
	return 0
}
