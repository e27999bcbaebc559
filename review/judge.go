package review

import (
	"math"

	"wormweave/notation"
	"wormweave/rules"
)

// lichessScale is the slope of lichess's winning-chances curve for chess,
// per centipawn. Its mate thresholds below are centipawns on that curve,
// carried to the variants' curves as the winning chances they stand for.
const lichessScale = 0.00368208

// lichessChances is a chess evaluation's winning chances on lichess's curve.
func lichessChances(cp float64) float64 { return 2/(1+math.Exp(-lichessScale*cp)) - 1 }

// The mover's winning chances beyond which a mate it allows, or a mate it
// misses, weighs less (see the package documentation): lichess's -999 and
// -700 centipawns (already lost, clearly worse), 999 and 700 (still won,
// clearly better).
var (
	alreadyLost  = lichessChances(-999)
	clearlyWorse = lichessChances(-700)
	stillWon     = lichessChances(999)
	clearlyWon   = lichessChances(700)
)

// judgement returns the class of a move by mover in a game of variant v,
// from a position evaluated before to one evaluated after, with turn to
// move after it; both evaluations are from White's side. It follows
// lichess's advice: a change of winning chances between two centipawn
// evaluations is judged by its size; a mate the move lets in by how lost
// the mover was already; a mate the move lets go by what is left of the
// win; a mate kept, however much longer, a mate still against the mover,
// and a mate found are not judged.
func judgement(v rules.Variant, mover rules.Color, before, after notation.Eval, turn rules.Color) Class {
	sign := 1.0
	if mover == rules.Black {
		sign = -1
	}
	// The winning chances, and a mate's side, from the mover's side.
	was := sign * Chances(v, before, mover)
	is := sign * Chances(v, after, turn)
	switch {
	case !before.Mate && !after.Mate:
		return classOf(was - is)
	case !before.Mate && is < 0: // a mate let in
		switch {
		case was < alreadyLost:
			return Inaccuracy
		case was < clearlyWorse:
			return Mistake
		}
		return Blunder
	case before.Mate && was > 0 && (!after.Mate || is < 0): // a mate let go
		switch {
		case after.Mate:
			return Blunder
		case is > stillWon:
			return Inaccuracy
		case is > clearlyWon:
			return Mistake
		}
		return Blunder
	}
	return Good
}
