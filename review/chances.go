package review

import (
	"math"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// The scales of the winning-chances curve of each variant, per centipawn:
// chances = 2/(1+exp(-scale·centipawns)) - 1. Each is the scale k that
// `tune -net` fits to the results of the self-play games of the engine's
// default evaluation, the variant's network (docs/nnue.md, "A network's
// winning chances"; engine/eval/TUNING.md, "Measured again", gives the
// three seeds and the error), converted from its base-10 form
// 1/(1+10^(-k·cp/400)): scale = k·ln(10)/400. Chess's curve (lichess's,
// 0.00368 a centipawn) is steeper: an advantage in pawns decides less of
// a game of these variants.
const (
	WormholeScale   = 0.441 * math.Ln10 / 400
	InterweaveScale = 0.495 * math.Ln10 / 400
)

// Scale returns the winning-chances scale of variant v.
func Scale(v rules.Variant) float64 {
	if v == rules.Interweave {
		return InterweaveScale
	}
	return WormholeScale
}

// Chances returns White's winning chances, from -1 (lost) through 0 to +1
// (won), in a position of variant v with turn to move, whose evaluation
// from White's side is e: a forced mate is won or lost whatever its
// distance, and centipawns go through the variant's fitted curve. It is
// the one curve of the review's judgements, the evaluation bar and the
// evaluation graph.
func Chances(v rules.Variant, e notation.Eval, turn rules.Color) float64 {
	if e.Mate {
		// #0: the side to move has lost.
		if e.MateIn > 0 || e.MateIn == 0 && turn == rules.Black {
			return 1
		}
		return -1
	}
	return 2/(1+math.Exp(-Scale(v)*float64(e.Centipawns))) - 1
}

// EvalOf writes the engine's score s of a position with turn to move,
// from a search of the given depth, as an [%eval] command gives it: from
// White's side, centipawns as they are, and a mate as the number of the
// winner's turns to it, positive when White mates and negative when Black
// does; #0 is a game already lost by the side to move. Every evaluation
// the review writes, and the evaluation bar's, goes through it.
func EvalOf(s engine.Score, turn rules.Color, depth int) notation.Eval {
	sign := 1
	if turn == rules.Black {
		sign = -1
	}
	if s.IsMate() {
		// MateTurns counts the winner's turns, signed for the side to
		// move: only the sign changes with the side.
		return notation.Eval{Mate: true, MateIn: sign * s.MateTurns(), Depth: depth}
	}
	return notation.Eval{Centipawns: sign * int(s), Depth: depth}
}
