package app

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"wormweave/notation"
)

// While a game has unsaved changes, it is written every few seconds to a
// recovery file in the application's storage, so that a crash or a kill
// loses at most those seconds; the next start offers it back. Saving or
// discarding the changes removes it.

// autosaveEvery is how often unsaved work is written for recovery.
const autosaveEvery = 3 * time.Second

const (
	recoveryGame = "recovery.pgn"
	recoveryInfo = "recovery.json"
)

// recoveryMeta says where the recovered game belongs.
type recoveryMeta struct {
	Path      string    `json:"path"`      // the file it came from or was saved to, or ""
	GameIndex int       `json:"gameIndex"` // its place in that file
	Written   time.Time `json:"written"`
}

// recoveryDir returns the folder of the application's storage, or "" if it
// has none on disk.
func (w *Window) recoveryDir() string {
	s := w.app.Storage()
	if s == nil || s.RootURI() == nil || s.RootURI().Scheme() != "file" {
		return ""
	}
	return s.RootURI().Path()
}

// startAutosave writes the work for recovery every few seconds until the
// window closes.
func (w *Window) startAutosave() {
	t := time.NewTicker(autosaveEvery)
	done := make(chan struct{})
	w.whenClosed(func() { close(done) })
	go func() {
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				fyne.Do(w.autosave)
			}
		}
	}()
}

// autosave writes the game for recovery if it has changes not yet written,
// and removes the recovery file once there are no unsaved changes.
func (w *Window) autosave() {
	dir := w.recoveryDir()
	if dir == "" || w.recoveryPending {
		// While the user has not answered whether to restore the last
		// session's work, that work stays where it is.
		return
	}
	if !w.doc.Dirty() {
		if w.recoveryWritten != 0 || fileExists(filepath.Join(dir, recoveryGame)) {
			w.clearRecovery()
		}
		return
	}
	stamp := w.doc.State() + 1
	if stamp == w.recoveryWritten && w.recoveryDoc == w.doc {
		return
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		fyne.LogError("recovery", err)
		return
	}
	meta, _ := json.Marshal(recoveryMeta{Path: w.files.path, GameIndex: w.files.gameIndex, Written: time.Now()})
	if err := writeFileAtomic(filepath.Join(dir, recoveryGame), notation.AppendGame(nil, w.doc.Game())); err != nil {
		fyne.LogError("recovery", err)
		return
	}
	if err := writeFileAtomic(filepath.Join(dir, recoveryInfo), meta); err != nil {
		fyne.LogError("recovery", err)
		return
	}
	w.recoveryWritten, w.recoveryDoc = stamp, w.doc
}

// clearRecovery removes the recovery files.
func (w *Window) clearRecovery() {
	dir := w.recoveryDir()
	if dir == "" {
		return
	}
	os.Remove(filepath.Join(dir, recoveryGame))
	os.Remove(filepath.Join(dir, recoveryInfo))
	w.recoveryWritten, w.recoveryDoc = 0, nil
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// offerRecovery asks, when the last session left unsaved work, whether to
// restore it. Restored work stays unsaved until the user saves it.
func (w *Window) offerRecovery() {
	dir := w.recoveryDir()
	if dir == "" {
		return
	}
	data, err := os.ReadFile(filepath.Join(dir, recoveryGame))
	if err != nil {
		return
	}
	var meta recoveryMeta
	if b, err := os.ReadFile(filepath.Join(dir, recoveryInfo)); err == nil {
		_ = json.Unmarshal(b, &meta)
	}
	games, _, _ := notation.ReadAll(bytes.NewReader(data), recoveryGame)
	if len(games) == 0 || games[0].Root == nil {
		w.clearRecovery()
		return
	}
	g := games[0]
	when := meta.Written.Local().Format("2006-01-02 15:04:05")
	text := TF("dialog.recoverText", map[string]any{"When": when})
	w.recoveryPending = true
	offer := dialog.NewConfirm(T("dialog.recoverTitle"), text, func(restore bool) {
		w.recoveryPending = false
		if !restore {
			w.clearRecovery()
			return
		}
		w.restore(g, meta)
	}, w.win)
	offer.Show()
	// Enter restores. Escape does nothing: saying no deletes the work
	// kept, which a key pressed by mistake must not do.
	w.withKeys(offer.Confirm, nil)
}

// restore shows a recovered game as unsaved work on the file it belongs to.
func (w *Window) restore(g *notation.Game, meta recoveryMeta) {
	d := NewDocument(g)
	d.End()
	d.MarkUnsaved() // until the user saves
	var f *gameFile
	if meta.Path != "" {
		if rf, err := readGameFile(meta.Path); err == nil && meta.GameIndex < len(rf.entries) {
			f = rf
		}
	}
	index := meta.GameIndex
	if f == nil {
		index = 0
	}
	w.setDocument(d, f, index, meta.Path)
}
