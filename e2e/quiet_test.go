//go:build e2e

package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// quietRuns is how many times TestStartAndQuitPrintNothing starts the
// app, about 4 s each under Xvfb: the race it looks for showed at about
// one exit in six. WORMWEAVE_QUIET_RUNS asks for more.
func quietRuns(t *testing.T) int {
	if n, err := strconv.Atoi(os.Getenv("WORMWEAVE_QUIET_RUNS")); err == nil && n > 0 {
		return n
	}
	return 8
}

// quitTimeout bounds the wait for the app to end once Quit is chosen.
const quitTimeout = 30 * time.Second

// TestStartAndQuitPrintNothing starts the app and quits it from the File
// menu again and again, and wants nothing on its stdout or stderr: no
// "Preferences load error" (Fyne's preferences file read while it was
// being written), nor anything else.
func TestStartAndQuitPrintNothing(t *testing.T) {
	s := newSession(t)
	for i := range quietRuns(t) {
		name := fmt.Sprintf("run%02d", i)
		app, win := s.launch(name)
		geom := s.x.windowGeometry(t, win)
		// The File menu, then its last item, Quit.
		s.x.openFirstMenu(t, geom)
		s.x.pressClosing(t, win, "Up", "Return")
		// An exit takes seconds on a loaded machine (Fyne's and the
		// preferences' teardown): more than the 10 s of changeTimeout once.
		select {
		case <-app.done:
		case <-time.After(quitTimeout):
			if err := s.x.screenshot(filepath.Join(s.work, name+"-no-quit.png")); err != nil {
				t.Logf("no screenshot: %v", err)
			}
			t.Fatalf("%s: the app did not quit from the File menu within %v", name, quitTimeout)
		}
		out, err := os.ReadFile(filepath.Join(s.work, name+".log"))
		if err != nil {
			t.Fatal(err)
		}
		if len(out) > 0 {
			t.Errorf("%s printed:\n%s", name, out)
		}
		if code := app.cmd.ProcessState.ExitCode(); code != 0 {
			t.Errorf("%s ended with status %d", name, code)
		}
	}
}

// TestNoDisplaySaysSoInOneLine starts the window on a display where no X
// server runs, and wants one line of the program's own on stderr.
func TestNoDisplaySaysSoInOneLine(t *testing.T) {
	root := repoRoot(t)
	bin := sharedBinary(t, root)
	n := 900
	for exists(fmt.Sprintf("/tmp/.X11-unix/X%d", n)) || exists(fmt.Sprintf("/tmp/.X%d-lock", n)) {
		n++
	}
	cmd := exec.Command(bin)
	cmd.Env = environ(fmt.Sprintf(":%d", n), newHome(t))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 1 {
		t.Errorf("ended with %v, want status 1", err)
	}
	lines := strings.Split(strings.TrimRight(stderr.String(), "\n"), "\n")
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "wormweave: ") || stdout.Len() > 0 {
		t.Errorf("stderr, want one line of wormweave's:\n%s\nstdout:\n%s", stderr.String(), stdout.String())
	}
}
