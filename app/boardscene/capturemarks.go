package boardscene

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

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

// NewCaptureMarks returns marks over board that frame the pieces that can
// capture when captures are mandatory (Interweave), so that the user sees
// at once which pieces may move; none shown.
func NewCaptureMarks(board *boardview.Board) *SquareMarks {
	return NewSquareMarks(board, captureFrame{})
}

// captureFrame is the forced-capture mark: two rounded frames, the bright
// band drawn over the dark one.
type captureFrame struct{}

func (captureFrame) Objects() []fyne.CanvasObject {
	outer := canvas.NewRectangle(color.Transparent)
	outer.StrokeColor = captureMarkOuter
	inner := canvas.NewRectangle(color.Transparent)
	inner.StrokeColor = captureMarkInner
	return []fyne.CanvasObject{outer, inner}
}

// Place frames the square inside its edge: a bright band a fourteenth of
// the square wide, edged with a dark line on both sides.
func (captureFrame) Place(objects []fyne.CanvasObject, pos fyne.Position, side float32) {
	outer, inner := objects[0].(*canvas.Rectangle), objects[1].(*canvas.Rectangle)
	band := max(3, side/14)
	edge := max(1, band/3)
	outer.StrokeWidth = band + 2*edge
	outer.CornerRadius = band
	inner.StrokeWidth = band
	inner.CornerRadius = band
	inset := (band + 2*edge) / 2
	for _, o := range objects {
		o.Move(pos.AddXY(inset, inset))
		o.Resize(fyne.NewSize(side-2*inset, side-2*inset))
	}
}
