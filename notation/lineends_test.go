package notation

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"wormweave/rules"
)

// A file is read the same whatever its line ends: LF, CRLF, or a CR alone
// as old Mac editors wrote it. Games, trees and the lines errors name are
// those of the LF file.
func TestLineEnds(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var lf []byte
	var games []*Game
	for i := range 12 {
		g := randomGame(r, rules.Variants[i%2])
		g.Root.Next().SetCommentAfter("a comment")
		games = append(games, g)
		if i > 0 {
			lf = append(lf, '\n')
		}
		lf = AppendGame(lf, g)
	}
	// An error in the last game, on its last line, and a ';' comment that
	// must end with its line.
	lf = append(lf, "\n[Variant \"Wormhole\"]\n\n1. g2-g3 ; rest of line\nZz9 *\n"...)
	for _, c := range []struct{ name, end string }{{"LF", "\n"}, {"CRLF", "\r\n"}, {"CR", "\r"}} {
		t.Run(c.name, func(t *testing.T) {
			file := bytes.ReplaceAll(lf, []byte("\n"), []byte(c.end))
			back, errs, err := ReadAll(bytes.NewReader(file), "f.pgn")
			if err != nil || len(back) != 13 {
				t.Fatalf("%d games, %v; want 13", len(back), err)
			}
			for i, g := range games {
				if errs[i] != nil {
					t.Fatalf("game %d: %v", i+1, errs[i])
				}
				back[i].Tags, g.Tags = nil, nil
				if err := sameGame(g, back[i]); err != nil {
					t.Fatalf("game %d: %v", i+1, err)
				}
			}
			var e *Error
			wantLine := bytes.Count(lf, []byte("\n"))
			if !errors.As(errs[12], &e) || e.Line != wantLine || e.Col != 1 {
				t.Errorf("the last game's error is %v, want one at line %d, column 1", errs[12], wantLine)
			}
			entries, err := Index(bytes.NewReader(file), "f.pgn")
			if err != nil || len(entries) != 13 {
				t.Fatalf("Index: %d entries, %v", len(entries), err)
			}
			// Each game starts on the line it starts on in the LF file, and
			// spans its own lines from its first tag to its last line end.
			var lines []int
			for sc := NewScanner(bytes.NewReader(lf)); sc.Scan(); {
				lines = append(lines, sc.Game().Line)
			}
			sc := NewScanner(bytes.NewReader(file))
			for i := 0; sc.Scan(); i++ {
				g := sc.Game()
				if g.Line != lines[i] {
					t.Errorf("game %d at line %d, want %d", i+1, g.Line, lines[i])
				}
				span := string(file[g.Offset:g.End])
				if !strings.HasPrefix(span, "[") || !strings.HasSuffix(span, c.end) || strings.HasSuffix(span, c.end+c.end) || strings.HasSuffix(span, "\r") && c.end == "\n" {
					t.Errorf("game %d spans %q…%q", i+1, span[:min(len(span), 20)], span[max(0, len(span)-20):])
				}
			}
		})
	}
}

// The Scanner finds a CR alone wherever its 64 KiB buffer cuts the
// stream: at the buffer's last byte too, where whether an LF follows is
// not yet known. A line longer than the buffer starts at its front, so a
// comment of about 64 KiB puts the line's end near the buffer's end.
func TestLineEndsAtTheBuffersEdge(t *testing.T) {
	for _, end := range []string{"\r", "\r\n"} {
		for k := -2; k <= 2; k++ {
			comment := strings.Repeat("x", 64<<10-12+k)
			file := "[Variant \"Wormhole\"]" + end + end + "1. g2-g3 {" + comment + "}" + end + "*" + end + end +
				"[Variant \"Wormhole\"]" + end + end + "1. d2-d3 *" + end
			games, errs, err := ReadAll(strings.NewReader(file), "f.pgn")
			if err != nil || len(games) != 2 {
				t.Fatalf("%q, %d: %d games, %v", end, k, len(games), err)
			}
			for i, e := range errs {
				if e != nil {
					t.Errorf("%q, %d: game %d: %v", end, k, i+1, e)
				}
			}
			if got := games[0].Root.Next().CommentAfter(); got != comment {
				t.Errorf("%q, %d: the comment has %d bytes, want %d", end, k, len(got), len(comment))
			}
		}
	}
}
