// Package palette draws the tools of a palette: the editor's pieces, and the
// pieces the promotion chooser offers. An item is clicked to choose it or
// dragged onto the board; what a click or a drop does is the caller's, given
// as callbacks. It owns its drawing only: it knows nothing of the board,
// the editor or the window, and must not reach into them.
package palette

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/rules"
)

// Item is one tool of a palette, the editor's or the promotion chooser's:
// click to choose it, or drag it onto the board.
type Item struct {
	widget.BaseWidget
	// Piece is the piece the tool puts down, for its owner to tell the
	// tools apart.
	Piece rules.Piece
	// Square is the colour the tool stands on: the board's light square.
	Square color.Color
	// Side is the tool's side; 44 when zero.
	Side float32

	res      fyne.Resource
	label    string
	selected bool
	onTap    func()
	onDrop   func(abs fyne.Position)
	dragAt   fyne.Position
	dragging bool
}

var (
	_ fyne.Tappable  = (*Item)(nil)
	_ fyne.Draggable = (*Item)(nil)
)

// New returns a tool drawn with res: onTap runs when it is clicked, onDrop
// with the absolute position where it is dropped after a drag.
func New(res fyne.Resource, label string, onTap func(), onDrop func(fyne.Position)) *Item {
	it := &Item{res: res, label: label, onTap: onTap, onDrop: onDrop}
	it.ExtendBaseWidget(it)
	return it
}

// SetSelected frames the tool, as the one chosen, or takes the frame off.
func (it *Item) SetSelected(s bool) {
	it.selected = s
	it.Refresh()
}

// Tapped chooses the tool.
func (it *Item) Tapped(*fyne.PointEvent) { it.onTap() }

// Dragged follows the pointer.
func (it *Item) Dragged(ev *fyne.DragEvent) {
	it.dragging = true
	it.dragAt = ev.AbsolutePosition
}

// DragEnd drops the tool where the pointer is.
func (it *Item) DragEnd() {
	if it.dragging {
		it.dragging = false
		it.onDrop(it.dragAt)
	}
}

// Resource is the image the tool is drawn with.
func (it *Item) Resource() fyne.Resource { return it.res }

// CreateRenderer is part of fyne.Widget.
func (it *Item) CreateRenderer() fyne.WidgetRenderer {
	// Every tool stands on a light square, so black pieces read on a dark
	// theme too; the chosen one is framed.
	bg := canvas.NewRectangle(it.Square)
	bg.CornerRadius = theme.InputRadiusSize()
	img := canvas.NewImageFromResource(it.res)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(40, 40))
	r := &paletteRenderer{it: it, bg: bg, img: img}
	r.Refresh()
	return r
}

type paletteRenderer struct {
	it  *Item
	bg  *canvas.Rectangle
	img *canvas.Image
}

func (r *paletteRenderer) Destroy() {}
func (r *paletteRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	r.img.Move(fyne.NewPos(2, 2))
	r.img.Resize(s.Subtract(fyne.NewSize(4, 4)))
}
func (r *paletteRenderer) MinSize() fyne.Size {
	if s := r.it.Side; s > 0 {
		return fyne.NewSize(s, s)
	}
	return fyne.NewSize(44, 44)
}
func (r *paletteRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.img}
}
func (r *paletteRenderer) Refresh() {
	r.bg.FillColor = r.it.Square
	r.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.bg.StrokeWidth = 0
	if r.it.selected {
		r.bg.StrokeWidth = 3
	}
	r.bg.Refresh()
}
