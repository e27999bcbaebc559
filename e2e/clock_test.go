//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Start a clock… is the fifth item of the Game menu: the analysis, play
// against the engine, take back, resign, then the clock.
const startClockItem = 4

// TestBoardClockSwitchesAndFlags starts the clock of a game played at the
// board from the Game menu, on a short time control kept in the
// preferences (6 s, no increment), plays White's move by two clicks, and
// waits: Black's flag falls, which only a clock that switched to Black
// can do, and the question about the result is answered Yes. The saved
// game has White's move with its time, less than the 6 s, and the result
// on time.
func TestBoardClockSwitchesAndFlags(t *testing.T) {
	s := newSession(t)
	dir := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "preferences.json"), []byte(`{"clock.board":"0.1+0"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	app, win := s.launch("clock")
	geom := s.x.windowGeometry(t, win)
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))

	s.x.chooseMenuItem(t, win, geom, gameMenu, startClockItem)
	start := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog.png"), "the dialog that starts a clock")
	s.x.run(t, "xdotool", "mousemove", pt(start.X), pt(start.Y), "sleep", "0.1", "click", "1")

	for _, sq := range []string{moveFrom, moveTo} {
		p := b.centre(sq)
		s.x.run(t, "xdotool", "mousemove", pt(p.X), pt(p.Y), "sleep", "0.1", "click", "1")
	}
	s.x.waitTitle(t, app, win, dirtyTitle, "the clicks from "+moveFrom+" to "+moveTo+" did not play a move")

	// Black's 6 s run out: the question about the result shows.
	yes := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "flag.png"), "the question after Black's flag fell")
	s.x.run(t, "xdotool", "mousemove", pt(yes.X), pt(yes.Y), "sleep", "0.1", "click", "1")

	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+s")
	saved := string(waitFileChange(t, app, s.game, []byte(gameText)))
	clk := regexp.MustCompile(`2\. e2-e3 \{\[%clk (0:00:0[0-5]\.[0-9])\]\} 1-0`)
	m := clk.FindStringSubmatch(saved)
	if m == nil {
		t.Fatalf("the saved game lacks White's move with its time under 6 s and the result 1-0:\n%s", saved)
	}
	t.Logf("White's clock after the move: %s", m[1])
	if !strings.Contains(saved, `[Result "1-0"]`) || !strings.Contains(saved, `[Termination "time forfeit"]`) {
		t.Errorf("the saved game lacks the result on time:\n%s", saved)
	}
	if err := s.x.screenshot(filepath.Join(s.work, "final.png")); err != nil {
		t.Errorf("final screenshot: %v", err)
	}
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}
