package puzzle

import "wormweave/rules"

// Estimate returns a first difficulty estimate of p, on the Glicko scale,
// before anyone has tried it: 1000 for a win in one, 250 more for each
// turn deeper, and 40 for each plausible wrong first move (up to ten),
// counted by PlausibleWrong. Attempts then move the rating with Glicko-2.
func Estimate(p Puzzle) (int, error) {
	positions, turns, err := p.Replay()
	if err != nil {
		return 0, err
	}
	wrong := PlausibleWrong(&positions[1], turns[1])
	return 1000 + 250*(p.SolverTurns()-1) + 40*min(wrong, 10), nil
}

// PlausibleWrong counts the turns of pos other than solution that draw the
// eye the way tactics do: those that capture, promote or, in Wormhole,
// give check. The more there are, the harder the right one is to see.
func PlausibleWrong(pos *rules.Position, solution rules.Turn) int {
	v := pos.Variant()
	want := solution.ID(v)
	n := 0
	pos.WalkTurns(func(t rules.Turn) bool {
		forcing := false
		q := *pos
		for _, m := range t {
			if m.IsCapture() || m.Promo != rules.NoKind {
				forcing = true
			}
			q.Make(m)
		}
		if v == rules.Wormhole && q.InCheck() {
			forcing = true
		}
		if forcing && t.ID(v) != want {
			n++
		}
		return n < 1000
	})
	return n
}
