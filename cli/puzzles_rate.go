package cli

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"wormweave/puzzle"
	"wormweave/rules"
)

// maxRateTries bounds -tries of puzzles rate.
const maxRateTries = 100

// maxRateShards bounds the N of -shard K/N.
const maxRateShards = 10_000

// runPuzzlesRate rates the puzzles of a file on the engine's strength
// ladder (puzzle.RateOnLadder) and prints, one line a puzzle, its first
// estimate beside the ladder's rating and the fit; with -o it also
// writes the puzzles with the ladder's rating as their Rating, leaving
// out those merge would (one legal first move). -shard K/N
// takes every Nth puzzle from the Kth, so that N processes, on one
// machine or several, rate a set between them and merge
// (`puzzles merge`) what they wrote: a puzzle's rating depends on the
// puzzle and the seed alone.
func runPuzzlesRate(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("puzzles rate", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	tries := fs.Int("tries", 4, fmt.Sprintf("the tries of each level, with seeds of their own (1 to %d)", maxRateTries))
	seed := fs.Int64("seed", 1, "the seed of the tries: the same seed gives the same ratings")
	limit := fs.Int("max", 0, "rate the first N puzzles of the variant only (0: all)")
	out := fs.String("o", "", "also write the rated puzzles to this file, each with the ladder's rating")
	shard := fs.String("shard", "1/1", "K/N: rate the Kth puzzle of the variant and every Nth after it only")
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
	k, n, err := parseShard(*shard)
	if err != nil {
		return fail("-shard %s: %v", rules.Quote(*shard), err)
	}
	if fs.NArg() != 1 {
		return fail("give one puzzle file")
	}
	name := fs.Arg(0)
	if code := checkSameFiles("puzzles rate", inputFiles(fs.Args()), []namedFile{{"-o", *out}}, stdout, stderr); code != 0 {
		return code
	}
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
	var file *pendingFile
	if *out != "" {
		var ok bool
		if file, ok = openOutput("puzzles rate", "-o", *out, stderr); !ok {
			return 2
		}
		defer file.discard()
	}
	fmt.Fprintln(stdout, "PuzzleId,Rating,LadderRating,Scale,RMS,Themes")
	var rated []puzzle.Puzzle
	skipped := 0
	i := 0 // the puzzles of the variant seen, within -max
	for _, p := range all {
		if p.Variant != v || (*limit > 0 && i >= *limit) {
			continue
		}
		i++
		if (i-1)%n != k-1 {
			continue
		}
		// A puzzle whose solver has one legal first turn is none (merge
		// leaves it out): in Interweave most wins found are a lone
		// compulsory capture, not worth the ladder's searches.
		forced, err := puzzle.Forced(p)
		if err != nil {
			return fail("puzzle %s: %v", p.ID, err)
		}
		if forced {
			skipped++
			continue
		}
		l, err := puzzle.RateOnLadder(p, *tries, *seed)
		if err != nil {
			return fail("puzzle %s: %v", p.ID, err)
		}
		fmt.Fprintf(stdout, "%s,%d,%d,%d,%.3f,%s\n", p.ID, p.Rating, l.Rating, l.Scale, l.RMS, strings.Join(p.Themes, " "))
		p.Rating = l.Rating
		rated = append(rated, p)
	}
	if i == 0 {
		fmt.Fprintf(stderr, "wormweave puzzles rate: %s has no %s puzzle\n", pathText(name), rules.Quote(strings.ToLower(v.String())))
	}
	if skipped > 0 {
		fmt.Fprintf(stderr, "wormweave puzzles rate: %d puzzles left out: their solver has one legal first move\n", skipped)
	}
	if file == nil {
		return 0
	}
	if err := puzzle.Write(file, rated); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	if err := file.commit(); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	return 0
}

// parseShard reads -shard's K/N: the Kth of N shards, 1 <= K <= N.
func parseShard(s string) (k, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return 0, 0, fmt.Errorf("want K/N, the Kth of N shards")
	}
	if k, err = strconv.Atoi(a); err != nil {
		return 0, 0, fmt.Errorf("want K/N, the Kth of N shards")
	}
	if n, err = strconv.Atoi(b); err != nil {
		return 0, 0, fmt.Errorf("want K/N, the Kth of N shards")
	}
	if n < 1 || n > maxRateShards || k < 1 || k > n {
		return 0, 0, fmt.Errorf("want 1 <= K <= N <= %d", maxRateShards)
	}
	return k, n, nil
}
