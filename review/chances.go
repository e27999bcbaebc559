package review

import (
	"math"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// chancesScale is the slope of the winning-chances curve per centipawn:
// the logistic curve lichess fitted to its chess games.
const chancesScale = 0.00368208

// Chances returns White's winning chances, from -1 (lost) through 0 to +1
// (won), in a position of variant v with turn to move, whose evaluation
// from White's side is e: a forced mate is won or lost whatever its
// distance, and centipawns go through the variant's fitted curve. It is
// the curve of the review's judgements.
func Chances(v rules.Variant, e notation.Eval, turn rules.Color) float64 {
	if e.Mate {
		// #0: the side to move has lost.
		if e.MateIn > 0 || e.MateIn == 0 && turn == rules.Black {
			return 1
		}
		return -1
	}
	return 2/(1+math.Exp(-chancesScale*float64(e.Centipawns))) - 1
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
