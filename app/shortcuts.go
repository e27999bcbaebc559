package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The keys of the menu actions. The menus show them and the canvas acts on
// them: Fyne's menus only display a shortcut, so setMainMenu registers
// each menu item's shortcut on the canvas, to run that item.
var (
	keyOpen     = ctrlKey(fyne.KeyO, false)
	keySave     = ctrlKey(fyne.KeyS, false)
	keySaveAs   = ctrlKey(fyne.KeyS, true)
	keyGameList = ctrlKey(fyne.KeyL, false)
	keyUndo     = ctrlKey(fyne.KeyZ, false)
	keyRedo     = ctrlKey(fyne.KeyZ, true)
	keyRedoAlt  = ctrlKey(fyne.KeyY, false)
	keyCopyGame = fyne.Shortcut(&fyne.ShortcutCopy{})
	keyPaste    = fyne.Shortcut(&fyne.ShortcutPaste{})
	keyCopyFEN  = ctrlKey(fyne.KeyC, true)
	keyPasteFEN = ctrlKey(fyne.KeyV, true)
	keyTags     = ctrlKey(fyne.KeyI, false)
	keyEdit     = ctrlKey(fyne.KeyE, false)
	keyFlip     = ctrlKey(fyne.KeyF, false)
)

// ctrlKey is Ctrl (Cmd on macOS) with key, and Shift if shift.
func ctrlKey(key fyne.KeyName, shift bool) fyne.Shortcut {
	mod := fyne.KeyModifierShortcutDefault
	if shift {
		mod |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: key, Modifier: mod}
}

// keyed makes a menu item show the key that runs it.
func keyed(it *fyne.MenuItem, key fyne.Shortcut) *fyne.MenuItem {
	it.Shortcut = key
	return it
}

// setMainMenu shows the menus (in the current language) and binds each
// item's key to the item, so that what a menu shows is what the key does.
func (w *Window) setMainMenu() {
	w.refusals = map[*fyne.MenuItem]func(){}
	menu := w.mainMenu()
	w.win.SetMainMenu(menu)
	c := w.win.Canvas()
	var bind func(items []*fyne.MenuItem)
	bind = func(items []*fyne.MenuItem) {
		for _, it := range items {
			if it.ChildMenu != nil {
				bind(it.ChildMenu.Items)
			}
			if it.Shortcut == nil {
				continue
			}
			it := it
			c.AddShortcut(it.Shortcut, func(fyne.Shortcut) {
				switch {
				case it.Action == nil:
				case !it.Disabled:
					it.Action()
				case w.refusals[it] != nil:
					w.refusals[it]()
				}
			})
		}
	}
	for _, m := range menu.Items {
		bind(m.Items)
	}
}
