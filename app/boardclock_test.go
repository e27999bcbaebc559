package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/rules"
	"wormweave/study"
)

// TestBoardClockThroughTheWindow starts the clock of a game played at the
// board from the Game menu, enters moves by dragging on the board, pauses
// with Space, and saves: the clock switches with each move, the pause
// holds the time, and the saved game, opened again, has each move's
// [%clk].
func TestBoardClockThroughTheWindow(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "clock.pgn")
	w := newTestWindow(t, fakeChooser{save: path})
	now := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	w.boardClock.SetNow(func() time.Time { return now }, func(func()) func() { return func() {} })

	menuItem(t, w, "Start a clock…").Action()
	form := topPopUp(t, w)
	sels := collect[*widget.Select](form)
	sels[len(sels)-1].SetSelected("3+2")
	tapButton(t, form, "Start")
	k := w.boardClock.Clock()
	if k == nil || !k.Running() || !w.boardClock.View().Visible() {
		t.Fatalf("the clock did not start: %v", k)
	}
	if w.app.Preferences().String("clock.board") != "3+2" {
		t.Errorf("the time control was not kept: %q", w.app.Preferences().String("clock.board"))
	}
	if menuItem(t, w, "Stop the clock") == nil {
		t.Fatal("the menu offers no Stop the clock")
	}

	now = now.Add(7 * time.Second)
	dragOnBoard(w, "e2", "e3")
	if got := w.doc.Cursor().CommentAfter(); got != "[%clk 0:02:55]" {
		t.Errorf("White's move has %q, want [%%clk 0:02:55]", got)
	}
	if st := w.boardClock.View().State(); !st.Black.Running || st.White.Running {
		t.Errorf("after White's move the faces show %+v, want Black's running", st)
	}

	now = now.Add(2 * time.Second)
	key := func(k fyne.KeyName) { w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeySpace)
	if k.Running() || w.boardClock.View().State().Note != "Paused: Space resumes" {
		t.Errorf("Space did not pause: running %v, note %q", k.Running(), w.boardClock.View().State().Note)
	}
	now = now.Add(time.Hour)
	key(fyne.KeySpace)
	now = now.Add(time.Second)
	dragOnBoard(w, "e7", "e6")
	if got := w.doc.Cursor().CommentAfter(); got != "[%clk 0:02:59]" {
		t.Errorf("Black's move has %q, want [%%clk 0:02:59] (180 s less 3, plus 2; the pause not counted)", got)
	}

	// Undo takes the move back with its clock, and gives the turn back.
	w.doc.Undo()
	if w.doc.Cursor().Ply() != 1 || k.Turn() != rules.Black {
		t.Errorf("after undo: ply %d, the clock's turn %v", w.doc.Cursor().Ply(), k.Turn())
	}
	dragOnBoard(w, "e7", "e6")

	w.saveAs(nil)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. e2-e3 {[%clk 0:02:55]} 1... e7-e6 {[%clk 0:02:59]}") {
		t.Errorf("the saved game has not the clocks:\n%s", data)
	}
	f, err := study.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	w.openGame(f, 0)
	var got []time.Duration
	for _, n := range w.doc.Game().MainLine() {
		c, _ := n.Clock()
		got = append(got, c)
	}
	if len(got) != 2 || got[0] != 175*time.Second || got[1] != 179*time.Second {
		t.Errorf("the game opened again has the clocks %v", got)
	}
	// Another game shown: the clock goes.
	if w.boardClock.Active() || w.boardClock.View().Visible() {
		t.Error("the clock stayed with another game")
	}
}
