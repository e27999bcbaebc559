package learn

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"wormweave/boardview"
)

// The star drawn on a square to reach: gold on a dark disc, so that it
// shows on the light and dark squares of every palette and under a piece.
var (
	starGold = color.NRGBA{0xff, 0xc8, 0x00, 0xff}
	starDisc = color.NRGBA{0x1a, 0x1a, 0x1a, 0xa0}
)

// StarMarks draws, over a board, the stars a level asks the learner to
// reach. It lies over the board at the board's size and takes no clicks,
// which go through to the board.
type StarMarks struct {
	widget.BaseWidget
	board   *boardview.Board
	squares uint64
}

// NewStarMarks returns marks over board, none shown.
func NewStarMarks(board *boardview.Board) *StarMarks {
	m := &StarMarks{board: board}
	m.ExtendBaseWidget(m)
	return m
}

// SetSquares shows a star on the squares of set (bit n for square n).
func (m *StarMarks) SetSquares(set uint64) {
	if set == m.squares {
		return
	}
	m.squares = set
	m.Refresh()
}

// Squares returns the squares that show a star.
func (m *StarMarks) Squares() uint64 { return m.squares }

// CreateRenderer is part of fyne.Widget.
func (m *StarMarks) CreateRenderer() fyne.WidgetRenderer {
	r := &starsRenderer{m: m}
	for i := range r.disc {
		r.disc[i] = canvas.NewCircle(starDisc)
		r.star[i] = canvas.NewText("★", starGold)
		r.star[i].Alignment = fyne.TextAlignCenter
		r.objects = append(r.objects, r.disc[i], r.star[i])
	}
	r.Refresh()
	return r
}

type starsRenderer struct {
	m       *StarMarks
	disc    [64]*canvas.Circle
	star    [64]*canvas.Text
	objects []fyne.CanvasObject
}

func (r *starsRenderer) Destroy() {}

func (r *starsRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *starsRenderer) MinSize() fyne.Size { return fyne.Size{} }

// Layout centres each star on its square where the board draws it
// (flipped or not), half a square wide: the square's colour shows around
// it, as it does around a piece.
func (r *starsRenderer) Layout(fyne.Size) {
	for sq := 0; sq < 64; sq++ {
		on := r.m.squares&(1<<uint(sq)) != 0
		r.disc[sq].Hidden, r.star[sq].Hidden = !on, !on
		if !on {
			continue
		}
		pos, side := r.m.board.SquarePosition(sq)
		d := side / 2
		at := pos.AddXY(side/4, side/4)
		r.disc[sq].Move(at)
		r.disc[sq].Resize(fyne.NewSize(d, d))
		r.star[sq].TextSize = d * 0.8
		r.star[sq].Move(at)
		r.star[sq].Resize(fyne.NewSize(d, d))
	}
}

func (r *starsRenderer) Refresh() {
	r.Layout(r.m.Size())
	canvas.Refresh(r.m)
}
