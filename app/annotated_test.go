package app

import (
	"strings"
	"testing"

	"wormweave/notation"
	"wormweave/rules"
)

// annotatedGame builds a game as richly annotated as real ones get: plies
// moves, each with a comment of about commentLen characters and a
// variation of one move with a comment of its own.
func annotatedGame(t testing.TB, plies, commentLen int) *notation.Game {
	t.Helper()
	words := strings.Fields("the knight jumps through the hole and the bishop answers on the long diagonal while the king waits")
	var b strings.Builder
	for i := 0; b.Len() < commentLen; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(words[i%len(words)])
	}
	comment := b.String()
	g := notation.NewGame(rules.Wormhole, nil)
	n := g.Root
	for i := 0; i < plies; i++ {
		pos := n.Position()
		moves := pos.Moves(nil)
		if len(moves) < 2 {
			t.Fatalf("ply %d: only %d moves", i, len(moves))
		}
		// The main move keeps the game open: the one leaving the most
		// replies, so that no capture is forced and every ply has a choice.
		best, most := 0, -1
		for j, m := range moves {
			q := pos
			q.Make(m)
			if k := len(q.Moves(nil)); k > most {
				best, most = j, k
			}
		}
		alt, _, err := n.AddMove(rules.Turn{moves[(best+1)%len(moves)]})
		if err != nil {
			t.Fatal(err)
		}
		next, _, err := n.AddMove(rules.Turn{moves[best]})
		if err != nil {
			t.Fatal(err)
		}
		if alt == next {
			t.Fatal("the variation is the main move")
		}
		if _, err := next.SetIndex(0); err != nil {
			t.Fatal(err)
		}
		alt.SetCommentAfter("variation: " + comment)
		next.SetCommentAfter(comment)
		n = next
	}
	return g
}
