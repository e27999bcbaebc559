package boardview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Board is the board widget. Set its scene with SetScene; it calls OnPick
// when the user picks up or selects a piece and OnMove when the user drops
// it or clicks a destination, and redraws only when told to.
type Board struct {
	widget.BaseWidget

	// OnPick returns the hints for the piece on sq; zero Hints mean the piece
	// may not move, so the board neither drags nor selects it.
	OnPick func(sq int) Hints
	// OnMove reports a move gesture from one square to an allowed other.
	OnMove func(from, to int)
	// OnSecondary reports a right click (or secondary tap) on sq, when
	// OnDraw is not set.
	OnSecondary func(sq int)
	// OnDraw, if set, reports every gesture of the secondary button: pressed
	// on from and released on to (the same square for a click; -1 off the
	// board), with the modifier keys held at the press.
	OnDraw func(from, to int, mod fyne.KeyModifier)
	// DrawColor, if set, gives the colour of the arrow shown while the
	// secondary button is dragged, for the modifier keys held (nil for the
	// palette's arrow colour).
	DrawColor func(mod fyne.KeyModifier) color.Color
	// OnTap, if set, reports every click on a square (-1 outside the
	// board) before the board handles it as a move gesture.
	OnTap func(sq int)
	// OnDropOff, if set, reports a piece dragged from sq and let go off
	// the board (a position editor takes it away).
	OnDropOff func(sq int)
	// OnRefuse, if set, hears a selected piece sent to an empty square its
	// hints do not allow, by a click or a drop: the piece stays selected,
	// its targets shown, so that a lesson can say why it cannot go there
	// and show where it can. Without it the selection goes.
	OnRefuse func(from, to int)

	scene       Scene
	overlay     []Arrow // arrows of another source, drawn over the scene's
	palette     Palette
	flipped     bool
	coordinates bool
	hideHints   bool
	holeImage   fyne.Resource
	anim        *moveAnimation

	// The gesture in progress.
	selected int // the selected square, or -1
	hints    Hints
	dragFrom int // the square being dragged from, or -1
	dragAt   fyne.Position
	dragSeen bool // a drag began, whether or not it picked a piece
	dropped  bool // the last move gesture was a drop, not a click

	// The secondary button's gesture (drawing.go).
	drawFrom int              // the square it was pressed on
	drawAt   int              // the square under the pointer since
	drawMod  fyne.KeyModifier // the modifier keys held at the press
	drawDown bool             // the button is down over the board
	drawDone bool             // MouseUp reported the gesture its tap ends
}

var (
	_ fyne.Widget            = (*Board)(nil)
	_ fyne.Draggable         = (*Board)(nil)
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
)

// New returns a board showing an empty scene with the default palette and
// coordinates on.
func New() *Board {
	b := &Board{palette: Palettes[0], coordinates: true, selected: -1, dragFrom: -1}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer { return newRenderer(b) }

// SetScene replaces what the board shows and cancels any selection and
// animation.
func (b *Board) SetScene(s Scene) {
	b.stopAnimation()
	b.scene = s
	b.selected, b.hints = -1, Hints{}
	b.Refresh()
}

// SetOverlay replaces the arrows drawn over the scene's own, such as an
// engine's, which change often: unlike SetScene it keeps the selection, a
// drag and an animation going.
func (b *Board) SetOverlay(arrows []Arrow) {
	b.overlay = append(b.overlay[:0], arrows...)
	b.Refresh()
}

// Overlay returns the arrows drawn over the scene.
func (b *Board) Overlay() []Arrow { return b.overlay }

// Scene returns what the board shows.
func (b *Board) Scene() Scene { return b.scene }

// SetFlipped shows the board from Black's side when flipped is true.
func (b *Board) SetFlipped(flipped bool) {
	b.flipped = flipped
	b.Refresh()
}

// Flipped reports whether the board is seen from Black's side.
func (b *Board) Flipped() bool { return b.flipped }

// SetCoordinates shows or hides the file letters and rank numbers.
func (b *Board) SetCoordinates(show bool) {
	b.coordinates = show
	b.Refresh()
}

// SetShowHints shows or hides the legal destinations and the holes passed
// over when a piece is picked up. Hidden, they still decide which drops
// are moves.
func (b *Board) SetShowHints(show bool) {
	b.hideHints = !show
	b.Refresh()
}

// SetPalette changes the board's colours.
func (b *Board) SetPalette(p Palette) {
	b.palette = p
	b.Refresh()
}

// Palette returns the board's colours.
func (b *Board) Palette() Palette { return b.palette }

// SetHoleImage sets the image drawn over holes (a plain void without one).
func (b *Board) SetHoleImage(r fyne.Resource) {
	b.holeImage = r
	b.Refresh()
}

// Dropped reports whether the last move gesture was a drag and drop (the
// piece is already where it went) rather than two clicks.
func (b *Board) Dropped() bool { return b.dropped }

// Selected returns the selected square, or -1.
func (b *Board) Selected() int { return b.selected }

// ClearSelection drops the selection and its hints.
func (b *Board) ClearSelection() {
	if b.selected < 0 {
		return
	}
	b.selected, b.hints = -1, Hints{}
	b.Refresh()
}

// Select selects the piece on sq as a click would, if it may move.
func (b *Board) Select(sq int) bool {
	b.selected, b.hints = -1, Hints{}
	if sq >= 0 && sq < 64 && b.scene.Pieces[sq] != nil && b.OnPick != nil {
		if h := b.OnPick(sq); !h.IsZero() {
			b.selected, b.hints = sq, h
		}
	}
	b.Refresh()
	return b.selected >= 0
}

// Tapped selects a piece, or plays the selected one to the tapped square.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	sq := b.squareAt(ev.Position)
	if b.OnTap != nil {
		b.OnTap(sq)
	}
	if b.selected >= 0 && sq != b.selected && b.hints.allows(sq) {
		b.play(b.selected, sq, false)
		return
	}
	if sq == b.selected || sq < 0 {
		b.ClearSelection()
		return
	}
	if b.refuse(b.selected, sq) {
		return
	}
	b.Select(sq)
}

// refuse tells OnRefuse of the selected piece sent from from to the
// empty square to, and reports whether it did: the selection then stays.
func (b *Board) refuse(from, to int) bool {
	if b.OnRefuse == nil || from < 0 || to < 0 || b.scene.Pieces[to] != nil {
		return false
	}
	b.Refresh()
	b.OnRefuse(from, to)
	return true
}

// Dragged moves the picked piece with the pointer. The first event of a
// drag carries the pointer's position and the distance from the press, so
// the press was at their difference.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if !b.dragSeen {
		b.dragSeen = true
		start := ev.Position.Subtract(ev.Dragged)
		sq := b.squareAt(start)
		if sq < 0 || b.scene.Pieces[sq] == nil || b.OnPick == nil {
			return
		}
		h := b.OnPick(sq)
		if h.IsZero() {
			return
		}
		b.selected, b.hints = sq, h
		b.dragFrom = sq
	}
	b.dragAt = ev.Position
	if b.dragFrom >= 0 {
		b.Refresh()
	}
}

// DragEnd drops the piece: a move if the square allows it, otherwise the
// piece goes back (and stays selected when dropped on its own square).
func (b *Board) DragEnd() {
	from := b.dragFrom
	b.dragSeen, b.dragFrom = false, -1
	if from < 0 {
		return
	}
	to := b.squareAt(b.dragAt)
	if to < 0 && b.OnDropOff != nil {
		b.selected, b.hints = -1, Hints{}
		b.Refresh()
		b.OnDropOff(from)
		return
	}
	if to != from && b.hints.allows(to) {
		b.play(from, to, true)
		return
	}
	if to != from && b.refuse(from, to) {
		return
	}
	if to != from {
		b.selected, b.hints = -1, Hints{}
	}
	b.Refresh()
}

// play ends a gesture that makes a move: the selection goes, and OnMove
// hears of it.
func (b *Board) play(from, to int, dropped bool) {
	b.selected, b.hints = -1, Hints{}
	b.dropped = dropped
	b.Refresh()
	if b.OnMove != nil {
		b.OnMove(from, to)
	}
}

// geometry returns the side of a square and the board's top-left corner for
// the widget's current size: the board is the largest square that fits,
// centred.
func (b *Board) geometry() (side float32, origin fyne.Position) {
	size := b.Size()
	full := size.Width
	if size.Height < full {
		full = size.Height
	}
	side = full / 8
	return side, fyne.NewPos((size.Width-8*side)/2, (size.Height-8*side)/2)
}

// SquareAt returns the square under a position relative to the widget, or -1.
func (b *Board) SquareAt(pos fyne.Position) int { return b.squareAt(pos) }

// squareAt returns the square under a position relative to the widget, or -1.
func (b *Board) squareAt(pos fyne.Position) int {
	side, origin := b.geometry()
	if side <= 0 {
		return -1
	}
	x, y := pos.X-origin.X, pos.Y-origin.Y
	if x < 0 || y < 0 || x >= 8*side || y >= 8*side {
		return -1
	}
	col, row := int(x/side), int(y/side)
	return squareOf(col, row, b.flipped)
}

// SquarePosition returns the top-left corner of a square relative to the
// widget, and the side of a square.
func (b *Board) SquarePosition(sq int) (fyne.Position, float32) {
	side, origin := b.geometry()
	col, row := cellOf(sq, b.flipped)
	return fyne.NewPos(origin.X+float32(col)*side, origin.Y+float32(row)*side), side
}

// squareOf maps a screen cell (column from the left, row from the top) to
// a square.
func squareOf(col, row int, flipped bool) int {
	if flipped {
		return row*8 + 7 - col
	}
	return (7-row)*8 + col
}

// cellOf maps a square to its screen cell.
func cellOf(sq int, flipped bool) (col, row int) {
	file, rank := sq%8, sq/8
	if flipped {
		return 7 - file, rank
	}
	return file, 7 - rank
}
