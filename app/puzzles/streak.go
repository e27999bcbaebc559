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

// Streak returns the Puzzle Streak going on or just ended, or nil.
func (t *Trainer) Streak() *puzzle.Streak { return t.run }
