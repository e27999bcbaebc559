//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wormweave/library"
	"wormweave/notation"
	"wormweave/rules"
)

// unfinishedGrey is the colour of the unfinished games' segment of the
// explorer's results bar (app/explorer/bar.go).
var unfinishedGrey = color.RGBA{0xa6, 0xa6, 0xa6, 0xff}

// TestExplorerMovePlaysOnTheBoard starts the app with a library of three
// games that go on from the test game's position, remembered in the
// preferences as the library opened last and the explorer shown: the
// app opens it, the explorer lists the games' next move with its results
// bar, a click on the bar plays the move, and the board's FEN (copied
// with Ctrl+Shift+C) is the position after it.
func TestExplorerMovePlaysOnTheBoard(t *testing.T) {
	s := newSession(t)
	requireXclip(t)
	_, end := replay(t, s.bin, s.game)
	p, err := rules.ParseFEN(rules.Wormhole, end)
	if err != nil {
		t.Fatal(err)
	}
	turn := p.Turns()[0]
	after := *p
	if err := after.PlayTurn(turn); err != nil {
		t.Fatal(err)
	}
	want := after.FEN()

	// Three games through the test game's moves and one more, a win for
	// each side and an unfinished one: the bar has its three segments.
	var pgn strings.Builder
	for _, result := range []string{"1-0", "*", "0-1"} {
		fmt.Fprintf(&pgn, "[Event \"Library\"]\n[White \"W\"]\n[Black \"B\"]\n[Result %q]\n[Variant \"Wormhole\"]\n\n1. d2-d3 e7-e6 2. %s %s\n\n",
			result, notation.TurnText(p, turn), result)
	}
	games := filepath.Join(s.work, "library.pgn")
	if err := os.WriteFile(games, []byte(pgn.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(s.work, "games.sqlite")
	lib, err := library.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := lib.Add(context.Background(), []string{games}, func(library.Progress) {})
	if cerr := lib.Close(); err == nil {
		err = cerr
	}
	if err != nil || rep.Games != 3 {
		t.Fatalf("the library holds %d games (%v), want 3: %+v", rep.Games, err, rep)
	}
	s.writePreferences(map[string]any{"library.path": db, "explorer.shown": true})

	app, win := s.launch("explorer")
	geom := s.x.windowGeometry(t, win)
	bar := waitOnScreen(t, s.x, app, filepath.Join(s.work, "explorer.png"), "the explorer's results bar", func(img image.Image) (image.Point, error) {
		return locateGreyBar(img, geom)
	})
	s.x.run(t, "xdotool", "mousemove", pt(bar.X), pt(bar.Y), "sleep", "0.1", "click", "1")
	k := keys{s, app, win}
	k.fen("the explorer's move on the board", is(want))
	k.title(dirtyTitle, "the explorer's move did not change the game")
}

// locateGreyBar finds the unfinished games' segment of a results bar in
// the window: a run of its grey at least 20 pixels wide on at least 8
// rows, and returns its centre.
func locateGreyBar(img image.Image, win image.Rectangle) (image.Point, error) {
	r := win.Intersect(img.Bounds())
	type run struct{ x0, x1 int }
	var first run
	rows, top := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		var best run
		start := -1
		for x := r.Min.X; x <= r.Max.X; x++ {
			if x < r.Max.X && near(img.At(x, y), unfinishedGrey) {
				if start < 0 {
					start = x
				}
				continue
			}
			if start >= 0 && x-start > best.x1-best.x0 {
				best = run{start, x}
			}
			start = -1
		}
		switch {
		case best.x1-best.x0 < 20:
			if rows >= 8 {
				return image.Pt((first.x0+first.x1)/2, top+rows/2), nil
			}
			rows = 0
		case rows > 0 && abs(best.x0-first.x0) <= 1 && abs(best.x1-first.x1) <= 1:
			rows++
		default:
			first, rows, top = best, 1, y
		}
	}
	return image.Point{}, fmt.Errorf("no results bar: no run of its grey 20 pixels wide on 8 rows")
}
