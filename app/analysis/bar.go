package analysis

import (
	"wormweave/app/widgets/evalbar"
	"wormweave/engine"
	"wormweave/rules"
)

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
	v.bar.Set(evalbar.WhiteShare(&v.snap.Pos, best.Score), ScoreText(&v.snap.Pos, best.Score), v.h.Board.Flipped())
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
