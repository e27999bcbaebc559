package puzzle

import (
	"slices"

	"wormweave/engine"
	"wormweave/rules"
)

// Material tactics: the generator's second kind of puzzle, made as
// lichess-puzzler makes its "advantage" puzzles (the package doc gives
// the rules) and kept only once a Validator has re-checked it.

// tryMaterial returns the material puzzle whose opponent's last move is
// last, played from before to after, if there is one; ok is false
// otherwise. Rejected counts the lines made and not validated.
func (g *Generator) tryMaterial(before, after *rules.Position, last rules.Turn) (p Puzzle, ok bool) {
	solver := after.Turn()
	v := after.Variant()
	if countTurns(after, 2) < 2 {
		return Puzzle{}, false // no choice
	}
	diff := MaterialDiff(after, solver)
	if diff > 0 {
		return Puzzle{}, false // up in material already: the win is plain
	}
	now, ok := searchPair(g.eval, after, g.Nodes, 1, nil)
	if !ok || now.score.IsMate() || now.score < AdvantageCP {
		return Puzzle{}, false
	}
	if now.score < ClearCP && diff > -MaterialValue(v, rules.Pawn) {
		return Puzzle{}, false // a small edge from equal material
	}
	was, ok := searchPair(g.eval, before, g.Nodes, 1, nil)
	if !ok {
		return Puzzle{}, false
	}
	prev := -was.score // for the solver: the opponent was to move
	if prev > TooWinningCP || Chances(v, now.score) <= Chances(v, prev)+MistakeMargin {
		return Puzzle{}, false
	}
	line := g.cook(after)
	if len(line) < 2*MinMaterialTurns-1 || lineGain(after, line) < MinGain {
		return Puzzle{}, false // too short, or the validation's count of material would refuse it
	}
	p = Puzzle{Variant: v, FEN: before.FEN(), Moves: []string{last.ID(v)}}
	for _, t := range line {
		p.Moves = append(p.Moves, t.ID(v))
	}
	p.ID = puzzleID(p)
	if g.seen[p.ID] {
		return Puzzle{}, false
	}
	theme, err := g.validator.Validate(p)
	if err != nil {
		g.Rejected++
		return Puzzle{}, false
	}
	if p.Themes, err = Themes(p); err != nil {
		return Puzzle{}, false
	}
	p.Themes = addTheme(p.Themes, theme)
	if p.Rating, err = Estimate(p); err != nil {
		return Puzzle{}, false
	}
	g.markLine(after, line, p.ID)
	return p, true
}

// cook walks the line of a material tactic from pos, the solver to move,
// as lichess-puzzler's cook_advantage does: at each solver's turn a
// search with two lines, whose best must keep AdvantageCP and be the only
// move (onlyMove) for the line to go on; at each defender's turn the
// engine's best reply. The line is cut after the last solver's turn that
// had a choice, and is nil when a position on it is not worth
// AdvantageCP to the solver or the game ends on it.
func (g *Generator) cook(start *rules.Position) []rules.Turn {
	pos := *start
	solver := pos.Turn()
	v := pos.Variant()
	var line []rules.Turn
	var choice []bool // for each turn of line: a solver's turn that had another
	for len(line) < 2*MaxMate {
		multiPV := 1
		if pos.Turn() == solver {
			multiPV = 2
		}
		pr, ok := searchPair(g.eval, &pos, MaterialNodes, multiPV, nil)
		if !ok {
			return nil
		}
		score := pr.score
		if pos.Turn() != solver {
			score = -score
		}
		if score < AdvantageCP {
			return nil
		}
		if pos.Turn() == solver && !onlyMove(v, pr) {
			break
		}
		if pos.PlayTurn(pr.best) != nil {
			return nil
		}
		line = append(line, pr.best)
		choice = append(choice, multiPV == 2 && pr.second)
		if pos.Result() != rules.Ongoing {
			return nil // a forced win: the mates' search finds those it can prove
		}
	}
	for len(line) > 0 && (len(line)%2 == 0 || !choice[len(line)-1]) {
		line = line[:len(line)-1]
	}
	return line
}

// lineGain returns the material the solver, to move at start, has won at
// the end of line, in centipawns of MaterialValue (as Validate counts it).
func lineGain(start *rules.Position, line []rules.Turn) int {
	pos := *start
	solver := pos.Turn()
	for _, t := range line {
		if pos.PlayTurn(t) != nil {
			return 0
		}
	}
	return MaterialDiff(&pos, solver) - MaterialDiff(start, solver)
}

// markLine records puzzle id as found and the positions on its line as
// taken, so that the same tactic a turn later is not searched again.
func (g *Generator) markLine(after *rules.Position, line []rules.Turn, id string) {
	g.seen[id] = true
	on := *after
	g.onLine[on.Hash()] = true
	for _, t := range line {
		if on.PlayTurn(t) != nil {
			break
		}
		g.onLine[on.Hash()] = true
	}
}

// addTheme returns themes with th added, sorted, each once.
func addTheme(themes []string, th string) []string {
	out := append(append([]string(nil), themes...), th)
	slices.Sort(out)
	return slices.Compact(out)
}

// newEval returns the full-strength engine of the material searches.
func newEval() *engine.Engine { return engine.New(engine.Options{HashMB: 16, LinearEval: true}) }
