package app

import (
	"image/color"

	"fyne.io/fyne/v2"

	"wormweave/app/comments"
)

// drawOnBoard answers a gesture of the secondary button on the board. In
// the middle of a capture chain it takes the last step back, as it always
// has. Otherwise it draws in the comment after the current move, through
// the document so that undo, redo and the unsaved mark follow: a drag from
// one square to another toggles an arrow, a click on a piece or a hole
// toggles a circle, and a click on an empty square clears the position's
// drawings, or circles the square when there are none (or when a modifier
// key asks for a colour); with a piece selected, that click only drops the
// selection. The modifier keys choose the colour
// (comments.ColorFor).
func (w *Window) drawOnBoard(from, to int, mod fyne.KeyModifier) {
	d := w.doc
	if len(d.Chain()) > 0 {
		w.takeBackStep()
		return
	}
	if from < 0 || to < 0 {
		return
	}
	n := d.Cursor()
	c := n.CommentAfter()
	shape := comments.Shape{Color: comments.ColorFor(mod), From: from, To: to}
	s := w.board.Scene()
	empty := s.Pieces[to] == nil && s.Holes&(1<<uint(to)) == 0
	if from == to && empty && mod == 0 && !comments.HasCircle(c, to) && len(comments.Shapes(c)) > 0 {
		if w.board.Selected() >= 0 {
			return // the board drops the selection
		}
		d.SetComment(n, comments.WithShapes(c, nil))
		return
	}
	d.SetComment(n, comments.Toggle(c, shape))
}

// drawColor is the colour of the arrow shown while it is being drawn: the
// one it will have.
func drawColor(mod fyne.KeyModifier) color.Color {
	return comments.ArrowColors[comments.ColorFor(mod)]
}
