package engine

import "wormweave/rules"

// materialEval counts material with the move-ordering values: the
// evaluation the engine falls back on when none is given.
type materialEval struct{}

func (materialEval) Evaluate(p *rules.Position) int {
	vals := pieceValues(p.Variant())
	us := p.Turn()
	s := 0
	for _, k := range p.Variant().Kinds() {
		if k == rules.King {
			continue
		}
		s += int(vals[k]) * (p.PiecesOf(us, k).Count() - p.PiecesOf(us.Other(), k).Count())
	}
	return s
}

// defaultEval returns the evaluation of variant v.
func defaultEval(rules.Variant) Evaluator { return materialEval{} }
