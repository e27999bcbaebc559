//go:build e2e

package e2e

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDropAFileOnTheWindow drops a PGN file on the window, as a file
// manager does by the XDND protocol, and checks that it opens.
func TestDropAFileOnTheWindow(t *testing.T) {
	s := newSession(t)
	xdnd := buildXdnd(t, repoRoot(t), s.work)
	app, win := s.launch("app")
	dropped := filepath.Join(s.work, "dropped.pgn")
	text := strings.Replace(gameText, `[White "?"]`, `[White "Dropped"]`, 1)
	if err := os.WriteFile(dropped, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	geom := s.x.windowGeometry(t, win)
	centre := image.Pt((geom.Min.X+geom.Max.X)/2, (geom.Min.Y+geom.Max.Y)/2)
	s.x.dropFiles(t, xdnd, win, centre, dropped)
	s.x.waitTitle(t, app, win, "dropped.pgn — Wormweave", "the dropped file did not open")
	if err := s.x.screenshot(filepath.Join(s.work, "dropped.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
}
