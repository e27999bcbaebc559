package boardview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The secondary button draws. Fyne's desktop driver starts no drag for it:
// it sends MouseDown where the button goes down (with the modifier keys
// held), MouseUp where it comes up, and then TappedSecondary if both were
// over the board. So the board keeps the press and reports the whole
// gesture on MouseUp; the TappedSecondary that follows is the same gesture
// and is dropped. A secondary tap without the mouse events (a touch screen's
// long press, or a test) is a click on one square without modifiers.

var (
	_ desktop.Mouseable = (*Board)(nil)
	_ desktop.Hoverable = (*Board)(nil)
)

// MouseDown is part of desktop.Mouseable: a press of the secondary button
// starts a drawing gesture on the square under it.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary {
		return
	}
	b.drawFrom, b.drawMod = b.squareAt(ev.Position), ev.Modifier
	b.drawAt = b.drawFrom
	b.drawDown, b.drawDone = true, false
}

// MouseIn is part of desktop.Hoverable.
func (b *Board) MouseIn(*desktop.MouseEvent) {}

// MouseMoved is part of desktop.Hoverable: while the secondary button is
// down the arrow it would draw follows the pointer, as the driver sends no
// drag for that button.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	if !b.drawDown {
		return
	}
	if sq := b.squareAt(ev.Position); sq != b.drawAt {
		b.drawAt = sq
		b.Refresh()
	}
}

// MouseOut is part of desktop.Hoverable.
func (b *Board) MouseOut() {}

// drawing returns the arrow a drawing gesture under way would draw.
func (b *Board) drawing() (Arrow, bool) {
	if !b.drawDown || b.drawFrom < 0 || b.drawAt < 0 || b.drawAt == b.drawFrom {
		return Arrow{}, false
	}
	var c color.Color
	if b.DrawColor != nil {
		c = b.DrawColor(b.drawMod)
	}
	return Arrow{From: b.drawFrom, To: b.drawAt, Color: c}, true
}

// MouseUp is part of desktop.Mouseable: the release of the secondary button
// ends the drawing gesture on the square under it.
func (b *Board) MouseUp(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary || !b.drawDown {
		return
	}
	_, shown := b.drawing()
	b.drawDown, b.drawDone = false, true
	if shown {
		b.Refresh() // the arrow under way goes; OnDraw may draw it for good
	}
	b.secondary(b.drawFrom, b.squareAt(ev.Position), b.drawMod)
}

// TappedSecondary ends a secondary click that MouseUp has not already
// reported.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	if b.drawDone {
		b.drawDone = false
		return
	}
	sq := b.squareAt(ev.Position)
	b.secondary(sq, sq, 0)
}

// secondary reports a gesture of the secondary button, to OnDraw if it is
// set, otherwise its last square to OnSecondary, and then drops the
// selection: the callback may still see it (Selected).
func (b *Board) secondary(from, to int, mod fyne.KeyModifier) {
	switch {
	case b.OnDraw != nil:
		b.OnDraw(from, to, mod)
	case b.OnSecondary != nil:
		b.OnSecondary(to)
	}
	b.ClearSelection()
}
