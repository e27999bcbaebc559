package review

import (
	"context"
	"testing"
)

// goodOpening is a Wormhole opening the engine played against itself at
// 20000 nodes a turn.
const goodOpening = `[Variant "Wormhole"]

1. Nb1-c3 d7-d5 2. Ng1-f3 Nb8-e6 3. g2-g3 Ng8-f6 4. d2-d3 Wf8-e5 5. Wc1-e3 We5-b6`

// olderOpening is one the engine played the same way before the Wormhole
// evaluation weighed threats and the king's neighbours (eval/TUNING.md,
// run 6). Its sixth move allows a mate in one; the engine of today judges
// some of its first moves inaccurate, so only the moves after it are
// checked.
const olderOpening = `[Variant "Wormhole"]

1. Wf1-e4 f7-f6 2. We4-f3 Ca8-c6 3. d2-d3 g7-g5 4. b2-b4 h7-h5 5. a2-a4 Cc6-d6`

// Games reviewed at the nodes their moves were chosen with: the engine's
// own moves get no mark (chess's curve gave inaccuracies to the engine's
// moves, swings of 0.7 pawns at depth 5), a wizard left to be taken is a
// blunder, and so are a move that allows a mate in one and the reply that
// misses it.
func TestReviewMarks(t *testing.T) {
	for _, c := range []struct {
		name    string
		opening string
		moves   string
		from    int           // the first ply checked, from 0
		want    map[int]Class // by ply, from 0; every other move Good
	}{
		{"good moves", goodOpening, "", 0, nil},
		{"a wizard left to be taken", goodOpening, " 6. We3-f4", 0, map[int]Class{10: Blunder}},
		{"a mate allowed, then missed", olderOpening, " 6. e2-e3 Cd6-d5", 10, map[int]Class{10: Blunder, 11: Blunder}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := readPGN(t, c.opening+c.moves+" *\n")
			r, err := Analyse(context.Background(), g, Options{Nodes: 20000, Threads: 1, HashMB: 16}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range r.Moves {
				if i >= c.from && m.Class != c.want[i] {
					t.Errorf("ply %d (%s): class %d, want %d; %s to %s, loss %.3f", i+1, m.Node.Turn().ID(g.Variant), m.Class, c.want[i], m.Before, m.After, m.Loss)
				}
			}
		})
	}
}
