package puzzle

import (
	"errors"
	"fmt"

	"wormweave/engine"
	"wormweave/rules"
)

// Prover proves puzzles with an engine of its own; it is not safe for
// concurrent use.
type Prover struct {
	e *engine.Engine
	// Nodes bounds each search of a proof (0: none). A search stopped by
	// it before its depth proves nothing, and the puzzle is rejected: a
	// bound trades puzzles for time, never certainty.
	Nodes int64
}

// NewProver returns a prover whose searches have the engine's prunings
// off: with null move, late move reductions and futility off the search
// is a full-width alpha-beta to its depth, so a line it does not find to
// be a win does not win within that depth.
func NewProver() *Prover {
	return &Prover{e: engine.New(engine.Options{HashMB: 8, NoNullMove: true, NoLMR: true, NoFutility: true, MateOnly: true, LinearEval: true})}
}

// ErrNotProved wraps the reasons a puzzle is not right.
var ErrNotProved = errors.New("not proved")

func notProved(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrNotProved, fmt.Sprintf(format, a...))
}

// lines is what a search found: the best line's turn and score and, with
// two lines, the second's score (second is false when there is none).
type lines struct {
	best        rules.Turn
	score       engine.Score
	secondScore engine.Score
	second      bool
}

// search searches pos to depth whole turns, with multiPV lines, optionally
// restricted to one turn, and fails when it could not finish the depth or
// list every turn.
func (pr *Prover) search(pos *rules.Position, depth, multiPV int, only rules.Turn) (lines, error) {
	pr.e.NewGame()
	lim := engine.Limits{Depth: depth, MultiPV: multiPV, Nodes: pr.Nodes}
	if only != nil {
		lim.SearchMoves = []rules.Turn{only}
	}
	var infos []engine.Info
	r := pr.e.Start(pos, nil, lim, func(in engine.Info) {
		if in.Bound == engine.Exact {
			infos = append(infos, in)
		}
	}).Wait()
	if r.RootTurnsLeftOut {
		return lines{}, notProved("%s has more turns than a search lists", pos.FEN())
	}
	if r.Best == nil {
		return lines{}, notProved("%s has no move", pos.FEN())
	}
	l := lines{best: r.Best, score: r.Score}
	if pr.Nodes > 0 && r.Nodes >= pr.Nodes {
		return lines{}, notProved("the search of %s reached its bound of %d nodes at depth %d of %d", pos.FEN(), pr.Nodes, r.Depth, depth)
	}
	// A search ends before its depth only when every line is a settled
	// mate, and a mate found proves itself; anything else needs the depth.
	if r.Depth < depth && !r.Score.IsMate() {
		return lines{}, notProved("the search of %s stopped at depth %d of %d", pos.FEN(), r.Depth, depth)
	}
	for _, in := range infos {
		if in.Depth == r.Depth && in.MultiPV == 2 {
			l.secondScore, l.second = in.Score, true
		}
	}
	if multiPV > 1 && r.RootTurns > 1 && !l.second {
		return lines{}, notProved("the search of %s gave no second line", pos.FEN())
	}
	return l, nil
}

// wins reports whether s is a forced win at most n turns of the side to
// move away.
func wins(s engine.Score, n int) bool {
	return s.IsMate() && s > 0 && s.MateTurns() <= n
}

// Prove checks that p is right: it replays, the solver wins in
// SolverTurns() turns with the solution, its first turn is the only one
// that wins within a turn more, each later turn of the solver is forced or
// the only win, and each defender's reply holds out as long as the
// engine's best. The error says where a puzzle fails.
func (pr *Prover) Prove(p Puzzle) error {
	positions, turns, err := p.Replay()
	if err != nil {
		return notProved("%v", err)
	}
	if len(turns) < 2 || len(turns)%2 != 0 || len(turns) > 2*MaxMate {
		return notProved("%d moves: want the opponent's last move and 1 to %d turns of the solver with the replies between", len(turns), MaxMate)
	}
	_, err = pr.line(&positions[1], turns[1:], 0)
	return err
}

// line walks a solution from pos, the position after the opponent's last
// move: the given turns when given is not nil, else the engine's, for a
// win in at most k turns. It returns the solution's turns.
func (pr *Prover) line(start *rules.Position, given []rules.Turn, k int) ([]rules.Turn, error) {
	pos := *start
	solver := pos.Turn()
	v := pos.Variant()
	if given != nil {
		k = (len(given) + 1) / 2
	}
	var out []rules.Turn
	for i := 0; ; i++ {
		// The solver's turns left: counting this one at the solver's
		// turn, after this reply at the defender's.
		left := k - (i+1)/2
		var t rules.Turn
		if pos.Turn() == solver {
			all := pos.Turns()
			if len(all) == 0 {
				return nil, notProved("the solver has no move in %s", pos.FEN())
			}
			forced := len(all) == 1 && i > 0
			if forced {
				t = all[0]
			} else {
				l, err := pr.search(&pos, 2*left+1, 2, nil)
				if err != nil {
					return nil, err
				}
				if !wins(l.score, left) || (given != nil && l.score.MateTurns() != left) {
					return nil, notProved("no win in %d for the solver in %s (the engine: %s)", left, pos.FEN(), l.score.UCI())
				}
				if given == nil && i == 0 {
					// The line's length is the engine's distance.
					k = l.score.MateTurns()
					left = k
				}
				if l.second && l.secondScore.IsMate() && l.secondScore > 0 {
					return nil, notProved("two winning moves in %s: %s and another, %s", pos.FEN(), l.best.ID(v), l.secondScore.UCI())
				}
				t = l.best
			}
			if given != nil {
				if given[i].ID(v) != t.ID(v) {
					return nil, notProved("move %d, %s, is not the win in %s; %s is", i+2, given[i].ID(v), pos.FEN(), t.ID(v))
				}
			}
		} else {
			l, err := pr.search(&pos, 2*left+1, 1, nil)
			if err != nil {
				return nil, err
			}
			t = l.best
			if given != nil && given[i].ID(v) != l.best.ID(v) {
				// Another reply is fine when it holds out as long.
				g, err := pr.search(&pos, 2*left+1, 1, given[i])
				if err != nil {
					return nil, err
				}
				if g.score != l.score {
					return nil, notProved("move %d, %s, is not the defender's best in %s (%s; %s is %s)", i+2, given[i].ID(v), pos.FEN(), g.score.UCI(), l.best.ID(v), l.score.UCI())
				}
				t = given[i]
			}
		}
		if err := pos.PlayTurn(t); err != nil {
			return nil, notProved("move %d, %s: %v", i+2, t.ID(v), err)
		}
		out = append(out, append(rules.Turn(nil), t...))
		if res := pos.Result(); res != rules.Ongoing {
			if w, _ := res.Winner(); w != solver {
				return nil, notProved("the line ends in %s, the solver's loss", pos.FEN())
			}
			if given != nil && len(out) != len(given) {
				return nil, notProved("the game is over after move %d, before the solution ends", i+2)
			}
			if pos.Turn() == solver {
				return nil, notProved("the defender's move ended the game")
			}
			return out, nil
		}
		if given != nil && len(out) == len(given) {
			return nil, notProved("the solution ends in %s before the game does", pos.FEN())
		}
		if len(out) >= 2*MaxMate {
			return nil, notProved("no win within %d turns", MaxMate)
		}
	}
}
