package gamelist

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// table is the table of games: Fyne's table, with Up, Down and Enter for
// the selection of a whole row.
type table struct {
	widget.Table
	list *List
}

func newTable(l *List) *table {
	t := &table{list: l}
	t.Length = func() (int, int) { return len(l.view), Columns }
	t.CreateCell = func() fyne.CanvasObject { return newCell(l) }
	t.UpdateCell = func(id widget.TableCellID, o fyne.CanvasObject) {
		c := o.(*cell)
		c.row = id.Row
		// Only what changed is redrawn: shaping text is the dear part.
		if id.Row < len(l.view) {
			if text := l.rows[l.view[id.Row]].cells[id.Col]; c.label.Text != text {
				c.label.SetText(text)
			}
		}
		if hidden := id.Row != l.selected; c.bg.Hidden != hidden {
			c.bg.Hidden = hidden
			c.bg.FillColor = theme.Color(theme.ColorNameSelection)
			c.bg.Refresh()
		}
	}
	t.ShowHeaderRow = true
	t.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		if id.Col < 0 || id.Col >= Columns {
			return
		}
		col := id.Col
		b.SetText(l.headerText(col))
		b.OnTapped = func() { l.sortBy(col) }
	}
	t.ExtendBaseWidget(t)
	for i, wd := range columnWidths {
		t.SetColumnWidth(i, wd)
	}
	return t
}

// TypedKey moves the selection with Up, Down, Page Up, Page Down, Home
// and End, opens the selected game with Enter and closes the list with
// Escape.
func (t *table) TypedKey(ev *fyne.KeyEvent) {
	l := t.list
	page := 15
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		l.openSelected()
	case fyne.KeyDown:
		l.selectRow(l.selected + 1)
	case fyne.KeyUp:
		l.selectRow(l.selected - 1)
	case fyne.KeyPageDown:
		l.selectRow(min(l.selected+page, len(l.view)-1))
	case fyne.KeyPageUp:
		l.selectRow(max(l.selected-page, 0))
	case fyne.KeyHome:
		l.selectRow(0)
	case fyne.KeyEnd:
		l.selectRow(len(l.view) - 1)
	case fyne.KeyEscape:
		l.h.Keys.Key(ev)
	default:
		t.Table.TypedKey(ev)
	}
}

// cell is one cell of the table: a click selects its row, a double
// click opens its game.
type cell struct {
	widget.BaseWidget
	list  *List
	row   int
	label *widget.Label
	bg    *canvas.Rectangle
}

var (
	_ fyne.Tappable       = (*cell)(nil)
	_ fyne.DoubleTappable = (*cell)(nil)
)

func newCell(l *List) *cell {
	c := &cell{list: l, label: widget.NewLabel(""), bg: canvas.NewRectangle(color.Transparent)}
	// Hidden until UpdateCell finds its row selected and colours it: a
	// cell made for the selected row must not start shown and colourless.
	c.bg.Hidden = true
	c.label.Truncation = fyne.TextTruncateEllipsis
	c.ExtendBaseWidget(c)
	return c
}

func (c *cell) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.bg, c.label))
}

// Tapped selects the row and gives the table the keyboard.
func (c *cell) Tapped(*fyne.PointEvent) {
	c.list.selectRow(c.row)
	if cv := fyne.CurrentApp().Driver().CanvasForObject(c); cv != nil {
		cv.Focus(c.list.table)
	}
}

// DoubleTapped opens the row's game.
func (c *cell) DoubleTapped(*fyne.PointEvent) { c.list.OpenRow(c.row) }
