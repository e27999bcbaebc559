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
// user's away: the comments and glyphs already there stay (a judged move's
// glyph goes first, before the user's own), and an evaluation the record
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
		if !slices.Contains(n.NAGs(), m.Class.NAG()) {
			n.SetNAGs(append([]uint8{m.Class.NAG()}, n.NAGs()...))
		}
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
