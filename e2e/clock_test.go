//go:build e2e

package e2e

import (
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Start a clock… is the seventh item of the Game menu: the analysis, the
// explorer, the search in the library, play against the engine, take
// back, resign, then the clock.
const startClockItem = 6

// TestBoardClockSwitchesAndFlags starts the clock of a game played at the
// board from the Game menu, on a short time control kept in the
// preferences (15 s, no increment), plays White's move by two clicks, and
// sees the highlight of the running clock go from White's face to
// Black's; Space pauses it (no face highlighted) and resumes it. Then
// Black's flag falls, which only a clock that switched to Black can do,
// and the question about the result is answered Yes. The saved
// game has White's move with its time, less than the 15 s, and the result
// on time. Each look at the screen takes seconds on a loaded machine: at a
// load average of 28, White used 8.9 s of 9 before its move showed, and
// Black's flag fell before its resumed clock was seen.
func TestBoardClockSwitchesAndFlags(t *testing.T) {
	s := newSession(t)
	dir := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "preferences.json"), []byte(`{"clock.board":"0.25+0"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	app, win := s.launch("clock")
	geom := s.x.windowGeometry(t, win)
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))

	s.x.chooseMenuItem(t, win, geom, gameMenu, startClockItem)
	start := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "dialog.png"), "the dialog that starts a clock")
	s.x.run(t, "xdotool", "mousemove", pt(start.X), pt(start.Y), "sleep", "0.1", "click", "1")
	white := waitOnScreen(t, s.x, app, filepath.Join(s.work, "white.png"), "White's running clock", func(img image.Image) (image.Rectangle, error) {
		return runningFace(img, geom)
	})

	for _, sq := range []string{moveFrom, moveTo} {
		p := b.centre(sq)
		s.x.run(t, "xdotool", "mousemove", pt(p.X), pt(p.Y), "sleep", "0.1", "click", "1")
	}
	s.x.waitTitle(t, app, win, dirtyTitle, "the clicks from "+moveFrom+" to "+moveTo+" did not play a move")
	// The highlight goes from White's face to Black's, on its right.
	black := waitOnScreen(t, s.x, app, filepath.Join(s.work, "black.png"), "Black's running clock", func(img image.Image) (image.Rectangle, error) {
		r, err := runningFace(img, geom)
		if err == nil && r.Min.X <= white.Max.X {
			err = fmt.Errorf("the running face at %v is not right of White's at %v", r, white)
		}
		return r, err
	})
	// Space pauses: no face runs; Space again: Black's runs again.
	s.x.run(t, "xdotool", "key", "--window", win, "space")
	waitOnScreen(t, s.x, app, filepath.Join(s.work, "paused.png"), "the paused clock", func(img image.Image) (bool, error) {
		if r, err := runningFace(img, geom); err == nil {
			return false, fmt.Errorf("a face still runs at %v", r)
		}
		return true, nil
	})
	s.x.run(t, "xdotool", "key", "--window", win, "space")
	// Black's face runs again, or, on a machine slow to take screenshots,
	// its flag has fallen already: the question about the result shows,
	// which a clock still paused never shows.
	waitOnScreen(t, s.x, app, filepath.Join(s.work, "resumed.png"), "Black's clock running again", func(img image.Image) (bool, error) {
		r, err := runningFace(img, geom)
		if err == nil && r != black {
			return false, fmt.Errorf("the running face is at %v, Black's was at %v", r, black)
		}
		if err != nil {
			if _, flag := locateConfirmButton(img, geom); flag == nil {
				return true, nil
			}
		}
		return true, err
	})

	// Black's 15 s run out: the question about the result shows.
	yes := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "flag.png"), "the question after Black's flag fell")
	s.x.run(t, "xdotool", "mousemove", pt(yes.X), pt(yes.Y), "sleep", "0.1", "click", "1")

	s.x.run(t, "xdotool", "key", "--window", win, "ctrl+s")
	saved := string(waitFileChange(t, app, s.game, []byte(gameText)))
	// The tenths are written under 10 s only: 0:00:08.5, 0:00:12.
	clk := regexp.MustCompile(`2\. e2-e3 \{\[%clk (0:00:(0[0-9]|1[0-4])(\.[0-9])?)\]\} 1-0`)
	m := clk.FindStringSubmatch(saved)
	if m == nil {
		t.Fatalf("the saved game lacks White's move with its time under 15 s and the result 1-0:\n%s", saved)
	}
	t.Logf("White's clock after the move: %s", m[1])
	if !strings.Contains(saved, `[Result "1-0"]`) || !strings.Contains(saved, `[Termination "time forfeit"]`) || !strings.Contains(saved, `[TimeControl "15+0"]`) {
		t.Errorf("the saved game lacks the result on time or the time control:\n%s", saved)
	}
	if err := s.x.screenshot(filepath.Join(s.work, "final.png")); err != nil {
		t.Errorf("final screenshot: %v", err)
	}
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}

// runningFace finds the running clock's face in a screenshot: the one
// patch of the theme's primary colour the size of a face (a face is about
// 200 by 65 pixels in the side panel).
func runningFace(img image.Image, win image.Rectangle) (image.Rectangle, error) {
	area := win.Intersect(img.Bounds())
	w := area.Dx()
	mask := make([]bool, w*area.Dy())
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			mask[(y-area.Min.Y)*w+x-area.Min.X] = primaryBlue(img.At(x, y))
		}
	}
	var faces []image.Rectangle
	for _, c := range components(mask, w) {
		box := c.box.Add(area.Min)
		fill := float64(c.n) / float64(box.Dx()*box.Dy())
		if box.Dx() >= 120 && box.Dx() <= 400 && box.Dy() >= 35 && box.Dy() <= 120 && fill >= 0.6 {
			faces = append(faces, box)
		}
	}
	switch {
	case len(faces) == 0:
		return image.Rectangle{}, errors.New("no face in the primary colour")
	case len(faces) > 1:
		return image.Rectangle{}, fmt.Errorf("several faces in the primary colour: %v", faces)
	}
	return faces[0], nil
}
