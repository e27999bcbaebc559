package explorer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// columns lays a row's cells out in columns, so that the rows of a list
// line up. Each column but the flexible one has the width its widest cell
// needs, and its heading's width when there is room: the headings are
// the language's, and a long one ("Demi-coup", "Media jugada") must not
// take the room of the flexible column's text (the players' names). So
// the flexible column gets its widest text first, then the headings
// their room, then the flexible column what is left. When the flexible
// text cannot be whole anyway, the headings come first: a name cut a
// little more is still read, a heading cut to "G…" is not. A heading
// that still does not fit ends in an ellipsis.
type columns struct {
	need     []float32 // the widest cell of each column, the heading aside
	want     []float32 // the heading's width, or need when wider
	flex     int
	flexWant float32 // the flexible column's widest text, uncut
	flexMin  float32 // the flexible column's widest cell at its smallest
}

// newColumns measures a list: its headings and its rows' cells, flex
// being the column that takes the width left. The headings of the other
// columns are set to end in an ellipsis when they are cut.
func newColumns(flex int, head []*widget.Label, rows [][]fyne.CanvasObject) *columns {
	c := &columns{need: make([]float32, len(head)), want: make([]float32, len(head)), flex: flex}
	for _, cells := range rows {
		for j, o := range cells {
			if j == flex {
				c.flexWant = max(c.flexWant, uncutWidth(o))
				c.flexMin = max(c.flexMin, o.MinSize().Width)
			} else {
				c.need[j] = max(c.need[j], o.MinSize().Width)
			}
		}
	}
	for j, h := range head {
		if j == flex {
			continue
		}
		// A label that may cut its text cuts it at exactly its width:
		// the heading's room has a pixel more.
		c.want[j] = max(c.need[j], h.MinSize().Width+1)
		h.Truncation = fyne.TextTruncateEllipsis
	}
	return c
}

// drop gives a column no room: its cells are all empty.
func (c *columns) drop(j int) { c.need[j], c.want[j] = 0, 0 }

// uncutWidth is the width o needs to show all its text: a label that
// ends its text in an ellipsis measures only the ellipsis.
func uncutWidth(o fyne.CanvasObject) float32 {
	if l, ok := o.(*widget.Label); ok && l.Truncation != fyne.TextTruncateOff {
		return widget.NewLabelWithStyle(l.Text, l.Alignment, l.TextStyle).MinSize().Width
	}
	return o.MinSize().Width
}

// widths are the columns' widths in a row of the given width.
func (c *columns) widths(width float32) []float32 {
	w := make([]float32, len(c.need))
	spare := width - theme.Padding()*float32(len(w)-1)
	for j := range w {
		if j != c.flex {
			w[j] = c.need[j]
			spare -= c.need[j]
		}
	}
	if spare >= c.flexWant {
		spare -= c.flexWant
	} else {
		spare -= c.flexMin
	}
	for j := range w {
		if j != c.flex && spare > 0 {
			more := min(spare, c.want[j]-c.need[j])
			w[j] += more
			spare -= more
		}
	}
	return w
}

// room is the width of a row that shows every cell and heading whole, the
// flexible column flexRoom wide at least.
func (c *columns) room(flexRoom float32) float32 {
	w := max(c.flexWant, flexRoom) + theme.Padding()*float32(len(c.want)-1)
	for j, want := range c.want {
		if j != c.flex {
			w += want
		}
	}
	return w
}

// MinSize is part of fyne.Layout.
func (c *columns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), float32(0)
	for i, o := range objects {
		if i == c.flex {
			w += o.MinSize().Width
		} else {
			w += c.need[i]
		}
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(w+theme.Padding()*float32(len(objects)-1), h)
}

// Layout is part of fyne.Layout.
func (c *columns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	w := c.widths(size.Width)
	fixed := theme.Padding() * float32(len(objects)-1)
	for i := range objects {
		if i != c.flex {
			fixed += w[i]
		}
	}
	x := float32(0)
	for i, o := range objects {
		if i == c.flex {
			w[i] = max(size.Width-fixed, o.MinSize().Width)
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w[i], size.Height))
		x += w[i] + theme.Padding()
	}
}
