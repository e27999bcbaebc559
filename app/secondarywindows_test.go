package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/text"
	"wormweave/boardview"
	"wormweave/rules"
)

// editorWindow returns the position editor's window, or nil.
func editorWindow(w *Window) fyne.Window {
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == text.T("editor.title") {
			return win
		}
	}
	return nil
}

// The editor opened from the window starts its game on the window's board
// and closes.
func TestEditorPlaysFromHereOnTheBoard(t *testing.T) {
	skipInRaceRun(t)
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

// A click on a rules diagram opens its position on the window's board.
func TestRulesDiagramOpensOnTheBoard(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	w.showRules(rules.Interweave)
	var page fyne.Window
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == text.T("rules.interweave.title") {
			page = win
		}
	}
	if page == nil {
		t.Fatal("no rules window")
	}
	t.Cleanup(page.Close)
	boards := collect[*boardview.Board](page.Content())
	if len(boards) != 10 {
		t.Fatalf("%d diagrams on the Interweave page", len(boards))
	}
	boards[2].OnTap(0) // the king's captures
	if p := w.Document().Position(); p.FEN() != "8/8/4b3/3nK3/8/8/8/8 w 0 - 000000" {
		t.Errorf("the main board shows %s", p.FEN())
	}
}
