package review

import (
	"slices"

	"wormweave/notation"
)

// betterTurns is how much of the engine's better line goes into the
// record: enough to see the idea, not the engine's whole guess.
const betterTurns = 3

// Apply writes r into its game: each move's evaluation as an [%eval]
// command in the comment after it, the glyph of an inaccuracy, mistake or
// blunder, and the engine's better line as a variation after each of them.
// A review adds its judgement to the record and takes nothing of the
// user's away where it has nothing to say: the comments and glyphs already
// there stay, but for a judged move's ?!, ? or ?? (the review's own kinds),
// which give way to the review's judgement so that a move never carries two
// of them and a second review never stacks its glyphs on the first's; and an evaluation the record
// had from a deeper search than the review's stays too (Analyse judges by
// it). It returns a function that takes all of it back, so that a window
// can undo a review in one step.
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
		if old, ok := n.Eval(); !ok || old != after {
			n.SetEval(&after)
		}
		if m.Class == Good {
			continue
		}
		n.SetNAGs(judged(m.Class, n.NAGs()))
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

// judged returns a judged move's glyphs: the review's glyph first, then the
// glyphs the move had but for the review's own kinds.
func judged(c Class, nags []uint8) []uint8 {
	out := []uint8{c.NAG()}
	for _, g := range nags {
		if !slices.Contains(reviewGlyphs, g) {
			out = append(out, g)
		}
	}
	return out
}

// reviewGlyphs are the glyphs a review writes: ?!, ? and ??.
var reviewGlyphs = []uint8{Inaccuracy.NAG(), Mistake.NAG(), Blunder.NAG()}
