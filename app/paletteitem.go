package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/rules"
)

// paletteItem is one tool of a palette, the editor's or the promotion
// chooser's: click to choose it, or drag it onto the board.
type paletteItem struct {
	widget.BaseWidget
	piece    rules.Piece
	res      fyne.Resource
	label    string
	square   color.Color // the board's light square colour
	size     float32     // its side; 44 when zero
	selected bool
	onTap    func()
	onDrop   func(abs fyne.Position)
	dragAt   fyne.Position
	dragging bool
}

var (
	_ fyne.Tappable  = (*paletteItem)(nil)
	_ fyne.Draggable = (*paletteItem)(nil)
)

func newPaletteItem(res fyne.Resource, label string, onTap func(), onDrop func(fyne.Position)) *paletteItem {
	it := &paletteItem{res: res, label: label, onTap: onTap, onDrop: onDrop}
	it.ExtendBaseWidget(it)
	return it
}

func (it *paletteItem) setSelected(s bool) {
	it.selected = s
	it.Refresh()
}

// Tapped chooses the tool.
func (it *paletteItem) Tapped(*fyne.PointEvent) { it.onTap() }

// Dragged follows the pointer.
func (it *paletteItem) Dragged(ev *fyne.DragEvent) {
	it.dragging = true
	it.dragAt = ev.AbsolutePosition
}

// DragEnd drops the tool where the pointer is.
func (it *paletteItem) DragEnd() {
	if it.dragging {
		it.dragging = false
		it.onDrop(it.dragAt)
	}
}

func (it *paletteItem) CreateRenderer() fyne.WidgetRenderer {
	// Every tool stands on a light square, so black pieces read on a dark
	// theme too; the chosen one is framed.
	bg := canvas.NewRectangle(it.square)
	bg.CornerRadius = theme.InputRadiusSize()
	img := canvas.NewImageFromResource(it.res)
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(40, 40))
	r := &paletteRenderer{it: it, bg: bg, img: img}
	r.Refresh()
	return r
}

type paletteRenderer struct {
	it  *paletteItem
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
	if s := r.it.size; s > 0 {
		return fyne.NewSize(s, s)
	}
	return fyne.NewSize(44, 44)
}
func (r *paletteRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.img}
}
func (r *paletteRenderer) Refresh() {
	r.bg.FillColor = r.it.square
	r.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.bg.StrokeWidth = 0
	if r.it.selected {
		r.bg.StrokeWidth = 3
	}
	r.bg.Refresh()
}
