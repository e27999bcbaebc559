package review

import (
	"context"
	"testing"

	"wormweave/internal/racerun"
	"wormweave/notation"
	"wormweave/rules"
)

// goodOpening is a Wormhole opening the engine played against itself at
// 20000 nodes a turn, with its default evaluation, the network.
const goodOpening = `[Variant "Wormhole"]

1. Ch1-f3 Ng8-f6 2. Nb1-c3 c7-c6 3. h2-h4 b7-b5 4. b2-b4 a7-a5 5. a2-a3 g7-g6 6. e2-e3 h7-h5`

// linearOpening is one the engine played the same way with its linear
// evaluation. The network judges some of its moves inaccurate (the two
// evaluations disagree by a pawn or two at depth 6), so only the move
// after it is checked.
const linearOpening = `[Variant "Wormhole"]

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
	racerun.SkipOneGoroutine(t)
	for _, c := range []struct {
		name    string
		opening string
		moves   string
		from    int           // the first ply checked, from 0
		want    map[int]Class // by ply, from 0; every other move Good
	}{
		{"good moves", goodOpening, "", 0, nil},
		{"a wizard left to be taken", linearOpening, " 6. We3-f4", 10, map[int]Class{10: Blunder}},
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

// Each case of lichess's rules for mates, as the package documentation
// restates them, in both variants and for both movers; evaluations are
// from White's side, as the record writes them.
func TestMateJudgements(t *testing.T) {
	cp := func(c int) notation.Eval { return notation.Eval{Centipawns: c} }
	mate := func(n int) notation.Eval { return notation.Eval{Mate: true, MateIn: n} }
	W, B := rules.White, rules.Black
	for _, c := range []struct {
		name          string
		v             rules.Variant
		mover         rules.Color
		before, after notation.Eval
		want          Class
	}{
		{"a mate let in from a balanced position", rules.Wormhole, W, cp(30), mate(-5), Blunder},
		// Bb8-d6 of an Interweave engine game: -3.98 for Black, then a mate
		// in 7 against it. Lichess's -700 is far below: a blunder.
		{"a mate let in from -3.98 (Bb8-d6)", rules.Interweave, B, cp(398), mate(7), Blunder},
		{"a mate let in from -11 in Interweave: clearly worse", rules.Interweave, W, cp(-1100), mate(-3), Mistake},
		{"a mate let in from -13 in Wormhole: clearly worse", rules.Wormhole, B, cp(1300), mate(2), Mistake},
		{"a mate let in from -10 in Wormhole: not yet clearly worse", rules.Wormhole, W, cp(-1000), mate(-2), Blunder},
		{"a mate let in from -16 in Interweave: already lost", rules.Interweave, B, cp(1600), mate(4), Inaccuracy},
		{"a mate let in from -18 in Wormhole: already lost", rules.Wormhole, W, cp(-1800), mate(-1), Inaccuracy},
		{"a mate let go for +3", rules.Wormhole, W, mate(3), cp(300), Blunder},
		{"a mate let go for +13 in Wormhole", rules.Wormhole, B, mate(-3), cp(-1300), Mistake},
		{"a mate let go for +16 in Interweave", rules.Interweave, W, mate(2), cp(1600), Inaccuracy},
		{"a mate let go for +20 in Wormhole", rules.Wormhole, W, mate(4), cp(2000), Inaccuracy},
		{"a mate let go for a mate against", rules.Interweave, B, mate(-2), mate(3), Blunder},
		{"a mate delayed", rules.Wormhole, W, mate(2), mate(6), Good},
		{"a mate delayed by Black", rules.Interweave, B, mate(-2), mate(-9), Good},
		{"a mate against, still against", rules.Wormhole, W, mate(-3), mate(-1), Good},
		{"a mate against, then a score", rules.Wormhole, B, mate(4), cp(-200), Good},
		{"a mate found", rules.Interweave, W, cp(100), mate(4), Good},
		{"the mating move", rules.Wormhole, W, mate(1), mate(0), Good},
		{"the mating move by Black", rules.Interweave, B, mate(-1), mate(0), Good},
		{"centipawns: a third of the game thrown away", rules.Wormhole, W, cp(0), cp(-300), Blunder},
		{"centipawns: a small loss", rules.Interweave, B, cp(0), cp(20), Good},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := judgement(c.v, c.mover, c.before, c.after, c.mover.Other()); got != c.want {
				t.Errorf("%s to %s by %v: class %d, want %d", c.before, c.after, c.mover, got, c.want)
			}
		})
	}
}
