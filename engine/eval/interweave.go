package eval

import "wormweave/rules"

// InterweaveParams are the weights of the Interweave evaluation, in centipawns.
type InterweaveParams struct {
	Pawn, Smasher, Leaper, Remover int
}

// DefaultInterweave are the weights For uses. First guesses, to be measured.
var DefaultInterweave = InterweaveParams{
	Pawn: 100, Smasher: 500, Leaper: 400, Remover: 300,
}

// Interweave evaluates Interweave positions.
type Interweave struct {
	P InterweaveParams
}

// NewInterweave returns an Interweave evaluator with weights w.
func NewInterweave(w InterweaveParams) *Interweave { return &Interweave{P: w} }

// Evaluate scores p for the side to move.
func (e *Interweave) Evaluate(p *rules.Position) int {
	us := p.Turn()
	return e.material(p, us) - e.material(p, us.Other())
}

func (e *Interweave) material(p *rules.Position, c rules.Color) int {
	w := &e.P
	return w.Pawn*p.PiecesOf(c, rules.Pawn).Count() +
		w.Smasher*p.PiecesOf(c, rules.Smasher).Count() +
		w.Leaper*p.PiecesOf(c, rules.Leaper).Count() +
		w.Remover*p.PiecesOf(c, rules.Remover).Count()
}
