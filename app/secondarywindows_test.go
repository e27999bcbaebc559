package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/rules"
)

// editorWindow returns the position editor's window, or nil.
func editorWindow(w *Window) fyne.Window {
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == T("editor.title") {
			return win
		}
	}
	return nil
}

// The editor opened from the window starts its game on the window's board
// and closes.
func TestEditorPlaysFromHereOnTheBoard(t *testing.T) {
	w := newTestWindow(t, nil)
	draft := "4k3/8/8/8/3x4/8/8/4K3 w 0"
	w.app.Preferences().SetString("editor.draftVariant", rules.Wormhole.String())
	w.app.Preferences().SetString("editor.draftFEN", draft)
	w.showEditor()
	win := editorWindow(w)
	if win == nil {
		t.Fatal("no editor window")
	}
	tapButton(t, win.Content(), "Restore the last draft")
	tapButton(t, win.Content(), "Play from here")
	if p := w.Document().Position(); p.FEN() != draft {
		t.Errorf("the game starts from %s, want %s", p.FEN(), draft)
	}
	if editorWindow(w) != nil {
		t.Error("the editor stays open")
	}
}
