package app

import (
	"slices"

	"fyne.io/fyne/v2"

	"wormweave/app/dialogkeys"
)

// Enter presses a dialog's default button and Escape closes it, as in
// other programs; Fyne's dialogs answer neither key. A dialog says what its
// keys do with withKeys when it is shown; the window's key handler and the
// dialogs' text boxes (package dialogkeys) pass the keys to it.

// keyedDialog is a dialog shown over the window and what its keys do.
type keyedDialog struct {
	overlay       fyne.CanvasObject // the dialog's pop-up among the overlays
	enter, escape func()            // nil: the key does nothing
}

// withKeys has Enter run enter and Escape run escape while the dialog just
// shown, the window's top overlay, stays on top. Either may be nil.
func (w *Window) withKeys(enter, escape func()) {
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		return
	}
	w.keyedDialogs = append(w.keyedDialogs, &keyedDialog{overlay: top, enter: enter, escape: escape})
}

// dialogKey does what ev does in the dialog on top of the window, and
// reports whether something is on top of the window: then the game behind
// it stays as it is, whatever the key.
func (w *Window) dialogKey(ev *fyne.KeyEvent) bool {
	overlays := w.win.Canvas().Overlays()
	top := overlays.Top()
	// The dialogs closed since are forgotten.
	live := overlays.List()
	w.keyedDialogs = slices.DeleteFunc(w.keyedDialogs, func(d *keyedDialog) bool { return !slices.Contains(live, d.overlay) })
	if top == nil {
		return false
	}
	for _, d := range w.keyedDialogs {
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

// dialogEntry is a text box of a dialog or a secondary window, which
// passes the dialog's keys on.
type dialogEntry = dialogkeys.Entry

// newDialogEntry returns a text box of one line, or of several, in a dialog
// shown over the window.
func (w *Window) newDialogEntry(multiLine bool) *dialogEntry {
	return dialogkeys.NewEntry(multiLine, func(ev *fyne.KeyEvent) { w.dialogKey(ev) })
}
