package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"wormweave/app/text"
)

// The window's own keys: Ctrl+Q quits as closing the window does, asking
// about unsaved changes first; F11 turns full screen on and off.
var (
	keyQuit = ctrlKey(fyne.KeyQ, false)
	// keyFullScreen is shown in the menu; the desktop driver gives a key
	// without modifiers to the window as a typed key, never as a shortcut,
	// so typedKey acts on it.
	keyFullScreen fyne.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyF11}
)

// requestClose is what closing the window asks: the unsaved changes are
// saved or given up first, then the engines stop and the window closes.
// Cancelling leaves everything as it was.
func (w *Window) requestClose() {
	w.confirmDiscard(func() {
		w.clearRecovery()
		w.analysis.SetOn(false)
		w.engine.Stop()
		w.win.Close()
	})
}

// quitItem is File > Quit. Marked as the quit item, it takes the place of
// the one Fyne's desktop driver would add, which closes the window without
// asking about unsaved changes.
func (w *Window) quitItem() *fyne.MenuItem {
	it := keyed(fyne.NewMenuItem(text.T("menu.quit"), w.requestClose), keyQuit)
	it.IsQuit = true
	return it
}

// fullScreenItem is View > Full screen, checked while it is on.
func (w *Window) fullScreenItem() *fyne.MenuItem {
	it := keyed(fyne.NewMenuItem(text.T("menu.fullScreen"), w.toggleFullScreen), keyFullScreen)
	it.Checked = w.win.FullScreen()
	return it
}

// toggleFullScreen turns full screen on or off, and the menu's check mark
// with it.
func (w *Window) toggleFullScreen() {
	w.win.SetFullScreen(!w.win.FullScreen())
	w.setMainMenu()
}
