//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"wormweave/app/prefs"
	"wormweave/learn"
	"wormweave/rules"
)

// Game > Learn to play is the Game menu's eleventh item, after the
// puzzles' three.
const learnItem = 10

// TestLearnPlaysTheFirstLevelByClicks opens Game > Learn to play in the
// real binary, for each variant (the game on the board says which), opens
// the first level with Enter, the map's default, and plays the par's
// solution (the model's search finds it) by clicks on the board. The
// preferences then keep the level passed with three stars, and Enter
// shows the next level.
func TestLearnPlaysTheFirstLevelByClicks(t *testing.T) {
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) { playFirstLevel(t, v) })
	}
}

func playFirstLevel(t *testing.T, v rules.Variant) {
	s := newSession(t)
	requireXclip(t)
	began := time.Now()
	co, err := learn.Builtin(v)
	if err != nil {
		t.Fatal(err)
	}
	first := co.Stages[0].Levels[0]
	sol, err := learn.Solve(first)
	if err != nil {
		t.Fatal(err)
	}
	start, err := first.Position()
	if err != nil {
		t.Fatal(err)
	}
	// The game opened says the variant whose course the menu shows.
	if err := os.WriteFile(s.game, []byte("[Event \"Learn\"]\n[Variant \""+v.String()+"\"]\n[Result \"*\"]\n\n*\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	app, win := s.launch("learn-" + v.String())
	geom := s.x.windowGeometry(t, win)
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	k := keys{s: s, app: app, win: win}
	s.x.chooseMenuItem(t, win, geom, gameMenu, learnItem)
	time.Sleep(300 * time.Millisecond) // the map's dialog takes the keys once shown
	k.press("Return")
	k.waitFEN("the first level", start.FEN())
	flipped := start.Turn() == rules.Black
	// Each turn is seen on the board before the next is clicked, as a
	// player sees the opponent stand still or reply: the model's session,
	// played alongside, says what the board shows then.
	sess, err := learn.NewSession(first, sol.Par)
	if err != nil {
		t.Fatal(err)
	}
	for i, turn := range sol.Line {
		s.x.clickTurn(t, b, turn, flipped)
		for _, m := range turn {
			if _, err := sess.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if i+1 < len(sol.Line) {
			k.waitFEN("the position after the learner's turn "+turn.ID(v), sess.Position().FEN())
		}
	}
	file := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app", "preferences.json")
	waitStars(t, app, file, co, first, 3)
	t.Logf("%s: level 1 passed in %d moves %v after the start", v, sol.Par, time.Since(began).Round(10*time.Millisecond))
	k.press("Return")
	if next := nextAfter(co, first); next != nil {
		p, err := next.Position()
		if err != nil {
			t.Fatal(err)
		}
		k.waitFEN("the next level after Enter", p.FEN())
	}
	t.Logf("%s: the next level shown %v after the start", v, time.Since(began).Round(10*time.Millisecond))
}

// nextAfter is the level after l in course co, or nil after the last.
func nextAfter(co *learn.Course, l *learn.Level) *learn.Level {
	found := false
	for _, s := range co.Stages {
		for _, x := range s.Levels {
			if found {
				return x
			}
			found = x == l
		}
	}
	return nil
}

// waitStars reads the preferences file until it keeps want stars for
// level l of course co.
func waitStars(t *testing.T, app *proc, file string, co *learn.Course, l *learn.Level, want int) {
	t.Helper()
	stage := co.Stages[0].ID
	for _, s := range co.Stages {
		for _, x := range s.Levels {
			if x == l {
				stage = s.ID
			}
		}
	}
	deadline := time.Now().Add(changeTimeout)
	for {
		got := 0
		if data, err := os.ReadFile(file); err == nil {
			var kept map[string]any
			if json.Unmarshal(data, &kept) == nil {
				raw, _ := kept[prefs.LearnProgress(co.Variant)].(string)
				got = learn.ParseProgress(raw).Stars(co.Variant, stage, l.Number)
			}
		}
		if got == want {
			return
		}
		if app.exited() {
			t.Fatal("the app exited")
		}
		if time.Now().After(deadline) {
			t.Fatalf("the preferences keep %d stars for %s level %d, want %d", got, stage, l.Number, want)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
