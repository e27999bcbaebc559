package app

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// The keys of the window that no menu shows. The window acts on them from
// these tables, and Help > Keyboard shortcuts lists them from the same
// tables with the menus' keys, so that the help cannot leave out a key
// the window has.

// extraShortcut is a key with a modifier that runs what a menu item with
// another key runs.
type extraShortcut struct {
	key  fyne.Shortcut
	what string // the translation key of what it does
	do   func(w *Window)
}

// extraShortcuts are bound by addShortcuts: Ctrl+Y redoes, as Ctrl+Shift+Z
// does, since both are common.
var extraShortcuts = []extraShortcut{
	{keyRedoAlt, "menu.redo", func(w *Window) { w.doc.Redo() }},
}

// boardKey is a key without a modifier, which the desktop driver delivers
// as a typed key rather than a shortcut.
type boardKey struct {
	name fyne.KeyName
	what string // the translation key of what it does
	do   func(w *Window)
}

// boardKeys are the keys typedKey acts on when no dialog is on top. They
// are set in init: what they do leads back to typedKey, which reads them.
var boardKeys []boardKey

func init() {
	boardKeys = []boardKey{
		{fyne.KeyLeft, "keys.back", func(w *Window) { w.doc.Back() }},
		{fyne.KeyRight, "keys.forward", func(w *Window) { w.doc.Forward() }},
		{fyne.KeyHome, "keys.start", func(w *Window) { w.doc.Start() }},
		{fyne.KeyEnd, "keys.end", func(w *Window) { w.doc.End() }},
		{fyne.KeyUp, "keys.variationUp", func(w *Window) { w.doc.SwitchVariation(-1) }},
		{fyne.KeyDown, "keys.variationDown", func(w *Window) { w.doc.SwitchVariation(1) }},
		{fyne.KeyF11, "menu.fullScreen", func(w *Window) { w.toggleFullScreen() }},
		{fyne.KeySpace, "keys.pauseClock", func(w *Window) { w.boardClock.TogglePause() }},
		{fyne.KeyReturn, "learn.keyNext", func(w *Window) { w.nextLevel() }},
		{fyne.KeyEscape, "keys.takeBackStep", func(w *Window) {
			if !w.takeBackStep() {
				w.board.ClearSelection()
			}
		}},
	}
}

// runBoardKey does what key name does, if it is one of boardKeys.
func (w *Window) runBoardKey(name fyne.KeyName) {
	for _, k := range boardKeys {
		if k.name == name {
			k.do(w)
			return
		}
	}
}

// keyLabel names a shortcut as a keyboard shows it: Ctrl+Shift+S, F11.
// Ctrl is Cmd on macOS, where Fyne's default shortcut modifier is Super.
func keyLabel(sc fyne.Shortcut) string {
	c, ok := sc.(*desktop.CustomShortcut)
	if !ok {
		return sc.ShortcutName()
	}
	var parts []string
	for _, m := range []struct {
		mod  fyne.KeyModifier
		name string
	}{
		{fyne.KeyModifierControl, "Ctrl"},
		{fyne.KeyModifierAlt, "Alt"},
		{fyne.KeyModifierSuper, superName()},
		{fyne.KeyModifierShift, "Shift"},
	} {
		if c.Modifier&m.mod != 0 {
			parts = append(parts, m.name)
		}
	}
	return strings.Join(append(parts, string(c.KeyName)), "+")
}

// superName is the Super key's name: Cmd on macOS, where it is the
// shortcuts' modifier.
func superName() string {
	if runtime.GOOS == "darwin" {
		return "Cmd"
	}
	return "Super"
}
