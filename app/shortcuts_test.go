package app

import (
	"testing"
	"wormweave/app/text"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
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
	skipInRaceRun(t)
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
			if shown[text.T(key)] == nil {
				t.Errorf("%s: the menu item %q shows no key", lang, text.T(key))
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

// desktopDriverShortcut is what Fyne's desktop driver delivers for the key
// sc stands for: with Ctrl alone held it turns Z, Y, C, V, X and A into the
// standard shortcuts before any custom shortcut is looked up; the test
// driver does not, so the tests do it here, as the driver's table says.
func desktopDriverShortcut(sc fyne.Shortcut) fyne.Shortcut {
	c, ok := sc.(*desktop.CustomShortcut)
	if !ok || c.Modifier != fyne.KeyModifierShortcutDefault {
		return sc
	}
	switch c.KeyName {
	case fyne.KeyZ:
		return &fyne.ShortcutUndo{}
	case fyne.KeyY:
		return &fyne.ShortcutRedo{}
	case fyne.KeyC:
		return &fyne.ShortcutCopy{}
	case fyne.KeyV:
		return &fyne.ShortcutPaste{}
	case fyne.KeyX:
		return &fyne.ShortcutCut{}
	case fyne.KeyA:
		return &fyne.ShortcutSelectAll{}
	}
	return sc
}

// Each menu key acts when it arrives as the desktop driver delivers it:
// Ctrl+Z as the standard Undo, not as a custom Ctrl+Z.
func TestMenuKeysActAsTheDesktopDriverDeliversThem(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	for _, it := range menuItems(w) {
		if it.Shortcut == nil {
			continue
		}
		ran := false
		it.Action = func() { ran = true }
		w.win.Canvas().(desktopShortcuts).TypedShortcut(desktopDriverShortcut(it.Shortcut))
		if !ran {
			t.Errorf("%s, delivered as %s, does not run %q", it.Shortcut.ShortcutName(), desktopDriverShortcut(it.Shortcut).ShortcutName(), it.Label)
		}
	}
}

// Ctrl+Z undoes and Ctrl+Y redoes a move as the desktop driver delivers
// them (ShortcutUndo, ShortcutRedo), and Ctrl+Shift+Z redoes too.
func TestUndoAndRedoKeysAsTheDesktopDriverDeliversThem(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	c := w.win.Canvas().(desktopShortcuts)
	start := fenOf(w)
	w.move(sqName("e2"), sqName("e3"))
	played := fenOf(w)
	if played == start {
		t.Fatal("e2-e3 was not played")
	}
	for _, step := range []struct {
		name string
		key  fyne.Shortcut
		want string
	}{
		{"Ctrl+Z", desktopDriverShortcut(keyUndo), start},
		{"Ctrl+Y", desktopDriverShortcut(keyRedoAlt), played},
		{"Ctrl+Z again", desktopDriverShortcut(keyUndo), start},
		{"Ctrl+Shift+Z", desktopDriverShortcut(keyRedo), played},
	} {
		c.TypedShortcut(step.key)
		if got := fenOf(w); got != step.want {
			t.Errorf("after %s (%s): %s, want %s", step.name, step.key.ShortcutName(), got, step.want)
		}
	}
}

// fenOf returns the FEN of the window's position.
func fenOf(w *Window) string {
	p := w.doc.Position()
	return p.FEN()
}
