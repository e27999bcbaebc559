package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"wormweave/app/internal/uitest"
)

// rightGesture does what the desktop driver does for a gesture of the
// secondary button over the board: MouseDown where it is pressed (with the
// modifiers), MouseUp where it is released, then TappedSecondary there.
func rightGesture(w *Window, from, to string, mod fyne.KeyModifier) {
	b := w.board
	at := func(name string) fyne.Position {
		pos, side := b.SquarePosition(sqName(name))
		return pos.Add(fyne.NewPos(side/2, side/2))
	}
	down := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary, Modifier: mod}
	down.Position = at(from)
	b.MouseDown(down)
	up := &desktop.MouseEvent{Button: desktop.MouseButtonSecondary, Modifier: mod}
	up.Position = at(to)
	b.MouseUp(up)
	b.TappedSecondary(&fyne.PointEvent{Position: at(to)})
}

func TestRightDragDrawsArrowInTheModifiersColour(t *testing.T) {
	skipInRaceRun(t)
	for _, tt := range []struct {
		name string
		mod  fyne.KeyModifier
		want string
	}{
		{"none", 0, "[%cal Gd2d4]"},
		{"shift", fyne.KeyModifierShift, "[%cal Rd2d4]"},
		{"ctrl", fyne.KeyModifierControl, "[%cal Rd2d4]"},
		{"alt", fyne.KeyModifierAlt, "[%cal Bd2d4]"},
		{"shift+alt", fyne.KeyModifierShift | fyne.KeyModifierAlt, "[%cal Yd2d4]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			dragOnBoard(w, "e2", "e3")
			d := w.Document()
			d.SetComment(d.Cursor(), "a quiet move")
			rightGesture(w, "d2", "d4", tt.mod)
			want := tt.want + " a quiet move"
			if got := d.Cursor().CommentAfter(); got != want {
				t.Fatalf("comment %q, want %q", got, want)
			}
			if a := w.board.Scene().Arrows; len(a) != 1 || a[0].From != sqName("d2") || a[0].To != sqName("d4") {
				t.Errorf("the board shows arrows %+v", a)
			}
			if len(d.Game().MainLine()) != 1 {
				t.Errorf("the drawing played a move")
			}
			// The same again takes it away; undo brings it back.
			rightGesture(w, "d2", "d4", tt.mod)
			if got := d.Cursor().CommentAfter(); got != "a quiet move" {
				t.Errorf("after drawing it again: %q", got)
			}
			if len(w.board.Scene().Arrows) != 0 {
				t.Errorf("the board still shows %d arrows", len(w.board.Scene().Arrows))
			}
			d.Undo()
			if got := d.Cursor().CommentAfter(); got != want {
				t.Errorf("after undo: %q", got)
			}
		})
	}
}

func TestRightClickCirclesAndClears(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	d := w.Document()
	rightGesture(w, "e2", "e2", 0)                       // a piece
	rightGesture(w, "e4", "e4", fyne.KeyModifierShift)   // an empty square, in red
	rightGesture(w, "g1", "f3", fyne.KeyModifierControl) // an arrow
	rightGesture(w, "e2", "e2", fyne.KeyModifierAlt)     // recoloured
	want := "[%csl Be2,Re4] [%cal Rg1f3]"
	if got := d.Cursor().CommentAfter(); got != want {
		t.Fatalf("comment %q, want %q", got, want)
	}
	s := w.board.Scene()
	if s.MarkColors[sqName("e2")] == nil || s.MarkColors[sqName("e4")] == nil {
		t.Errorf("the board does not circle e2 and e4")
	}
	if !d.Dirty() {
		t.Errorf("drawing left the game unchanged")
	}
	// A plain click on an empty square clears everything.
	rightGesture(w, "d5", "d5", 0)
	if got := d.Cursor().CommentAfter(); got != "" {
		t.Errorf("after the clearing click: %q", got)
	}
	// With nothing to clear, it circles the square.
	rightGesture(w, "d5", "d5", 0)
	if got := d.Cursor().CommentAfter(); got != "[%csl Gd5]" {
		t.Errorf("after a click with nothing drawn: %q", got)
	}
}

// In the middle of a capture chain the right click takes the last step
// back, as it did before the board drew, and draws nothing.
func TestRightClickDuringChainStepsBack(t *testing.T) {
	skipInRaceRun(t)
	for _, tt := range []struct{ name, from, to string }{
		{"click", "c4", "c4"},
		{"drag", "c4", "a4"},
		{"empty square", "h1", "h1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			if err := w.newGameFromFEN("1b2k1b1/p7/1kr1p1p1/3P2p1/1R2P1p1/3BPPB1/5K2/3K4 b 51 - 120120"); err != nil {
				t.Fatal(err)
			}
			w.board.SetFlipped(false)
			d := w.Document()
			uitest.PlayIDs(t, d, "g4g2xg3=n", "g2c4xe3")
			if len(d.Chain()) != 2 {
				t.Fatalf("chain of %d steps", len(d.Chain()))
			}
			rightGesture(w, tt.from, tt.to, 0)
			if len(d.Chain()) != 1 {
				t.Errorf("chain of %d steps after the right click, want 1", len(d.Chain()))
			}
			if c := d.Cursor().CommentAfter(); c != "" {
				t.Errorf("the right click drew %q", c)
			}
		})
	}
}

func TestDrawingsSurviveSaveAndLoad(t *testing.T) {
	skipInRaceRun(t)
	path := filepath.Join(t.TempDir(), "drawn.pgn")
	w := newTestWindow(t, fakeChooser{save: path})
	dragOnBoard(w, "e2", "e3")
	rightGesture(w, "d2", "d4", fyne.KeyModifierShift)
	rightGesture(w, "f2", "f2", 0)
	saved := savedText(t, w, path)
	if !strings.Contains(saved, "[%csl Gf2] [%cal Rd2d4]") {
		t.Fatalf("the file does not hold the drawings:\n%s", saved)
	}
	w2 := newTestWindow(t, nil)
	w2.openPath(path)
	d := w2.Document()
	d.End()
	if got := d.Cursor().CommentAfter(); got != "[%csl Gf2] [%cal Rd2d4]" {
		t.Errorf("loaded comment %q", got)
	}
	s := w2.board.Scene()
	if len(s.Arrows) != 1 || s.MarkColors[sqName("f2")] == nil {
		t.Errorf("the loaded board shows %d arrows, f2 circled %v", len(s.Arrows), s.MarkColors[sqName("f2")] != nil)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
}

// Drawing leaves the left button alone: a click selects and a drag plays
// between right gestures, and a right click only drops a selection.
func TestDrawingLeavesTheLeftButtonAlone(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	d := w.Document()
	rightGesture(w, "d2", "d4", 0)
	if !w.board.Select(sqName("e2")) {
		t.Fatal("e2 cannot be selected")
	}
	rightGesture(w, "c3", "c3", 0) // empty, with drawings: only the selection goes
	if w.board.Selected() >= 0 {
		t.Errorf("the right click left %d selected", w.board.Selected())
	}
	if got := d.Cursor().CommentAfter(); got != "[%cal Gd2d4]" {
		t.Errorf("the right click with a selection changed the drawings to %q", got)
	}
	dragOnBoard(w, "e2", "e3")
	if line := d.Game().MainLine(); len(line) != 1 {
		t.Fatalf("the drag after drawing played %d moves", len(line))
	}
	if got := d.Game().Root.CommentAfter(); got != "[%cal Gd2d4]" {
		t.Errorf("the drawing before the move became %q", got)
	}
}
