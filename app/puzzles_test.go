package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"wormweave/app/internal/uitest"
	"wormweave/app/prefs"
	"wormweave/puzzle"
	"wormweave/rules"
)

// openPuzzles opens the trainer from the Game menu; its delayed work (the
// defender's replies, a wrong move taken back) runs on the queue returned.
func openPuzzles(t *testing.T, w *Window) *uitest.Queue {
	t.Helper()
	q := uitest.NewQueue(100)
	w.post = q.Post
	w.puzzles.SetAfter(func(_ time.Duration, f func()) { f() })
	menuItem(t, w, "Puzzles").Action()
	if _, ok := w.puzzles.Puzzle(); !ok {
		t.Fatal("Game > Puzzles shows no puzzle")
	}
	return q
}

// tapStep plays one step by clicks on its squares, as the user does.
func tapStep(w *Window, m rules.Move) {
	tapSquare(w, m.From.String())
	tapSquare(w, m.To.String())
}

// A puzzle opened from the Game menu is solved by clicks on the board:
// the analysis is withheld (its menu item disabled, its switch off) until
// the puzzle ends, the defender's replies come from the line, and at the
// end the line stays as the game, the analysis offered again.
func TestSolveAPuzzleByClicksInTheWindow(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	q := openPuzzles(t, w)
	z, _ := w.puzzles.Puzzle()
	a, err := puzzle.NewAttempting(z)
	if err != nil {
		t.Fatal(err)
	}
	if !menuItem(t, w, "Start or stop the analysis").Disabled || !w.analysis.Switch().Disabled() {
		t.Errorf("the analysis is offered during a puzzle")
	}
	w.analysis.Toggle()
	if w.analysis.On() || !strings.Contains(w.notice.Text(), "puzzle") {
		t.Errorf("the analysis's key during a puzzle: on %v, notice %q", w.analysis.On(), w.notice.Text())
	}
	for i := 1; i < len(a.Turns); i += 2 {
		for _, m := range a.Turns[i] {
			if m.Promo != rules.NoKind {
				w.play(m) // the piece to promote to is chosen in a dialog
				continue
			}
			tapStep(w, m)
		}
		q.Drain()
		if i+1 < len(a.Turns) {
			// The defender's turn: the board refuses the user's pieces.
			if !w.puzzles.DefenderToMove() && w.Document().Cursor().Turn().ID(z.Variant) != a.Turns[i+1].ID(z.Variant) {
				t.Fatalf("after the solver's turn %d the defender did not reply", i)
			}
		}
	}
	if got, want := strings.Join(uitest.MainLineIDs(w.Document()), " "), strings.Join(z.Moves, " "); got != want {
		t.Errorf("the game is %q, want the line %q", got, want)
	}
	if w.puzzles.Solving() || w.puzzles.Status() != "Solved!" {
		t.Errorf("after the line: Solving %v, status %q", w.puzzles.Solving(), w.puzzles.Status())
	}
	if menuItem(t, w, "Start or stop the analysis").Disabled || w.analysis.Switch().Disabled() {
		t.Errorf("the analysis is not given back at the end")
	}
}

// A wrong move clicked on the board is said and taken back; the analysis
// stays withheld, and the retry goes on from the puzzle's position.
func TestAWrongClickIsTakenBackInTheWindow(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	q := openPuzzles(t, w)
	z, _ := w.puzzles.Puzzle()
	if z.Variant != rules.Wormhole {
		t.Fatalf("the puzzle is of %v", z.Variant)
	}
	before := w.Document().Cursor()
	p := w.Document().Position()
	var wrong rules.Move
	for _, m := range p.Moves(nil) {
		if m.ID(z.Variant) != z.Moves[1] && m.Promo == rules.NoKind {
			wrong = m
			break
		}
	}
	tapStep(w, wrong)
	if !strings.HasPrefix(w.puzzles.Status(), "That is not the move") {
		t.Errorf("after the wrong move %s the trainer says %q", wrong.ID(z.Variant), w.puzzles.Status())
	}
	// Until it is taken back the board refuses the pieces, saying why.
	if h := w.pick(int(wrong.To)); !h.IsZero() || !strings.HasPrefix(w.status.Text, "That is not the move") {
		t.Errorf("a piece picked while the wrong move waits: hints %v, status %q", !h.IsZero(), w.status.Text)
	}
	q.Drain()
	if w.Document().Cursor() != before || len(w.Document().Game().MainLine()) != 1 {
		t.Errorf("the wrong move %s is not taken back", wrong.ID(z.Variant))
	}
	if !w.puzzles.Solving() || !menuItem(t, w, "Start or stop the analysis").Disabled {
		t.Errorf("a wrong move ended the puzzle or gave the analysis back")
	}
}

// The keyboard plays a puzzle as it plays on the board: each of the
// solver's turns typed by its id and Enter; while the defender's reply is
// on its way a typed move is refused, saying why.
func TestSolveAPuzzleByTypingInTheWindow(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	q := openPuzzles(t, w)
	z, _ := w.puzzles.Puzzle()
	for i := 1; i < len(z.Moves); i += 2 {
		typeOnWindow(w, z.Moves[i])
		keyOnWindow(w, fyne.KeyReturn)
		if i+1 < len(z.Moves) {
			// The reply is not played yet: the queue holds it.
			typeOnWindow(w, z.Moves[i+1])
			keyOnWindow(w, fyne.KeyReturn)
			if !strings.Contains(w.moveEntry.Hint(), "defender") {
				t.Errorf("a move typed on the defender's turn: the entry says %q", w.moveEntry.Hint())
			}
			keyOnWindow(w, fyne.KeyEscape)
		}
		q.Drain()
	}
	if got, want := strings.Join(uitest.MainLineIDs(w.Document()), " "), strings.Join(z.Moves, " "); got != want {
		t.Errorf("the game is %q, want the line %q", got, want)
	}
	if w.puzzles.Solving() || w.puzzles.Status() != "Solved!" {
		t.Errorf("after the typed line: Solving %v, status %q", w.puzzles.Solving(), w.puzzles.Status())
	}
}

// With the trainer open, the window's variant choice switches the
// puzzles' variant rather than leaving the trainer for a new game.
func TestVariantChoiceSwitchesThePuzzles(t *testing.T) {
	skipInRaceRun(t)
	w := newTestWindow(t, nil)
	openPuzzles(t, w)
	w.variant.SetSelected(rules.Interweave.String())
	z, ok := w.puzzles.Puzzle()
	if !ok || z.Variant != rules.Interweave || w.Document().Game().Variant != rules.Interweave {
		t.Fatalf("after choosing Interweave: puzzle shown %v, of %v, game of %v", ok, z.Variant, w.Document().Game().Variant)
	}
	if w.variant.Selected != rules.Interweave.String() {
		t.Errorf("the choice shows %q", w.variant.Selected)
	}
}

// While the trainer is open the opening explorer is hidden and the
// analysis off, the explorer kept shown in the preferences; closing the
// trainer gives both back as they were.
func TestTrainerHoldsTheExplorerAndTheAnalysis(t *testing.T) {
	w := newTestWindow(t, nil)
	// The explorer's and the engine's answers come from their goroutines:
	// queued, as the real driver runs them on the window's goroutine.
	w.post = uitest.NewQueue(100).Post
	w.explorer.SetShown(true)
	w.analysis.SetOn(true)
	openPuzzles(t, w)
	if w.explorer.Shown() || w.analysis.On() {
		t.Errorf("with a puzzle open: explorer shown %v, analysis on %v", w.explorer.Shown(), w.analysis.On())
	}
	if !w.app.Preferences().Bool(prefs.ExplorerShown) {
		t.Errorf("the explorer's choice was forgotten")
	}
	w.puzzles.Stop()
	if !w.explorer.Shown() || !w.analysis.On() {
		t.Errorf("after the trainer: explorer shown %v, analysis on %v", w.explorer.Shown(), w.analysis.On())
	}
	w.analysis.SetOn(false)
}
