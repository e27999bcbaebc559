package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The keys of the menu actions. The menus show them and the canvas acts on
// them: Fyne's menus only display a shortcut, so setMainMenu registers
// each menu item's shortcut on the canvas, to run that item. They are all
// custom shortcuts, even Ctrl+C and Ctrl+V: the desktop driver runs a menu
// item whose shortcut is the standard Copy before the focused widget sees
// the key, which would take Ctrl+C from a dialog's text box.
var (
	keyOpen     = ctrlKey(fyne.KeyO, false)
	keySave     = ctrlKey(fyne.KeyS, false)
	keySaveAs   = ctrlKey(fyne.KeyS, true)
	keyGameList = ctrlKey(fyne.KeyL, false)
	keyUndo     = ctrlKey(fyne.KeyZ, false)
	keyRedo     = ctrlKey(fyne.KeyZ, true)
	keyRedoAlt  = ctrlKey(fyne.KeyY, false)
	keyCopyGame = ctrlKey(fyne.KeyC, false)
	keyPaste    = ctrlKey(fyne.KeyV, false)
	keyCopyFEN  = ctrlKey(fyne.KeyC, true)
	keyPasteFEN = ctrlKey(fyne.KeyV, true)
	keyTags     = ctrlKey(fyne.KeyI, false)
	keyEdit     = ctrlKey(fyne.KeyE, false)
	keyFlip     = ctrlKey(fyne.KeyF, false)
	keyAnalysis = ctrlKey(fyne.KeyA, true) // starts and stops the analysis
	keyExplorer = ctrlKey(fyne.KeyE, true) // shows and hides the explorer
	// keyRestartLevel restarts the level of the Learn course shown: R
	// alone would open the move entry, as every letter does.
	keyRestartLevel = ctrlKey(fyne.KeyR, false)
)

// ctrlKey is Ctrl (Cmd on macOS) with key, and Shift if shift.
func ctrlKey(key fyne.KeyName, shift bool) fyne.Shortcut {
	mod := fyne.KeyModifierShortcutDefault
	if shift {
		mod |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: key, Modifier: mod}
}

// driverShortcut returns the shortcut Fyne's desktop driver delivers for
// the key sc stands for, when it is not sc itself: with Ctrl (Cmd on macOS)
// alone held, it turns Z, Y, C, V, X and A into the standard Undo, Redo,
// Copy, Paste, Cut and Select all before any custom shortcut is looked up,
// so a custom Ctrl+Z alone would never run. The test driver does no such
// translation.
func driverShortcut(sc fyne.Shortcut) fyne.Shortcut {
	c, ok := sc.(*desktop.CustomShortcut)
	if !ok || c.Modifier != fyne.KeyModifierShortcutDefault {
		return nil
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
	return nil
}

// addShortcut has key run do on canvas c, as the key arrives from the test
// driver and as it arrives from the desktop driver. A focused text box
// takes the standard shortcuts first, for its own text.
func addShortcut(c fyne.Canvas, key fyne.Shortcut, do func(fyne.Shortcut)) {
	c.AddShortcut(key, do)
	if std := driverShortcut(key); std != nil {
		c.AddShortcut(std, do)
	}
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
			addShortcut(c, it.Shortcut, func(fyne.Shortcut) {
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
