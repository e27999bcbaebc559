package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/app/gamelist"
	"wormweave/notation"
)

// cutTestGame is a Wormhole game with the seven tags, White's name and the
// movetext given.
func cutTestGame(white, movetext string) string {
	return fmt.Sprintf("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White %q]\n[Black \"?\"]\n[Result \"*\"]\n[Variant \"Wormhole\"]\n\n%s", white, movetext)
}

// A game cut by a line longer than the reader keeps (notation.MaxLine: a
// comment of megabytes) opens as far as it was read, and the window says
// so, with the file and the line; the game list marks it. The other games
// of the file open whole, and saving one of them over the file keeps the
// cut game, its long line included, as it was.
func TestAGameCutByALongLineOpensInPart(t *testing.T) {
	whole := func(white string) string { return cutTestGame(white, "1. e2-e3 e7-e6 2. d2-d3 d7-d6 *\n") }
	// Ten lines before the long one: eight tags, a blank, the first move.
	cut := cutTestGame("Cut", "1. e2-e3 e7-e6\n{"+strings.Repeat("a", notation.MaxLine)+"}\n2. d2-d3 d7-d6 *\n")
	const gameLines = 11 // a whole game and the blank line after it
	tests := []struct {
		name  string
		text  string
		cut   int // the cut game's index
		games int
	}{
		{"between two games", whole("Ada") + "\n" + cut + "\n" + whole("Bo"), 1, 3},
		{"the last game", whole("Ada") + "\n" + cut, 1, 2},
		{"the only game", cut, 0, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "cut.pgn")
			if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			copyPath := filepath.Join(dir, "copy.pgn")
			w := newTestWindow(t, fakeChooser{save: copyPath})
			w.openPath(path)
			w.games.Wait()
			longLine := tc.cut*gameLines + 11
			where := fmt.Sprintf("cut.pgn, line %d, column 1: line longer than %d bytes", longLine, notation.MaxLine)
			if tc.games == 1 {
				// The only game opens at once.
				checkCutGameShown(t, w, where)
				return
			}
			l := w.games
			if l == nil || l.Len() != tc.games {
				t.Fatalf("the list does not show the %d games", tc.games)
			}
			for i := range l.Len() {
				if number := l.Cells(i)[gamelist.ColNumber]; strings.HasSuffix(number, "⚠") != (i == tc.cut) {
					t.Errorf("game %d is shown as %q in the list", i+1, number)
				}
			}
			f := l.File()
			l.Hide()
			w.openGame(f, tc.cut)
			checkCutGameShown(t, w, where)
			// A whole game of the same file opens whole; saved over the
			// file, it leaves the cut game as it was.
			w.openGame(f, 0)
			if top := w.win.Canvas().Overlays().Top(); top != nil {
				t.Fatalf("a whole game opens with a message: %q", labelsText(top))
			}
			if n := len(w.Document().Game().MainLine()); n != 4 {
				t.Fatalf("the whole game opens with %d plies, want 4", n)
			}
			dragOnBoard(w, "g2", "g3")
			w.save(nil)
			data, err := os.ReadFile(path)
			if err != nil || !strings.Contains(string(data), "3. g2-g3") || !strings.HasSuffix(string(data), tc.text[len(whole("Ada")):]) {
				t.Errorf("saving the first game did not keep the rest of the file (%v)", err)
			}
		})
	}
}

// checkCutGameShown checks that the cut game is on the board as far as it
// was read, that the message says where it was cut, and that saving it
// goes to a new file rather than over the one that holds the rest.
func checkCutGameShown(t *testing.T, w *Window, where string) {
	t.Helper()
	if w.Document().Game().Tag("White") != "Cut" {
		t.Fatalf("the cut game is not shown")
	}
	if n := len(w.Document().Game().MainLine()); n != 2 {
		t.Errorf("the cut game shows %d plies, want the 2 before the long line", n)
	}
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the cut game opens without a word")
	}
	// The dialog capitalises its text's first letter: the file's name.
	if text := labelsText(top); !strings.Contains(strings.ToLower(text), strings.ToLower(where)) {
		t.Fatalf("the message %q does not say %q", text, where)
	}
	tapButton(t, top, "OK")
	path := w.session.Path()
	before, _ := os.ReadFile(path)
	dragOnBoard(w, "d2", "d3")
	w.save(nil)
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		tapButton(t, top, "OK") // saving to a new file, as the message says
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("the cut game was saved over its file")
	}
}
