package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
)

// runAnnotate reviews every game of a file with the engine and writes the
// file again with the review in it (see package review). The output goes
// to stdout, or to -o OUT, written whole or not at all; an output that is
// the input is refused. Either is checked before the review starts, so that an output that cannot be written costs no search. A game
// that cannot be read is copied through unchanged, with its error on
// stderr, so that nothing is lost.
func runAnnotate(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("annotate", stderr)
	moveTime := fs.Int("movetime", 1000, "milliseconds of search for each position")
	nodes := fs.Int64("nodes", 0, "nodes of search for each position, instead of -movetime")
	threads := fs.Int("threads", 1, "search threads")
	out := fs.String("o", "", "write the annotated games to this file instead of stdout")
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	nodesGiven := flagGiven(fs, "nodes")
	switch {
	case *moveTime < 1 || *moveTime > maxMoveTime:
		fmt.Fprintf(stderr, "wormweave annotate: -movetime must be from 1 to %d\n", maxMoveTime)
		return 2
	case nodesGiven && *nodes < 1:
		fmt.Fprintln(stderr, "wormweave annotate: -nodes must be 1 or more")
		return 2
	}
	if err := checkThreads(*threads); err != nil {
		fmt.Fprintf(stderr, "wormweave annotate: %v\n", err)
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "wormweave annotate: give exactly one file (usage: annotate [-movetime MS] [-o OUT] FILE)")
		return 2
	}
	name := fs.Arg(0)
	if code := checkReadable("annotate", []string{name}, stderr); code != 0 {
		return code
	}
	if code := checkSameFiles("annotate", []namedFile{{"the input", name}}, []namedFile{{"-o", *out}}, stdout, stderr); code != 0 {
		return code
	}
	in, err := openRawInput(name)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave annotate: cannot read %s: %v\n", pathText(name), cause(err))
		return 2
	}
	defer in.f.Close()
	// The output is checked before the review, which may take minutes.
	dst, ok := openOutput("annotate", "-o", *out, stderr)
	if !ok || (dst == nil && !writable(stdout)) {
		return 2
	}
	defer dst.discard()
	opt := review.Options{MoveTime: time.Duration(*moveTime) * time.Millisecond, Nodes: *nodes, Threads: *threads}
	if nodesGiven {
		opt.MoveTime = 0
	}
	var w io.Writer = stdout
	if dst != nil {
		w = dst
	}
	// The games are written one at a time, as they are reviewed: a game
	// copied through may be of any size, and is never held whole.
	writeErr := func(err error) int {
		if dst != nil {
			fmt.Fprintf(stderr, "wormweave annotate: -o: %v\n", err)
		}
		return 2 // Run reports a failed stdout
	}
	// copyThrough writes a game that cannot be reviewed as it stands in the
	// file, and says why on stderr.
	copyThrough := func(raw notation.RawGame, why string) int {
		var ie *inputError
		switch err := in.copyGame(w, raw); {
		case errors.Is(err, errRestNotCopied):
			what := "nothing is written"
			if dst == nil {
				what = "the output stops before it"
			}
			fmt.Fprintf(stderr, "%s\nwormweave annotate: %s: %v; %s\n", why, name, err, what)
			return 2
		case errors.As(err, &ie):
			fmt.Fprintf(stderr, "wormweave annotate: %v\n", err)
			return 2
		case err != nil:
			return writeErr(err)
		}
		fmt.Fprintln(stderr, why)
		return 1
	}
	status := 0
	var buf []byte
	sc := notation.NewScanner(in.f)
	for n := 1; sc.Scan(); n++ {
		raw := sc.Game()
		if n > 1 {
			if _, err := w.Write([]byte{'\n'}); err != nil {
				return writeErr(err)
			}
		}
		g, err := notation.Parse(raw, name)
		if notation.InPart(err) || g == nil || g.Root == nil {
			what := fmt.Sprintf("game %d copied unchanged", n)
			if raw.RestUnread() {
				what = fmt.Sprintf("game %d and the rest of the file copied unchanged", n)
			}
			if status = max(status, copyThrough(raw, fmt.Sprintf("%v (%s)", err, what))); status == 2 {
				return 2
			}
			continue
		}
		start := time.Now()
		r, err := review.Analyse(context.Background(), g, opt, nil)
		if err != nil {
			if status = max(status, copyThrough(raw, fmt.Sprintf("%s: game %d: %v (copied unchanged)", name, n, err))); status == 2 {
				return 2
			}
			continue
		}
		review.Apply(r, nil)
		buf = notation.AppendGame(buf[:0], g)
		if _, err := w.Write(buf); err != nil {
			return writeErr(err)
		}
		fmt.Fprintf(stderr, "%s: game %d: %d moves in %v; %s; %s\n", name, n, len(r.Moves),
			time.Since(start).Round(time.Millisecond), sideSummary(r, rules.White), sideSummary(r, rules.Black))
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stderr, "wormweave annotate: reading %s: %v\n", name, err)
		return 2
	}
	if dst != nil {
		if err := dst.commit(); err != nil {
			fmt.Fprintf(stderr, "wormweave annotate: -o: %v\n", err)
			return 2
		}
	}
	return status
}

// sideSummary is one side's line of a review: inaccuracies, mistakes,
// blunders and the average loss a move.
func sideSummary(r *review.Report, side rules.Color) string {
	c := r.Counts[side]
	return fmt.Sprintf("%s: %d inaccuracies, %d mistakes, %d blunders, average loss %.0f", side, c[review.Inaccuracy], c[review.Mistake], c[review.Blunder], r.AvgLoss[side])
}
