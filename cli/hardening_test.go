package cli

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The command-line reproductions of the hardening issue, each built here:
// the exit status, what stderr must say, and what stdout must be.
func TestHostileCommandLines(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "g.pgn")
	if err := os.WriteFile(game, []byte("[Variant \"Wormhole\"]\n\n1. g2-g3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		args   []string
		code   int
		stderr string // a part of stderr; "" means stderr is empty
		stdout string // the whole of stdout
	}{
		{"a capturable king on the command line", []string{"moves", "-variant", "wormhole", "-fen", "k7/1M6/8/8/8/8/8/K7 w 0"},
			2, "wormweave moves: -fen: the black king on a8 is attacked, but it is white's turn", ""},
		{"nine kings", []string{"perft", "-variant", "interweave", "-depth", "1", "-fen", "kkkkkkkk/k7/8/8/8/8/8/KK6"},
			2, "-fen: Black has 9 kings", ""},
		{"eighteen leapers", []string{"moves", "-variant", "interweave", "-fen", "k1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/1n1n1n1n/n1n1n1n1/N1K1K1k1 w 0 - 000000"},
			2, "-fen: Black has 27 leapers on the board and in the pool", ""},
		{"an empty FEN", []string{"moves", "-variant", "wormhole", "-fen", ""}, 2, "wormweave moves: -fen: FEN: empty", ""},
		{"a blank FEN", []string{"perft", "-variant", "wormhole", "-depth", "1", "-fen", "  "}, 2, "-fen: FEN: empty", ""},
		{"a chess piece in the FEN", []string{"moves", "-variant", "wormhole", "-fen", "♜7/8/8/8/8/8/8/8"},
			2, `-fen: FEN board: rank 8 ("♜7"): "♜" is not a Wormhole piece`, ""},
		{"the largest ply count", []string{"perft", "-variant", "wormhole", "-depth", "1", "-fen", "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 2147483647"},
			0, "", "31\n"},
		{"depth 100", []string{"perft", "-variant", "wormhole", "-depth", "100"}, 2, "wormweave perft: -depth 100: give 1 to 16", ""},
		{"depth 0", []string{"perft", "-variant", "wormhole", "-depth", "0"}, 2, "-depth 0: give 1 to 16", ""},
		{"a mistyped command", []string{"replya", game}, 2, "wormweave: unknown command \"replya\" (did you mean replay?)\nusage:", ""},
		{"an unknown word", []string{"frobnicate"}, 2, "wormweave: unknown command \"frobnicate\"\nusage:", ""},
		{"a missing file", []string{filepath.Join(dir, "nope.pgn")}, 2, "wormweave: cannot open " + filepath.Join(dir, "nope.pgn") + ": no such file\nusage:", ""},
		{"a directory", []string{dir}, 2, "wormweave: " + dir + " is a directory", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := run(c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, c.code, errOut)
			}
			if !strings.Contains(errOut, c.stderr) || (c.stderr == "" && errOut != "") {
				t.Errorf("stderr %q, want it to contain %q", errOut, c.stderr)
			}
			if out != c.stdout {
				t.Errorf("stdout %q, want %q", out, c.stdout)
			}
		})
	}
}

func TestOpensWindow(t *testing.T) {
	game := filepath.Join(t.TempDir(), "g.pgn")
	if err := os.WriteFile(game, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want bool
	}{
		{nil, true},
		{[]string{game}, true},
		{[]string{"replay", game}, false},
		{[]string{"help"}, false},
		{[]string{"replya", game}, false},
		{[]string{game + ".missing"}, false},
		{[]string{filepath.Dir(game)}, false},
	} {
		if got := OpensWindow(c.args); got != c.want {
			t.Errorf("OpensWindow(%q) = %v, want %v", c.args, got, c.want)
		}
	}
}

// Every help text ends its last line.
func TestHelpEndsWithANewline(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}, {"perft", "-h"}, {"moves", "-h"}, {"nonsense"}, {}} {
		_, out, errOut := run(args...)
		text := out + errOut
		if text == "" || !strings.HasSuffix(text, "\n") {
			t.Errorf("%q: output %q does not end with a newline", args, text)
		}
	}
}

// fullWriter takes n bytes and then fails as a full disk does.
type fullWriter struct{ n int }

var errFull = errors.New("no space left on device")

func (w *fullWriter) Write(b []byte) (int, error) {
	if len(b) > w.n {
		k := w.n
		w.n = 0
		return k, errFull
	}
	w.n -= len(b)
	return len(b), nil
}

// A command whose output cannot be written fails and says so, whether the
// first write fails or a later one.
func TestOutputErrors(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "many.pgn")
	var text strings.Builder
	for i := 0; i < 2000; i++ {
		text.WriteString("[Variant \"Wormhole\"]\n\n1. g2-g3 a7-a5 *\n\n")
	}
	if err := os.WriteFile(game, []byte(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"help"},
		{"moves", "-variant", "wormhole"},
		{"perft", "-variant", "wormhole", "-depth", "2"},
		{"perft", "-variant", "wormhole", "-depth", "2", "-divide"},
		{"replay", game},
		{"format", game},
	} {
		for _, room := range []int{0, 3} {
			var errOut strings.Builder
			code := Run(args, &fullWriter{n: room}, &errOut)
			want := "wormweave " + args[0] + ": cannot write the output: no space left on device\n"
			if code != 2 || !strings.HasSuffix(errOut.String(), want) {
				t.Errorf("%q with %d bytes of room: exit %d, stderr %q, want 2 and %q", args, room, code, errOut.String(), want)
			}
		}
	}
}

// What replay writes, -fen reads: a game that starts at the largest ply
// count and goes on ends at a FEN the commands accept.
func TestReplayedFENReadsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "late.pgn")
	text := "[Variant \"Wormhole\"]\n[SetUp \"1\"]\n[FEN \"cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 2147483647\"]\n\n1073741824. g2-g3 a7-a5 *\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run("replay", path)
	fields := strings.Fields(out)
	if code != 0 || len(fields) < 6 {
		t.Fatalf("replay: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	fen := strings.Join(fields[4:], " ")
	if code, _, errOut := run("perft", "-variant", "wormhole", "-depth", "1", "-fen", fen); code != 0 {
		t.Errorf("perft -fen %q: exit %d, stderr %q", fen, code, errOut)
	}
}
