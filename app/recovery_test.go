package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRecoveryWritesRestoresAndClears(t *testing.T) {
	w := newTestWindow(t, nil)
	dir := w.recoveryDir()
	if dir == "" {
		t.Fatal("the test app has no storage on disk")
	}
	w.autosave()
	if fileExists(filepath.Join(dir, recoveryGame)) {
		t.Fatal("a recovery file without unsaved work")
	}
	dragOnBoard(w, "e2", "e3")
	dragOnBoard(w, "e7", "e6")
	w.autosave()
	data, err := os.ReadFile(filepath.Join(dir, recoveryGame))
	if err != nil {
		t.Fatalf("no recovery file: %v", err)
	}
	if want := "1. e2-e3 e7-e6 *"; !strings.Contains(string(data), want) {
		t.Errorf("the recovery file lacks %q:\n%s", want, data)
	}

	// The next start offers it back; until the user answers, autosaving
	// leaves the file alone.
	w2 := NewWindow(w.app, fakeChooser{save: filepath.Join(t.TempDir(), "saved.pgn")})
	defer w2.win.Close()
	w2.offerRecovery()
	w2.autosave()
	if !fileExists(filepath.Join(dir, recoveryGame)) {
		t.Fatal("autosave removed the work on offer before the user answered")
	}
	tapButton(t, topPopUp(t, w2), "Yes")
	d := w2.Document()
	if n := len(d.Game().MainLine()); n != 2 || !d.Dirty() {
		t.Fatalf("restored %d moves, dirty %v", n, d.Dirty())
	}
	// Saving the restored work removes the recovery file.
	w2.files.save(nil)
	if fileExists(filepath.Join(dir, recoveryGame)) {
		t.Errorf("the recovery file survived a save")
	}
}

func TestRecoveryDeclinedIsRemoved(t *testing.T) {
	w := newTestWindow(t, nil)
	dir := w.recoveryDir()
	dragOnBoard(w, "e2", "e3")
	w.autosave()
	w2 := NewWindow(w.app, nil)
	defer w2.win.Close()
	w2.offerRecovery()
	tapButton(t, topPopUp(t, w2), "No")
	if fileExists(filepath.Join(dir, recoveryGame)) {
		t.Errorf("the declined recovery file is still there")
	}
	if len(w2.Document().Game().MainLine()) != 0 {
		t.Errorf("declining restored the game")
	}
}
