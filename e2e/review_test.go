//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// reviewItem is the review's place in the Game menu: the thirteenth item,
// after the analysis, the explorer, finding the position, playing the
// engine, take back, resign, the clock, the puzzles, Puzzle Streak, the
// puzzle dashboard, Learn to play and restarting a level.
const reviewItem = 12

// reviewedGame is ten plies the engine played against itself: eleven
// positions, a second each with the review's default time.
const reviewedGame = `[Event "End-to-end test"]
[Site "?"]
[Date "????.??.??"]
[Round "1"]
[White "?"]
[Black "?"]
[Result "*"]
[Variant "Wormhole"]

1. Nb1-c3 d7-d5 2. Ng1-f3 Nb8-e6 3. g2-g3 Ng8-f6 4. d2-d3 Wf8-e5 5. Wc1-e3
We5-b6 *
`

// TestTheWindowStaysUsableDuringAReview starts a review from the Game
// menu's form and, while it runs, goes to the start with Home and drags a
// move on the board: the real window takes both, which a dialog over the
// window would not let through, and the position copied then is the
// move's. The review, left to run, writes its evaluations into the game.
func TestTheWindowStaysUsableDuringAReview(t *testing.T) {
	s := newSession(t)
	requireXclip(t)
	if err := os.WriteFile(s.game, []byte(reviewedGame), 0o644); err != nil {
		t.Fatal(err)
	}
	app, win := s.launch("review")
	k := keys{s, app, win}
	geom := s.x.windowGeometry(t, win)
	// The board is found in the start position, whose squares hold no
	// hole yet; then back to the end of the game.
	end := k.fen("the end of the game", func(string) bool { return true })
	k.press("Home")
	home := k.fen("Home", not(end))
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	k.press("End")
	k.fen("End", is(end))

	s.x.chooseMenuItem(t, win, geom, gameMenu, reviewItem)
	start := s.x.findConfirmButton(t, app, geom, filepath.Join(s.work, "form.png"), "the review's form")
	s.x.run(t, "xdotool", "mousemove", pt(start.X), pt(start.Y), "sleep", "0.1", "click", "1")
	began := time.Now()

	k.press("Home")
	k.fen("Home during the review", is(home))
	s.x.drag(t, b.centre("e2"), b.centre("e3"))
	moved := k.fen("the drag e2-e3 during the review", not(end, home))
	took := time.Since(began)
	if !strings.Contains(moved, "4P3") {
		t.Errorf("after e2-e3 the board shows %q", moved)
	}
	if err := s.x.screenshot(filepath.Join(s.work, "during.png")); err != nil {
		t.Log(err)
	}
	t.Logf("Home and a move on the board taken %v after the review started", took.Round(10*time.Millisecond))
	// The review searches eleven positions a second each: the board took
	// the move while it ran unless the machine is very slow.
	if took > 10*time.Second {
		t.Logf("the move came %v after the start: the review may have ended before it", took)
	}
	// The review's end: the evaluations go into the game, which Ctrl+C
	// copies, the summary shown or not.
	var copied string
	for deadline := time.Now().Add(90 * time.Second); !strings.Contains(copied, "[%eval"); time.Sleep(time.Second) {
		if app.exited() || time.Now().After(deadline) {
			t.Fatalf("no evaluation in the game copied %v after the review started (exited %v):\n%s", time.Since(began), app.exited(), copied)
		}
		k.press("ctrl+c")
		copied, _ = s.x.output("xclip", "-o", "-selection", "clipboard")
	}
	t.Logf("the review written %v after it started", time.Since(began).Round(time.Second))
	if !strings.Contains(copied, "(1. e2-e3") {
		t.Errorf("the move played during the review is not in the game:\n%s", copied)
	}
	if err := s.x.screenshot(filepath.Join(s.work, "after.png")); err != nil {
		t.Log(err)
	}
}
