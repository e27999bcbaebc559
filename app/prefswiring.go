package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/boardscene"
	"wormweave/app/enginegame"
	"wormweave/app/prefs"
	"wormweave/app/prefsdialog"
	"wormweave/app/text"
)

// The shell's side of the preferences: applying them to the window, their
// dialog, and the recent files kept among them (their keys are package
// prefs').

// applySettings makes the window follow the preferences.
func (w *Window) applySettings() {
	w.settings = prefs.LoadBoard(w.app.Preferences())
	s := w.settings
	boardscene.SetPieceSet(s.Pieces)
	w.board.SetPalette(s.Palette)
	w.board.SetCoordinates(s.Coordinates)
	w.board.SetShowHints(s.Hints)
	w.moves.ShowEvals(prefs.ShowMoveEvals(w.app.Preferences()))
	// A new theme draws every image of the application again: only a new
	// light or dark choice needs it, not a palette or a check box.
	if !w.themeSet || w.theme != s.Variant {
		prefs.ApplyTheme(w.app, s.Variant)
		w.theme, w.themeSet = s.Variant, true
	}
	if w.doc != nil {
		w.refresh()
	}
	w.restyleSecondary()
}

// showPreferences opens the preferences; every change applies at once and
// is kept.
func (w *Window) showPreferences() {
	prefsdialog.Show(prefsdialog.Host{
		Window: w.win,
		Keys:   w.keys,
		Prefs:  w.app.Preferences(),
		Look:   func() prefs.Board { return w.settings },
		Extra: func() []*widget.FormItem {
			return append(w.analysis.PreferenceItems(), enginegame.BookPreference(w.app.Preferences()))
		},
		Changed:     w.applySettings,
		SetLanguage: w.setLanguage,
	})
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
