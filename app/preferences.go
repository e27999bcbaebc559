package app

import (
	"fyne.io/fyne/v2"

	"wormweave/app/enginegame"
	"wormweave/app/preferences"
	"wormweave/app/prefs"
	"wormweave/app/text"
)

// applySettings makes the window follow the preferences.
func (w *Window) applySettings() {
	w.settings = prefs.LoadBoard(w.app.Preferences())
	s := w.settings
	w.board.SetPalette(s.Palette)
	w.board.SetCoordinates(s.Coordinates)
	w.board.SetShowHints(s.Hints)
	prefs.ApplyTheme(w.app, s.Variant)
	if w.doc != nil {
		w.refresh()
	}
}

// showPreferences opens the preferences; every change applies at once and
// is kept.
func (w *Window) showPreferences() {
	preferences.Show(w.win, w.keys, w.app.Preferences(), w.settings, append(w.analysis.PreferenceItems(), enginegame.BookPreference(w.app.Preferences())), w.applySettings, w.setLanguage)
}

// addRecent puts path first in the recent files.
func (w *Window) addRecent(path string) {
	prefs.AddRecent(w.app.Preferences(), path)
	w.win.SetMainMenu(w.mainMenu())
}

// recentMenu lists the recent files; a file that has vanished is reported
// and dropped from the list when chosen.
func (w *Window) recentMenu() *fyne.MenuItem {
	it := fyne.NewMenuItem(text.T("menu.recent"), nil)
	var items []*fyne.MenuItem
	for _, p := range prefs.RecentFiles(w.app.Preferences()) {
		p := p
		items = append(items, fyne.NewMenuItem(p, func() {
			w.confirmDiscard(func() { w.openPath(p) })
		}))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(text.T("menu.recentNone"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

// forgetRecent drops a file that could not be opened from the recent files.
func (w *Window) forgetRecent(path string) {
	prefs.ForgetRecent(w.app.Preferences(), path)
	w.win.SetMainMenu(w.mainMenu())
}
