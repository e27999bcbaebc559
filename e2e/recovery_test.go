//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The app keeps unsaved work in its storage, which Fyne puts in
// $XDG_CONFIG_HOME/fyne/<app ID>; the test's environment points
// XDG_CONFIG_HOME into the test's home folder.
const (
	appID        = "org.wormweave.app"
	recoveryGame = "recovery.pgn"
	recoveryInfo = "recovery.json"
)

// recoveryTimeout bounds the wait for the autosave, which writes every
// 3 s: several periods, for a loaded machine.
const recoveryTimeout = 15 * time.Second

// TestCrashRecoveryOffersTheMoveBack plays a move, kills the app before it
// is saved, starts the app again, accepts the offer to restore the work,
// and checks that a save then writes the move into the game file and
// removes the recovery files.
func TestCrashRecoveryOffersTheMoveBack(t *testing.T) {
	s := newSession(t)
	storage := filepath.Join(s.home, ".config", "fyne", appID)

	app, win := s.launch("app")
	geom := s.x.windowGeometry(t, win)
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	s.x.drag(t, b.centre(moveFrom), b.centre(moveTo))
	s.x.waitTitle(t, app, win, dirtyTitle, "the drag from "+moveFrom+" to "+moveTo+" did not play a move")

	waitRecovery(t, app, storage, "the move was not written for recovery")
	app.kill(t)
	for _, name := range []string{recoveryGame, recoveryInfo} {
		if !exists(filepath.Join(storage, name)) {
			t.Fatalf("%s is gone after the kill", name)
		}
	}
	if data, _ := os.ReadFile(s.game); string(data) != gameText {
		t.Fatalf("the game file changed before any save:\n%s", data)
	}
	// The next start must find one window, not the dead app's.
	s.x.waitNoWindow(t)

	app, win = s.launch("restart")
	geom = s.x.windowGeometry(t, win)
	yes := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog.png"), "the recovery dialog")
	t.Logf("the dialog's Yes button at %v", yes)
	s.x.run(t, "xdotool", "mousemove", pt(yes.X), pt(yes.Y), "sleep", "0.1", "click", "1")
	s.x.waitTitle(t, app, win, dirtyTitle, "clicking Yes in the recovery dialog did not restore the unsaved move")

	// The restored work is unsaved, so the autosave writes it again. The
	// app may have removed the old recovery files while the dialog was
	// open; waiting for the new ones makes the check after the save mean
	// that saving removed them.
	waitRecovery(t, app, storage, "the restored work was not written for recovery")
	if err := s.x.screenshot(filepath.Join(s.work, "restored.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}

	s.saveAndCheck(app, win)
	waitRecoveryGone(t, app, storage)

	if err := s.x.screenshot(filepath.Join(s.work, "final.png")); err != nil {
		t.Errorf("final screenshot: %v", err)
	}
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}

// waitRecovery waits until the recovery files exist and the game in them
// ends with the test move. The app writes each file by renaming a complete
// one into place.
func waitRecovery(t *testing.T, app *proc, storage, why string) {
	t.Helper()
	deadline := time.Now().Add(recoveryTimeout)
	for {
		data, err := os.ReadFile(filepath.Join(storage, recoveryGame))
		if err == nil && strings.Contains(string(data), wantMovetext) && exists(filepath.Join(storage, recoveryInfo)) {
			return
		}
		if app.exited() {
			t.Fatalf("%s: the app exited", why)
		}
		if time.Now().After(deadline) {
			if err != nil {
				t.Fatalf("%s within %v: %v", why, recoveryTimeout, err)
			}
			t.Fatalf("%s within %v: %s lacks %q or %s is missing:\n%s", why, recoveryTimeout, recoveryGame, wantMovetext, recoveryInfo, data)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitRecoveryGone waits until both recovery files are gone.
func waitRecoveryGone(t *testing.T, app *proc, storage string) {
	t.Helper()
	deadline := time.Now().Add(recoveryTimeout)
	for {
		var left []string
		for _, name := range []string{recoveryGame, recoveryInfo} {
			if exists(filepath.Join(storage, name)) {
				left = append(left, name)
			}
		}
		if len(left) == 0 {
			return
		}
		if app.exited() {
			t.Fatal("the app exited after the save")
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s still in the app's storage %v after the save", strings.Join(left, " and "), recoveryTimeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestCrashRecoveryGoesOnWithTheGameAgainstTheEngine kills the app with
// SIGKILL during a game against the engine, starts it again, accepts the
// offer to restore the work, and checks that the game goes on as a game
// against the engine: the recovery file names the same side and level
// again, and the engine answers the user's next move.
func TestCrashRecoveryGoesOnWithTheGameAgainstTheEngine(t *testing.T) {
	s := newSession(t)
	storage := filepath.Join(s.home, ".config", "fyne", appID)

	app, win := s.launch("play")
	geom := s.x.windowGeometry(t, win)
	s.x.chooseMenuItem(t, win, geom, gameMenu, playEngineItem)
	play := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog.png"), "the dialog of a game against the engine")
	s.x.run(t, "xdotool", "mousemove", pt(play.X), pt(play.Y), "sleep", "0.1", "click", "1")
	s.x.waitTitle(t, app, win, "New game — Wormweave", "the game against the engine did not start")
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	s.x.drag(t, b.centre("e2"), b.centre("e4"))
	// The dialog's defaults: the user White, the engine at level 6 of the
	// ladder of 21.
	answered := regexp.MustCompile(`1\. e2-e4 [^*\s]`)
	first := waitRecoveryWith(t, app, storage, time.Time{}, "the engine's answer was not written for recovery", func(pgn string, m recoveryMeta) bool {
		return answered.MatchString(pgn) && m.Opponent != nil
	})
	if o := first.Opponent; o.User != "white" || o.Level != 6 || o.Levels != 21 {
		t.Fatalf("the game against the engine was written as %+v", *o)
	}
	app.kill(t)
	s.x.waitNoWindow(t)

	app, win = s.launch("restart")
	geom = s.x.windowGeometry(t, win)
	yes := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog-restore.png"), "the recovery dialog")
	s.x.run(t, "xdotool", "mousemove", pt(yes.X), pt(yes.Y), "sleep", "0.1", "click", "1")
	s.x.waitTitle(t, app, win, "*New game — Wormweave", "clicking Yes in the recovery dialog did not restore the game")
	again := waitRecoveryWith(t, app, storage, first.Written, "the restored game was not written for recovery", func(pgn string, m recoveryMeta) bool { return true })
	if o := again.Opponent; o == nil || o.User != "white" || o.Level != 6 || o.Levels != 21 {
		t.Fatalf("the restored game is not a game against the engine at level 6: %+v", again)
	}
	// The window opens at the same size: the board is where it was (it
	// cannot be found again from its start, which the game has left).
	if err := s.x.screenshot(filepath.Join(s.work, "restored.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
	s.x.drag(t, b.centre("a2"), b.centre("a3"))
	reply := regexp.MustCompile(`2\. a2-a3 [^*\s]`)
	waitRecoveryWith(t, app, storage, again.Written, "the engine did not answer after the restart", func(pgn string, _ recoveryMeta) bool {
		return reply.MatchString(pgn)
	})
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}

// recoveryMeta is what the app writes beside the recovered game.
type recoveryMeta struct {
	Written  time.Time `json:"written"`
	Opponent *struct {
		User   string `json:"user"`
		Level  int    `json:"level"`
		Levels int    `json:"levels"`
	} `json:"opponent"`
}

// waitRecoveryWith waits until the recovery files, written after after,
// satisfy ok, and returns what the second one says.
func waitRecoveryWith(t *testing.T, app *proc, storage string, after time.Time, why string, ok func(pgn string, m recoveryMeta) bool) recoveryMeta {
	t.Helper()
	deadline := time.Now().Add(recoveryTimeout)
	for {
		pgn, err1 := os.ReadFile(filepath.Join(storage, recoveryGame))
		info, err2 := os.ReadFile(filepath.Join(storage, recoveryInfo))
		var m recoveryMeta
		if err1 == nil && err2 == nil && json.Unmarshal(info, &m) == nil && m.Written.After(after) && ok(string(pgn), m) {
			return m
		}
		if app.exited() {
			t.Fatalf("%s: the app exited", why)
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s within %v; the files hold:\n%s\n%s", why, recoveryTimeout, pgn, info)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
