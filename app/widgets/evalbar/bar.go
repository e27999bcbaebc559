// Package evalbar draws the evaluation bar beside the board, White's share
// of the game in light and Black's in dark, and lays the bar out beside the
// board. What the bar shows is set by its owner; it knows nothing of the
// engine's search, the game or the window, and must not reach into them.
package evalbar

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Width is the bar's width: thin, with room for a number like +12.5
// in small type.
const Width = 30

// Bar is the thin vertical bar beside the board: White's share in light
// from White's side of the board, Black's in dark, and the evaluation
// written in small type at the end of the side that leads.
type Bar struct {
	widget.BaseWidget
	share   float32 // White's share, 0 to 1
	text    string
	flipped bool // White's side is at the top
}

// New returns a bar at equality.
func New() *Bar {
	b := &Bar{share: 0.5}
	b.ExtendBaseWidget(b)
	return b
}

// Set shows White's share and the evaluation's text, with White's side at
// the top when flipped.
func (b *Bar) Set(share float32, text string, flipped bool) {
	if b.share == share && b.text == text && b.flipped == flipped {
		return
	}
	b.share, b.text, b.flipped = share, text, flipped
	b.Refresh()
}

// Flip turns the bar with the board: White's part stays on White's side.
func (b *Bar) Flip(flipped bool) { b.Set(b.share, b.text, flipped) }

// Shown returns White's share and the text the bar shows.
func (b *Bar) Shown() (share float32, text string) { return b.share, b.text }

// Flipped reports whether White's side of the bar is at the top.
func (b *Bar) Flipped() bool { return b.flipped }

// CreateRenderer is part of fyne.Widget.
func (b *Bar) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{
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

type renderer struct {
	b                *Bar
	dark, light, mid *canvas.Rectangle
	label            *canvas.Text
}

func (r *renderer) Destroy() {}

func (r *renderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.dark, r.light, r.mid, r.label}
}

func (r *renderer) MinSize() fyne.Size { return fyne.NewSize(Width, 0) }

func (r *renderer) Layout(size fyne.Size) {
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

func (r *renderer) Refresh() {
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
