package dialogkeys

import "fyne.io/fyne/v2"

// LetGo makes a choice widget (a Select, a RadioGroup, a Check) give the
// keyboard back once the user has chosen with it. A click focuses such a
// widget, and the toolkit then hands every key to the focused widget
// alone: the dialog's or the window's Escape and Enter never arrive, and
// the widgets ignore them. onChanged is the widget's OnChanged field; the
// choice runs first, then the keyboard returns to the dialog if the
// widget (or one of its items, for a group) still holds it. A change made
// by the program, while the keyboard is elsewhere, leaves it there.
func LetGo[T any](obj fyne.CanvasObject, onChanged *func(T)) {
	chosen := *onChanged
	*onChanged = func(v T) {
		if chosen != nil {
			chosen(v)
		}
		release(obj)
	}
}

// release unfocuses obj's canvas if obj, or an object within its bounds,
// has the keyboard.
func release(obj fyne.CanvasObject) {
	a := fyne.CurrentApp()
	if a == nil {
		return
	}
	d := a.Driver()
	c := d.CanvasForObject(obj)
	if c == nil {
		return
	}
	f := c.Focused()
	if f == nil {
		return
	}
	if fo, ok := f.(fyne.CanvasObject); !ok || (fo != obj && !within(d, fo, obj)) {
		return
	}
	c.Unfocus()
}

// within reports whether inner lies inside outer on the screen: the items
// of a RadioGroup are objects of its own that the group does not expose.
func within(d fyne.Driver, inner, outer fyne.CanvasObject) bool {
	ip, op := d.AbsolutePositionForObject(inner), d.AbsolutePositionForObject(outer)
	is, os := inner.Size(), outer.Size()
	return ip.X >= op.X && ip.Y >= op.Y && ip.X+is.Width <= op.X+os.Width && ip.Y+is.Height <= op.Y+os.Height
}
