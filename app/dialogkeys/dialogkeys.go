// Package dialogkeys gives the program's dialogs the keys of other
// programs: Enter presses a dialog's default button and Escape closes it,
// which Fyne's dialogs do not do themselves; Escape also closes a
// secondary window. It owns the record of which dialog answers which key
// and the text box (Entry) that passes those keys on.
//
// It knows nothing of the game, the window's menus or any feature: a
// window makes one Keys and gives it to the features that show dialogs
// over it. Any package of the interface may import it; it imports nothing
// of the interface.
package dialogkeys

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Keys is what the dialogs shown over one window do with Enter and
// Escape. A dialog says what its keys do with With when it is shown; the
// window's key handler and the dialogs' text boxes (Entry) pass the keys
// to Key.
type Keys struct {
	win     fyne.Window
	dialogs []*keyed
}

// keyed is a dialog shown over the window and what its keys do.
type keyed struct {
	overlay       fyne.CanvasObject // the dialog's pop-up among the overlays
	enter, escape func()            // nil: the key does nothing
}

// New returns the keys of the dialogs shown over win.
func New(win fyne.Window) *Keys { return &Keys{win: win} }

// With has Enter run enter and Escape run escape while the dialog just
// shown, the window's top overlay, stays on top. Either may be nil.
func (k *Keys) With(enter, escape func()) {
	top := k.win.Canvas().Overlays().Top()
	if top == nil {
		return
	}
	k.dialogs = append(k.dialogs, &keyed{overlay: top, enter: enter, escape: escape})
}

// Key does what ev does in the dialog on top of the window, and reports
// whether something is on top of the window: then what is behind it stays
// as it is, whatever the key.
func (k *Keys) Key(ev *fyne.KeyEvent) bool {
	overlays := k.win.Canvas().Overlays()
	top := overlays.Top()
	// The dialogs closed since are forgotten.
	live := overlays.List()
	k.dialogs = slices.DeleteFunc(k.dialogs, func(d *keyed) bool { return !slices.Contains(live, d.overlay) })
	if top == nil {
		return false
	}
	for _, d := range k.dialogs {
		if d.overlay != top {
			continue
		}
		var do func()
		switch ev.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			do = d.enter
		case fyne.KeyEscape:
			do = d.escape
		}
		if do != nil {
			do()
		}
		break
	}
	return true
}

// Entry is a text box in a dialog or a secondary window. It has the
// keyboard while it is focused, so it passes on the keys of the dialog:
// Escape, and Enter where the box has no use of its own for it (a one-line
// box whose OnSubmitted is not set). In a secondary window, Escape closes
// the window.
type Entry struct {
	widget.Entry
	// OnKey, if set, sees every key first and reports whether it took it.
	OnKey func(*fyne.KeyEvent) bool

	keys   *Keys       // the keys of the dialog's window, or nil
	window fyne.Window // the secondary window, or nil
}

// NewEntry returns a text box of one line, or of several, for a dialog
// over the window of k.
func (k *Keys) NewEntry(multiLine bool) *Entry {
	// Wrapped as widget.NewEntry's; a comment wraps at words.
	e := &Entry{keys: k}
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
	e := &Entry{window: win}
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
	case ev.Name == fyne.KeyEscape && e.window != nil:
		e.window.Close()
		return
	case e.keys == nil:
	case ev.Name == fyne.KeyEscape:
		e.keys.Key(ev)
		return
	case (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && !e.MultiLine && e.OnSubmitted == nil:
		e.keys.Key(ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// CloseOnEscape has Escape close a secondary window when nothing in it
// has the keyboard.
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
