//go:build e2e

package e2e

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// gameName is the file the test opens and saves. The app opens a game at
// the end of its main line, so the game is unfinished: White is to move
// and has legal moves there.
const gameName = "e2e.pgn"

const gameText = `[Event "End-to-end test"]
[Site "?"]
[Date "????.??.??"]
[Round "1"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "Wormhole"]

1. d2-d3 e7-e6 *
`

// The window's title while the game is saved and while it has changes.
const (
	cleanTitle = gameName + " — Wormweave"
	dirtyTitle = "*" + cleanTitle
)

// session is one test's set-up: the binary, the game file, a home folder
// and an X server of its own.
type session struct {
	t    *testing.T
	work string // the game, screenshots and logs
	bin  string
	game string
	home string
	x    *xserver
}

// newSession writes the test game, checks it with the binary's replay
// command and starts an X server. Everything stops when the test ends.
func newSession(t *testing.T) *session {
	t.Helper()
	// Each session has its own X server, home and files, so sessions run
	// side by side (as many as go test's -parallel, the cores): much of a
	// session is the program and the test waiting on each other.
	t.Parallel()
	return newSessionAlone(t)
}

// newSessionAlone is newSession for a test that runs alone, before the
// others: one whose steps wait fixed times (for a dialog that shows or
// not), which another session on the cores could make too short.
func newSessionAlone(t *testing.T) *session {
	t.Helper()
	importCmd := requireTools(t)
	root := repoRoot(t)
	s := &session{t: t, work: t.TempDir()}
	keepOnFailure(t, s.work)

	s.bin = sharedBinary(t, root)

	s.game = filepath.Join(s.work, gameName)
	if err := os.WriteFile(s.game, []byte(gameText), 0o644); err != nil {
		t.Fatal(err)
	}
	plies, _ := replay(t, s.bin, s.game)
	if plies != 2 {
		t.Fatalf("replay of the test game before the run: %d plies, want 2", plies)
	}

	s.x = startXvfb(t, s.work)
	s.x.importCmd = importCmd
	s.home = newHome(t)
	return s
}

// launch starts the app on the game file, logging to name.log, and waits
// for its window to show the opened game, saved.
func (s *session) launch(name string) (app *proc, win string) {
	t := s.t
	t.Helper()
	// A first start offers the lessons in the side panel, with a primary
	// button that the tests would take for a dialog's: the tests start as
	// a returning user, who answered it, unless they wrote preferences.
	if _, err := os.Stat(filepath.Join(s.home, ".config", "fyne", "org.wormweave.app", "preferences.json")); errors.Is(err, fs.ErrNotExist) {
		s.writePreferences(map[string]any{"learn.offerAnswered": true})
	}
	app = startApp(t, s.bin, s.x.display, s.home, s.game, filepath.Join(s.work, name+".log"))
	t.Cleanup(func() {
		// Runs before the app and the X server stop: show the failure,
		// unless the test killed this app on purpose.
		if t.Failed() && !app.killed {
			if err := s.x.screenshot(filepath.Join(s.work, name+"-failure.png")); err != nil {
				t.Logf("no failure screenshot: %v", err)
			}
		}
	})
	win = s.x.findWindow(t, app)
	// The app may read the file in the background: wait for its name.
	s.x.waitTitle(t, app, win, cleanTitle, "the game file did not open")
	return app, win
}

// requireTools fails the test early, with the missing tool named, rather
// than late with an obscure exec error. It returns ImageMagick's import.
func requireTools(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"go", "Xvfb", "xdpyinfo", "xdotool"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: scripts/install-deps.sh installs what the end-to-end test needs", tool)
		}
	}
	// Prefer ImageMagick's own import: another program of that name may
	// come first on PATH.
	if _, err := os.Stat("/usr/bin/import"); err == nil {
		return "/usr/bin/import"
	}
	p, err := exec.LookPath("import")
	if err != nil {
		t.Fatal("ImageMagick's import not found: scripts/install-deps.sh installs what the end-to-end test needs")
	}
	return p
}

// repoRoot returns the module's root: go test runs a test in its package's
// folder.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod in %s: run the test from the e2e package", root)
	}
	return root
}

// keepOnFailure copies the screenshots and the app's log of a failed run
// (or of any run, with WORMWEAVE_E2E_KEEP=1 in the environment) out of the
// test's temporary folder, which is removed, and names the copy.
func keepOnFailure(t *testing.T, work string) {
	t.Cleanup(func() {
		if !t.Failed() && os.Getenv("WORMWEAVE_E2E_KEEP") != "1" {
			return
		}
		keep, err := os.MkdirTemp("", "wormweave-e2e-")
		if err != nil {
			t.Logf("cannot keep the screenshots: %v", err)
			return
		}
		for _, pattern := range []string{"*.png", "*.log", gameName} {
			names, _ := filepath.Glob(filepath.Join(work, pattern))
			for _, name := range names {
				if data, err := os.ReadFile(name); err == nil {
					_ = os.WriteFile(filepath.Join(keep, filepath.Base(name)), data, 0o644)
				}
			}
		}
		t.Logf("screenshots, app log and game file kept in %s", keep)
		if t.Failed() {
			t.Logf("app log:\n%s", readLog(work))
		}
	})
}

// readLog returns the logs of the app's runs in the test, each headed by
// its name.
func readLog(work string) string {
	names, _ := filepath.Glob(filepath.Join(work, "*.log"))
	var b strings.Builder
	for _, name := range names {
		base := filepath.Base(name)
		if strings.HasPrefix(base, "xvfb") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			data = []byte(err.Error())
		}
		fmt.Fprintf(&b, "--- %s\n%s", base, data)
	}
	if b.Len() == 0 {
		return "no app log"
	}
	return b.String()
}

// waitFileChange waits until the file's content differs from old and
// returns it. The app saves by renaming a new file over the old one, so a
// changed file is a complete one.
func waitFileChange(t *testing.T, app *proc, name string, old []byte) []byte {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		data, err := os.ReadFile(name)
		if err == nil && !bytes.Equal(data, old) {
			return data
		}
		if app.exited() || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if app.exited() {
		t.Fatal("the app exited after Ctrl+S")
	}
	t.Fatalf("Ctrl+S did not change %s within %v", filepath.Base(name), changeTimeout)
	return nil
}

// writePreferences writes prefs where the program reads its preferences
// at its next start, in the session's home.
func (s *session) writePreferences(prefs map[string]any) {
	s.t.Helper()
	data, err := json.Marshal(prefs)
	if err != nil {
		s.t.Fatal(err)
	}
	dir := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		s.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "preferences.json"), data, 0o644); err != nil {
		s.t.Fatal(err)
	}
}
