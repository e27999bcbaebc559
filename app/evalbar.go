package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/engine"
	"wormweave/review"
	"wormweave/rules"
)

// evalBarWidth is the bar's width: thin, with room for a number like +12.5
// in small type.
const evalBarWidth = 30

// whiteShare is the part of the bar that is White's for a score s of the
// side to move at pos: White's winning chances on the variant's own curve,
// the one the review judges by (review.Chances), so that +1 and +2 differ
// more than +8 and +9 and a forced win fills the bar.
func whiteShare(pos *rules.Position, s engine.Score) float32 {
	return float32(0.5 + 0.5*review.Chances(pos.Variant(), review.EvalOf(s, pos.Turn(), 0), pos.Turn()))
}

// evalBar is the thin vertical bar beside the board: White's share in light
// from White's side of the board, Black's in dark, and the evaluation
// written in small type at the end of the side that leads.
type evalBar struct {
	widget.BaseWidget
	share   float32 // White's share, 0 to 1
	text    string
	flipped bool // White's side is at the top
}

func newEvalBar() *evalBar {
	b := &evalBar{share: 0.5}
	b.ExtendBaseWidget(b)
	return b
}

// set shows White's share and the evaluation's text.
func (b *evalBar) set(share float32, text string, flipped bool) {
	if b.share == share && b.text == text && b.flipped == flipped {
		return
	}
	b.share, b.text, b.flipped = share, text, flipped
	b.Refresh()
}

func (b *evalBar) CreateRenderer() fyne.WidgetRenderer {
	r := &evalBarRenderer{
		b:     b,
		dark:  canvas.NewRectangle(color.NRGBA{0x40, 0x40, 0x40, 0xff}),
		light: canvas.NewRectangle(color.NRGBA{0xf4, 0xf4, 0xf4, 0xff}),
		mid:   canvas.NewRectangle(color.NRGBA{0xd0, 0x40, 0x40, 0xa0}),
		label: canvas.NewText("", color.Black),
	}
	// An outline keeps the light part apart from a light background.
	r.dark.StrokeColor = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	r.dark.StrokeWidth = 1
	r.label.TextStyle.Bold = true
	r.label.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

type evalBarRenderer struct {
	b                *evalBar
	dark, light, mid *canvas.Rectangle
	label            *canvas.Text
}

func (r *evalBarRenderer) Destroy() {}

func (r *evalBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.dark, r.light, r.mid, r.label}
}

func (r *evalBarRenderer) MinSize() fyne.Size { return fyne.NewSize(evalBarWidth, 0) }

func (r *evalBarRenderer) Layout(size fyne.Size) {
	b := r.b
	white := size.Height * b.share
	r.dark.Move(fyne.NewPos(0, 0))
	r.dark.Resize(size)
	if b.flipped {
		r.light.Move(fyne.NewPos(0, 0))
	} else {
		r.light.Move(fyne.NewPos(0, size.Height-white))
	}
	r.light.Resize(fyne.NewSize(size.Width, white))
	// A hairline at the middle shows where equality is.
	r.mid.Move(fyne.NewPos(0, size.Height/2-1))
	r.mid.Resize(fyne.NewSize(size.Width, 2))
	r.label.TextSize = theme.CaptionTextSize() * 0.9
	ls := r.label.MinSize()
	// The number sits at the leading side's end: White's at White's end.
	whiteLeads := b.share >= 0.5
	atTop := whiteLeads == b.flipped
	y := size.Height - ls.Height - 2
	if atTop {
		y = 2
	}
	r.label.Move(fyne.NewPos(0, y))
	r.label.Resize(fyne.NewSize(size.Width, ls.Height))
}

func (r *evalBarRenderer) Refresh() {
	if r.b.share >= 0.5 {
		r.label.Color = color.Black
	} else {
		r.label.Color = color.White
	}
	r.label.Text = r.b.text
	r.Layout(r.b.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

// boardWithBar places the evaluation bar along the board's left edge, in
// a gutter kept for it whether the bar shows or not: the board lies at the
// same place and size when the analysis starts or stops and when the bar is
// turned on or off, so that it never slides from under the pointer. The
// board is centred in the area when there is room beside it for the
// gutter, and otherwise as large as fits beside the gutter; the bar is as
// tall as the board.
type boardWithBar struct {
	bar   fyne.CanvasObject
	board fyne.CanvasObject
}

// gutter is the width kept left of the board: the bar and a gap.
func (l *boardWithBar) gutter() float32 { return evalBarWidth + theme.Padding() }

func (l *boardWithBar) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	g := l.gutter()
	side := max(0, min(size.Width-g, size.Height))
	x := max((size.Width-side)/2, g)
	y := (size.Height - side) / 2
	l.bar.Move(fyne.NewPos(x-g, y))
	l.bar.Resize(fyne.NewSize(evalBarWidth, side))
	l.board.Move(fyne.NewPos(x, y))
	l.board.Resize(fyne.NewSize(side, side))
}

func (l *boardWithBar) MinSize([]fyne.CanvasObject) fyne.Size {
	m := l.board.MinSize()
	m.Width += l.gutter()
	return m
}
