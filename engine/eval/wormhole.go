package eval

import "wormweave/rules"

// WormholeParams are the weights of the Wormhole evaluation, in centipawns.
type WormholeParams struct {
	Pawn, Knight, Champion, Wizard, Lion int
}

// DefaultWormhole are the weights For uses. First guesses, to be measured.
var DefaultWormhole = WormholeParams{
	Pawn: 100, Knight: 300, Champion: 450, Wizard: 350, Lion: 800,
}

// Wormhole evaluates Wormhole positions.
type Wormhole struct {
	P WormholeParams
}

// NewWormhole returns a Wormhole evaluator with weights w.
func NewWormhole(w WormholeParams) *Wormhole { return &Wormhole{P: w} }

// Evaluate scores p for the side to move.
func (e *Wormhole) Evaluate(p *rules.Position) int {
	us := p.Turn()
	return e.material(p, us) - e.material(p, us.Other())
}

func (e *Wormhole) material(p *rules.Position, c rules.Color) int {
	w := &e.P
	return w.Pawn*p.PiecesOf(c, rules.Pawn).Count() +
		w.Knight*p.PiecesOf(c, rules.Knight).Count() +
		w.Champion*p.PiecesOf(c, rules.Champion).Count() +
		w.Wizard*p.PiecesOf(c, rules.Wizard).Count() +
		w.Lion*p.PiecesOf(c, rules.Lion).Count()
}
