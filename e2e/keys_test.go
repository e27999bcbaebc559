//go:build e2e

package e2e

import (
	"fmt"
	"image"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// keys presses keys in the app's window as a user does: Fyne's desktop
// driver, not its test driver, turns them into shortcuts.
type keys struct {
	s   *session
	app *proc
	win string
}

func (k keys) press(names ...string) {
	k.s.t.Helper()
	for _, n := range names {
		k.s.x.run(k.s.t, "xdotool", "key", "--window", k.win, n)
	}
}

// isFEN reports whether text looks like a FEN: eight ranks and no tags.
func isFEN(text string) bool {
	return strings.Count(text, "/") >= 7 && !strings.Contains(text, "[")
}

// fen copies the board's FEN with Ctrl+Shift+C and returns it once ok
// accepts it.
func (k keys) fen(why string, ok func(string) bool) string {
	k.s.t.Helper()
	k.press("ctrl+shift+c")
	return k.s.x.waitClipboardFor(k.s.t, k.app, why, func(text string) bool { return isFEN(text) && ok(text) })
}

// title waits for the window's title.
func (k keys) title(want, why string) {
	k.s.t.Helper()
	k.s.x.waitTitle(k.s.t, k.app, k.win, want, why)
}

func is(want string) func(string) bool { return func(s string) bool { return s == want } }
func not(old ...string) func(string) bool {
	return func(s string) bool {
		for _, o := range old {
			if s == o {
				return false
			}
		}
		return true
	}
}

// TestEveryKeyOfTheReadme presses, in one session of the real binary, each
// key the manual names (docs/manual.md, "Keys"), and checks what each does where the user sees it:
// the position copied with Ctrl+Shift+C, the window's title, the saved
// file, the clipboard, the screen and the windows. Fyne's desktop driver
// turns Ctrl+Z, Ctrl+Y, Ctrl+C, Ctrl+V and Ctrl+A into standard shortcuts,
// which its test driver does not: only here do those keys meet the real
// translation. The game list's keys and Ctrl+L are in
// TestGameListKeysInTheRealWindow.
func TestEveryKeyOfTheReadme(t *testing.T) {
	s := newSessionAlone(t)
	requireXclip(t)
	app, win := s.launch("keys")
	k := keys{s, app, win}
	geom := s.x.windowGeometry(t, win)
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))

	// Left, Right, Home, End; Ctrl+Shift+C.
	end := k.fen("Ctrl+Shift+C at the end of the game", func(string) bool { return true })
	k.press("Left")
	mid := k.fen("Left", not(end))
	k.press("Home")
	start := k.fen("Home", not(end, mid))
	k.press("Right")
	k.fen("Right from the start", is(mid))
	k.press("End")
	k.fen("End", is(end))
	if !strings.Contains(start, " w ") || !strings.Contains(end, " w ") || !strings.Contains(mid, " b ") {
		t.Errorf("the start %q and the end %q, White to move, and the move before %q, Black to move", start, end, mid)
	}

	// Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z.
	s.x.drag(t, b.centre("e2"), b.centre("e3"))
	k.title(dirtyTitle, "the drag e2-e3 did not play a move")
	e3 := k.fen("after e2-e3", not(end))
	k.press("ctrl+z")
	k.title(cleanTitle, "Ctrl+Z did not undo the move")
	k.fen("Ctrl+Z", is(end))
	k.press("ctrl+y")
	k.title(dirtyTitle, "Ctrl+Y did not redo the move")
	k.fen("Ctrl+Y", is(e3))
	k.press("ctrl+z")
	k.title(cleanTitle, "Ctrl+Z did not undo the move again")
	k.press("ctrl+shift+z")
	k.title(dirtyTitle, "Ctrl+Shift+Z did not redo the move")
	k.fen("Ctrl+Shift+Z", is(e3))

	// Up and Down between variations: f2-f3 beside e2-e3.
	k.press("Left")
	k.fen("Left from e2-e3", is(end))
	s.x.drag(t, b.centre("f2"), b.centre("f3"))
	f3 := k.fen("after f2-f3, a variation", not(end, e3))
	k.press("Up")
	k.fen("Up to the main line", is(e3))
	k.press("Down")
	k.fen("Down to the variation", is(f3))

	// Ctrl+S.
	k.press("ctrl+s")
	saved := waitFileChange(t, app, s.game, []byte(gameText))
	k.title(cleanTitle, "Ctrl+S did not save")
	if !strings.Contains(string(saved), "e2-e3") || !strings.Contains(string(saved), "(2. f2-f3") {
		t.Errorf("the saved game lacks the move and its variation:\n%s", saved)
	}

	// Ctrl+C.
	k.press("ctrl+c")
	copied := s.x.waitClipboardFor(t, app, "Ctrl+C", func(text string) bool { return strings.Contains(text, "[Event ") })
	if !strings.Contains(copied, "(2. f2-f3") {
		t.Errorf("the game copied lacks the variation:\n%s", copied)
	}

	// Ctrl+F, twice: the board turns and turns back.
	before := k.shot("before-flip")
	k.press("ctrl+f")
	k.waitScreen("flipped", "Ctrl+F turning the board", func(img image.Image) error {
		if n := changedPixels(before, img, b.rect()); n < int(b.side*b.side) {
			return fmt.Errorf("%d pixels of the board changed", n)
		}
		return nil
	})
	k.press("ctrl+f")
	k.waitUnchanged("unflipped", "Ctrl+F turning the board back", before, b.rect())

	// Escape on the board: a piece picked up by a click (Black is to move)
	// is put down.
	s.x.run(t, "xdotool", "mousemove", pt(b.centre("g7").X), pt(b.centre("g7").Y), "sleep", "0.1", "click", "1")
	k.waitScreen("picked", "a click picking up g7", func(img image.Image) error {
		if n := changedPixels(before, img, b.rect()); n == 0 {
			return fmt.Errorf("nothing shows the piece picked up")
		}
		return nil
	})
	k.press("Escape")
	k.waitUnchanged("put-down", "Escape putting the piece down", before, b.rect())

	// Ctrl+I and a dialog's keys: Escape closes it, and the arrow keys
	// move through the game again; Enter presses OK.
	k.press("ctrl+i")
	time.Sleep(300 * time.Millisecond) // nothing to wait for: the dialog shows or not
	k.press("Escape", "Left")
	k.fen("Left after Escape closed the game details", is(end))
	k.press("Right", "ctrl+i")
	// The Event box has the keyboard: Ctrl+A selects its text, which the
	// typing replaces.
	time.Sleep(300 * time.Millisecond)
	k.press("ctrl+a")
	s.x.run(t, "xdotool", "type", "--window", win, "--delay", "20", "Keys test")
	k.press("Return")
	k.title(dirtyTitle, "Enter in the game details did not change the game")
	k.press("ctrl+c")
	s.x.waitClipboardFor(t, app, "the game copied after the details changed", func(text string) bool { return strings.Contains(text, `[Event "Keys test"]`) })

	// Ctrl+V with unsaved changes: Escape keeps them, Enter saves them.
	s.x.setClipboard(t, filepath.Join(s.work, "pasted.pgn"), pastedGame)
	k.press("ctrl+v")
	time.Sleep(300 * time.Millisecond)
	k.press("Escape")
	time.Sleep(300 * time.Millisecond)
	k.title(dirtyTitle, "Escape in the question about unsaved changes")
	k.press("ctrl+v")
	time.Sleep(300 * time.Millisecond)
	k.press("Return")
	saved = waitFileChange(t, app, s.game, saved)
	if !strings.Contains(string(saved), `[Event "Keys test"]`) {
		t.Errorf("Enter in the question did not save the changes:\n%s", saved)
	}
	k.title("New game — Wormweave", "Ctrl+V did not open the game on the clipboard")

	// Ctrl+Shift+V.
	s.x.setClipboard(t, filepath.Join(s.work, "pasted.fen"), mid)
	k.press("ctrl+shift+v")
	k.fen("Ctrl+Shift+V starting from the FEN", is(mid))

	// Ctrl+E opens the editor; Escape closes it.
	k.press("ctrl+e")
	editor := s.x.waitWindowNamed(t, app, "Position editor")
	s.x.pressClosing(t, editor, "Escape")
	s.x.waitNoWindowNamed(t, app, "Position editor")

	// Ctrl+O and Ctrl+Shift+S open the file chooser; Escape closes it.
	for _, key := range []string{"ctrl+o", "ctrl+shift+s"} {
		k.press(key)
		chooser := s.x.waitChooser(t, app, win, key)
		s.x.pressClosing(t, chooser, "Escape")
		s.x.waitNoChooser(t, app, chooser)
		// No window manager gives the keyboard back to the window.
		s.x.run(t, "xdotool", "windowfocus", "--sync", win)
	}

	// Ctrl+Shift+A starts the analysis and stops it.
	k.press("ctrl+shift+a")
	want := int(0.08 * b.side * b.side)
	k.waitScreen("arrow", "Ctrl+Shift+A drawing the engine's arrow", func(img image.Image) error {
		box, err := squaresBox(img, geom)
		if err != nil {
			return err
		}
		if n := engineArrowPixels(img, box); n < want {
			return fmt.Errorf("%d pixels of the arrow's colour, want %d", n, want)
		}
		return nil
	})
	k.press("ctrl+shift+a")
	k.waitScreen("no-arrow", "Ctrl+Shift+A stopping the analysis", func(img image.Image) error {
		box, err := squaresBox(img, geom)
		if err != nil {
			return err
		}
		if n := engineArrowPixels(img, box); n != 0 {
			return fmt.Errorf("%d pixels of the arrow's colour", n)
		}
		return nil
	})

	// Ctrl+Shift+E shows the opening explorer in a column of its own
	// right of the move list, and hides it. The board gives the column
	// the width it needs and takes it back when it goes, so the test
	// looks at the band right of the board before: the variant, New game
	// and the title move when the explorer's column comes, and come back
	// as they were when it goes. The band stops above the notices shown
	// at the panel's foot.
	panelBand := func(img image.Image) (image.Rectangle, error) {
		box, err := squaresBox(img, geom)
		if err != nil {
			return image.Rectangle{}, err
		}
		return image.Rect(box.Max.X+10, box.Min.Y, geom.Max.X-2, box.Min.Y+120).Intersect(img.Bounds()), nil
	}
	changed := func(a, b image.Image, band image.Rectangle) int {
		n := 0
		for y := band.Min.Y; y < band.Max.Y; y++ {
			for x := band.Min.X; x < band.Max.X; x++ {
				r1, g1, b1, _ := a.At(x, y).RGBA()
				r2, g2, b2, _ := b.At(x, y).RGBA()
				if r1 != r2 || g1 != g2 || b1 != b2 {
					n++
				}
			}
		}
		return n
	}
	noExplorer := k.shot("before-explorer")
	band, err := panelBand(noExplorer)
	if err != nil {
		t.Fatal(err)
	}
	if band.Dx() < 100 {
		t.Fatalf("the side panel's band %v is too narrow", band)
	}
	k.press("ctrl+shift+e")
	k.waitScreen("explorer", "Ctrl+Shift+E showing the explorer", func(img image.Image) error {
		if n := changed(noExplorer, img, band); n < band.Dx()*band.Dy()/20 {
			return fmt.Errorf("%d pixels of the side panel's header changed, of %d", n, band.Dx()*band.Dy())
		}
		return nil
	})
	k.press("ctrl+shift+e")
	k.waitScreen("no-explorer", "Ctrl+Shift+E hiding the explorer", func(img image.Image) error {
		if n := changed(noExplorer, img, band); n > band.Dx()*band.Dy()/200 {
			return fmt.Errorf("%d pixels of the side panel's header differ from before the explorer, of %d", n, band.Dx()*band.Dy())
		}
		return nil
	})
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}

// shot takes a screenshot named name.png and reads it.
func (k keys) shot(name string) image.Image {
	s := k.s
	s.t.Helper()
	file := filepath.Join(s.work, name+".png")
	if err := s.x.screenshot(file); err != nil {
		s.t.Fatal(err)
	}
	img, err := readPNG(file)
	if err != nil {
		s.t.Fatal(err)
	}
	return img
}

// waitScreen takes screenshots until ok accepts one.
func (k keys) waitScreen(name, what string, ok func(image.Image) error) {
	s := k.s
	s.t.Helper()
	waitOnScreen(s.t, s.x, k.app, filepath.Join(s.work, name+".png"), what, func(img image.Image) (struct{}, error) {
		return struct{}{}, ok(img)
	})
}

// waitUnchanged waits until r looks as it does in before.
func (k keys) waitUnchanged(name, what string, before image.Image, r image.Rectangle) {
	k.s.t.Helper()
	k.waitScreen(name, what, func(img image.Image) error {
		if n := changedPixels(before, img, r); n != 0 {
			return fmt.Errorf("%d pixels differ from before", n)
		}
		return nil
	})
}

// waitClipboardFor reads the X clipboard until ok accepts its text, and
// says why it waited if it does not.
func (x *xserver) waitClipboardFor(t *testing.T, app *proc, why string, ok func(string) bool) string {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		out, err := x.output("xclip", "-o", "-selection", "clipboard")
		if err == nil && ok(out) {
			return out
		}
		if app.exited() {
			t.Fatalf("%s: the app exited", why)
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: the clipboard holds %q (%v)", why, out, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// visibleNamed returns the visible windows whose name contains name.
func (x *xserver) visibleNamed(name string) []string {
	out, _ := x.output("xdotool", "search", "--onlyvisible", "--name", name)
	return strings.Fields(out)
}

// waitWindowNamed waits for a visible window whose name contains name.
func (x *xserver) waitWindowNamed(t *testing.T, app *proc, name string) string {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		if ids := x.visibleNamed(name); len(ids) == 1 {
			return ids[0]
		}
		if app.exited() || time.Now().After(deadline) {
			t.Fatalf("no window %q within %v", name, changeTimeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitNoWindowNamed waits until no window whose name contains name is
// visible.
func (x *xserver) waitNoWindowNamed(t *testing.T, app *proc, name string) {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for len(x.visibleNamed(name)) != 0 {
		if app.exited() || time.Now().After(deadline) {
			t.Fatalf("the window %q is still there after %v", name, changeTimeout)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// namedWindows returns the visible windows that have a name, with it.
func (x *xserver) namedWindows() map[string]string {
	out := map[string]string{}
	for _, id := range x.visibleNamed("") {
		if name, err := x.output("xdotool", "getwindowname", id); err == nil && strings.TrimSpace(name) != "" {
			out[id] = strings.TrimSpace(name)
		}
	}
	return out
}

// waitChooser waits for the native file chooser, a window of its own with
// a name of the toolkit's ("Open File"), beside the app's window win, and
// returns it.
func (x *xserver) waitChooser(t *testing.T, app *proc, win, key string) string {
	t.Helper()
	deadline := time.Now().Add(windowTimeout)
	for {
		windows := x.namedWindows()
		for id := range windows {
			if id != win {
				return id
			}
		}
		if app.exited() || time.Now().After(deadline) {
			t.Fatalf("%s: no file chooser beside the window within %v; visible windows: %q", key, windowTimeout, windows)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitNoChooser waits until the chooser is gone.
func (x *xserver) waitNoChooser(t *testing.T, app *proc, chooser string) {
	t.Helper()
	deadline := time.Now().Add(changeTimeout)
	for {
		windows := x.namedWindows()
		if _, open := windows[chooser]; !open {
			return
		}
		if app.exited() || time.Now().After(deadline) {
			t.Fatalf("the file chooser %s is still there after %v: %q", chooser, changeTimeout, windows)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
