package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"wormweave/app/boardscene"
	"wormweave/app/prefs"
	"wormweave/app/text"
	"wormweave/boardview"
	"wormweave/icons"
	"wormweave/rules"
)

// boardsLook reports the palette and the name of the first piece's image
// of every board in a window's content.
func boardsLook(t *testing.T, o fyne.CanvasObject) (palettes, pieces []string) {
	t.Helper()
	for _, b := range collect[*boardview.Board](o) {
		palettes = append(palettes, b.Palette().Name)
		for _, res := range b.Scene().Pieces {
			if res != nil {
				pieces = append(pieces, res.Name())
				break
			}
		}
	}
	return palettes, pieces
}

// A new board look in the preferences is applied at once to the window's
// board, to an open editor's and to the open rules pages' diagrams.
func TestPreferredLookReachesEveryBoard(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	t.Cleanup(func() { boardscene.SetPieceSet(icons.PieceSets[0]) })
	w.showEditor()
	w.showRules(rules.Wormhole)
	var windows []fyne.Window
	for _, win := range w.app.Driver().AllWindows() {
		switch win.Title() {
		case text.T("editor.title"), text.T("rules.wormhole.title"):
			windows = append(windows, win)
			t.Cleanup(win.Close)
		}
	}
	if len(windows) != 2 {
		t.Fatalf("%d of the editor and rules windows open", len(windows))
	}
	p := w.app.Preferences()
	p.SetString(prefs.Palette, "night")
	p.SetString(prefs.Pieces, "tokens")
	w.applySettings()
	contents := []fyne.CanvasObject{w.win.Content()}
	for _, win := range windows {
		contents = append(contents, win.Content())
	}
	for i, c := range contents {
		palettes, pieces := boardsLook(t, c)
		if len(palettes) == 0 {
			t.Errorf("window %d shows no board", i)
		}
		for _, name := range palettes {
			if name != "night" {
				t.Errorf("window %d: a board in %q", i, name)
			}
		}
		for _, name := range pieces {
			if !strings.HasPrefix(name, "tokens-") {
				t.Errorf("window %d: a board shows %q", i, name)
			}
		}
	}
}

// A change of the board's look does not apply the theme again, which
// would draw every image of the application again; a change of light or
// dark does.
func TestBoardLookKeepsTheTheme(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	// The change listeners hear of a theme at once (the others later).
	heard := make(chan fyne.Settings, 10)
	//lint:ignore SA1019 AddListener's callbacks run later; counting needs the channel's at once.
	w.app.Settings().AddChangeListener(heard)
	p := w.app.Preferences()
	p.SetString(prefs.Palette, "green")
	w.applySettings()
	p.SetBool(prefs.Coordinates, false)
	w.applySettings()
	if n := len(heard); n != 0 {
		t.Errorf("the theme was applied %d times for the board's look", n)
	}
	p.SetString(prefs.Theme, "dark")
	w.applySettings()
	if n := len(heard); n != 1 {
		t.Errorf("the theme was applied %d times for dark, want 1", n)
	}
}
