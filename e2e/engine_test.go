//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestAnalysisDrawsTheEngineArrow starts the analysis with its key
// (Ctrl+Shift+A) and finds the engine's best-move arrow on the board by
// its colour, then stops the analysis with the same key and sees the
// arrow go.
func TestAnalysisDrawsTheEngineArrow(t *testing.T) {
	s := newSession(t)
	app, win := s.launch("analysis")
	geom := s.x.windowGeometry(t, win)
	start := filepath.Join(s.work, "start.png")
	b := s.x.findBoard(t, app, geom, start)
	img, err := readPNG(start)
	if err != nil {
		t.Fatal(err)
	}
	if n := engineArrowPixels(img, b.rect()); n != 0 {
		t.Fatalf("%d pixels of the engine's arrow colour on the board before the analysis started (see start.png)", n)
	}

	// A one-square arrow covers about a sixth of a square (its shaft is
	// 0.12 of a side wide, its head 0.35 long): ask for half of that.
	want := int(0.08 * b.side * b.side)
	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+shift+a")
	pressed := time.Now()
	// The evaluation bar comes in beside the board and moves it: each
	// screenshot is searched for the board again.
	onBoard := func(img image.Image) (int, error) {
		box, err := squaresBox(img, geom)
		if err != nil {
			return 0, err
		}
		if abs(box.Dx()-b.rect().Dx()) > 2 {
			return 0, fmt.Errorf("the board at %v is not the size it was, %v", box, b.rect())
		}
		return engineArrowPixels(img, box), nil
	}
	n := waitOnScreen(t, s.x, app, filepath.Join(s.work, "arrow.png"), "the engine's arrow", func(img image.Image) (int, error) {
		n, err := onBoard(img)
		if err != nil {
			return 0, err
		}
		if n < want {
			return n, fmt.Errorf("%d pixels of the arrow's colour on the board, want %d or more", n, want)
		}
		return n, nil
	})
	t.Logf("the arrow shows %v after the key: %d pixels of its colour (a square has %.0f)",
		time.Since(pressed).Round(10*time.Millisecond), n, b.side*b.side)
	// Analysing does not change the game.
	s.x.waitTitle(t, app, win, cleanTitle, "the analysis marked the game as changed")

	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+shift+a")
	waitOnScreen(t, s.x, app, filepath.Join(s.work, "stopped.png"), "the board without the engine's arrow", func(img image.Image) (int, error) {
		n, err := onBoard(img)
		if err == nil && n != 0 {
			err = fmt.Errorf("%d pixels of the arrow's colour still on the board", n)
		}
		return n, err
	})
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}

// The Game menu is the fourth of the menu bar (File, Edit, View, Game);
// Play against the engine is its fourth item, after the analysis, the
// explorer and the search for the position in the library.
const (
	gameMenu       = 3
	playEngineItem = 3
)

// TestPlayAMoveAgainstTheEngine starts a game against the engine from the
// Game menu with the dialog's defaults (White, a weak level, from the
// start), plays a move by dragging a piece, and sees the engine answer:
// the black half of the board changes, which White's move cannot do, and
// the game copied to the clipboard holds the two moves, the second one
// Black's, which the binary's replay command accepts.
func TestPlayAMoveAgainstTheEngine(t *testing.T) {
	s := newSession(t)
	requireXclip(t)
	app, win := s.launch("play")
	geom := s.x.windowGeometry(t, win)

	s.x.chooseMenuItem(t, win, geom, gameMenu, playEngineItem)
	play := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog.png"), "the dialog of a game against the engine")
	s.x.run(t, "xdotool", "mousemove", pt(play.X), pt(play.Y), "sleep", "0.1", "click", "1")
	s.x.waitTitle(t, app, win, "New game — Wormweave", "the game against the engine did not start")

	start := filepath.Join(s.work, "start.png")
	b := s.x.findBoard(t, app, geom, start)
	before, err := readPNG(start)
	if err != nil {
		t.Fatal(err)
	}
	s.x.drag(t, b.centre("e2"), b.centre("e4"))
	moved := time.Now()
	// Black's pieces stand on ranks 7 and 8, so Black's reply changes
	// the upper half of the board: its piece leaves a square there. A
	// piece on a square covers about a third of it: ask for a quarter.
	want := int(0.25 * b.side * b.side)
	n := waitOnScreen(t, s.x, app, filepath.Join(s.work, "reply.png"), "the engine's reply", func(img image.Image) (int, error) {
		n := changedPixels(before, img, b.ranks(5, 8))
		if n < want {
			return n, fmt.Errorf("%d pixels changed on ranks 5 to 8, want %d or more", n, want)
		}
		return n, nil
	})
	t.Logf("the reply shows %v after the drag: %d pixels changed on ranks 5 to 8", time.Since(moved).Round(10*time.Millisecond), n)

	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+c")
	copied := s.x.waitClipboard(t, app, func(text string) bool { return strings.Contains(text, "[Black ") })
	if !strings.Contains(copied, "1. e2-e4 ") {
		t.Errorf("the game copied lacks the move dragged, 1. e2-e4:\n%s", copied)
	}
	if !strings.Contains(copied, `[White "?"]`) || strings.Contains(copied, `[Black "?"]`) {
		t.Errorf("the game copied does not name the engine as Black:\n%s", copied)
	}
	file := filepath.Join(s.work, "played.pgn")
	if err := os.WriteFile(file, []byte(copied), 0o644); err != nil {
		t.Fatal(err)
	}
	plies, fen := replay(t, s.bin, file)
	if plies != 2 || !strings.Contains(fen, " w ") {
		t.Errorf("the game copied has %d plies and ends at %q; want 2, White to move:\n%s", plies, fen, copied)
	}
}
