package puzzle

import (
	"math"
	"testing"
)

// The worked example of Glickman's paper, and the cases around it.
func TestGlicko2(t *testing.T) {
	player := Rating{R: 1500, RD: 200, Sigma: 0.06}
	cases := []struct {
		name      string
		outcomes  []Outcome
		r, rd, sg float64
		tolerance float64
	}{
		{"the paper's example", []Outcome{
			{Rating{1400, 30, 0.06}, 1},
			{Rating{1550, 100, 0.06}, 0},
			{Rating{1700, 300, 0.06}, 0},
		}, 1464.06, 151.52, 0.05999, 0.01},
		{"no games: only the deviation grows", nil, 1500, math.Sqrt(sq(200/glickoScale)+0.06*0.06) * glickoScale, 0.06, 1e-9},
	}
	for _, c := range cases {
		got := player.Update(c.outcomes)
		if math.Abs(got.R-c.r) > c.tolerance || math.Abs(got.RD-c.rd) > c.tolerance || math.Abs(got.Sigma-c.sg) > 0.00001 {
			t.Errorf("%s: got %.2f, %.2f, %.5f; want %.2f, %.2f, %.5f", c.name, got.R, got.RD, got.Sigma, c.r, c.rd, c.sg)
		}
	}
	// One attempt: solving moves the solver up and the puzzle down.
	puzzle := Rating{R: 1500, RD: 80, Sigma: 0.06}
	if up := player.UpdateOne(puzzle, 1); up.R <= player.R || up.RD >= player.RD {
		t.Errorf("a solved puzzle gives %+v from %+v", up, player)
	}
	if down := puzzle.UpdateOne(player, 0); down.R >= puzzle.R {
		t.Errorf("a puzzle solved gives the puzzle %+v from %+v", down, puzzle)
	}
}
