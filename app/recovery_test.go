package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wormweave/app/internal/uitest"
	"wormweave/app/strength"
	"wormweave/rules"
	"wormweave/study"
)

func TestRecoveryWritesRestoresAndClears(t *testing.T) {
	w := newTestWindow(t, nil)
	dir := w.recoveryDir()
	if dir == "" {
		t.Fatal("the test app has no storage on disk")
	}
	w.autosave()
	if fileExists(filepath.Join(dir, study.RecoveryGame)) {
		t.Fatal("a recovery file without unsaved work")
	}
	dragOnBoard(w, "e2", "e3")
	dragOnBoard(w, "e7", "e6")
	w.autosave()
	data, err := os.ReadFile(filepath.Join(dir, study.RecoveryGame))
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
	if !fileExists(filepath.Join(dir, study.RecoveryGame)) {
		t.Fatal("autosave removed the work on offer before the user answered")
	}
	tapButton(t, topPopUp(t, w2), "Yes")
	d := w2.Document()
	if n := len(d.Game().MainLine()); n != 2 || !d.Dirty() {
		t.Fatalf("restored %d moves, dirty %v", n, d.Dirty())
	}
	// Saving the restored work removes the recovery file.
	w2.save(nil)
	if fileExists(filepath.Join(dir, study.RecoveryGame)) {
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
	if fileExists(filepath.Join(dir, study.RecoveryGame)) {
		t.Errorf("the declined recovery file is still there")
	}
	if len(w2.Document().Game().MainLine()) != 0 {
		t.Errorf("declining restored the game")
	}
}

// A game against the engine cut short (the program killed) comes back as
// a game against the engine: the same side for the user, the same
// strength, and the engine answers the user's next move.
func TestRecoveryRestoresTheGameAgainstTheEngine(t *testing.T) {
	for _, c := range []struct {
		user rules.Color
		s    strength.Strength
	}{
		{rules.White, strength.Strength{Level: 2}},
		{rules.Black, strength.Strength{MoveTime: time.Second}},
	} {
		t.Run(c.user.String(), func(t *testing.T) {
			w := newTestWindow(t, nil)
			q := uitest.NewQueue(100)
			w.post = q.Post
			w.engine.Start(c.user, c.s, false)
			t.Cleanup(w.engine.Stop)
			d := w.Document()
			if c.user == rules.Black {
				q.Until(t, "the engine's first move", func() bool { return d.Cursor().Ply() == 1 })
			}
			p := d.Position()
			if err := d.Play(p.Moves(nil)[0]); err != nil {
				t.Fatal(err)
			}
			ply := d.Cursor().Ply()
			w.autosave() // then the kill: the engine had no time to answer
			w.engine.Close()

			w2 := NewWindow(w.app, nil)
			defer w2.win.Close()
			t.Cleanup(w2.engine.Stop)
			w2.post = q.Post
			w2.offerRecovery()
			tapButton(t, topPopUp(t, w2), "Yes")
			if !w2.engine.Active() {
				t.Fatal("the game came back without the game against the engine")
			}
			// ok is false when the game is over or on another document.
			user, s, ok := w2.engine.Opponent(w2.Document())
			if !ok || user != c.user || s != c.s {
				t.Fatalf("came back as user %v, strength %+v, going on on the document shown %v", user, s, ok)
			}
			if !w2.engine.Bar().Visible() || w2.board.Flipped() != (c.user == rules.Black) {
				t.Error("the game's row or the board's side did not come back")
			}
			d2 := w2.Document()
			q.Until(t, "the engine's answer", func() bool { return d2.Cursor().Ply() == ply+1 })
			// Written again, the game against the engine is kept; once it
			// is over, it is not.
			w2.autosave()
			if meta := readRecoveryMeta(t, w2); meta.Opponent == nil {
				t.Error("the restored game against the engine is not written for recovery")
			}
			w2.engine.Resign()
			w2.autosave()
			if meta := readRecoveryMeta(t, w2); meta.Opponent != nil {
				t.Error("a finished game is written as a game against the engine")
			}
		})
	}
}

func readRecoveryMeta(t *testing.T, w *Window) study.Meta {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(w.recoveryDir(), study.RecoveryInfo))
	if err != nil {
		t.Fatal(err)
	}
	var meta study.Meta
	if err := json.Unmarshal(b, &meta); err != nil {
		t.Fatal(err)
	}
	return meta
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
