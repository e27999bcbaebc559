package app

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// While a game has unsaved changes, it is written every few seconds to a
// recovery file in the application's storage, so that a crash or a kill
// loses at most those seconds; the next start offers it back. Saving or
// discarding the changes removes it. A game against the engine comes back
// as one: the user's side and the engine's strength are written with it
// (a game has no clock, so nothing else is needed), and the engine answers
// if it was its turn.

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
	// Opponent is the game against the engine going on in the game, or
	// nil.
	Opponent *recoveryOpponent `json:"opponent,omitempty"`
}

// recoveryOpponent is a game against the engine as the recovery file
// keeps it.
type recoveryOpponent struct {
	User     string `json:"user"`               // "white" or "black"
	Level    int    `json:"level,omitempty"`    // 1 to engine.MaxLevel, or 0
	MoveTime int    `json:"moveTime,omitempty"` // seconds a move when Level is 0
}

// opponentMeta returns the game against the engine on d going on, for the
// recovery file, or nil.
func (w *Window) opponentMeta(d *Document) *recoveryOpponent {
	o := w.analysis.opponent
	if o == nil || o.over || o.doc != d {
		return nil
	}
	user := "white"
	if o.user == rules.Black {
		user = "black"
	}
	return &recoveryOpponent{User: user, Level: o.strength.level, MoveTime: int(o.strength.moveTime / time.Second)}
}

// read reads back what opponentMeta wrote; ok is false for anything
// it would not have written.
func (r *recoveryOpponent) read() (user rules.Color, s strength, ok bool) {
	switch r.User {
	case "white":
		user = rules.White
	case "black":
		user = rules.Black
	default:
		return user, s, false
	}
	switch {
	case r.Level >= 1 && r.Level <= engine.MaxLevel && r.MoveTime == 0:
		s.level = r.Level
	case r.Level == 0 && r.MoveTime > 0 && r.MoveTime <= 3600:
		s.moveTime = time.Duration(r.MoveTime) * time.Second
	default:
		return user, s, false
	}
	return user, s, true
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
	opp := w.opponentMeta(w.doc)
	if stamp == w.recoveryWritten && w.recoveryDoc == w.doc && (opp == nil) == (w.recoveryOpponent == nil) {
		return
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		fyne.LogError("recovery", err)
		return
	}
	meta, _ := json.Marshal(recoveryMeta{Path: w.files.Path(), GameIndex: w.files.GameIndex(), Written: time.Now(), Opponent: opp})
	if err := writeFileAtomic(filepath.Join(dir, recoveryGame), notation.AppendGame(nil, w.doc.Game())); err != nil {
		fyne.LogError("recovery", err)
		return
	}
	if err := writeFileAtomic(filepath.Join(dir, recoveryInfo), meta); err != nil {
		fyne.LogError("recovery", err)
		return
	}
	w.recoveryWritten, w.recoveryDoc, w.recoveryOpponent = stamp, w.doc, opp
}

// clearRecovery removes the recovery files.
func (w *Window) clearRecovery() {
	dir := w.recoveryDir()
	if dir == "" {
		return
	}
	os.Remove(filepath.Join(dir, recoveryGame))
	os.Remove(filepath.Join(dir, recoveryInfo))
	w.recoveryWritten, w.recoveryDoc, w.recoveryOpponent = 0, nil, nil
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

// restore shows a recovered game as unsaved work on the file it belongs to,
// and goes on with the game against the engine it was.
func (w *Window) restore(g *notation.Game, meta recoveryMeta) {
	d := NewDocument(g)
	d.End()
	d.MarkUnsaved() // until the user saves
	if meta.Opponent != nil {
		p := d.Position()
		if user, s, ok := meta.Opponent.read(); ok && p.Result() == rules.Ongoing && g.Result == "*" {
			w.playOpponent(d, user, s)
		}
	}
	var f *gameFile
	if meta.Path != "" {
		if rf, err := readGameFile(meta.Path); err == nil && meta.GameIndex < rf.Len() {
			f = rf
		}
	}
	index := meta.GameIndex
	if f == nil {
		index = 0
	}
	w.setDocument(d, f, index, meta.Path)
}
