package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/prefs"
	"wormweave/boardview"
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

// paletteKeys name the palettes in the translations.
var paletteKeys = map[string]string{"wood": "palette.wood", "slate": "palette.slate", "high contrast": "palette.highContrast"}

// prefsDialogFrame is the height a dialog adds to its content: its title,
// its button and the padding around them.
const prefsDialogFrame = 130

// showPreferences opens the preferences; every change applies at once and
// is kept.
func (w *Window) showPreferences() {
	p := w.app.Preferences()
	var names []string
	for _, pal := range boardview.Palettes {
		names = append(names, T(paletteKeys[pal.Name]))
	}
	palette := widget.NewSelect(names, func(s string) {
		for _, pal := range boardview.Palettes {
			if T(paletteKeys[pal.Name]) == s {
				p.SetString(prefPalette, pal.Name)
			}
		}
		w.applySettings()
	})
	palette.SetSelected(T(paletteKeys[w.settings.Palette.Name]))
	check := func(key, label string, value bool) *widget.Check {
		c := widget.NewCheck(label, func(on bool) {
			p.SetBool(key, on)
			w.applySettings()
		})
		c.SetChecked(value)
		return c
	}
	themes := []string{T("prefs.themeSystem"), T("prefs.themeLight"), T("prefs.themeDark")}
	codes := []string{"", "light", "dark"}
	appearance := widget.NewSelect(themes, func(s string) {
		for i, t := range themes {
			if t == s {
				p.SetString(prefTheme, codes[i])
			}
		}
		w.applySettings()
	})
	for i, c := range codes {
		if c == w.settings.Variant {
			appearance.SetSelected(themes[i])
		}
	}
	langCodes := []string{"", "en", "fr", "es"}
	var langNames []string
	for _, c := range langCodes {
		if c == "" {
			langNames = append(langNames, T("menu.systemLanguage"))
		} else {
			langNames = append(langNames, languageNames[c])
		}
	}
	var dlg dialog.Dialog
	language := widget.NewSelect(langNames, nil)
	for i, c := range langCodes {
		if c == p.StringWithFallback(prefLanguage, "") {
			language.SetSelected(langNames[i])
		}
	}
	language.OnChanged = func(s string) {
		for i, n := range langNames {
			if n == s && langCodes[i] != p.StringWithFallback(prefLanguage, "") {
				dlg.Hide()
				w.setLanguage(langCodes[i])
			}
		}
	}
	// One form, the engine's rows with the others: every choice starts at
	// the same place.
	form := widget.NewForm(
		widget.NewFormItem(T("prefs.language"), language),
		widget.NewFormItem(T("prefs.palette"), palette),
		widget.NewFormItem(T("prefs.appearance"), appearance),
		widget.NewFormItem("", check(prefCoordinates, T("prefs.coordinates"), w.settings.Coordinates)),
		widget.NewFormItem("", check(prefHints, T("prefs.hints"), w.settings.Hints)),
		widget.NewFormItem("", check(prefLastMove, T("prefs.lastMove"), w.settings.LastMove)),
		widget.NewFormItem("", check(prefAnimation, T("prefs.animation"), w.settings.Animation)),
	)
	for _, it := range w.analysis.PreferenceItems() {
		form.AppendItem(it)
	}
	// The form scrolls in a window too short for it, rather than run its
	// last rows under the Close button.
	dlg = dialog.NewCustom(T("prefs.title"), T("dialog.close"), container.NewVScroll(form), w.win)
	want := form.MinSize()
	room := w.win.Canvas().Size().Height - 2*theme.Padding()
	dlg.Resize(fyne.NewSize(want.Width+4*theme.Padding(), min(want.Height+prefsDialogFrame, room)))
	dlg.Show()
	w.withKeys(dlg.Hide, dlg.Hide)
}

// addRecent puts path first in the recent files.
func (w *Window) addRecent(path string) {
	prefs.AddRecent(w.app.Preferences(), path)
	w.win.SetMainMenu(w.mainMenu())
}

// recentMenu lists the recent files; a file that has vanished is reported
// and dropped from the list when chosen.
func (w *Window) recentMenu() *fyne.MenuItem {
	it := fyne.NewMenuItem(T("menu.recent"), nil)
	var items []*fyne.MenuItem
	for _, p := range prefs.RecentFiles(w.app.Preferences()) {
		p := p
		items = append(items, fyne.NewMenuItem(p, func() {
			w.confirmDiscard(func() { w.files.openPath(p) })
		}))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(T("menu.recentNone"), nil)
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
