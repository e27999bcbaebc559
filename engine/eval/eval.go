package eval

import "wormweave/rules"

// Evaluator scores a position for the side to move, in centipawns (a pawn = 100).
type Evaluator interface{ Evaluate(p *rules.Position) int }

// QuietEvaluator is an Evaluator that may be told that the side to move
// need not capture (rules.Position.MustCapture is false), which a search
// knows at its quiet Interweave leaves: EvaluateQuiet then returns what
// Evaluate would, without asking the rules again.
type QuietEvaluator interface {
	Evaluator
	EvaluateQuiet(p *rules.Position) int
}

// Forker is an Evaluator that keeps state from one call to the next (the
// learned evaluation's accumulator), so that one value cannot serve two
// searching threads at once: each thread evaluates with its own Fork.
type Forker interface {
	Evaluator
	Fork() Evaluator
}

// Linear returns the linear evaluation of variant v with its fitted
// weights (TUNING.md). The engine's default is the learned one (package
// nnue); this one is what `tune` fits and what a search is measured
// against.
func Linear(v rules.Variant) Evaluator {
	if v == rules.Interweave {
		return NewInterweave(DefaultInterweave)
	}
	return NewWormhole(DefaultWormhole)
}
