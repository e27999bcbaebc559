//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"testing"
)

// The Help menu is the fifth of the menu bar; its items, separators
// skipped: the two rules pages, Manual, Keyboard shortcuts, About.
const (
	helpMenu   = 4
	manualItem = 2
	keysItem   = 3
)

// TestHelpMenuInTheRealWindow opens Help > Manual in the real binary and
// sees the manual's window open with the first picture drawn (the
// manual and its pictures are built into the program) and Escape close
// it, then Help >
// Keyboard shortcuts, whose list covers the board until Escape closes
// it.
func TestHelpMenuInTheRealWindow(t *testing.T) {
	s := newSession(t)
	app, win := s.launch("help")
	k := keys{s, app, win}
	geom := s.x.windowGeometry(t, win)

	s.x.chooseMenuItem(t, win, geom, helpMenu, manualItem)
	manual := s.x.waitWindowNamed(t, app, "Wormweave manual")
	mg := s.x.windowGeometry(t, manual)
	// The manual begins with its title and a few paragraphs, then the
	// picture of a Wormhole board: its holes are drawn in a dark violet
	// that no text has.
	k.waitScreen("manual", "the manual's first picture", func(img image.Image) error {
		if n := holePixels(img, mg); n < 500 {
			return fmt.Errorf("%d pixels of a hole's violet in the manual's window", n)
		}
		return nil
	})
	s.x.pressClosing(t, manual, "Escape")
	s.x.waitNoWindowNamed(t, app, "Wormweave manual")

	b := s.x.findBoard(t, app, geom, s.work+"/board.png")
	before := k.shot("before-keys")
	s.x.chooseMenuItem(t, win, geom, helpMenu, keysItem)
	k.waitScreen("keys", "the list of keys over the board", func(img image.Image) error {
		if n := changedPixels(before, img, b.rect()); n < int(b.side*b.side)/4 {
			return fmt.Errorf("%d pixels of the board changed", n)
		}
		return nil
	})
	k.press("Escape")
	k.waitUnchanged("keys-closed", "Escape closing the list of keys", before, b.rect())
}

// holePixels counts the pixels of r that have a hole's dark violet.
func holePixels(img image.Image, r image.Rectangle) int {
	return countPixels(r.Intersect(img.Bounds()), func(x, y int) bool {
		red, green, blue := rgb8(img.At(x, y))
		return blue > 60 && blue > red+25 && blue > green+35 && red < 140
	})
}
