package match

import (
	"math"
	"testing"
)

func TestElo(t *testing.T) {
	// Expected values computed independently from the formulas
	// (normal approximation of the per-game score, 95%).
	for _, c := range []struct {
		s            Score
		diff, margin float64
		text         string
	}{
		{Score{60, 0, 40}, 70.4365, 70.5712, "+70 ± 71 (95%)"},
		{Score{50, 20, 30}, 70.4365, 62.5877, "+70 ± 63 (95%)"},
		{Score{95, 2, 3}, 552.0845, 258.1986, "+552 ± 258 (95%)"},
		{Score{10, 0, 10}, 0, 163.3214, "+0 ± 163 (95%)"},
	} {
		d, m := c.s.Elo()
		if math.Abs(d-c.diff) > 0.01 || math.Abs(m-c.margin) > 0.5 {
			t.Errorf("%v: Elo %.4f ± %.4f, want %.4f ± %.4f", c.s, d, m, c.diff, c.margin)
		}
		if got := FormatElo(c.s); got != c.text {
			t.Errorf("%v: FormatElo %q, want %q", c.s, got, c.text)
		}
	}
}

func TestEloOneSided(t *testing.T) {
	for _, c := range []struct {
		s    Score
		text string
	}{
		{Score{100, 0, 0}, "+inf (95%: > +570)"},
		{Score{0, 0, 100}, "-inf (95%: < -570)"},
		{Score{4, 0, 0}, "+inf (95%: > -72)"},
		{Score{0, 0, 0}, "+0 ± inf"},
		{Score{18, 0, 2}, "+382 (95%: > +208)"},
		{Score{1, 0, 19}, "-512 (95%: < -308)"},
		// Too few games for either end of the interval to be finite.
		{Score{1, 0, 1}, "+0 ± inf"},
	} {
		if got := FormatElo(c.s); got != c.text {
			t.Errorf("%v: FormatElo %q, want %q", c.s, got, c.text)
		}
	}
}
