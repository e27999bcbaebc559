package review

import (
	"regexp"
	"slices"
	"strings"

	"wormweave/notation"
)

// betterTurns is how much of the engine's better line goes into the
// record: enough to see the idea, not the engine's whole guess.
const betterTurns = 3

// Apply writes r into its game: each move's evaluation as an [%eval]
// command in the comment after it, the glyph of an inaccuracy, mistake or
// blunder, and the engine's better line as a variation after each of them.
// A review adds its judgement to the record and takes nothing of the
// user's away: the comments and glyphs already there stay. A move carries
// one move-quality glyph (!, ?, !!, ??, !?, ?!): when it has one already,
// the record cannot tell the user's from an earlier review's, so it stays,
// and the review's judgement, when it differs, goes in words at the start
// of the move's comment (say names the classes in the reader's language;
// nil: English), in place of an earlier review's words there. An
// evaluation the record had from a deeper search than the review's stays
// too (Analyse judges by it). It returns a function that takes all of it
// back, so that a window can undo a review in one step.
func Apply(r *Report, say func(Class) string) (undo func()) {
	if say == nil {
		say = English
	}
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
		judge(n, m.Class, say)
		if m.Class == Good {
			continue
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

// judge writes class c of move n: its glyph, when n has no move-quality
// glyph yet, or else its name at the start of n's comment where the glyph
// there says otherwise. An earlier review's name there goes first.
func judge(n *notation.Node, c Class, say func(Class) string) {
	commands, words := splitComment(n.CommentAfter())
	rest := withoutJudgement(words, say)
	name := ""
	i := slices.IndexFunc(n.NAGs(), isMoveQuality)
	switch {
	case c == Good:
	case i < 0:
		n.SetNAGs(append([]uint8{c.NAG()}, n.NAGs()...))
	case n.NAGs()[i] != c.NAG():
		name = say(c) + "."
	}
	if rest == words && name == "" {
		return // the user's comment stays as it was written
	}
	var parts []string
	for _, p := range []string{commands, name, strings.TrimSpace(rest)} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	n.SetCommentAfter(strings.Join(parts, " "))
}

// isMoveQuality reports whether g judges a move: !, ?, !!, ??, !? or ?!
// (NAGs 1 to 6).
func isMoveQuality(g uint8) bool { return g >= 1 && g <= 6 }

// English names the classes when the caller gives no words of its own.
func English(c Class) string {
	return [...]string{"", "Inaccuracy", "Mistake", "Blunder"}[c]
}

// leadingCommands are the comment commands ([%eval ...] and others) at the
// start of a comment, where the review's words follow them.
var leadingCommands = regexp.MustCompile(`^\s*(?:\[%[^\]]*\]\s*)*`)

// splitComment parts a comment into its leading commands and the rest.
func splitComment(c string) (commands, words string) {
	k := len(leadingCommands.FindString(c))
	return strings.TrimSpace(c[:k]), c[k:]
}

// withoutJudgement takes off the start of words the name of a class that
// a review put there, in the caller's words or in English.
func withoutJudgement(words string, say func(Class) string) string {
	t := strings.TrimLeft(words, " ")
	for _, c := range []Class{Inaccuracy, Mistake, Blunder} {
		for _, name := range []string{say(c), English(c)} {
			if rest, ok := strings.CutPrefix(t, name+"."); ok && name != "" {
				return rest
			}
		}
	}
	return words
}
