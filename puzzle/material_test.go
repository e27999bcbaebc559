package puzzle

import (
	"math"
	"testing"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/review"
	"wormweave/rules"
)

// The material puzzles' winning chances are a curve of the review's form,
// 2/(1+exp(-scale·cp)) - 1, odd and increasing, with the linear
// evaluation's scale, which is flatter than the network's that the review
// now uses; a mate is won or lost whatever its distance.
func TestChancesIsTheLinearEvaluationsCurve(t *testing.T) {
	for _, v := range rules.Variants {
		last := -1.0
		for _, cp := range []int{-900, -250, -30, 0, 45, 200, 600, 2000} {
			got := Chances(v, engine.Score(cp))
			if got <= last || math.Abs(got+Chances(v, engine.Score(-cp))) > 1e-12 {
				t.Errorf("%s, %d cp: chances %v after %v, and %v for %d", v, cp, got, last, Chances(v, engine.Score(-cp)), -cp)
			}
			last = got
			if review := review.Chances(v, notation.Eval{Centipawns: cp}, rules.White); cp > 0 && got >= review {
				t.Errorf("%s, %d cp: chances %v, the review's (the network's) %v: the linear curve is the flatter", v, cp, got, review)
			}
		}
		if Chances(v, engine.MateScore-3) != 1 || Chances(v, -engine.MateScore+4) != -1 {
			t.Errorf("%s: a mate is not won or lost whatever its distance", v)
		}
	}
}

func TestMaterialDiff(t *testing.T) {
	cases := []struct {
		v    rules.Variant
		fen  string
		c    rules.Color
		want int
	}{
		{rules.Interweave, "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000", rules.White, 0},
		// White lacks a smasher, Black two pawns: 450 - 200.
		{rules.Interweave, "rbnkknbr/pppppp2/8/8/8/8/PPPPPPPP/1BNKKNBR w 0 - 000000", rules.White, -250},
		{rules.Interweave, "rbnkknbr/pppppp2/8/8/8/8/PPPPPPPP/1BNKKNBR w 0 - 000000", rules.Black, 250},
		// Black's lion against White's knight: 650 - 300; kings count nothing.
		{rules.Wormhole, "4k3/3m4/8/8/8/8/3N4/4K3 w 10", rules.Black, 350},
	}
	for _, c := range cases {
		pos, err := rules.ParseFEN(c.v, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := MaterialDiff(pos, c.c); got != c.want {
			t.Errorf("%s, %s: %d, want %d", c.fen, c.c, got, c.want)
		}
	}
}

// lineGain counts the material of a line as the validation does: each
// built-in material puzzle's solution wins MinGain or more, and no line
// wins nothing.
func TestLineGain(t *testing.T) {
	for _, v := range rules.Variants {
		set := builtinMaterial(t, v)
		if len(set) == 0 {
			t.Fatalf("%v: no built-in material puzzle", v)
		}
		for _, p := range set[:min(len(set), 10)] {
			positions, turns, err := p.Replay()
			if err != nil {
				t.Fatal(err)
			}
			start, end := positions[1], positions[len(positions)-1]
			want := MaterialDiff(&end, start.Turn()) - MaterialDiff(&start, start.Turn())
			if got := lineGain(&start, turns[1:]); got != want || got < MinGain {
				t.Errorf("%v: puzzle %s: lineGain %d, want %d (at least %d)", v, p.ID, got, want, MinGain)
			}
			if got := lineGain(&start, nil); got != 0 {
				t.Errorf("%v: puzzle %s: an empty line gains %d", v, p.ID, got)
			}
		}
	}
}
