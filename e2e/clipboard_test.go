//go:build e2e

package e2e

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pastedGame is what the test puts on the X clipboard: a game with a
// variation and a comment, which Paste must open whole.
const pastedGame = `[Event "Pasted"]
[Site "?"]
[Date "2026.11.30"]
[Round "?"]
[White "Clip Board"]
[Black "X Selection"]
[Result "*"]
[Variant "Wormhole"]

1. e2-e3 {from the clipboard} (1. d2-d3) 1... e7-e6 *
`

// TestPasteAGameFromTheXClipboard puts a PGN on the real X clipboard with
// xclip, pastes it with Ctrl+V, then copies the game back with Ctrl+C and
// reads the clipboard: the game went both ways whole.
func TestPasteAGameFromTheXClipboard(t *testing.T) {
	s := newSession(t)
	requireXclip(t)
	app, win := s.launch("app")

	s.x.setClipboard(t, filepath.Join(s.work, "pasted.pgn"), pastedGame)
	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+v")
	// A pasted game has no file yet.
	s.x.waitTitle(t, app, win, "New game — Wormweave", "Ctrl+V did not open the game on the clipboard")

	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+c")
	copied := s.x.waitClipboard(t, app, func(text string) bool { return strings.Contains(text, `[White "Clip Board"]`) })
	for _, want := range []string{`[Black "X Selection"]`, "{from the clipboard}", "(1. d2-d3)", "e7-e6"} {
		if !strings.Contains(copied, want) {
			t.Errorf("the game copied back lacks %q:\n%s", want, copied)
		}
	}
	if err := s.x.screenshot(filepath.Join(s.work, "pasted.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
}

// requireXclip fails the test early if xclip is missing.
func requireXclip(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Fatal("xclip not found: scripts/install-deps.sh installs what the end-to-end test needs")
	}
}
