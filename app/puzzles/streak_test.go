package puzzles

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"wormweave/app/prefs"
	"wormweave/puzzle"
	"wormweave/rules"
)

// solve plays the solver's turns of the puzzle shown, the defender's
// replies coming from the trainer.
func (w *testWindow) solve(t *testing.T) {
	t.Helper()
	z, _ := w.trainer.Puzzle()
	for i := 1; i < len(z.Moves); i += 2 {
		w.play(t, strings.Split(z.Moves[i], ",")...)
	}
	if w.trainer.Solving() {
		t.Fatalf("%s still going on after its solution", z.ID)
	}
}

func TestPuzzleStreak(t *testing.T) {
	a := newApp(t)
	w := newTrainer(t, a, rules.Wormhole)
	w.trainer.seed = func() int64 { return 3 }
	w.trainer.Open()
	test.Tap(w.trainer.StreakButton())
	run := w.trainer.Streak()
	if run == nil || run.Solved != 0 {
		t.Fatalf("the streak after its button: %+v", run)
	}
	if got := w.trainer.Record(); got != "Puzzle Streak: 0 · best 0" {
		t.Errorf("the row says %q", got)
	}
	if !w.trainer.Filter().Disabled() || !w.trainer.Level().Disabled() || !w.trainer.HintButton().Disabled() {
		t.Errorf("during a streak: filter, level, hint disabled %v %v %v; want all", w.trainer.Filter().Disabled(), w.trainer.Level().Disabled(), w.trainer.HintButton().Disabled())
	}
	first, _ := w.trainer.Puzzle()
	w.solve(t)
	if run.Solved != 1 || w.trainer.Record() != "Puzzle Streak: 1 · best 1" {
		t.Errorf("after the first: solved %d, the row says %q", run.Solved, w.trainer.Record())
	}
	p := w.trainer.Profile()
	if p.Rating != puzzle.NewRating || len(p.History) != 0 || p.Played(first.ID) {
		t.Errorf("a streak's puzzle moved the rating: %+v", p)
	}
	if kept, _ := puzzle.ParseProfile(a.Preferences().String(prefs.PuzzleProfile(rules.Wormhole))); kept.StreakBest != 1 {
		t.Errorf("the preferences keep the best streak %d, want 1", kept.StreakBest)
	}
	test.Tap(w.trainer.NextButton())
	second, _ := w.trainer.Puzzle()
	if second.ID == first.ID || second.Rating < first.Rating && first.Rating != 1410 {
		t.Errorf("the streak's second puzzle %s (%d) after %s (%d)", second.ID, second.Rating, first.ID, first.Rating)
	}
	// One wrong move ends it; the best stays.
	w.play(t, otherMove(t, w.doc.Position(), second.Moves[1]))
	if !run.Over || !strings.HasPrefix(w.trainer.Status(), "Wrong move: the streak ends at 1.") {
		t.Errorf("after a wrong move: over %v, the status says %q", run.Over, w.trainer.Status())
	}
	if p := w.trainer.Profile(); p.Rating != puzzle.NewRating || p.StreakBest != 1 || len(p.History) != 0 {
		t.Errorf("the wrong move in a streak: %+v", p)
	}
	// The next puzzle after its end is a rated one, filters offered again.
	test.Tap(w.trainer.SolutionButton())
	test.Tap(w.trainer.NextButton())
	if w.trainer.Streak() != nil || w.trainer.Filter().Disabled() || !strings.HasPrefix(w.trainer.Record(), "Your rating: 1500") {
		t.Errorf("after the streak: %+v, filter disabled %v, row %q", w.trainer.Streak(), w.trainer.Filter().Disabled(), w.trainer.Record())
	}
	// A second streak starts at 0, the best still 1.
	test.Tap(w.trainer.StreakButton())
	if got := w.trainer.Record(); got != "Puzzle Streak: 0 · best 1" {
		t.Errorf("a new streak's row says %q", got)
	}
}

func TestDifficultyChoiceIsKept(t *testing.T) {
	a := newApp(t)
	w := newTrainer(t, a, rules.Wormhole)
	w.trainer.Open()
	l := w.trainer.Level()
	if strings.Join(l.Options, "|") != "Easier|Normal difficulty|Harder" || l.Selected != "Normal difficulty" {
		t.Fatalf("the difficulties offered: %v, %q", l.Options, l.Selected)
	}
	// Untried, the puzzle gives way: 1080 is the nearest 1200.
	l.SetSelected("Easier")
	if z, _ := w.trainer.Puzzle(); z.ID != "1ot7u103" {
		t.Errorf("the easier puzzle is %s, want 1ot7u103", z.ID)
	}
	if got := a.Preferences().String(prefs.PuzzleDifficulty); got != "easier" {
		t.Errorf("the preference keeps %q", got)
	}
	w2 := newTrainer(t, a, rules.Wormhole)
	w2.trainer.Open()
	if z, _ := w2.trainer.Puzzle(); z.ID != "1ot7u103" || w2.trainer.Level().Selected != "Easier" {
		t.Errorf("a new trainer: %s, %q", z.ID, w2.trainer.Level().Selected)
	}
}

func TestOpponentsChainStepByStep(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Interweave)
	w.trainer.Open()
	w.trainer.Level().SetSelected("Easier") // 33630dq2, 1040, is the nearest 1200
	z, _ := w.trainer.Puzzle()
	if z.ID != "33630dq2" {
		t.Fatalf("the puzzle is %s, want 33630dq2", z.ID)
	}
	// The first step is on the board, the second waits its pause: the
	// board refuses the user's pieces meanwhile.
	if got := strings.Join(w.animated, " "); got != "f1f7xf8" || len(w.doc.Chain()) != 1 || !w.doc.Cursor().IsRoot() {
		t.Fatalf("at the first step: animated %q, chain %v", got, w.doc.Chain())
	}
	if !w.trainer.DefenderToMove() || w.trainer.Status() != "Black to move: find the best move." {
		t.Errorf("during the chain: DefenderToMove %v, status %q", w.trainer.DefenderToMove(), w.trainer.Status())
	}
	w.queue.Drain()
	if got := strings.Join(w.animated, " "); got != "f1f7xf8 f7d7xc7" || len(w.doc.Chain()) != 0 || w.line() != "f1f7xf8,f7d7xc7" {
		t.Fatalf("after the chain: animated %q, chain %v, line %q", got, w.doc.Chain(), w.line())
	}
	if w.doc.Dirty() || w.doc.Undo() {
		t.Errorf("the opponent's chain is an edit of the user's: dirty %v", w.doc.Dirty())
	}
	w.play(t, "h1f1xe1")
	if w.trainer.Solving() || w.trainer.Status() != "Solved!" {
		t.Errorf("after the solution: Solving %v, %q", w.trainer.Solving(), w.trainer.Status())
	}
}

func TestExplorerAndAnalysisHeldWhileOpen(t *testing.T) {
	w := newTrainer(t, newApp(t), rules.Wormhole)
	w.trainer.Open()
	if w.held != 1 {
		t.Fatalf("held %d times after Open, want 1", w.held)
	}
	test.Tap(w.trainer.SolutionButton())
	test.Tap(w.trainer.NextButton())
	test.Tap(w.trainer.StreakButton())
	if w.held != 1 {
		t.Errorf("held %d times after more puzzles, want 1", w.held)
	}
	test.Tap(w.trainer.CloseButton())
	if w.held != 0 {
		t.Errorf("held %d times after Close, want 0", w.held)
	}
	w.trainer.Open()
	if w.held != 1 {
		t.Errorf("held %d times after opening again, want 1", w.held)
	}
}
