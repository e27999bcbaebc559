package puzzles

import (
	"math/rand"

	"wormweave/puzzle"
)

// StartStreak starts a Puzzle Streak: puzzles of rising difficulty
// (puzzle.Streak), no rating moved, the first wrong move ending it. A
// puzzle going on is left as Stop leaves it: unrated unless lost already.
func (t *Trainer) StartStreak() {
	if t.set == nil {
		return
	}
	t.run = puzzle.NewStreak(t.set, rand.New(rand.NewSource(t.seed())))
	t.open()
}

// OpenStreak opens the trainer on a new Puzzle Streak of the variant of
// the game shown (Game > Puzzle Streak), after asking about unsaved work.
func (t *Trainer) OpenStreak() {
	v := t.h.Document().Game().Variant
	t.h.ConfirmDiscard(func() { t.start(v, true) })
}

// Streak returns the Puzzle Streak going on or just ended, or nil.
func (t *Trainer) Streak() *puzzle.Streak { return t.run }
