//go:build e2e

package e2e

import (
	"image"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTypedMovesAndTheWindowsKeys types a move on the board through the
// real driver (the characters arrive as typed runes, not as key events),
// puts a glyph on it with Ctrl+1, turns full screen on and off with F11,
// and quits with Ctrl+Q: with unsaved changes the question shows and the
// app stays; once saved, it ends.
func TestTypedMovesAndTheWindowsKeys(t *testing.T) {
	s := newSession(t)
	requireXclip(t)
	app, win := s.launch("typing")
	k := keys{s, app, win}
	geom := s.x.windowGeometry(t, win)
	start := k.fen("the position before typing", func(string) bool { return true })

	// The game ends with 1... e7-e6: White to move. An id and a short
	// form, each ended by Enter.
	s.x.run(t, "xdotool", "type", "--window", win, "--delay", "30", "Nf3")
	k.press("Return")
	k.title(dirtyTitle, "typing Nf3 and Enter did not play a move")
	afterNf3 := k.fen("after Nf3", not(start))
	if !strings.Contains(afterNf3, " b ") {
		t.Errorf("after Nf3 Black is not to move: %s", afterNf3)
	}
	s.x.run(t, "xdotool", "type", "--window", win, "--delay", "30", "b8c6")
	k.press("Return")
	k.fen("after b8c6", not(start, afterNf3))

	// Ctrl+1 marks the last move good: the game copied says so.
	k.press("ctrl+1")
	k.press("ctrl+c")
	s.x.waitClipboardFor(t, app, "Ctrl+1 then Ctrl+C", func(text string) bool {
		return strings.Contains(text, "2. Ng1-f3 Nb8-c6!") || strings.Contains(text, "Nb8-c6 $1")
	})

	// F11 fills the screen and gives the window its size back.
	screen := s.x.screenSize(t)
	k.press("F11")
	s.x.waitGeometry(t, app, win, "F11 turning full screen on", func(r image.Rectangle) bool { return r.Size() == screen })
	k.press("F11")
	s.x.waitGeometry(t, app, win, "F11 turning full screen off", func(r image.Rectangle) bool { return r.Size() == geom.Size() })

	// Ctrl+Q with unsaved changes asks; Escape answers Cancel.
	k.press("ctrl+q")
	// The question's default button, Save, is the only one in the
	// primary colour.
	waitOnScreen(t, s.x, app, filepath.Join(s.work, "quit-question.png"), "the question about unsaved changes after Ctrl+Q", func(img image.Image) (image.Rectangle, error) {
		return primaryButton(img, geom)
	})
	k.press("Escape")
	time.Sleep(300 * time.Millisecond) // the app must not end: nothing to wait for
	if app.exited() {
		t.Fatal("Ctrl+Q ended the app with unsaved changes")
	}
	k.press("ctrl+s")
	k.title(cleanTitle, "Ctrl+S after the typed moves")
	k.press("ctrl+q")
	select {
	case <-app.done:
	case <-time.After(changeTimeout):
		t.Fatal("Ctrl+Q without unsaved changes did not end the app")
	}
	if code := app.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("the app ended with status %d", code)
	}
	if plies, _ := replay(t, s.bin, s.game); plies != 4 {
		t.Errorf("the saved game has %d plies, want 4", plies)
	}
}
