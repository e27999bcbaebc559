package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"wormweave/app/text"
)

// keyRow is a line of Help > Keyboard shortcuts: a key and what it does.
type keyRow struct{ key, what string }

// keyRows lists every key of the window once, in the order a user meets
// them: the menus' keys as the menus show them (which is what binds them,
// see setMainMenu), then extraShortcuts and boardKeys.
func (w *Window) keyRows() []keyRow {
	var rows []keyRow
	seen := map[string]bool{}
	add := func(key, what string) {
		if !seen[key] {
			seen[key] = true
			rows = append(rows, keyRow{key, what})
		}
	}
	var walk func(items []*fyne.MenuItem)
	walk = func(items []*fyne.MenuItem) {
		for _, it := range items {
			if it.Shortcut != nil {
				add(keyLabel(it.Shortcut), it.Label)
			}
			if it.ChildMenu != nil {
				walk(it.ChildMenu.Items)
			}
		}
	}
	if m := w.win.MainMenu(); m != nil {
		for _, menu := range m.Items {
			walk(menu.Items)
		}
	}
	for _, k := range extraShortcuts {
		add(keyLabel(k.key), text.T(k.what))
	}
	for _, k := range boardKeys {
		add(string(k.name), text.T(k.what))
	}
	return rows
}

// showKeyHelp is Help > Keyboard shortcuts: every key of the window, then
// the keys of the dialogs, the lists and the move entry in a few words.
func (w *Window) showKeyHelp() {
	grid := container.NewGridWithColumns(2)
	for _, r := range w.keyRows() {
		key := widget.NewLabelWithStyle(r.key, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		grid.Add(key)
		grid.Add(widget.NewLabel(r.what))
	}
	more := widget.NewLabel(text.T("keys.elsewhere"))
	more.Wrapping = fyne.TextWrapWord
	body := container.NewVScroll(container.NewVBox(grid, more))
	dlg := dialog.NewCustom(text.T("keys.title"), text.T("dialog.close"), container.NewGridWrap(fyne.NewSize(620, 520), body), w.win)
	dlg.Show()
	w.withKeys(dlg.Hide, dlg.Hide)
}
