package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

func TestDroppingAFileOpensIt(t *testing.T) {
	skipInRaceRun(t)
	dir := t.TempDir()
	game := filepath.Join(dir, "dropped.pgn")
	if err := os.WriteFile(game, []byte(richGame), 0o644); err != nil {
		t.Fatal(err)
	}
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, nil)
	dragOnBoard(w, "e2", "e3")
	before := w.Document()

	// Not a PGN file: refused, named, nothing lost.
	w.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(notes)})
	if text := labelsText(topPopUp(t, w)); !strings.Contains(text, "notes.txt") {
		t.Errorf("the refusal does not name the file: %q", text)
	}
	if w.Document() != before {
		t.Fatal("a refused drop changed the game")
	}
	w.win.Canvas().Overlays().Top().Hide()

	// A PGN among other files: the unsaved game is asked about first.
	w.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(notes), storage.NewFileURI(game)})
	tapButton(t, topDialogButtons(t, w), "Cancel")
	if w.Document() != before {
		t.Fatal("Cancel lost the unsaved game")
	}
	w.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(game)})
	tapButton(t, topDialogButtons(t, w), "Don't save")
	if w.Document().Game().Tag("White") != "Ada" || w.session.Path() != game {
		t.Fatalf("the dropped file did not open (White %q, path %q)", w.Document().Game().Tag("White"), w.session.Path())
	}
}
