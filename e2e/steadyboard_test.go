//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"

	"wormweave/library"
)

// TestBoardStaysPutWhileStepping opens a game of six with the explorer
// shown on a library of them, resizes the window to 1260×740, wide enough
// for the board beside the move list and the explorer's columns, and
// steps through the game with the arrow keys: the explorer's rows change
// with every move, the board keeps one size, and it fills the height it
// has (before, the panel's rows took width from it from move to move, and
// a fixed share of the width left empty bands above and below it).
func TestBoardStaysPutWhileStepping(t *testing.T) {
	s := newSession(t)
	root := repoRoot(t)
	games, err := filepath.Glob(filepath.Join(root, "testdata", "games", "wormhole-0*.pgn"))
	if err != nil || len(games) < 2 {
		t.Fatalf("the test games: %v (%v)", games, err)
	}
	first, err := os.ReadFile(games[0])
	if err != nil {
		t.Fatal(err)
	}
	// The session's game file, so that the window's title is the one
	// launch waits for.
	if err := os.WriteFile(s.game, first, 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(s.work, "games.sqlite")
	lib, err := library.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	_, err = lib.Add(context.Background(), games, func(library.Progress) {})
	if cerr := lib.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	s.writePreferences(map[string]any{"library.path": db, "explorer.shown": true})

	app, win := s.launch("steady")
	s.x.run(t, "xdotool", "windowsize", "--sync", win, "1260", "740")
	geom := s.x.windowGeometry(t, win)
	if geom.Dx() != 1260 || geom.Dy() != 740 {
		t.Fatalf("the window is %v after the resize, want 1260×740", geom)
	}
	k := keys{s, app, win}
	k.press("Home")
	// The menu bar (about 30 pixels) above the board, the status's room
	// (about 60) under it: the rest of the height is the board's.
	fills := func(box image.Rectangle) error {
		if room := geom.Dy() - box.Dy(); room > 110 {
			return fmt.Errorf("the board is %d pixels in a window %d tall: %d pixels of it are not the board's", box.Dy(), geom.Dy(), room)
		}
		return nil
	}
	start := waitOnScreen(t, s.x, app, filepath.Join(s.work, "step0.png"), "the board filling the window's height", func(img image.Image) (image.Rectangle, error) {
		box, err := squaresBox(img, geom)
		if err == nil {
			err = fills(box)
		}
		return box, err
	})
	sides := []int{start.Dx()}
	for step := 1; step <= 6; step++ {
		k.press("Right")
		// The explorer answers in the background: give it its time.
		time.Sleep(time.Second)
		shot := filepath.Join(s.work, fmt.Sprintf("step%d.png", step))
		if err := s.x.screenshot(shot); err != nil {
			t.Fatal(err)
		}
		img, err := readPNG(shot)
		if err != nil {
			t.Fatal(err)
		}
		box, err := squaresBox(img, geom)
		if err == nil {
			err = fills(box)
		}
		if err != nil {
			t.Errorf("step %d: %v", step, err)
			continue
		}
		sides = append(sides, box.Dx())
	}
	for _, side := range sides[1:] {
		if abs(side-sides[0]) > 1 {
			t.Errorf("the board measures %v pixels while stepping through the game, want one size", sides)
			break
		}
	}
	t.Logf("the board measures %v pixels at each step", sides)
	if app.exited() {
		t.Fatalf("the app exited during the test; its log:\n%s", readLog(s.work))
	}
}
