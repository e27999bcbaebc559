package prefsdialog

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/dialogkeys"
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/boardview"
	"wormweave/icons"
)

// paletteKeys name the palettes in the translations.
var paletteKeys = map[string]string{
	"wood": "palette.wood", "slate": "palette.slate", "high contrast": "palette.highContrast",
	"green": "palette.green", "night": "palette.night",
}

// pieceSetKey names a piece set in the translations.
func pieceSetKey(set string) string { return "pieceSet." + set }

// dialogFrame is the height a dialog adds to its content: its title, its
// button and the padding around them.
const dialogFrame = 130

// Host is what the dialog needs of the window.
type Host struct {
	// Window is the window the dialog is shown over, and Keys the keys of
	// its dialogs.
	Window fyne.Window
	Keys   *dialogkeys.Keys
	// Prefs keeps every change at once.
	Prefs fyne.Preferences
	// Look returns the board's settings as they are.
	Look func() prefs.Board
	// Extra returns the rows shown after the others (the engine's).
	Extra func() []*widget.FormItem
	// Changed is called after every change kept, for the window to apply it.
	Changed func()
	// SetLanguage takes a new language, with its code ("" for the
	// system's); the dialog closes first.
	SetLanguage func(code string)
}

// Show opens the preferences over h's window, showing its board's settings
// and its extra rows after the others.
func Show(h Host) {
	win, keys, p, look, extra, changed, setLanguage := h.Window, h.Keys, h.Prefs, h.Look(), h.Extra(), h.Changed, h.SetLanguage
	T := text.T
	// Setting the widgets to the settings as they are calls their OnChanged:
	// that is no change to report, and each report draws every board and
	// image again for the theme, which takes seconds on a busy machine.
	building := true
	report := func() {
		if !building {
			changed()
		}
	}
	var names []string
	for _, pal := range boardview.Palettes {
		names = append(names, T(paletteKeys[pal.Name]))
	}
	palette := widget.NewSelect(names, func(s string) {
		for _, pal := range boardview.Palettes {
			if T(paletteKeys[pal.Name]) == s {
				p.SetString(prefs.Palette, pal.Name)
			}
		}
		report()
	})
	palette.SetSelected(T(paletteKeys[look.Palette.Name]))
	var setNames []string
	for _, set := range icons.PieceSets {
		setNames = append(setNames, T(pieceSetKey(set)))
	}
	pieces := widget.NewSelect(setNames, func(s string) {
		for _, set := range icons.PieceSets {
			if T(pieceSetKey(set)) == s {
				p.SetString(prefs.Pieces, set)
			}
		}
		report()
	})
	pieces.SetSelected(T(pieceSetKey(look.Pieces)))
	check := func(key, label string, value bool) *widget.Check {
		c := widget.NewCheck(label, func(on bool) {
			p.SetBool(key, on)
			report()
		})
		c.SetChecked(value)
		dialogkeys.LetGo(c, &c.OnChanged)
		return c
	}
	themes := []string{T("prefs.themeSystem"), T("prefs.themeLight"), T("prefs.themeDark")}
	codes := []string{"", "light", "dark"}
	appearance := widget.NewSelect(themes, func(s string) {
		for i, t := range themes {
			if t == s {
				p.SetString(prefs.Theme, codes[i])
			}
		}
		report()
	})
	for i, c := range codes {
		if c == look.Variant {
			appearance.SetSelected(themes[i])
		}
	}
	langCodes := []string{"", "en", "fr", "es"}
	var langNames []string
	for _, c := range langCodes {
		if c == "" {
			langNames = append(langNames, T("menu.systemLanguage"))
		} else {
			langNames = append(langNames, text.LanguageNames[c])
		}
	}
	var dlg dialog.Dialog
	language := widget.NewSelect(langNames, nil)
	for i, c := range langCodes {
		if c == p.StringWithFallback(prefs.Language, "") {
			language.SetSelected(langNames[i])
		}
	}
	language.OnChanged = func(s string) {
		for i, n := range langNames {
			if n == s && langCodes[i] != p.StringWithFallback(prefs.Language, "") {
				dlg.Hide()
				setLanguage(langCodes[i])
			}
		}
	}
	// Chosen with the mouse, they give the keyboard back to the dialog.
	for _, s := range []*widget.Select{palette, pieces, appearance} {
		dialogkeys.LetGo(s, &s.OnChanged)
	}
	// One form, the engine's rows with the others: every choice starts at
	// the same place.
	form := widget.NewForm(
		widget.NewFormItem(T("prefs.language"), language),
		widget.NewFormItem(T("prefs.palette"), palette),
		widget.NewFormItem(T("prefs.pieces"), pieces),
		widget.NewFormItem(T("prefs.appearance"), appearance),
		widget.NewFormItem("", check(prefs.Coordinates, T("prefs.coordinates"), look.Coordinates)),
		widget.NewFormItem("", check(prefs.Hints, T("prefs.hints"), look.Hints)),
		widget.NewFormItem("", check(prefs.LastMove, T("prefs.lastMove"), look.LastMove)),
		widget.NewFormItem("", check(prefs.Animation, T("prefs.animation"), look.Animation)),
		widget.NewFormItem("", check(prefs.MoveEvals, T("prefs.moveEvals"), prefs.ShowMoveEvals(p))),
	)
	for _, it := range extra {
		form.AppendItem(it)
	}
	building = false
	// The form scrolls in a window too short for it, rather than run its
	// last rows under the Close button.
	dlg = dialog.NewCustom(T("prefs.title"), T("dialog.close"), container.NewVScroll(form), win)
	want := form.MinSize()
	room := win.Canvas().Size().Height - 2*theme.Padding()
	dlg.Resize(fyne.NewSize(want.Width+4*theme.Padding(), min(want.Height+dialogFrame, room)))
	dlg.Show()
	keys.With(dlg.Hide, dlg.Hide)
}
