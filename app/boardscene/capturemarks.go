package boardscene

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"wormweave/boardview"
)

// The forced-capture mark: a square frame, a bright band inside a dark
// one, so that it shows on light and dark squares of every palette and
// cannot be taken for the highlights, which fill a square (the last move,
// the selection, a check) or ring it (a capture target, a hole).
var (
	captureMarkOuter = color.NRGBA{0x1a, 0x1a, 0x1a, 0xe0}
	captureMarkInner = color.NRGBA{0xff, 0xc8, 0x00, 0xff}
)

// CaptureMarks frames, over a board, the pieces that can capture when
// captures are mandatory (Interweave): the user sees at once which pieces
// may move. It lies over the board at the board's size, draws nothing
// else and takes no clicks, which go through to the board.
type CaptureMarks struct {
	widget.BaseWidget
	board   *boardview.Board
	squares uint64
}

// NewCaptureMarks returns marks over board, none shown.
func NewCaptureMarks(board *boardview.Board) *CaptureMarks {
	m := &CaptureMarks{board: board}
	m.ExtendBaseWidget(m)
	return m
}

// SetSquares marks the pieces on the squares of set (bit n for square n).
func (m *CaptureMarks) SetSquares(set uint64) {
	if set == m.squares {
		return
	}
	m.squares = set
	m.Refresh()
}

// Squares returns the squares marked.
func (m *CaptureMarks) Squares() uint64 { return m.squares }

// CreateRenderer is part of fyne.Widget.
func (m *CaptureMarks) CreateRenderer() fyne.WidgetRenderer {
	r := &captureMarksRenderer{m: m}
	for i := range r.outer {
		r.outer[i] = canvas.NewRectangle(color.Transparent)
		r.outer[i].StrokeColor = captureMarkOuter
		r.inner[i] = canvas.NewRectangle(color.Transparent)
		r.inner[i].StrokeColor = captureMarkInner
		r.objects = append(r.objects, r.outer[i], r.inner[i])
	}
	r.Refresh()
	return r
}

type captureMarksRenderer struct {
	m            *CaptureMarks
	outer, inner [64]*canvas.Rectangle
	objects      []fyne.CanvasObject
}

func (r *captureMarksRenderer) Destroy() {}

func (r *captureMarksRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *captureMarksRenderer) MinSize() fyne.Size { return fyne.Size{} }

// Layout frames each marked square where the board draws it (flipped or
// not), inside its edge.
func (r *captureMarksRenderer) Layout(fyne.Size) {
	for sq := 0; sq < 64; sq++ {
		on := r.m.squares&(1<<uint(sq)) != 0
		r.outer[sq].Hidden, r.inner[sq].Hidden = !on, !on
		if !on {
			continue
		}
		pos, side := r.m.board.SquarePosition(sq)
		// A bright band a fourteenth of the square wide, edged with a
		// dark line on both sides.
		band := max(3, side/14)
		edge := max(1, band/3)
		r.outer[sq].StrokeWidth = band + 2*edge
		r.outer[sq].CornerRadius = band
		r.inner[sq].StrokeWidth = band
		r.inner[sq].CornerRadius = band
		inset := (band + 2*edge) / 2
		for _, o := range []*canvas.Rectangle{r.outer[sq], r.inner[sq]} {
			o.Move(pos.AddXY(inset, inset))
			o.Resize(fyne.NewSize(side-2*inset, side-2*inset))
		}
	}
}

func (r *captureMarksRenderer) Refresh() {
	r.Layout(r.m.Size())
	canvas.Refresh(r.m)
}
