package review

import (
	"context"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"wormweave/engine"
	"wormweave/notation"
	"wormweave/rules"
)

// Every sign of a mate, with either side to move: for and against the side
// to move, at distances of one turn and more, and a game already lost. The
// [%eval] is from White's side in the winner's turns, and the chances
// follow its sign.
func TestEvalOfMatesFromBothSides(t *testing.T) {
	M := engine.MateScore
	for _, c := range []struct {
		score engine.Score
		turn  rules.Color
		want  int // MateIn
		white bool
	}{
		{M - 1, rules.White, 1, true},      // White mates now
		{M - 3, rules.White, 2, true},      // White mates on its second turn
		{-(M - 2), rules.White, -1, false}, // Black mates on its first turn
		{-(M - 4), rules.White, -2, false},
		{M - 1, rules.Black, -1, false}, // Black mates now
		{M - 3, rules.Black, -2, false},
		{-(M - 2), rules.Black, 1, true}, // White mates on its first turn
		{-(M - 4), rules.Black, 2, true},
		{-M, rules.White, 0, false}, // White has lost
		{-M, rules.Black, 0, true},  // Black has lost
	} {
		e := EvalOf(c.score, c.turn, 9)
		if !e.Mate || e.MateIn != c.want || e.Depth != 9 {
			t.Errorf("EvalOf(%d, %v) = %+v, want #%d at depth 9", c.score, c.turn, e, c.want)
		}
		for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
			want := -1.0
			if c.white {
				want = 1
			}
			if got := Chances(v, e, c.turn); got != want {
				t.Errorf("%v: Chances(%s, %v) = %v, want %v", v, e, c.turn, got, want)
			}
		}
	}
	for _, c := range []struct {
		score engine.Score
		turn  rules.Color
		want  int
	}{{35, rules.White, 35}, {35, rules.Black, -35}, {-120, rules.Black, 120}, {0, rules.Black, 0}} {
		if e := EvalOf(c.score, c.turn, 0); e.Mate || e.Centipawns != c.want {
			t.Errorf("EvalOf(%d, %v) = %+v, want %d centipawns", c.score, c.turn, e, c.want)
		}
	}
}

// The curve of each variant: even at 0, odd, the same with either side to
// move, and flatter than chess's, as the fits to the variants' games found
// it (chess's curve judged these games 1.5 to 1.7 times too harshly).
func TestChancesCurve(t *testing.T) {
	for _, v := range []rules.Variant{rules.Wormhole, rules.Interweave} {
		at := func(cp int) float64 { return Chances(v, notation.Eval{Centipawns: cp}, rules.White) }
		if at(0) != 0 {
			t.Errorf("%v: chances at 0 = %v", v, at(0))
		}
		for _, cp := range []int{50, 100, 300, 1000} {
			if at(cp) <= 0 || at(cp) >= 1 || math.Abs(at(-cp)+at(cp)) > 1e-12 {
				t.Errorf("%v: chances at ±%d = %v, %v", v, cp, at(cp), at(-cp))
			}
			if chess := 2/(1+math.Exp(-0.00368208*float64(cp))) - 1; at(cp) >= chess {
				t.Errorf("%v: chances at %d = %v, chess's %v", v, cp, at(cp), chess)
			}
		}
		// The side to move does not matter outside a mate.
		if Chances(v, notation.Eval{Centipawns: 100}, rules.Black) != at(100) {
			t.Errorf("%v: the side to move changes the chances of a score", v)
		}
	}
}

// The manual (docs/manual.md) gives what the thresholds cost from a balanced position in
// pawns, as the curve of each variant has them: a scale fitted again must
// change its figures too. A move from a balanced position to -x
// centipawns loses Chances(x) = tanh(scale·x/2) of the chances.
func TestManualThresholdsFollowTheCurve(t *testing.T) {
	text, err := os.ReadFile("../docs/manual.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.Join(strings.Fields(string(text)), " ")
	for _, c := range []struct {
		v      rules.Variant
		format string
	}{
		{rules.Wormhole, "about %.1f, %.1f and %.1f pawns in Wormhole"},
		{rules.Interweave, "%.1f, %.1f and %.1f in Interweave)"},
	} {
		var pawns []any
		for _, loss := range []float64{InaccuracyLoss, MistakeLoss, BlunderLoss} {
			cp := 2 * math.Atanh(loss) / Scale(c.v)
			if got := -Chances(c.v, notation.Eval{Centipawns: -int(math.Round(cp))}, rules.White); math.Abs(got-loss) > 0.002 {
				t.Fatalf("%v: %.0f centipawns cost %.4f of the chances, not %.2f", c.v, cp, got, loss)
			}
			pawns = append(pawns, cp/100)
		}
		if want := fmt.Sprintf(c.format, pawns...); !strings.Contains(readme, want) {
			t.Errorf("docs/manual.md does not say %q", want)
		}
	}
}

// A Wormhole game where Black mates on its turn after White's last move:
// the review writes that position's evaluation as #-1 (Black mates in one),
// not #0 (the side to move is mated, a win of White's).
func TestReviewWritesBlacksMateInOne(t *testing.T) {
	const pgn = `[Variant "Wormhole"]
[SetUp "1"]
[FEN "cxwxkwnx/xxpxpppp/p3Wmcx/nx1x4/W1P1P3/1x4PP/xPxPxPxx/CNxMKxNC b 17"]

9... Cg6xe4+ 10. Ch1xe4 Ca8xe4# 0-1
`
	games, errs, err := notation.ReadAll(strings.NewReader(pgn), "mate.pgn")
	if err != nil || len(games) != 1 || errs[0] != nil {
		t.Fatalf("%v %v", err, errs)
	}
	g := games[0]
	r, err := Analyse(context.Background(), g, Options{Nodes: 5000, Threads: 1, HashMB: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	Apply(r, nil)
	line := g.MainLine()
	for i, want := range []string{"#-1", "#-1", "#0"} {
		e, ok := line[i].Eval()
		s := e.String()
		if j := strings.IndexByte(s, ','); j >= 0 {
			s = s[:j]
		}
		if !ok || s != want {
			t.Errorf("after %s: [%%eval %s], want %s", line[i].Turn().ID(rules.Wormhole), e, want)
		}
	}
	if t.Failed() {
		t.Logf("the reviewed game:\n%s", notation.AppendGame(nil, g))
	}
}
