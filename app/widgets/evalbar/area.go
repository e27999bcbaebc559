package evalbar

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// NewBoardArea lays bar out along board's left edge, as boardWithBar says.
func NewBoardArea(bar *Bar, board fyne.CanvasObject) *fyne.Container {
	return container.New(&boardWithBar{bar: bar, board: board}, bar, board)
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
func (l *boardWithBar) gutter() float32 { return Width + theme.Padding() }

// Layout is part of fyne.Layout.
func (l *boardWithBar) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	g := l.gutter()
	side := max(0, min(size.Width-g, size.Height))
	x := max((size.Width-side)/2, g)
	y := (size.Height - side) / 2
	l.bar.Move(fyne.NewPos(x-g, y))
	l.bar.Resize(fyne.NewSize(Width, side))
	l.board.Move(fyne.NewPos(x, y))
	l.board.Resize(fyne.NewSize(side, side))
}

// MinSize is part of fyne.Layout.
func (l *boardWithBar) MinSize([]fyne.CanvasObject) fyne.Size {
	m := l.board.MinSize()
	m.Width += l.gutter()
	return m
}
