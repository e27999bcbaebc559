package ratinggraph

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestGraphDrawsTheRatings(t *testing.T) {
	test.NewTempApp(t)
	g := New("nothing yet")
	w := test.NewWindow(g)
	defer w.Close()
	w.Resize(fyne.NewSize(300, Height))
	r := test.WidgetRenderer(g).(*renderer)
	for _, c := range []struct {
		ratings []int
		lines   int
		note    string
	}{
		{nil, 0, "nothing yet"},
		{[]int{1500}, 0, "nothing yet"},
		{[]int{1500, 1600, 1550}, 2, ""},
	} {
		g.Set(c.ratings, "a", "b")
		if len(r.lines) != c.lines || r.note.Text != c.note {
			t.Errorf("%v: %d lines, note %q; want %d, %q", c.ratings, len(r.lines), r.note.Text, c.lines, c.note)
		}
	}
	// Up is a higher rating; the ends are the extremes' labels.
	up, down := r.lines[0], r.lines[1]
	if up.Position2.Y >= up.Position1.Y || down.Position2.Y <= down.Position1.Y {
		t.Errorf("1500→1600 drawn from y %v to %v, 1600→1550 from %v to %v", up.Position1.Y, up.Position2.Y, down.Position1.Y, down.Position2.Y)
	}
	if r.hi.Text != "1600" || r.lo.Text != "1500" || r.from.Text != "a" || r.to.Text != "b" {
		t.Errorf("the labels: %q %q %q %q", r.hi.Text, r.lo.Text, r.from.Text, r.to.Text)
	}
	// A flat record is drawn flat, in the middle.
	g.Set([]int{1500, 1500}, "", "")
	l := r.lines[0]
	if l.Position1.Y != l.Position2.Y || r.hi.Text != "1550" || r.lo.Text != "1450" {
		t.Errorf("a flat record: y %v to %v, labels %q %q", l.Position1.Y, l.Position2.Y, r.hi.Text, r.lo.Text)
	}
}
