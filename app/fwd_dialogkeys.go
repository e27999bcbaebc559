package app

import (
	"fyne.io/fyne/v2"

	"wormweave/app/dialogkeys"
)

// The names the package used before the keys of the dialogs moved to
// package dialogkeys, kept while the callers move.

// withKeys has Enter run enter and Escape run escape while the dialog just
// shown stays on top. Either may be nil.
func (w *Window) withKeys(enter, escape func()) { w.keys.With(enter, escape) }

// dialogKey does what ev does in the dialog on top of the window, and
// reports whether something is on top of the window.
func (w *Window) dialogKey(ev *fyne.KeyEvent) bool { return w.keys.Key(ev) }

type dialogEntry = dialogkeys.Entry

func (w *Window) newDialogEntry(multiLine bool) *dialogEntry { return w.keys.NewEntry(multiLine) }
