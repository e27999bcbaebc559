package enginegame

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/dialog"

	"wormweave/rules"
)

// A dialog over the window on the user's turn stops the user's time; the
// time runs again when it goes, and a move made at once after it is
// pressed and written as any other.
func TestADialogPausesTheUsersTime(t *testing.T) {
	g := newClockGame(t, rules.White, threeTwo)
	e := g.engine
	win := e.h.Window
	c := e.Clock()
	g.time.pass(10 * time.Second)
	e.Tick()
	d := dialog.NewInformation("a question", "while the clock runs", win)
	d.Show()
	e.Tick()
	g.time.pass(30 * time.Second)
	e.Tick()
	if left := c.Left(rules.White); left != 170*time.Second {
		t.Errorf("under the dialog the user's time went on: %v left, want 170s", left)
	}
	d.Hide()
	e.Tick()
	g.time.pass(5 * time.Second)
	e.Tick()
	if left := c.Left(rules.White); left != 165*time.Second {
		t.Errorf("after the dialog the user's time did not run again: %v left, want 165s", left)
	}
	// Covered again, then a move as soon as the cover goes, before a tick.
	d.Show()
	e.Tick()
	g.time.pass(time.Minute)
	d.Hide()
	doc := g.Document()
	p := doc.Position()
	if err := doc.Play(p.Moves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if got := doc.Cursor().CommentAfter(); got != "[%clk 0:02:47]" {
		t.Errorf("the move has %q, want [%%clk 0:02:47] (165 s, plus 2)", got)
	}
}
