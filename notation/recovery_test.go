package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"
)

// wormholeGame is a small good game whose first move is move.
func wormholeGame(event, move string) string {
	return fmt.Sprintf("[Event %q]\n[Variant \"Wormhole\"]\n\n1. %s *\n", event, move)
}

// TestDamagedFilesKeepTheirGames reads the files of the hostile-input
// report that lost games, and wants every good game back.
func TestDamagedFilesKeepTheirGames(t *testing.T) {
	five := func(damaged string) string {
		var b strings.Builder
		for i, m := range []string{"g2-g3", "d2-d3", "e2-e3", "b2-b3", "h2-h3"} {
			if i > 0 {
				b.WriteString("\n")
			}
			g := wormholeGame(fmt.Sprintf("G%d", i+1), m)
			if i == 2 {
				g = strings.Replace(g, " *\n", " "+damaged+"\n", 1)
			}
			b.WriteString(g)
		}
		return b.String()
	}
	tests := []struct {
		name string
		file string
		want string // badReport of the file, with the tag Event of each game
	}{
		{
			"an unclosed comment ends at the next game",
			"[Variant \"Wormhole\"]\n\n1. g2-g3 {oops *\n\n[Variant \"Wormhole\"]\n\n1. g2-g3 *\n",
			"#1 1 plies: f.pgn:3:10: unclosed comment: this '{' is not closed before the end of the game, line 3\n" +
				"#2 1 plies: ok\n",
		},
		{
			"an unclosed comment in the third of five games",
			five("a7-a6 {oops *"),
			"#1 1 plies: ok\n#2 1 plies: ok\n" +
				"#3 2 plies: f.pgn:14:16: unclosed comment: this '{' is not closed before the end of the game, line 14\n" +
				"#4 1 plies: ok\n#5 1 plies: ok\n",
		},
		{
			"an unclosed comment over several lines",
			five("{oops\n\nstill the comment\n[Event \"not a tag: no empty line before\"]\n*"),
			"#1 1 plies: ok\n#2 1 plies: ok\n" +
				"#3 1 plies: f.pgn:14:10: unclosed comment: this '{' is not closed before the end of the game, line 18\n" +
				"#4 1 plies: ok\n#5 1 plies: ok\n",
		},
		{
			"an unclosed variation",
			five("(1. d2-d4"),
			"#1 1 plies: ok\n#2 1 plies: ok\n" +
				"#3 1 plies: f.pgn:14:10: unclosed variation: this '(' is not closed before the end of the game, line 14\n" +
				"#4 1 plies: ok\n#5 1 plies: ok\n",
		},
		{
			"an escape line holding a '{'",
			"[Variant \"Wormhole\"]\n\n1. g2-g3 *\n% {\n\n[Variant \"Wormhole\"]\n\n1. d2-d3 *\n",
			"#1 1 plies: ok\n#2 1 plies: ok\n",
		},
		{
			"a byte-order mark",
			"\xef\xbb\xbf[Event \"E\"]\n[Variant \"Wormhole\"]\n\n1. g2-g3 *\n",
			"#1 1 plies: ok\n",
		},
		{
			"a byte-order mark of a second file put after the first",
			wormholeGame("A", "g2-g3") + "\n\xef\xbb\xbf" + wormholeGame("B", "d2-d3"),
			"#1 1 plies: ok\n#2 1 plies: ok\n",
		},
		{
			"a line longer than MaxLine",
			wormholeGame("A", "g2-g3") + "\n" + strings.Replace(wormholeGame("B", "d2-d3"), " *\n", "\n{"+strings.Repeat("x", MaxLine)+"}\n*\n", 1) + "\n" + wormholeGame("C", "e2-e3"),
			"#1 1 plies: ok\n" +
				fmt.Sprintf("#2 1 plies: f.pgn:10:1: line longer than %d bytes: the game is read up to it, and the rest of the game is skipped\n", MaxLine) +
				"#3 1 plies: ok\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := badReport("f.pgn", []byte(tc.file)); got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// TestIndexSaysWhereAGameWasCut lists a file whose second game has a line
// longer than MaxLine: its entry has the error.
func TestIndexSaysWhereAGameWasCut(t *testing.T) {
	file := wormholeGame("A", "g2-g3") + "\n" + strings.Replace(wormholeGame("B", "d2-d3"), " *\n", "\n{"+strings.Repeat("x", MaxLine)+"}\n*\n", 1)
	entries, err := Index(strings.NewReader(file), "f.pgn")
	if err != nil || len(entries) != 2 {
		t.Fatalf("%d entries, %v", len(entries), err)
	}
	var e *Error
	if entries[0].Err != nil || !errors.As(entries[1].Err, &e) || e.Key != "notation.lineTooLong" || e.File != "f.pgn" || e.Line != 10 {
		t.Errorf("errors %v, %v; want none, then the long line 10", entries[0].Err, entries[1].Err)
	}
	if entries[1].Tag("Event") != "B" {
		t.Errorf("tags %v", entries[1].Tags)
	}
}

// TestByteOrderMarkKeepsTheFirstTag checks that the tag behind a
// byte-order mark is read and written back.
func TestByteOrderMarkKeepsTheFirstTag(t *testing.T) {
	games, errs, err := ReadAll(strings.NewReader("\xef\xbb\xbf[Event \"E\"]\n[Variant \"Wormhole\"]\n\n1. g2-g3 *\n"), "b.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("%d games, errors %v %v", len(games), errs, err)
	}
	if got := games[0].Tag("Event"); got != "E" {
		t.Errorf("Event %q, want E", got)
	}
	if out := AppendGame(nil, games[0]); !bytes.HasPrefix(out, []byte("[Event \"E\"]\n")) {
		t.Errorf("written as:\n%s", out)
	}
}

// TestGameReadInPartIsWrittenAsSuch checks that a game with an error
// cannot be written so that it passes for a whole one.
func TestGameReadInPartIsWrittenAsSuch(t *testing.T) {
	tests := []struct {
		name     string
		file     string
		wantText []string // in the written game, in order, its blanks as one space
		// readsBack says whether the written game reads with no error:
		// it does, unless the error was in the tags the writer copies.
		readsBack bool
	}{
		{
			"an illegal move",
			"[Event \"E\"]\n[Variant \"Wormhole\"]\n[Result \"1-0\"]\n\n1. g2-g3 a7-a6 2. e2-e9 b7-b6 1-0\n",
			[]string{"[Result \"*\"]", "1. g2-g3 a7-a6 {Reading stopped at line 5, column 19: cannot read move \"e2-e9\". The rest of this game was not read; the file gave the result 1-0.} *"},
			true,
		},
		{
			"an unclosed comment",
			"[Variant \"Wormhole\"]\n\n1. g2-g3 {oops 1-0\n",
			[]string{"[Result \"*\"]", "1. g2-g3 {Reading stopped at line 3, column 10: unclosed comment: this '{' is not closed", "*"},
			true,
		},
		{
			"no variant",
			"[Event \"E\"]\n[Result \"0-1\"]\n\n1. g2-g3 0-1\n",
			[]string{"[Result \"*\"]", "{Reading stopped at line 1, column 1: missing Variant tag", "*"},
			false,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games, errs, err := ReadAll(strings.NewReader(tc.file), "f.pgn")
			if err != nil || len(games) != 1 || errs[0] == nil {
				t.Fatalf("want one game with an error, got %d, %v, %v", len(games), errs, err)
			}
			out := string(AppendAsRead(nil, games[0], errs[0]))
			rest := strings.Join(strings.Fields(out), " ")
			for _, w := range tc.wantText {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("%q not in the written game:\n%s", w, out)
				}
				rest = rest[i+len(w):]
			}
			if strings.Contains(out, "1-0 *") || strings.HasSuffix(out, "1-0\n") || strings.HasSuffix(out, "0-1\n") {
				t.Errorf("the written game ends with a result:\n%s", out)
			}
			// What is written reads back with no error: the stop is said
			// in a comment.
			back, berrs, _ := ReadAll(strings.NewReader(out), "back.pgn")
			if len(back) != 1 || (berrs[0] == nil) != tc.readsBack {
				t.Errorf("written game reads back with %v:\n%s", berrs, out)
			}
		})
	}
	// A game read whole, or with a warning only, is written as it was.
	whole := "[Variant \"Wormhole\"]\n\n1. g2-g3 *\n"
	g, _, _ := ReadAll(strings.NewReader(whole), "f.pgn")
	if a, b := AppendAsRead(nil, g[0], nil), AppendGame(nil, g[0]); !bytes.Equal(a, b) {
		t.Errorf("a whole game is written as\n%s\nnot\n%s", a, b)
	}
	if a, b := AppendAsRead(nil, g[0], &Error{Msg: "w", Warning: true}), AppendGame(nil, g[0]); !bytes.Equal(a, b) {
		t.Errorf("a game with a warning is written as\n%s\nnot\n%s", a, b)
	}
	for _, c := range []struct {
		err  error
		want bool
	}{{nil, false}, {&Error{Warning: true}, false}, {&Error{}, true}, {io.ErrUnexpectedEOF, true}} {
		if got := InPart(c.err); got != c.want {
			t.Errorf("InPart(%#v) = %v", c.err, got)
		}
	}
}

// endless is an input with no end: the byte it repeats, forever.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

// TestEndlessLineIsBounded reads a stream that ends in an endless line
// (as /dev/zero is one) and wants an error of the file within bounded
// memory. The line follows a game and an empty line: it is a damaged game
// of its own, and the game before it is read whole, without an error.
func TestEndlessLineIsBounded(t *testing.T) {
	for _, c := range []byte{0, 'x', '{'} {
		t.Run(quoteByte(c), func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			games, errs, err := ReadAll(io.MultiReader(strings.NewReader(wormholeGame("A", "g2-g3")+"\n"), endless(c)), "zero")
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(err)
			}
			if len(games) != 2 || len(games[0].MainLine()) != 1 || errs[0] != nil {
				t.Fatalf("%d games (%v); want the game whole, then the line", len(games), errs)
			}
			var e *Error
			if !errors.As(errs[1], &e) || e.Key != "notation.lineNoEnd" || e.Line != 6 {
				t.Errorf("error %v, want notation.lineNoEnd at line 6", errs[1])
			}
			// It reads MaxSkip bytes and keeps MaxLine of them, in a
			// buffer that grows by doubling.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 6*MaxLine {
				t.Errorf("reading took %d bytes, want at most %d", alloc, 6*MaxLine)
			}
		})
	}
}

// TestEndlessGameIsBounded reads a stream of endless short lines, which
// make one endless game.
func TestEndlessGameIsBounded(t *testing.T) {
	r := io.MultiReader(strings.NewReader("[Variant \"Wormhole\"]\n\n"), io.LimitReader(&endlessLines{}, MaxGame+MaxLine))
	games, errs, err := ReadAll(r, "lines")
	if err != nil || len(games) != 1 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	var e *Error
	if !errors.As(errs[0], &e) || e.Key != "notation.gameTooLong" {
		t.Errorf("error %v, want notation.gameTooLong", errs[0])
	}
}

// endlessLines repeats a line of blanks, which never ends a game and
// costs the parser little.
type endlessLines struct{ n int }

func (e *endlessLines) Read(p []byte) (int, error) {
	const line = "                                                   \n"
	for i := range p {
		p[i] = line[e.n%len(line)]
		e.n++
	}
	return len(p), nil
}

// TestReadingIsLinear reads the lines of many comments that used to take
// a scan to the end of the line at every '{' (600,000 "{}" took 37 s).
// The bound is far above the linear time (tens of milliseconds) and far
// below the quadratic one, on a slow machine as under the race detector:
// 15 s, since reading took 3.1 s under the race detector at a load
// average of 25.
func TestReadingIsLinear(t *testing.T) {
	head := "[Variant \"Wormhole\"]\n\n1. g2-g3 "
	tests := []struct {
		name string
		file string
		key  string // the error, "" for none
	}{
		{"600,000 comments on one line", head + strings.Repeat("{}", 600000) + " a7-a6 *\n", ""},
		{"600,000 comments, then a ';'", head + strings.Repeat("{}", 600000) + " ; x\n*\n", ""},
		{"600,000 '{' in a comment", head + "{" + strings.Repeat("{", 600000) + "} *\n", ""},
		{"600,000 unclosed '('", head + strings.Repeat("(", 600000) + " *\n", "notation.variationBeforeMove"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			games, errs, err := ReadAll(strings.NewReader(tc.file), "many.pgn")
			if err != nil || len(games) != 1 {
				t.Fatalf("%d games, %v", len(games), err)
			}
			var e *Error
			if tc.key == "" && errs[0] != nil || tc.key != "" && (!errors.As(errs[0], &e) || e.Key != tc.key) {
				t.Fatalf("error %v, want %q", errs[0], tc.key)
			}
			if _, err := Index(strings.NewReader(tc.file), "many.pgn"); err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); d > 15*time.Second {
				t.Errorf("reading %d bytes took %v", len(tc.file), d)
			}
		})
	}
}

// TestErrorsQuoteAShortPrefix checks that no error echoes a long input
// (a 1 MB FEN tag gave a 2 MB error).
func TestErrorsQuoteAShortPrefix(t *testing.T) {
	long := strings.Repeat("p", 1<<20) // a megabyte, within MaxLine
	tests := []struct{ name, file string }{
		{"FEN tag", "[Variant \"Wormhole\"]\n[FEN \"" + long + "\"]\n\n*\n"},
		{"variant", "[Variant \"" + long + "\"]\n\n*\n"},
		{"move", "[Variant \"Wormhole\"]\n\n1. " + long + " *\n"},
		{"after the result", "[Variant \"Wormhole\"]\n\n* {" + long + "}\n"},
		{"tag name", "[" + long + "]\n"},
		{"annotation", "[Variant \"Wormhole\"]\n\n$" + strings.Repeat("9", 1<<20) + " *\n"},
		{"vchess line", "[Variant \"Wormhole\"]\n\n1. g2g3\n\n1.w " + long + "\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, err := ReadAll(strings.NewReader(tc.file), "long.pgn")
			if err != nil || len(errs) != 1 || errs[0] == nil {
				t.Fatalf("want one error, got %v %v", errs, err)
			}
			if msg := errs[0].Error(); len(msg) > 300 {
				t.Errorf("a %d-byte message: %.300s", len(msg), msg)
			}
		})
	}
}

// TestResultTagContradicted reports a Result tag that the movetext's
// termination marker contradicts, as a warning: the game is whole.
func TestResultTagContradicted(t *testing.T) {
	tests := []struct {
		name, tag, marker string
		warn              bool
	}{
		{"agree", "1-0", "1-0", false},
		{"agree, unfinished", "*", "*", false},
		{"contradict", "1-0", "0-1", true},
		{"drawn against a win", "1/2-1/2", "1-0", true},
		{"finished against unfinished", "1-0", "*", true},
		{"no marker", "1-0", "", false},
		{"tag with blanks", " 0-1 ", "0-1", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := fmt.Sprintf("[Result %q]\n[Variant \"Wormhole\"]\n\n1. g2-g3 a7-a6 %s\n", tc.tag, tc.marker)
			games, errs, err := ReadAll(strings.NewReader(file), "r.pgn")
			if err != nil || len(games) != 1 {
				t.Fatalf("%d games, %v", len(games), err)
			}
			if got := len(games[0].MainLine()); got != 2 {
				t.Errorf("%d plies, want 2", got)
			}
			var e *Error
			switch {
			case !tc.warn && errs[0] != nil:
				t.Errorf("unexpected error %v", errs[0])
			case tc.warn && (!errors.As(errs[0], &e) || !e.Warning || e.Line != 1 || e.Col != 1):
				t.Errorf("error %v, want a warning at the Result tag, 1:1", errs[0])
			case tc.warn && games[0].Result != tc.marker:
				t.Errorf("result %q, want the marker's %q", games[0].Result, tc.marker)
			}
			if tc.warn {
				// Written back as read, so that nothing is lost.
				out := string(AppendAsRead(nil, games[0], errs[0]))
				if !strings.Contains(out, fmt.Sprintf("[Result %q]", tc.tag)) || !strings.HasSuffix(out, " "+tc.marker+"\n") {
					t.Errorf("written as:\n%s", out)
				}
			}
		})
	}
}
