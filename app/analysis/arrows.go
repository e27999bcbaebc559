package analysis

import (
	"image/color"

	"wormweave/app/boardscene"
	"wormweave/boardview"
	"wormweave/rules"
)

// showArrows draws the first move of the best line, and fainter the second
// line's, on the board.
func (v *Analysis) showArrows() {
	if !v.settings.Arrows {
		v.h.Board.SetOverlay(nil)
		return
	}
	var arrows []boardview.Arrow
	for i, c := range []color.Color{boardscene.EngineArrow, boardscene.EngineArrowFaint} {
		if i < len(v.snap.Lines) && len(v.snap.Lines[i].PV) > 0 {
			arrows = append(arrows, turnArrows(v.snap.Lines[i].PV[0], c)...)
		}
	}
	// The best line's arrows go on top.
	for i, j := 0, len(arrows)-1; i < j; i, j = i+1, j-1 {
		arrows[i], arrows[j] = arrows[j], arrows[i]
	}
	v.h.Board.SetOverlay(arrows)
}

// turnArrows draws a turn: a move as an arrow, a capture chain as a path
// through its steps with the head on the last, and a capture that leaves
// the capturing piece in place (a remover's) as a cross on each square it
// clears.
func turnArrows(t rules.Turn, c color.Color) []boardview.Arrow {
	var out []boardview.Arrow
	last := -1
	for i, m := range t {
		if m.From != m.To {
			last = i
		}
	}
	for i, m := range t {
		if m.From == m.To {
			for _, sq := range m.Captured.Squares() {
				out = append(out, boardview.Arrow{From: int(sq), To: int(sq), Color: c})
			}
			continue
		}
		out = append(out, boardview.Arrow{From: int(m.From), To: int(m.To), Color: c, NoHead: i != last})
	}
	return out
}
