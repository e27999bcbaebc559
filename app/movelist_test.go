package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/comments"
	"wormweave/app/widgets/commentview"
	"wormweave/app/widgets/movelist"
	"wormweave/study"

	"wormweave/rules"
)

func TestMoveListCutsALongCommentAndOpensItWhole(t *testing.T) {
	skipInRaceRun(t)
	tests := []struct {
		name    string
		comment string
		cut     bool
	}{
		{"short", "a short comment", false},
		{"just at the limit", strings.Repeat("abcd ", movelist.ShownComment/5), false},
		{"long", strings.Repeat("word ", 300), true},
		{"one long word", strings.Repeat("x", 5000), true},
		{"five megabytes", strings.Repeat("the knight jumps ", 5<<20/17), true},
		{"drawing commands hidden", "[%csl Rf3] " + strings.Repeat("word ", 300), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newTestWindow(t, nil)
			d := w.Document()
			g := d.Game()
			p := d.Position()
			n, _, err := g.Root.AddMove(rules.Turn{p.Moves(nil)[0]})
			if err != nil {
				t.Fatal(err)
			}
			d.SetComment(n, tt.comment)
			var shown []string
			more := -1
			for i, it := range w.moves.Items() {
				switch it.Kind {
				case itemComment:
					shown = append(shown, it.Text)
				case itemMore:
					more = i
				}
			}
			text := strings.Join(shown, " ")
			if len([]rune(text)) > movelist.ShownComment {
				t.Errorf("the list shows %d characters of the comment", len([]rune(text)))
			}
			if strings.Contains(text, "%csl") {
				t.Errorf("the list shows a drawing command: %.40q", text)
			}
			if (more >= 0) != tt.cut {
				t.Fatalf("link to the whole comment: %v, want %v", more >= 0, tt.cut)
			}
			if !tt.cut {
				if text != strings.Join(strings.Fields(tt.comment), " ") {
					t.Errorf("the list shows %q", text)
				}
				return
			}
			// The link opens the whole comment in a list of lines.
			w.win.Canvas().Refresh(w.moves)
			pos := w.moves.PlaceOf(more)
			w.moves.Tapped(&fyne.PointEvent{Position: pos.Add(fyne.NewPos(2, 2))})
			lists := collect[*widget.List](topPopUp(t, w))
			if len(lists) != 1 {
				t.Fatal("no viewer of the whole comment")
			}
			lines := commentview.Lines(comments.Visible(tt.comment), commentview.Width)
			if lists[0].Length() != len(lines) || strings.Join(strings.Fields(strings.Join(lines, "")), "") != strings.Join(strings.Fields(comments.Visible(tt.comment)), "") {
				t.Errorf("the viewer holds %d lines that are not the comment", lists[0].Length())
			}
		})
	}
}

func TestMovingTheCursorDoesNotRebuildTheList(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.setDocument(study.NewDocument(annotatedGame(t, 10, 300)), nil, 0, "")
	d := w.Document()
	built := w.moves.Builds()
	line := d.Game().MainLine()
	for _, n := range line {
		d.GoTo(n)
	}
	if w.moves.Builds() != built {
		t.Errorf("stepping through %d moves rebuilt the list %d times", len(line), w.moves.Builds()-built)
	}
	if w.moves.Cursor() != line[len(line)-1] {
		t.Error("the list does not follow the cursor")
	}
	// An edit does rebuild it.
	if err := d.DeleteFrom(line[len(line)-1]); err != nil {
		t.Fatal(err)
	}
	if w.moves.Builds() == built {
		t.Error("deleting a move did not rebuild the list")
	}
	for _, it := range w.moves.Items() {
		if it.Node == line[len(line)-1] {
			t.Error("the list still shows the deleted move")
		}
	}
}

func TestMoveListShowsTheWordsInViewAfterTheWindowGrows(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.win.Resize(fyne.NewSize(400, 200))
	w.setDocument(study.NewDocument(annotatedGame(t, 20, 300)), nil, 0, "")
	w.win.Resize(fyne.NewSize(1000, 900))
	s := w.movesScroll
	if s.Size().Height < 300 {
		t.Fatalf("the move list is %v high", s.Size().Height)
	}
	for i, it := range w.moves.Items() {
		at, size, shown := w.moves.Word(i)
		y := at.Y
		if in := y+size.Height > s.Offset.Y && y < s.Offset.Y+s.Size().Height; in && !shown {
			t.Fatalf("the word %q at y=%v is in view (%v to %v) but hidden", it.Text, y, s.Offset.Y, s.Offset.Y+s.Size().Height)
		}
	}
}
