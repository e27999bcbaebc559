package text

import (
	"fmt"

	"wormweave/notation"
	"wormweave/rules"
)

// EvalText writes a recorded evaluation shortly, as the move list and the
// evaluation graph show it: pawns from White's side with a sign (+0.35,
// -1.20; 0.00 unsigned, as a sign on nothing would say someone leads), or
// #3 (#-3) for a mate by White (by Black), as the record stores it.
func EvalText(e notation.Eval) string {
	if e.Mate {
		return fmt.Sprintf("#%d", e.MateIn)
	}
	if e.Centipawns == 0 {
		return "0.00"
	}
	return fmt.Sprintf("%+.2f", float64(e.Centipawns)/100)
}

// MoveEvalText writes the evaluation recorded after a move, with turn to
// move after it, as the move list and the evaluation graph show it: as
// EvalText does, but a game the move ended (#0, the side to move has lost)
// shows its result, 1-0 or 0-1, not an evaluation.
func MoveEvalText(e notation.Eval, turn rules.Color) string {
	if e.Mate && e.MateIn == 0 {
		return rules.LossFor(turn).String()
	}
	return EvalText(e)
}
