package explorer

import "fyne.io/fyne/v2"

// What follows lets the shell's tests, which drive the explorer through
// the whole window, find its rows.

// MoveRows are the rows of the moves listed: a tap plays one.
func (e *Explorer) MoveRows() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, r := range e.v.moveRows {
		out = append(out, r)
	}
	return out
}

// GameRows are the rows of the games listed: a double tap opens one.
func (e *Explorer) GameRows() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, r := range e.v.gameRows {
		out = append(out, r)
	}
	return out
}

// Busy reports whether a query runs for the position shown.
func (e *Explorer) Busy() bool { return e.busy }

// State is what the panel says above its lists, or "" when it says
// nothing.
func (e *Explorer) State() string {
	if !e.v.state.Visible() {
		return ""
	}
	return e.v.state.Text
}
