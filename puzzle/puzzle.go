// Package puzzle makes, proves, validates, reads and writes tactics
// puzzles for Wormhole and Interweave, and rates them and their solvers
// with Glicko-2.
//
// A puzzle is a position and a line of whole turns in the form lichess
// publishes its puzzles in: the first turn is the opponent's last move, so
// that a board can show how the position came about, and the turns after
// it alternate between the solver and the defender, ending with the
// solver's turn. There are two kinds.
//
// A forced win (themes mateIn1 to mateIn5) is proved: the solver wins in
// one to MaxMate turns whatever the defender does. Prover.Prove replays it
// and checks, with searches of the engine that have its prunings off, that
// the solver's first turn is the only one that wins within a turn more
// than the solution takes, that each later turn of the solver is forced or
// the only win, and that each of the defender's replies holds out as long
// as the engine's best.
//
// A material tactic (themes advantage or crushing) is validated: no search
// of a fixed depth proves that a gain of material survives its horizon, so
// it is made and re-checked as lichess-puzzler (version 16) makes its
// puzzles, with each variant's own winning-chances curve (Chances) in
// place of orthodox chess's and centipawns of MaterialValue in place of
// pawns:
//
//   - the start follows the opponent's mistake: before it the solver had
//     at most TooWinningCP (400), after it at least AdvantageCP (200) and
//     MistakeMargin (0.5) more winning chances;
//   - the win is not obvious at the start: the solver is not up in
//     material, and below ClearCP (400) must be down at least a pawn;
//   - forced moves: at each solver's turn a search with two lines
//     (MultiPV 2) finds the best turn worth at least AdvantageCP and the
//     second more than OnlyMoveMargin (0.42) winning chances below it; the
//     line stops at the first turn that is not such an only move, and is
//     cut back to end on a solver's turn that had another to choose;
//   - the defender's replies are the engine's best: at validation, any
//     reply within DefenceSlack (0.1) of the best's chances;
//   - at least MinMaterialTurns (1) solver's turn (lichess keeps its
//     one-movers), the game still on at the end (a forced win is proved,
//     not validated), and the solver's material up by MinGain (200) on
//     the start;
//   - the line is made with searches of MaterialNodes (40,000) and kept
//     only if a Validator, an engine of its own with searches of
//     ValidateNodes (ten times more), finds the same line by the same
//     rules and still gives the solver AdvantageCP at the end: above
//     CrushingCP (600) the puzzle is crushing, else an advantage.
//
// Themes are computed from the solution (Themes), never guessed: the
// capture kinds, chains, hole jumps, promotion and the end, and the
// motifs (motifs.go: forks, hanging pieces, king attacks, quiet and
// defensive moves). The rating starts from a difficulty estimate
// (Estimate); RateOnLadder rates a puzzle on the engine's strength
// ladder instead, the Elo at which half the levels' tries solve it.
//
// The searches that make and check puzzles (generation, proof,
// validation) evaluate with the linear evaluation
// (engine.Options.LinearEval), not the engine's default network: the
// built-in sets were made and validated with it, and a validation with
// the network refused 14 of 48 sampled material tactics (the network
// sees a second good turn, or less gained), so what the package checks
// of the sets holds only with the evaluation that made them. The solver
// ladder (RateOnLadder) plays with the networks, as the strength levels
// a person plays against do, and rates on their Elo (engine.LevelElo).
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
