package eval

import "wormweave/rules"

// Evaluator scores a position for the side to move, in centipawns (a pawn = 100).
type Evaluator interface{ Evaluate(p *rules.Position) int }

// For returns the default evaluator of variant v.
func For(v rules.Variant) Evaluator {
	if v == rules.Interweave {
		return NewInterweave(DefaultInterweave)
	}
	return NewWormhole(DefaultWormhole)
}
