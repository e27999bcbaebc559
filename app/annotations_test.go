package app

import (
	"testing"

	"wormweave/boardview"
)

func TestCommentDrawings(t *testing.T) {
	var s boardview.Scene
	drawComment(&s, "strong [%cal Gd3g5,Re2e4,Xa1a2,Gz9a1] and [%csl Rd4,Ge9] idea")
	if len(s.Arrows) != 2 || s.Arrows[0].From != sqName("d3") || s.Arrows[0].To != sqName("g5") || s.Arrows[1].From != sqName("e2") {
		t.Errorf("arrows %+v", s.Arrows)
	}
	if s.Marks[sqName("d4")]&boardview.Marked == 0 {
		t.Errorf("d4 is not marked")
	}
	if got := visibleComment("strong [%cal Gd3g5] [%eval 0.35,18] idea"); got != "strong idea" {
		t.Errorf("visible comment %q", got)
	}
}

func TestCommentArrowsShowOnTheBoard(t *testing.T) {
	w := newTestWindow(t, nil)
	dragOnBoard(w, "e2", "e3")
	w.Document().SetComment(w.Document().Cursor(), "[%cal Ge7e5]")
	if a := w.board.Scene().Arrows; len(a) != 1 || a[0].To != sqName("e5") {
		t.Errorf("the board shows arrows %+v", a)
	}
	for _, it := range w.moves.items {
		if it.kind == itemComment {
			t.Errorf("the drawing command shows in the move list as %q", it.text)
		}
	}
}
