//go:build e2e

package e2e

import (
	"image"
	"path/filepath"
	"strings"
	"testing"
)

// rightGesture presses the secondary button on from with the modifier keys
// held, moves to to in steps and releases it there, as a hand does.
func (x *xserver) rightGesture(t *testing.T, from, to image.Point, mods ...string) {
	t.Helper()
	args := []string{"mousemove", pt(from.X), pt(from.Y), "sleep", "0.1"}
	for _, m := range mods {
		args = append(args, "keydown", m)
	}
	args = append(args, "mousedown", "3", "sleep", "0.1")
	for _, f := range []float64{0.25, 0.5, 0.75} {
		p := image.Pt(from.X+int(f*float64(to.X-from.X)), from.Y+int(f*float64(to.Y-from.Y)))
		args = append(args, "mousemove", pt(p.X), pt(p.Y), "sleep", "0.05")
	}
	args = append(args, "mousemove", pt(to.X), pt(to.Y), "sleep", "0.1", "mouseup", "3")
	for _, m := range mods {
		args = append(args, "keyup", m)
	}
	x.run(t, "xdotool", args...)
}

// TestDrawOnTheBoard draws through the real driver, whose right button
// starts no drag: a right-drag with Shift makes a red arrow, a plain right
// click on a piece a green circle and a right-drag with Alt a blue arrow,
// all in the comment of the last move, which Ctrl+S writes to the file.
func TestDrawOnTheBoard(t *testing.T) {
	s := newSession(t)
	app, win := s.launch("app")
	geom := s.x.windowGeometry(t, win)
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))

	s.x.rightGesture(t, b.centre("g1"), b.centre("f3"), "shift")
	s.x.waitTitle(t, app, win, dirtyTitle, "the right-drag drew nothing")
	s.x.rightGesture(t, b.centre("e2"), b.centre("e2"))
	s.x.rightGesture(t, b.centre("b1"), b.centre("c3"), "alt")
	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+s")
	want := "e7-e6 {[%csl Ge2] [%cal Rg1f3,Bb1c3]}"
	saved := waitFileChange(t, app, s.game, []byte(gameText))
	if !strings.Contains(string(saved), want) {
		t.Errorf("saved file lacks %q:\n%s", want, saved)
	}
	if err := s.x.screenshot(filepath.Join(s.work, "drawn.png")); err != nil {
		t.Errorf("screenshot: %v", err)
	}
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}
