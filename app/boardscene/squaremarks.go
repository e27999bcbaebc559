package boardscene

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"wormweave/boardview"
)

// A Mark is what SquareMarks draws on each square it marks.
type Mark interface {
	// Objects returns the objects of one square's mark, new.
	Objects() []fyne.CanvasObject
	// Place lays out objects, made by Objects, on the square at pos,
	// side wide.
	Place(objects []fyne.CanvasObject, pos fyne.Position, side float32)
}

// SquareMarks draws a mark on some squares of a board: the pieces that
// must capture, the squares a lesson asks the learner to reach. It lies
// over the board at the board's size, draws nothing else and takes no
// clicks, which go through to the board.
type SquareMarks struct {
	widget.BaseWidget
	board   *boardview.Board
	mark    Mark
	squares uint64
}

// NewSquareMarks returns marks over board drawn by mark, none shown.
func NewSquareMarks(board *boardview.Board, mark Mark) *SquareMarks {
	m := &SquareMarks{board: board, mark: mark}
	m.ExtendBaseWidget(m)
	return m
}

// SetSquares marks the squares of set (bit n for square n).
func (m *SquareMarks) SetSquares(set uint64) {
	if set == m.squares {
		return
	}
	m.squares = set
	m.Refresh()
}

// Squares returns the squares marked.
func (m *SquareMarks) Squares() uint64 { return m.squares }

// CreateRenderer is part of fyne.Widget.
func (m *SquareMarks) CreateRenderer() fyne.WidgetRenderer {
	r := &squareMarksRenderer{m: m}
	for sq := range r.marks {
		r.marks[sq] = m.mark.Objects()
		r.objects = append(r.objects, r.marks[sq]...)
	}
	r.Refresh()
	return r
}

type squareMarksRenderer struct {
	m       *SquareMarks
	marks   [64][]fyne.CanvasObject
	objects []fyne.CanvasObject
}

func (r *squareMarksRenderer) Destroy() {}

func (r *squareMarksRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *squareMarksRenderer) MinSize() fyne.Size { return fyne.Size{} }

// Layout places each marked square's objects where the board draws the
// square (flipped or not), and hides the others.
func (r *squareMarksRenderer) Layout(fyne.Size) {
	for sq := 0; sq < 64; sq++ {
		on := r.m.squares&(1<<uint(sq)) != 0
		for _, o := range r.marks[sq] {
			if on {
				o.Show()
			} else {
				o.Hide()
			}
		}
		if on {
			pos, side := r.m.board.SquarePosition(sq)
			r.m.mark.Place(r.marks[sq], pos, side)
		}
	}
}

func (r *squareMarksRenderer) Refresh() {
	r.Layout(r.m.Size())
	canvas.Refresh(r.m)
}
