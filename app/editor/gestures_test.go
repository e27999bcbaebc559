package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"wormweave/rules"
)

// boardDrag drags on the editor's board as the real driver does: a first
// event with the pointer's position and the distance from the press, a
// few more steps, then the end. to may lie off the board.
func (e *Editor) boardDrag(from string, to fyne.Position) {
	pos, side := e.board.SquarePosition(sqName(from))
	start := pos.Add(fyne.NewPos(side/2, side/2))
	step := fyne.NewPos((to.X-start.X)/3, (to.Y-start.Y)/3)
	at := start.Add(step)
	e.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: at}, Dragged: fyne.NewDelta(step.X, step.Y)})
	for i := 0; i < 2; i++ {
		at = at.Add(step)
		e.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: at}, Dragged: fyne.NewDelta(step.X, step.Y)})
	}
	e.board.DragEnd()
}

func (e *Editor) centreOf(name string) fyne.Position {
	pos, side := e.board.SquarePosition(sqName(name))
	return pos.Add(fyne.NewPos(side/2, side/2))
}

func TestEditorDragsErasesAndRightClicks(t *testing.T) {
	b := newTestBoard(t)
	e := openEditor(t, b)
	start := rules.Wormhole.StartFEN()
	for _, c := range []struct {
		name string
		act  func()
		want string // the board part of the FEN after it
	}{
		{"drag to an empty square", func() { e.boardDrag("e2", e.centreOf("e4")) }, "cnwmkwnc/pppppppp/8/8/4P3/8/PPPP1PPP/CNWMKWNC"},
		{"drag over a piece", func() { e.boardDrag("e4", e.centreOf("d7")) }, "cnwmkwnc/pppPpppp/8/8/8/8/PPPP1PPP/CNWMKWNC"},
		{"drag off the board", func() { e.boardDrag("d7", fyne.NewPos(-30, -30)) }, "cnwmkwnc/ppp1pppp/8/8/8/8/PPPP1PPP/CNWMKWNC"},
		{"drag from an empty square", func() { e.boardDrag("e4", e.centreOf("e5")) }, "cnwmkwnc/ppp1pppp/8/8/8/8/PPPP1PPP/CNWMKWNC"},
		{"right click erases", func() {
			test.TapSecondaryAt(e.board, e.centreOf("a2"))
		}, "cnwmkwnc/ppp1pppp/8/8/8/8/1PPP1PPP/CNWMKWNC"},
		{"right click on an empty square", func() {
			test.TapSecondaryAt(e.board, e.centreOf("a4"))
		}, "cnwmkwnc/ppp1pppp/8/8/8/8/1PPP1PPP/CNWMKWNC"},
		{"a click still places the tool", func() {
			e.choose(rules.MakePiece(rules.Black, rules.Pawn))
			e.tapSquare("d7")
		}, "cnwmkwnc/pppppppp/8/8/8/8/1PPP1PPP/CNWMKWNC"},
		{"and the piece placed drags at once", func() { e.boardDrag("d7", e.centreOf("d6")) }, "cnwmkwnc/ppp1pppp/3p4/8/8/8/1PPP1PPP/CNWMKWNC"},
	} {
		c.act()
		if got := e.setup.FEN(); got[:len(c.want)] != c.want || got[len(c.want)] != ' ' {
			t.Errorf("%s: FEN %q, want the board %q", c.name, got, c.want)
		}
		if e.board.Selected() >= 0 {
			t.Errorf("%s: square %d stays selected", c.name, e.board.Selected())
		}
	}
	_ = start
}

// Play from here is off while the FEN typed is not one, not only while
// the position has a problem.
func TestEditorPlayIsOffWhileTheFENIsBad(t *testing.T) {
	b := newTestBoard(t)
	e := openEditor(t, b)
	if e.play.Disabled() {
		t.Fatal("Play is off for the initial position")
	}
	e.fen.SetText("8/8/8 w")
	if !e.play.Disabled() || e.problems.Text == "" {
		t.Fatalf("a bad FEN leaves Play on (problem %q)", e.problems.Text)
	}
	e.fen.SetText(rules.Wormhole.StartFEN())
	if e.play.Disabled() {
		t.Fatal("a good FEN again leaves Play off")
	}
}
