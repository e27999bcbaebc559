//go:build e2e

package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// The test plays moveFrom-moveTo for White (a legal move at the end of the
// game), and the writer must then produce wantMovetext.
const (
	moveFrom     = "e2"
	moveTo       = "e3"
	wantMovetext = "1. d2-d3 e7-e6 2. e2-e3 *"
)

// TestDragAndSave opens a game in the real binary, drags a White pawn from
// moveFrom to moveTo, saves with Ctrl+S, and checks the saved file.
func TestDragAndSave(t *testing.T) {
	s := newSession(t)
	app, win := s.launch("app")
	geom := s.x.windowGeometry(t, win)
	t.Logf("window %s at %v", win, geom)

	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	t.Logf("board at %v, squares of %.2f px", b.origin, b.side)

	s.x.drag(t, b.centre(moveFrom), b.centre(moveTo))
	s.x.waitTitle(t, app, win, dirtyTitle, "the drag from "+moveFrom+" to "+moveTo+" did not play a move")

	s.saveAndCheck(app, win)

	if err := s.x.screenshot(filepath.Join(s.work, "final.png")); err != nil {
		t.Errorf("final screenshot: %v", err)
	}
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}

// saveAndCheck presses Ctrl+S and checks that the game file on disk now
// holds the test game followed by the test move, and that the title no
// longer shows unsaved changes.
func (s *session) saveAndCheck(app *proc, win string) {
	t := s.t
	t.Helper()
	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+s")
	saved := waitFileChange(t, app, s.game, []byte(gameText))
	if !strings.Contains(string(saved), wantMovetext) {
		t.Fatalf("saved file lacks %q:\n%s", wantMovetext, saved)
	}
	if !strings.HasPrefix(string(saved), gameText[:strings.Index(gameText, "\n\n")]) {
		t.Errorf("saved file changed the tags:\n%s", saved)
	}
	plies, fen := replay(t, s.bin, s.game)
	if plies != 3 {
		t.Errorf("replay of the saved file: %d plies, want 3", plies)
	}
	if !strings.Contains(fen, " b ") {
		t.Errorf("replay of the saved file ends at %q, want Black to move", fen)
	}
	s.x.waitTitle(t, app, win, cleanTitle, "the title still shows unsaved changes after Ctrl+S")
}
