// Package dialogkeys gives dialogs and secondary windows the keys of other
// programs, which Fyne's do not answer: a text box that passes Escape and
// Enter on to the dialog it is in, or has Escape close its secondary
// window, and a window that Escape closes.
//
// It owns only these key rules. It does not know which dialog is on top
// of a window or what its keys do: the window that shows a dialog keeps
// that and is handed in as a func. It imports no other package of the
// program, so that the shell and any feature may use it.
package dialogkeys

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Entry is a text box in a dialog or a secondary window. It has the
// keyboard while it is focused, so it passes on the keys of the dialog:
// Escape, and Enter where the box has no use of its own for it (a one-line
// box whose OnSubmitted is not set). In a secondary window, Escape closes
// the window.
type Entry struct {
	widget.Entry
	// Dialog does what a key does in the dialog the box is in; nil when
	// the box is not in a dialog.
	Dialog func(*fyne.KeyEvent)
	// Window is the secondary window the box is in, or nil.
	Window fyne.Window
	// OnKey, if set, sees every key first and reports whether it took it.
	OnKey func(*fyne.KeyEvent) bool
}

// NewEntry returns a text box of one line, or of several, in a dialog
// whose keys dialog does.
func NewEntry(multiLine bool, dialog func(*fyne.KeyEvent)) *Entry {
	// Wrapped as widget.NewEntry's; a comment wraps at words.
	e := &Entry{Dialog: dialog}
	e.MultiLine = multiLine
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	if multiLine {
		e.Wrapping = fyne.TextWrapWord
	}
	e.ExtendBaseWidget(e)
	return e
}

// NewWindowEntry returns a one-line text box of a secondary window.
func NewWindowEntry(win fyne.Window) *Entry {
	e := &Entry{Window: win}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey passes the dialog's keys on and gives the box the others.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if e.OnKey != nil && e.OnKey(ev) {
		return
	}
	switch {
	case ev.Name == fyne.KeyEscape && e.Window != nil:
		e.Window.Close()
		return
	case e.Dialog == nil:
	case ev.Name == fyne.KeyEscape:
		e.Dialog(ev)
		return
	case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && !e.MultiLine && e.OnSubmitted == nil:
		e.Dialog(ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// CloseOnEscape has Escape close a secondary window when nothing in it has
// the keyboard.
func CloseOnEscape(win fyne.Window) {
	c := win.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape && c.Overlays().Top() == nil {
			win.Close()
			return
		}
		if before != nil {
			before(ev)
		}
	})
}
