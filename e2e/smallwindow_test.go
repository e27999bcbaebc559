//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"path/filepath"
	"testing"
)

// TestSmallWindowFoldsThePanel resizes the real window to 500×400: the
// board keeps a usable size (before, the side panel took half the width
// and left it 228 pixels), with the status's room under it inside the
// window; the button in the top right corner shows the move list in the
// board's place and gives the board back.
func TestSmallWindowFoldsThePanel(t *testing.T) {
	s := newSession(t)
	app, win := s.launch("app")
	s.x.run(t, "xdotool", "windowsize", "--sync", win, "500", "400")
	geom := s.x.windowGeometry(t, win)
	if geom.Dx() != 500 || geom.Dy() != 400 {
		t.Fatalf("the window is %v after the resize, want 500×400", geom)
	}
	b := waitOnScreen(t, s.x, app, filepath.Join(s.work, "small.png"), "a board of at least 240 pixels", func(img image.Image) (board, error) {
		b, err := locateBoard(img, geom)
		if err == nil && 8*b.side < 240 {
			err = fmt.Errorf("the board is %.0f pixels a side", 8*b.side)
		}
		return b, err
	})
	r := b.rect()
	if !r.In(geom) {
		t.Errorf("the board %v runs out of the window %v", r, geom)
	}
	// The status's two lines (about 54 pixels) under the board.
	if room := geom.Max.Y - r.Max.Y; room < 50 {
		t.Errorf("%d pixels under the board for the status", room)
	}

	// The Moves button, in the top right corner of the content, level
	// with the board's top (the board, as tall as the room allows, starts
	// there too): the move list in the board's place.
	toggle := image.Pt(geom.Max.X-25, r.Min.Y+18)
	s.x.run(t, "xdotool", "mousemove", pt(toggle.X), pt(toggle.Y), "sleep", "0.1", "click", "1")
	waitOnScreen(t, s.x, app, filepath.Join(s.work, "moves.png"), "the move list in the board's place", func(img image.Image) (bool, error) {
		if _, err := squaresBox(img, geom); err == nil {
			return false, fmt.Errorf("the board still shows")
		}
		return true, nil
	})
	s.x.run(t, "xdotool", "mousemove", pt(toggle.X), pt(toggle.Y), "sleep", "0.1", "click", "1")
	s.x.findBoard(t, app, geom, filepath.Join(s.work, "back.png"))
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}
