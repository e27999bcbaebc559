//go:build e2e

package e2e

import (
	"errors"
	"fmt"
	"image"
	"path/filepath"
	"testing"
)

// strengthAbovePlay is how far the Strength select's centre lies above the
// centre of the Play button in the dialog of a game against the engine,
// at the default theme's sizes (the dialog's rows: side, strength, start
// with its two lines, clock; then the buttons). The test checks that a
// click there opens the select's pop-up.
const strengthAbovePlay = 152

// TestEscapeClosesThePlayDialogAfterTheSelect opens the dialog of a game
// against the engine, chooses a strength in its select with the mouse
// (a click keeps the keyboard in the select, where Escape was lost),
// presses Escape and wants the dialog gone.
func TestEscapeClosesThePlayDialogAfterTheSelect(t *testing.T) {
	s := newSession(t)
	app, win := s.launch("escape")
	geom := s.x.windowGeometry(t, win)
	s.x.chooseMenuItem(t, win, geom, gameMenu, playEngineItem)
	play := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog.png"), "the dialog of a game against the engine")
	sel := image.Pt(play.X, play.Y-strengthAbovePlay)
	row := image.Rect(sel.X-100, sel.Y-12, sel.X+100, sel.Y+12)
	before, err := readPNG(filepath.Join(s.work, "dialog.png"))
	if err != nil {
		t.Fatal(err)
	}
	// Open the pop-up: the screen under the select changes.
	s.x.run(t, "xdotool", "mousemove", pt(sel.X), pt(sel.Y), "sleep", "0.2", "click", "1")
	opened := waitOnScreen(t, s.x, app, filepath.Join(s.work, "popup.png"), "the select's pop-up", func(img image.Image) (image.Image, error) {
		if n := changedPixels(before, img, image.Rect(sel.X-100, sel.Y+20, sel.X+100, sel.Y+120)); n < 200 {
			return nil, fmt.Errorf("%d pixels changed under the select", n)
		}
		return img, nil
	})
	// The second option, about two rows under the select.
	s.x.run(t, "xdotool", "mousemove", pt(sel.X), pt(sel.Y+72), "sleep", "0.2", "click", "1")
	waitOnScreen(t, s.x, app, filepath.Join(s.work, "chosen.png"), "a new strength in the select, the pop-up closed", func(img image.Image) (bool, error) {
		if n := changedPixels(opened, img, image.Rect(sel.X-100, sel.Y+40, sel.X+100, sel.Y+120)); n < 200 {
			return false, errors.New("the pop-up is still open")
		}
		if n := changedPixels(before, img, row); n < 20 {
			return false, fmt.Errorf("the select shows the same strength (%d pixels changed)", n)
		}
		if _, err := locateConfirmButton(img, geom); err != nil {
			return false, fmt.Errorf("the dialog closed on the choice: %v", err)
		}
		return true, nil
	})
	s.x.run(t, "xdotool", "windowfocus", "--sync", win, "key", "Escape")
	waitOnScreen(t, s.x, app, filepath.Join(s.work, "closed.png"), "the window without the dialog", func(img image.Image) (bool, error) {
		if _, err := primaryButton(img, geom); err == nil {
			return false, errors.New("the dialog's Play button still shows")
		}
		return true, nil
	})
	s.x.waitTitle(t, app, win, cleanTitle, "Escape changed the game")
}
