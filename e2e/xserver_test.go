//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// xserver is the test's own X server and the commands that talk to it.
type xserver struct {
	display   string
	importCmd string
}

// displayMu makes the sessions of this process choose their displays one
// at a time: two sessions that both saw :91 free both started a server
// there, and the loser's server took longer than waitXvfb's check to exit,
// so both apps ran on one display (a test then found two windows).
var displayMu sync.Mutex

// startXvfb starts Xvfb on the first free display from :91 to :99.
func startXvfb(t *testing.T, work string) *xserver {
	t.Helper()
	displayMu.Lock()
	defer displayMu.Unlock()
	for n := 91; n <= 99; n++ {
		// A lock file or socket means another server has the display; its
		// xdpyinfo answer would fool the wait below.
		if exists(fmt.Sprintf("/tmp/.X%d-lock", n)) || exists(fmt.Sprintf("/tmp/.X11-unix/X%d", n)) {
			continue
		}
		display := fmt.Sprintf(":%d", n)
		logf, err := os.Create(filepath.Join(work, fmt.Sprintf("xvfb%d.log", n)))
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("Xvfb", display, "-screen", "0", "1280x900x24", "-nolisten", "tcp")
		cmd.Stdout, cmd.Stderr = logf, logf
		p := startProc(t, "Xvfb "+display, cmd)
		logf.Close()
		if waitXvfb(p, display) {
			t.Cleanup(func() { p.stop(t) })
			t.Logf("Xvfb on %s", display)
			return &xserver{display: display}
		}
		p.stop(t) // lost a race for the display, or too slow: try the next
	}
	t.Fatal("no free X display from :91 to :99, or Xvfb would not start (see xvfb*.log)")
	return nil
}

// waitXvfb waits until the server answers, or exits, or the time is up.
func waitXvfb(p *proc, display string) bool {
	deadline := time.Now().Add(xvfbTimeout)
	for time.Now().Before(deadline) {
		if p.exited() {
			return false
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		err := exec.CommandContext(ctx, "xdpyinfo", "-display", display).Run()
		cancel()
		if err == nil {
			// Still ours: a server that lost the display exits at once.
			time.Sleep(100 * time.Millisecond)
			return !p.exited()
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// newHome makes an empty home folder, so that the app starts with default
// preferences. It is removed after the app has stopped: a running app's
// preference watcher could recreate it.
func newHome(t *testing.T) string {
	t.Helper()
	home, err := os.MkdirTemp("", "wormweave-e2e-home-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(home) })
	return home
}

// environ returns the environment with the display, home and locale
// variables replaced.
func environ(display, home string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch {
		case name == "DISPLAY", name == "WAYLAND_DISPLAY", name == "XAUTHORITY",
			name == "HOME", strings.HasPrefix(name, "XDG_"),
			name == "LANG", name == "LANGUAGE", strings.HasPrefix(name, "LC_"):
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "DISPLAY="+display, "LANG=C.UTF-8")
	if home != "" {
		env = append(env, "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	}
	return env
}

// startApp starts the binary on the game file.
func startApp(t *testing.T, bin, display, home, game, logName string) *proc {
	t.Helper()
	logf, err := os.Create(logName)
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	cmd := exec.Command(bin, game)
	cmd.Dir = home
	cmd.Env = environ(display, home)
	cmd.Stdout, cmd.Stderr = logf, logf
	p := startProc(t, "wormweave", cmd)
	t.Cleanup(func() { p.stop(t) })
	return p
}

// output runs a command against the X server, with a timeout.
func (x *xserver) output(name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = environ(x.display, "")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		err = fmt.Errorf("timed out after %v", commandTimeout)
	}
	if err != nil {
		return "", fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return stdout.String(), nil
}

func (x *xserver) run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := x.output(name, args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// findWindow waits until the app's window is visible and returns its id.
// The native dialogs' toolkit makes a hidden helper window with the same
// name, hence --onlyvisible.
func (x *xserver) findWindow(t *testing.T, app *proc) string {
	t.Helper()
	deadline := time.Now().Add(windowTimeout)
	for {
		ids, err := x.searchWindows()
		if len(ids) == 1 {
			return ids[0]
		}
		if app.exited() {
			t.Fatal("the app exited before showing its window")
		}
		if time.Now().After(deadline) {
			if err != nil {
				t.Fatalf("no visible Wormweave window within %v: %v", windowTimeout, err)
			}
			t.Fatalf("want one visible Wormweave window within %v, found %q", windowTimeout, ids)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// searchWindows returns the ids of the visible Wormweave windows. xdotool
// exits with 1 and says nothing when it finds none; it also fails, with
// an X error, when a window goes while it searches, as a starting or a
// killed app's windows do: that is an error, not "none".
func (x *xserver) searchWindows() ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), commandTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "xdotool", "search", "--onlyvisible", "--name", "Wormweave")
	cmd.Env = environ(x.display, "")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	ids := strings.Fields(stdout.String())
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return nil, fmt.Errorf("xdotool search timed out after %v", commandTimeout)
	case err == nil:
		return ids, nil
	case errors.As(err, &exit) && exit.ExitCode() == 1 && len(ids) == 0 && stderr.Len() == 0:
		return nil, nil
	default:
		return nil, fmt.Errorf("xdotool search: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
}

func (x *xserver) windowName(t *testing.T, win string) string {
	t.Helper()
	return strings.TrimSpace(x.run(t, "xdotool", "getwindowname", win))
}

// waitTitle waits until the window's title is want, which is how the app
// shows whether the game has unsaved changes.
func (x *xserver) waitTitle(t *testing.T, app *proc, win, want, why string) {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		if app.exited() {
			t.Fatalf("%s: the app exited", why)
		}
		title := x.windowName(t, win)
		if title == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: window title %q, want %q", why, title, want)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// windowGeometry returns the window's place on the screen.
func (x *xserver) windowGeometry(t *testing.T, win string) image.Rectangle {
	t.Helper()
	out := x.run(t, "xdotool", "getwindowgeometry", "--shell", win)
	v := map[string]int{}
	for _, line := range strings.Fields(out) {
		name, val, ok := strings.Cut(line, "=")
		if n, err := strconv.Atoi(val); ok && err == nil {
			v[name] = n
		}
	}
	r := image.Rect(v["X"], v["Y"], v["X"]+v["WIDTH"], v["Y"]+v["HEIGHT"])
	if r.Dx() < 100 || r.Dy() < 100 {
		t.Fatalf("window geometry %v from %q is too small", r, out)
	}
	return r
}

// screenshot saves the whole screen as a PNG.
func (x *xserver) screenshot(name string) error {
	_, err := x.output(x.importCmd, "-window", "root", name)
	return err
}

// drag moves a piece the way a hand does: press, move in steps with the
// button held (the driver starts a drag after a couple of pixels), release.
func (x *xserver) drag(t *testing.T, from, to image.Point) {
	t.Helper()
	args := []string{"mousemove", pt(from.X), pt(from.Y), "sleep", "0.1", "mousedown", "1", "sleep", "0.1"}
	for _, f := range []float64{0.05, 0.25, 0.5, 0.75, 0.95} {
		p := image.Pt(from.X+int(f*float64(to.X-from.X)), from.Y+int(f*float64(to.Y-from.Y)))
		args = append(args, "mousemove", pt(p.X), pt(p.Y), "sleep", "0.05")
	}
	args = append(args, "mousemove", pt(to.X), pt(to.Y), "sleep", "0.1", "mouseup", "1")
	x.run(t, "xdotool", args...)
}

func pt(n int) string { return strconv.Itoa(n) }

// waitNoWindow waits until no Wormweave window is visible: a killed app's
// window goes when the server has noticed its closed connection.
func (x *xserver) waitNoWindow(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		ids, err := x.searchWindows()
		if err == nil && len(ids) == 0 {
			return
		}
		if time.Now().After(deadline) {
			if err != nil {
				t.Fatalf("the killed app's window still there after %v? %v", changeTimeout, err)
			}
			t.Fatalf("the killed app's window %q is still visible after %v", ids, changeTimeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// setClipboard puts text on the X clipboard: xclip owns the selection, in
// the foreground, until the app takes it over or the test ends.
func (x *xserver) setClipboard(t *testing.T, file, text string) {
	t.Helper()
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("xclip", "-quiet", "-selection", "clipboard", "-i", file)
	cmd.Env = environ(x.display, "")
	p := startProc(t, "xclip", cmd)
	t.Cleanup(func() {
		if !p.exited() {
			p.stop(t)
		}
	})
	// xclip owns the selection once it answers for it.
	deadline := time.Now().Add(changeTimeout)
	for {
		out, err := x.output("xclip", "-o", "-selection", "clipboard")
		if err == nil && out == text {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("xclip did not take the clipboard: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitClipboard reads the X clipboard until ok accepts its text.
func (x *xserver) waitClipboard(t *testing.T, app *proc, ok func(string) bool) string {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		out, err := x.output("xclip", "-o", "-selection", "clipboard")
		if err == nil && ok(out) {
			return out
		}
		if app.exited() {
			t.Fatal("the app exited")
		}
		if time.Now().After(deadline) {
			t.Fatalf("the clipboard does not hold what was copied: %q (%v)", out, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// dropFiles drops files on the window at point (in screen coordinates)
// by the XDND protocol, with the program buildXdnd builds.
func (x *xserver) dropFiles(t *testing.T, xdnd, win string, point image.Point, files ...string) {
	t.Helper()
	var uris strings.Builder
	for _, f := range files {
		uris.WriteString("file://" + f + "\r\n")
	}
	x.run(t, xdnd, win, pt(point.X), pt(point.Y), uris.String())
}

// pressClosing types keys into win, the last of which closes it, as a
// keyboard does: win takes the focus and each key is pressed and released
// through the server. A key sent to a window instead (xdotool's --window)
// is a synthetic event: on a fast machine the program acts on the press
// and the window is gone before the release is sent, which xdotool reports
// as an X BadWindow error. Sending the press alone, and ignoring the
// release's error, was no better: after such an unreleased Escape, the
// first Escape in the file chooser that the test opened later was lost,
// in 4 of 4 tries, and TestEveryKeyOfTheReadme failed in 6 of 10 runs. The
// caller waits for the window to go, which is the test.
func (x *xserver) pressClosing(t *testing.T, win string, keys ...string) {
	t.Helper()
	x.run(t, "xdotool", append([]string{"windowfocus", "--sync", win, "key", "--delay", "100"}, keys...)...)
}

// chooseMenuItem opens the window's menu bar, which Fyne draws inside the
// window, by a click on its first menu, then walks with the arrow keys:
// right to the menu at index menu, down to its item at index item
// (separators are skipped, as the keys skip them), and Return runs it.
// Keys rather than clicks: where each menu lies depends on the language
// and the fonts.
func (x *xserver) chooseMenuItem(t *testing.T, win string, geom image.Rectangle, menu, item int) {
	t.Helper()
	x.openFirstMenu(t, geom)
	keys := []string{"key", "--window", win, "--delay", "100"}
	for range menu {
		keys = append(keys, "Right")
	}
	for range item + 1 {
		keys = append(keys, "Down")
	}
	x.run(t, "xdotool", append(keys, "Return")...)
}

// menuAt is where the first menu's title is, from the window's corner.
var menuAt = image.Pt(20, 10)

// openFirstMenu clicks the first menu's title and waits until the menu
// shows below it, so that the keys that follow go to the menu: a loaded
// machine can take seconds to draw it.
func (x *xserver) openFirstMenu(t *testing.T, geom image.Rectangle) {
	t.Helper()
	name := filepath.Join(t.TempDir(), "menu.png")
	shot := func() image.Image {
		if err := x.screenshot(name); err != nil {
			t.Fatal(err)
		}
		img, err := readPNG(name)
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	before := shot()
	at := geom.Min.Add(menuAt)
	x.run(t, "xdotool", "mousemove", pt(at.X), pt(at.Y), "sleep", "0.1", "click", "1")
	// The menu opens under the menu bar, over the board's corner: a
	// few hundred pixels square, where the bar's own highlight is not.
	below := image.Rect(0, 30, 200, 150).Add(geom.Min)
	deadline := time.Now().Add(changeTimeout)
	for changedPixels(before, shot(), below) < 2000 {
		if time.Now().After(deadline) {
			t.Fatalf("the menu did not open within %v of a click on its title", changeTimeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// screenSize returns the size of the X server's screen.
func (x *xserver) screenSize(t *testing.T) image.Point {
	t.Helper()
	out := x.run(t, "xdotool", "getdisplaygeometry")
	var w, h int
	if _, err := fmt.Sscan(out, &w, &h); err != nil {
		t.Fatalf("display geometry %q: %v", out, err)
	}
	return image.Pt(w, h)
}

// waitGeometry waits until the window's place on the screen satisfies ok.
func (x *xserver) waitGeometry(t *testing.T, app *proc, win, why string, ok func(image.Rectangle) bool) {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		if app.exited() {
			t.Fatalf("%s: the app exited", why)
		}
		r := x.windowGeometry(t, win)
		if ok(r) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: the window is at %v", why, r)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
