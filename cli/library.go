package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"wormweave/library"
	"wormweave/notation"
	"wormweave/rules"
)

const libraryUsage = "usage: library add|remove|list|stats DB [FILE...]"

// runLibrary builds and lists a library of games: `library add DB
// FILE...` indexes files (again when they changed, from where it stopped
// after an interruption), `remove` drops files, `list` prints a line a
// file, `stats` the sizes.
func runLibrary(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || isHelp(args[0]) {
		fmt.Fprintln(stderr, "wormweave library: "+libraryUsage)
		if len(args) > 0 {
			return 0
		}
		return 2
	}
	sub, rest := args[0], args[1:]
	fs := newFlagSet("library "+sub, stderr)
	if code := parseArgs(fs, rest, stderr); code >= 0 {
		return code
	}
	rest = fs.Args()
	switch sub {
	case "add", "remove":
		if len(rest) < 2 {
			fmt.Fprintf(stderr, "wormweave library %s: give the library and at least one file (%s)\n", sub, libraryUsage)
			return 2
		}
	case "list", "stats":
		if len(rest) != 1 {
			fmt.Fprintf(stderr, "wormweave library %s: give the library only (%s)\n", sub, libraryUsage)
			return 2
		}
	default:
		fmt.Fprintf(stderr, "wormweave library: unknown subcommand %s (%s)\n", rules.Quote(sub), libraryUsage)
		return 2
	}
	if sub == "add" {
		// Before anything else, so that a signal stops the add in every
		// phase, the wait for another writer included.
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		// add reads its files and writes the library.
		if code := checkSameFiles("library add", inputFiles(rest[1:]), []namedFile{{"the library", rest[0]}}, stdout, stderr); code != 0 {
			return code
		}
		if code := checkAddable(rest[1:], stderr); code != 0 {
			return code
		}
		l, err := library.Open(rest[0])
		if err != nil {
			fmt.Fprintf(stderr, "wormweave library add: %v\n", err)
			return 2
		}
		defer l.Close()
		return libraryAdd(ctx, l, rest[1:], stdout, stderr)
	}
	// remove writes the library (the files it names are not read), list
	// and stats read it.
	inputs, outputs := []namedFile{{"the library", rest[0]}}, []namedFile(nil)
	if sub == "remove" {
		inputs, outputs = nil, inputs
	}
	if code := checkSameFiles("library "+sub, inputs, outputs, stdout, stderr); code != 0 {
		return code
	}
	if sub == "remove" {
		// Open would make a library where there is none: look first.
		probe, code := openToRead("library remove", rest[0], stderr)
		if probe == nil {
			return code
		}
		probe.Close()
		l, err := library.Open(rest[0])
		if err != nil {
			fmt.Fprintf(stderr, "wormweave library remove: %v\n", err)
			return 2
		}
		defer l.Close()
		var unknown *library.NotInLibraryError
		if err := l.Remove(rest[1:]); errors.As(err, &unknown) {
			fmt.Fprintf(stderr, "wormweave library remove: %v\n", err)
			return 1
		} else if err != nil {
			fmt.Fprintf(stderr, "wormweave library remove: %v\n", err)
			return 2
		}
		return 0
	}
	l, code := openToRead("library "+sub, rest[0], stderr)
	if l == nil {
		return code
	}
	defer l.Close()
	switch sub {
	case "list":
		files, err := l.Files()
		if err != nil {
			fmt.Fprintf(stderr, "wormweave library list: %v\n", err)
			return 2
		}
		out := bufio.NewWriter(stdout)
		defer out.Flush()
		for _, f := range files {
			fmt.Fprintf(out, "%s %s %d %d\n", f.Path, f.State, f.Games, f.Skipped)
		}
		return 0
	default:
		s, err := l.Stats()
		if err != nil {
			fmt.Fprintf(stderr, "wormweave library stats: %v\n", err)
			return 2
		}
		fmt.Fprintf(stdout, "files %d\ngames %d\npositions %d\ndistinct %d\nruns %d\nbytes %d\n", s.Files, s.Games, s.Positions, s.Distinct, s.Runs, s.Bytes)
		return 0
	}
}

// openToRead opens a library for a command that only reads it (read-only:
// nothing is created or written, and a library in a folder its user
// cannot write is read all the same); on an error it says why and returns
// the exit status.
func openToRead(cmd, db string, stderr io.Writer) (*library.Library, int) {
	l, err := library.OpenReadOnly(db)
	switch {
	case errors.Is(err, os.ErrNotExist):
		fmt.Fprintf(stderr, "wormweave %s: cannot open the library %s: no such file\n", cmd, pathText(db))
		return nil, 2
	case err != nil:
		fmt.Fprintf(stderr, "wormweave %s: %v\n", cmd, err)
		return nil, 2
	}
	return l, 0
}

// checkAddable checks the files of library add before the library is
// opened: a file that does not exist or cannot be opened is an error of
// status 2. It looks before it opens: opening a FIFO would wait for a
// writer; what is not a regular file, the add reports and leaves out.
func checkAddable(files []string, stderr io.Writer) int {
	code := 0
	for _, name := range files {
		st, err := os.Stat(name)
		if err == nil && st.Mode().IsRegular() {
			var f *os.File
			if f, err = os.Open(name); err == nil {
				f.Close()
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "wormweave library add: cannot read %s: %v\n", pathText(name), unwrapPathError(err))
			code = 2
		}
	}
	return code
}

// unwrapPathError is err without the operation and path os adds.
func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// isTerminal reports whether w is a terminal, where a progress line
// rewritten in place is readable.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// libraryAdd indexes files, with a progress line on stderr when it is a
// terminal, and prints what it did. Cancelling ctx (Ctrl+C) stops it,
// keeping what was done: the same command goes on from there.
func libraryAdd(ctx context.Context, l *library.Library, files []string, stdout, stderr io.Writer) int {
	tty := isTerminal(stderr)
	var last time.Time
	start := time.Now()
	progress := func(p library.Progress) {
		if p.Phase == library.Waiting {
			fmt.Fprintf(stderr, "wormweave library add: another add or remove is writing to %s: waiting for it to finish (Ctrl+C stops)\n", pathText(l.Path()))
			return
		}
		if !tty || time.Since(last) < 200*time.Millisecond {
			return
		}
		last = time.Now()
		pct := 100.0
		if p.TotalBytes > 0 {
			pct = 100 * float64(p.Bytes) / float64(p.TotalBytes)
		}
		fmt.Fprintf(stderr, "\r%5.1f%% file %d/%d, %d games, %d positions, %.0f s ", pct, p.FilesDone+1, p.FilesTotal, p.Games, p.Positions, time.Since(start).Seconds())
	}
	rep, err := l.Add(ctx, files, progress)
	if tty {
		fmt.Fprint(stderr, "\r\033[K")
	}
	for _, s := range rep.Skipped {
		var perr *notation.Error
		if errors.As(s.Err, &perr) {
			fmt.Fprintf(stderr, "%v (game %d skipped)\n", s.Err, s.Number)
		} else {
			fmt.Fprintf(stderr, "%s#%d: %v (skipped)\n", s.File, s.Number, s.Err)
		}
	}
	var whole *library.LibraryError
	for _, f := range rep.Failed {
		if errors.As(f.Err, &whole) {
			continue // said once, below
		}
		fmt.Fprintf(stderr, "wormweave library add: cannot read %s: %v\n", pathText(f.File), f.Err)
	}
	for _, f := range rep.Missing {
		fmt.Fprintf(stderr, "wormweave library add: %s is missing: its games stay in the library until `library remove`\n", pathText(f))
	}
	fmt.Fprintf(stdout, "added %d games (%d positions) in %.1f s; skipped %d; files: %d new, %d re-indexed, %d resumed, %d unchanged, %d missing, %d failed\n",
		rep.Games, rep.Positions, time.Since(start).Seconds(), len(rep.Skipped), len(rep.New), len(rep.Reindexed), len(rep.Resumed), len(rep.Unchanged), len(rep.Missing), len(rep.Failed))
	switch {
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "wormweave library add: interrupted; what was read is kept, and the same command goes on from there")
		return 130
	case err != nil:
		fmt.Fprintf(stderr, "wormweave library add: %v\n", err)
		return 2
	case len(rep.Skipped) > 0 || len(rep.Failed) > 0 || len(rep.Missing) > 0:
		return 1
	}
	return 0
}

// queryUsage is the usage of explore and search.
var queryUsage = map[string]string{
	"explore": "explore DB [-variant V] [-fen FEN | -moves ID...]",
	"search":  "search DB [-variant V] -fen FEN [-limit N]",
}

// queryFlags are the flags of explore and search: the database comes
// first or after the flags.
type queryFlags struct {
	positionFlags
	moves string
	limit int
}

// parseQuery parses `DB [flags] [ID...]` or `[flags] DB [ID...]`, opens
// the library and returns the position the flags give: the variant's
// start (or -fen) and the -moves played from it.
func parseQuery(name string, withMoves bool, args []string, stderr io.Writer) (*library.Library, *rules.Position, *queryFlags, int) {
	fs := newFlagSet(name, stderr)
	var q queryFlags
	q.register(fs)
	if withMoves {
		fs.Lookup("variant").Usage = "wormhole or interweave (default: the variant the -fen shows, else wormhole)"
		fs.StringVar(&q.moves, "moves", "", "turns played from the position, canonical ids separated by spaces (`moves` lists them)")
	} else {
		fs.Lookup("variant").Usage = "wormhole or interweave (default: the variant the -fen shows)"
		fs.Lookup("fen").Usage = "the position (required)"
		fs.IntVar(&q.limit, "limit", 0, "at most this many games (0: all)")
	}
	var db string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		db, args = args[0], args[1:]
	}
	if code := parseArgs(fs, args, stderr); code >= 0 {
		return nil, nil, nil, code
	}
	rest := fs.Args()
	if db == "" && len(rest) > 0 {
		db, rest = rest[0], rest[1:]
	}
	if db == "" {
		fmt.Fprintf(stderr, "wormweave %s: give the library (usage: %s)\n", name, queryUsage[name])
		return nil, nil, nil, 2
	}
	if len(rest) > 0 && !(withMoves && flagGiven(fs, "moves")) {
		fmt.Fprintf(stderr, "wormweave %s: unexpected argument %s\n", name, rules.Quote(rest[0]))
		return nil, nil, nil, 2
	}
	if !withMoves && !flagGiven(fs, "fen") {
		fmt.Fprintf(stderr, "wormweave %s: -fen is required\n", name)
		return nil, nil, nil, 2
	}
	if q.variant == "" && !flagGiven(fs, "fen") {
		q.variant = "wormhole"
	}
	pos, err := q.position(fs)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave %s: %v\n", name, err)
		return nil, nil, nil, 2
	}
	ids := append(strings.Fields(q.moves), rest...)
	for i, id := range ids {
		var found rules.Turn
		pos.WalkTurns(func(t rules.Turn) bool {
			if t.ID(pos.Variant()) == id {
				found = append(rules.Turn(nil), t...)
				return false
			}
			return true
		})
		if found == nil {
			fmt.Fprintf(stderr, "wormweave %s: -moves: %s (move %d) is not a legal turn there (`wormweave moves` lists them)\n", name, rules.Quote(id), i+1)
			return nil, nil, nil, 2
		}
		if err := pos.PlayTurn(found); err != nil {
			fmt.Fprintf(stderr, "wormweave %s: -moves: %s: %v\n", name, rules.Quote(id), err)
			return nil, nil, nil, 2
		}
	}
	l, code := openToRead(name, db, stderr)
	if l == nil {
		return nil, nil, nil, code
	}
	return l, pos, &q, -1
}

// runExplore prints the moves played from a position in a library's
// games, a line a move, most played first: `<id> <move as in the record>
// <games> <white wins> <black wins> <unfinished>`, then the mean length in
// plies and the best-known game as file#n.
func runExplore(args []string, stdout, stderr io.Writer) int {
	l, pos, _, code := parseQuery("explore", true, args, stderr)
	if code >= 0 {
		return code
	}
	defer l.Close()
	stats, err := l.Explore(context.Background(), pos)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave explore: %v\n", err)
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for _, s := range stats {
		fmt.Fprintf(out, "%s %s %d %d %d %d %.1f %s#%d\n", s.ID, s.Text, s.Games, s.WhiteWins, s.BlackWins, s.Unfinished, s.AvgPlies, s.Best.File, s.Best.Number)
	}
	return 0
}

// runSearch prints the games of a library that reach a position, a line a
// game: `<file>#<n> <ply>`, the ply where it first does.
func runSearch(args []string, stdout, stderr io.Writer) int {
	l, pos, q, code := parseQuery("search", false, args, stderr)
	if code >= 0 {
		return code
	}
	defer l.Close()
	if q.limit < 0 {
		fmt.Fprintln(stderr, "wormweave search: -limit must be 0 (all) or more")
		return 2
	}
	hits, err := l.Search(context.Background(), pos, q.limit)
	if err != nil {
		fmt.Fprintf(stderr, "wormweave search: %v\n", err)
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for _, h := range hits {
		fmt.Fprintf(out, "%s#%d %d\n", h.File, h.Number, h.Ply)
	}
	return 0
}
