package cli

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"time"

	"wormweave/notation"
	"wormweave/puzzle"
	"wormweave/rules"
)

// maxPuzzles bounds -count: a puzzle file is held whole before it is written.
const maxPuzzles = 1_000_000

// maxPuzzleNodes bounds -nodes.
const maxPuzzleNodes = 10_000_000

// puzzlesUsage lists the subcommands of puzzles.
const puzzlesUsage = `usage:
  wormweave puzzles generate -variant V -count N -o FILE [-games PGN] [-nodes N] [-seed S] [-turns T] [-min-turns M] [-levels L] [-kind K] [-max-games G]
      find puzzles in self-play games (or the games of PGN): forced wins, proved, and
      material tactics, validated (-kind mate, material or all); write them to FILE
  wormweave puzzles merge -variant V -o FILE [-max N] FILE...
      write the puzzles of variant V in the files to one file, each once, leaving out
      those that repeat another shifted by a turn and those with one legal first move;
      -max keeps at most N, leaving out the lowest-rated mates first
  wormweave puzzles export -variant V [FILE]
      print the built-in puzzles of variant V, or those of a puzzle file
  wormweave puzzles rate -variant V [-tries N] [-seed S] [-max N] [-shard K/N] [-o OUT] FILE
      rate the puzzles of FILE on the engine's strength ladder: the Elo at which
      half the tries solve each; -o writes them with that rating, -shard rates a share
`

func runPuzzles(args []string, stdout, stderr io.Writer) int {
	return runSubcommand("puzzles", []subcommand{
		{"generate", runPuzzlesGenerate}, {"merge", runPuzzlesMerge}, {"export", runPuzzlesExport}, {"rate", runPuzzlesRate},
	}, puzzlesUsage, args, stdout, stderr)
}

// runPuzzlesGenerate finds puzzles in self-play games, or in the games of
// a PGN file, keeps those proved, and writes them to -o.
func runPuzzlesGenerate(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("puzzles generate", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	count := fs.Int("count", 0, fmt.Sprintf("the puzzles to find (required; at most %d)", maxPuzzles))
	out := fs.String("o", "", "the puzzle file to write (required)")
	games := fs.String("games", "", "a PGN file to take the positions from (default: self-play)")
	nodes := fs.Int64("nodes", puzzle.DefaultNodes, fmt.Sprintf("the nodes of the quick search of each position, and of each move of self-play (at most %d)", maxPuzzleNodes))
	seed := fs.Int64("seed", 1, "the seed of the self-play levels: the same seed gives the same puzzles")
	levels := fs.Int("levels", 10, "the strongest level of self-play (0 to 10): weaker play leaves more tactics")
	maxGames := fs.Int("max-games", 0, "the self-play games to play at most (0: until -count puzzles are found): a fixed share of work, for a shard of a long run")
	kind := fs.String("kind", "all", "the puzzles to look for: mate (forced wins, proved), material (material tactics, validated) or all")
	turns := fs.Int("turns", 3, fmt.Sprintf("the longest win looked for, in the solver's turns (1 to %d): each turn more multiplies the proofs' work", puzzle.MaxMate))
	minTurns := fs.Int("min-turns", 1, fmt.Sprintf("keep only the puzzles of at least this many solver's turns (1 to %d)", puzzle.MaxMate))
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wormweave puzzles generate: "+format+"\n", a...)
		return 2
	}
	v, err := requiredVariant(*variant)
	if err != nil {
		return fail("%v", err)
	}
	if !flagGiven(fs, "count") {
		return fail("-count is required (1 to %d)", maxPuzzles)
	}
	if err := checkRange("-count", *count, 1, maxPuzzles); err != nil {
		return fail("%v", err)
	}
	if err := checkRange("-nodes", *nodes, 1, maxPuzzleNodes); err != nil {
		return fail("%v", err)
	}
	if err := checkRange("-turns", *turns, 1, puzzle.MaxMate); err != nil {
		return fail("%v", err)
	}
	if err := checkRange("-min-turns", *minTurns, 1, puzzle.MaxMate); err != nil {
		return fail("%v", err)
	}
	if err := checkRange("-levels", *levels, 0, 10); err != nil {
		return fail("%v", err)
	}
	if err := checkRange("-max-games", *maxGames, 0, maxPuzzles); err != nil {
		return fail("%v", err)
	}
	if *kind != "all" && *kind != "mate" && *kind != "material" {
		return fail("-kind %s: want mate, material or all", rules.Quote(*kind))
	}
	if *out == "" {
		return fail("-o is required: the puzzle file to write")
	}
	if code := checkSameFiles("puzzles generate", []namedFile{{"-games", *games}}, []namedFile{{"-o", *out}}, stdout, stderr); code != 0 {
		return code
	}
	file, ok := openOutput("puzzles generate", "-o", *out, stderr)
	if !ok {
		return 2
	}
	defer file.discard()

	g := puzzle.NewGenerator(v, *nodes)
	g.MaxTurns = *turns
	g.Levels = *levels
	g.Mates = *kind != "material"
	g.Material = *kind != "mate"
	var found []puzzle.Puzzle
	start := time.Now()
	last := start
	progress := func(force bool) {
		if now := time.Now(); force || now.Sub(last) >= time.Second {
			last = now
			fmt.Fprintf(stderr, "\rpuzzles: %d of %d, %d positions searched, %s", len(found), *count, g.Tried, now.Sub(start).Round(time.Second))
		}
	}
	g.Searched = func() { progress(false) }
	keep := func(p puzzle.Puzzle) bool {
		if p.SolverTurns() < *minTurns {
			return true
		}
		found = append(found, p)
		progress(false)
		return len(found) < *count
	}
	if *games != "" {
		var bad int
		err := eachGame(*games, func(n int, game *notation.Game, err error) bool {
			if err != nil || game == nil {
				bad++
				return true
			}
			// The puzzle's GameUrl names its game as replay does.
			return g.FromGame(game, func(p puzzle.Puzzle) bool {
				p.GameURL = fmt.Sprintf("%s#%d", *games, n)
				return keep(p)
			})
		})
		if err != nil {
			return fail("-games: cannot read %s: %v", pathText(*games), cause(err))
		}
		if bad > 0 {
			fmt.Fprintf(stderr, "wormweave puzzles generate: -games: %d games of %s could not be read and were left out (wormweave replay lists them)\n", bad, pathText(*games))
		}
	} else {
		rng := rand.New(rand.NewSource(*seed))
		for n := 1; g.SelfPlay(rng, keep) && n != *maxGames; n++ {
		}
	}
	if g.Tried > 0 {
		progress(true)
		fmt.Fprintln(stderr)
	}
	if err := puzzle.Write(file, found); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	if err := file.commit(); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	material := 0
	for _, p := range found {
		if puzzle.IsMaterial(p) {
			material++
		}
	}
	fmt.Fprintf(stdout, "%d puzzles from %d positions in %s written to %s (%d material, validated; %d material lines not validated)\n",
		len(found), g.Tried, time.Since(start).Round(time.Second), pathText(*out), material, g.Rejected)
	if len(found) < *count {
		fmt.Fprintf(stderr, "wormweave puzzles generate: the games gave %d puzzles of the %d asked for\n", len(found), *count)
	}
	return 0
}

// runPuzzlesMerge writes the puzzles of a variant in several puzzle files
// (the runs of generate with different seeds) to one, each once, without
// those whose solver has one legal first turn: the built-in set is made
// so.
func runPuzzlesMerge(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("puzzles merge", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	out := fs.String("o", "", "the puzzle file to write (required)")
	maxSet := fs.Int("max", maxPuzzles, fmt.Sprintf("keep at most this many puzzles, leaving out the lowest-rated mates first (1 to %d)", maxPuzzles))
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wormweave puzzles merge: "+format+"\n", a...)
		return 2
	}
	if err := checkRange("-max", *maxSet, 1, maxPuzzles); err != nil {
		return fail("%v", err)
	}
	v, err := requiredVariant(*variant)
	if err != nil {
		return fail("%v", err)
	}
	if *out == "" {
		return fail("-o is required: the puzzle file to write")
	}
	if fs.NArg() == 0 {
		return fail("give the puzzle files to merge")
	}
	if code := checkSameFiles("puzzles merge", inputFiles(fs.Args()), []namedFile{{"-o", *out}}, stdout, stderr); code != 0 {
		return code
	}
	var all []puzzle.Puzzle
	trivial := 0 // puzzles whose solver has one legal first turn
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			return fail("cannot read %s: %v", pathText(name), cause(err))
		}
		ps, bad, err := puzzle.Read(f)
		f.Close()
		if err != nil {
			return fail("cannot read %s: %v", pathText(name), cause(err))
		}
		if len(bad) > 0 {
			return fail("%s: %v", pathText(name), bad[0])
		}
		for _, p := range ps {
			if p.Variant != v {
				continue
			}
			forced, err := puzzle.Forced(p)
			if err != nil {
				return fail("%s: puzzle %s: %v", pathText(name), p.ID, err)
			}
			if forced {
				trivial++
				continue
			}
			all = append(all, p)
		}
	}
	kept, dropped, err := puzzle.Distinct(all)
	if err != nil {
		return fail("%v", err)
	}
	kept, easy := puzzle.TrimEasiest(kept, *maxSet)
	file, ok := openOutput("puzzles merge", "-o", *out, stderr)
	if !ok {
		return 2
	}
	defer file.discard()
	if err := puzzle.Write(file, kept); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	if err := file.commit(); err != nil {
		return fail("-o: cannot write %s: %v", pathText(*out), cause(err))
	}
	fmt.Fprintf(stdout, "%d puzzles written to %s (left out: %d repeats and overlaps, %d with one legal first move, %d easiest mates past -max)\n", len(kept), pathText(*out), dropped, trivial, easy)
	return 0
}

// runPuzzlesExport prints a puzzle file's puzzles of a variant in the
// standard form. The application has no built-in set yet: without a file
// it says so and fails.
func runPuzzlesExport(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("puzzles export", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wormweave puzzles export: "+format+"\n", a...)
		return 2
	}
	v, err := requiredVariant(*variant)
	if err != nil {
		return fail("%v", err)
	}
	switch fs.NArg() {
	case 0:
		set, err := puzzle.Builtin(v)
		if err != nil {
			return fail("the built-in set: %v", err)
		}
		if err := puzzle.Write(stdout, set); err != nil {
			return fail("%v", cause(err))
		}
		return 0
	case 1:
	default:
		return fail("unexpected argument %s: give one puzzle file", rules.Quote(fs.Arg(1)))
	}
	name := fs.Arg(0)
	if code := checkSameFiles("puzzles export", []namedFile{{"the input", name}}, nil, stdout, stderr); code != 0 {
		return code
	}
	f, err := os.Open(name)
	if err != nil {
		return fail("cannot read %s: %v", pathText(name), cause(err))
	}
	defer f.Close()
	all, bad, err := puzzle.Read(f)
	if err != nil {
		return fail("cannot read %s: %v", pathText(name), cause(err))
	}
	for _, e := range bad {
		fmt.Fprintf(stderr, "wormweave puzzles export: %s: %v (left out)\n", pathText(name), e)
	}
	var out []puzzle.Puzzle
	for _, p := range all {
		if p.Variant == v {
			out = append(out, p)
		}
	}
	if err := puzzle.Write(stdout, out); err != nil {
		return 2 // Run reports the output's failure
	}
	if len(bad) > 0 {
		return 1
	}
	return 0
}
