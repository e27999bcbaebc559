//go:build e2e

package e2e

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
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
	yes := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog.png"))
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

// findConfirmButton takes screenshots until the recovery dialog shows and
// returns the centre of its Yes button. Fyne draws dialogs inside the
// window, so no X window or name finds it: the test finds the button by
// its colour instead.
func (x *xserver) findConfirmButton(t *testing.T, app *proc, win image.Rectangle, shot string) image.Point {
	t.Helper()
	return waitOnScreen(t, x, app, shot, "the recovery dialog", func(img image.Image) (image.Point, error) {
		return locateConfirmButton(img, win)
	})
}

// locateConfirmButton finds a confirm dialog's Yes button in a screenshot.
// Fyne centres a dialog in its window and puts No and Yes side by side at
// the bottom centre, Yes on the right and filled with the theme's primary
// colour. The rest of the window lies under the dialog's dimming overlay,
// so the only solid patch of primary colour is that button: text in the
// primary colour (the move list's current move) is too thin to count.
func locateConfirmButton(img image.Image, win image.Rectangle) (image.Point, error) {
	area := win.Intersect(img.Bounds())
	if area.Empty() {
		return image.Point{}, fmt.Errorf("the window %v is off the screen", win)
	}
	w := area.Dx()
	mask := make([]bool, w*area.Dy())
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			mask[(y-area.Min.Y)*w+x-area.Min.X] = primaryBlue(img.At(x, y))
		}
	}
	var buttons []image.Rectangle
	for _, c := range components(mask, w) {
		box := c.box.Add(area.Min)
		fill := float64(c.n) / float64(box.Dx()*box.Dy())
		if box.Dx() >= 40 && box.Dx() <= 400 && box.Dy() >= 20 && box.Dy() <= 80 && fill >= 0.6 {
			buttons = append(buttons, box)
		}
	}
	switch {
	case len(buttons) == 0:
		return image.Point{}, errors.New("no button in the primary colour")
	case len(buttons) > 1:
		return image.Point{}, fmt.Errorf("several buttons in the primary colour: %v", buttons)
	}
	box := buttons[0]
	// Yes is the right one of two buttons centred in the window: it starts
	// at the window's centre line (give or take the padding between the
	// buttons) and lies in the window's middle.
	mid := image.Pt(win.Min.X+win.Dx()/2, win.Min.Y+win.Dy()/2)
	if box.Min.X < mid.X-8 || box.Min.X > mid.X+40 {
		return image.Point{}, fmt.Errorf("the button at %v is not right of the window's centre line x=%d", box, mid.X)
	}
	if box.Min.Y < win.Min.Y+win.Dy()/4 || box.Max.Y > win.Max.Y-win.Dy()/4 {
		return image.Point{}, fmt.Errorf("the button at %v is not in the window's middle", box)
	}
	return image.Pt((box.Min.X+box.Max.X)/2, (box.Min.Y+box.Max.Y)/2), nil
}

// primaryBlue reports whether c is the default theme's primary blue
// (#296ff6 in the dark variant) or a shade of it on a button's edge, and
// not the darker blues of the dimmed window or of a selection.
func primaryBlue(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	r, g, b = r>>8, g>>8, b>>8
	return b >= 0xc0 && r <= 0x60 && g >= 0x40 && g <= 0xa0
}

// component is a connected patch of set pixels in a mask.
type component struct {
	box image.Rectangle // in mask coordinates
	n   int             // its pixels
}

// components returns the 4-connected patches of a mask w pixels wide.
func components(mask []bool, w int) []component {
	seen := make([]bool, len(mask))
	var out []component
	var stack []int
	for start, set := range mask {
		if !set || seen[start] {
			continue
		}
		c := component{}
		first := true
		seen[start] = true
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := i%w, i/w
			px := image.Rect(x, y, x+1, y+1)
			if first {
				c.box, first = px, false
			} else {
				c.box = c.box.Union(px)
			}
			c.n++
			for _, j := range []int{i - w, i + w, i - 1, i + 1} {
				if j < 0 || j >= len(mask) || (j == i-1 && x == 0) || (j == i+1 && x == w-1) {
					continue
				}
				if mask[j] && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		out = append(out, c)
	}
	return out
}
