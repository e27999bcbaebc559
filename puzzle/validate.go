package puzzle

import (
	"errors"
	"fmt"

	"wormweave/engine"
	"wormweave/rules"
)

// Validator re-checks material puzzles with an engine of its own, at full
// strength and with a table of its own, searching each position afresh
// within Nodes: a second, deeper search than the one that made the line.
// It is not safe for concurrent use.
type Validator struct {
	e *engine.Engine
	// Nodes bounds each search (ValidateNodes when zero).
	Nodes int64
}

// NewValidator returns a validator searching ValidateNodes a position.
func NewValidator() *Validator {
	return &Validator{e: engine.New(engine.Options{HashMB: 16, LinearEval: true}), Nodes: ValidateNodes}
}

// ErrNotValidated wraps the reasons a material puzzle is not right.
var ErrNotValidated = errors.New("not validated")

func notValidated(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrNotValidated, fmt.Sprintf(format, a...))
}

// Validate checks the line of material puzzle p (its Themes are not
// read) and returns the theme its end earns, Advantage or Crushing. At
// each solver's turn a search with two lines must find the solution's
// turn, worth at least AdvantageCP, the only one that keeps the win
// (onlyMove), and the last solver's turn must have had another to choose;
// each defender's reply must be as good as the engine's best, within
// DefenceSlack; the game must go on after the line, where a search must
// still give the solver AdvantageCP, and the solver's material must have
// grown by MinGain. The error says where a puzzle fails.
func (va *Validator) Validate(p Puzzle) (theme string, err error) {
	positions, turns, err := p.Replay()
	if err != nil {
		return "", notValidated("%v", err)
	}
	if len(turns) < 2*MinMaterialTurns || len(turns)%2 != 0 || len(turns) > 2*MaxMate {
		return "", notValidated("%d moves: want the opponent's last move and %d to %d turns of the solver with the replies between", len(turns), MinMaterialTurns, MaxMate)
	}
	nodes := va.Nodes
	if nodes <= 0 {
		nodes = ValidateNodes
	}
	v := p.Variant
	start := positions[1]
	solver := start.Turn()
	for i := 1; i < len(turns); i++ {
		pos := positions[i]
		want := turns[i].ID(v)
		if pos.Turn() == solver {
			pr, ok := searchPair(va.e, &pos, nodes, 2, nil)
			if !ok {
				return "", notValidated("move %d: the search of %s gave no two lines", i+1, pos.FEN())
			}
			if got := pr.best.ID(v); got != want {
				return "", notValidated("move %d, %s, is not the best in %s; %s is (%s)", i+1, want, pos.FEN(), got, pr.score.UCI())
			}
			if pr.score < AdvantageCP {
				return "", notValidated("move %d, %s, keeps %s, less than %d", i+1, want, pr.score.UCI(), AdvantageCP)
			}
			if !onlyMove(v, pr) {
				return "", notValidated("move %d, %s (%s), is not the only move: another keeps %s", i+1, want, pr.score.UCI(), pr.secondScore.UCI())
			}
			if i == len(turns)-1 && !pr.second {
				return "", notValidated("the last move, %s, is the only legal one", want)
			}
			continue
		}
		best, ok := searchPair(va.e, &pos, nodes, 1, nil)
		if !ok {
			return "", notValidated("move %d: the search of %s failed", i+1, pos.FEN())
		}
		if best.best.ID(v) == want {
			continue
		}
		given, ok := searchPair(va.e, &pos, nodes, 1, turns[i])
		if !ok {
			return "", notValidated("move %d: the search of %s failed", i+1, pos.FEN())
		}
		if Chances(v, given.score) < Chances(v, best.score)-DefenceSlack {
			return "", notValidated("move %d, %s (%s), is not the defender's best in %s: %s is (%s)", i+1, want, given.score.UCI(), pos.FEN(), best.best.ID(v), best.score.UCI())
		}
	}
	end := positions[len(positions)-1]
	if end.Result() != rules.Ongoing {
		return "", notValidated("the line ends the game: a forced win is proved, not validated")
	}
	gain := MaterialDiff(&end, solver) - MaterialDiff(&start, solver)
	if gain < MinGain {
		return "", notValidated("the solver wins %d centipawns of material, less than %d", gain, MinGain)
	}
	last, ok := searchPair(va.e, &end, nodes, 1, nil)
	if !ok {
		return "", notValidated("the search of the end, %s, failed", end.FEN())
	}
	score := -last.score // the defender is to move there
	if score < AdvantageCP {
		return "", notValidated("the end, %s, is worth %s to the solver, less than %d", end.FEN(), score.UCI(), AdvantageCP)
	}
	if score > CrushingCP {
		return Crushing, nil
	}
	return Advantage, nil
}
