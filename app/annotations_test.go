package app

import "testing"

func TestCommentArrowsShowOnTheBoard(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	dragOnBoard(w, "e2", "e3")
	w.Document().SetComment(w.Document().Cursor(), "[%cal Ge7e5]")
	if a := w.board.Scene().Arrows; len(a) != 1 || a[0].To != sqName("e5") {
		t.Errorf("the board shows arrows %+v", a)
	}
	for _, it := range w.moves.Items() {
		if it.Kind == itemComment {
			t.Errorf("the drawing command shows in the move list as %q", it.Text)
		}
	}
}
