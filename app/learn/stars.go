package learn

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"wormweave/app/boardscene"
	"wormweave/boardview"
)

// The star drawn on a square to reach: gold on a dark disc, so that it
// shows on the light and dark squares of every palette and under a piece.
var (
	starGold = color.NRGBA{0xff, 0xc8, 0x00, 0xff}
	starDisc = color.NRGBA{0x1a, 0x1a, 0x1a, 0xa0}
)

// NewStarMarks returns marks over board for the stars a level asks the
// learner to reach, none shown.
func NewStarMarks(board *boardview.Board) *boardscene.SquareMarks {
	return boardscene.NewSquareMarks(board, star{})
}

// star is a star's mark: the disc, then the star over it.
type star struct{}

func (star) Objects() []fyne.CanvasObject {
	s := canvas.NewText("★", starGold)
	s.Alignment = fyne.TextAlignCenter
	return []fyne.CanvasObject{canvas.NewCircle(starDisc), s}
}

// Place centres the star on its square, half a square wide: the square's
// colour shows around it, as it does around a piece.
func (star) Place(objects []fyne.CanvasObject, pos fyne.Position, side float32) {
	d := side / 2
	at := pos.AddXY(side/4, side/4)
	objects[1].(*canvas.Text).TextSize = d * 0.8
	for _, o := range objects {
		o.Move(at)
		o.Resize(fyne.NewSize(d, d))
	}
}
