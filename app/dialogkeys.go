package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Enter presses a dialog's default button and Escape closes it, as in
// other programs; Fyne's dialogs answer neither key. A dialog says what its
// keys do with withKeys when it is shown (the window's dialogkeys.Keys);
// the window's key handler and the dialogs' text boxes (dialogEntry) pass
// the keys to it.

// withKeys has Enter run enter and Escape run escape while the dialog just
// shown, the window's top overlay, stays on top. Either may be nil.
func (w *Window) withKeys(enter, escape func()) { w.keys.With(enter, escape) }

// dialogKey does what ev does in the dialog on top of the window, and
// reports whether something is on top of the window: then the game behind
// it stays as it is, whatever the key.
func (w *Window) dialogKey(ev *fyne.KeyEvent) bool { return w.keys.Key(ev) }

// dialogEntry is a text box in a dialog or a secondary window. It has the
// keyboard while it is focused, so it passes on the keys of the dialog:
// Escape, and Enter where the box has no use of its own for it (a one-line
// box whose OnSubmitted is not set). In a secondary window, Escape closes
// the window. onKey, if set, sees every key first and reports whether it
// took it.
type dialogEntry struct {
	widget.Entry
	w      *Window     // the window of the dialog, or nil
	window fyne.Window // the secondary window, or nil
	onKey  func(*fyne.KeyEvent) bool
}

// newDialogEntry returns a text box of one line, or of several.
func (w *Window) newDialogEntry(multiLine bool) *dialogEntry {
	// Wrapped as widget.NewEntry's; a comment wraps at words.
	e := &dialogEntry{w: w}
	e.MultiLine = multiLine
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	if multiLine {
		e.Wrapping = fyne.TextWrapWord
	}
	e.ExtendBaseWidget(e)
	return e
}

// newWindowEntry returns a one-line text box of a secondary window.
func newWindowEntry(win fyne.Window) *dialogEntry {
	e := &dialogEntry{window: win}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey passes the dialog's keys on and gives the box the others.
func (e *dialogEntry) TypedKey(ev *fyne.KeyEvent) {
	if e.onKey != nil && e.onKey(ev) {
		return
	}
	switch {
	case ev.Name == fyne.KeyEscape && e.window != nil:
		e.window.Close()
		return
	case e.w == nil:
	case ev.Name == fyne.KeyEscape:
		e.w.dialogKey(ev)
		return
	case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && !e.MultiLine && e.OnSubmitted == nil:
		e.w.dialogKey(ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// closeOnEscape has Escape close a secondary window when nothing in it has
// the keyboard.
func closeOnEscape(win fyne.Window) {
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
