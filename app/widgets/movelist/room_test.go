package movelist

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"wormweave/app/internal/uitest"
)

// longGame is a game long enough to wrap over many lines at any width,
// ending in a capture and the result.
const longGame = "[Variant \"Wormhole\"]\n[Result \"0-1\"]\n\n1. d2-d3 e7-e6 2. Wc1-d4 d7-d6 3. Nb1-c3 b7-b6 4. e2-e3 c7-c6 5. b2-b3 h7-h6 6. g2-g3 g7-g6 7. a2-a3 a7-a6 8. h2-h3 f7-f6 9. f2-f3 e6-e5 10. Wd4xe5 a6-a5 0-1"

// No word reaches under the scroll bar, which Fyne draws over the right
// edge of what it scrolls, whatever the width.
func TestMoveListLeavesRoomForTheScrollBar(t *testing.T) {
	test.NewTempApp(t)
	g := uitest.ReadGame(t, longGame)
	l := New(nil)
	l.SetGame(g, 0, g.Root)
	r := test.WidgetRenderer(l).(*renderer)
	bar := theme.ScrollBarSize()
	for width := float32(120); width <= 420; width += 7 {
		l.Resize(fyne.NewSize(width, 400))
		r.Layout(l.Size())
		for i, p := range r.places {
			if right := p.X + r.rects[i].Width; right > width-bar {
				t.Errorf("at width %v, %q ends at %v, under the scroll bar (from %v)", width, l.items[i].Text, right, width-bar)
				break
			}
		}
	}
}

// The result stands apart from the last move: the gap between them, less
// what the cursor's highlight takes of it, is at least a space.
func TestMoveListSetsTheResultApart(t *testing.T) {
	test.NewTempApp(t)
	g := uitest.ReadGame(t, longGame)
	end := g.Root
	for len(end.Children()) > 0 {
		end = end.Children()[0]
	}
	l := New(nil)
	l.SetGame(g, 0, end) // the cursor on the last move, highlighted
	r := test.WidgetRenderer(l).(*renderer)
	space := fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width
	checked := 0
	for width := float32(120); width <= 420; width += 7 {
		l.Resize(fyne.NewSize(width, 400))
		r.Layout(l.Size())
		n := len(l.items)
		if l.items[n-1].Kind != Result || l.items[n-2].Node != end {
			t.Fatalf("the list ends with %q, %q; want the last move and the result", l.items[n-2].Text, l.items[n-1].Text)
		}
		last, res := r.places[n-2], r.places[n-1]
		if res.Y != last.Y {
			continue // on a line of its own
		}
		checked++
		hl := r.highlight.Position().X + r.highlight.Size().Width
		if gap := res.X - hl; gap < space {
			t.Errorf("at width %v the result is %.1f px from the highlighted %q, less than a space (%.1f)", width, gap, l.items[n-2].Text, space)
		}
	}
	if checked == 0 {
		t.Fatal("the result never shared the last move's line")
	}
}
