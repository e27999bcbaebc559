package cli

import (
	"strings"
	"testing"
)

// A bad flag, in every command, is told in one line naming the command and
// the flag, followed by the command's own usage line: not Go's message
// and the whole list of flags.
func TestHostileFlagErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string // what the first line must name
	}{
		{[]string{"perft", "-depth", "abc"}, "-depth"},
		{[]string{"moves", "-depth", "3"}, "-depth"},
		{[]string{"replay", "-x", "g.pgn"}, "-x"},
		{[]string{"format", "-x", "g.pgn"}, "-x"},
		{[]string{"analyse", "-depth", "abc"}, "-depth"},
		{[]string{"uci", "-x"}, "-x"},
		{[]string{"match", "-games", "abc"}, "-games"},
		{[]string{"tune", "-games", "abc"}, "-games"},
		{[]string{"book", "build", "-games", "abc"}, "-games"},
		{[]string{"book", "show", "-book"}, "-book"},
		{[]string{"annotate", "-movetime", "abc", "g.pgn"}, "-movetime"},
		{[]string{"puzzles", "generate", "-count", "abc"}, "-count"},
		{[]string{"puzzles", "merge", "-x"}, "-x"},
		{[]string{"puzzles", "export", "-x"}, "-x"},
		{[]string{"library", "list", "-x", "db"}, "-x"},
		{[]string{"explore", "db", "-moves"}, "-moves"},
		{[]string{"search", "db", "-limit", "abc"}, "-limit"},
	} {
		code, out, errOut := run(c.args...)
		name := c.args[0]
		if name == "book" || name == "puzzles" || name == "library" {
			name += " " + c.args[1]
		}
		lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		ok := code == 2 && out == "" && len(lines) == 2 &&
			strings.HasPrefix(lines[0], "wormweave "+name+": ") && strings.Contains(lines[0], c.flag) &&
			lines[1] == "usage: wormweave "+commandUsage(name)
		if !ok {
			t.Errorf("%q: exit %d, stdout %q, stderr\n%s\nwant exit 2 and two lines: the error naming %s, then the usage of %s", c.args, code, out, errOut, c.flag, name)
		}
	}
}

// Each command's usage line is its own: the form its summary gives for
// it, and for a command with subcommands, the subcommand's.
func TestCommandUsage(t *testing.T) {
	for name, want := range map[string]string{
		"perft":            "perft [-variant V] [-fen FEN] -depth N [-divide]",
		"book show":        bookShowUsage,
		"analyse":          "analyse [-variant V] [-fen FEN] [-depth N | -movetime MS | -nodes N] [-multipv K] [-threads T (at most 256)]",
		"book build":       bookUsage,
		"puzzles merge":    "puzzles merge -variant V -o FILE [-max N] FILE...",
		"puzzles export":   "puzzles export -variant V [FILE]",
		"puzzles rate":     "puzzles rate -variant V [-tries N (at most 100)] [-seed S] [-max N] FILE",
		"library add":      "library add|remove|list|stats DB [FILE...]",
		"search":           "search DB [-variant V] -fen FEN [-limit N]",
		"puzzles generate": "puzzles generate -variant V -count N -o FILE [-games PGN] [-nodes N (at most 10000000)] [-seed S] [-levels L] [-turns T] [-kind K] [-max-games G]",
	} {
		if got := commandUsage(name); got != want {
			t.Errorf("commandUsage(%q) = %q, want %q", name, got, want)
		}
	}
}
