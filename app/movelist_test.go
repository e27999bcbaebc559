package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/widgets/commentview"

	"wormweave/notation"
	"wormweave/rules"
)

// listNumbers returns the move numbers the list shows, in order.
func listNumbers(l *moveList) []string {
	var out []string
	for _, it := range l.items {
		if it.kind == itemNumber {
			out = append(out, it.text)
		}
	}
	return out
}

func TestMoveListNumbersAsTheRecordDoes(t *testing.T) {
	tests := []struct {
		name, fen string
	}{
		{"Black to move at an even ply", "4k3/8/8/8/8/8/8/4K3 b 0"},
		{"White to move at an odd ply", "4k3/8/8/8/8/8/8/4K3 w 1"},
		{"the usual order", "4k3/8/8/8/8/8/8/4K3 w 6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := rules.ParseFEN(rules.Wormhole, tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			g := notation.NewGame(rules.Wormhole, p)
			n := g.Root
			for i := 0; i < 3; i++ {
				pos := n.Position()
				if n, _, err = n.AddMove(rules.Turn{pos.Moves(nil)[0]}); err != nil {
					t.Fatal(err)
				}
			}
			l := newMoveList(nil)
			l.show(g, 0, g.Root)
			var want []string
			for _, f := range strings.Fields(string(notation.AppendGame(nil, g))) {
				if strings.HasSuffix(f, ".") && f[0] >= '0' && f[0] <= '9' {
					want = append(want, f)
				}
			}
			if got := listNumbers(l); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("the list numbers %v, the saved record %v", got, want)
			}
		})
	}
}

func TestMoveListCutsALongCommentAndOpensItWhole(t *testing.T) {
	tests := []struct {
		name    string
		comment string
		cut     bool
	}{
		{"short", "a short comment", false},
		{"just at the limit", strings.Repeat("abcd ", shownComment/5), false},
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
			for i, it := range w.moves.items {
				switch it.kind {
				case itemComment:
					shown = append(shown, it.text)
				case itemMore:
					more = i
				}
			}
			text := strings.Join(shown, " ")
			if len([]rune(text)) > shownComment {
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
			pos := w.moves.placeOf(more)
			w.moves.Tapped(&fyne.PointEvent{Position: pos.Add(fyne.NewPos(2, 2))})
			lists := collect[*widget.List](topPopUp(t, w))
			if len(lists) != 1 {
				t.Fatal("no viewer of the whole comment")
			}
			lines := commentview.Lines(visibleComment(tt.comment), commentview.Width)
			if lists[0].Length() != len(lines) || strings.Join(strings.Fields(strings.Join(lines, "")), "") != strings.Join(strings.Fields(visibleComment(tt.comment)), "") {
				t.Errorf("the viewer holds %d lines that are not the comment", lists[0].Length())
			}
		})
	}
}

func TestMovingTheCursorDoesNotRebuildTheList(t *testing.T) {
	w := newTestWindow(t, nil)
	w.setDocument(NewDocument(annotatedGame(t, 10, 300)), nil, 0, "")
	d := w.Document()
	built := w.moves.built
	line := d.Game().MainLine()
	for _, n := range line {
		d.GoTo(n)
	}
	if w.moves.built != built {
		t.Errorf("stepping through %d moves rebuilt the list %d times", len(line), w.moves.built-built)
	}
	if w.moves.cursor != line[len(line)-1] {
		t.Error("the list does not follow the cursor")
	}
	// An edit does rebuild it.
	if err := d.DeleteFrom(line[len(line)-1]); err != nil {
		t.Fatal(err)
	}
	if w.moves.built == built {
		t.Error("deleting a move did not rebuild the list")
	}
	for _, it := range w.moves.items {
		if it.node == line[len(line)-1] {
			t.Error("the list still shows the deleted move")
		}
	}
}

func TestMoveListShowsTheWordsInViewAfterTheWindowGrows(t *testing.T) {
	w := newTestWindow(t, nil)
	w.win.Resize(fyne.NewSize(400, 200))
	w.setDocument(NewDocument(annotatedGame(t, 20, 300)), nil, 0, "")
	w.win.Resize(fyne.NewSize(1000, 900))
	s := w.movesScroll
	if s.Size().Height < 300 {
		t.Fatalf("the move list is %v high", s.Size().Height)
	}
	for i, tx := range w.moves.renderer.texts {
		y := w.moves.renderer.places[i].Y
		if in := y+w.moves.renderer.rects[i].Height > s.Offset.Y && y < s.Offset.Y+s.Size().Height; in && tx.Hidden {
			t.Fatalf("the word %q at y=%v is in view (%v to %v) but hidden", tx.Text, y, s.Offset.Y, s.Offset.Y+s.Size().Height)
		}
	}
}
