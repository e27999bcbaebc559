package match

import "wormweave/rules"

// TwoPlyScore returns the two-ply player's score of p for the side to
// move: the material balance, in the site's values, it can keep by force
// over its turn and the opponent's reply; ±2^20 for a game won or lost
// within them.
func TwoPlyScore(p *rules.Position) int {
	me := p.Turn()
	if r := p.Result(); r != rules.Ongoing {
		return twoPlyFinal(p, me)
	}
	best := -2 * twoPlyWin
	turns, _ := legalTurns(p, maxTurns)
	for _, t := range turns {
		score := twoPlyScore(p, t, me)
		best = max(best, score)
	}
	return best
}

// MaterialBalance returns the side to move's material balance in the
// site's values.
func MaterialBalance(p *rules.Position) int { return material(p, p.Turn()) }
