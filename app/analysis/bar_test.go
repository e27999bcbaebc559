package analysis

import (
	"math"
	"testing"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
)

// The evaluation bar shows White's winning chances on the curve the review
// judges by, each variant's own: a pawn, five pawns and and mates either way.
func TestBarSharesTheReviewsCurve(t *testing.T) {
	for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		start := rules.NewPosition(v)
		for _, c := range []struct {
			score engine.Score
			want  float64 // White's chances with White to move
		}{
			{100, review.Chances(v, notation.Eval{Centipawns: 100}, rules.White)},
			{-500, review.Chances(v, notation.Eval{Centipawns: -500}, rules.White)},
			{engine.MateScore - 3, 1},
			{-(engine.MateScore - 2), -1},
		} {
			if got := whiteShare(start, c.score); math.Abs(float64(got)-(0.5+0.5*c.want)) > 1e-6 {
				t.Errorf("%v: the bar's share of %d is %v, the review's chances %v", v, c.score, got, c.want)
			}
		}
	}
}
