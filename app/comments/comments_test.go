package comments

import (
	"image/color"
	"testing"

	"wormweave/app/internal/uitest"
	"wormweave/boardview"
)

func TestCommentDrawings(t *testing.T) {
	var s boardview.Scene
	Draw(&s, "strong [%cal Gd3g5,Re2e4,Xa1a2,Gz9a1] and [%csl Rd4,Ge9] idea")
	if len(s.Arrows) != 2 || s.Arrows[0].From != uitest.Square("d3") || s.Arrows[0].To != uitest.Square("g5") || s.Arrows[1].From != uitest.Square("e2") {
		t.Errorf("arrows %+v", s.Arrows)
	}
	if s.Marks[uitest.Square("d4")]&boardview.Marked == 0 {
		t.Errorf("d4 is not marked")
	}
	if got := Visible("strong [%cal Gd3g5] [%eval 0.35,18] idea"); got != "strong idea" {
		t.Errorf("visible comment %q", got)
	}
}

func TestMarkedSquaresTakeTheirColour(t *testing.T) {
	var s boardview.Scene
	Draw(&s, "[%csl Rf3,Gg4,Bh5,Ya1] [%cal Re2e4]")
	for _, tt := range []struct {
		sq   string
		want color.Color
	}{{"f3", ArrowColors['R']}, {"g4", ArrowColors['G']}, {"h5", ArrowColors['B']}, {"a1", ArrowColors['Y']}} {
		sq := uitest.Square(tt.sq)
		if s.Marks[sq]&boardview.Marked == 0 || s.MarkColors[sq] != tt.want {
			t.Errorf("%s: marked %v in %v, want %v", tt.sq, s.Marks[sq]&boardview.Marked != 0, s.MarkColors[sq], tt.want)
		}
	}
}
