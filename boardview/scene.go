// Package boardview is a Fyne widget that draws a chess board and reports
// the user's move gestures. It knows squares, pieces, holes and highlights,
// not the rules: the application describes what to draw in a Scene and
// answers the board's questions (which squares may a picked piece go to?)
// through the Board's callbacks.
//
// Squares are numbered 0 (a1) to 63 (h8), file + 8*rank, and sets of squares
// are uint64 masks with bit n for square n: the same convention as the rules
// package, without depending on it.
package boardview

import (
	"image/color"

	"fyne.io/fyne/v2"
)

// Highlight is a set of marks on one square.
type Highlight uint16

// The marks a square can carry. Several may combine.
const (
	LastMove Highlight = 1 << iota // the start or end of the last move
	Captured                       // a piece the last move captured stood here
	NewHole                        // the hole the last move left behind
	Check                          // a king in check
	Marked                         // a square a diagram or the user marks
)

// Arrow is an arrow from the centre of one square to another's. An arrow
// whose From and To are the same square is drawn as a cross on it (a piece
// removed from where it stands), and one with NoHead as a plain segment, so
// that several arrows make one path through the squares of a chain.
type Arrow struct {
	From, To int
	Color    color.Color // nil for the palette's arrow colour
	NoHead   bool
}

// Scene is everything the board draws apart from the user's own gesture.
type Scene struct {
	Pieces [64]fyne.Resource // a piece image per square, nil for none
	Holes  uint64            // squares that are holes
	Marks  [64]Highlight
	// MarkColors colour the squares marked Marked, as a comment's drawing
	// commands ask; nil for the palette's colour.
	MarkColors [64]color.Color
	Arrows     []Arrow
}

// Hints is what the board shows while a piece is picked up or selected.
type Hints struct {
	Targets  uint64 // squares the piece may move to without capturing
	Captures uint64 // squares the user may drop it on to capture
	Paths    uint64 // holes its moves pass over
}

// IsZero reports whether the piece cannot move at all.
func (h Hints) IsZero() bool { return h.Targets|h.Captures == 0 }

func (h Hints) allows(sq int) bool { return sq >= 0 && (h.Targets|h.Captures)&(1<<uint(sq)) != 0 }
