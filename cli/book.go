package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"wormweave/book"
)

// maxBookPlies bounds a book's depth: its positions are kept in memory
// while the games are played, and an opening book deeper than this is
// no longer one.
const maxBookPlies = 100

// runBook answers `wormweave book build`, `book merge` and `book show`.
func runBook(args []string, stdout, stderr io.Writer) int {
	return runSubcommand("book", []subcommand{{"build", runBookBuild}, {"merge", runBookMerge}, {"show", runBookShow}},
		"usage:\n  wormweave "+bookUsage+"\n  wormweave "+bookMergeUsage+"\n  wormweave "+bookShowUsage+"\n", args, stdout, stderr)
}

const (
	bookUsage     = "book build -variant V -games N -o BOOK [-nodes N] [-plies P] [-min-games M] [-pgn FILE] [-concurrency C] [-seed S]"
	bookShowUsage = "book show [-variant V] [-fen FEN] [-book BOOK]"
)

// runBookShow prints a position's turns in a book, most played first, a
// line each: <id> <games> <white wins> <black wins> <evaluation>, the
// evaluation in centipawns from the side to move.
func runBookShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("book show", stderr)
	var pf positionFlags
	pf.register(fs)
	file := fs.String("book", "", "the book to read (default: the built-in book of the variant)")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	p, err := pf.position(fs)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave book show: %v\n", err)
		return 2
	}
	b := book.Builtin(p.Variant())
	if *file != "" {
		f, err := os.Open(*file)
		if err != nil {
			fmt.Fprintf(stderr, "wormweave book show: -book: cannot read %s: %v\n", pathText(*file), cause(err))
			return 2
		}
		b, err = book.Read(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "wormweave book show: -book: %s: %v\n", pathText(*file), err)
			return 2
		}
		if b.Variant() != p.Variant() {
			fmt.Fprintf(stderr, "wormweave book show: -book: %s is a %s book, not %s\n", pathText(*file), b.Variant(), p.Variant())
			return 2
		}
	}
	for _, e := range b.Lookup(p) {
		fmt.Fprintf(stdout, "%s %d %d %d %d\n", e.ID, e.Games, e.WhiteWins, e.BlackWins, e.Eval)
	}
	return 0
}

// runBookBuild plays self-play games and writes the book of their first
// plies, and the games as PGN beside it. Its games are numbered by seed
// and game (the PGN's Round "S.N"), so that the games of shards built
// with other seeds, put together, keep names of their own.
func runBookBuild(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("book build", stderr)
	variant := fs.String("variant", "", "wormhole or interweave (required)")
	games := fs.Int("games", 0, fmt.Sprintf("self-play games to play (required; at most %d)", maxTuneGames))
	out := fs.String("o", "", "write the book to this file (required)")
	nodes := fs.Int64("nodes", 5000, "nodes of search a turn (the turns of the book's plies, searched for several lines, get twice as many)")
	plies := fs.Int("plies", book.DefaultPlies, "keep the positions of the games' first plies, whose turns are chosen at random among the engine's best")
	minGames := fs.Int("min-games", book.DefaultMinGames, "keep a position reached at least this many times")
	pgn := fs.String("pgn", "", "write the games to this PGN file (default: the book's path with .pgn)")
	concurrency := fs.Int("concurrency", 0, fmt.Sprintf("games played at once (default: one per core; at most %d)", maxConcurrency))
	seed := fs.Int64("seed", 1, "seed of the random choices: the same seed plays the same games")
	if code := parseFlags(fs, args, stderr); code >= 0 {
		return code
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "wormweave book build: "+format+"\n", args...)
		return 2
	}
	v, err := requiredVariant(*variant)
	if err != nil {
		return fail("%v", err)
	}
	if *out == "" {
		return fail("-o is required: the book's file")
	}
	for _, err := range []error{
		checkRange("-games", *games, 1, maxTuneGames),
		checkRange("-nodes", *nodes, 1, 1<<40),
		checkRange("-plies", *plies, 1, maxBookPlies),
		checkRange("-min-games", *minGames, 1, maxTuneGames),
		checkRange("-concurrency", *concurrency, 0, maxConcurrency),
	} {
		if err != nil {
			return fail("%v", err)
		}
	}
	if *pgn == "" {
		*pgn = strings.TrimSuffix(*out, filepath.Ext(*out)) + ".pgn"
	}
	if filepath.Clean(*pgn) == filepath.Clean(*out) {
		return fail("-pgn and -o name the same file %s", pathText(*out))
	}
	if code := checkSameFiles("book build", nil, []namedFile{{"-o", *out}, {"-pgn", *pgn}}, stdout, stderr); code != 0 {
		return code
	}
	// The outputs are checked before the games, which may take long.
	bookFile, ok := openOutput("book build", "-o", *out, stderr)
	if !ok {
		return 2
	}
	defer bookFile.discard()
	pgnFile, ok := openOutput("book build", "-pgn", *pgn, stderr)
	if !ok {
		return 2
	}
	defer pgnFile.discard()
	watchSignals()
	start := time.Now()
	player := fmt.Sprintf("wormweave engine:nodes=%d", *nodes)
	var pgnErr error
	var buf []byte
	cfg := book.BuildConfig{
		Variant: v, Games: *games, Nodes: *nodes, Plies: *plies, MinGames: *minGames,
		Concurrency: *concurrency, Seed: *seed,
		OnGame: func(g *book.Game, finished int) {
			if pgnErr == nil {
				buf = buf[:0]
				if g.Index > 0 {
					buf = append(buf, '\n')
				}
				buf, pgnErr = g.AppendPGN(buf, v, player)
				if pgnErr == nil {
					_, pgnErr = pgnFile.Write(buf)
				}
			}
			elapsed := time.Since(start)
			left := time.Duration(float64(elapsed) / float64(finished) * float64(*games-finished))
			fmt.Fprintf(stderr, "\rwormweave book build: game %d/%d, %s, about %s left ", finished, *games,
				elapsed.Round(time.Second), left.Round(time.Second))
		},
	}
	b, err := book.Build(cfg)
	fmt.Fprintln(stderr)
	if err != nil {
		return fail("%v", err)
	}
	if pgnErr != nil {
		return fail("-pgn: %v", pgnErr)
	}
	if err := b.Write(bookFile); err != nil {
		return fail("-o: %v", err)
	}
	if err := bookFile.commit(); err != nil {
		return fail("-o: %v", err)
	}
	if err := pgnFile.commit(); err != nil {
		return fail("-pgn: %v", err)
	}
	fmt.Fprintf(stdout, "%s: %d positions, %d turns, from %d games; games in %s; %s\n",
		*out, b.Positions(), b.Len(), b.Games(), *pgn, time.Since(start).Round(time.Second))
	return 0
}
