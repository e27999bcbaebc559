package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// menuItems returns every item of the main menu, submenus included.
func menuItems(w *Window) []*fyne.MenuItem {
	var out []*fyne.MenuItem
	var walk func([]*fyne.MenuItem)
	walk = func(items []*fyne.MenuItem) {
		for _, it := range items {
			out = append(out, it)
			if it.ChildMenu != nil {
				walk(it.ChildMenu.Items)
			}
		}
	}
	for _, m := range w.win.MainMenu().Items {
		walk(m.Items)
	}
	return out
}

// The menus show the keys of their actions, and each key runs the item
// that shows it, in every language.
func TestMenusShowTheirKeysAndTheKeysAct(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		w := newTestWindowLang(t, lang)
		if lang == "fr" {
			w.setLanguage("fr") // rebuilt menus are bound again
		}
		shown := map[string]fyne.Shortcut{}
		for _, it := range menuItems(w) {
			if it.Shortcut != nil {
				shown[it.Label] = it.Shortcut
			}
		}
		for _, key := range []string{"menu.open", "menu.gameList", "menu.save", "menu.saveAs", "menu.undo", "menu.redo",
			"menu.copyGame", "menu.paste", "menu.copyFEN", "menu.pasteFEN", "menu.tags", "menu.editPosition", "menu.flip"} {
			if shown[T(key)] == nil {
				t.Errorf("%s: the menu item %q shows no key", lang, T(key))
			}
		}
		for _, it := range menuItems(w) {
			if it.Shortcut == nil {
				continue
			}
			ran := false
			it.Action = func() { ran = true }
			w.win.Canvas().(desktopShortcuts).TypedShortcut(it.Shortcut)
			if !ran {
				t.Errorf("%s: %s does not run %q", lang, it.Shortcut.ShortcutName(), it.Label)
			}
		}
	}
}
