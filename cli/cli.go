// Package cli answers Wormweave's subcommands, so that positions and game
// records can be checked from a shell: `wormweave perft`, `moves`, and the
// others listed in commands. It writes results to stdout and errors to
// stderr, and never needs a display.
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"wormweave/rules"
)

// command is one subcommand: it parses its own flags from args and returns
// the process exit status.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands lists every subcommand by name. It is filled by init, since
// the commands read their usage lines from it.
var commands map[string]command

func init() {
	commands = map[string]command{
		"perft":    {"count the turns to a depth: perft [-variant V] [-fen FEN] -depth N [-divide]", runPerft},
		"moves":    {"list the legal whole turns: moves [-variant V] [-fen FEN]", runMoves},
		"replay":   {"replay game records, one line per game: replay FILE...", runReplay},
		"format":   {"write a file's games in the standard form: format FILE", runFormat},
		"analyse":  {"search a position, printing info lines and last bestmove: analyse [-variant V] [-fen FEN] [-depth N | -movetime MS | -nodes N] [-multipv K] [-threads T (at most 256)]", runAnalyse},
		"uci":      {"the engine over the UCI protocol on stdin and stdout: uci", runUCI},
		"match":    {"play games between two players: match -variant V -a PLAYER -b PLAYER -games N (even, at most 1000000) [-movetime MS | -tc BASE+INC] [-sprt ELO0,ELO1] [-openings FILE] [-concurrency C (at most 64)] [-pgn OUT] [-seed S] [-maxplies P] [-quiet]", runMatch},
		"tune":     {"fit the evaluation to self-play games: tune -variant V [-games N] [-depth D] [-deadline 3m]", runTune},
		"book":     {"build an opening book from self-play games, merge books, or show a position's turns in one: " + bookUsage + " | " + bookMergeUsage + " | " + bookShowUsage, runBook},
		"annotate": {"review every game of a file with the engine: annotate [-movetime MS | -nodes N] [-threads T (at most 256)] [-o OUT] FILE", runAnnotate},
		"puzzles":  {"make, merge, print or rate tactics puzzles: puzzles generate -variant V -count N -o FILE [-games PGN] [-nodes N (at most 10000000)] [-seed S] [-levels L] [-turns T] [-kind K] [-max-games G]; puzzles merge -variant V -o FILE [-max N] FILE...; puzzles export -variant V [FILE]; puzzles rate -variant V [-tries N (at most 100)] [-seed S] [-max N] FILE", runPuzzles},
		"learn":    {"check a course of the Learn lessons, printing each level's par: " + learnUsage, runLearn},
		"nnue":     {"make training data for the learned evaluation, merge it, train a network: nnue data -variant V -out FILE [-seed S] [-games N] [-nodes K] [-score-nodes K2] [-random R] [-maxplies M] [-deadline D]; nnue merge -variant V -out FILE FILE...; nnue train -variant V -data FILE[,FILE...] -out NET [-hidden H] [-epochs E] [-lambda L] [-decay D] [-threads T]", runNNUE},
		"version":  {"print the version, and the system the program was built for: version", runVersion},
		"library":  {"build a library of games, searchable by position: library add|remove|list|stats DB [FILE...]", runLibrary},
		"explore":  {"the moves played from a position in a library's games: explore DB [-variant V] [-fen FEN | -moves ID...]", runExplore},
		"search":   {"the games of a library that reach a position: search DB [-variant V] -fen FEN [-limit N]", runSearch},
	}
}

// IsCommand reports whether name is a subcommand (and not, say, a file to open).
func IsCommand(name string) bool {
	_, ok := commands[name]
	return ok || isHelp(name)
}

func isHelp(name string) bool { return name == "help" || name == "-h" || name == "--help" }

// OpensWindow reports whether the command line args (without the program's
// name) open the board window: none at all, or a first word that is not a
// command and names an existing file. Any other word is a mistake Run
// reports, so that a mistyped command never opens a window.
func OpensWindow(args []string) bool {
	if len(args) == 0 {
		return true
	}
	if IsCommand(args[0]) {
		return false
	}
	st, err := os.Stat(args[0])
	return err == nil && !st.IsDir()
}

// StdoutClosedAtStart says that the standard output was closed when the
// program started (`wormweave replay x.pgn >&-`), so that Run refuses
// to work for an output nobody would read. The program's main sets it
// from what it saw before the Go runtime started: the runtime reopens a
// closed stream on /dev/null, which then cannot be told from a /dev/null
// the caller opened to discard the output, a normal request that is
// never refused.
var StdoutClosedAtStart bool

// Run executes the subcommand args[0] with the rest of args and returns the
// exit status. A command whose output cannot be written fails with status
// 2 and says so on stderr.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	out := &output{w: stdout}
	if StdoutClosedAtStart && stdout == io.Writer(os.Stdout) && IsCommand(args[0]) {
		// Checked before the work: its output would be lost.
		out.err = errors.New("standard output is closed")
	}
	var code int
	cmd, ok := commands[args[0]]
	switch {
	case out.err != nil:
	case ok:
		code = cmd.run(args[1:], out, stderr)
	case isHelp(args[0]):
		usage(out)
	default:
		unknown(args[0], stderr)
		return 2
	}
	if out.err != nil {
		fmt.Fprintf(stderr, "wormweave %s: cannot write the output: %v\n", args[0], out.err)
		return 2
	}
	return code
}

// unknown reports a first word that is neither a command nor a file: a
// path that does not exist, or a mistyped command with the nearest one.
func unknown(word string, stderr io.Writer) {
	switch _, err := os.Stat(word); {
	case err == nil:
		fmt.Fprintf(stderr, "wormweave: %s is a directory, not a game file\n", pathText(word))
	case strings.ContainsAny(word, "./\\") || strings.HasSuffix(strings.ToLower(word), ".pgn"):
		fmt.Fprintf(stderr, "wormweave: cannot open %s: no such file\n", pathText(word))
	default:
		fmt.Fprintf(stderr, "wormweave: unknown command %s", rules.Quote(word))
		if near := nearestCommand(word); near != "" {
			fmt.Fprintf(stderr, " (did you mean %s?)", near)
		}
		fmt.Fprintln(stderr)
	}
	usage(stderr)
}

// commandUsage returns the usage line of the command name ("perft",
// "library add"), as its summary in commands gives it: of the forms a
// summary lists, the one for name's subcommand, else the first.
func commandUsage(name string) string {
	word, _, _ := strings.Cut(name, " ")
	summary := commands[word].summary
	if _, forms, ok := strings.Cut(summary, ": "); ok {
		summary = forms
	}
	// Forms are parted by "; " or by " | " before the command's name (a
	// " | " inside a form parts alternative flags).
	all := strings.Split(strings.ReplaceAll(summary, " | "+word+" ", "; "+word+" "), "; ")
	for _, form := range all {
		if form = strings.TrimSpace(form); form == name || strings.HasPrefix(form, name+" ") {
			return form
		}
	}
	if len(all) == 0 {
		return name
	}
	return strings.TrimSpace(all[0])
}

// nearestCommand returns the command within two typing mistakes of word
// (a letter wrong, missing, added or two swapped), or "".
func nearestCommand(word string) string {
	best, bestDist := "", 3
	if len(word) > 20 {
		return "" // no command is near, and the distance costs its square
	}
	for _, name := range commandNames() {
		if d := editDistance(word, name); d < bestDist {
			best, bestDist = name, d
		}
	}
	return best
}

// editDistance counts the edits (insert, delete, replace, swap two
// neighbours) that turn a into b.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: wormweave [FILE.pgn]      open the board (and the file)")
	fmt.Fprintln(w, "       wormweave COMMAND [ARGS]   run a command:")
	for _, n := range commandNames() {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
}

// failed reports whether writing to w, a command's stdout, has failed, so
// that a long command stops at once.
func failed(w io.Writer) bool {
	o, ok := w.(*output)
	return ok && o.failed()
}
