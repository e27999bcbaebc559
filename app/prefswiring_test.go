package app

import (
	"os"
	"path/filepath"
	"testing"

	"wormweave/app/prefs"
	"wormweave/notation"
	"wormweave/rules"
)

func TestPreferencesApplyAndPersist(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	p := w.app.Preferences()
	p.SetString(prefs.Palette, "high contrast")
	p.SetBool(prefs.Coordinates, false)
	p.SetBool(prefs.LastMove, false)
	p.SetString(prefs.Theme, "dark")
	w.applySettings()
	if w.settings.Palette.Name != "high contrast" || w.settings.Coordinates || w.settings.LastMove || w.settings.Variant != "dark" {
		t.Fatalf("settings %+v", w.settings)
	}
	// A new window of the same application reads the same choices.
	w2 := NewWindow(w.app, nil)
	defer w2.win.Close()
	if w2.settings.Palette.Name != "high contrast" || w2.settings.Coordinates {
		t.Errorf("a new window has %+v", w2.settings)
	}
	// Without the last-move highlight the board marks nothing after a move.
	dragOnBoard(w, "e2", "e3")
	s := w.board.Scene()
	for sq, m := range s.Marks {
		if m != 0 {
			t.Errorf("square %d marked %d with last-move highlights off", sq, m)
		}
	}
	// An unknown palette name falls back to the default.
	p.SetString(prefs.Palette, "nonsense")
	w.applySettings()
	if w.settings.Palette.Name != "wood" {
		t.Errorf("palette %q", w.settings.Palette.Name)
	}
}

func TestRecentFiles(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	dir := t.TempDir()
	var paths []string
	for i := 0; i < prefs.MaxRecent+2; i++ {
		path := filepath.Join(dir, string(rune('a'+i))+".pgn")
		g := notation.NewGame(rules.Wormhole, nil)
		if err := os.WriteFile(path, notation.AppendGame(nil, g), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
		w.openPath(path)
	}
	recent := w.app.Preferences().StringList(prefs.Recent)
	if len(recent) != prefs.MaxRecent || recent[0] != paths[len(paths)-1] {
		t.Fatalf("recent files %v", recent)
	}
	// Opening one again brings it to the top without a duplicate.
	w.openPath(paths[5])
	recent = w.app.Preferences().StringList(prefs.Recent)
	if recent[0] != paths[5] || len(recent) != prefs.MaxRecent {
		t.Fatalf("after reopening: %v", recent)
	}
	// A file that has vanished is reported and dropped.
	os.Remove(paths[5])
	w.openPath(paths[5])
	if w.win.Canvas().Overlays().Top() == nil {
		t.Errorf("no error shown for a vanished file")
	}
	for _, p := range w.app.Preferences().StringList(prefs.Recent) {
		if p == paths[5] {
			t.Errorf("the vanished file is still listed")
		}
	}
	menu := w.win.MainMenu().Items[0]
	found := false
	for _, it := range menu.Items {
		if it.Label == "Open recent" && len(it.ChildMenu.Items) == prefs.MaxRecent-1 {
			found = true
		}
	}
	if !found {
		t.Errorf("the File menu does not list the recent files")
	}
}
