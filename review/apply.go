package review

import (
	"wormweave/notation"
)

// betterTurns is how much of the engine's better line goes into the
// record: enough to see the idea, not the engine's whole guess.
const betterTurns = 3

// Apply writes r into its game: each move's evaluation as an [%eval]
// command in the comment after it, the glyph of an inaccuracy, mistake or
// blunder (in place of any move-quality glyph it had), and the engine's
// better line as a variation after each of them. It returns a function
// that takes all of it back, so that a window can undo a review in one
// step.
func Apply(r *Report) (undo func()) {
	type saved struct {
		node    *notation.Node
		comment string
		nags    []uint8
	}
	var olds []saved
	var added []*notation.Node
	for _, m := range r.Moves {
		n := m.Node
		olds = append(olds, saved{n, n.CommentAfter(), append([]uint8(nil), n.NAGs()...)})
		after := m.After
		n.SetEval(&after)
		if m.Class == Good {
			continue
		}
		var nags []uint8
		for _, g := range n.NAGs() {
			if g < 1 || g > 6 { // 1 to 6 judge the move: ours replaces them
				nags = append(nags, g)
			}
		}
		n.SetNAGs(append([]uint8{m.Class.NAG()}, nags...))
		cur := n.Parent()
		for i, t := range m.Better {
			if i == betterTurns {
				break
			}
			child, created, err := cur.AddMove(t)
			if err != nil {
				break
			}
			if created && i == 0 {
				added = append(added, child)
				before := m.Before
				child.SetEval(&before)
			}
			cur = child
		}
	}
	return func() {
		for i := len(added) - 1; i >= 0; i-- {
			_, _, _ = added[i].Delete()
		}
		for _, s := range olds {
			s.node.SetCommentAfter(s.comment)
			s.node.SetNAGs(s.nags)
		}
	}
}
