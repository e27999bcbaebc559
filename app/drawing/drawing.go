package drawing

import (
	"image/color"

	"fyne.io/fyne/v2"

	"wormweave/app/comments"
	"wormweave/boardview"
	"wormweave/study"
)

// Host is what drawing needs of the window.
type Host struct {
	// Document returns the game being studied.
	Document func() *study.Document
	// Board is the board drawn on.
	Board *boardview.Board
	// TakeBackStep takes back the last step of the user's unfinished
	// chain, if the user has one to take back.
	TakeBackStep func() bool
}

// Drawing answers the secondary button on one board.
type Drawing struct{ h Host }

// New returns drawing on h's board.
func New(h Host) *Drawing { return &Drawing{h: h} }

// Gesture answers a gesture of the secondary button on the board. In the
// middle of a capture chain it takes the last step back, as it always
// has. Otherwise it draws in the comment after the current move, through
// the document so that undo, redo and the unsaved mark follow: a drag from
// one square to another toggles an arrow, a click on a piece or a hole
// toggles a circle, and a click on an empty square clears the position's
// drawings, or circles the square when there are none (or when a modifier
// key asks for a colour); with a piece selected, that click only drops the
// selection. The modifier keys choose the colour (comments.ColorFor).
func (g *Drawing) Gesture(from, to int, mod fyne.KeyModifier) {
	d := g.h.Document()
	if len(d.Chain()) > 0 {
		g.h.TakeBackStep()
		return
	}
	if from < 0 || to < 0 {
		return
	}
	n := d.Cursor()
	c := n.CommentAfter()
	shape := comments.Shape{Color: comments.ColorFor(mod), From: from, To: to}
	b := g.h.Board
	s := b.Scene()
	empty := s.Pieces[to] == nil && s.Holes&(1<<uint(to)) == 0
	if from == to && empty && mod == 0 && !comments.HasCircle(c, to) && len(comments.Shapes(c)) > 0 {
		if b.Selected() >= 0 {
			return // the board drops the selection
		}
		d.SetComment(n, comments.WithShapes(c, nil))
		return
	}
	d.SetComment(n, comments.Toggle(c, shape))
}

// Color is the colour of the arrow shown while it is being drawn: the one
// it will have.
func Color(mod fyne.KeyModifier) color.Color {
	return comments.ArrowColors[comments.ColorFor(mod)]
}
