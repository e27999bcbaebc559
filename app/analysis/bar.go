package analysis

import (
	"wormweave/engine"
	"wormweave/review"
	"wormweave/rules"
)

// whiteShare is the part of the evaluation bar that is White's for a score
// s of the side to move at pos: White's winning chances on the variant's
// own curve, the one the review judges by (review.Chances), so that +1 and
// +2 differ more than +8 and +9 and a forced win fills the bar.
func whiteShare(pos *rules.Position, s engine.Score) float32 {
	return float32(0.5 + 0.5*review.Chances(pos.Variant(), review.EvalOf(s, pos.Turn(), 0), pos.Turn()))
}

// showBar shows the evaluation bar for the best line (nil: none yet, or
// none at all).
func (v *Analysis) showBar(best *engine.Info) {
	visible := v.on && v.settings.Bar
	if visible != v.bar.Visible() {
		v.bar.Hidden = !visible
		v.relayout()
	}
	if !visible {
		return
	}
	if best == nil {
		v.bar.Set(0.5, "", v.h.Board.Flipped())
		return
	}
	v.bar.Set(whiteShare(&v.snap.Pos, best.Score), ScoreText(&v.snap.Pos, best.Score), v.h.Board.Flipped())
}

// showResult gives the bar to the winner of a finished game, with the
// result written on it.
func (v *Analysis) showResult(r rules.Result) {
	v.showBar(nil)
	winner, won := r.Winner()
	if !v.bar.Visible() || !won {
		return
	}
	share := float32(0)
	if winner == rules.White {
		share = 1
	}
	v.bar.Set(share, r.String(), v.h.Board.Flipped())
}

// FollowFlip turns the evaluation bar with the board: White's part stays
// on White's side.
func (v *Analysis) FollowFlip() {
	v.bar.Flip(v.h.Board.Flipped())
}
