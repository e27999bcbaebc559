package puzzle

import (
	"math"
	"testing"

	"wormweave/engine"
	"wormweave/rules"
)

// The fit finds the logistic the shares were drawn from.
func TestFitLogistic(t *testing.T) {
	for _, c := range []struct{ r, s int }{{1500, 150}, {900, 60}, {2100, 300}} {
		var elo []int
		var rate []float64
		for e := 600; e <= 2600; e += 200 {
			elo = append(elo, e)
			rate = append(rate, 1/(1+math.Exp(-float64(e-c.r)/float64(c.s))))
		}
		r, s, rms := fitLogistic(elo, rate)
		if r != c.r || s != c.s || rms > 1e-6 {
			t.Errorf("shares of (%d, %d): fitted (%d, %d), residuals %.4f", c.r, c.s, r, s, rms)
		}
	}
}

// A strong level plays a mate in one, and fails a line whose first move
// is not the one it plays (and does not win at once).
func TestSolves(t *testing.T) {
	if ok, err := Solves(wormholeHoleMate, 14, 1); err != nil || !ok {
		t.Errorf("level 14 does not solve a mate in one: %v %v", ok, err)
	}
	wrong := wormholeMateIn2
	if m, ok := withMove(t, wrong, 1); ok {
		wrong.Moves = m
		if ok, err := Solves(wrong, 14, 1); err != nil || ok {
			t.Errorf("level 14 solves %v: %v %v", wrong.Moves, ok, err)
		}
	}
}

// The ladder rates on the Elo of the strength levels a person plays
// against (the networks'): a mate in one that every level solves is rated
// at level 0's, in each variant.
func TestLadderRatesOnTheLevelsElo(t *testing.T) {
	for _, lv := range LadderLevels {
		for _, v := range rules.Variants {
			if got, want := SolverElo(v, lv), engine.LevelElo(v, lv); got != want {
				t.Errorf("%v, level %d: the ladder's Elo %d, the level's %d", v, lv, got, want)
			}
		}
	}
	l, err := RateOnLadder(wormholeHoleMate, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := engine.LevelElo(rules.Wormhole, 0); l.Rating != want || l.Scale != 0 {
		t.Errorf("a mate in one every level solves is rated %d (scale %d), want level 0's %d: %+v", l.Rating, l.Scale, want, l)
	}
}
