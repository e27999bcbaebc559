// Package dialogkeys gives the dialogs shown over a window the keys of
// other programs: Enter presses a dialog's default button and Escape
// closes it, which Fyne's dialogs do not do themselves. It owns only the
// list of the dialogs that answer keys; the window's key handler passes
// the keys to it, and any package of the interface that shows a dialog
// says through it what the keys do. It knows nothing of the game.
package dialogkeys

import (
	"slices"

	"fyne.io/fyne/v2"
)

// Keys are what Enter and Escape do in the dialogs shown over one window.
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
// whether something is on top of the window: then what is behind it
// stays as it is, whatever the key.
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
