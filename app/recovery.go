package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"wormweave/app/strength"
	"wormweave/app/text"
	"wormweave/notation"
	"wormweave/rules"
	"wormweave/study"
)

// While a game has unsaved changes, it is written every few seconds to a
// recovery file in the application's storage, so that a crash or a kill
// loses at most those seconds; the next start offers it back. Saving or
// discarding the changes removes it (study.Recovery keeps the files). A
// game against the engine comes back
// as one: the user's side and the engine's strength are written with it
// (a game has no clock, so nothing else is needed), and the engine answers
// if it was its turn.

// autosaveEvery is how often unsaved work is written for recovery.
const autosaveEvery = 3 * time.Second

// opponentMeta returns the game against the engine on d going on, for the
// recovery file, or nil.
func (w *Window) opponentMeta(d *study.Document) *study.Opponent {
	u, s, ok := w.engine.Opponent(d)
	if !ok {
		return nil
	}
	user := "white"
	if u == rules.Black {
		user = "black"
	}
	level, levels, seconds := s.Record()
	return &study.Opponent{User: user, Level: level, Levels: levels, MoveTime: seconds}
}

// readOpponent reads back what opponentMeta wrote; ok is false for
// anything it would not have written.
func readOpponent(r *study.Opponent) (user rules.Color, s strength.Strength, ok bool) {
	switch r.User {
	case "white":
		user = rules.White
	case "black":
		user = rules.Black
	default:
		return user, s, false
	}
	s, ok = strength.FromRecord(r.Level, r.Levels, r.MoveTime)
	return user, s, ok
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
	r := w.recoveryStore()
	if r == nil || w.recoveryPending {
		// While the user has not answered whether to restore the last
		// session's work, that work stays where it is.
		return
	}
	m := study.Meta{Path: w.session.Path(), GameIndex: w.session.GameIndex(), Opponent: w.opponentMeta(w.doc)}
	if err := r.Tick(w.doc, m); err != nil {
		fyne.LogError("recovery", err)
	}
}

// clearRecovery removes the recovery files.
func (w *Window) clearRecovery() {
	if r := w.recoveryStore(); r != nil {
		r.Clear()
	}
}

// recoveryStore returns the recovery storage, or nil if the application
// has no storage on disk.
func (w *Window) recoveryStore() *study.Recovery {
	dir := w.recoveryDir()
	if dir == "" {
		return nil
	}
	w.recovery.Dir = dir
	return &w.recovery
}

// offerRecovery asks, when the last session left unsaved work, whether to
// restore it. Restored work stays unsaved until the user saves it.
func (w *Window) offerRecovery() {
	r := w.recoveryStore()
	if r == nil {
		return
	}
	g, meta, ok := r.Read()
	if !ok {
		return
	}
	when := meta.Written.Local().Format("2006-01-02 15:04:05")
	question := text.TF("dialog.recoverText", map[string]any{"When": when})
	w.recoveryPending = true
	offer := dialog.NewConfirm(text.T("dialog.recoverTitle"), question, func(restore bool) {
		w.recoveryPending = false
		if !restore {
			w.clearRecovery()
			return
		}
		w.restore(g, meta)
	}, w.win)
	offer.SetConfirmText(text.T("dialog.yes")) // Fyne's own are not every language's
	offer.SetDismissText(text.T("dialog.no"))
	offer.Show()
	// Enter restores. Escape does nothing: saying no deletes the work
	// kept, which a key pressed by mistake must not do.
	w.withKeys(offer.Confirm, nil)
}

// restore shows a recovered game as unsaved work on the file it belongs to,
// and goes on with the game against the engine it was.
func (w *Window) restore(g *notation.Game, meta study.Meta) {
	d := study.NewDocument(g)
	d.End()
	d.MarkUnsaved() // until the user saves
	if meta.Opponent != nil {
		p := d.Position()
		if user, s, ok := readOpponent(meta.Opponent); ok && p.Result() == rules.Ongoing && g.Result == "*" {
			w.engine.Play(d, user, s)
		}
	}
	f, index := study.RestoreFile(meta)
	w.setDocument(d, f, index, meta.Path)
}
