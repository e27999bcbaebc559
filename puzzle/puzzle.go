// Package puzzle makes, proves, reads and writes tactics puzzles for
// Wormhole and Interweave, and rates them and their solvers with Glicko-2.
//
// A puzzle is a position and a line of whole turns in the form lichess
// publishes its puzzles in: the first turn is the opponent's last move, so
// that a board can show how the position came about, and the turns after
// it alternate between the solver and the defender, ending with the
// solver's winning turn. Only forced wins are puzzles here: the solver wins
// in one to MaxMate turns, whatever the defender does. A win of material
// is not one: no search of a fixed depth proves that a gain survives
// beyond its horizon, the way a win found within the depth is proved.
//
// A puzzle is right by construction: Prover.Prove replays it and checks,
// with searches of the engine that have its prunings off, that the solver's
// first turn is the only one that wins within a turn more than the
// solution takes, that each later turn of the solver is forced or the only
// win, and that each of the defender's replies holds out as long as the
// engine's best. Themes are computed from the solution (Themes), never
// guessed, and the rating starts from a difficulty estimate (Estimate).
//
// Nothing here imports a GUI.
package puzzle

import (
	"fmt"
	"strings"

	"wormweave/rules"
)

// MaxMate is the longest forced win a puzzle has, in the solver's turns.
const MaxMate = 5

// Puzzle is one puzzle, as one row of a puzzle file.
type Puzzle struct {
	ID      string // PuzzleId: unique in its file
	Variant rules.Variant
	FEN     string   // the position before the opponent's last move
	Moves   []string // canonical turn ids; Moves[0] is the opponent's last move
	Rating  int
	// RatingDeviation is the uncertainty of Rating, 0 when not known.
	RatingDeviation int
	Themes          []string
	// GameURL is where the puzzle comes from: a game as file#n (as replay
	// names games), or empty for self-play.
	GameURL string
}

// SolverTurns returns the number of the solver's turns in the solution.
func (p Puzzle) SolverTurns() int { return len(p.Moves) / 2 }

// Replay plays the puzzle's turns from its FEN and returns the positions
// before each turn and the turns themselves; it fails, saying which turn,
// on a FEN that does not load or a turn that is not legal.
func (p Puzzle) Replay() ([]rules.Position, []rules.Turn, error) {
	pos, err := rules.ParsePlayableFEN(p.Variant, p.FEN)
	if err != nil {
		return nil, nil, fmt.Errorf("FEN %s: %v", rules.Quote(p.FEN), err)
	}
	if len(p.Moves) == 0 {
		return nil, nil, fmt.Errorf("no moves")
	}
	var positions []rules.Position
	var turns []rules.Turn
	for i, id := range p.Moves {
		t, ok := findTurn(pos, id)
		if !ok {
			return nil, nil, fmt.Errorf("move %d, %s, is not legal in %s", i+1, rules.Quote(id), pos.FEN())
		}
		positions = append(positions, *pos)
		turns = append(turns, t)
		if err := pos.PlayTurn(t); err != nil {
			return nil, nil, fmt.Errorf("move %d, %s: %v", i+1, rules.Quote(id), err)
		}
	}
	positions = append(positions, *pos)
	return positions, turns, nil
}

// findTurn returns the legal turn of p whose canonical id is id. It plays
// the id's steps one at a time rather than listing the turns: an
// Interweave position can have millions of them.
func findTurn(p *rules.Position, id string) (rules.Turn, bool) {
	q := *p
	v := q.Variant()
	steps := strings.Split(id, ",")
	var turn rules.Turn
	var buf [256]rules.Move
	for i, step := range steps {
		var found bool
		for _, m := range q.Moves(buf[:0]) {
			if m.ID(v) == step {
				u := q.Make(m)
				if u.TurnEnded() != (i == len(steps)-1) {
					return nil, false // the turn ends sooner or goes on
				}
				turn = append(turn, m)
				found = true
				break
			}
		}
		if !found {
			return nil, false
		}
	}
	return turn, len(turn) > 0
}
