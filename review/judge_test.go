package review

import (
	"context"
	"testing"
)

// goodOpening is a Wormhole opening the engine played against itself at
// 20000 nodes a turn.
const goodOpening = `[Variant "Wormhole"]

1. Wf1-e4 f7-f6 2. We4-f3 Ca8-c6 3. d2-d3 g7-g5 4. b2-b4 h7-h5 5. a2-a4 Cc6-d6`

// Games reviewed at the nodes their moves were chosen with: the engine's
// own moves get no mark (chess's curve gave 5. a2-a4, a swing of 0.7 pawns
// at depth 5, an inaccuracy), a wizard left to be taken is a blunder, and
// so are a move that allows a mate in one and the reply that misses it.
func TestReviewMarks(t *testing.T) {
	for _, c := range []struct {
		name  string
		moves string
		want  map[int]Class // by ply, from 0; every other move Good
	}{
		{"good moves", "", nil},
		{"a wizard left to be taken", " 6. Wf3-g4+", map[int]Class{10: Blunder}},
		{"a mate allowed, then missed", " 6. e2-e3 Cd6-d5", map[int]Class{10: Blunder, 11: Blunder}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := readPGN(t, goodOpening+c.moves+" *\n")
			r, err := Analyse(context.Background(), g, Options{Nodes: 20000, Threads: 1, HashMB: 16}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range r.Moves {
				if m.Class != c.want[i] {
					t.Errorf("ply %d (%s): class %d, want %d; %s to %s, loss %.3f", i+1, m.Node.Turn().ID(g.Variant), m.Class, c.want[i], m.Before, m.After, m.Loss)
				}
			}
		})
	}
}
