//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"wormweave/puzzle"
	"wormweave/rules"
)

// Game > Puzzle Streak is the Game menu's ninth item, after the puzzles.
const streakItem = 8

// TestStartAPuzzleStreak starts a Puzzle Streak from the Game menu by
// clicks in the real binary, finds which puzzle the streak chose from the
// board's FEN, solves it by clicks on the board and sees the streak's
// count of one kept in the preferences as the best streak.
func TestStartAPuzzleStreak(t *testing.T) {
	s := newSession(t)
	requireXclip(t)
	began := time.Now()
	set, err := puzzle.Builtin(rules.Wormhole)
	if err != nil {
		t.Fatal(err)
	}
	// The puzzles a streak may start on, by the position the board shows
	// once the opponent's move is played: the easiest part of the set.
	start := puzzle.NewStreak(set, nil).Target()
	byFEN := map[string]*puzzle.Attempting{}
	for _, z := range set {
		if z.Rating <= start+puzzle.StreakStep {
			a := attempting(t, z)
			byFEN[a.Positions[1].FEN()] = a
		}
	}
	app, win := s.launch("streak")
	geom := s.x.windowGeometry(t, win)
	b := s.x.findBoard(t, app, geom, filepath.Join(s.work, "start.png"))
	k := keys{s: s, app: app, win: win}

	s.x.chooseMenuItem(t, win, geom, gameMenu, streakItem)
	var a *puzzle.Attempting
	deadline := time.Now().Add(changeTimeout)
	for a == nil {
		k.press("ctrl+shift+c")
		time.Sleep(200 * time.Millisecond)
		out, _ := s.x.output("xclip", "-o", "-selection", "clipboard")
		a = byFEN[out]
		if a == nil && time.Now().After(deadline) {
			t.Fatalf("the board shows %q, no streak puzzle's position", out)
		}
	}
	t.Logf("streak puzzle %s (%d) shown %v after the start", a.Puzzle.ID, a.Puzzle.Rating, time.Since(began).Round(10*time.Millisecond))
	for i := 1; i < len(a.Turns); i += 2 {
		for _, m := range a.Turns[i] {
			if m.Promo != rules.NoKind {
				t.Fatalf("%s promotes: clicks on squares do not answer the promotion's dialog", a.Puzzle.ID)
			}
		}
		s.x.clickTurn(t, b, a.Turns[i], a.Solver() == rules.Black)
		k.waitFEN("the position after the solver's turn", a.Positions[min(i+2, len(a.Positions)-1)].FEN())
	}
	file := filepath.Join(s.home, ".config", "fyne", "org.wormweave.app", "preferences.json")
	for {
		best, err := keptStreakBest(file)
		if err == nil && best == 1 {
			break
		}
		if app.exited() {
			t.Fatal("the app exited")
		}
		if time.Now().After(deadline) {
			t.Fatalf("the preferences keep the best streak %d (%v), want 1", best, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("the streak's count kept %v after the start", time.Since(began).Round(10*time.Millisecond))
}

// keptStreakBest reads the best Puzzle Streak of the Wormhole record from
// the preferences file.
func keptStreakBest(file string) (int, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	var prefs map[string]any
	if err := json.Unmarshal(data, &prefs); err != nil {
		return 0, err
	}
	raw, _ := prefs["puzzles.profile.wormhole"].(string)
	p, err := puzzle.ParseProfile(raw)
	return p.StreakBest, err
}
